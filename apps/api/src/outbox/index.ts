export { createMailWorker, startMailWorker, type MailWorker, type MailWorkerOptions } from './worker';
export { enqueueMail, enqueueText, type OutboxText } from './enqueue';
