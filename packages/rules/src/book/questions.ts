/**
 * Which questions the rule book lists for each section or route. The list is derived from the declarations the
 * engine reads (each condition's `questions`, plus those of the shared conditions the section names), never
 * written out a second time; `test/book.test.ts` checks that the engine's own `askCase`/`askPerson` calls ask
 * exactly these keys, section by section.
 */
import { SHARED_LAWS, type SectionLaw, type SharedCondition } from '../sections';
import type { CaseQuestionKey, PersonQuestionKey } from '../vocabulary';

export type BookQuestionKey = CaseQuestionKey | PersonQuestionKey;

/** The shared declaration each shared condition lives in (411.074.ts declares the bars and the clean period). */
const SHARED_LAW_OF: Readonly<Record<SharedCondition, string>> = {
  bars_411074b: '411.074',
  clean_period_411074a: '411.074',
  first_offender: 'first-offender',
};

/** The questions a declaration's own conditions name, in order, each once. */
export function ownQuestionsOf(law: SectionLaw): BookQuestionKey[] {
  return [...new Set(law.conditions.flatMap((c) => c.questions ?? []))];
}

/** The questions that can be asked for a section: its own, then those of the shared conditions it applies. */
export function questionsOf(law: SectionLaw): BookQuestionKey[] {
  const shared = law.shared.flatMap((s) => {
    const decl = SHARED_LAWS.find((l) => l.id === SHARED_LAW_OF[s]);
    return decl === undefined ? [] : ownQuestionsOf(decl);
  });
  return [...new Set([...ownQuestionsOf(law), ...shared])];
}
