export { createMailWorker, startMailWorker, type MailWorker, type MailWorkerOptions } from './worker';
export { startMailPurges, purgeMailData } from './purge';
export { enqueueMail } from './outbox';
