import type { GatewayBrowserSettings } from './card-gateway.ts';

/**
 * How the sandbox misbehaves, for testing: `delayMs` before every server-side answer (beyond
 * the portal's gateway timeout it is a timeout); `failure` 'unavailable' answers nothing and
 * charges nothing, 'lost-response' charges and then loses the answer.
 */
export interface SandboxBehaviour {
  delayMs: number;
  failure: 'none' | 'unavailable' | 'lost-response';
}

/** BPOINT's API v5 (PAYMENT_GATEWAY=bpoint): the API user of the merchant facility. */
export interface BpointConfig {
  /** The API root holding `v5/` and `clientscripts/api.js`, e.g. https://www.bpoint.com.au/rest. */
  baseUrl: string;
  username: string;
  password: string;
  merchantNumber: string;
  /** The biller code payments are made to, when the facility has more than one. */
  billerCode: string | undefined;
  /** BPOINT test mode: nothing is charged; the amount's cents pick the bank response. */
  testMode: boolean;
}

/** Card payment settings (README 'Configuration'); the embedded default is the sandbox gateway. */
export interface PaymentConfig {
  gateway: 'sandbox' | 'bpoint';
  /** Milliseconds the portal waits for the gateway before treating its answer as lost. */
  timeoutMs: number;
  sandbox: SandboxBehaviour & {
    /** Lets tests change the behaviour at run time through the sandbox's test-mode endpoint. */
    controlEnabled: boolean;
  };
  /** Set when `gateway` is 'bpoint'. */
  bpoint?: BpointConfig;
}

/** The sandbox gateway's browser script, served from the portal's own origin (sandbox-routes.ts). */
export const SANDBOX_SCRIPT_URL = '/sandbox-gateway/v1/card-gateway.js';

export const BPOINT_DEFAULT_BASE_URL = 'https://www.bpoint.com.au/rest';

/** The configured gateway's browser script and origin: one place for /api/config and the CSP. */
export function gatewayBrowserSettings(config: PaymentConfig): GatewayBrowserSettings {
  if (config.gateway !== 'bpoint' || !config.bpoint) return { scriptUrl: SANDBOX_SCRIPT_URL, origin: null };
  return { scriptUrl: `${config.bpoint.baseUrl}/clientscripts/api.js`, origin: new URL(config.bpoint.baseUrl).origin };
}

type Env = Record<string, string | undefined>;

const FAILURES = ['none', 'unavailable', 'lost-response'] as const;
const BPOINT_CREDENTIALS = ['BPOINT_USERNAME', 'BPOINT_PASSWORD', 'BPOINT_MERCHANT_NUMBER'] as const;

const setting = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

function nonNegativeInteger(env: Env, name: string, fallback: number): number {
  const raw = setting(env, name);
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`Invalid ${name}: ${raw}`);
  return value;
}

function loadBpointConfig(env: Env): BpointConfig {
  const missing = BPOINT_CREDENTIALS.filter((name) => !setting(env, name));
  if (missing.length) throw new Error(`PAYMENT_GATEWAY=bpoint needs ${missing.join(', ')} (the BPOINT API user and merchant number)`);
  const baseUrl = (setting(env, 'BPOINT_BASE_URL') ?? BPOINT_DEFAULT_BASE_URL).replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`Invalid BPOINT_BASE_URL: ${baseUrl}`);
  }
  if (url.protocol !== 'https:' && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') throw new Error(`BPOINT_BASE_URL must use https: ${baseUrl}`);
  const testMode = setting(env, 'BPOINT_TEST_MODE') ?? 'off';
  if (testMode !== 'on' && testMode !== 'off') throw new Error(`Invalid BPOINT_TEST_MODE: ${testMode} (on or off)`);
  return {
    baseUrl,
    username: setting(env, 'BPOINT_USERNAME')!,
    password: env.BPOINT_PASSWORD!.trim(),
    merchantNumber: setting(env, 'BPOINT_MERCHANT_NUMBER')!,
    billerCode: setting(env, 'BPOINT_BILLER_CODE'),
    testMode: testMode === 'on',
  };
}

export function loadPaymentConfig(env: Env): PaymentConfig {
  const gateway = setting(env, 'PAYMENT_GATEWAY') ?? 'sandbox';
  if (gateway !== 'sandbox' && gateway !== 'bpoint') throw new Error(`Unsupported PAYMENT_GATEWAY: ${gateway}`);
  const failure = setting(env, 'SANDBOX_GATEWAY_FAILURE') ?? 'none';
  if (!(FAILURES as readonly string[]).includes(failure)) throw new Error(`Invalid SANDBOX_GATEWAY_FAILURE: ${failure}`);
  return {
    gateway,
    timeoutMs: nonNegativeInteger(env, 'PAYMENT_GATEWAY_TIMEOUT_MS', 30_000),
    sandbox: {
      delayMs: nonNegativeInteger(env, 'SANDBOX_GATEWAY_DELAY_MS', 0),
      failure: failure as SandboxBehaviour['failure'],
      controlEnabled: setting(env, 'SANDBOX_GATEWAY_CONTROL') === 'on',
    },
    ...(gateway === 'bpoint' ? { bpoint: loadBpointConfig(env) } : {}),
  };
}
