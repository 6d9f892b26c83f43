import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Case } from '@cyr/schemas';
import type { Language } from '@cyr/i18n';
import { RadioGroup } from '../../../components/RadioGroup';
import { TextField } from '../../../components/TextField';
import { Button } from '../../../components/Button';
import { Alert } from '../../../components/Alert';
import { ErrorSummary, type SummaryError } from '../../../components/ErrorSummary';
import { api, ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/dates';

/** The address pattern of product-spec §5 (the server checks the same one). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const RECHECK_MONTHS = 6;

/** Today's date in Harris County (America/Chicago), as the server counts it. */
export function harrisToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `today` plus six months, the day kept or clamped to the month's last day (the server's rule). */
export function recheckDate(today: string): string {
  const [y = 0, m = 1, d = 1] = today.split('-').map(Number);
  const total = y * 12 + (m - 1) + RECHECK_MONTHS;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** Cases that ripen later: the reminder can be sent on their eligible date. */
export function ripeningCases(cases: readonly Case[], today: string): Case[] {
  return cases.filter(
    (c) => c.final_eligibility === 'not_yet_eligible' && c.eligible_date !== null && c.eligible_date > today,
  );
}

/**
 * Opt-in reminder (api-contract "Reminders"): on the day a not-yet-eligible case may ripen, or in six months
 * for anyone. One email; only the address, the date and the language are kept until it is sent.
 */
export function ReminderForm({ cases }: { cases: readonly Case[] }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'es' ? 'es' : 'en') as Language;
  const today = harrisToday();
  const ripening = ripeningCases(cases, today);
  const recheck = recheckDate(today);
  const options = [
    ...ripening.map((c) => ({
      value: `ripens:${c._id}`,
      label: t('reminders:form.ripens', { date: formatDate(c.eligible_date, lang), cause: c.casID }),
    })),
    { value: 'recheck', label: t('reminders:form.recheck', { date: formatDate(recheck, lang) }) },
  ];
  const [choice, setChoice] = useState<string | undefined>(ripening.length === 0 ? 'recheck' : undefined);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ kind?: string; email?: string }>({});
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: { kind?: string; email?: string } = {};
    if (!choice) next.kind = t('reminders:form.errorKind');
    if (!EMAIL_PATTERN.test(email.trim())) next.email = t('reminders:form.errorEmail');
    setErrors(next);
    setFailed(false);
    if (next.kind || next.email) {
      setAttempt((n) => n + 1);
      return;
    }
    const ripensId = choice?.startsWith('ripens:') ? choice.slice('ripens:'.length) : undefined;
    setBusy(true);
    try {
      const res = await api.post<{ sendOn: string }>(
        '/api/application/reminders',
        {
          email: email.trim(),
          kind: ripensId ? 'ripens' : 'recheck',
          ...(ripensId ? { _id: ripensId } : {}),
          useSpanishURL: lang === 'es',
        },
        { auth: true, quiet: true },
      );
      setSaved(t('reminders:form.saved', { email: email.trim(), date: formatDate(res.sendOn, lang) }));
    } catch (err) {
      const fields =
        err instanceof ApiError
          ? (err.body as { error?: { fields?: Record<string, string> } } | null)?.error?.fields
          : undefined;
      if (fields?.email) {
        setErrors({ email: t('reminders:form.errorEmail') });
        setAttempt((n) => n + 1);
      } else if (!(err instanceof ApiError && err.status === 401)) {
        setFailed(true);
      }
    } finally {
      setBusy(false);
    }
  };

  const summary: SummaryError[] = [
    ...(errors.kind ? [{ id: 'reminder-kind', message: errors.kind }] : []),
    ...(errors.email ? [{ id: 'reminder-email', message: errors.email }] : []),
  ];

  return (
    <section className="reminder-form" aria-labelledby="reminder-title">
      <h2 id="reminder-title">{t('reminders:form.heading')}</h2>
      <p>{t('reminders:form.intro')}</p>
      <div role="status" aria-live="polite">
        {saved && (
          <Alert variant="success">
            <p>{saved}</p>
          </Alert>
        )}
      </div>
      {!saved && (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <ErrorSummary errors={summary} focusKey={attempt} />
          <RadioGroup
            name="reminder-kind"
            legend={t('reminders:form.kindLegend')}
            options={options}
            value={choice}
            onChange={setChoice}
            error={errors.kind}
          />
          <TextField
            id="reminder-email"
            label={t('reminders:form.emailLabel')}
            hint={t('reminders:form.emailHint')}
            type="email"
            autoComplete="email"
            spellCheck={false}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
          {failed && (
            <p className="field__error" role="alert">
              {t('reminders:form.errorGeneric')}
            </p>
          )}
          <Button type="submit" track="reminder_submit" disabled={busy}>
            {busy ? t('reminders:form.sending') : t('reminders:form.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
