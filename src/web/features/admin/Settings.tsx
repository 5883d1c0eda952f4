import { useState } from 'react';
import {
  SETTING_KEYS, SettingsSchema, type AdminSettings, type Settings as SettingValues, type SettingsPatch,
} from '../../../contract/settings';
import { useI18n } from '../../i18n';
import { nameOf } from '../../i18n/former';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorState } from '../../ui/States';
import { Skeleton } from '../../ui/Surface';
import { Switch } from '../../ui/Checkbox';
import { TextField } from '../../ui/TextField';
import { useSchemaForm } from '../../ui/useSchemaForm';
import { showToast } from '../../ui/Toast';
import { useAdminSettings, useSaveSettings } from './settings-api';
import s from './Settings.module.css';

/** The form holds what people type: numbers as text until the schema reads them. */
type Values = {
  siteName: string; serviceFeePercent: string; taxPercent: string; listingReview: string;
  requestExpiryHours: string; reviewWindowDays: string; signupsOpen: boolean;
};
const NUMBERS = ['serviceFeePercent', 'taxPercent', 'requestExpiryHours', 'reviewWindowDays'] as const;

const toValues = (v: SettingValues): Values => ({
  siteName: v.siteName, serviceFeePercent: String(v.serviceFeePercent), taxPercent: String(v.taxPercent), listingReview: v.listingReview,
  requestExpiryHours: String(v.requestExpiryHours), reviewWindowDays: String(v.reviewWindowDays), signupsOpen: v.signupsOpen,
});
/** A blank or unreadable number stays NaN so the schema says "Enter a number." (a comma counts as a decimal point). */
const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v.trim().replace(',', '.')));
const toBody = (v: Values) => ({ ...v, ...Object.fromEntries(NUMBERS.map((k) => [k, num(v[k])])) });

/** /admin/settings: the operator's settings, saved through PATCH /admin/settings. */
export function Settings() {
  const { t } = useI18n();
  const q = useAdminSettings();
  return (
    <>
      <h1 className={s.title}>{t('admin.settings.title')}</h1>
      <p className={s.intro}>{t('admin.settings.intro')}</p>
      {q.isError ? <ErrorState error={q.error} onRetry={() => void q.refetch()} />
        : !q.data ? <div aria-busy="true"><Skeleton height={480} /></div>
          : <SettingsForm key={q.data.updatedAt ?? 'env'} data={q.data} />}
    </>
  );
}

function SettingsForm({ data }: { data: AdminSettings }) {
  const { t, date } = useI18n();
  const save = useSaveSettings();
  const form = useSchemaForm(SettingsSchema, toValues(data.settings), { toBody });
  const [confirming, setConfirming] = useState<SettingsPatch | null>(null);

  /** Only what changed is sent, so a setting nobody touched keeps following the environment. */
  const changes = (body: SettingValues): SettingsPatch =>
    Object.fromEntries(SETTING_KEYS.filter((k) => body[k] !== data.settings[k]).map((k) => [k, body[k]]));

  const send = async (patch: SettingsPatch) => {
    await save.mutateAsync(patch);
    showToast({ message: t('admin.settings.saved') });
  };
  const submit = form.onSubmit(async (body) => {
    const patch = changes(body);
    if (!Object.keys(patch).length) return showToast({ message: t('admin.settings.nothing') });
    // Closing sign-ups turns people away: ask first.
    if (patch.signupsOpen === false) return setConfirming(patch);
    await send(patch);
  });
  const confirm = async () => {
    const patch = confirming;
    setConfirming(null);
    if (patch) await form.submit(() => send(patch));
  };

  const env = (shown: string) => t('admin.settings.default', { value: shown });
  const d = data.defaults;
  const onOff = (b: boolean) => (b ? t('admin.settings.on') : t('admin.settings.off'));
  const last = data.updatedAt
    ? t('admin.settings.lastSaved', { when: date(data.updatedAt.slice(0, 10), { day: 'numeric', month: 'long', year: 'numeric' }), name: data.updatedBy ? nameOf(t, data.updatedBy) : '—' })
    : t('admin.settings.neverSaved');

  return (
    <form ref={form.formRef} className={s.form} onSubmit={submit} noValidate>
      <p className={s.status}>{last}</p>
      <fieldset className={s.group}>
        <legend className={s.legend}>{t('admin.settings.site')}</legend>
        <TextField {...form.text('siteName')} label={t('admin.settings.siteName')} isRequired
          description={<>{t('admin.settings.siteNameHint')} {env(d.siteName)}</>} />
      </fieldset>
      <fieldset className={s.group}>
        <legend className={s.legend}>{t('admin.settings.money')}</legend>
        <div className={s.pair}>
          <TextField {...form.text('serviceFeePercent')} label={t('admin.settings.serviceFee')} inputMode="decimal" suffix={t('admin.settings.percent')}
            description={<>{t('admin.settings.serviceFeeHint')} {env(`${d.serviceFeePercent} %`)}</>} />
          <TextField {...form.text('taxPercent')} label={t('admin.settings.tax')} inputMode="decimal" suffix={t('admin.settings.percent')}
            description={<>{t('admin.settings.taxHint')} {env(`${d.taxPercent} %`)}</>} />
        </div>
      </fieldset>
      <fieldset className={s.group}>
        <legend className={s.legend}>{t('admin.settings.rules')}</legend>
        <div className={s.switchRow}>
          <Switch isSelected={form.values.listingReview === 'manual'} onChange={(on) => form.set('listingReview', on ? 'manual' : 'auto')}>
            {t('admin.settings.manualReview')}
          </Switch>
          <p className={s.hint}>{t('admin.settings.manualReviewHint')} {env(onOff(d.listingReview === 'manual'))}</p>
        </div>
        <div className={s.pair}>
          <TextField {...form.text('requestExpiryHours')} label={t('admin.settings.requestExpiry')} inputMode="numeric" suffix={t('admin.settings.hours')}
            description={<>{t('admin.settings.requestExpiryHint')} {env(String(d.requestExpiryHours))}</>} />
          <TextField {...form.text('reviewWindowDays')} label={t('admin.settings.reviewWindow')} inputMode="numeric" suffix={t('admin.settings.days')}
            description={<>{t('admin.settings.reviewWindowHint')} {env(String(d.reviewWindowDays))}</>} />
        </div>
      </fieldset>
      <fieldset className={s.group}>
        <legend className={s.legend}>{t('admin.settings.members')}</legend>
        <div className={s.switchRow}>
          <Switch isSelected={form.values.signupsOpen} onChange={(on) => form.set('signupsOpen', on)}>{t('admin.settings.signupsOpen')}</Switch>
          <p className={s.hint}>{t('admin.settings.signupsOpenHint')} {env(onOff(d.signupsOpen))}</p>
        </div>
      </fieldset>
      {form.formError && <p role="alert" className={s.error}>{form.formError}</p>}
      <div className={s.actions}>
        <Button type="submit" pending={form.pending}>{t('admin.settings.save')}</Button>
        <Button variant="secondary" onPress={() => form.reset(toValues(data.settings))}>{t('admin.settings.undo')}</Button>
      </div>
      {confirming && (
        <Dialog isOpen onOpenChange={(open) => !open && setConfirming(null)} title={t('admin.settings.closeTitle')}
          footer={<>
            <Button variant="secondary" onPress={() => setConfirming(null)}>{t('admin.settings.cancel')}</Button>
            <Button onPress={() => void confirm()}>{t('admin.settings.closeConfirm')}</Button>
          </>}>
          <p>{t('admin.settings.closeBody')}</p>
        </Dialog>
      )}
    </form>
  );
}
