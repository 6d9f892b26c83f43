import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  AnalyticsBatchSchema,
  AnalyticsResponseSchema,
  EligibilityInfoSchema,
  HelpFormSchema,
  SendEmailBodySchema,
  SendEmailResponseSchema,
  SurveyFeedbackSchema,
  SurveyResponseSchema,
  CaseFollowupBodySchema,
  CaseLookupBodySchema,
  CaseLookupResponseSchema,
  ConfirmCasesBodySchema,
  EligibilityResponseSchema,
  ErrorBodySchema,
  LookupEndDateResponseSchema,
  PreCheckBodySchema,
  PreCheckResponseSchema,
  PreliminaryQuestionsBodySchema,
} from '@cyr/schemas';
import { petitionOpenApiPaths } from '../petitions/openapi';
import { expunctionOpenApiPaths } from '../expunction/openapi';
import { reminderOpenApiPaths } from '../reminders/openapi';

/**
 * The OpenAPI 3.1 description of the application calls, generated from the same zod schemas that
 * validate requests (`GET /api/docs/openapi.json`; also written to docs/api/openapi.json by
 * `tsx apps/api/src/routes/application/openapi.write.ts`).
 */
type JsonObject = Record<string, unknown>;

interface Op {
  method: 'get' | 'post';
  path: string;
  summary: string;
  auth: boolean;
  body?: z.ZodType;
  response: z.ZodType;
  errors: number[];
  query?: JsonObject[];
  operationId?: string;
}

const EmailPageResponseSchema = z
  .object({ eligibilityInfo: EligibilityInfoSchema, ...LookupEndDateResponseSchema.shape })
  .meta({ id: 'EmailPageResponse' });

const emailOp = (name: string, what: string): Op => ({
  method: 'post',
  path: `/api/application/email/${name}`,
  summary: `Queue an email with ${what} (200 once durably queued).`,
  auth: true,
  body: SendEmailBodySchema,
  response: SendEmailResponseSchema,
  errors: [400, 401, 413, 415, 429],
});

