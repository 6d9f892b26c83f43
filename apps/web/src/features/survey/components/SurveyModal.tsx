// First: zod must be configured before any schema is built (see lib/zodConfig).
import '../../../lib/zodConfig';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
// Subpath import: the package index would also bring the checker and analytics schemas.
import { EMPTY_SURVEY_FORM, SurveyFormSchema, type SurveyFeedback, type SurveyFormValues } from '@cyr/schemas/survey';
import { Modal } from '../../../components/Modal';
import { Button } from '../../../components/Button';
import { Alert } from '../../../components/Alert';
import { RadioGroup } from '../../../components/RadioGroup';
import { CheckboxGroup } from '../../../components/Checkbox';
import { TextArea, TextField } from '../../../components/TextField';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { FormFailure } from '../../../components/FormFailure';
import { api, failureMessage } from '../../../lib/api';
import { toastSuccess } from '../../../lib/toast';
import { OPTIONS } from '../model/options';

type Single = Exclude<keyof typeof OPTIONS, 'applicantRaceEthnicity' | 'additionalInfo'>;
const SINGLE_BEFORE: Single[] = ['howHelpfulWasWebsite', 'didUserCompleteForms'];
const FORMS_FOLLOWUPS: Single[] = ['petitionFormsUsed', 'timeToCompleteForms'];
const SINGLE_AFTER: Single[] = ['didYouFindWhatYouNeeded', 'howEasyWasInfoToFind', 'applicantAge'];
const SINGLE_DEMOGRAPHIC: Single[] = ['educationLevel', 'incomeRange'];

/** The form's values: `''` for a question not answered, `[]` for a list with nothing checked. */
type SurveyValues = SurveyFormValues;

const ORDER: (keyof SurveyValues)[] = Object.keys(EMPTY_SURVEY_FORM) as (keyof SurveyValues)[];

/** Feedback survey (product-spec §3): "Before you go" when opened from the URL, else "Feedback survey". */
export default function SurveyModal({ viaUrl, onClose }: { viaUrl: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<SurveyValues, unknown, SurveyFeedback>({
    resolver: zodResolver(SurveyFormSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: EMPTY_SURVEY_FORM,
  });
  const v = useWatch({ control: form.control }) as SurveyValues;
  const { errors, submitCount, isSubmitting } = form.formState;
  const title = viaUrl ? t('survey:titleBeforeYouGo') : t('survey:titleFeedback');
  const err = (k: keyof SurveyValues) => errors[k]?.message as string | undefined;
  const summary =
    submitCount > 0
      ? ORDER.flatMap((k) =>
          err(k) ? [{ id: `survey-${k}`, message: `${t(`survey:questions.${k}`)}: ${t(err(k) ?? '')}` }] : [],
        )
      : [];

  // `body` is the schema's output: answers given, texts trimmed, answers to hidden questions left out.
  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      await api.post('/api/survey/submit-feedback', body, { quiet: true });
      toastSuccess(t('survey:success'));
      setDone(true);
    } catch (err) {
      setFailure(failureMessage(err, t('common:toast.generalError')));
    }
  });

  const radios = (k: Single) => (
    <Controller
      key={k}
      control={form.control}
      name={k}
      render={({ field }) => (
        <RadioGroup
          name={`survey-${k}`}
          legend={t(`survey:questions.${k}`)}
          options={OPTIONS[k].map((o) => ({ value: o as string, label: t(`survey:options.${k}.${o}`) }))}
          value={field.value || undefined}
          onChange={field.onChange}
          error={err(k)}
        />
      )}
    />
  );
  const checks = (k: 'applicantRaceEthnicity' | 'additionalInfo') => (
    <Controller
      control={form.control}
      name={k}
      render={({ field }) => (
        <CheckboxGroup
          name={`survey-${k}`}
          legend={t(`survey:questions.${k}`)}
          hint={t(`survey:questions.${k}Hint`)}
          options={OPTIONS[k].map((o) => ({ value: o as string, label: t(`survey:options.${k}.${o}`) }))}
          value={field.value}
          onChange={(next) => {
            // "None of the above" cannot be combined with another option.
            const added = next.find((x) => !field.value.includes(x));
            if (added === 'none_of_the_above') field.onChange(['none_of_the_above']);
            else field.onChange(next.filter((x) => x !== 'none_of_the_above' || added === undefined));
          }}
        />
      )}
    />
  );
  const other = (k: keyof SurveyValues) => (
    <TextField
      id={`survey-${k}`}
      label={t(`survey:questions.${k}`)}
      error={err(k)}
      className="field--reveal"
      {...form.register(k)}
    />
  );

  return (
    <Modal title={title} onClose={onClose} wide>
      {done ? (
        <>
          <Alert variant="success" role="status">
            <p>{t('survey:thanks')}</p>
          </Alert>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.close')}
          </Button>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <ErrorSummary errors={summary} focusKey={submitCount} />
          <p>{t('survey:intro')}</p>
          {SINGLE_BEFORE.map(radios)}
          {v.didUserCompleteForms === 'yes' && FORMS_FOLLOWUPS.map(radios)}
          {SINGLE_AFTER.map(radios)}
          {radios('applicantGender')}
          {v.applicantGender === 'self_describe' && other('applicantGenderSelfDescribeInput')}
          {checks('applicantRaceEthnicity')}
          {v.applicantRaceEthnicity.includes('other') && other('applicantRaceEthnicityOtherInput')}
          {SINGLE_DEMOGRAPHIC.map(radios)}
          {checks('additionalInfo')}
          {radios('whereDidYouAccessWebsite')}
          {radios('howUserHeardAboutSite')}
          {v.howUserHeardAboutSite === 'other' && other('howUserHeardAboutSiteOtherInput')}
          <TextArea
            id="survey-additionalFeedback"
            label={t('survey:questions.additionalFeedback')}
            optional
            error={err('additionalFeedback')}
            {...form.register('additionalFeedback')}
          />
          <fieldset className="fieldset">
            <legend className="fieldset__legend">{t('survey:questions.contactLegend')}</legend>
            <p className="field__hint">{t('survey:questions.contactHint')}</p>
            <TextField
              id="survey-name"
              label={t('survey:questions.name')}
              optional
              autoComplete="name"
              error={err('name')}
              {...form.register('name')}
            />
            <TextField
              id="survey-email"
              label={t('survey:questions.email')}
              optional
              type="email"
              autoComplete="email"
              spellCheck={false}
              error={err('email')}
              {...form.register('email')}
            />
            <TextField
              id="survey-phone"
              label={t('survey:questions.phone')}
              optional
              type="tel"
              autoComplete="tel"
              error={err('phone')}
              {...form.register('phone')}
            />
          </fieldset>
          <FormFailure message={failure} />
          <Button type="submit" disabled={isSubmitting} track="survey_submit">
            {isSubmitting ? t('common:status.sending') : t('survey:submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
