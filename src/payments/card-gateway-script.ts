/**
 * The card gateway's browser script (DESIGN s4): loaded once from the address `/api/config`
 * names, it defines `window.CardGateway`, which attaches a card to an auth key by calling the
 * gateway itself, so card data never reaches the portal's API.
 */
export interface CardDetails {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  name: string;
  cvn: string;
}

export interface CardGatewayScript {
  attachCard(authKey: string, card: CardDetails): Promise<void>;
}

/** A refusal from the gateway script: `status` 400 for a card it refused, 0 when unreachable. */
export interface AttachFailure {
  status: number;
  message: string;
}

export class ScriptNotLoaded extends Error {}

let loading: Promise<CardGatewayScript> | undefined;

const loaded = () => (window as unknown as { CardGateway?: CardGatewayScript }).CardGateway;

async function scriptUrl(): Promise<string> {
  const response = await fetch('/api/config', { headers: { accept: 'application/json' } });
  const body = (await response.json()) as { cardGatewayScriptUrl?: string };
  if (!response.ok || !body.cardGatewayScriptUrl) throw new ScriptNotLoaded();
  return body.cardGatewayScriptUrl;
}

/** The gateway's script, loaded on first use; rejects with ScriptNotLoaded when it cannot be. */
export function loadCardGateway(): Promise<CardGatewayScript> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  loading ??= scriptUrl()
    .then(
      (src) =>
        new Promise<CardGatewayScript>((resolve, reject) => {
          const script = document.createElement('script');
          script.src = src;
          script.async = true;
          script.onload = () => (loaded() ? resolve(loaded()!) : reject(new ScriptNotLoaded()));
          script.onerror = () => reject(new ScriptNotLoaded());
          document.head.append(script);
        }),
    )
    .catch((error) => {
      loading = undefined;
      throw error instanceof ScriptNotLoaded ? error : new ScriptNotLoaded();
    });
  return loading;
}

export const isAttachFailure = (error: unknown): error is AttachFailure =>
  typeof error === 'object' && error !== null && typeof (error as AttachFailure).status === 'number' && typeof (error as AttachFailure).message === 'string';
