export * from './model';
export { evaluate } from './evaluate';
export { REASONS, REASON_CODES } from './reasons';
export type { ReasonCode, ReasonKind } from './reasons';
export { addDays, addMonths, addYears, compareIso, todayInHarrisCounty } from './dates';
export { explain } from './explain';
export { renderBook } from './book/render';
