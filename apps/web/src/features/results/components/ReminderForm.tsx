// First: zod must be configured before any schema is built (see lib/zodConfig).
import '../../../lib/zodConfig';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Case } from '@cyr/schemas';
import type { Language } from '@cyr/i18n';
// Subpath imports: the package index would also bring the checker, survey and analytics schemas.
import { VALIDATION_MESSAGES } from '@cyr/schemas/common';
import { addMonths } from '@cyr/rules/dates';
import { formatTextNumber } from '@cyr/schemas/texts';
import { recheckOffered } from '@cyr/schemas/next-steps';
import {
  RECHECK_MONTHS,
  ReminderFormSchema,
  ripensChoice,
  toReminderBody,
  type ReminderFormInput,
  type ReminderFormValues,
} from '@cyr/schemas/reminders';
import { RadioGroup } from '../../../components/RadioGroup';
import { TextField } from '../../../components/TextField';
import { TextConsent } from '../../../components/TextConsent';
import { useTextsOffered } from '../../../lib/config';
import { Button } from '../../../components/Button';
import { Alert } from '../../../components/Alert';
import { ErrorSummary, type SummaryError } from '../../../components/ErrorSummary';
import { api, ApiError, failureMessage } from '../../../lib/api';
import { FormFailure } from '../../../components/FormFailure';
import { formatDate } from '@cyr/i18n/dates';
import { caseRef } from '../../../lib/caseRef';
import { todayInCounty } from '../../../lib/county';

/** `today` plus six months, as the server counts it (the day kept, or clamped to the month's last day). */
export function recheckDate(today: string): string {
  return addMonths(today, RECHECK_MONTHS);
}

/** Cases that ripen later: the reminder can be sent on their eligible date. */
export function ripeningCases(cases: readonly Case[], today: string): Case[] {
  return cases.filter(
    (c) => c.final_eligibility === 'not_yet_eligible' && c.eligible_date !== null && c.eligible_date > today,
  );
}

/**
 * Opt-in reminder (api-contract "Reminders"): on the day a not-yet-eligible case may ripen, or in six months
 * for anyone. One email, or one text where the site sends texts (the number taken only with the opt-in box
 * ticked, its wording shown beside it: docs/decisions/0110-text-messages-through-twilio.md); only the address or
 * the number, the date and the language are kept until it is sent. Checked by `ReminderFormSchema`, the reminder
 * body's own schema (`@cyr/schemas/reminders`). Loaded on its own below the results, so zod does not delay the
 * results themselves.
 */
export function ReminderForm({ cases }: { cases: readonly Case[] }) {
  const { t, i18n } = useTranslation();
  const textsOffered = useTextsOffered();
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Language;
  const today = todayInCounty(new Date());
  const ripening = ripeningCases(cases, today);
  const recheck = recheckDate(today);
  const options = [
    ...ripening.map((c) => ({
      value: ripensChoice(c._id),
      label: t('reminders:form.ripens', { date: formatDate(c.eligible_date, lang), cause: caseRef(c, t) }),
    })),
    // No six-month re-check when waiting changes nothing: a bar that never lifts (issue #41).
    ...(recheckOffered(cases)
      ? [{ value: 'recheck', label: t('reminders:form.recheck', { date: formatDate(recheck, lang) }) }]
      : []),
  ];
  const form = useForm<ReminderFormInput, unknown, ReminderFormValues>({
    resolver: zodResolver(ReminderFormSchema),
    shouldFocusError: false,
    defaultValues: {
      choice: options.length === 1 ? (options[0]?.value ?? '') : '',
      channel: 'email',
      email: '',
      phone: '',
      textConsent: false,
    },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const channel = form.watch('channel');
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const res = await api.post<{ sendOn: string }>(
        '/api/application/reminders',
        toReminderBody(values, lang === 'es'),
        { auth: true, quiet: true },
      );
      const date = formatDate(res.sendOn, lang);
      setSaved(
        values.channel === 'text'
          ? t('reminders:form.savedText', { phone: formatTextNumber(values.phone.trim()), date })
          : t('reminders:form.saved', { email: values.email.trim(), date }),
      );
    } catch (err) {
      const fields =
        err instanceof ApiError
          ? (err.body as { error?: { fields?: Record<string, string> } } | null)?.error?.fields
          : undefined;
      if (fields?.email) {
        form.setError('email', { message: VALIDATION_MESSAGES.invalidEmail });
      } else if (fields?.phone === 'invalid') {
        form.setError('phone', { message: VALIDATION_MESSAGES.invalidTextNumber });
      } else {
        setFailure(failureMessage(err, t('reminders:form.errorGeneric')));
      }
    }
  });

  const summary: SummaryError[] = [
    ...(errors.choice?.message ? [{ id: 'reminder-kind', message: t(errors.choice.message) }] : []),
    ...(errors.email?.message ? [{ id: 'reminder-email', message: t(errors.email.message) }] : []),
    ...(errors.phone?.message ? [{ id: 'reminder-phone', message: t(errors.phone.message) }] : []),
    ...(errors.textConsent?.message ? [{ id: 'reminder-text-consent', message: t(errors.textConsent.message) }] : []),
  ];

  // Nothing to remind of: every case is barred for good, or can be filed now beside one that is.
  if (options.length === 0) return null;
  return (
    <section className="reminder-form" aria-labelledby="reminder-title">
      <h2 id="reminder-title">{t(textsOffered ? 'reminders:form.headingAny' : 'reminders:form.heading')}</h2>
      <p>{t(textsOffered ? 'reminders:form.introAny' : 'reminders:form.intro')}</p>
      <div role="status" aria-live="polite">
        {saved && (
          <Alert variant="success">
            <p>{saved}</p>
          </Alert>
        )}
      </div>
      {!saved && (
        <form noValidate onSubmit={(e) => void onSubmit(e)}>
          <ErrorSummary errors={summary} focusKey={submitCount} />
          <Controller
            control={form.control}
            name="choice"
            render={({ field }) => (
              <RadioGroup
                name="reminder-kind"
                legend={t('reminders:form.kindLegend')}
                options={options}
                value={field.value || undefined}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.choice?.message}
              />
            )}
          />
          {textsOffered && (
            <Controller
              control={form.control}
              name="channel"
              render={({ field }) => (
                <RadioGroup
                  name="reminder-channel"
                  legend={t('reminders:form.channelLegend')}
                  options={[
                    { value: 'email', label: t('reminders:form.channelEmail') },
                    { value: 'text', label: t('reminders:form.channelText') },
                  ]}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
          {channel === 'text' && textsOffered ? (
            <>
              <TextField
                id="reminder-phone"
                label={t('reminders:form.phoneLabel')}
                hint={t('reminders:form.phoneHint')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                error={errors.phone?.message}
                {...form.register('phone')}
              />
              <TextConsent
                id="reminder-text-consent"
                label={t('texts:consent.reminder')}
                error={errors.textConsent?.message}
                {...form.register('textConsent')}
              />
            </>
          ) : (
            <TextField
              id="reminder-email"
              label={t('reminders:form.emailLabel')}
              hint={t('reminders:form.emailHint')}
              type="email"
              autoComplete="email"
              spellCheck={false}
              error={errors.email?.message}
              {...form.register('email')}
            />
          )}
          <FormFailure message={failure} />
          <Button type="submit" track="reminder_submit" disabled={isSubmitting}>
            {isSubmitting ? t('reminders:form.sending') : t('reminders:form.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}

export default ReminderForm;
