import { z } from 'zod';
import { FINAL_ELIGIBILITIES } from '@cyr/rules/vocabulary';
import { IsoDateSchema } from '../common';
import { count, range } from './fields';

// Usage

/**
 * The checker funnel, counted on the server as a person moves on (`analytics_daily`, event `funnel`):
 * pre-check passed, a lookup sent, at least one case found, cases confirmed, results shown, next steps opened,
 * finished (a petition or packet downloaded or emailed).
 */
export const FUNNEL_STEPS = ['pre_check', 'lookup', 'found', 'confirmed', 'results', 'steps', 'finished'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** Outcome kinds counted when results are shown (one per case shown): the engine's final eligibilities. */
export const USAGE_OUTCOMES = FINAL_ELIGIBILITIES;
export type UsageOutcome = (typeof USAGE_OUTCOMES)[number];

/** Device class of a pre-check, from the browser's own mobile hint (`Sec-CH-UA-Mobile`, else `Mobi` in the User-Agent). */
export const USAGE_DEVICES = ['phone', 'desktop'] as const;
export type UsageDevice = (typeof USAGE_DEVICES)[number];

/**
 * Texts counted per day (apps/api/src/texts/usage.ts): accepted by the provider, given up, or not sent because the
 * number replied STOP. Counts only, never a number.
 */
export const TEXT_OUTCOMES = ['sent', 'failed', 'stopped'] as const;
export type TextOutcome = (typeof TEXT_OUTCOMES)[number];

const funnelCounts = z.object(
  Object.fromEntries(FUNNEL_STEPS.map((s) => [s, count])) as Record<FunnelStep, typeof count>,
);
const outcomeCounts = z.object(
  Object.fromEntries(USAGE_OUTCOMES.map((s) => [s, count])) as Record<UsageOutcome, typeof count>,
);

/** One day of usage (every count 0 on a day with none). */
export const UsageDaySchema = z.object({
  day: IsoDateSchema,
  funnel: funnelCounts,
  outcomes: outcomeCounts,
  /** Pre-checks by the site language. */
  languages: z.object({ en: count, es: count }),
  /** Pre-checks by device class. */
  devices: z.object({ phone: count, desktop: count }),
  /** Text messages by outcome (all 0 where texts are off). */
  texts: z.object(Object.fromEntries(TEXT_OUTCOMES.map((s) => [s, count])) as Record<TextOutcome, typeof count>),
});
export type UsageDay = z.infer<typeof UsageDaySchema>;

/** 200 of `GET /api/staff/usage?from&to`: a series with every day of the range, and its totals. Counts only. */
export const UsageResponseSchema = z
  .object({ ...range, days: z.array(UsageDaySchema), totals: UsageDaySchema.omit({ day: true }) })
  .meta({ id: 'Usage' });
export type UsageResponse = z.infer<typeof UsageResponseSchema>;
