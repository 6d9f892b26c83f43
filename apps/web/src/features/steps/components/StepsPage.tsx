import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { Case, OutcomeFollowupBody, OutcomeFollowupResponse } from '@cyr/schemas';
import { NDO_SECTION_IDS, type NdoSection } from '@cyr/rules/vocabulary';
import type { NondisclosureForms } from '@cyr/i18n';
import { Button } from '../../../components/Button';
import { StepIndicator } from '../../../components/StepIndicator';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { Prose, Rich } from '../../../components/content';
import '../../../components/content/content.css';
import { api } from '../../../lib/api';
import { formatDate } from '@cyr/i18n/dates';
import { downloadBlob } from '../../../lib/dates';
import { openModal } from '../../../lib/modals';
import { useEligibleCases, useSession } from '../../../lib/session';
import { STEPS, sectionKey, stepFromPath, type StepSlug } from './stepsConfig';
import './steps.css';
import { caseRef } from '../../../lib/caseRef';
import { useOffenseWords } from '../../../components/OffenseName';
import { CourtNotes } from './CourtNotes';
import { CaseCostList } from '../../../components/CaseCosts';
import { useStepsOpened } from './useStepsOpened';
import { county, nondisclosureForms, sectionFormUrl, sectionNeedsPetition } from '../../../lib/county';

/** "Tell us how it goes", offered after a download; loaded on its own (it brings zod). */
const OutcomeFollowupForm = lazy(() => import('../../../components/OutcomeFollowupForm'));
const sendFollowups = (body: OutcomeFollowupBody) =>
  api.post<OutcomeFollowupResponse>('/api/application/outcome-followups', body, { auth: true, quiet: true });

const SECTION_FORMS = county.sectionForms as Record<string, { usesPrepGuide: boolean; petitionNeeded: boolean }>;

/** Whether a case's section needs a petition (411.072: the court enters the order; a request letter if not). */
const needsPetition = (c: Case): boolean => sectionNeedsPetition(c.ndo_form);

function CaseSummary({ c }: { c: Case }) {
  const { t, i18n } = useTranslation();
  const words = useOffenseWords(c.current_offense_name);
  const lang = i18n.language === 'es' ? 'es' : 'en';
  return (
    <li>
      <p>
        <strong>
          {t('steps:review.caseLine', { cause: caseRef(c, t), offense: words ?? c.current_offense_name })}
        </strong>
      </p>
      {c.eligible_date && (
        <p>
          {t(needsPetition(c) ? 'steps:review.caseDate' : 'steps:review.caseDateNoPetition', {
            date: formatDate(c.eligible_date, lang),
          })}
        </p>
      )}
    </li>
  );
}

/**
 * What this person's cases are filed with (before the checker: petitions, the general story). A person whose every
 * case needs no petition (411.072) reads that route's story on every step: a request letter, the order's fee, no
 * filing and no hearing. A person with both kinds is told which steps the 411.072 case skips.
 */
const formsOf = (cases: Case[]): NondisclosureForms =>
  cases.length === 0 ? 'petitions' : nondisclosureForms(cases.map((c) => c.ndo_form));

/** The steps the 411.072 route titles its own way. */
const LETTER_TITLED = ['petition', 'payment', 'file', 'hearing'] as const;
const isLetterTitled = (s: StepSlug): s is (typeof LETTER_TITLED)[number] =>
  (LETTER_TITLED as readonly string[]).includes(s);

function MixedNote({ forms }: { forms: NondisclosureForms }) {
  const { t } = useTranslation();
  return forms === 'both' ? <p className="callout">{t('steps:noPetition.mixed')}</p> : null;
}

function SectionFormLink({ section }: { section: string }) {
  const { t } = useTranslation();
  const entry = SECTION_FORMS[section];
  return (
    <>
      <a
        href={sectionFormUrl(section)}
        target="_blank"
        rel="noopener noreferrer"
        data-track={`form_${sectionKey(section)}`}
      >
        {t('steps:petition.openForm', { section: section.replace('-bwi', '') })}
        <span className="visually-hidden"> ({t('steps:nav.newTab')})</span>
      </a>
      {entry?.usesPrepGuide && (
        <span className="content-note steps__form-note">{t('steps:petition.prepGuideNote')}</span>
      )}
      {entry && !entry.petitionNeeded && (
        <span className="content-note steps__form-note">{t('steps:petition.noPetitionNote')}</span>
      )}
    </>
  );
}

const ONE_PETITION = { petitions: 'onePetition', letters: 'onePetitionLetters', both: 'onePetitionBoth' } as const;

