import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Case, OutcomeFollowupBody, OutcomeFollowupResponse } from '@cyr/schemas';
import type { Language } from '@cyr/i18n';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/Button';
import { StepIndicator } from '../../../components/StepIndicator';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { api } from '../../../lib/api';
import { downloadBlob } from '../../../lib/dates';
import { openModal } from '../../../lib/modals';
import { useSession } from '../../../lib/session';
import { STEPS, stepFromPath, type StepSlug } from './stepsConfig';
import './steps.css';
import { caseRef, causeNumberText } from '../../../lib/caseRef';
import { OffenseText } from '../../../components/OffenseName';
import { useStepsOpened } from './useStepsOpened';
import { CaseCostList } from '../../../components/CaseCosts';
import { county } from '../../../lib/county';

/** The session's cases with an expunction packet: result `expunction` with a route (a case without one gets none). */
export function expunctionCases(cases: readonly Case[] | undefined): Case[] {
  return (cases ?? []).filter((c) => c.final_eligibility === 'expunction' && c.expunction_route !== null);
}

/** "Tell us how it goes", offered after a download; loaded on its own (it brings zod). */
const OutcomeFollowupForm = lazy(() => import('../../../components/OutcomeFollowupForm'));
const sendFollowups = (body: OutcomeFollowupBody) =>
  api.post<OutcomeFollowupResponse>('/api/application/outcome-followups', body, { auth: true, quiet: true });

/** Downloads the pre-filled expunction packet (one case, or all) in a language; resolves true once it started. */
export function useDownloadExpunction() {
  return async (lang: Language, caseId?: string): Promise<boolean> => {
    const path = caseId
      ? `/api/application/pdf/expunction/${encodeURIComponent(caseId)}`
      : '/api/application/pdf/expunctions';
    try {
      const blob = await api.get<Blob>(`${path}?lang=${lang}`, { auth: true, blob: true });
      downloadBlob(blob, caseId ? 'expunction.pdf' : 'expunctions.pdf');
      return true;
    } catch {
      /* the API client already showed the error (or the session-expired flow) */
      return false;
    }
  };
}

