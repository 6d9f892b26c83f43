import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../FieldError';

/** The parts of a `YYYY-MM-DD` value ('' parts when absent). */
function partsOf(value: string): { m: string; d: string; y: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match
    ? { y: match[1] ?? '', m: String(Number(match[2])), d: String(Number(match[3])) }
    : { m: '', d: '', y: '' };
}

/**
 * The value the form validates: '' when every part is empty, `YYYY-MM-DD` when all three are given, and
 * otherwise what was typed, which the shared schema refuses as not a date (the person sees why).
 */
export function dateValueOf({ m, d, y }: { m: string; d: string; y: string }): string {
  const [mm, dd, yy] = [m.trim(), d.trim(), y.trim()];
  if (mm === '' && dd === '' && yy === '') return '';
  return `${yy}-${mm.padStart(2, '0')}-${dd.padStart(2, '0')}`;
}

/**
 * A date as three boxes, month, day and year (ADR 0078): the order of the court papers, whatever language the
 * site or the browser uses (a browser's date field follows the browser's locale). The month box has the field's
 * id, so the error summary's link lands on it.
 */
export function DateFields({
  id,
  label,
  hint,
  optional,
  error,
  value,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  hint?: string;
  optional?: boolean;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  const [parts, setParts] = useState(() => partsOf(value));
  const set = (key: 'm' | 'd' | 'y', v: string) => {
    const next = { ...parts, [key]: v.replace(/\D/g, '') };
    setParts(next);
    onChange(dateValueOf(next));
  };
  const describedBy = [hint ? `${id}-hint` : '', `${id}-format`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const box = (key: 'm' | 'd' | 'y', boxId: string, name: string, size: number) => (
    <div className="date-fields__item">
      <label className="field__label date-fields__label" htmlFor={boxId}>
        {name}
      </label>
      <input
        id={boxId}
        className={`input date-fields__input date-fields__input--${size}`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={size}
        value={parts[key]}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => set(key, e.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
  return (
    <div className={`field ${error ? 'field--error' : ''}`}>
      <fieldset className="fieldset date-fields">
        <legend className="field__label">
          {label}
          {optional && <span className="field__optional"> {t('common:optional')}</span>}
        </legend>
        {hint && (
          <p className="field__hint" id={`${id}-hint`}>
            {hint}
          </p>
        )}
        <p className="field__hint" id={`${id}-format`}>
          {t('results:fix.dateFormat')}
        </p>
        <FieldError id={`${id}-error`} message={error} />
        <div className="date-fields__row">
          {box('m', id, t('results:fix.dateMonth'), 2)}
          {box('d', `${id}-day`, t('results:fix.dateDay'), 2)}
          {box('y', `${id}-year`, t('results:fix.dateYear'), 4)}
        </div>
      </fieldset>
    </div>
  );
}
