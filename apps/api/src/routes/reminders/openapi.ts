/**
 * OpenAPI entries of the reminder routes (api-contract "Reminders"), merged into the application API
 * description by routes/application/openapi.ts (`buildOpenApi`).
 */
type JsonObject = Record<string, unknown>;

const json = (schema: JsonObject, description = 'OK'): JsonObject => ({
  description,
  content: { 'application/json': { schema } },
});

/** The `paths` entries of the two reminder routes; `errorRef` is the contract's error-body schema. */
export function reminderOpenApiPaths(errorRef: JsonObject): Record<string, JsonObject> {
  const error = (description: string) => json(errorRef, description);
  return {
    '/api/application/reminders': {
      post: {
        summary:
          'Ask for one reminder email: `ripens` on the eligible date of a `not_yet_eligible` case (`_id` required), or `recheck` six months after today (no `_id`). Stores only the address, the date, the language and an unsubscribe token; a confirmation with the one-click cancel link is queued with it. Rate-limited with the other emails (per client and per inbox).',
        operationId: 'reminders',
        security: [{ bearer: [] }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                additionalProperties: false,
                required: ['email', 'kind', 'useSpanishURL'],
                properties: {
                  email: { type: 'string', format: 'email', maxLength: 254 },
                  kind: { type: 'string', enum: ['ripens', 'recheck'] },
                  _id: { type: 'string', minLength: 1, maxLength: 200 },
                  useSpanishURL: { type: 'boolean' },
                },
              },
            },
          },
        },
        responses: {
          200: json({
            type: 'object',
            required: ['message', 'sendOn', 'token', 'tokenExpirationTime'],
            properties: {
              message: { type: 'string' },
              sendOn: { type: 'string', format: 'date' },
              token: { type: 'string' },
              tokenExpirationTime: { type: 'number' },
            },
          }),
          400: error(
            'Validation error; `fields._id` is `caseNotWaiting`, `idRequired` or `idNotAllowed` for a case id that does not fit the kind',
          ),
          401: error('session_expired'),
          404: error("unknown_case: not one of the session's cases"),
          429: error('rate_limited'),
        },
      },
    },
    '/api/reminders/unsubscribe/{token}': {
      get: {
        summary:
          'Cancel a reminder (one click from its confirmation email, no login): deletes the address, the date and the language.',
        operationId: 'unsubscribeReminder',
        parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: json({
            type: 'object',
            required: ['message', 'messageEs'],
            properties: { message: { type: 'string' }, messageEs: { type: 'string' } },
          }),
          404: error('not_found: unknown, malformed, already sent or cancelled'),
        },
      },
    },
  };
}
