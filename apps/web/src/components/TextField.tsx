import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './FieldError';

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  /** i18n key or text. */
  error?: string;
  optional?: boolean;
  className?: string;
}

function describedBy(id: string, hint?: string, error?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export const TextField = forwardRef<HTMLInputElement, FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>>(
  function TextField({ id, label, hint, error, optional, className, ...input }, ref) {
    const { t } = useTranslation();
    return (
      <div className={`field ${error ? 'field--error' : ''} ${className ?? ''}`}>
        <label className="field__label" htmlFor={id}>
          {label}
          {optional && <span className="field__optional"> {t('common:optional')}</span>}
        </label>
        {hint && (
          <p className="field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        )}
        <FieldError id={`${id}-error`} message={error} />
        <input
          ref={ref}
          id={id}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...input}
        />
      </div>
    );
  },
);

export const TextArea = forwardRef<
  HTMLTextAreaElement,
  FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>
>(function TextArea({ id, label, hint, error, optional, className, ...input }, ref) {
  const { t } = useTranslation();
  return (
    <div className={`field ${error ? 'field--error' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> {t('common:optional')}</span>}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
      <textarea
        ref={ref}
        id={id}
        className="input textarea"
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </div>
  );
});

export interface SelectOption {
  value: string;
  label: string;
}

export const SelectField = forwardRef<
  HTMLSelectElement,
  FieldProps & { options: SelectOption[] } & Omit<InputHTMLAttributes<HTMLSelectElement>, 'id'>
>(function SelectField({ id, label, hint, error, optional, className, options, ...select }, ref) {
  const { t } = useTranslation();
  return (
    <div className={`field ${error ? 'field--error' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> {t('common:optional')}</span>}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
      <select
        ref={ref}
        id={id}
        className="select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
});
