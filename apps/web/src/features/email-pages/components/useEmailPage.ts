// First: zod must be configured before any schema is built (see lib/zodConfig).
import '../../../lib/zodConfig';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { CaseSchema, EMAIL_TOKEN_PATTERN, type Case, type EmailPageKind } from '@cyr/schemas';
import { fetchPrefetched, forgetPrefetched, prefetchedNow, type JsonResponse } from '../../../lib/prefetch';

const EmailPageSchema = z.object({
  eligibilityInfo: z.object({ cases: z.array(CaseSchema) }).passthrough(),
  lookupEndDateEn: z.string(),
  lookupEndDateEs: z.string(),
});

export type EmailPageState =
  | { status: 'loading' }
  | { status: 'expired' }
  | { status: 'error' }
  | { status: 'ok'; cases: Case[]; lookupEndDateEn: string; lookupEndDateEs: string };

function stateOf({ status, body }: JsonResponse): EmailPageState {
  if (status === 404 || status === 410 || status === 400) return { status: 'expired' };
  if (status < 200 || status > 299) return { status: 'error' };
  const parsed = EmailPageSchema.safeParse(body);
  if (!parsed.success) return { status: 'error' };
  return {
    status: 'ok',
    cases: parsed.data.eligibilityInfo.cases,
    lookupEndDateEn: parsed.data.lookupEndDateEn,
    lookupEndDateEs: parsed.data.lookupEndDateEs,
  };
}

/** Loads `GET /api/email-pages/<kind>/<token>`; an unknown, malformed or expired token is "expired". */
export function useEmailPage(kind: EmailPageKind, token: string | undefined): EmailPageState {
  const valid = !!token && EMAIL_TOKEN_PATTERN.test(token);
  const url = valid ? `/api/email-pages/${kind}/${encodeURIComponent(token)}` : '';
  // The results page's data may already be here (app/routes prefetches it with the page's code): then the
  // first render shows it.
  const [state, setState] = useState<{ url: string; value: EmailPageState }>(() => {
    const ready = url ? prefetchedNow(url) : undefined;
    return { url, value: ready ? stateOf(ready) : { status: 'loading' } };
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
      .then(stateOf, () => ({ status: 'error' }) as const)
      .then((value) => {
        forgetPrefetched(url);
        if (!cancelled) setState({ url, value });
      });
    return () => {
      cancelled = true;
    };
  }, [url, loaded]);
  return valid ? current : { status: 'expired' };
}
