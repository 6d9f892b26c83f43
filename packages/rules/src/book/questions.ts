/**
 * Which questions the rule book lists for each section or route. The list is derived from the declarations the
 * engine reads (each condition's `questions`, plus those of the shared conditions the section names), never
 * written out a second time; `test/book.test.ts` checks that the engine's own `askCase`/`askPerson` calls ask
 * exactly these keys, section by section.
 */
import { SHARED_LAWS, type SectionLaw } from '../sections';
import { SHARED_CONDITIONS } from '../sections/411.074';
import type { CaseQuestionKey, PersonQuestionKey } from '../vocabulary';

export type BookQuestionKey = CaseQuestionKey | PersonQuestionKey;

/** The questions a declaration's own conditions name, in order, each once. */
export function ownQuestionsOf(law: SectionLaw): BookQuestionKey[] {
  return [...new Set(law.conditions.flatMap((c) => c.questions ?? []))];
}

/** The questions that can be asked for a section: its own, then those of the shared conditions it applies. */
export function questionsOf(law: SectionLaw): BookQuestionKey[] {
  const shared = law.shared.flatMap((s) => {
    const decl = SHARED_LAWS.find((l) => l.id === SHARED_CONDITIONS[s].declaredIn);
    return decl === undefined ? [] : ownQuestionsOf(decl);
  });
  return [...new Set([...ownQuestionsOf(law), ...shared])];
}
