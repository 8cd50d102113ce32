import type { ButtonHTMLAttributes, Ref } from 'react';
import './button.css';

/** Props of {@link Button}: a native button plus a visual variant. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'text';
  ref?: Ref<HTMLButtonElement>;
}

/** The package's pill button: `primary` is brand yellow, `secondary` is outlined, `text` is a plain link-like button. */
export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['lg-button', `lg-button--${variant}`, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
