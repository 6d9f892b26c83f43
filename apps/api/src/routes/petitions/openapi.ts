/**
 * OpenAPI entries of the petition routes, merged into the application API description by
 * routes/application/openapi.ts (`buildOpenApi`). The responses are PDFs, so they are written by hand.
 */
type JsonObject = Record<string, unknown>;

const lang: JsonObject = {
  name: 'lang',
  in: 'query',
  required: false,
  description: 'Language of the instruction sheets (the court documents are always in English). Default: the session or email language.',
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

/** The `paths` entries of the three petition routes; `errorRef` is the contract's error-body schema. */
export function petitionOpenApiPaths(errorRef: JsonObject): Record<string, JsonObject> {
  const packet =
    'For each case: an instruction sheet (English or Spanish), the pre-filled petition for its nondisclosure section (the 411.072 request letter for that section; none for 411.0729) and the Statement of Inability to Afford Payment of Court Costs.';
  return {
    '/api/application/pdf/petition/{_id}': {
      get: {
        summary: `One case's pre-filled petition packet as a PDF. ${packet}`,
        operationId: 'petitionPdf',
        security: [{ bearer: [] }],
        parameters: [{ name: '_id', in: 'path', required: true, schema: { type: 'string' } }, lang],
        responses: {
          200: pdf('The packet for this case', true),
          400: error(errorRef, 'Validation error (an unknown `lang`)'),
          401: error(errorRef, 'session_expired: missing, malformed, tampered or expired token'),
          404: error(errorRef, 'unknown_case: not one of the session\'s cases; not_found: the case has no petition (not likely eligible, or a section without one)'),
        },
      },
    },
    '/api/application/pdf/petitions': {
      get: {
        summary: `Every likely-eligible case's pre-filled petition packet in one PDF, in the order of the session's cases. ${packet}`,
        operationId: 'petitionsPdf',
        security: [{ bearer: [] }],
        parameters: [lang],
        responses: {
          200: pdf('The packets, one case after another', true),
          400: error(errorRef, 'Validation error (an unknown `lang`)'),
          401: error(errorRef, 'session_expired: missing, malformed, tampered or expired token'),
          404: error(errorRef, 'not_found: no case has a petition'),
        },
      },
    },
    '/api/email-pages/petitions/{emailToken}/pdf': {
      get: {
        summary: `The petition packets saved with a petitions email (no session needed; the link expires with the email page). ${packet}`,
        operationId: 'emailPagePetitionsPdf',
        parameters: [{ name: 'emailToken', in: 'path', required: true, schema: { type: 'string' } }, lang],
        responses: {
          200: pdf('The packets saved when the email was sent', false),
          400: error(errorRef, 'Validation error (an unknown `lang`)'),
          404: error(errorRef, 'not_found: unknown, malformed or expired token, or no case has a petition'),
        },
      },
    },
  };
}