function Review({ cases }: { cases: Case[] }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="lead">{t('steps:review.intro')}</p>
      {cases.length > 0 ? (
        <section>
          <h2>{t('steps:review.casesHeading')}</h2>
          <ul className="case-list">
            {cases.map((c) => (
              <CaseSummary key={c._id} c={c} />
            ))}
          </ul>
        </section>
      ) : (
        <p className="callout">{t('steps:review.noCases')}</p>
      )}
      <Prose ns="steps" path="review.gather" />
      <Prose ns="steps" path="review.check" />
      <p className="callout">{t(`steps:review.${ONE_PETITION[formsOf(cases)]}`)}</p>
    </>
  );
}

/** The downloaded file's name: a 411.072 case's PDF is a request letter, not a petition. */
const ALL_FILES = { petitions: 'petitions.pdf', letters: 'request-letters.pdf', both: 'petitions-and-letters.pdf' };
const ALL_LABELS = { petitions: 'downloadAll', letters: 'downloadAllLetters', both: 'downloadAllBoth' } as const;

/** Downloads the pre-filled petition packet (one case, or all) from the petitions API. */
function useDownloadPetition(cases: Case[]) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'es' ? 'es' : 'en';
  /** Resolves true once the download started. */
  return async (c?: Case): Promise<boolean> => {
    const path = c ? `/api/application/pdf/petition/${encodeURIComponent(c._id)}` : '/api/application/pdf/petitions';
    try {
      const blob = await api.get<Blob>(`${path}?lang=${lang}`, { auth: true, blob: true });
      downloadBlob(blob, c ? (needsPetition(c) ? 'petition.pdf' : 'request-letter.pdf') : ALL_FILES[formsOf(cases)]);
      return true;
    } catch {
      /* the API client already showed the error (or the session-expired flow) */
      return false;
    }
  };
}

