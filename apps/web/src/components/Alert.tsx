import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

const icons: Record<AlertVariant, IconName> = { info: 'info', warning: 'warning', error: 'cross', success: 'check' };
type AlertVariant = 'info' | 'warning' | 'error' | 'success';

export function Alert({
  variant = 'info',
  heading,
  children,
  role,
  headingLevel = 2,
}: {
  variant?: AlertVariant;
  heading?: string;
  children?: ReactNode;
  role?: 'alert' | 'status';
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`alert alert--${variant}`} role={role}>
      <Icon name={icons[variant]} className="alert__icon" />
      <div className="alert__body">
        {heading && <H className="alert__heading">{heading}</H>}
        {children}
      </div>
    </div>
  );
}
