import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './FieldError';

export const Checkbox = forwardRef<
  HTMLInputElement,
  { id: string; label: ReactNode; hint?: ReactNode; error?: string; describedBy?: string } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'type'
  >
>(function Checkbox({ id, label, hint, error, describedBy, ...input }, ref) {
  const labelEl = (
    <label className="checkbox__label" htmlFor={id}>
      {label}
    </label>
  );
  return (
    <div className="checkbox">
      <input
        ref={ref}
        className="checkbox__input"
        type="checkbox"
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [describedBy, hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
        }
        {...input}
      />
      {hint ? (
        <div>
          {labelEl}
          <div className="field__hint checkbox__hint" id={`${id}-hint`}>
            {hint}
          </div>
        </div>
      ) : (
        labelEl
      )}
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
  /** `hint`: a sentence under the option (its description for screen readers too). */
  options: { value: V; label: string; hint?: ReactNode }[];
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
              hint={o.hint}
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
