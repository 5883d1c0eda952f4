import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { FileTrigger } from 'react-aria-components';
import type { Me } from '../../../contract/auth';
import { api, upload } from '../../api/client';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Avatar } from '../../ui/Avatar';
import { ICON_SMALL } from '../../ui/icon';
import { SESSION_KEY } from '../session';
import { ME_KEY } from './api';
import { AVATAR_TYPES, avatarFileProblem, fileSize } from './avatarFile';
import s from './Account.module.css';

type State =
  | { step: 'idle' }
  | { step: 'uploading'; percent: number }
  | { step: 'error'; message: string }
  | { step: 'done'; message: string };

/**
 * The profile photo: pick a file, see it upload (and then be processed), or remove it. The server
 * judges the file by its bytes and says why it refuses one; that sentence is shown as it is.
 */
export function AvatarPicker({ me }: { me: Me }) {
  const { t, locale } = useI18n();
  const client = useQueryClient();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [removing, setRemoving] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const busy = state.step === 'uploading' || removing;

  const saved = (next: Me, message: string) => {
    client.setQueryData(ME_KEY, next);
    // The header and public pages show the picture too.
    void client.invalidateQueries({ queryKey: SESSION_KEY });
    void client.invalidateQueries({ queryKey: ['profile', next.id] });
    setState({ step: 'done', message });
  };

  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      setState({ step: 'error', message: problem === 'tooLarge' ? t('avatar.tooLarge', { size: fileSize(file.size, locale) }) : t('avatar.wrongType') });
      return;
    }
    const form = new FormData();
    form.append('file', file);
    abort.current = new AbortController();
    setState({ step: 'uploading', percent: 0 });
    try {
      const next = await upload<Me>('/me/avatar', form, {
        signal: abort.current.signal,
        onProgress: (loaded, total) => setState({ step: 'uploading', percent: total ? Math.min(100, Math.round((loaded / total) * 100)) : 0 }),
      });
      saved(next, t('avatar.saved'));
    } catch (err) {
      if ((err as Error).name !== 'AbortError') setState({ step: 'error', message: (err as Error).message });
      else setState({ step: 'idle' });
    }
  };

  const remove = async () => {
    setRemoving(true);
    try {
      saved(await api<Me>('/me/avatar', { method: 'DELETE' }), t('avatar.removed'));
    } catch (err) {
      setState({ step: 'error', message: (err as Error).message });
    } finally {
      setRemoving(false);
    }
  };

  const percent = state.step === 'uploading' ? state.percent : 0;
  return (
    <div className={s.avatarRow} aria-busy={busy || undefined}>
      <Avatar name={me.name} url={me.avatarUrl} size={96} alt={me.avatarUrl ? t('avatar.alt') : ''} />
      <div className={s.avatarControls}>
        <p className={s.readOnlyLabel} id="avatar-title">{t('avatar.title')}</p>
        <p className={s.note} id="avatar-hint">{t('avatar.hint')}</p>
        <div className={s.actions}>
          <FileTrigger acceptedFileTypes={AVATAR_TYPES} onSelect={(f) => void pick(f)}>
            <Button variant="secondary" size="small" isDisabled={busy} aria-describedby="avatar-hint">
              {me.avatarUrl ? t('avatar.replace') : t('avatar.upload')}
            </Button>
          </FileTrigger>
          {me.avatarUrl && (
            <Button variant="ghost" size="small" isDisabled={busy} pending={removing} onPress={() => void remove()}>
              {t('avatar.remove')}
            </Button>
          )}
        </div>
        {state.step === 'uploading' && (
          <div className={s.progressWrap}>
            <div className={s.progress} role="progressbar" aria-label={t('avatar.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
              <span style={{ inlineSize: `${percent}%` }} />
            </div>
            <p className={s.note} aria-live="polite">{percent < 100 ? t('avatar.uploading', { percent }) : t('avatar.processing')}</p>
          </div>
        )}
        {state.step === 'error' && <p className={s.formError} role="alert"><AlertCircle {...ICON_SMALL} /> {state.message}</p>}
        {state.step === 'done' && <p className={s.success} role="status"><CheckCircle2 {...ICON_SMALL} />{state.message}</p>}
        <Link className={s.link} to={`/users/${encodeURIComponent(me.id)}`}>{t('avatar.viewProfile')}</Link>
      </div>
    </div>
  );
}
