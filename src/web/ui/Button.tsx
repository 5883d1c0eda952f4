import type { ComponentProps, ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Link, type LinkProps } from 'react-router';
import s from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'dark';
export type ButtonSize = 'small' | 'medium' | 'large';

type Look = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

export function buttonClass({ variant = 'primary', size = 'medium', block }: Look, extra?: string): string {
  return [s.button, s[variant], size !== 'medium' && s[size], block && s.block, extra].filter(Boolean).join(' ');
}

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'children'> & Look & {
  className?: string;
  children?: ReactNode;
  /** Shows a spinner and keeps the label for screen readers. */
  pending?: boolean;
};

/** The one button: React Aria's press handling (touch, keyboard, pointer) with the Roost look. */
export function Button({ variant, size, block, className, children, pending, ...rest }: ButtonProps) {
  return (
    <AriaButton {...rest} isPending={pending} className={buttonClass({ variant, size, block }, className)}>
      {pending && <span className={s.spinner} aria-hidden="true" />}
      {children}
    </AriaButton>
  );
}

/** A router link that looks like a button (navigation is a link, not a button). */
export function ButtonLink({ variant, size, block, className, ...rest }: LinkProps & Look) {
  return <Link {...rest} className={buttonClass({ variant, size, block }, className)} />;
}

export type IconButtonProps = Omit<AriaButtonProps, 'className' | 'children' | 'aria-label'> & {
  /** Required: an icon button has no visible text. */
  'aria-label': string;
  children: ReactNode;
  size?: 'small' | 'medium';
  /** A white disc that reads on top of photos. */
  onPhoto?: boolean;
  className?: string;
};

export function IconButton({ size = 'medium', onPhoto, className, ...rest }: IconButtonProps) {
  const cls = [s.button, s.ghost, s.icon, size === 'small' && s.small, onPhoto && s.onPhoto, className].filter(Boolean).join(' ');
  return <AriaButton {...rest} className={cls} />;
}

/** Native button with the look, for places where React Aria's Button context must not apply. */
export function PlainButton({ variant, size, block, className, ...rest }: ComponentProps<'button'> & Look) {
  return <button type="button" {...rest} className={buttonClass({ variant, size, block }, className)} />;
}
