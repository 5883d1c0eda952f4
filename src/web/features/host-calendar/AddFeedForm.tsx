import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { AlertCircle, Upload } from 'lucide-react';
import { AddFeedBodySchema, FEED_LIMITS, type FeedView } from '../../../contract/calendar';
import { ApiError } from '../../api/client';
import { useI18n, feedErrorMessage } from '../../i18n';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useSchemaForm } from '../../ui/useSchemaForm';
import { ICON_SMALL } from '../../ui/icon';
import { useAddFeed } from './api';
import s from './Ical.module.css';

/** Adds another site's calendar by its address, or from an .ics file the host uploads. */
export function AddFeedForm({ listingId }: { listingId: string }) {
  const { t } = useI18n();
  const add = useAddFeed(listingId);
  const form = useSchemaForm(AddFeedBodySchema, { name: '', url: '' });
  const [nameProblem, setNameProblem] = useState<string>();
  const [uploadError, setUploadError] = useState<string>();
  const [done, setDone] = useState<{ text: string; unread: boolean } | null>(null);
  const headingId = useId();

  // A first read that failed still adds the feed (the server tries again on schedule): say so.
  const added = (feed: FeedView) => {
    setDone({
      unread: Boolean(feed.lastError),
      text: feed.lastError
        ? t('hostCalendar.add.doneUnread', { name: feed.name, error: feedErrorMessage(feed) })
        : t('hostCalendar.add.done', { name: feed.name, count: feed.blockCount }),
    });
    form.reset();
  };

  const upload = (files: FileList | null) => {
    const file = files?.[0];
    if (!file || add.isPending) return;
    setDone(null);
    setUploadError(undefined);
    // Without a name the server names the feed after the file.
    const typed = form.values.name.trim();
    const name = AddFeedBodySchema.shape.name.safeParse(typed);
    if (typed && !name.success) {
      setNameProblem(name.error.issues[0]?.message);
      return;
    }
    if (file.size > FEED_LIMITS.maxBytes) {
      setUploadError(t('hostCalendar.add.tooLarge', { size: `${FEED_LIMITS.maxBytes / 1024 / 1024} MB` }));
      return;
    }
    add.mutate({ name: typed ? name.data : undefined, file }, {
      onSuccess: added,
      onError: (err) => setUploadError(err instanceof ApiError && err.details ? Object.values(err.details)[0] ?? err.message : err.message),
    });
  };

  const nameField = form.text('name');
  return (
    <section className={s.block} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.subheading}>{t('hostCalendar.add.title')}</h3>
      <form
        ref={form.formRef}
        className={s.addForm}
        noValidate
        onSubmit={form.onSubmit(async (body) => {
          setDone(null);
          setUploadError(undefined);
          added(await add.mutateAsync(body));
        })}
      >
        <TextField
          {...nameField}
          onChange={(v) => { nameField.onChange(v); setNameProblem(undefined); }}
          error={nameField.error ?? nameProblem}
          label={t('hostCalendar.add.name')}
          description={t('hostCalendar.add.nameHelp')}
          maxLength={FEED_LIMITS.nameMax}
        />
        <TextField {...form.text('url')} type="url" label={t('hostCalendar.add.url')} description={t('hostCalendar.add.urlHelp')} />
        {form.formError && <p className={s.error} role="alert"><AlertCircle {...ICON_SMALL} />{form.formError}</p>}
        <div className={s.addActions}>
          <Button type="submit" variant="primary" pending={form.pending}>{t('hostCalendar.add.submit')}</Button>
          <span className={s.muted}>{t('hostCalendar.add.or')}</span>
          <FileTrigger acceptedFileTypes={['.ics', 'text/calendar']} onSelect={upload}>
            <Button variant="secondary" pending={add.isPending && !form.pending}>
              <Upload {...ICON_SMALL} />{t('hostCalendar.add.upload')}
            </Button>
          </FileTrigger>
        </div>
        {uploadError && <p className={s.error} role="alert"><AlertCircle {...ICON_SMALL} />{uploadError}</p>}
        <p role="status" className={done?.unread ? s.error : s.ok}>{done?.text}</p>
      </form>
    </section>
  );
}
