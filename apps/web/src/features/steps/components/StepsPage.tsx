import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { Case } from '@cyr/schemas';
import { NDO_SECTION_IDS, type NdoSection } from '@cyr/rules/vocabulary';
import { harrisCounty, sectionFormUrl, sectionNeedsPetition } from '@cyr/i18n';
import { Button } from '../../../components/Button';
import { StepIndicator } from '../../../components/StepIndicator';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { Prose, Rich } from '../../../components/content';
import '../../../components/content/content.css';
import { api } from '../../../lib/api';
import { downloadBlob, formatDate } from '../../../lib/dates';
import { openModal } from '../../../lib/modals';
import { useEligibleCases, useSession } from '../../../lib/session';
import { STEPS, sectionKey, stepFromPath, type StepSlug } from './stepsConfig';
import './steps.css';

const SECTION_FORMS = harrisCounty.sectionForms as Record<string, { usesPrepGuide: boolean; petitionNeeded: boolean }>;

/** Whether a case's section needs a petition (411.072: the court enters the order; a request letter if not). */
const needsPetition = (c: Case): boolean => sectionNeedsPetition(c.ndo_form);

function CaseSummary({ c }: { c: Case }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'es' ? 'es' : 'en';
  return (
    <li>
      <p>
        <strong>{t('steps:review.caseLine', { cause: c.casID, offense: c.current_offense_name })}</strong>
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
 * For a person whose every case needs no petition (411.072), a step that does not apply says so, instead of
 * describing a filing fee, a filing or a hearing that does not happen.
 */
function NoPetitionNote({ cases, step }: { cases: Case[]; step: 'petition' | 'payment' | 'file' | 'hearing' }) {
  const { t } = useTranslation();
  if (cases.length === 0 || cases.some(needsPetition)) return null;
  return <p className="callout">{t(`steps:noPetition.${step}`)}</p>;
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
      <p className="callout">{t('steps:review.onePetition')}</p>
    </>
  );
}

/** Downloads the pre-filled petition packet (one case, or all) from the petitions API. */
function useDownloadPetition() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'es' ? 'es' : 'en';
  return async (caseId?: string) => {
    const path = caseId
      ? `/api/application/pdf/petition/${encodeURIComponent(caseId)}`
      : '/api/application/pdf/petitions';
    try {
      const blob = await api.get<Blob>(`${path}?lang=${lang}`, { auth: true, blob: true });
      downloadBlob(blob, caseId ? 'petition.pdf' : 'petitions.pdf');
    } catch {
      /* the API client already showed the error (or the session-expired flow) */
    }
  };
}

function Petition({ cases, canEmail }: { cases: Case[]; canEmail: boolean }) {
  const { t } = useTranslation();
  const download = useDownloadPetition();
  return (
    <>
      <p className="lead">{t('steps:petition.intro')}</p>
      <NoPetitionNote cases={cases} step="petition" />
      {cases.length > 0 ? (
        <section>
          <h2>{t('steps:petition.yourForms')}</h2>
          <ul className="case-list">
            {cases.map((c) => (
              <li key={c._id}>
                <p>
                  <strong>
                    {t('steps:petition.caseForm', { cause: c.casID, section: (c.ndo_form ?? '').replace('-bwi', '') })}
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
                    <Button variant="link" track="steps_download_petition" onClick={() => void download(c._id)}>
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
                {t('steps:petition.downloadAll')}
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
  switch (step) {
    case 'review':
      return <Review cases={cases} />;
    case 'petition':
      return <Petition cases={cases} canEmail={canEmail} />;
    case 'payment':
      return (
        <>
          <NoPetitionNote cases={cases} step="payment" />
          <p className="lead">{t('steps:payment.intro')}</p>
          <Prose ns="steps" path="payment.fee" />
          <Prose ns="steps" path="payment.waiver" />
        </>
      );
    case 'file':
      return (
        <>
          <NoPetitionNote cases={cases} step="file" />
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
      return (
        <>
          <NoPetitionNote cases={cases} step="hearing" />
          <p className="lead">{t('steps:hearing.intro')}</p>
          <Prose ns="steps" path="hearing.date" />
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
          <Rich k="steps:order.intro" className="lead" />
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
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const session = useSession();
  const cases = useEligibleCases();
  const step = stepFromPath(pathname);
  const index = STEPS.indexOf(step);
  const title = t(`steps:${step}.title`);
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
