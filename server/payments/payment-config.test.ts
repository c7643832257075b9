import { describe, expect, it } from 'vitest';
import { loadPaymentConfig } from './payment-config.ts';

describe('loadPaymentConfig', () => {
  it('defaults to the sandbox gateway, waiting 30 s, behaving normally, without run-time control', () => {
    expect(loadPaymentConfig({})).toEqual({ gateway: 'sandbox', timeoutMs: 30_000, sandbox: { delayMs: 0, failure: 'none', controlEnabled: false } });
  });

  it('reads the timeout and the sandbox delay, failure and control', () => {
    const config = loadPaymentConfig({ PAYMENT_GATEWAY_TIMEOUT_MS: '4000', SANDBOX_GATEWAY_DELAY_MS: '250', SANDBOX_GATEWAY_FAILURE: 'lost-response', SANDBOX_GATEWAY_CONTROL: 'on' });
    expect(config).toMatchObject({ timeoutMs: 4000, sandbox: { delayMs: 250, failure: 'lost-response', controlEnabled: true } });
  });

  it('refuses an unknown gateway, failure or a bad number', () => {
    expect(() => loadPaymentConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow('Unsupported PAYMENT_GATEWAY: paypal');
    expect(() => loadPaymentConfig({ SANDBOX_GATEWAY_FAILURE: 'sometimes' })).toThrow('Invalid SANDBOX_GATEWAY_FAILURE: sometimes');
    expect(() => loadPaymentConfig({ PAYMENT_GATEWAY_TIMEOUT_MS: '-1' })).toThrow('Invalid PAYMENT_GATEWAY_TIMEOUT_MS: -1');
  });
});
