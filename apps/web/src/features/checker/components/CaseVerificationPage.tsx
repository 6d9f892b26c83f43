// First: zod must be configured before any schema is built (see lib/zodConfig).
import '../../../lib/zodConfig';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Redirect, useLocation, useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { caseFollowupFormSchema, type FollowupAnswerMap, type FollowupFormAnswers } from '@cyr/schemas/followup';
import type { CaseQuestionKey } from '@cyr/rules/vocabulary';
import { Button } from '../../../components/Button';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { Loading } from '../../../components/Loading';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { updateSession, useSession } from '../../../lib/session';
import { openModal } from '../../../lib/modals';
import { postFollowup } from '../api/api';
import { nextStep, verificationPath } from '../../../lib/evaluation';
import { caseDateOf } from '../../../lib/questions';
import { CaseSummaryList } from './CaseSummaryList';
import { FollowupQuestion } from './FollowupQuestion';
import { fieldIdOf, followupBody, openQuestions, monthOf, windowOf } from '../model/verification';

const VET_KEYS: CaseQuestionKey[] = [
  'completed_vet_reemployment_prg_for_case',
  'completed_vet_treatment_court_for_case',
];

/**
 * One page per case that needs follow-up questions, driven by the case's `questions` from the API. An answer
 * may reveal the next question (a month after a yes, the interlock order): the page then stays on the case
 * and asks what is new, until the case lists nothing more that was not answered on this visit.
 */
export default function CaseVerificationPage() {
  const { index: indexParam } = useParams();
  const index = Number(indexParam);
  const session = useSession();
  // Answers given on this visit, per case id: a later round sends them again with the new ones.
  const [given, setGiven] = useState<Record<string, FollowupAnswerMap>>({});
  const ids = session.postPreliminaryCases;
  const id = Number.isInteger(index) && index >= 0 ? ids[index] : undefined;
  const c = session.eligibilityInfo?.cases.find((x) => x._id === id);
  if (!c) return <Redirect to="/check/results" replace />;
  const previous = given[c._id] ?? {};
  const open = openQuestions(c.questions, previous);
  // Keyed by case and its open questions so each case (and each new round of questions) gets a fresh form.
  return (
    <Verification
      key={`${c._id}:${open.join(',')}`}
      caseId={c._id}
      questions={open}
      previous={previous}
      index={index}
      total={ids.length}
      onMoreQuestions={(answers) => setGiven((g) => ({ ...g, [c._id]: answers }))}
    />
  );
}

function Verification({
  caseId,
  questions,
  previous,
  index,
  total,
  onMoreQuestions,
}: {
  caseId: string;
  questions: CaseQuestionKey[];
  previous: FollowupAnswerMap;
  index: number;
  total: number;
  onMoreQuestions: (answers: FollowupAnswerMap) => void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const c = session.eligibilityInfo?.cases.find((x) => x._id === caseId);
  const title = t('checker:verification.title', { n: index + 1, total });
  useDocumentTitle(title);
  const followUp = Object.keys(previous).length > 0;
  // A new round of questions on the same page: move focus to the heading, as a new page would.
  useEffect(() => {
    if (followUp) heading.current?.focus();
  }, [followUp]);
  const schema = useMemo(() => caseFollowupFormSchema(questions, monthOf(new Date())), [questions]);
  const form = useForm<FollowupFormAnswers, unknown, FollowupAnswerMap>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    shouldFocusError: false,
    reValidateMode: 'onChange',
    defaultValues: Object.fromEntries(questions.map((q) => [q, null])),
  });
  const { errors, submitCount } = form.formState;

  if (!c) return <Redirect to="/check/results" replace />;

  const onSubmit = form.handleSubmit(async (v) => {
    setBusy(true);
    const answers = { ...previous, ...v };
    try {
      const res = await postFollowup(followupBody(c._id, c.questions, answers));
      updateSession({ eligibilityInfo: res.eligibilityInfo });
      const info = res.eligibilityInfo;
      // The next-step rule (lib/evaluation.ts): the additional-info answers an answer made necessary come first;
      // then this case's new questions, on this page; then the next case that asks, or the results.
      const updated = info.cases.find((x) => x._id === c._id);
      const revealed = (updated?.questions ?? []).filter((q) => !Object.hasOwn(answers, q));
      if (!info.needsPreliminaryQuestions && revealed.length > 0) {
        onMoreQuestions(answers);
        return;
      }
      const to = nextStep(info);
      if (to === verificationPath(index)) {
        // This case again (it lists a key answered on this visit): ask it again on this page.
        setBusy(false);
        onMoreQuestions(answers);
        return;
      }
      navigate(to);
    } catch {
      setBusy(false);
    }
  });

  if (busy) return <Loading />;
  const summary =
    submitCount > 0
      ? questions.flatMap((q) => {
          const message = errors[q]?.message;
          return message ? [{ id: fieldIdOf(q), message: t(message) }] : [];
        })
      : [];
  const last = index + 1 >= total;
  return (
    <form className="page page--narrow" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summary} focusKey={submitCount} />
      <p className="caption">{t('checker:stepOf')}</p>
      <h1 ref={heading} tabIndex={-1} className="focus-target">
        {title}
      </h1>
      {followUp ? (
        <p className="lead" role="status">
          {t('checker:verification.moreQuestions', { count: questions.length })}
        </p>
      ) : (
        <p className="lead">{t('checker:verification.intro')}</p>
      )}
      <section aria-labelledby="case-summary-heading" className="case-summary-box">
        <h2 id="case-summary-heading" className="h3">
          {t('checker:verification.caseSummary')}
        </h2>
        <CaseSummaryList cases={[c]} />
      </section>
      {questions.map((q) => (
        <Controller
          key={q}
          control={form.control}
          name={q}
          render={({ field }) => (
            <FollowupQuestion
              q={q}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors[q]?.message}
              caseDate={caseDateOf(c)}
              window={windowOf(c, q)}
            />
          )}
        />
      ))}
      {questions.some((q) => VET_KEYS.includes(q)) && (
        <p>
          <button
            type="button"
            className="link-button"
            data-track="vets_learn_more"
            onClick={() => openModal('vets_programs')}
          >
            {t('checker:verification.vetLearnMore')}
          </button>
        </p>
      )}
      <Button type="submit" track={last ? 'verification_finish' : 'verification_next'}>
        {last ? t('checker:verification.finish') : t('checker:verification.next')}
      </Button>
    </form>
  );
}
