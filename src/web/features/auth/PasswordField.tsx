import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useI18n } from '../../i18n';
import { ICON } from '../../ui/icon';
import { TextField } from '../../ui/TextField';
import s from './AuthCard.module.css';

/** A password field with a show/hide toggle (people mistype on phones; seeing it helps). */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'suffix'>) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      suffix={(
        <button type="button" className={s.toggle} onClick={() => setShown((v) => !v)} aria-label={t(shown ? 'auth.hidePassword' : 'auth.showPassword')}>
          {shown ? <EyeOff {...ICON} /> : <Eye {...ICON} />}
        </button>
      )}
    />
  );
}