const OPS: Op[] = [
  {
    method: 'post',
    path: '/api/application/pre-check',
    summary: 'Start a new session (ends the one named by an optional bearer token).',
    auth: false,
    body: PreCheckBodySchema,
    response: PreCheckResponseSchema,
    errors: [400, 413, 415],
    query: [{ name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: ['en', 'es'] } }],
  },
  {
    method: 'get',
    path: '/api/application/lookup-end-date',
    summary: 'The date the loaded court data is current to, in English and Spanish.',
    auth: false,
    response: LookupEndDateResponseSchema,
    errors: [503],
  },
  {
    method: 'post',
    path: '/api/application/cont/case-lookup',
    summary: 'Search the court data for a person (name rules of the contract); nameError when a name has no letters.',
    auth: true,
    body: CaseLookupBodySchema,
    response: CaseLookupResponseSchema,
    errors: [400, 401, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/api/application/cont/confirm-cases',
    summary: "Keep the chosen person's (def_spn) cases in the session and evaluate them.",
    auth: true,
    body: ConfirmCasesBodySchema,
    response: EligibilityResponseSchema,
    errors: [400, 401, 404, 413, 415],
  },
  {
    method: 'post',
    path: '/api/application/cont/eligibility-preliminary-questions',
    summary: 'Record the additional-info answers (they accumulate) and re-evaluate.',
    auth: true,
    body: PreliminaryQuestionsBodySchema,
    response: EligibilityResponseSchema,
    errors: [400, 401, 413, 415],
  },
  {
    method: 'post',
    path: '/api/application/cont/case-followup-questions',
    summary:
      'Record one case\'s follow-up answers (only the keys its `questions` lists are required) and re-evaluate. Yes/no keys take true, false or "not_sure" (an unknown fact); month keys "YYYY-MM" or "unknown"; interlock_condition one of its values. A wrong type or shape is a 400 whose `fields` names the key. The response\'s `questions` may name the next question an answer revealed: ask until it is empty.',
    auth: true,
    body: CaseFollowupBodySchema,
    response: EligibilityResponseSchema,
    errors: [400, 401, 404, 413, 415],
  },
  {
    method: 'get',
    path: '/api/application/pdf/case-info',
    summary: "The session's confirmed, evaluated cases (JSON; a PDF with Accept: application/pdf or ?format=pdf).",
    auth: true,
    response: EligibilityResponseSchema,
    errors: [400, 401, 406],
    query: [
      { name: 'format', in: 'query', required: false, schema: { type: 'string', enum: ['json', 'pdf'] } },
      { name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: ['en', 'es'] } },
    ],
  },
  emailOp('send-case-results-email', 'a link to the case results'),
  emailOp('send-petitions-email', 'a link to the petitions'),
  emailOp('send-know-your-rights-email', 'a link to the know-your-rights page'),
  {
    method: 'get',
    path: '/api/email-pages/{kind}/{emailToken}',
    operationId: 'getEmailPage',
    summary: 'What an emailed results or petitions page shows (no auth; unknown or expired token is 404).',
    auth: false,
    response: EmailPageResponseSchema,
    errors: [404],
    query: [
      { name: 'kind', in: 'path', required: true, schema: { type: 'string', enum: ['results', 'petitions'] } },
      { name: 'emailToken', in: 'path', required: true, schema: { type: 'string' } },
    ],
  },
  {
    method: 'post',
    path: '/api/survey/submit-feedback',
    summary: 'Store the feedback survey (200 only after it is durably stored).',
    auth: false,
    body: SurveyFeedbackSchema,
    response: SurveyResponseSchema,
    errors: [400, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/api/survey/submit-help-form',
    summary: 'Store a help request and email it to the hotline inbox.',
    auth: false,
    body: HelpFormSchema,
    response: SurveyResponseSchema,
    errors: [400, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/api/analytics/events',
    summary: 'Anonymous page-view analytics batch.',
    auth: false,
    body: AnalyticsBatchSchema,
    response: AnalyticsResponseSchema,
    errors: [400, 413, 415],
  },
];

const STATUS_TEXT: Record<number, string> = {
  400: 'Validation error (`fields` names each field) or malformed request',
  401: 'session_expired: missing, malformed, tampered or expired token',
  404: 'Unknown def_spn, case `_id` or email token',
  406: 'PDF rendering not available',
  413: 'Body too large',
  415: 'Not JSON',
  429: 'Too many lookups from this client; wait a minute',
  503: 'No court data loaded yet, or the database is unavailable',
};

/** JSON Schema of one zod schema; named sub-schemas (`.meta({id})`) are moved into `components`. */
function toSchema(schema: z.ZodType, io: 'input' | 'output', components: JsonObject): JsonObject {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonObject;
  const text = JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/');
  const out = JSON.parse(text) as JsonObject;
  const defs = (out.$defs ?? {}) as Record<string, JsonObject>;
  for (const [name, def] of Object.entries(defs)) {
    // A request schema and a response schema never share a name; the same name is the same schema.
    components[name] ??= def;
  }
  delete out.$defs;
  delete out.$schema;
  return out;
}

export function buildOpenApi(): JsonObject {
  const components: JsonObject = {};
  const errorRef = toSchema(ErrorBodySchema, 'output', components);
  const paths: Record<string, JsonObject> = {};
  for (const op of OPS) {
    const responses: JsonObject = {
      200: {
        description: 'OK',
        content: { 'application/json': { schema: toSchema(op.response, 'output', components) } },
      },
    };
    for (const status of op.errors) {
      responses[status] = {
        description: STATUS_TEXT[status] ?? 'Error',
        content: { 'application/json': { schema: errorRef } },
      };
    }
    const operation: JsonObject = {
      summary: op.summary,
      operationId:
        op.operationId ??
        (op.path.split('/').at(-1) ?? op.path).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()),
      responses,
    };
    if (op.auth) operation.security = [{ bearer: [] }];
    if (op.query) operation.parameters = op.query;
    if (op.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(op.body, 'input', components) } },
      };
    }
    paths[op.path] = { ...(paths[op.path] ?? {}), [op.method]: operation };
  }
  Object.assign(paths, petitionOpenApiPaths(errorRef), expunctionOpenApiPaths(errorRef), reminderOpenApiPaths(errorRef));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Clear Your Record, Harris County — application API',
      version: '1.0.0',
      description:
        'Generated from the zod schemas in packages/schemas. Every error is `{error: {code, message, messageEs, fields?}}` with a 4xx status; unknown fields in a body are a 400. Authenticated 200 responses carry a refreshed `token` and `tokenExpirationTime` (epoch seconds, 60 minutes sliding).',
    },
    paths,
    components: {
      schemas: components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

export const openApiRoutes: FastifyPluginAsync = async (app) => {
  const doc = buildOpenApi();
  app.get('/docs/openapi.json', async () => doc);
};
