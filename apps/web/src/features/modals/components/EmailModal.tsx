// First: zod must be configured before any schema is built (see lib/zodConfig).
import '../../../lib/zodConfig';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
// Subpath import: the package index would also bring the checker, survey and analytics schemas.
import { EmailFormSchema, type EmailForm } from '@cyr/schemas/email';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { Alert } from '../../../components/Alert';
import { FormFailure } from '../../../components/FormFailure';
import { api, failureMessage } from '../../../lib/api';
import { updateSession, useSession } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toast';
import { currentLanguage } from '../../../lib/language';

export type EmailKind = 'results' | 'petitions' | 'knowYourRights';

const ENDPOINT: Record<EmailKind, string> = {
  results: '/api/application/email/send-case-results-email',
  petitions: '/api/application/email/send-petitions-email',
  knowYourRights: '/api/application/email/send-know-your-rights-email',
};

/** "Email this" modal: POST the address, then "Email sent to {email}." (toast and on the page). */
export default function EmailModal({ kind, onClose }: { kind: EmailKind; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const form = useForm<EmailForm>({
    resolver: zodResolver(EmailFormSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { email: session.email ?? '' },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  // The emailed copy outlives the session, so it leaves out what the person entered (ADR 0073): say so first.
  const info = session.eligibilityInfo;
  const hasPersonCases = (info?.notMine?.length ?? 0) > 0 || (info?.cases ?? []).some((c) => c.origin !== undefined);
  // `email` is the schema's output: the address trimmed.
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(undefined);
    try {
      await api.post(ENDPOINT[kind], { email, useSpanishURL: currentLanguage() === 'es' }, { auth: true, quiet: true });
      updateSession({ email });
      const msg = t('common:toast.emailSent', { email });
      toastSuccess(msg);
      setSentTo(msg);
    } catch (err) {
      setFailure(failureMessage(err, t('common:toast.generalError')));
    }
  });
  return (
    <Modal title={t(`modals:email.${kind}.title`)} onClose={onClose}>
      {sentTo ? (
        <>
          <Alert variant="success" role="status">
            <p>{sentTo}</p>
          </Alert>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.close')}
          </Button>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <ErrorSummary
            focusKey={submitCount}
            errors={
              submitCount > 0 && errors.email?.message
                ? [{ id: 'email-input', message: `${t('modals:email.label')}: ${t(errors.email.message)}` }]
                : []
            }
          />
          <p>{t(`modals:email.${kind}.intro`)}</p>
          {kind !== 'knowYourRights' && hasPersonCases && <p className="callout">{t('modals:email.leftOut')}</p>}
          <TextField
            id="email-input"
            label={t('modals:email.label')}
            hint={t('modals:email.hint')}
            type="email"
            autoComplete="email"
            spellCheck={false}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <FormFailure message={failure} />
          <Button type="submit" disabled={isSubmitting} track={`email_${kind}_send`}>
            {isSubmitting ? t('common:status.sending') : t('modals:email.submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
