export * from './common';
export * from './followup';
export * from './application';
export * from './survey';
export * from './email';
export * from './reminders';
export * from './analytics';
export * from './next-steps';
