export * from './model';
export { evaluate } from './evaluate';
export { REASONS, REASON_CODES, reasonsForPerson } from './reasons';
export type { ReasonCode, ReasonKind } from './reasons';
export { addDays, addMonths, addYears, compareIso, todayIn } from './dates';
export { explain } from './explain';
export { AUTOMATIC_ORDER_EXCLUDED_CHAPTERS, TWO_YEAR_MISDEMEANOR_CHAPTERS } from './sections/chapters';
export { APPLICABILITY, documentOf, isPrintable, type PrintableSection } from './sections/nondisclosure';
export { EXPUNCTION_LAWS, NONDISCLOSURE_LAWS, SHARED_LAWS } from './sections';
export { DAYS_AFTER_PLACEMENT, DISCHARGE_CUTOFF } from './sections/411.072';
export {
  renderBook,
  decisionsOf,
  decisionNumbers,
  type BookDecision,
  type BookQuestion,
  type BookQuestions,
} from './book/render';
export { questionsOf } from './book/questions';
export { BOOK_EXAMPLES, type BookExample } from './book/examples';
