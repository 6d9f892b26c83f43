// First: zod must be configured before any schema is built (see lib/zodConfig).
import '../../lib/zodConfig';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Case } from '@cyr/schemas';
// Subpath import: the package index would also bring the checker, survey and analytics schemas.
import {
  ENTERED_DISPOSITIONS,
  ENTERED_LEVELS,
  PERSON_CASE_LIMITS,
  PersonCaseFactsFormSchema,
  type PersonCaseFacts,
  type PersonCaseFactsFormInput,
} from '@cyr/schemas/person-cases';
import { supervisionNotOver } from '@cyr/rules/vocabulary';
import { Button } from '../Button';
import { ErrorSummary, type SummaryError } from '../ErrorSummary';
import { FormFailure } from '../FormFailure';
import { SelectField, TextField } from '../TextField';
import { DateFields } from './DateFields';

type Field = keyof PersonCaseFactsFormInput;
/** The fields in page order, with their labels (the error summary lists them in this order). */
const FIELDS: [Field, string][] = [
  ['offense', 'results:fix.offense'],
  ['level', 'results:fix.level'],
  ['disposition', 'results:fix.disposition'],
  ['dispositionDate', 'results:fix.dispositionDate'],
  ['endDate', 'results:fix.endDate'],
  ['causeNumber', 'results:fix.causeNumber'],
  ['filingDate', 'results:fix.filingDate'],
  ['offenseDate', 'results:fix.offenseDate'],
];

export const EMPTY_FACTS: PersonCaseFactsFormInput = {
  offense: '',
  level: '',
  disposition: '',
  causeNumber: '',
  filingDate: '',
  offenseDate: '',
  dispositionDate: '',
  endDate: '',
};

type DateField =
  | 'da_start'
  | 'da_end'
  | 'probation_start'
  | 'probation_end'
  | 'conviction_date'
  | 'dismissal_date'
  | 'sentence_completion_date';
/** A date the court data records (an estimated one is no date on the papers: the person fills it in). */
const recorded = (c: Case, field: DateField): string | null => (c.estimated.includes(field) ? null : c[field]);

/** The form prefilled from a case as the site shows it (a correction starts from what it says). */
export function factsOf(c: Case): PersonCaseFactsFormInput {
  const level = (ENTERED_LEVELS as readonly string[]).includes(c.current_charge_level) ? c.current_charge_level : '';
  return {
    offense: c.current_offense_name,
    level,
    disposition: c.disposition ?? '',
    causeNumber: /^[0-9A-Za-z-]*$/.test(c.casID) ? c.casID.slice(0, PERSON_CASE_LIMITS.causeNumberMaxLength) : '',
    filingDate: c.fda,
    offenseDate: '',
    dispositionDate:
      recorded(c, 'da_start') ??
      recorded(c, 'probation_start') ??
      recorded(c, 'conviction_date') ??
      recorded(c, 'dismissal_date') ??
      '',
    endDate: recorded(c, 'da_end') ?? recorded(c, 'probation_end') ?? recorded(c, 'sentence_completion_date') ?? '',
  };
}

/**
 * The facts of one case as the person reads them on their papers, validated with the server's schema
 * (`@cyr/schemas/person-cases`). `onSave` sends them; its error is shown in the form (`role="alert"`).
 */
