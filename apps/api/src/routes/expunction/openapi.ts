/**
 * OpenAPI entries of the expunction packet routes, merged into the application API description by
 * routes/application/openapi.ts (`buildOpenApi`). The responses are PDFs, so they are written by hand.
 */
type JsonObject = Record<string, unknown>;

const lang: JsonObject = {
  name: 'lang',
  in: 'query',
  required: false,
  description:
    'Language of the instruction sheets (the court documents are always in English). Default: the session or email language.',
  schema: { type: 'string', enum: ['en', 'es'] },
};

const pdf = (description: string, refreshedToken: boolean): JsonObject => ({
  description,
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  ...(refreshedToken
    ? {
        headers: {
          'x-session-token': { description: 'The refreshed session token', schema: { type: 'string' } },
          'x-session-token-expiration': { description: 'Its expiry (epoch seconds)', schema: { type: 'string' } },
        },
      }
    : {}),
});

const error = (errorRef: JsonObject, description: string): JsonObject => ({
  description,
  content: { 'application/json': { schema: errorRef } },
});

/** The `paths` entries of the three expunction packet routes; `errorRef` is the contract's error-body schema. */
export function expunctionOpenApiPaths(errorRef: JsonObject): Record<string, JsonObject> {
  const packet =
    'For each case whose result is `expunction` with a route: an instruction sheet (English or Spanish), the pre-filled petition for expunction under its Code of Criminal Procedure article, a proposed order, and the Statement of Inability to Afford Payment of Court Costs.';
  return {
    '/api/application/pdf/expunction/{_id}': {
      get: {
        summary: `One case's pre-filled expunction packet as a PDF. ${packet}`,
        operationId: 'expunctionPdf',
        security: [{ bearer: [] }],
        parameters: [{ name: '_id', in: 'path', required: true, schema: { type: 'string' } }, lang],
        responses: {
          200: pdf('The packet for this case', true),
          400: error(errorRef, 'Validation error (an unknown `lang`)'),
          401: error(errorRef, 'session_expired: missing, malformed, tampered or expired token'),
          404: error(
            errorRef,
            "unknown_case: not one of the session's cases; not_found: the case has no expunction packet (another result, or a route that could not be determined)",
          ),
          429: error(errorRef, 'rate_limited'),
        },
      },
    },
    '/api/application/pdf/expunctions': {
      get: {
        summary: `Every expunction case's pre-filled packet in one PDF, in the order of the session's cases. ${packet}`,
        operationId: 'expunctionsPdf',
        security: [{ bearer: [] }],
        parameters: [lang],
        responses: {
          200: pdf('The packets, one case after another', true),
          400: error(errorRef, 'Validation error (an unknown `lang`)'),
          401: error(errorRef, 'session_expired: missing, malformed, tampered or expired token'),
          404: error(errorRef, 'not_found: no case has an expunction packet'),
          429: error(errorRef, 'rate_limited'),
        },
      },
    },
    '/api/email-pages/petitions/{emailToken}/expunctions/pdf': {
      get: {
        summary: `The expunction packets of the cases saved with a petitions email (no session needed; the link expires with the email page). ${packet}`,
        operationId: 'emailPageExpunctionsPdf',
        parameters: [{ name: 'emailToken', in: 'path', required: true, schema: { type: 'string' } }, lang],
        responses: {
          200: pdf('The packets saved when the email was sent', false),
          400: error(errorRef, 'Validation error (an unknown `lang`)'),
          404: error(errorRef, 'not_found: unknown, malformed or expired token, or no case has an expunction packet'),
          429: error(errorRef, 'rate_limited'),
        },
      },
    },
  };
}
