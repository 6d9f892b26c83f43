export * from './model';
export { evaluate } from './evaluate';
export { REASONS } from './reasons';
export type { ReasonCode } from './reasons';
