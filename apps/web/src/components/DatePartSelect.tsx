import type { FocusEvent } from 'react';

/**
 * One part of a date question (GOV.UK date input): its label over a select that starts at "Choose". The date of
 * birth (DateOfBirth) and the month-and-year questions (MonthYearField) are made of these.
 */
export function DatePartSelect({
  id,
  label,
  choose,
  options,
  value,
  onChange,
  onBlur,
  invalid,
  month = false,
  autoComplete,
  disabled,
}: {
  id: string;
  label: string;
  /** The empty first option's words ("Choose"). */
  choose: string;
  options: readonly { value: string; label: string | number }[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: ((e: FocusEvent<HTMLSelectElement>) => void) | undefined;
  /** Marked invalid (`aria-invalid`) when the question has an error and this part is the one missing. */
  invalid: boolean;
  /** The month's part, wider for its names. */
  month?: boolean;
  autoComplete?: string;
  disabled?: boolean;
}) {
  return (
    <div className={month ? 'date-input__item date-input__item--month' : 'date-input__item'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        autoComplete={autoComplete}
        value={value}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      >
        <option value="">{choose}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
