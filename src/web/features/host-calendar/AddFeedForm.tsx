import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { AlertCircle, Upload } from 'lucide-react';
import { AddFeedBodySchema, FEED_LIMITS } from '../../../contract/calendar';
import { ApiError } from '../../api/client';
import { useI18n } from '../../i18n';
import { Button, TextField, useSchemaForm, ICON_SMALL } from '../../ui';
import { useAddFeed } from './api';
import s from './Ical.module.css';

/** Adds another site's calendar by its address, or from an .ics file the host uploads. */
export function AddFeedForm({ listingId }: { listingId: string }) {
  const { t } = useI18n();
  const add = useAddFeed(listingId);
  const form = useSchemaForm(AddFeedBodySchema, { name: '', url: '' });
  const [nameProblem, setNameProblem] = useState<string>();
  const [uploadError, setUploadError] = useState<string>();
  const [done, setDone] = useState('');
  const headingId = useId();

  const added = (name: string, count: number) => {
    setDone(t('hostCalendar.add.done', { name, count }));
    form.reset();
  };

  const upload = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setDone('');
    setUploadError(undefined);
    const name = AddFeedBodySchema.shape.name.safeParse(form.values.name);
    if (!name.success) {
      setNameProblem(t('hostCalendar.add.nameFirst'));
      return;
    }
    if (file.size > FEED_LIMITS.maxBytes) {
      setUploadError(t('hostCalendar.add.tooLarge', { size: `${FEED_LIMITS.maxBytes / 1024 / 1024} MB` }));
      return;
    }
    add.mutate({ name: name.data, file }, {
      onSuccess: (feed) => added(feed.name, feed.blockCount),
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
          setDone('');
          setUploadError(undefined);
          const feed = await add.mutateAsync(body);
          added(feed.name, feed.blockCount);
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
          <Button type="submit" variant="primary" pending={form.pending} isDisabled={add.isPending}>{t('hostCalendar.add.submit')}</Button>
          <span className={s.muted}>{t('hostCalendar.add.or')}</span>
          <FileTrigger acceptedFileTypes={['.ics', 'text/calendar']} onSelect={upload}>
            <Button variant="secondary" isDisabled={add.isPending} pending={add.isPending && !form.pending}>
              <Upload {...ICON_SMALL} />{t('hostCalendar.add.upload')}
            </Button>
          </FileTrigger>
        </div>
        {uploadError && <p className={s.error} role="alert"><AlertCircle {...ICON_SMALL} />{uploadError}</p>}
        <p role="status" className={s.ok}>{done}</p>
      </form>
    </section>
  );
}