function Downloads({ cases }: { cases: Case[] }) {
  const { t } = useTranslation();
  const startDownload = useDownloadExpunction();
  const [downloaded, setDownloaded] = useState(false);
  const download = async (lang: Language, caseId?: string) => {
    if (await startDownload(lang, caseId)) setDownloaded(true);
  };
  return (
    <>
      <section aria-labelledby="expunction-downloads">
        <h2 id="expunction-downloads">{t('expunction:flow.download')}</h2>
        <p className="content-note">{t('expunction:flow.downloadHint')}</p>
        <ul className="case-list">
          {cases.map((c) => (
            <li key={c._id}>
              <p>
                <strong>
                  {causeNumberText(c, t)}: <OffenseText literal={c.current_offense_name} />
                </strong>
              </p>
              <div className="cta-row">
                <Button track="expunction_download_en" onClick={() => void download('en', c._id)}>
                  {t('expunction:flow.downloadEn')}
                  <span className="visually-hidden"> ({caseRef(c, t)})</span>
                </Button>
                <Button variant="secondary" track="expunction_download_es" onClick={() => void download('es', c._id)}>
                  {t('expunction:flow.downloadEs')}
                  <span className="visually-hidden"> ({caseRef(c, t)})</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {downloaded && (
        <Suspense fallback={null}>
          <OutcomeFollowupForm cases={cases} send={sendFollowups} lead={t('outcomes:form.afterDownload')} />
        </Suspense>
      )}
    </>
  );
}

function StepBody({ step, cases }: { step: StepSlug; cases: Case[] }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Language;
  const k = (key: string, params: Record<string, string | number> = {}) => t(`expunction:flow.${step}.${key}`, params);
  switch (step) {
    case 'review':
      return (
        <>
          <p className="lead">{k('intro')}</p>
          <p>{k('differs')}</p>
          <p>{k('check')}</p>
          <p className="callout">{k('noPetition')}</p>
        </>
      );
    case 'petition':
      return (
        <>
          <p className="lead">{k('intro')}</p>
          {cases.length > 0 && <Downloads cases={cases} />}
          <p>{k('newCase')}</p>
          <p>{k('fill')}</p>
          <p>{k('agencies')}</p>
        </>
      );
    case 'payment':
      return (
        <>
          <p className="lead">{k('fee', { fee: county.expunction.filingFee.safeWording[lang] })}</p>
          <CaseCostList cases={cases} />
          <p>{k('free', { acquittalDays: county.expunction.acquittalFeeWaiverDays.value })}</p>
          <p>{k('waiver')}</p>
          <p>
            {k('agencies', {
              fee: county.expunction.perAgencyServiceFeeUsd.value,
              feeTwice: county.expunction.perAgencyServiceFeeUsd.value * 2,
            })}
          </p>
        </>
      );
    case 'file':
      return (
        <>
          <p className="lead">{k('where', { address: county.districtClerk.civilFilingAddress.value })}</p>
          <p>{k('hours', { hours: county.districtClerk.hours.safeWording[lang] })}</p>
          <p>{k('copies')}</p>
          <p className="callout">
            {k('da')}{' '}
            <a
              href={county.expunction.daClearingRecords.value}
              target="_blank"
              rel="noopener noreferrer"
              data-track="expunction_da"
            >
              {county.legalHelp.districtAttorney.name}
              <span className="visually-hidden"> ({t('steps:nav.newTab')})</span>
            </a>
          </p>
        </>
      );
    case 'hearing':
      return (
        <>
          <p className="lead">{k('when', { days: county.expunction.hearingAfterDays.value })}</p>
          <p>{k('bring')}</p>
          <p>{k('acquittal')}</p>
        </>
      );
    case 'order':
      return (
        <>
          <p className="lead">{k('text')}</p>
          <p>{k('copy')}</p>
          <p>{k('recheck')}</p>
        </>
      );
  }
}

/** The expunction steps (/steps/expunction/review … /order): what differs from nondisclosure, and the packets. */
export function ExpunctionStepsPage() {
  useStepsOpened();
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const session = useSession();
  const cases = expunctionCases(session.eligibilityInfo?.cases);
  const step = stepFromPath(pathname);
  const index = STEPS.indexOf(step);
  const name = (s: StepSlug) => t(`steps:progress.names.${s}`);
  const title = t(`expunction:flow.${step}.title`);
  useDocumentTitle(title);
  const prev = index > 0 ? `/steps/expunction/${STEPS[index - 1]}` : session.token ? '/check/results' : '/';
  const next = STEPS[index + 1];
  return (
    <article className="content-page steps">
      <StepIndicator
        label={t('expunction:flow.label')}
        current={index}
        steps={STEPS.map((s) => ({ href: `/steps/expunction/${s}`, label: name(s) }))}
      />
      <p className="visually-hidden">{t('expunction:flow.progress', { current: index + 1, total: STEPS.length })}</p>
      <h1>{title}</h1>
      <StepBody step={step} cases={cases} />
      <p>
        {t('expunction:flow.help')}{' '}
        <a
          href={county.expunction.expunctionGuide.value}
          target="_blank"
          rel="noopener noreferrer"
          data-track="expunction_tlh"
        >
          TexasLawHelp.org
          <span className="visually-hidden"> ({t('steps:nav.newTab')})</span>
        </a>{' '}
        <button type="button" className="link-button" data-track="expunction_help" onClick={() => openModal('help')}>
          {t('expunction:flow.helpForm')}
        </button>
      </p>
      <nav className="steps__nav" aria-label={t('expunction:flow.label')}>
        <Link to={prev} className="btn-link btn-link--secondary" data-track={`expunction_back_${step}`}>
          {index > 0 ? t('expunction:flow.previous') : t('expunction:flow.backToResults')}
        </Link>
        {next && (
          <Link
            to={`/steps/expunction/${next}`}
            className="btn-link btn-link--primary"
            data-track={`expunction_next_${step}`}
          >
            {t('expunction:flow.next')}: {name(next)}
          </Link>
        )}
      </nav>
    </article>
  );
}

export default ExpunctionStepsPage;
