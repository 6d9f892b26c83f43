// First: zod must be configured before any schema is built (see lib/zodConfig).
import '../../../lib/zodConfig';
import { z } from 'zod/mini';
import type { CaseFollowupKey } from '@cyr/schemas';

export type Answers = Partial<Record<CaseFollowupKey, boolean | null>>;

/**
 * Dependent follow-up questions (product-spec §5: skipped when the gating question is answered no):
 * whether the offense came after a petition matters only for a trafficking victim's case.
 */
const GATES: Partial<Record<CaseFollowupKey, CaseFollowupKey>> = {
  commited_after_submitting_petition: 'committed_solely_as_trafficking_victim',
};

export function visibleQuestions(questions: CaseFollowupKey[], answers: Answers): CaseFollowupKey[] {
  return questions.filter((q) => {
    const gate = GATES[q];
    if (!gate || !questions.includes(gate)) return true;
    return answers[gate] === true;
  });
}

export function verificationSchema(questions: CaseFollowupKey[]) {
  return z.record(z.string(), z.nullable(z.boolean())).check(
    z.superRefine((v, ctx) => {
      for (const q of visibleQuestions(questions, v as Answers)) {
        if (v[q] === null || v[q] === undefined) {
          ctx.issues.push({ code: 'custom', path: [q], message: 'validation:required', input: v });
        }
      }
    }),
  );
}
