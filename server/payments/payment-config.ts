/**
 * How the sandbox misbehaves, for testing: `delayMs` before every server-side answer (beyond
 * the portal's gateway timeout it is a timeout); `failure` 'unavailable' answers nothing and
 * charges nothing, 'lost-response' charges and then loses the answer.
 */
export interface SandboxBehaviour {
  delayMs: number;
  failure: 'none' | 'unavailable' | 'lost-response';
}

/** Card payment settings (README 'Configuration'); the embedded default is the sandbox gateway. */
export interface PaymentConfig {
  gateway: 'sandbox';
  /** Milliseconds the portal waits for the gateway before treating its answer as lost. */
  timeoutMs: number;
  sandbox: SandboxBehaviour & {
    /** Lets tests change the behaviour at run time through the sandbox's test-mode endpoint. */
    controlEnabled: boolean;
  };
}

/** The sandbox gateway's browser script, served from the portal's own origin (sandbox-routes.ts). */
export const SANDBOX_SCRIPT_URL = '/sandbox-gateway/v1/card-gateway.js';

type Env = Record<string, string | undefined>;

const FAILURES = ['none', 'unavailable', 'lost-response'] as const;

function nonNegativeInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`Invalid ${name}: ${raw}`);
  return value;
}

export function loadPaymentConfig(env: Env): PaymentConfig {
  const gateway = env.PAYMENT_GATEWAY?.trim() || 'sandbox';
  if (gateway !== 'sandbox') throw new Error(`Unsupported PAYMENT_GATEWAY: ${gateway}`);
  const failure = env.SANDBOX_GATEWAY_FAILURE?.trim() || 'none';
  if (!(FAILURES as readonly string[]).includes(failure)) throw new Error(`Invalid SANDBOX_GATEWAY_FAILURE: ${failure}`);
  return {
    gateway,
    timeoutMs: nonNegativeInteger(env, 'PAYMENT_GATEWAY_TIMEOUT_MS', 30_000),
    sandbox: {
      delayMs: nonNegativeInteger(env, 'SANDBOX_GATEWAY_DELAY_MS', 0),
      failure: failure as SandboxBehaviour['failure'],
      controlEnabled: env.SANDBOX_GATEWAY_CONTROL?.trim() === 'on',
    },
  };
}
