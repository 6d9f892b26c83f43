import { Link } from 'wouter';

/**
 * Progress bar of a multi-step flow (six filing steps): every step is a link; steps up to and including
 * the current one are filled; the current one has aria-current="step".
 */
export function StepIndicator({
  label,
  steps,
  current,
}: {
  label: string;
  steps: { href: string; label: string }[];
  current: number;
}) {
  return (
    <nav aria-label={label} className="step-indicator">
      <ol className="step-indicator__list">
        {steps.map((s, i) => (
          <li key={s.href} className={`step-indicator__step ${i <= current ? 'step-indicator__step--done' : ''}`}>
            <Link to={s.href} aria-current={i === current ? 'step' : undefined} className="step-indicator__link">
              <span className="step-indicator__number" aria-hidden="true">
                {i + 1}
              </span>
              <span className="step-indicator__label">{s.label}</span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
