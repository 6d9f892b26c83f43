import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './FieldError';

export const Checkbox = forwardRef<
  HTMLInputElement,
  { id: string; label: ReactNode; error?: string; describedBy?: string } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'type'
  >
>(function Checkbox({ id, label, error, describedBy, ...input }, ref) {
  return (
    <div className="checkbox">
      <input
        ref={ref}
        className="checkbox__input"
        type="checkbox"
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy, error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
});

/** A group of checkboxes over a list of values. The first box's id is `${name}`. */
export function CheckboxGroup<V extends string>({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  onBlur,
  error,
  extra,
}: {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: { value: V; label: string }[];
  value: V[];
  onChange: (v: V[]) => void;
  onBlur?: () => void;
  error?: string;
  /** Rendered after the options (e.g. a "None of the above" box after a divider). */
  extra?: ReactNode;
}) {
  const hintId = hint ? `${name}-hint` : '';
  const errorId = error ? `${name}-error` : '';
  return (
    <div className={`field ${error ? 'field--error' : ''}`}>
      <fieldset className="fieldset" aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
        <legend className="fieldset__legend">{legend}</legend>
        {hint && (
          <div className="field__hint" id={hintId}>
            {hint}
          </div>
        )}
        <FieldError id={`${name}-error`} message={error} />
        <div className="checkboxes">
          {options.map((o, i) => (
            <Checkbox
              key={o.value}
              id={i === 0 ? name : `${name}-${o.value}`}
              name={name}
              value={o.value}
              label={o.label}
              checked={value.includes(o.value)}
              onChange={(e) => onChange(e.target.checked ? [...value, o.value] : value.filter((x) => x !== o.value))}
              onBlur={onBlur}
            />
          ))}
          {extra}
        </div>
      </fieldset>
    </div>
  );
}
