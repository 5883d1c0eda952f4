import { useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { Me } from '../../../contract/auth';
import { LANGUAGES } from '../../../domain/locale';
import { useI18n } from '../../i18n';
import { ICON_SMALL } from '../../ui/icon';
import { useChangeLanguage, type LanguageChoice } from '../language';
import { Section } from './AccountLayout';
import s from './Account.module.css';

/** The member's language: every device they sign in on, and the e-mails they get (or the browser's). */
export function LanguageSection({ me }: { me: Me }) {
  const { t } = useI18n();
  const change = useChangeLanguage();
  const [saved, setSaved] = useState(false);
  return (
    <Section id="language" title={t('account.language.title')} intro={t('account.language.intro')}>
      <div className={s.readOnly}>
        <label className={s.readOnlyLabel} htmlFor="account-language">{t('account.language.label')}</label>
        <select
          id="account-language"
          className={s.select}
          defaultValue={me.locale ?? ''}
          onChange={(e) => {
            setSaved(false);
            void change((e.target.value || null) as LanguageChoice).then(() => setSaved(true));
          }}
        >
          <option value="">{t('account.language.browser')}</option>
          {LANGUAGES.map((l) => <option key={l.code} value={l.code} lang={l.code}>{l.name}</option>)}
        </select>
      </div>
      {saved && <p className={s.success} role="status"><CheckCircle2 {...ICON_SMALL} />{t('account.language.saved')}</p>}
    </Section>
  );
}
