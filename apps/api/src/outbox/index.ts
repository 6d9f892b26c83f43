export { createMailWorker, startMailWorker, type MailWorker, type MailWorkerOptions } from './worker';
export { enqueueMail } from './enqueue';
