import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBpointGateway, merchantReferenceOf } from './bpoint-gateway.ts';
import { GatewayRefusal, GatewayUnavailable, type CardGateway } from './card-gateway.ts';
import { loadPaymentConfig } from './payment-config.ts';
import { startBpointDouble, type BpointDouble } from './test-support/bpoint-contract-double.ts';

const USER = { username: 'levy-api', password: 's3cret:pass', merchantNumber: '5353109000000000' };
const env = (double: BpointDouble, overrides: Record<string, string> = {}) => ({
  PAYMENT_GATEWAY: 'bpoint',
  BPOINT_BASE_URL: double.baseUrl,
  BPOINT_USERNAME: USER.username,
  BPOINT_PASSWORD: USER.password,
  BPOINT_MERCHANT_NUMBER: USER.merchantNumber,
  BPOINT_BILLER_CODE: '1234567',
  BPOINT_TEST_MODE: 'on',
  ...overrides,
});

describe('BPOINT gateway (API v5) against its contract double', () => {
  let double: BpointDouble;
  let gateway: CardGateway;
  beforeAll(async () => {
    double = await startBpointDouble(USER);
    gateway = createBpointGateway(loadPaymentConfig(env(double)));
  });
  afterAll(() => double.close());
  const sentTo = (path: string) => double.requests.filter((request) => request.path === path);

  it('names BPOINT’s browser script and origin', () => {
    expect(gateway.browser).toEqual({ scriptUrl: `${double.baseUrl}/clientscripts/api.js`, origin: new URL(double.baseUrl).origin });
  });

  it('creates the auth key with Basic username|merchant:password and attaches the amount in cents and the reference', async () => {
    const authKey = await gateway.createAuthKey({ amountCents: 86_250, reference: 'INV0900003', email: 'payer@example.com' });
    const expected = `Basic ${Buffer.from('levy-api|5353109000000000:s3cret:pass').toString('base64')}`;
    expect(sentTo('/rest/v5/txns/authkeys').at(-1)).toMatchObject({ method: 'POST', authorization: expected, body: {} });
    const details = sentTo(`/rest/v5/txns/authkeys/${authKey}/txn-details`);
    expect(details).toHaveLength(1);
    expect(details[0]).toMatchObject({ method: 'PUT', authorization: expected });
    expect(details[0].body).toEqual({
      action: 'Payment',
      type: 'Internet',
      subType: 'Single',
      amount: 86_250,
      currency: 'AUD',
      crn1: 'INV0900003',
      merchantReference: merchantReferenceOf(authKey),
      billerCode: '1234567',
      emailAddress: 'payer@example.com',
      testMode: true,
    });
  });

  it('charges the attached card once: approved by the cents, with BPOINT’s receipt; a second process is refused as used', async () => {
    const authKey = await gateway.createAuthKey({ amountCents: 150_000, reference: 'INV1' });
    expect(await double.attachCard(authKey)).toBe(200);
    const payment = await gateway.processPayment(authKey);
    expect(payment).toMatchObject({ authKey, approved: true, responseCode: '00', responseText: 'Approved', amountCents: 150_000, reference: 'INV1' });
    expect(payment.receiptNumber).toMatch(/^\d+$/);
    await expect(gateway.processPayment(authKey)).rejects.toMatchObject({ reason: 'used' });
    expect(double.processed.filter((txn) => txn.merchantReference === merchantReferenceOf(authKey))).toHaveLength(1);
  });

  it('reads a decline as a result with the bank’s code and text, and no receipt', async () => {
    const authKey = await gateway.createAuthKey({ amountCents: 150_051, reference: 'INV2' });
    await double.attachCard(authKey);
    expect(await gateway.processPayment(authKey)).toMatchObject({ approved: false, responseCode: '51', responseText: 'Insufficient funds', receiptNumber: null });
  });

  it('finds a processed key again from BPOINT’s record, and nothing for one never processed', async () => {
    const authKey = await gateway.createAuthKey({ amountCents: 20_000, reference: 'INV3' });
    expect(await gateway.findPayment(authKey)).toBeNull();
    await double.attachCard(authKey);
    double.loseNextProcessAnswer = true;
    await expect(gateway.processPayment(authKey)).rejects.toBeInstanceOf(GatewayUnavailable);
    expect(await gateway.findPayment(authKey)).toMatchObject({ authKey, approved: true, amountCents: 20_000, reference: 'INV3' });
    expect(sentTo('/rest/v5/txns/search').at(-1)?.body).toEqual({ merchantReference: merchantReferenceOf(authKey) });
  });

  it('refuses an unknown key and a bad amount without charging; wrong credentials are an unavailable gateway', async () => {
    await expect(gateway.processPayment('no-such-key')).rejects.toMatchObject({ reason: 'unknown-key' });
    await expect(gateway.createAuthKey({ amountCents: 0, reference: 'INV4' })).rejects.toBeInstanceOf(GatewayRefusal);
    const wrong = createBpointGateway(loadPaymentConfig(env(double, { BPOINT_PASSWORD: 'wrong' })));
    await expect(wrong.createAuthKey({ amountCents: 100, reference: 'INV5' })).rejects.toBeInstanceOf(GatewayUnavailable);
    const unreachable = createBpointGateway(loadPaymentConfig(env(double, { BPOINT_BASE_URL: 'http://127.0.0.1:9/rest' })));
    await expect(unreachable.findPayment('key')).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it('names a key longer than BPOINT’s 50-character reference by a stable hash', () => {
    const long = 'k'.repeat(80);
    expect(merchantReferenceOf(long)).toHaveLength(43);
    expect(merchantReferenceOf(long)).toBe(merchantReferenceOf(long));
    expect(merchantReferenceOf('short-key')).toBe('short-key');
  });
});
