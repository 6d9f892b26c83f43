import { lazy, Suspense, useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { Case, EligibilityInfo, OutcomeFollowupBody, OutcomeFollowupResponse } from '@cyr/schemas';
// Subpath import: the package index would bring zod and every schema into the results page.
import { STEPS_GUIDE_PATH, recheckOffered, stepsGuidesFor } from '@cyr/schemas/next-steps';
import type { Language } from '@cyr/i18n';
import { CaseCard } from '../../../components/CaseCard';
import { Button } from '../../../components/Button';
import { Alert } from '../../../components/Alert';
import { Icon } from '../../../components/Icon';
import { NoCasesFound } from '../../../components/NoCasesFound';
import { PartnerList } from '../../../components/partners/PartnerList';
import { AddCaseButton, FixCaseButton, NotMineList } from '../../../components/person-cases/PersonCaseActions';
import { caseQuestionsPath, nextStep, RESULTS_PATH } from '../../../lib/evaluation';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { STATUS_STYLE, groupCases } from '../../../components/status';
import { updateSession, useSession } from '../../../lib/session';
import { openModal } from '../../../lib/modals';
import { api } from '../../../lib/api';
import { texasLawCheck } from '@cyr/i18n/county/law';
import { formatDate } from '@cyr/i18n/dates';
import { buildIcs, downloadBlob } from '../../../lib/dates';
import { siteOrigin } from '../../../lib/site';
import { caseRef } from '../../../lib/caseRef';
import { sectionNeedsPetition } from '../../../lib/county';

/** The reminder form below the results, loaded on its own: it brings zod and the shared schemas. */
const ReminderForm = lazy(() => import('./ReminderForm'));
/** "Tell us how it goes" (outcome follow-ups), loaded on its own for the same reason. */
const OutcomeFollowupForm = lazy(() => import('../../../components/OutcomeFollowupForm'));
/** Drops one case's follow-up answers so the person answers them again (the case's questions page opens). */
const changeAnswers = (caseId: string) =>
  api.post<{ eligibilityInfo: EligibilityInfo }>(
    '/api/application/cont/case-followup-change',
    { _id: caseId },
    { auth: true },
  );
const sendFollowups = (body: OutcomeFollowupBody) =>
  api.post<OutcomeFollowupResponse>('/api/application/outcome-followups', body, { auth: true, quiet: true });

/**
 * Results (product-spec §2): cases in groups (likely eligible, expunction possible, not yet eligible,
 * could not determine, likely ineligible), status in words + icon + colour, reasons in plain language,
 * and a next step for every outcome.
 */
export default function ResultsPage() {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Language;
  const [, navigate] = useLocation();
  const session = useSession();
  const [pdfBusy, setPdfBusy] = useState(false);
  const [changed, setChanged] = useState(0);
  // After a packet download the follow-up form below says so, and offers to check in later.
  const [downloaded, setDownloaded] = useState(false);
  useDocumentTitle(t('results:title'));
  const info = session.eligibilityInfo;
  if (!info || (info.cases.length === 0 && !info.notMine?.length)) return <NoCasesFound />;
  if (!session.confirmed) return <Redirect to="/check/confirm-cases" replace />;

  const groups = groupCases(info.cases);
  const guides = stepsGuidesFor(info.cases);
  const anyEligible = guides.includes('nondisclosure');
  // Every likely eligible case of a section that needs no petition (411.072): the next step is asking for the order.
  const ndCases = info.cases.filter((c) => c.final_eligibility === 'nondisclosure');
  const orderOnly = ndCases.length > 0 && ndCases.every((c) => !sectionNeedsPetition(c.ndo_form));
  const anyExpunction = guides.includes('expunction');
  // The partners shown are those that fit these outcomes (docs/decisions/0105-partner-directory.md).
  const outcomes = [...new Set(info.cases.map((c) => c.final_eligibility))];
  const end = lang === 'es' ? session.lookupEndDateEs : session.lookupEndDateEn;

  /** A case fixed or added (ADR 0073): the new evaluation, and its questions first when it asks any. */
  const onChanged = (next: EligibilityInfo) => {
    updateSession({ eligibilityInfo: next });
    const to = nextStep(next);
    if (to !== RESULTS_PATH) navigate(to);
    else setChanged((n) => n + 1);
  };

  const downloadPdf = async () => {
    setPdfBusy(true);
    try {
      const blob = await api.get<Blob>(`/api/application/pdf/case-info?format=pdf&lang=${lang}`, {
        auth: true,
        blob: true,
      });
      downloadBlob(blob, lang === 'es' ? 'mis-resultados.pdf' : 'my-results.pdf');
    } catch {
      /* the API client showed the error */
    } finally {
      setPdfBusy(false);
    }
  };

  const downloadExpunction = async (caseId: string) => {
    try {
      const blob = await api.get<Blob>(`/api/application/pdf/expunction/${encodeURIComponent(caseId)}?lang=${lang}`, {
        auth: true,
        blob: true,
      });
      downloadBlob(blob, 'expunction.pdf');
      setDownloaded(true);
    } catch {
      /* the API client showed the error */
    }
  };

  const addToCalendar = (c: Case) => {
    if (!c.eligible_date) return;
    const ics = buildIcs({
      date: c.eligible_date,
      summary: t('results:calendar.summary'),
      description: t('results:calendar.description', {
        cause: caseRef(c, t),
        url: `${siteOrigin()}/check/pre-check`,
      }),
      uid: `${c._id}-${c.eligible_date}@clear-your-record`,
    });
    downloadBlob(new Blob([ics], { type: 'text/calendar' }), `check-again-${c.eligible_date}.ics`);
  };

  // Answers the site still needs (docs/law D74): a result that waits for them always comes with the way to give them.
  const openQuestions = info.needsPreliminaryQuestions || info.cases.some((c) => c.questions.length > 0);

  const cardActions = (c: Case) => (
    <>
      {c.questions.length > 0 && (
        <Button track="case_answer_questions" onClick={() => navigate(caseQuestionsPath(info, c._id))}>
          {t('results:card.answerQuestions', { cause: caseRef(c, t) })}
        </Button>
      )}
      {c.answers && Object.keys(c.answers).length > 0 && (
        <Button
          variant="secondary"
          track="case_change_answers"
          onClick={async () => {
            try {
              const { eligibilityInfo } = await changeAnswers(c._id);
              updateSession({ eligibilityInfo });
              navigate(caseQuestionsPath(eligibilityInfo, c._id));
            } catch {
              /* the API client showed the error */
            }
          }}
        >
          {t('results:card.changeAnswers', { cause: caseRef(c, t) })}
        </Button>
      )}
      <FixCaseButton c={c} onChanged={onChanged} />
      <Button
        variant="secondary"
        track="case_details"
        onClick={() => {
          updateSession({ selectedCase: c._id });
          openModal('case_details', { caseId: c._id });
        }}
      >
        {t('results:card.details', { cause: caseRef(c, t) })}
      </Button>
      {c.final_eligibility === 'not_yet_eligible' && c.eligible_date && (
        <>
          <p className="case-card__note">{t('results:card.notYetDate', { date: formatDate(c.eligible_date, lang) })}</p>
          <Button variant="secondary" track="add_to_calendar" onClick={() => addToCalendar(c)}>
            <Icon name="calendar" />
            {t('results:card.addToCalendar', { date: formatDate(c.eligible_date, lang) })}
          </Button>
        </>
      )}
      {(c.final_eligibility === 'ineligible' ||
        c.final_eligibility === 'could_not_determine' ||
        c.final_eligibility === 'expunction') && (
        <ul className="link-list link-list--inline">
          {c.final_eligibility === 'expunction' && c.expunction_route !== null && (
            <>
              <li>
                <Link
                  to="/steps/expunction/review"
                  data-track="expunction_steps"
                  onClick={() => updateSession({ pageBeforeSteps: '/check/results' })}
                >
                  {t('results:card.expunctionSteps', { cause: caseRef(c, t) })}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className="link-button"
                  data-track="expunction_packet"
                  onClick={() => void downloadExpunction(c._id)}
                >
                  {t('results:card.expunctionPacket', { cause: caseRef(c, t) })}
                </button>
              </li>
            </>
          )}
          {c.final_eligibility === 'ineligible' && (
            <li>
              <Link to="/check/know-your-rights" data-track="know_your_rights">
                {t('results:card.knowYourRights')}
              </Link>
            </li>
          )}
          <li>
            <button
              type="button"
              className="link-button"
              data-track="case_legal_help"
              onClick={() => openModal('help')}
            >
              {t('results:card.legalAid')}
            </button>
          </li>
        </ul>
      )}
    </>
  );

  return (
    <div className="page">
      <p className="caption">{t('checker:stepOf')}</p>
      <h1>{t('results:title')}</h1>
      <p className="lead">{t('results:intro')}</p>
      {end && <p className="hint">{t('results:dataCurrent', { date: end })}</p>}
      {changed > 0 && (
        <Alert variant="success" role="status">
          <p>{t('results:fix.saved')}</p>
        </Alert>
      )}
      {openQuestions && (
        <Alert variant="warning">
          <p>{t(info.needsPreliminaryQuestions ? 'results:openQuestions.person' : 'results:openQuestions.cases')}</p>
          <p>
            <Button track="results_answer_questions" onClick={() => navigate(nextStep(info))}>
              {t(
                info.needsPreliminaryQuestions
                  ? 'results:openQuestions.personButton'
                  : 'results:openQuestions.casesButton',
              )}
            </Button>
          </p>
        </Alert>
      )}

      <nav aria-labelledby="results-summary" className="results-summary">
        <h2 id="results-summary" className="h3">
          {t('results:summary')}
        </h2>
        <ul>
          {groups.map((g) => (
            <li key={g.status}>
              <a href={`#group-${g.status}`} className={`summary-chip summary-chip--${STATUS_STYLE[g.status].tone}`}>
                <Icon name={STATUS_STYLE[g.status].icon} />
                {t(`results:groups.${g.status}.title`)}: {t('results:summaryCount', { count: g.cases.length })}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {/* A person with an expunction reads of it in its own group: "none eligible" would open their story wrong. */}
      {!anyEligible && !anyExpunction && (
        <Alert variant="info">
          <p>{t('results:noEligible')}</p>
        </Alert>
      )}

      {groups.map((g) => (
        <section
          key={g.status}
          id={`group-${g.status}`}
          className={`result-group result-group--${STATUS_STYLE[g.status].tone}`}
          aria-labelledby={`group-title-${g.status}`}
        >
          <h2 id={`group-title-${g.status}`} className="result-group__title">
            <Icon name={STATUS_STYLE[g.status].icon} />
            {t(`results:groups.${g.status}.title`)}
          </h2>
          <p>{t(`results:groups.${g.status}.intro`)}</p>
          {g.cases.map((c) => (
            <CaseCard key={c._id} c={c} actions={cardActions(c)} />
          ))}
        </section>
      ))}

      <AddCaseButton onChanged={onChanged} />
      <NotMineList cases={info.notMine} onChanged={onChanged} />

      {outcomes.some((o) => o !== 'not_yet_eligible') && (
        <PartnerList
          outcomes={outcomes}
          action={(p) =>
            p.acceptsReferrals && (
              <Button
                variant="secondary"
                track="partner_send_cases"
                onClick={() => navigate(`/check/send-cases/${encodeURIComponent(p.id)}`)}
              >
                {t('partners:fit.send', { name: p.name[lang] })}
              </Button>
            )
          }
        />
      )}

      <section className="results-actions" aria-labelledby="results-actions-title">
        <h2 id="results-actions-title">{t('results:actions.heading')}</h2>
        {anyEligible && (
          <p>
            <Button
              track="results_next_steps"
              onClick={() => {
                updateSession({ pageBeforeSteps: '/check/results' });
                navigate(STEPS_GUIDE_PATH.nondisclosure);
              }}
            >
              {t(orderOnly ? 'results:actions.nextOrder' : 'results:actions.next')}
              <Icon name="arrow" />
            </Button>
          </p>
        )}
        {anyExpunction && (
          <p>
            <Button
              variant={anyEligible ? 'secondary' : 'primary'}
              track="results_expunction_steps"
              onClick={() => {
                updateSession({ pageBeforeSteps: '/check/results' });
                navigate(STEPS_GUIDE_PATH.expunction);
              }}
            >
              {t('results:actions.expunctionNext')}
              <Icon name="arrow" />
            </Button>
          </p>
        )}
        <ul className="action-list">
          <li>
            <button
              type="button"
              className="link-button"
              data-track="results_email"
              onClick={() => openModal('email_results')}
            >
              <Icon name="mail" />
              {t('results:actions.email')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="link-button"
              data-track="results_pdf"
              onClick={() => void downloadPdf()}
              disabled={pdfBusy}
            >
              <Icon name="download" />
              {pdfBusy ? t('results:actions.pdfLoading') : t('results:actions.pdf')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="link-button"
              data-track="results_disclaimer"
              onClick={() => openModal('eligibility_disclaimer')}
            >
              <Icon name="info" />
              {t('results:actions.disclaimer')}
            </button>
          </li>
          <li>
            <button type="button" className="link-button" data-track="results_help" onClick={() => openModal('help')}>
              <Icon name="help" />
              {t('results:actions.help')}
            </button>
          </li>
        </ul>
        {recheckOffered(info.cases) && <p className="hint">{t('results:recheck')}</p>}
        <p className="hint">{t('results:lawChecked', { date: formatDate(texasLawCheck.lastChecked.value, lang) })}</p>
      </section>
      <Suspense fallback={null}>
        <OutcomeFollowupForm
          cases={info.cases}
          send={sendFollowups}
          {...(downloaded ? { lead: t('outcomes:form.afterDownload') } : {})}
        />
      </Suspense>
      <Suspense fallback={null}>
        <ReminderForm cases={info.cases} />
      </Suspense>
    </div>
  );
}
