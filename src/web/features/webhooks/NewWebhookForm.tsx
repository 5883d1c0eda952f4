import { useState, type FormEvent } from 'react';
import { WEBHOOK_EVENT_TYPES, type WebhookEventTypeName } from '../../../contract/webhooks';
import { ApiError } from '../../api/client';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { TextField } from '../../ui/TextField';
import type { WebhookBase } from './api';
import { useWebhookActions } from './api';
import s from './Webhooks.module.css';

/** URL, an optional description and the events to send; the new secret goes to `onCreated`, shown once. */
export function NewWebhookForm({ base, onCreated }: { base: WebhookBase; onCreated: (secret: string) => void }) {
  const { t } = useI18n();
  const { create } = useWebhookActions(base);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventTypeName[]>(['booking.requested', 'booking.confirmed', 'booking.cancelled']);
  const errors = create.error instanceof ApiError ? create.error.details ?? {} : {};
  const formError = create.error && !Object.keys(errors).length ? create.error.message : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const made = await create.mutateAsync({ url: url.trim(), eventTypes: events, ...(description.trim() ? { description: description.trim() } : {}) });
      setUrl('');
      setDescription('');
      onCreated(made.secret);
    } catch {
      // Shown beside the fields.
    }
  };
  const toggle = (type: WebhookEventTypeName, on: boolean) => setEvents((now) => (on ? [...now, type] : now.filter((x) => x !== type)));

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-labelledby="webhook-add-title">
      <h2 id="webhook-add-title" className={s.sectionTitle}>{t('webhooks.add.title')}</h2>
      <TextField label={t('webhooks.add.url')} description={t('webhooks.add.urlHint')} value={url} onChange={setUrl} type="url" isRequired
        placeholder="https://" error={errors.url} />
      <TextField label={t('webhooks.add.description')} value={description} onChange={setDescription} error={errors.description} />
      <fieldset className={s.events}>
        <legend className={s.legend}>{t('webhooks.add.events')}</legend>
        <div className={s.eventGrid}>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Checkbox key={type} isSelected={events.includes(type)} onChange={(on) => toggle(type, on)}>{t(`webhooks.event.${type}`)}</Checkbox>
          ))}
        </div>
        {errors.eventTypes && <p className={s.error}>{errors.eventTypes}</p>}
      </fieldset>
      {formError && <p role="alert" className={s.error}>{formError}</p>}
      <div><Button type="submit" pending={create.isPending}>{t('webhooks.add.submit')}</Button></div>
    </form>
  );
}
