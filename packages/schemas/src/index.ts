export * from './common';
export * from './application';
export * from './survey';
export * from './email';
export * from './analytics';
