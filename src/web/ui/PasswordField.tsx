import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useI18n } from '../i18n';
import { IconButton } from './Button';
import { ICON } from './icon';
import { TextField } from './TextField';

/** A password input with a Show/Hide toggle (people mistype what they cannot see, on phones most). */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'suffix'>) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck="false"
      suffix={
        <IconButton size="small" aria-label={visible ? t('common.hidePassword') : t('common.showPassword')} onPress={() => setVisible((v) => !v)}>
          {visible ? <EyeOff {...ICON} /> : <Eye {...ICON} />}
        </IconButton>
      }
    />
  );
}
