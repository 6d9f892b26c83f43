// First: zod must be configured before any schema is built (see lib/zodConfig).
import '../../../lib/zodConfig';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { CaseSchema, EMAIL_TOKEN_PATTERN, type Case, type EmailPageKind } from '@cyr/schemas';
import { fetchPrefetched } from '../../../lib/prefetch';

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

/** Loads `GET /api/email-pages/<kind>/<token>`; an unknown, malformed or expired token is "expired". */
export function useEmailPage(kind: EmailPageKind, token: string | undefined): EmailPageState {
  const valid = !!token && EMAIL_TOKEN_PATTERN.test(token);
  const [state, setState] = useState<EmailPageState>({ status: 'loading' });
  useEffect(() => {
    if (!valid) return;
    let cancelled = false;
    // The results page's data may already be on its way (app/routes preloads it with the page's code).
    fetchPrefetched(`/api/email-pages/${kind}/${encodeURIComponent(token)}`, { headers: { Accept: 'application/json' } })
      .then(async (res) => {
        if (res.status === 404 || res.status === 410 || res.status === 400) return { status: 'expired' } as const;
        if (!res.ok) return { status: 'error' } as const;
        const parsed = EmailPageSchema.safeParse(await res.json());
        if (!parsed.success) return { status: 'error' } as const;
        return {
          status: 'ok',
          cases: parsed.data.eligibilityInfo.cases,
          lookupEndDateEn: parsed.data.lookupEndDateEn,
          lookupEndDateEs: parsed.data.lookupEndDateEs,
        } as const;
      })
      .catch(() => ({ status: 'error' }) as const)
      .then((s) => {
        if (!cancelled) setState(s);
      });
    return () => {
      cancelled = true;
    };
  }, [kind, token, valid]);
  return valid ? state : { status: 'expired' };
}
