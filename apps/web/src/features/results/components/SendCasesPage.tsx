// First: zod must be configured before any schema is built (see lib/zodConfig).
import '../../../lib/zodConfig';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import type { z } from 'zod';
import { ReferralBodySchema, type ReferralPreview, type ReferralSent } from '@cyr/schemas/partners';
import { VALIDATION_MESSAGES } from '@cyr/schemas/common';
import { TextField } from '../../../components/TextField';
import { Checkbox } from '../../../components/Checkbox';
import { TextConsent } from '../../../components/TextConsent';
import { Button } from '../../../components/Button';
import { Alert } from '../../../components/Alert';
import { Loading } from '../../../components/Loading';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { FormFailure } from '../../../components/FormFailure';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { api, ApiError, failureMessage } from '../../../lib/api';
import { useTextsOffered } from '../../../lib/config';

type Values = z.input<typeof ReferralBodySchema>;
type Body = z.output<typeof ReferralBodySchema>;

/**
 * `/check/send-cases/:partnerId`: the consent screen (issue #39; docs/decisions/0106-what-a-referral-shares.md).
 * It shows exactly what would be sent, as the server would send it (`GET /api/application/referrals/preview`):
 * the person's name and how to reach them (which they type here), their cases with the site's result, and their
 * language; and what is not sent. Nothing goes until they check the box and press send. Where the site sends
 * texts, a person who gives a number and no email address may tick a second box (its wording shown beside it) to
 * get the acknowledgement and the partner's answers by text.
 */
export default function SendCasesPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'es' ? 'es' : 'en';
  const { partnerId = '' } = useParams<{ partnerId: string }>();
  const [, navigate] = useLocation();
  const [preview, setPreview] = useState<ReferralPreview | null>(null);
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState<(ReferralSent & { byText: boolean }) | null>(null);
  const textsOffered = useTextsOffered();
  const [failure, setFailure] = useState<string>();
  const name = preview?.partner.name[lang] ?? '';
  useDocumentTitle(preview ? t('partners:consent.title', { name }) : undefined);

  const form = useForm<Values, unknown, Body>({
    resolver: zodResolver(ReferralBodySchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { partnerId, name: '', email: '', phone: '', textConsent: false, consent: false },
  });
  const [emailTyped, phoneTyped] = form.watch(['email', 'phone']);
  const offerTexts = textsOffered && !emailTyped?.trim() && Boolean(phoneTyped?.trim());

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<ReferralPreview>(`/api/application/referrals/preview?partnerId=${encodeURIComponent(partnerId)}`, {
        auth: true,
        signal: controller.signal,
        quiet: true,
      })
      .then((p) => {
        setPreview(p);
        form.setValue('name', p.suggestedName);
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted && !(err instanceof ApiError && err.status === 401)) setMissing(true);
      });
    return () => controller.abort();
  }, [partnerId, form]);

  const { errors, submitCount, isSubmitting } = form.formState;
  const fields: [keyof Values, string, string][] = [
    ['name', 'send-name', t('partners:consent.yourName')],
    ['email', 'send-email', t('partners:consent.email')],
    ['phone', 'send-phone', t('partners:consent.phone')],
    ['textConsent', 'send-text-consent', t('texts:consent.referral')],
    ['consent', 'send-consent', t('partners:consent.agree', { name })],
  ];
  // "Give an email or a phone number" marks both fields but is listed once, at the first of them.
  const summary =
    submitCount > 0
      ? fields.flatMap(([k, id, label]) => {
          const message = errors[k]?.message;
          if (!message) return [];
          if (message === VALIDATION_MESSAGES.emailOrPhone) return k === 'email' ? [{ id, message: t(message) }] : [];
          return [{ id, message: k === 'consent' ? t(message) : `${label}: ${t(message)}` }];
        })
      : [];

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      // The box counts only while it is shown (a number and no email address).
      const textConsent = offerTexts && body.textConsent === true;
      const res = await api.post<ReferralSent>(
        '/api/application/referrals',
        { ...body, textConsent },
        { auth: true, quiet: true },
      );
      setSent({ ...res, byText: textConsent });
    } catch (err) {
      setFailure(failureMessage(err, t('common:toast.generalError')));
    }
  });

  if (missing) return <NotTakingReferrals />;
  if (!preview) return <Loading page />;
  if (sent)
    return (
      <div className="page">
        <h1>{t('partners:consent.title', { name })}</h1>
        <Alert variant="success" role="status">
          <p>
            {t(
              !sent.acknowledged
                ? 'partners:consent.sentNoEmail'
                : sent.byText
                  ? 'partners:consent.sentText'
                  : 'partners:consent.sent',
              { name },
            )}
          </p>
        </Alert>
        <p>
          <Link to="/check/results">{t('partners:consent.cancel')}</Link>
        </p>
      </div>
    );

  return (
    <div className="page send-cases">
      <h1>{t('partners:consent.title', { name })}</h1>
      <p className="lead">{t('partners:consent.intro', { name })}</p>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary errors={summary} focusKey={submitCount} />
        <h2>{t('partners:consent.whatHeading')}</h2>
        <TextField
          id="send-name"
          label={t('partners:consent.yourName')}
          hint={t('partners:consent.yourNameHint')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <p id="send-contact-hint">{t('partners:consent.contactHint')}</p>
        <TextField
          id="send-email"
          label={t('partners:consent.email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          id="send-phone"
          label={t('partners:consent.phone')}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        {offerTexts && (
          <TextConsent
            id="send-text-consent"
            label={t('texts:consent.referral')}
            error={errors.textConsent?.message}
            {...form.register('textConsent')}
          />
        )}
        <h3>{t('partners:consent.casesHeading', { count: preview.cases.length })}</h3>
        <ul className="send-cases__list">
          {preview.cases.map((c) => (
            <li key={c.cause}>
              {t('partners:consent.caseLine', {
                cause: c.cause,
                offense: c.offense,
                outcome: t(`partners:outcomes.${c.outcome}`),
              })}
            </li>
          ))}
        </ul>
        <p>{t('partners:consent.language', { language: t(`partners:languageNames.${lang}`) })}</p>
        <p>{t('partners:consent.notSent', { name, days: preview.personalDays })}</p>
        <div className={`field ${errors.consent ? 'field--error' : ''}`}>
          {errors.consent?.message && (
            <p id="send-consent-error" className="field-error">
              <span className="visually-hidden">{t('validation:errorPrefix')}: </span>
              {t(errors.consent.message)}
            </p>
          )}
          <Checkbox
            id="send-consent"
            label={t('partners:consent.agree', { name })}
            error={errors.consent?.message}
            {...form.register('consent')}
          />
        </div>
        <FormFailure message={failure} />
        <div className="button-group">
          <Button type="submit" disabled={isSubmitting} track="partner_referral_send">
            {isSubmitting ? t('partners:consent.sending') : t('partners:consent.submit')}
          </Button>
          <Button variant="secondary" onClick={() => navigate('/check/results')}>
            {t('partners:consent.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The partner no longer takes referrals (or never did): back to the results. */
function NotTakingReferrals() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1>{t('partners:fit.heading')}</h1>
      <p>{t('partners:consent.unavailable')}</p>
      <p>
        <Link to="/check/results">{t('partners:consent.cancel')}</Link>
      </p>
    </div>
  );
}
