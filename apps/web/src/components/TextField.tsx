import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
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

/** The wrapper every field shares: label (with "optional"), hint, error message, then the control. */
function FieldShell({ id, label, hint, error, optional, className, children }: FieldProps & { children: ReactNode }) {
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
      {children}
    </div>
  );
}

export const TextField = forwardRef<HTMLInputElement, FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>>(
  function TextField({ id, label, hint, error, optional, className, ...input }, ref) {
    return (
      <FieldShell id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
        <input
          ref={ref}
          id={id}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...input}
        />
      </FieldShell>
    );
  },
);

export const TextArea = forwardRef<
  HTMLTextAreaElement,
  FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>
>(function TextArea({ id, label, hint, error, optional, className, ...input }, ref) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
      <textarea
        ref={ref}
        id={id}
        className="input textarea"
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FieldShell>
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
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional} className={className}>
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
    </FieldShell>
  );
});
