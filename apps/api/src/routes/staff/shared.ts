import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { StaffDateRangeQuerySchema } from '@cyr/schemas';
import { errorResponses, jsonResponse, STAFF_SESSION } from '../../http/openapi';
import type { PdfRenderPool } from '../../documents/render-pool';
import type { StaffServices } from '../../services/staff';
import type { CsvFile } from '../../services/staff/csv';
import type { StaffGateOptions } from './guard';

/** What index.ts hands every area of the staff API. */
export interface StaffRouteOptions {
  staff: StaffServices;
  /** The gate's hooks for a route (guard.ts): the session, the role, a password of their own, the CSRF token. */
  gate: (opts: StaffGateOptions) => onRequestHookHandler[];
  /** The client a request comes from (limits/client.ts): what the sign-in waits count and the audit hashes. */
  clientKey: (req: FastifyRequest) => string;
  /** The staff cookies' attributes (httpOnly, SameSite=Strict, path `/api/staff`, Secure off localhost). */
  cookies: { httpOnly: true; secure: boolean; sameSite: 'strict'; path: string };
  /** The PDF workers (clinic days render their petitions there, after the site's own PDFs). */
  pdfPool: Pick<PdfRenderPool, 'render'>;
}

/** The OpenAPI tag of every staff route. */
export const STAFF_TAG = ['staff'];

const CsvSchema = z.string().meta({ description: 'CSV (UTF-8)' });
export const csvResponse = { description: 'OK', content: { 'text/csv': { schema: CsvSchema } } };

/** Answers a CSV file as a download. */
export function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.csv);
}

/** The schema of a GET over a date range (`?from&to`) for the members of an area. */
export function rangeSchema(operationId: string, summary: string, response: z.ZodType) {
  return {
    operationId,
    tags: STAFF_TAG,
    summary,
    security: STAFF_SESSION,
    querystring: StaffDateRangeQuerySchema,
    response: { 200: jsonResponse(response), ...errorResponses([400, 401, 403]) },
  };
}
