/**
 * The card gateway's browser script (DESIGN s4): loaded once from the address `/api/config`
 * names, it defines `window.CardGateway` (the embedded sandbox) or `window.BPOINT` (BPOINT's
 * own script), which attaches a card to an auth key by calling the gateway itself, so card data
 * never reaches the portal's API.
 */
import { bpointCardGateway, isBpointScript } from './bpoint-card-gateway.ts';

export type { AttachFailure, CardDetails, CardGatewayScript } from './card-gateway-types.ts';
import type { AttachFailure, CardGatewayScript } from './card-gateway-types.ts';

export class ScriptNotLoaded extends Error {}

let loading: Promise<CardGatewayScript> | undefined;

function loaded(): CardGatewayScript | undefined {
  const scope = window as unknown as { CardGateway?: CardGatewayScript; BPOINT?: unknown };
  if (scope.CardGateway) return scope.CardGateway;
  return isBpointScript(scope.BPOINT) ? bpointCardGateway(scope.BPOINT) : undefined;
}

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
