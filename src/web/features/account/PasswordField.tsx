import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useI18n } from '../../i18n';
import { IconButton, TextField } from '../../ui';
import { ICON } from '../../ui/icon';

type Props = {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  error?: string;
  description?: string;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
};

/** A password input with a Show/Hide toggle (people mistype what they cannot see). */
export function PasswordField({ label, autoComplete, ...rest }: Props) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck="false"
      suffix={
        <IconButton size="small" aria-label={visible ? t('account.password.hide') : t('account.password.show')} onPress={() => setVisible((v) => !v)}>
          {visible ? <EyeOff {...ICON} /> : <Eye {...ICON} />}
        </IconButton>
      }
    />
  );
}
