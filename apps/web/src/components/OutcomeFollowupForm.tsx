// First: zod must be configured before any schema is built (see lib/zodConfig).
import '../lib/zodConfig';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Case } from '@cyr/schemas';
import type { Language } from '@cyr/i18n';
// Subpath imports: the package index would also bring the checker, survey and analytics schemas.
import { VALIDATION_MESSAGES } from '@cyr/schemas/common';
import {
  OutcomeFollowupFormSchema,
  toOutcomeFollowupBody,
  type OutcomeFollowupBody,
  type OutcomeFollowupChannel,
  type OutcomeFollowupFormInput,
  type OutcomeFollowupFormValues,
  type OutcomeFollowupResponse,
} from '@cyr/schemas/outcomes';
import { formatTextNumber } from '@cyr/schemas/texts';
import { CheckboxGroup } from './Checkbox';
import { TextConsent } from './TextConsent';
import { useTextsOffered } from '../lib/config';
import { TextField } from './TextField';
import { Button } from './Button';
import { Alert } from './Alert';
import { ErrorSummary, type SummaryError } from './ErrorSummary';
import { FormFailure } from './FormFailure';
import { ApiError, failureMessage } from '../lib/api';
import { formatDate } from '@cyr/i18n/dates';

/** The cases a follow-up can ask about: those that lead to a petition (likely eligible, or may be expunged). */
export function followableCases(cases: readonly Case[]): Case[] {
  return cases.filter(
    (c) =>
      (c.final_eligibility === 'nondisclosure' && c.ndo_form !== null) ||
      (c.final_eligibility === 'expunction' && c.expunction_route !== null),
  );
}

/**
 * "Tell us how it goes" (issue #38; docs/decisions/0100-outcome-follow-ups.md): the person chooses the cases and
 * gives an address, a mobile number (where the site sends texts; the opt-in box and its wording beside it, as for
 * the reminders: docs/decisions/0110-text-messages-through-twilio.md), or both, and is asked about 45, 120 and
 * 240 days later with one-click answers. On the results, the
 * steps after a download, and the emailed results page; `send` posts the body where that page can (the session's
 * bearer token, or the emailed page's link token). Checked by the body's own schema (`@cyr/schemas/outcomes`).
 */
export function OutcomeFollowupForm({
  cases,
  send,
  lead,
  headingLevel = 2,
}: {
  cases: readonly Case[];
  send: (body: OutcomeFollowupBody) => Promise<OutcomeFollowupResponse>;
  /** A sentence above the intro (after a download: "Your download has started…"). */
  lead?: string;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const textsOffered = useTextsOffered();
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Language;
  const followable = followableCases(cases);
  const form = useForm<OutcomeFollowupFormInput, unknown, OutcomeFollowupFormValues>({
    resolver: zodResolver(OutcomeFollowupFormSchema),
    shouldFocusError: false,
    defaultValues: {
      caseIds: followable.map((c) => c._id),
      channels: ['email'],
      email: '',
      phone: '',
      textConsent: false,
    },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const chosen = form.watch('channels') ?? ['email'];
  const byEmail = !textsOffered || chosen.includes('email');
  const byText = textsOffered && chosen.includes('text');
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  if (followable.length === 0) return null;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const res = await send(toOutcomeFollowupBody(values, lang === 'es'));
      const email = values.email.trim();
      const date = formatDate(res.firstOn, lang);
      const phone = values.channels.includes('text') ? formatTextNumber(values.phone.trim()) : '';
      const key = !phone ? 'saved' : values.channels.includes('email') ? 'savedBoth' : 'savedText';
      setSaved(t(`outcomes:form.${key}`, { email, phone, date }));
    } catch (err) {
      const fields =
        err instanceof ApiError
          ? (err.body as { error?: { fields?: Record<string, string> } } | null)?.error?.fields
          : undefined;
      if (fields?.email) form.setError('email', { message: VALIDATION_MESSAGES.invalidEmail });
      else if (fields?.phone === 'invalid') form.setError('phone', { message: VALIDATION_MESSAGES.invalidTextNumber });
      else setFailure(failureMessage(err, t('outcomes:form.errorGeneric')));
    }
  });

  const summary: SummaryError[] = [
    ...(errors.caseIds?.message ? [{ id: 'followup-cases', message: t(errors.caseIds.message) }] : []),
    ...(errors.channels?.message ? [{ id: 'followup-channels', message: t(errors.channels.message) }] : []),
    ...(errors.email?.message ? [{ id: 'followup-email', message: t(errors.email.message) }] : []),
    ...(errors.phone?.message ? [{ id: 'followup-phone', message: t(errors.phone.message) }] : []),
    ...(errors.textConsent?.message ? [{ id: 'followup-text-consent', message: t(errors.textConsent.message) }] : []),
  ];
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const label = (c: Case) =>
    c.final_eligibility === 'nondisclosure'
      ? t('outcomes:form.caseNondisclosure', { cause: c.casID, section: (c.ndo_form ?? '').replace('-bwi', '') })
      : t('outcomes:form.caseExpunction', { cause: c.casID, section: c.expunction_route ?? '' });

  return (
    <section className="reminder-form outcome-followup-form" aria-labelledby="followup-title">
      <Heading id="followup-title">{t('outcomes:form.heading')}</Heading>
      {lead && <p>{lead}</p>}
      <p>{t(textsOffered ? 'outcomes:form.introAny' : 'outcomes:form.intro')}</p>
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
          {followable.length > 1 ? (
            <Controller
              control={form.control}
              name="caseIds"
              render={({ field }) => (
                <CheckboxGroup
                  name="followup-cases"
                  legend={t('outcomes:form.casesLegend')}
                  options={followable.map((c) => ({ value: c._id, label: label(c) }))}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.caseIds?.message}
                />
              )}
            />
          ) : (
            <p className="hint" id="followup-cases">
              {label(followable[0] as Case)}
            </p>
          )}
          {textsOffered && (
            <Controller
              control={form.control}
              name="channels"
              render={({ field }) => (
                <CheckboxGroup<OutcomeFollowupChannel>
                  name="followup-channels"
                  legend={t('outcomes:form.channelsLegend')}
                  hint={t('outcomes:form.channelsHint')}
                  options={[
                    { value: 'email', label: t('outcomes:form.channelEmail') },
                    { value: 'text', label: t('outcomes:form.channelText') },
                  ]}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.channels?.message}
                />
              )}
            />
          )}
          {byEmail && (
            <TextField
              id="followup-email"
              label={t('outcomes:form.emailLabel')}
              hint={t('outcomes:form.emailHint')}
              type="email"
              autoComplete="email"
              spellCheck={false}
              error={errors.email?.message}
              {...form.register('email')}
            />
          )}
          {byText && (
            <>
              <TextField
                id="followup-phone"
                label={t('outcomes:form.phoneLabel')}
                hint={t('outcomes:form.phoneHint')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                error={errors.phone?.message}
                {...form.register('phone')}
              />
              <TextConsent
                id="followup-text-consent"
                label={t('texts:consent.followups')}
                error={errors.textConsent?.message}
                {...form.register('textConsent')}
              />
            </>
          )}
          <FormFailure message={failure} />
          <Button type="submit" track="outcome_followup_submit" disabled={isSubmitting}>
            {isSubmitting
              ? t('outcomes:form.sending')
              : t(textsOffered ? 'outcomes:form.submitAny' : 'outcomes:form.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}

export default OutcomeFollowupForm;
