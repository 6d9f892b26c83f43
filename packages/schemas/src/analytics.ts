import { z } from 'zod';

/**
 * Anonymous usage counts (product-spec §2 "Analytics events are sent for navigation, button clicks,
 * link clicks and modal open/close"). The server keeps only daily counts per (event, path, target):
 * no identifiers, no timestamps, no query strings, no tokens, no free text.
 */

export const ANALYTICS_EVENTS = [
  /** Route change (navigation). */
  'page_view',
  /** A button was pressed; `target` names it. */
  'button_click',
  /** A link was followed; `target` names it. */
  'link_click',
  /** A modal opened; `target` is the modal flag (e.g. `email_results`, `survey`). */
  'modal_open',
  /** A modal closed; `target` is the modal flag. */
  'modal_close',
  /** An FAQ question was toggled; `target` is the question id. */
  'faq_toggle',
  /** A language switch; `target` is the new language. */
  'language_change',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** Most events in one batch. */
export const ANALYTICS_MAX_BATCH = 50;
export const ANALYTICS_PATH_MAX_LENGTH = 120;
export const ANALYTICS_TARGET_MAX_LENGTH = 64;

/** What the client sends in place of an email token in the path of an email-link page. */
export const EMAIL_TOKEN_PLACEHOLDER = ':emailToken';

const PATH_SHAPE = /^\/[a-z0-9\-/]*$/;
const TARGET_SHAPE = /^[a-z0-9][a-z0-9_.-]*$/;

/**
 * A page path as the router knows it: lower-case letters, digits, `-`, `/`; no query string, fragment,
 * upper-case or long segments (which could carry a token or a name), and an email-link page path only with
 * the `:emailToken` placeholder (`/email-pages/results/:emailToken`).
 */
export function isSafeAnalyticsPath(path: string): boolean {
  if (path.length > ANALYTICS_PATH_MAX_LENGTH) return false;
  const segments = path.split('/').slice(1);
  const shape = '/' + segments.map((seg) => (seg === EMAIL_TOKEN_PLACEHOLDER ? 'token' : seg)).join('/');
  if (!PATH_SHAPE.test(shape)) return false;
  for (const seg of segments) {
    if (seg === EMAIL_TOKEN_PLACEHOLDER) continue;
    if (seg.length > 40) return false;
    // A run of 12+ letters and digits mixing both looks like a token or an id, not a route word.
    if (/[0-9]/.test(seg) && /[a-z]/.test(seg) && seg.replace(/-/g, '').length >= 12) return false;
  }
  const emailPage = /^\/email-pages\/(results|petitions)(\/|$)/.exec(path);
  if (emailPage) {
    return path === `/email-pages/${emailPage[1]}/${EMAIL_TOKEN_PLACEHOLDER}`;
  }
  return true;
}

export const AnalyticsPathSchema = z
  .string()
  .max(ANALYTICS_PATH_MAX_LENGTH)
  .refine(isSafeAnalyticsPath, { error: 'invalid_path' })
  .meta({ example: '/check/results' });

export const AnalyticsEventSchema = z.strictObject({
  event: z.enum(ANALYTICS_EVENTS),
  path: AnalyticsPathSchema,
  /** A fixed identifier of the button, link or modal (`email_results`, `faq_q3`); never free text. */
  target: z.string().max(ANALYTICS_TARGET_MAX_LENGTH).regex(TARGET_SHAPE).optional(),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

/** Body of `POST /api/analytics/events`. */
export const AnalyticsBatchSchema = z
  .strictObject({
    events: z.array(AnalyticsEventSchema).min(1).max(ANALYTICS_MAX_BATCH),
  })
  .meta({ id: 'AnalyticsBatch' });
export type AnalyticsBatch = z.infer<typeof AnalyticsBatchSchema>;

export const AnalyticsResponseSchema = z.object({ accepted: z.number().int().nonnegative() });
export type AnalyticsResponse = z.infer<typeof AnalyticsResponseSchema>;
