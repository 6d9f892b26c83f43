// First: zod must be configured before any schema is built (see lib/zodConfig).
import '../../../lib/zodConfig';
import { useEffect, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Redirect, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { TextField, SelectField } from '../../../components/TextField';
import { DateOfBirth } from '../../../components/DateOfBirth';
import { Checkbox } from '../../../components/Checkbox';
import { Button } from '../../../components/Button';
import { OTHER_NAMES_ID } from '../../../components/NoCasesFound';
import { Alert } from '../../../components/Alert';
import { DemoNotice } from '../../../components/DemoNotice';
import { Loading } from '../../../components/Loading';
import { ErrorSummary, type SummaryError } from '../../../components/ErrorSummary';
import { FieldError } from '../../../components/FieldError';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
// Subpath import: the package index would also bring the survey, email and analytics schemas.
import { LIMITS } from '@cyr/schemas/common';
import { isoDate } from '@cyr/rules/dates';
import {
  BasicInfoFormSchema,
  SUFFIX_VALUES,
  toCaseLookupBody,
  type BasicInfoForm,
  type BasicInfoFormInput,
} from '@cyr/schemas/application';
import {
  clearSession,
  getSession,
  updateSession,
  useSession,
  type PreCheckAnswers,
  type SearchValues,
} from '../../../lib/session';
import { openModal } from '../../../lib/modals';
import { useHydrated, valueBeforeHydration } from '../../../lib/hydrated';
import { postCaseLookup, postPreCheck } from '../api/api';

/** A field in the error summary: its name, the id its link moves focus to, its label. */
type SummaryField = [Exclude<keyof BasicInfoFormInput, 'aliases'>, string, string];
/** The summary lists the errors in page order: these fields, the other names, then the last two. */
const NAME_FIELDS: SummaryField[] = [
  ['firstName', 'firstName', 'checker:basicInfo.firstName'],
  ['middleName', 'middleName', 'checker:basicInfo.middleName'],
  ['lastName', 'lastName', 'checker:basicInfo.lastName'],
];
const LAST_FIELDS: SummaryField[] = [
  ['dob', 'dob-month', 'checker:basicInfo.dobLegend'],
  ['agreeToTerms', 'agreeToTerms', 'checker:basicInfo.agreeLegend'],
];

function defaults(v: SearchValues | null): BasicInfoFormInput {
  const rows = v ? Math.min(Math.max(v.aliasFirstNames.length, v.aliasLastNames.length), LIMITS.aliasMaxCount) : 0;
  const aliases = Array.from({ length: rows }, (_, i) => ({
    first: v?.aliasFirstNames[i] ?? '',
    last: v?.aliasLastNames[i] ?? '',
  }));
  const suffix = SUFFIX_VALUES.find((s) => s === v?.suffix) ?? '';
  return {
    firstName: v?.firstName ?? '',
    middleName: v?.middleName ?? '',
    lastName: v?.lastName ?? '',
    suffix,
    aliases: aliases.length > 0 ? aliases : [{ first: '', last: '' }],
    dob: v?.dob ?? '',
    agreeToTerms: false,
  };
}

/**
 * The pre-check's answers in the page's address: the prerendered pre-check's plain form, submitted before the app
 * had started there (PreCheckPage), sends them here. Null without both.
 */
function answersInAddress(): PreCheckAnswers | null {
  if (typeof window === 'undefined') return null;
  const q = new URLSearchParams(window.location.search);
  const answer = (name: string) => (q.get(name) === 'yes' ? true : q.get(name) === 'no' ? false : undefined);
  const hasCrimeOutsideTexas = answer('hasCrimeOutsideTexas');
  const hasCrimeBefore1990 = answer('hasCrimeBefore1990');
  if (hasCrimeOutsideTexas === undefined || hasCrimeBefore1990 === undefined) return null;
  return { hasCrimeOutsideTexas, hasCrimeBefore1990 };
}

/**
 * What the person typed into the prerendered form before the app started (a slow phone shows the page seconds
 * before its code has run): the form starts with it, so the app taking the page over keeps every letter.
 */
function typedBeforeTheAppStarted(): Partial<BasicInfoFormInput> {
  const typed: Partial<BasicInfoFormInput> = {};
  for (const name of ['firstName', 'middleName', 'lastName'] as const) {
    const v = valueBeforeHydration(name);
    if (v) typed[name] = v;
  }
  const suffix = SUFFIX_VALUES.find((s) => s !== '' && s === valueBeforeHydration('suffix'));
  if (suffix) typed.suffix = suffix;
  const first = valueBeforeHydration('alias-first-0');
  const last = valueBeforeHydration('alias-last-0');
  if (first || last) typed.aliases = [{ first, last }];
  const [month, day, year] = ['dob-month', 'dob-day', 'dob-year'].map((id) => Number(valueBeforeHydration(id)));
  if (month && day && year) typed.dob = isoDate(year, month, day);
  if (valueBeforeHydration('agreeToTerms')) typed.agreeToTerms = true;
  return typed;
}

/**
 * Starts a new session with the pre-check's answers (what the pre-check does when the app runs there; an earlier
 * session in this tab ends), once per page load: the form's search waits for it.
 */
let starting: Promise<void> | undefined;
function startSession(answers: PreCheckAnswers): Promise<void> {
  starting ??= postPreCheck(answers).then(
    (res) => {
      clearSession();
      updateSession({ token: res.token, tokenExpirationTime: res.tokenExpirationTime, preCheck: answers });
    },
    (error: unknown) => {
      starting = undefined;
      throw error;
    },
  );
  return starting;
}

/** Basic info (product-spec §2, §5): name, other names, date of birth, terms. Looks up the cases. */
export default function BasicInfoPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const session = useSession();
  const hydrated = useHydrated();
  // Arriving from the pre-check's plain form: the session starts here (docs/decisions/0120).
  const [arrivingAnswers] = useState(answersInAddress);
  // A new pre-check starts a new session: nothing of an earlier one in this tab fills the form.
  const [initialValues] = useState(() => ({
    ...defaults(arrivingAnswers ? null : getSession().searchValues),
    ...(hydrated ? {} : typedBeforeTheAppStarted()),
  }));
  const [searching, setSearching] = useState(false);
  const [nameError, setNameError] = useState(false);
  const nameErrorRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(t('checker:basicInfo.title'));
  const form = useForm<BasicInfoFormInput, unknown, BasicInfoForm>({
    resolver: zodResolver(BasicInfoFormSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    reValidateMode: 'onChange',
    defaultValues: initialValues,
  });
  const aliases = useFieldArray({ control: form.control, name: 'aliases' });
  const { errors, submitCount } = form.formState;
  // Arriving from "we did not find any cases" to add another name: the first empty other-name row has focus (a
  // new row when every row is filled and there is room for one).
  useEffect(() => {
    if (window.location.hash !== `#${OTHER_NAMES_ID}`) return;
    const rows = form.getValues('aliases');
    const empty = rows.findIndex((a) => a.first.trim() === '' && a.last.trim() === '');
    if (empty >= 0) document.getElementById(`alias-first-${empty}`)?.focus();
    else if (rows.length < LIMITS.aliasMaxCount) aliases.append({ first: '', last: '' });
    else document.getElementById(OTHER_NAMES_ID)?.scrollIntoView();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  useEffect(() => {
    if (!arrivingAnswers) return;
    // The answers leave the address at once (a reload or the history keeps no trace of them).
    window.history.replaceState(window.history.state, '', window.location.pathname);
    startSession(arrivingAnswers).catch(() => undefined);
  }, [arrivingAnswers]);

  // Prerendered, the page renders its form until the app has taken it over; then without a session (or the
  // pre-check's answers to start one) it sends the person to the pre-check.
  if (hydrated && !session.token && !arrivingAnswers)
    return <Redirect to={session.expired ? '/' : '/check/pre-check'} replace />;

  const aliasErrors = errors.aliases;
  // More rows than the limit (the schema's error on the whole list; the page never offers them).
  const aliasListError = aliasErrors?.root?.message ?? aliasErrors?.message;
  const fieldSummary = ([k, id, label]: SummaryField): SummaryError[] => {
    const m = errors[k]?.message;
    return m ? [{ id, message: `${t(label)}: ${t(m)}` }] : [];
  };
  /** The other names' errors: the list's, then each field's in page order. */
  const aliasSummary: SummaryError[] = [
    ...(aliasListError
      ? [{ id: 'alias-first-0', message: `${t('checker:basicInfo.aliasLegend')}: ${t(aliasListError)}` }]
      : []),
    ...aliases.fields.flatMap((_, i) =>
      (['first', 'last'] as const).flatMap((part) => {
        const m = aliasErrors?.[i]?.[part]?.message;
        const label = part === 'first' ? 'checker:basicInfo.aliasFirstName' : 'checker:basicInfo.aliasLastName';
        return m ? [{ id: `alias-${part}-${i}`, message: `${t(label, { n: i + 1 })}: ${t(m)}` }] : [];
      }),
    ),
  ];
  const summary: SummaryError[] =
    submitCount > 0
      ? [...NAME_FIELDS.flatMap(fieldSummary), ...aliasSummary, ...LAST_FIELDS.flatMap(fieldSummary)]
      : [];

  const onSubmit = form.handleSubmit(async (v) => {
    const body = toCaseLookupBody(v);
    const { agreeToTerms: _agreed, ...searchValues } = body;
    setNameError(false);
    setSearching(true);
    try {
      if (arrivingAnswers) await startSession(arrivingAnswers);
      const res = await postCaseLookup(body);
      updateSession({ searchValues });
      if ('nameError' in res) {
        setSearching(false);
        setNameError(true);
        requestAnimationFrame(() => nameErrorRef.current?.focus());
        return;
      }
      updateSession({
        eligibilityInfo: { ...res.eligibilityInfo, needsPreliminaryQuestions: false, preliminaryQuestions: [] },
        confirmed: false,
        postPreliminaryCases: [],
        additionalInfo: null,
        lookupEndDateEn: res.lookupEndDateEn,
        lookupEndDateEs: res.lookupEndDateEs,
      });
      navigate(res.eligibilityInfo.cases.length > 0 ? '/check/confirm-cases' : '/check/results');
    } catch {
      // Hide the loading state on failure (product-spec §4); the API client showed the message.
      setSearching(false);
    }
  });

  if (searching) {
    return (
      <div className="page page--narrow">
        <h1>{t('checker:basicInfo.title')}</h1>
        <Loading label={t('checker:basicInfo.searching')} />
      </div>
    );
  }

  return (
    // `post` and a search button that works only once the app has started: a form submitted by the browser
    // itself never puts a name or a date of birth in an address.
    <form className="page page--narrow" noValidate onSubmit={onSubmit} method="post">
      <ErrorSummary errors={summary} focusKey={submitCount} />
      {nameError && (
        <div ref={nameErrorRef} tabIndex={-1} className="focus-target">
          <Alert variant="error" role="alert">
            <p>{t('checker:basicInfo.nameError')}</p>
          </Alert>
        </div>
      )}
      <p className="caption">{t('checker:stepOf')}</p>
      <h1>{t('checker:basicInfo.title')}</h1>
      <p className="lead">{t('checker:basicInfo.intro')}</p>
      <DemoNotice />
      <p className="mandatory-notice">{t('validation:mandatoryNotice')}</p>

      <fieldset className="fieldset">
        <legend className="fieldset__legend fieldset__legend--m">{t('checker:basicInfo.nameLegend')}</legend>
        <p className="field__hint">{t('checker:basicInfo.nameHint')}</p>
        <TextField
          id="firstName"
          label={t('checker:basicInfo.firstName')}
          autoComplete="given-name"
          spellCheck={false}
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          id="middleName"
          label={t('checker:basicInfo.middleName')}
          optional
          autoComplete="additional-name"
          spellCheck={false}
          error={errors.middleName?.message}
          {...form.register('middleName')}
        />
        <TextField
          id="lastName"
          label={t('checker:basicInfo.lastName')}
          hint={t('checker:basicInfo.lastNameHint')}
          autoComplete="family-name"
          spellCheck={false}
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <SelectField
          id="suffix"
          label={t('checker:basicInfo.suffix')}
          optional
          className="field--short"
          autoComplete="honorific-suffix"
          options={SUFFIX_VALUES.map((s) => ({ value: s, label: s === '' ? t('checker:basicInfo.suffixNone') : s }))}
          {...form.register('suffix')}
        />
      </fieldset>

      <fieldset className="fieldset" id={OTHER_NAMES_ID}>
        <legend className="fieldset__legend fieldset__legend--m">{t('checker:basicInfo.aliasLegend')}</legend>
        <p className="field__hint">{t('checker:basicInfo.aliasHint')}</p>
        {aliasListError && <FieldError id="aliases-error" message={aliasListError} />}
        {aliases.fields.map((f, i) => (
          <div className="alias-row" key={f.id}>
            <TextField
              id={`alias-first-${i}`}
              label={t('checker:basicInfo.aliasFirstName', { n: i + 1 })}
              optional
              spellCheck={false}
              autoComplete="off"
              error={aliasErrors?.[i]?.first?.message}
              {...form.register(`aliases.${i}.first`)}
            />
            <TextField
              id={`alias-last-${i}`}
              label={t('checker:basicInfo.aliasLastName', { n: i + 1 })}
              optional
              spellCheck={false}
              autoComplete="off"
              error={aliasErrors?.[i]?.last?.message}
              {...form.register(`aliases.${i}.last`)}
            />
            {aliases.fields.length > 1 && (
              <Button variant="link" track="alias_remove" onClick={() => aliases.remove(i)}>
                {t('checker:basicInfo.removeAlias', { n: i + 1 })}
              </Button>
            )}
          </div>
        ))}
        {/* The server takes at most LIMITS.aliasMaxCount alias first and last names: no more rows. */}
        {aliases.fields.length < LIMITS.aliasMaxCount && (
          <Button variant="secondary" track="alias_add" onClick={() => aliases.append({ first: '', last: '' })}>
            {t('checker:basicInfo.addAlias')}
          </Button>
        )}
      </fieldset>

      <Controller
        control={form.control}
        name="dob"
        render={({ field }) => (
          <DateOfBirth
            id="dob"
            legend={t('checker:basicInfo.dobLegend')}
            hint={t('checker:basicInfo.dobHint')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.dob?.message}
          />
        )}
      />

      <div className={`field ${errors.agreeToTerms ? 'field--error' : ''}`}>
        <fieldset className="fieldset">
          <legend className="fieldset__legend">{t('checker:basicInfo.agreeLegend')}</legend>
          {errors.agreeToTerms?.message && (
            <p id="agreeToTerms-error" className="field-error">
              <span className="visually-hidden">{t('validation:errorPrefix')}: </span>
              {t(errors.agreeToTerms.message)}
            </p>
          )}
          <Checkbox
            id="agreeToTerms"
            label={t('checker:basicInfo.agree')}
            error={errors.agreeToTerms?.message}
            {...form.register('agreeToTerms')}
          />
          <p>
            <button
              type="button"
              className="link-button"
              data-track="terms_learn_more"
              onClick={() => openModal('disclaimer')}
            >
              {t('checker:basicInfo.agreeLearnMore')}
            </button>
          </p>
        </fieldset>
      </div>

      <Button type="submit" track="lookup_submit" disabled={!hydrated}>
        {t('checker:basicInfo.submit')}
      </Button>
    </form>
  );
}
