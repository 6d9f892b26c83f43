import { forwardRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from './Checkbox';
import { FieldError } from './FieldError';

/**
 * The box a person ticks to be sent texts (ADR 0110): what they agree to (`label`, one sentence per purpose in
 * `texts:consent`), the quiet hours under it, and the error when a form needs the box ticked. Registered like an
 * input (`{...form.register('textConsent')}`).
 */
export const TextConsent = forwardRef<
  HTMLInputElement,
  { id: string; label: string; error?: string | undefined } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'>
>(function TextConsent({ id, label, error, ...input }, ref) {
  const { t } = useTranslation();
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <FieldError id={`${id}-error`} message={error} />
      <Checkbox ref={ref} id={id} label={label} hint={t('texts:consent.quietHours')} error={error} {...input} />
    </div>
  );
});
