import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, genericErrorText } from './api-error.ts';

const tokenFailure = { message: '' };
vi.mock('../auth/index.ts', () => ({
  getAccessToken: async () => {
    if (tokenFailure.message) throw new Error(tokenFailure.message);
    return 'token-1';
  },
}));
const { apiFetch } = await import('./http-client.ts');

describe('generic error text (spec 1 section 8)', () => {
  it('joins message, status and details', () => {
    expect(genericErrorText('response', 400, { message: 'Bad input', details: ['a', 'b'] })).toBe('Bad input (400) - a, b');
    expect(genericErrorText('response', 500, {})).toBe('An error occurred (500)');
    expect(genericErrorText('no-response')).toBe('No response received from the server, please try again or contact the authority.');
    expect(genericErrorText('timeout')).toBe('Request timed out, please check your connection or try again.');
    expect(genericErrorText('unexpected')).toBe('An unexpected error occurred');
  });
});

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token and returns the JSON body', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiFetch('/api/x', { query: { a: 1, b: undefined } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x?a=1');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('hands back the field errors of a 400', async () => {
    const body = { message: 'Please correct the errors in the form.', details: ['Give a start date.'], errors: [{ path: '/newStartDate', message: 'Give a start date.' }] };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 400 }));
    const error = (await apiFetch('/api/x', { method: 'POST', body: {} }).catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Please correct the errors in the form. (400) - Give a start date.');
    expect(error.fieldErrors).toEqual(body.errors);
  });

  it('maps a network failure and a timeout', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ kind: 'no-response' });
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    await expect(apiFetch('/api/x', { timeoutMs: 10 })).rejects.toMatchObject({ kind: 'timeout', message: 'Request timed out, please check your connection or try again.' });
  });
});

describe('apiFetch without a token', () => {
  afterEach(() => (tokenFailure.message = ''));

  it("says the sign-in's own words, not 'An unexpected error occurred'", async () => {
    for (const message of ['unable to retrieve api token', 'no auth accounts found']) {
      tokenFailure.message = message;
      await expect(apiFetch('/api/x')).rejects.toMatchObject({ kind: 'token', message });
    }
  });
});
