import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link' | 'warning';
  /** Analytics name of the button (`data-track`). */
  track?: string;
}

export function Button({ variant = 'primary', track, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={`btn btn--${variant} ${className ?? ''}`} data-track={track} {...rest} />;
}
