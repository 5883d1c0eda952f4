import type { ReactNode } from 'react';
import { Button as AriaButton, ToggleButton, type ButtonProps, type ToggleButtonProps } from 'react-aria-components';
import s from './Pill.module.css';

/** A round chip that toggles on and off (a filter, a type): announced as a pressed/unpressed button. */
export function Pill({ children, className, ...rest }: Omit<ToggleButtonProps, 'children' | 'className'> & { children: ReactNode; className?: string }) {
  return <ToggleButton {...rest} className={[s.pill, className].filter(Boolean).join(' ')}>{children}</ToggleButton>;
}

/** A chip that opens something (a filter panel); `count` shows how many choices are active. */
export function PillButton({ children, count, className, ...rest }: Omit<ButtonProps, 'children' | 'className'> & { children: ReactNode; count?: number; className?: string }) {
  return (
    <AriaButton {...rest} className={[s.pill, className].filter(Boolean).join(' ')} data-selected={count ? true : undefined}>
      {children}
      {count ? <span className={s.count}>{count}</span> : null}
    </AriaButton>
  );
}
