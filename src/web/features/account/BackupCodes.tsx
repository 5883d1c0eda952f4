import { useState } from 'react';
import { Check, Copy, Download, AlertTriangle } from 'lucide-react';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { ICON_SMALL } from '../../ui/icon';
import s from './TwoFactor.module.css';
import a from './Account.module.css';

/** Shown once: the codes, a warning to keep them, and ways to take them away (file, clipboard). */
export function BackupCodes({ codes, email, replaced, onDone }: { codes: string[]; email: string; replaced?: boolean; onDone: () => void }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const asText = () => [t('account.tfa.fileHeader', { email }), '', ...codes].join('\n') + '\n';

  const download = () => {
    const url = URL.createObjectURL(new Blob([asText()], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'roost-backup-codes.txt';
    link.click();
    // The click has started the download; the URL is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      /* clipboard refused (permissions): the codes are on screen and in Download */
    }
  };

  return (
    <div className={s.codesBox}>
      <h3 className={s.subTitle}>{t('account.tfa.codesTitle')}</h3>
      <p className={s.warning}><AlertTriangle {...ICON_SMALL} />{t('account.tfa.codesWarning')}{replaced ? ` ${t('account.tfa.codesReplaced')}` : ''}</p>
      <ol className={s.codes} role="list" aria-label={t('account.tfa.codesTitle')}>
        {codes.map((c) => <li key={c}><code>{c}</code></li>)}
      </ol>
      <div className={a.actions}>
        <Button variant="secondary" size="small" onPress={download}><Download {...ICON_SMALL} />{t('account.tfa.download')}</Button>
        <Button variant="secondary" size="small" onPress={copy}>
          {copied ? <Check {...ICON_SMALL} /> : <Copy {...ICON_SMALL} />}
          {copied ? t('account.tfa.copied') : t('account.tfa.copy')}
        </Button>
        <Button onPress={onDone}>{t('account.tfa.done')}</Button>
      </div>
    </div>
  );
}
