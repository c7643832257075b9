import type { FieldError } from '../../engine/core/types.ts';
import { portal } from '../../generated/portal.gen.ts';

export const PROJECT_FORBIDDEN = portal.messages.notAuthorisedProject;

/** An error with the status and JSON body the client should get; the error handler sends it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { details?: string[]; errors?: FieldError[]; [key: string]: unknown } = {},
  ) {
    super(message);
  }
}

export const forbiddenProject = () => new HttpError(403, PROJECT_FORBIDDEN);
export const notFound = (what = 'The requested record was not found.') => new HttpError(404, what);
export const badRequest = (message: string, errors: FieldError[] = []) =>
  new HttpError(400, message, { details: errors.map((e) => e.message), errors });
