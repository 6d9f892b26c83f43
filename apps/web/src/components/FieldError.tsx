import { useTranslation } from 'react-i18next';

/** Inline error message; `message` is an i18n key or already translated text. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      <span className="visually-hidden">{t('validation:errorPrefix')}: </span>
      {t(message)}
    </p>
  );
}