export function CaseFactsForm({
  idPrefix,
  defaults,
  onSave,
  onCancel,
  extra,
}: {
  idPrefix: string;
  defaults: PersonCaseFactsFormInput;
  onSave: (facts: PersonCaseFacts) => Promise<string | undefined>;
  onCancel: () => void;
  extra?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string>();
  const form = useForm<PersonCaseFactsFormInput, unknown, PersonCaseFacts>({
    resolver: zodResolver(PersonCaseFactsFormSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    reValidateMode: 'onChange',
    defaultValues: defaults,
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const id = (f: Field) => `${idPrefix}-${f}`;
  const err = (f: Field) => errors[f]?.message;
  // "Not finished yet": the dates asked are the day the supervision began and the day it is set to end, which is
  // required (issue #41).
  const notOver = supervisionNotOver(form.watch('disposition'));
  const NOT_OVER_LABELS: Partial<Record<Field, string>> = {
    dispositionDate: 'results:fix.dispositionDateNotOver',
    endDate: 'results:fix.endDateNotOver',
  };
  const labelOf = (f: Field, label: string): string => (notOver ? (NOT_OVER_LABELS[f] ?? label) : label);
  const summary: SummaryError[] =
    submitCount > 0
      ? FIELDS.flatMap(([f, label]) => {
          const m = err(f);
          return m ? [{ id: id(f), message: `${t(labelOf(f, label))}: ${t(m)}` }] : [];
        })
      : [];
  const onSubmit = form.handleSubmit(async (facts) => {
    setFailure(undefined);
    setFailure(await onSave(facts));
  });
  const levelOptions = [
    { value: '', label: t('results:fix.choose') },
    ...ENTERED_LEVELS.map((l) => ({ value: l, label: t(`results:levels.${l}`) })),
  ];
  const dispositionOptions = [
    { value: '', label: t('results:fix.choose') },
    ...ENTERED_DISPOSITIONS.map((d) => ({ value: d, label: t(`results:fix.dispositions.${d}`) })),
  ];
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="person-case-form">
      <ErrorSummary focusKey={submitCount} errors={summary} />
      <p>{t('results:fix.factsIntro')}</p>
      <TextField
        id={id('offense')}
        label={t('results:fix.offense')}
        hint={t('results:fix.offenseHint')}
        maxLength={PERSON_CASE_LIMITS.offenseMaxLength}
        autoComplete="off"
        error={err('offense')}
        {...form.register('offense')}
      />
      <SelectField
        id={id('level')}
        label={t('results:fix.level')}
        hint={t('results:fix.levelHint')}
        options={levelOptions}
        defaultValue={defaults.level}
        error={err('level')}
        {...form.register('level')}
      />
      <SelectField
        id={id('disposition')}
        label={t('results:fix.disposition')}
        options={dispositionOptions}
        defaultValue={defaults.disposition}
        error={err('disposition')}
        {...form.register('disposition')}
      />
      <Controller
        control={form.control}
        name="dispositionDate"
        render={({ field }) => (
          <DateFields
            id={id('dispositionDate')}
            label={t(labelOf('dispositionDate', 'results:fix.dispositionDate'))}
            hint={t('results:fix.dispositionDateHint')}
            error={err('dispositionDate')}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={form.control}
        name="endDate"
        render={({ field }) => (
          <DateFields
            id={id('endDate')}
            label={t(labelOf('endDate', 'results:fix.endDate'))}
            hint={t(notOver ? 'results:fix.endDateNotOverHint' : 'results:fix.endDateHint')}
            optional={!notOver}
            error={err('endDate')}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <TextField
        id={id('causeNumber')}
        label={t('results:fix.causeNumber')}
        hint={t('results:fix.causeNumberHint')}
        optional
        autoComplete="off"
        maxLength={PERSON_CASE_LIMITS.causeNumberMaxLength}
        error={err('causeNumber')}
        {...form.register('causeNumber')}
      />
      <Controller
        control={form.control}
        name="filingDate"
        render={({ field }) => (
          <DateFields
            id={id('filingDate')}
            label={t('results:fix.filingDate')}
            optional
            error={err('filingDate')}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={form.control}
        name="offenseDate"
        render={({ field }) => (
          <DateFields
            id={id('offenseDate')}
            label={t('results:fix.offenseDate')}
            optional
            error={err('offenseDate')}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <FormFailure message={failure} />
      <div className="person-case-form__buttons">
        <Button type="submit" disabled={isSubmitting} track="person_case_save">
          {isSubmitting ? t('results:fix.saving') : t('results:fix.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} track="person_case_cancel">
          {t('results:fix.cancel')}
        </Button>
      </div>
      {extra}
    </form>
  );
}
