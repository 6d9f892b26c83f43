// First: zod must be configured before any schema is built (see lib/zodConfig).
import '../../../lib/zodConfig';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPTY_PRELIMINARY_QUESTIONS_FORM,
  preliminaryQuestionsFormSchema,
  toPreliminaryQuestionsBody,
  type PreliminaryQuestionsForm,
} from '@cyr/schemas/application';
import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { YesNo } from '../../../components/RadioGroup';
import { Checkbox, CheckboxGroup } from '../../../components/Checkbox';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ErrorSummary, type SummaryError } from '../../../components/ErrorSummary';
import { Loading } from '../../../components/Loading';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { getSession, updateSession, useSession } from '../../../lib/session';
import { openModal } from '../../../lib/modals';
import { postPreliminary } from '../api/api';
import { ADDITIONAL_INFO_PATH, nextStep } from '../../../lib/evaluation';
import { DISQUALIFYING_OFFENSES, PERSON_QUESTION_KEYS, type PersonQuestionKey } from '@cyr/rules/vocabulary';
import { reveal } from '../model/additionalInfo';

/** Additional info (product-spec §2, §4, §5): progressive questions, stop states, "None of the above" rule. */
export default function AdditionalInfoPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const prelim = useMemo(() => session.eligibilityInfo?.preliminaryQuestions ?? [], [session.eligibilityInfo]);
  // The answers given on an earlier visit, as the page opened (docs/law D74): they stay filled in, and a question
  // answered then that the server no longer lists is not shown again.
  const [opened] = useState(() => ({ ...EMPTY_PRELIMINARY_QUESTIONS_FORM, ...(getSession().additionalInfo ?? {}) }));
  const returning = opened.sexOffender !== null;
  const answeredBefore = (k: PersonQuestionKey) =>
    !prelim.includes(k) &&
    (k === 'disqualifyingOffenses'
      ? opened.sexOffender === false && opened.noneOfTheAbove && opened.disqualifyingOffenses.length === 0
      : opened[k] !== null);
  useDocumentTitle(t('checker:additional.title'));
  const schema = useMemo(() => preliminaryQuestionsFormSchema(prelim), [prelim]);
  const form = useForm<PreliminaryQuestionsForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    shouldFocusError: false,
    reValidateMode: 'onChange',
    defaultValues: opened,
  });
  const values = useWatch({ control: form.control }) as PreliminaryQuestionsForm;
  const r = reveal({ ...EMPTY_PRELIMINARY_QUESTIONS_FORM, ...values }, prelim);
  const { errors, submitCount } = form.formState;
  const err = (k: keyof PreliminaryQuestionsForm) => errors[k]?.message;
  const summary: SummaryError[] =
    submitCount > 0
      ? PERSON_QUESTION_KEYS.flatMap((k) => (err(k) ? [{ id: k, message: t(err(k) as string) }] : []))
      : [];

  const onSubmit = form.handleSubmit(async (v) => {
    setBusy(true);
    try {
      const res = await postPreliminary(toPreliminaryQuestionsBody(v, prelim));
      updateSession({ eligibilityInfo: res.eligibilityInfo, confirmed: true, additionalInfo: v });
      // The next-step rule (lib/evaluation.ts): the server may need more of these answers now (they accumulate),
      // and this page then shows them; else the case questions, else the results.
      const to = nextStep(res.eligibilityInfo);
      if (to === ADDITIONAL_INFO_PATH) {
        setBusy(false);
        return;
      }
      navigate(to);
    } catch {
      setBusy(false);
    }
  });

  if (busy) return <Loading />;

  const yes = t('common:actions.yes');
  const no = t('common:actions.no');
  const yesNo = (name: keyof PreliminaryQuestionsForm, legend: string, extra?: React.ReactNode, hint?: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <YesNo
          name={name}
          legend={legend}
          hint={hint}
          value={field.value as boolean | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={err(name)}
          yes={yes}
          no={no}
        >
          {extra}
        </YesNo>
      )}
    />
  );

  return (
    <form className="page page--narrow" noValidate onSubmit={onSubmit}>
      <ErrorSummary errors={summary} focusKey={submitCount} />
      <p className="caption">{t('checker:stepOf')}</p>
      <h1>{t('checker:additional.title')}</h1>
      <p className="lead">{t(returning ? 'checker:additional.introMore' : 'checker:additional.intro')}</p>

      {!answeredBefore('sexOffender') && yesNo('sexOffender', t('checker:additional.sexOffender'))}
      {values.sexOffender === true && (
        <Alert variant="info" role="status">
          <p>{t('checker:additional.sexOffenderStop')}</p>
        </Alert>
      )}

      {r.showOffenses && !answeredBefore('disqualifyingOffenses') && (
        <Controller
          control={form.control}
          name="disqualifyingOffenses"
          render={({ field }) => (
            <CheckboxGroup
              name="disqualifyingOffenses"
              legend={t('checker:additional.offensesLegend')}
              hint={t('checker:additional.offensesHint')}
              options={DISQUALIFYING_OFFENSES.map((o) => ({
                value: o,
                label: t(`checker:additional.offenses.${o}`),
                // Family Code 71.004 in plain words (docs/law D26).
                hint: o === 'family_violence' ? t('checker:additional.offenseHints.family_violence') : undefined,
              }))}
              value={field.value}
              onChange={(v) => {
                field.onChange(v);
                void form.trigger('disqualifyingOffenses');
              }}
              onBlur={field.onBlur}
              error={err('disqualifyingOffenses')}
              extra={
                <>
                  <p className="checkboxes__divider">{t('checker:additional.or')}</p>
                  <Controller
                    control={form.control}
                    name="noneOfTheAbove"
                    render={({ field: none }) => (
                      <Checkbox
                        id="noneOfTheAbove"
                        name="noneOfTheAbove"
                        label={t('checker:additional.noneOfTheAbove')}
                        checked={none.value}
                        onChange={(e) => {
                          none.onChange(e.target.checked);
                          void form.trigger('disqualifyingOffenses');
                        }}
                        onBlur={none.onBlur}
                      />
                    )}
                  />
                </>
              }
            />
          )}
        />
      )}
      {r.conflict && (
        <Alert variant="warning" role="alert">
          <p>{t('errors:validation.noneAndOffense')}</p>
        </Alert>
      )}
      {r.stopped && values.sexOffender === false && !r.conflict && (
        <Alert variant="info" role="status">
          <p>{t('checker:additional.offenseStop')}</p>
        </Alert>
      )}

      {r.showClassC &&
        !answeredBefore('hasClassCConviction') &&
        yesNo(
          'hasClassCConviction',
          t('checker:additional.hasClassCConviction'),
          undefined,
          t('checker:additional.hasClassCConvictionHint'),
        )}
      {r.showVeteran && !answeredBefore('isVeteran') && yesNo('isVeteran', t('checker:additional.isVeteran'))}
      {r.showVetPrograms && (
        <>
          {!answeredBefore('completedVetReemploymentPrg') &&
            yesNo('completedVetReemploymentPrg', t('checker:additional.vetReemployment'))}
          {!answeredBefore('completedVetTreatmentCrt') &&
            yesNo('completedVetTreatmentCrt', t('checker:additional.vetTreatment'))}
          <p>
            <button
              type="button"
              className="link-button"
              data-track="vets_learn_more"
              onClick={() => openModal('vets_programs')}
            >
              {t('checker:additional.vetLearnMore')}
            </button>
          </p>
        </>
      )}
      {r.showVictim &&
        !answeredBefore('hasBeenVictim') &&
        yesNo('hasBeenVictim', t('checker:additional.hasBeenVictim'))}
      {r.showVictimCase &&
        !answeredBefore('hasVictimCaseInHarrisCounty') &&
        yesNo('hasVictimCaseInHarrisCounty', t('checker:additional.victimCaseHarris'))}
      {r.showAssistRequested &&
        !answeredBefore('investigationAssistanceRequested') &&
        yesNo('investigationAssistanceRequested', t('checker:additional.assistanceRequested'))}
      {r.showAssisted &&
        !answeredBefore('assistedInvestigation') &&
        yesNo('assistedInvestigation', t('checker:additional.assistedInvestigation'))}

      {r.canSubmit && (
        <Button type="submit" track="additional_submit">
          {r.stopped ? t('checker:additional.seeResults') : t('checker:additional.submit')}
        </Button>
      )}
    </form>
  );
}
