import { describe, expect, it } from 'vitest';
import { gatewayBrowserSettings, loadPaymentConfig, SANDBOX_SCRIPT_URL } from './payment-config.ts';

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

  const BPOINT = { PAYMENT_GATEWAY: 'bpoint', BPOINT_USERNAME: 'api-user', BPOINT_PASSWORD: 'pw', BPOINT_MERCHANT_NUMBER: '5353109000000000' };

  it('reads BPOINT: its API user, live BPOINT by default, test mode only when asked', () => {
    expect(loadPaymentConfig(BPOINT).bpoint).toEqual({
      baseUrl: 'https://www.bpoint.com.au/rest',
      username: 'api-user',
      password: 'pw',
      merchantNumber: '5353109000000000',
      billerCode: undefined,
      testMode: false,
    });
    const uat = loadPaymentConfig({ ...BPOINT, BPOINT_BASE_URL: 'https://bpoint.uat.linkly.com.au/rest/', BPOINT_BILLER_CODE: '1234567', BPOINT_TEST_MODE: 'on' });
    expect(uat.bpoint).toMatchObject({ baseUrl: 'https://bpoint.uat.linkly.com.au/rest', billerCode: '1234567', testMode: true });
  });

  it('says at start-up which BPOINT credential is missing, and refuses a plain-HTTP BPOINT', () => {
    expect(() => loadPaymentConfig({ PAYMENT_GATEWAY: 'bpoint', BPOINT_USERNAME: 'api-user' })).toThrow(
      'PAYMENT_GATEWAY=bpoint needs BPOINT_PASSWORD, BPOINT_MERCHANT_NUMBER (the BPOINT API user and merchant number)',
    );
    expect(() => loadPaymentConfig({ ...BPOINT, BPOINT_BASE_URL: 'http://bpoint.example.com/rest' })).toThrow('BPOINT_BASE_URL must use https');
    expect(() => loadPaymentConfig({ ...BPOINT, BPOINT_TEST_MODE: 'yes' })).toThrow('Invalid BPOINT_TEST_MODE: yes (on or off)');
  });

  it('names the browser script and the origin the CSP admits: our own for the sandbox, BPOINT’s only when configured', () => {
    expect(gatewayBrowserSettings(loadPaymentConfig({}))).toEqual({ scriptUrl: SANDBOX_SCRIPT_URL, origin: null });
    expect(gatewayBrowserSettings(loadPaymentConfig(BPOINT))).toEqual({ scriptUrl: 'https://www.bpoint.com.au/rest/clientscripts/api.js', origin: 'https://www.bpoint.com.au' });
  });
});
