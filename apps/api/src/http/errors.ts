import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { resources, translate } from '@cyr/i18n';
import { VALIDATION_CODES, type StaffErrorCode, type ValidationMessageKey } from '@cyr/schemas';
import { isDbUnavailable, type DbStatus } from '../db';

/** The API contract's error body: `{error: {code, message, messageEs, fields?}}`. */
export interface ApiErrorBody {
  error: { code: string; message: string; messageEs: string; fields?: Record<string, string> };
}

/** A client error a route throws on purpose; rendered as the contract's error body. */
export class ApiError extends Error {
  /** Sent as `Retry-After` (seconds) with the error, when set. */
  retryAfter?: number;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly messageEs: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const errorBody = (
  code: string,
  message: string,
  messageEs: string,
  fields?: Record<string, string>,
): ApiErrorBody => ({
  error: fields ? { code, message, messageEs, fields } : { code, message, messageEs },
});

/** Error codes with texts in i18n `errors:api.<code>`. */
export type ApiErrorCode =
  | 'bad_request'
  | 'validation_error'
  | 'session_expired'
  | 'not_found'
  | 'method_not_allowed'
  | 'not_acceptable'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unavailable'
  | 'unknown_spn'
  | 'unknown_case'
  | 'no_confirmed_cases'
  | 'no_data'
  | 'pdf_busy'
  | 'pdf_timeout'
  | 'general'
  | 'signature_invalid'
  | 'texts_unavailable'
  | 'help_request_full'
  | StaffErrorCode;

/** The contract error body for a code, in both languages (texts from i18n `errors`). */
export function translatedBody(code: ApiErrorCode, fields?: Record<string, string>): ApiErrorBody {
  const key = `errors:api.${code}`;
  return errorBody(code, translate(resources, 'en', key), translate(resources, 'es', key), fields);
}

/** An ApiError with the translated texts of `code`. */
export function apiError(status: number, code: ApiErrorCode, fields?: Record<string, string>): ApiError {
  const { error } = translatedBody(code, fields);
  return new ApiError(status, code, error.message, error.messageEs, fields);
}

const GENERIC: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  401: 'session_expired',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};

export function genericError(status: number): ApiErrorBody {
  return translatedBody(GENERIC[status] ?? 'bad_request');
}

function fieldCode(keyword: string, message: string): string {
  if (keyword === 'unrecognized_keys') return 'unknown_field';
  if (message in VALIDATION_CODES) return VALIDATION_CODES[message as ValidationMessageKey];
  return 'invalid';
}

/** Seconds a client is asked to wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * PostgreSQL data exceptions a client's text could cause if it ever reached the database unchecked (NUL in
 * text or JSON, invalid byte sequences): a 400, never a 503. The text guard (http/text-guard.ts) stops them first.
 */
const CLIENT_DATA_CODES = new Set(['22021', '22P05', '22P02', '22001']);

function dbUnavailable(err: unknown): boolean {
  return isDbUnavailable(err) || (err instanceof Error && err.cause !== err && isDbUnavailable(err.cause));
}

/**
 * Maps every error to the contract: validation → 400 with fields, client faults → 4xx, our faults → 503
 * without details. A database that does not answer is a retryable 503 (`Retry-After`) reported to `status`,
 * which logs the outage once rather than a stack per request.
 */
export function registerErrorHandling(app: FastifyInstance, status?: DbStatus): void {
  app.setErrorHandler((err: FastifyError | ApiError | Error, req, reply) => {
    if (dbUnavailable(err)) {
      status?.failed(err);
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(genericError(503));
    }
    if (err instanceof ApiError) {
      if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
      return reply.code(err.statusCode).send(errorBody(err.code, err.message, err.messageEs, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // A Map, then Object.fromEntries: field names come from the client (`__proto__` stays a plain key).
      const fields = new Map<string, string>();
      for (const issue of err.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        if (issue.keyword === 'unrecognized_keys') {
          const keys = (issue.params as { keys?: unknown }).keys;
          for (const k of Array.isArray(keys) ? keys.slice(0, 20) : ['_']) {
            fields.set(path ? `${path}.${String(k)}` : String(k), 'unknown_field');
          }
          continue;
        }
        const field = path || '_';
        if (!fields.has(field)) fields.set(field, fieldCode(issue.keyword, issue.message ?? ''));
      }
      return reply.code(400).send(translatedBody('validation_error', Object.fromEntries(fields)));
    }
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && CLIENT_DATA_CODES.has(code)) {
      return reply.code(400).send(genericError(400));
    }
    // @fastify/csrf-protection answers a missing secret or a wrong token with its own errors (staff routes).
    if (typeof code === 'string' && code.startsWith('FST_CSRF_')) {
      return reply.code(403).send(translatedBody('csrf_invalid'));
    }
    const statusCode = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send(genericError(statusCode));
    }
    // A fault of ours (a bug): logged with its stack, answered as a clean, retryable 503 rather than a crash.
    req.log.error({ err: { type: err.name, message: err.message, stack: err.stack } }, 'request failed');
    return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(genericError(503));
  });
}
