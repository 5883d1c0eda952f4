import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { Checkbox as AriaCheckbox, Switch as AriaSwitch, type CheckboxProps, type SwitchProps } from 'react-aria-components';
import s from './Field.module.css';

export function Checkbox({ children, className, ...rest }: Omit<CheckboxProps, 'children' | 'className'> & { children: ReactNode; className?: string }) {
  return (
    <AriaCheckbox {...rest} className={[s.check, className].filter(Boolean).join(' ')}>
      <span className={s.box} aria-hidden="true"><Check size={16} strokeWidth={3} /></span>
      <span>{children}</span>
    </AriaCheckbox>
  );
}

export function Switch({ children, className, ...rest }: Omit<SwitchProps, 'children' | 'className'> & { children: ReactNode; className?: string }) {
  return (
    <AriaSwitch {...rest} className={[s.check, className].filter(Boolean).join(' ')}>
      <span className={s.track} aria-hidden="true"><span className={s.thumb} /></span>
      <span>{children}</span>
    </AriaSwitch>
  );
}
