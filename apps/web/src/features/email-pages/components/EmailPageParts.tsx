import { lazy, Suspense, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Case, OutcomeFollowupBody, OutcomeFollowupResponse } from '@cyr/schemas';
// Subpath imports: the package indexes would bring zod and every message into the email pages.
import { STEPS_GUIDE_PATH, stepsGuidesFor } from '@cyr/schemas/next-steps';
import { formatDate } from '@cyr/i18n/dates';
import { useOffenseWords } from '../../../components/OffenseName';
import { caseRef } from '../../../lib/caseRef';
import { MessagesReady } from '../../../components/MessagesReady';
import { api } from '../../../lib/api';
import { county, sectionNeedsPetition } from '../../../lib/county';

/** The follow-up form, loaded after the page (it brings zod and its own messages). */
const OutcomeFollowupForm = lazy(() => import('../../../components/OutcomeFollowupForm'));

/**
 * "Tell us how it goes" on an emailed results or petitions page: asked for with the page's link token (no
 * session), from the cases the saved copy holds.
 */
export function EmailPageFollowups({
  kind,
  token,
  cases,
}: {
  kind: 'results' | 'petitions';
  token: string;
  cases: Case[];
}) {
  const send = (body: OutcomeFollowupBody) =>
    api.post<OutcomeFollowupResponse>(`/api/email-pages/${kind}/${encodeURIComponent(token)}/outcome-followups`, body, {
      quiet: true,
    });
  return (
    <Suspense fallback={null}>
      <MessagesReady ns={['outcomes']}>
        <OutcomeFollowupForm cases={cases} send={send} />
      </MessagesReady>
    </Suspense>
  );
}

export function Expired() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('info:emailPages.expired.title')}</h1>
      <p className="lead">{t('info:emailPages.expired.p1')}</p>
      <p>{t('info:emailPages.expired.p2')}</p>
      <div className="cta-row">
        <Link to="/check/pre-check" className="btn-link btn-link--primary" data-track="email_page_expired_check">
          {t('info:emailPages.expired.cta')}
        </Link>
      </div>
    </>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" className="loading--page">
      {t('info:emailPages.loading')}
    </p>
  );
}

export function ErrorMessage() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="callout callout--warning">
      {t('info:emailPages.error')}
    </p>
  );
}

/** Says that the saved copy leaves out what the person entered (ADR 0073); nothing when it left nothing out. */
export function LeftOutNote({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <div className="callout" data-testid="email-page-left-out">
      <p>{t('info:emailPages.leftOut', { count })}</p>
      <p>
        {t('info:emailPages.leftOutAgain')}{' '}
        <Link to="/check/pre-check" data-track="email_page_left_out_check">
          {t('info:emailPages.expired.cta')}
        </Link>
      </p>
    </div>
  );
}

export function CaseLine({ c, showDate }: { c: Case; showDate?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'es' ? 'es' : 'en';
  const words = useOffenseWords(c.current_offense_name);
  return (
    <>
      <p>
        <strong>
          {words
            ? t('info:emailPages.caseLineWords', {
                cause: caseRef(c, t),
                offense: words,
                literal: c.current_offense_name,
              })
            : t('info:emailPages.caseLine', { cause: caseRef(c, t), offense: c.current_offense_name })}
        </strong>
      </p>
      {showDate && c.eligible_date && (
        <p>
          {t(
            sectionNeedsPetition(c.ndo_form) ? 'info:emailPages.results.fileFrom' : 'info:emailPages.results.orderFrom',
            {
              date: formatDate(c.eligible_date, lang),
            },
          )}
        </p>
      )}
    </>
  );
}

/** The `<tel>` tag of a message: the number as a link (Trans fills in the children). */
function TelLink({ href, children }: { href: string; children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}

/**
 * The guides the cases lead to (the same choice as the results page's), or free legal help when no case can
 * be filed now.
 */
export function StepsLinks({ cases }: { cases: Case[] }) {
  const { t } = useTranslation();
  const guides = stepsGuidesFor(cases);
  if (guides.length === 0) {
    const help = county.legalHelp.volunteerLawyers;
    const tel = `tel:+1${help.phone.value.replace(/\D/g, '').slice(-10)}`;
    return (
      <p>
        <Trans
          i18nKey="info:emailPages.noSteps"
          values={{ name: help.name, phone: help.phone.value }}
          components={{ tel: <TelLink href={tel} /> }}
        />
      </p>
    );
  }
  return (
    <div className="cta-row">
      {guides.map((g, i) => (
        <Link
          key={g}
          to={STEPS_GUIDE_PATH[g]}
          className={`btn-link ${i === 0 ? 'btn-link--primary' : 'btn-link--secondary'}`}
          data-track={`email_page_steps_${g}`}
        >
          {t(`info:emailPages.steps.${g}`)}
        </Link>
      ))}
    </div>
  );
}
