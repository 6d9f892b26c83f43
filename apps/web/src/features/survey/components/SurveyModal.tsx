// First: zod must be configured before any schema is built (see lib/zodConfig).
import '../../../lib/zodConfig';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Modal } from '../../../components/Modal';
import { Button } from '../../../components/Button';
import { Alert } from '../../../components/Alert';
import { RadioGroup } from '../../../components/RadioGroup';
import { CheckboxGroup } from '../../../components/Checkbox';
import { TextArea, TextField } from '../../../components/TextField';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { miniResolver } from '../../../lib/formResolver';
import { api } from '../../../lib/api';
import { toastSuccess } from '../../../lib/toast';
import { OPTIONS } from '../model/options';

type Single = Exclude<keyof typeof OPTIONS, 'applicantRaceEthnicity' | 'additionalInfo'>;
const SINGLE_BEFORE: Single[] = ['howHelpfulWasWebsite', 'didUserCompleteForms'];
const FORMS_FOLLOWUPS: Single[] = ['petitionFormsUsed', 'timeToCompleteForms'];
const SINGLE_AFTER: Single[] = ['didYouFindWhatYouNeeded', 'howEasyWasInfoToFind', 'applicantAge'];
const SINGLE_DEMOGRAPHIC: Single[] = ['educationLevel', 'incomeRange'];

export interface SurveyValues {
  howHelpfulWasWebsite: string;
  didUserCompleteForms: string;
  petitionFormsUsed: string;
  timeToCompleteForms: string;
  didYouFindWhatYouNeeded: string;
  howEasyWasInfoToFind: string;
  applicantAge: string;
  applicantGender: string;
  applicantGenderSelfDescribeInput: string;
  applicantRaceEthnicity: string[];
  applicantRaceEthnicityOtherInput: string;
  educationLevel: string;
  incomeRange: string;
  additionalInfo: string[];
  whereDidYouAccessWebsite: string;
  howUserHeardAboutSite: string;
  howUserHeardAboutSiteOtherInput: string;
  additionalFeedback: string;
  name: string;
  email: string;
  phone: string;
}

const EMPTY: SurveyValues = {
  howHelpfulWasWebsite: '',
  didUserCompleteForms: '',
  petitionFormsUsed: '',
  timeToCompleteForms: '',
  didYouFindWhatYouNeeded: '',
  howEasyWasInfoToFind: '',
  applicantAge: '',
  applicantGender: '',
  applicantGenderSelfDescribeInput: '',
  applicantRaceEthnicity: [],
  applicantRaceEthnicityOtherInput: '',
  educationLevel: '',
  incomeRange: '',
  additionalInfo: [],
  whereDidYouAccessWebsite: '',
  howUserHeardAboutSite: '',
  howUserHeardAboutSiteOtherInput: '',
  additionalFeedback: '',
  name: '',
  email: '',
  phone: '',
};

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = (max: number) => z.string().check(z.maxLength(max, { error: 'validation:tooLong' }));

/** Every question is optional; an "other" text is required only when its option is chosen. */
export const surveySchema = z
  .object({
    ...Object.fromEntries(Object.keys(EMPTY).map((k) => [k, z.any()])),
    applicantGenderSelfDescribeInput: text(100),
    applicantRaceEthnicityOtherInput: text(100),
    howUserHeardAboutSiteOtherInput: text(100),
    additionalFeedback: text(2000),
    name: text(100),
    email: z
      .string()
      .check(z.refine((v) => v.trim() === '' || EMAIL_RE.test(v.trim()), { error: 'validation:invalidEmail' })),
    phone: z
      .string()
      .check(
        z.refine((v) => v.trim() === '' || (v.match(/[0-9]/g) ?? []).length >= 7, { error: 'validation:invalidPhone' }),
      ),
  })
  .check(
    z.superRefine((raw, ctx) => {
      const v = raw as unknown as SurveyValues;
      const need = (when: boolean, key: keyof SurveyValues) => {
        if (when && String(v[key]).trim() === '')
          ctx.issues.push({ code: 'custom', path: [key], message: 'validation:required', input: v });
      };
      need(v.applicantGender === 'self_describe', 'applicantGenderSelfDescribeInput');
      need(v.applicantRaceEthnicity.includes('other'), 'applicantRaceEthnicityOtherInput');
      need(v.howUserHeardAboutSite === 'other', 'howUserHeardAboutSiteOtherInput');
    }),
  );

/** The body the API accepts: empty answers and answers to hidden questions left out. */
export function toSurveyBody(v: SurveyValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(v)) {
    if (Array.isArray(val) ? val.length > 0 : String(val).trim() !== '')
      out[k] = Array.isArray(val) ? val : String(val).trim();
  }
  if (v.didUserCompleteForms !== 'yes') {
    delete out.petitionFormsUsed;
    delete out.timeToCompleteForms;
  }
  if (v.applicantGender !== 'self_describe') delete out.applicantGenderSelfDescribeInput;
  if (!v.applicantRaceEthnicity.includes('other')) delete out.applicantRaceEthnicityOtherInput;
  if (v.howUserHeardAboutSite !== 'other') delete out.howUserHeardAboutSiteOtherInput;
  return out;
}

const ORDER: (keyof SurveyValues)[] = Object.keys(EMPTY) as (keyof SurveyValues)[];

/** Feedback survey (product-spec §3): "Before you go" when opened from the URL, else "Feedback survey". */
export default function SurveyModal({ viaUrl, onClose }: { viaUrl: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const form = useForm<SurveyValues>({
    resolver: miniResolver(surveySchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: EMPTY,
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

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api.post('/api/survey/submit-feedback', toSurveyBody(values));
      toastSuccess(t('survey:success'));
      setDone(true);
    } catch {
      /* the API client showed the error */
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
          <Button type="submit" disabled={isSubmitting} track="survey_submit">
            {isSubmitting ? t('common:status.sending') : t('survey:submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
