import { Cigarette, PartyPopper, PawPrint } from 'lucide-react';
import { useI18n } from '../../../i18n';
import { Checkbox } from '../../../ui/Checkbox';
import { TextField } from '../../../ui/TextField';
import { useEditor, useSavedListing } from '../EditorContext';
import { TextArea } from '../fields';
import { StepSection } from '../StepSection';
import { useStepForm } from '../useStepForm';
import s from '../Editor.module.css';

const FIELDS = ['houseRules', 'checkInFrom', 'checkInUntil', 'checkOutBy'] as const;
const ALLOWED = [
  { key: 'petsAllowed', icon: PawPrint },
  { key: 'smokingAllowed', icon: Cigarette },
  { key: 'eventsAllowed', icon: PartyPopper },
] as const;

/** House rules in the host's words, what is allowed, and check-in and check-out times. */
export function RulesStep() {
  const { t } = useI18n();
  const { currency } = useEditor();
  const listing = useSavedListing();
  const form = useStepForm({
    currency,
    fields: FIELDS,
    initial: {
      houseRules: listing.houseRules,
      checkInFrom: listing.checkInFrom,
      checkInUntil: listing.checkInUntil,
      checkOutBy: listing.checkOutBy,
    },
    toPatch: (v) => v,
  });
  const v = form.values;
  const rules = v.houseRules;
  const time = (name: 'checkInFrom' | 'checkInUntil' | 'checkOutBy') => (
    <TextField
      type="time"
      label={t(`hosting.rules.${name}`)}
      value={v[name]}
      onChange={(x) => form.set(name, x)}
      onBlur={() => form.touch(name)}
      error={form.errorOf(name)}
      validationBehavior="aria"
    />
  );

  return (
    <StepSection form={form} intro={t('hosting.rules.intro')}>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{t('hosting.rules.times')}</legend>
        <div className={s.grid3}>
          {time('checkInFrom')}
          {time('checkInUntil')}
          {time('checkOutBy')}
        </div>
        <p className={s.hint}>{t('hosting.rules.timesHint', { zone: listing.timeZone })}</p>
      </fieldset>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{t('hosting.rules.allowed')}</legend>
        {ALLOWED.map(({ key, icon: Icon }) => (
          <Checkbox key={key} isSelected={rules[key]} onChange={(on) => form.set('houseRules', { ...rules, [key]: on })}>
            <span className={s.checkIcon}><Icon size={20} strokeWidth={1.75} aria-hidden="true" />{t(`hosting.rules.${key}`)}</span>
          </Checkbox>
        ))}
      </fieldset>
      <TextArea
        label={t('hosting.rules.text')}
        hint={t('hosting.rules.textHint')}
        value={rules.text}
        onChange={(x) => form.set('houseRules', { ...rules, text: x })}
        onBlur={() => form.touch('houseRules.text')}
        error={form.errorOf('houseRules.text')}
        max={5000}
        rows={6}
      />
    </StepSection>
  );
}
