// First: zod must be configured before any schema is built (see lib/zodConfig).
import '../../../lib/zodConfig';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
// Subpath import: the package index would also bring the checker and analytics schemas.
import { HelpFormSchema, type HelpForm } from '@cyr/schemas/survey';
import type { z } from 'zod';
import { VALIDATION_MESSAGES } from '@cyr/schemas/common';
// Subpath import: the package index would bring every message of both languages into this chunk.
import { Modal } from '../../../components/Modal';
import { Button } from '../../../components/Button';
import { Alert } from '../../../components/Alert';
import { TextArea, TextField } from '../../../components/TextField';
import { TextConsent } from '../../../components/TextConsent';
import { useTextsOffered } from '../../../lib/config';
import { ErrorSummary } from '../../../components/ErrorSummary';
import { FormFailure } from '../../../components/FormFailure';
import { PartnerList } from '../../../components/partners/PartnerList';
import { useSession } from '../../../lib/session';
import { api, failureMessage } from '../../../lib/api';
import { toastSuccess } from '../../../lib/toast';
import { county } from '../../../lib/county';

/**
 * Help form (product-spec §5, widened by ADR 0115): an email or a phone number (one is enough) and a description.
 * Where the site sends texts, an opt-in box under the number asks for the acknowledgement by text (ADR 0110).
 */
type HelpValues = z.input<typeof HelpFormSchema>;

/** Legal help line shown in the help modal: Houston Volunteer Lawyers, from the county profile. */
const HVL = county.legalHelp.volunteerLawyers;
const HVL_PHONE = HVL.phone.value;
/** `tel:` link of a US number, written like the site's other phone links (`tel:+1` and ten digits). */
const HVL_TEL = `tel:+1${HVL_PHONE.replace(/\D/g, '').slice(-10)}`;

/** The `<tel>` tag of `help:phoneLine`: the number people can tap to call. */
function HvlPhoneLink({ children }: { children?: ReactNode }) {
  return <a href={HVL_TEL}>{children}</a>;
}

export default function HelpModal({ onClose }: { onClose: () => void }) {
  // `texts`: the opt-in wording of the text acknowledgement, loaded with the modal's own messages.
  const { t } = useTranslation(['help', 'texts']);
  const textsOffered = useTextsOffered();
  // With results, the partners that fit them; before, every partner.
  const session = useSession();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<HelpValues, unknown, HelpForm>({
    resolver: zodResolver(HelpFormSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { name: '', email: '', phone: '', description: '', textConsent: false },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const fields: [keyof HelpForm, string][] = [
    ['name', 'help-name'],
    ['email', 'help-email'],
    ['phone', 'help-phone'],
    ['description', 'help-description'],
  ];
  const label = (k: keyof HelpForm) => t(`help:${k}`);
  // "Give an email or a phone number" marks both fields but is listed once, at the first of them.
  const summary =
    submitCount > 0
      ? fields.flatMap(([k, id]) => {
          const message = errors[k]?.message;
          if (!message) return [];
          if (message === VALIDATION_MESSAGES.emailOrPhone) return k === 'email' ? [{ id, message: t(message) }] : [];
          return [{ id, message: `${label(k)}: ${t(message)}` }];
        })
      : [];
  // `v` is the schema's output: the body, its texts trimmed.
  const onSubmit = form.handleSubmit(async (v) => {
    setFailure(undefined);
    try {
      await api.post('/api/survey/submit-help-form', v, { quiet: true });
      toastSuccess(t('help:success'));
      setDone(true);
    } catch (err) {
      setFailure(failureMessage(err, t('common:toast.generalError')));
    }
  });
  return (
    <Modal title={t('help:title')} onClose={onClose}>
      <p>
        <Trans
          i18nKey="help:phoneLine"
          values={{ name: HVL.name, phone: HVL_PHONE }}
          components={{ tel: <HvlPhoneLink /> }}
        />
      </p>
      <PartnerList
        collapsed
        outcomes={session.eligibilityInfo?.cases
          .map((c) => c.final_eligibility)
          .filter((o) => o !== 'not_yet_eligible')}
      />
      {done ? (
        <Alert variant="success" role="status">
          <p>{t('help:sent')}</p>
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <ErrorSummary errors={summary} focusKey={submitCount} />
          <h3>{t('help:formTitle')}</h3>
          <p>{t('help:formIntro')}</p>
          <p>{t('help:hours')}</p>
          <p id="help-contact-hint">{t('help:contactHint')}</p>
          <TextField
            id="help-name"
            label={t('help:name')}
            optional
            autoComplete="name"
            spellCheck={false}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            id="help-email"
            label={t('help:email')}
            type="email"
            autoComplete="email"
            spellCheck={false}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            id="help-phone"
            label={t('help:phone')}
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          {textsOffered && (
            <TextConsent id="help-text-consent" label={t('texts:consent.helpAck')} {...form.register('textConsent')} />
          )}
          <TextArea
            id="help-description"
            label={t('help:description')}
            hint={t('help:descriptionHint')}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <FormFailure message={failure} />
          <Button type="submit" disabled={isSubmitting} track="help_submit">
            {isSubmitting ? t('common:status.sending') : t('help:submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
