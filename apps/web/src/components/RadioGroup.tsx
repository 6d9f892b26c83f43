import type { ReactNode } from 'react';
import { FieldError } from './FieldError';

export interface RadioOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A group of radios in a fieldset with a legend (GOV.UK). The first radio's id is `${name}` so that error
 * summary links land on it. Controlled: `value` is the chosen option or `undefined`.
 */
export function RadioGroup<V extends string>({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  onBlur,
  error,
  inline,
  legendAsHeading,
  children,
}: {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: RadioOption<V>[];
  value: V | undefined;
  onChange: (v: V) => void;
  onBlur?: () => void;
  error?: string;
  inline?: boolean;
  legendAsHeading?: boolean;
  children?: ReactNode;
}) {
  const hintId = hint ? `${name}-hint` : '';
  const errorId = error ? `${name}-error` : '';
  return (
    <div className={`field ${error ? 'field--error' : ''}`}>
      <fieldset className="fieldset" aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
        <legend className={`fieldset__legend ${legendAsHeading ? 'fieldset__legend--heading' : ''}`}>{legend}</legend>
        {hint && (
          <div className="field__hint" id={hintId}>
            {hint}
          </div>
        )}
        <FieldError id={errorId || `${name}-error`} message={error} />
        <div className={`radios ${inline ? 'radios--inline' : ''}`}>
          {options.map((o, i) => {
            const id = i === 0 ? name : `${name}-${o.value}`;
            return (
              <div className="radio" key={o.value}>
                <input
                  className="radio__input"
                  type="radio"
                  id={id}
                  name={name}
                  value={o.value}
                  checked={value === o.value}
                  onChange={() => onChange(o.value)}
                  onBlur={onBlur}
                />
                <label className="radio__label" htmlFor={id}>
                  {o.label}
                </label>
              </div>
            );
          })}
        </div>
        {children}
      </fieldset>
    </div>
  );
}

/** Yes/No radios over a boolean value. */
export function YesNo({
  name,
  legend,
  hint,
  value,
  onChange,
  onBlur,
  error,
  yes,
  no,
  children,
  inline = true,
}: {
  inline?: boolean;
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  value: boolean | undefined | null;
  onChange: (v: boolean) => void;
  onBlur?: () => void;
  error?: string;
  yes: string;
  no: string;
  children?: ReactNode;
}) {
  return (
    <RadioGroup
      name={name}
      legend={legend}
      hint={hint}
      options={[
        { value: 'yes', label: yes },
        { value: 'no', label: no },
      ]}
      value={value === true ? 'yes' : value === false ? 'no' : undefined}
      onChange={(v) => onChange(v === 'yes')}
      onBlur={onBlur}
      error={error}
      inline={inline}
    >
      {children}
    </RadioGroup>
  );
}
