import { isEmailPage } from './emailPageSchema';

/**
 * The full check of an email page's answer, off the main thread (useEmailPage): building the shared schemas
 * and parsing with zod would otherwise be a long task right after the page has shown. Answers true or false.
 */
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<unknown>) => void) | null;
  postMessage: (ok: boolean) => void;
};
scope.onmessage = (e) => scope.postMessage(isEmailPage(e.data));
