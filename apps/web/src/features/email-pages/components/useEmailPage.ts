import { useEffect, useState } from 'react';
import type { Case, EmailPageKind } from '@cyr/schemas';
import { EMAIL_TOKEN_RE } from '../../../lib/emailToken';
import { fetchPrefetched, forgetPrefetched, prefetchedNow, type JsonResponse } from '../../../lib/prefetch';

export type EmailPageState =
  | { status: 'loading' }
  | { status: 'expired' }
  | { status: 'error' }
  | {
      status: 'ok';
      cases: Case[];
      lookupEndDateEn: string;
      lookupEndDateEs: string;
      /** Cases the person entered, corrected or set aside that this saved copy leaves out (ADR 0073). */
      leftOut: number;
    };

type Ok = Extract<EmailPageState, { status: 'ok' }>;

const isString = (v: unknown): v is string => typeof v === 'string';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What the email pages read of each case, with the types CaseSchema gives them: enough to render the answer
 * safely. The full check against the shared schemas (emailPageSchema.ts) follows once the page has shown.
 */
function isShownCase(c: unknown): c is Case {
  return (
    isRecord(c) &&
    isString(c._id) &&
    isString(c.casID) &&
    isString(c.current_offense_name) &&
    isString(c.final_eligibility) &&
    (c.ndo_form === null || isString(c.ndo_form)) &&
    (c.eligible_date === null || isString(c.eligible_date))
  );
}

/** The answer as the page shows it, or null when it does not have the shape the page reads. */
function shown(body: unknown): Ok | null {
  if (!isRecord(body) || !isRecord(body.eligibilityInfo)) return null;
  const { cases, personCasesLeftOut } = body.eligibilityInfo;
  if (!Array.isArray(cases) || !cases.every(isShownCase)) return null;
  if (!isString(body.lookupEndDateEn) || !isString(body.lookupEndDateEs)) return null;
  const leftOut = typeof personCasesLeftOut === 'number' ? personCasesLeftOut : 0;
  return { status: 'ok', cases, lookupEndDateEn: body.lookupEndDateEn, lookupEndDateEs: body.lookupEndDateEs, leftOut };
}

function stateOf({ status, body }: JsonResponse): EmailPageState {
  if (status === 404 || status === 410 || status === 400) return { status: 'expired' };
  if (status < 200 || status > 299) return { status: 'error' };
  return shown(body) ?? { status: 'error' };
}

/** The full check here, on the main thread (where workers are not available, or the worker failed). */
const checkHere = (body: unknown): Promise<boolean> =>
  import('./emailPageSchema').then(({ isEmailPage }) => isEmailPage(body));

/**
 * Whether an answer passes the full check against the shared schemas (emailPageSchema.ts). It runs in a
 * worker, so building the schemas does not hold up the main thread just after the page has shown.
 */
function checkInFull(body: unknown): Promise<boolean> {
  if (typeof Worker === 'undefined') return checkHere(body);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./emailPageCheck.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(checkHere(body));
      return;
    }
    worker.onmessage = (e: MessageEvent<unknown>) => {
      worker.terminate();
      resolve(e.data === true);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(checkHere(body));
    };
    worker.postMessage(body);
  });
}

interface Loaded {
  url: string;
  value: EmailPageState;
  /** The body of a 2xx answer, for the full check. */
  body?: unknown;
}

/**
 * Loads `GET /api/email-pages/<kind>/<token>`; an unknown, malformed or expired token is "expired". An answer
 * is shown once what the page reads of it has the right shape, then checked in full against the shared
 * schemas (zod, loaded on its own after the first paint): an answer that fails shows the error message, as
 * it did when the full check ran first.
 */
export function useEmailPage(kind: EmailPageKind, token: string | undefined): EmailPageState {
  const valid = !!token && EMAIL_TOKEN_RE.test(token);
  const url = valid ? `/api/email-pages/${kind}/${encodeURIComponent(token)}` : '';
  // The results page's data may already be here (app/routes prefetches it with the page's code): then the
  // first render shows it.
  const [state, setState] = useState<Loaded>(() => {
    const ready = url ? prefetchedNow(url) : undefined;
    return { url, value: ready ? stateOf(ready) : { status: 'loading' }, body: ready?.body };
  });
  const current = state.url === url ? state.value : ({ status: 'loading' } as const);
  const loaded = current.status !== 'loading';
  useEffect(() => {
    if (!url) return;
    if (loaded) {
      forgetPrefetched(url);
      return;
    }
    let cancelled = false;
    fetchPrefetched(url)
      .then(
        (res): Loaded => ({ url, value: stateOf(res), body: res.body }),
        (): Loaded => ({ url, value: { status: 'error' } }),
      )
      .then((next) => {
        forgetPrefetched(url);
        if (!cancelled) setState(next);
      });
    return () => {
      cancelled = true;
    };
  }, [url, loaded]);
  // The full check of a shown answer.
  const shownBody = state.url === url && state.value.status === 'ok' ? state.body : undefined;
  useEffect(() => {
    if (shownBody === undefined) return;
    let cancelled = false;
    checkInFull(shownBody)
      // The check failed to load (a network error after the page had shown): the answer stays as shown.
      .catch(() => true)
      .then((ok) => {
        if (!ok && !cancelled) setState({ url, value: { status: 'error' } });
      });
    return () => {
      cancelled = true;
    };
  }, [url, shownBody]);
  return valid ? current : { status: 'expired' };
}
