import { getAccessToken } from '../auth/index.ts';
import { ApiError, type ApiErrorBody } from './api-error.ts';

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: the server applies a retried submission once. */
  idempotencyKey?: string;
}

function withQuery(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: undefined };
  }
}

/**
 * Calls the API with the bearer token. Resolves with the JSON body; rejects with an ApiError
 * whose message is the spec's generic error text (and, for a 400, the field errors).
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, timeoutMs = DEFAULT_TIMEOUT_MS, signal, idempotencyKey } = options;
  let token: string;
  try {
    token = await getAccessToken();
  } catch (error) {
    throw new ApiError('token', undefined, { message: error instanceof Error ? error.message : undefined });
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  let res: Response;
  try {
    res = await fetch(withQuery(path, query), {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        ...(body !== undefined && !(body instanceof FormData) ? { 'Content-Type': 'application/json' } : {}),
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      // A FormData body (a multipart upload) goes as it is; the browser sets its boundary.
      body: body instanceof FormData ? body : body !== undefined ? JSON.stringify(body) : undefined,
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError('timeout');
    if (signal?.aborted) throw error;
    throw new ApiError(error instanceof TypeError ? 'no-response' : 'unexpected');
  } finally {
    clearTimeout(timer);
  }
  let parsed: unknown;
  try {
    parsed = await readBody(res);
  } catch {
    throw new ApiError(timedOut ? 'timeout' : 'no-response');
  }
  if (!res.ok) throw new ApiError('response', res.status, (parsed ?? {}) as ApiErrorBody);
  return parsed as T;
}
