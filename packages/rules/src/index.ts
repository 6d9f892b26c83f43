export * from './model';
export { evaluate } from './evaluate';
export { REASONS, REASON_CODES } from './reasons';
export type { ReasonCode, ReasonKind } from './reasons';
export { addDays, addMonths, addYears, compareIso, todayInHarrisCounty } from './dates';
export { explain } from './explain';
export { AUTOMATIC_ORDER_EXCLUDED_CHAPTERS, TWO_YEAR_MISDEMEANOR_CHAPTERS } from './sections/chapters';
export { renderBook, type BookQuestion, type BookQuestions } from './book/render';
export { questionsOf } from './book/questions';
