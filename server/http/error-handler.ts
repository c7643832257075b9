import type { FastifyError, FastifyInstance } from 'fastify';
import type { FieldError } from '../../engine/core/types.ts';
import { HttpError } from './http-error.ts';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Fastify (Ajv) schema errors to field errors; a missing property points at that property. */
export function fieldErrorsOf(issues: ValidationIssue[], context?: string): FieldError[] {
  return issues.map((issue) => {
    const missing = issue.keyword === 'required' ? `/${String(issue.params?.missingProperty ?? '')}` : '';
    const path = `${issue.instancePath ?? ''}${missing}`;
    const name = path.replace(/^\//, '') || context || 'request';
    return { path, message: `${name} ${issue.message ?? 'is invalid'}` };
  });
}

/**
 * One JSON error shape `{ message, details?, errors? }`: client faults keep their 4xx status;
 * only a real fault of the server answers 500, with a generic message, and is logged.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if ((error as FastifyError).validation) {
      const errors = fieldErrorsOf((error as FastifyError).validation!, (error as FastifyError).validationContext);
      return reply.code(400).send({ message: 'The request is invalid.', details: errors.map((e) => e.message), errors });
    }
    // SQLSTATE class 22 (data exception, e.g. a NUL character or a number out of range) comes
    // from the client's values reaching SQL: bad input, not a fault of the server.
    const sqlState = (error as { code?: unknown }).code;
    if (typeof sqlState === 'string' && /^22[0-9A-Z]{3}$/.test(sqlState)) {
      // The database's own words stay in the log: they describe its internals, not the request.
      request.log.info({ err: error }, 'request data refused by the database');
      return reply.code(400).send({ message: 'The request contains invalid data.', errors: [] });
    }
    const status = (error as FastifyError).statusCode;
    // A database error (a five-character SQLSTATE) never passes its words on, whatever it carries.
    const fromDatabase = typeof sqlState === 'string' && /^[0-9A-Z]{5}$/.test(sqlState);
    if (status && status >= 400 && status < 500 && !fromDatabase) {
      const message = status === 400 && /JSON/i.test(error.message) ? 'The request body is not valid JSON.' : error.message;
      return reply.code(status).send({ message, details: [error.message], errors: [] });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'An error occurred' });
  });
}
