import type { FieldError } from '../../engine/core/types.ts';

export type ApiErrorKind = 'response' | 'no-response' | 'timeout' | 'unexpected' | 'token';

/** The error body the API sends: `{ message, details?, errors? }` (errors only on 400). */
export interface ApiErrorBody {
  message?: string;
  details?: string[];
  errors?: FieldError[];
}

/** A failed API call, with the spec's generic error text as its message. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  /** Field errors of a 400 reply, for the form to show at its fields. */
  readonly fieldErrors: FieldError[];
  readonly details: string[];
  /** The whole error body, for answers that carry more than the usual fields. */
  readonly body: ApiErrorBody & Record<string, unknown>;

  constructor(kind: ApiErrorKind, status?: number, body: ApiErrorBody = {}) {
    super(genericErrorText(kind, status, body));
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.details = body.details ?? [];
    this.fieldErrors = body.errors ?? [];
    this.body = body as ApiErrorBody & Record<string, unknown>;
  }
}

/**
 * The server knows no such record: none by that id (404), or an id that cannot be one (400). A
 * page for it is an unknown path, which the not-found page answers (spec 1 section 1).
 */
export function isUnknownRecord(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** The server's refusal of the request (4xx): asking again at once would not change it. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status !== undefined && error.status < 500;
}

/**
 * Spec 1 section 8: the server's message (default 'An error occurred') with the status in
 * brackets and any details after ' - '; fixed texts for no response, timeout and anything else;
 * a token failure keeps the sign-in's message.
 */
export function genericErrorText(kind: ApiErrorKind, status?: number, body: ApiErrorBody = {}): string {
  switch (kind) {
    case 'response': {
      const details = (body.details ?? []).filter(Boolean);
      return `${body.message || 'An error occurred'} (${status})${details.length ? ` - ${details.join(', ')}` : ''}`;
    }
    case 'no-response':
      return 'No response received from the server, please try again or contact the authority.';
    case 'timeout':
      return 'Request timed out, please check your connection or try again.';
    case 'token':
      // The sign-in's own words (spec 1 section 6): 'unable to retrieve api token' or 'no auth accounts found'.
      return body.message || 'unable to retrieve api token';
    default:
      return 'An unexpected error occurred';
  }
}

/** The text to show for any thrown value. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : genericErrorText('unexpected');
}
