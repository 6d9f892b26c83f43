export * from './model';
export { evaluate } from './evaluate';
export { REASONS, REASON_CODES } from './reasons';
export type { ReasonCode, ReasonKind } from './reasons';
export { addDays, addMonths, addYears, compareIso } from './dates';
export { todayInHarrisCounty } from './harris-day';
export { explain } from './explain';
export { renderBook, type BookQuestion, type BookQuestions } from './book/render';
export { questionsOf } from './book/questions';