function Petition({ cases, canEmail }: { cases: Case[]; canEmail: boolean }) {
  const { t } = useTranslation();
  const startDownload = useDownloadPetition(cases);
  // After a download, "Tell us how it goes" is offered below.
  const [downloaded, setDownloaded] = useState(false);
  const download = async (c?: Case) => {
    if (await startDownload(c)) setDownloaded(true);
  };
  const forms = formsOf(cases);
  return (
    <>
      <p className="lead">{t(forms === 'letters' ? 'steps:noPetition.petition' : 'steps:petition.intro')}</p>
      {cases.length > 0 ? (
        <section>
          <h2>{t('steps:petition.yourForms')}</h2>
          <ul className="case-list">
            {cases.map((c) => (
              <li key={c._id}>
                <p>
                  <strong>
                    {t('steps:petition.caseForm', {
                      cause: caseRef(c, t),
                      section: (c.ndo_form ?? '').replace('-bwi', ''),
                    })}
                  </strong>
                </p>
                {c.ndo_form && <p className="content-note">{t(`steps:petition.sections.${sectionKey(c.ndo_form)}`)}</p>}
                {c.ndo_form && (
                  <p>
                    <SectionFormLink section={c.ndo_form} />
                  </p>
                )}
                {canEmail && c.ndo_form && (
                  <p>
                    <Button variant="link" track="steps_download_petition" onClick={() => void download(c)}>
                      {needsPetition(c) ? t('steps:petition.download') : t('steps:petition.downloadLetter')}
                    </Button>
                  </p>
                )}
              </li>
            ))}
          </ul>
          {canEmail && <p className="content-note">{t('steps:petition.filledNote')}</p>}
          <div className="cta-row">
            {canEmail && cases.length > 1 && (
              <Button track="steps_download_petitions" onClick={() => void download()}>
                {t(`steps:petition.${ALL_LABELS[forms]}`)}
              </Button>
            )}
            <Button variant="secondary" track="steps_guided_form" onClick={() => openModal('guided_form')}>
              {t('steps:petition.guidedForm')}
            </Button>
            {canEmail && (
              <Button variant="secondary" track="steps_email_petitions" onClick={() => openModal('email_petitions')}>
                {t('steps:nav.emailPage')}
              </Button>
            )}
          </div>
        </section>
      ) : (
        <Rich k="steps:petition.noCases" className="callout" />
      )}
      {downloaded && (
        <Suspense fallback={null}>
          <OutcomeFollowupForm cases={cases} send={sendFollowups} lead={t('outcomes:form.afterDownload')} />
        </Suspense>
      )}
      <Rich k="steps:petition.prep" />
      <Prose ns="steps" path="petition.how" />
      <details className="steps__all-forms" open={cases.length === 0}>
        <summary>{t('steps:petition.allForms')}</summary>
        <ul className="steps__forms">
          {NDO_SECTION_IDS.map((s: NdoSection) => (
            <li key={s}>
              <p>{t(`steps:petition.sections.${sectionKey(s)}`)}</p>
              <p>
                <SectionFormLink section={s} />
              </p>
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}

function StepBody({ step, cases, canEmail }: { step: StepSlug; cases: Case[]; canEmail: boolean }) {
  const { t } = useTranslation();
  const forms = formsOf(cases);
  switch (step) {
    case 'review':
      return <Review cases={cases} />;
    case 'petition':
      return <Petition cases={cases} canEmail={canEmail} />;
    case 'payment':
      // 411.072: no filing fee, only the order's fee named in the letter; the packet's Statement of Inability asks
      // not to pay it (the waiver section below speaks of filing a petition, which this route does not do).
      return forms === 'letters' ? (
        <>
          <p className="lead">{t('steps:noPetition.payment')}</p>
          <CaseCostList cases={cases} />
        </>
      ) : (
        <>
          <MixedNote forms={forms} />
          <p className="lead">{t('steps:payment.intro')}</p>
          <CaseCostList cases={cases} />
          <Prose ns="steps" path="payment.fee" />
          {forms === 'both' && <Rich k="steps:payment.fee.letter072" />}
          <Prose ns="steps" path="payment.waiver" />
        </>
      );
    case 'file':
      return forms === 'letters' ? (
        <>
          <p className="lead">{t('steps:noPetition.file')}</p>
          <Prose ns="steps" path="file.where" />
          <Prose ns="steps" path="file.after" />
        </>
      ) : (
        <>
          <MixedNote forms={forms} />
          <p className="lead">{t('steps:file.intro')}</p>
          <Prose ns="steps" path="file.where" />
          <div className="callout">
            <Prose ns="steps" path="file.felony" />
          </div>
          <Prose ns="steps" path="file.online" />
          <Prose ns="steps" path="file.paper" />
          <Prose ns="steps" path="file.after" />
        </>
      );
    case 'hearing':
      return forms === 'letters' ? (
        <p className="lead">{t('steps:noPetition.hearing')}</p>
      ) : (
        <>
          <MixedNote forms={forms} />
          <p className="lead">{t('steps:hearing.intro')}</p>
          <Prose ns="steps" path="hearing.date" />
          <CourtNotes />
          {/* Same text as the printable hearing guide (guides namespace). */}
          <Prose ns="guides" path="hearing.sections.bring" />
          <Prose ns="guides" path="hearing.sections.day" />
          <Prose ns="guides" path="hearing.sections.talk" />
          <Rich k="steps:hearing.guide" className="callout" />
        </>
      );
    case 'order':
      return (
        <>
          {forms === 'letters' ? (
            <p className="lead">{t('steps:noPetition.order')}</p>
          ) : (
            <Rich k="steps:order.intro" className="lead" />
          )}
          <Prose ns="steps" path="order.copy" />
          <Prose ns="steps" path="order.after" />
          <Prose ns="steps" path="order.check" />
          <Rich k="steps:order.timeline" className="callout" />
        </>
      );
  }
}

/** One page for the six filing steps (/steps/review … /steps/order). */
export function StepsPage() {
  useStepsOpened();
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const session = useSession();
  const cases = useEligibleCases();
  const step = stepFromPath(pathname);
  const index = STEPS.indexOf(step);
  // The 411.072 route's own titles where a step is not what the others do (no petition, filing fee or hearing).
  const title =
    formsOf(cases) === 'letters' && isLetterTitled(step)
      ? t(`steps:noPetition.titles.${step}`)
      : t(`steps:${step}.title`);
  useDocumentTitle(title);
  const name = (s: StepSlug) => t(`steps:progress.names.${s}`);
  const prev =
    index > 0
      ? `/steps/${STEPS[index - 1]}`
      : (session.pageBeforeSteps ?? (cases.length > 0 ? '/check/results' : '/steps/precheck'));
  const next = STEPS[index + 1];
  return (
    <article className="content-page steps">
      <StepIndicator
        label={t('steps:progress.label')}
        current={index}
        steps={STEPS.map((s) => ({ href: `/steps/${s}`, label: name(s) }))}
      />
      <p className="visually-hidden">
        {t('steps:progress.current', { n: index + 1, total: STEPS.length, name: name(step) })}
      </p>
      <h1>{title}</h1>
      <StepBody step={step} cases={cases} canEmail={session.token !== null && cases.length > 0} />
      <nav className="steps__nav" aria-label={t('steps:progress.label')}>
        <Link to={prev} className="btn-link btn-link--secondary" data-track={`steps_back_${step}`}>
          {t('steps:nav.back')}
        </Link>
        {next ? (
          <Link to={`/steps/${next}`} className="btn-link btn-link--primary" data-track={`steps_next_${step}`}>
            {t('steps:nav.next', { name: name(next) })}
          </Link>
        ) : (
          <Link to="/?modal=survey" className="btn-link btn-link--primary" data-track="steps_finish">
            {t('steps:nav.finish')}
          </Link>
        )}
      </nav>
    </article>
  );
}

export default StepsPage;
