import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The API contract's error body: `{error: {code, message, messageEs, fields?}}`. */
export interface ApiErrorBody {
  error: { code: string; message: string; messageEs: string; fields?: Record<string, string> };
}

/** A client error a route throws on purpose; rendered as the contract's error body. */
export class ApiError extends Error {
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

const GENERIC: Record<number, [string, string, string]> = {
  400: ['bad_request', 'The request is not valid.', 'La solicitud no es válida.'],
  401: [
    'session_expired',
    'Your session has expired. Please start again.',
    'Su sesión expiró. Por favor, empiece de nuevo.',
  ],
  404: ['not_found', 'Not found.', 'No se encontró.'],
  405: ['method_not_allowed', 'Method not allowed.', 'Método no permitido.'],
  406: ['not_acceptable', 'Not acceptable.', 'No aceptable.'],
  413: ['payload_too_large', 'The request is too large.', 'La solicitud es demasiado grande.'],
  415: ['unsupported_media_type', 'Send JSON.', 'Envíe JSON.'],
  429: [
    'rate_limited',
    'Too many requests. Please wait a minute and try again.',
    'Demasiadas solicitudes. Espere un minuto e intente de nuevo.',
  ],
  503: [
    'unavailable',
    'The service is busy. Please try again in a moment.',
    'El servicio está ocupado. Intente de nuevo en un momento.',
  ],
};

export function genericError(status: number): ApiErrorBody {
  const [code, en, es] = GENERIC[status] ?? ['bad_request', 'The request is not valid.', 'La solicitud no es válida.'];
  return errorBody(code, en, es);
}

/** Maps every error to the contract: validation → 400 with fields, client faults → 4xx, our faults → 503/500 without details. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError | Error, req, reply) => {
    if (err instanceof ApiError) {
      return reply.code(err.statusCode).send(errorBody(err.code, err.message, err.messageEs, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          String((issue.params as { issue?: { keys?: string[] } }).issue?.keys?.[0] ?? '_');
        fields[field] = issue.keyword === 'unrecognized_keys' ? 'unknown_field' : 'invalid';
      }
      return reply
        .code(400)
        .send(errorBody('validation_error', 'Some fields are not valid.', 'Algunos campos no son válidos.', fields));
    }
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(genericError(status));
    }
    req.log.error({ err: { type: err.name, message: err.message, stack: err.stack } }, 'request failed');
    // Database unreachable and the like: a clean, retryable 503 rather than a crash.
    return reply.code(503).send(genericError(503));
  });
}
