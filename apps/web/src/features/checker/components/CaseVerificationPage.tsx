import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from '../../../lib/router';
import { useTranslation } from 'react-i18next';
import type { CaseFollowupKey } from '@cyr/schemas';
import { YesNo } from '../../../components/RadioGroup';
import { Button } from '../../../components/Button';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { Loading } from '../../../components/Loading';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { miniResolver } from '../../../lib/formResolver';
import { updateSession, useSession } from '../../../lib/session';
import { openModal } from '../../../lib/modals';
import { postFollowup } from '../api/api';
import { nextVerification } from '../model/flow';
import { CaseSummaryList } from './CaseSummaryList';
import { verificationSchema, visibleQuestions, type Answers } from '../model/verification';

const VET_KEYS: CaseFollowupKey[] = [
  'completed_vet_reemployment_prg_for_case',
  'completed_vet_treatment_court_for_case',
];
const HINTS: CaseFollowupKey[] = ['bac_under_015', 'used_ignition_interlock_device'];

/** One page per case that needs follow-up questions, driven by the case's `questions` from the API. */
export default function CaseVerificationPage() {
  const { index: indexParam } = useParams();
  const index = Number(indexParam);
  const session = useSession();
  const ids = session.postPreliminaryCases;
  const id = Number.isInteger(index) && index >= 0 ? ids[index] : undefined;
  const c = session.eligibilityInfo?.cases.find((x) => x._id === id);
  if (!c) return <Navigate to="/check/results" replace />;
  // Keyed by case and its questions so each case (and each new round of questions) gets a fresh form.
  return <Verification key={`${c._id}:${c.questions.join(',')}`} caseId={c._id} index={index} total={ids.length} />;
}

function Verification({ caseId, index, total }: { caseId: string; index: number; total: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const c = session.eligibilityInfo?.cases.find((x) => x._id === caseId);
  const questions = useMemo(() => c?.questions ?? [], [c]);
  const title = t('checker:verification.title', { n: index + 1, total });
  useDocumentTitle(title);
  const schema = useMemo(() => verificationSchema(questions), [questions]);
  const form = useForm<Answers>({
    resolver: miniResolver(schema),
    mode: 'onTouched',
    shouldFocusError: false,
    reValidateMode: 'onChange',
    defaultValues: Object.fromEntries(questions.map((q) => [q, null])),
  });
  const values = useWatch({ control: form.control }) as Answers;
  const visible = visibleQuestions(questions, values);
  const { errors, submitCount } = form.formState;

  if (!c) return <Navigate to="/check/results" replace />;

  const onSubmit = form.handleSubmit(async (v) => {
    setBusy(true);
    const body: { _id: string } & Partial<Record<CaseFollowupKey, boolean>> = { _id: c._id };
    for (const q of visibleQuestions(questions, v)) {
      const a = v[q];
      if (typeof a === 'boolean') body[q] = a;
    }
    try {
      const res = await postFollowup(body);
      updateSession({ eligibilityInfo: res.eligibilityInfo });
      // An answer may reveal more questions for this case (e.g. ignition interlock): stay and ask them.
      const updated = res.eligibilityInfo.cases.find((x) => x._id === c._id);
      if (updated && updated.questions.length > 0 && updated.questions.join(',') !== questions.join(',')) {
        setBusy(false);
        return;
      }
      navigate(nextVerification(index, total));
    } catch {
      setBusy(false);
    }
  });

  if (busy) return <Loading />;
  const summary =
    submitCount > 0
      ? visible.flatMap((q) => (errors[q]?.message ? [{ id: q, message: t(errors[q]?.message ?? '') }] : []))
      : [];
  const last = index + 1 >= total;
  return (
    <form className="page page--narrow" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summary} focusKey={submitCount} />
      <p className="caption">{t('checker:stepOf')}</p>
      <h1>{title}</h1>
      <p className="lead">{t('checker:verification.intro')}</p>
      <section aria-labelledby="case-summary-heading" className="case-summary-box">
        <h2 id="case-summary-heading" className="h3">
          {t('checker:verification.caseSummary')}
        </h2>
        <CaseSummaryList cases={[c]} />
      </section>
      {visible.map((q) => (
        <Controller
          key={q}
          control={form.control}
          name={q}
          render={({ field }) => (
            <YesNo
              name={q}
              legend={t(`checker:verification.questions.${q}`)}
              hint={HINTS.includes(q) ? t(`checker:verification.hints.${q}`) : undefined}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors[q]?.message}
              yes={t('common:actions.yes')}
              no={t('common:actions.no')}
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
