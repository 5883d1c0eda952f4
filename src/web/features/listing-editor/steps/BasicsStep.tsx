import { BedDouble, Home, Users } from 'lucide-react';
import { PROPERTY_TYPES, ROOM_TYPES } from '../../../../contract/values';
import type { PropertyType, RoomType } from '../../../../contract/common';
import { LISTING_LIMITS } from '../../../../contract/hosting';
import { useI18n } from '../../../i18n';
import { TextField } from '../../../ui/TextField';
import { ICON } from '../../../ui/icon';
import { useEditor } from '../EditorContext';
import { ChoiceCards, Counter } from '../fields';
import { StepSection } from '../StepSection';
import { useStepForm } from '../useStepForm';
import s from '../Editor.module.css';

const ROOM_ICONS: Record<RoomType, typeof Home> = { entire_place: Home, private_room: BedDouble, shared_room: Users };

const FIELDS = ['title', 'propertyType', 'roomType', 'maxGuests', 'bedrooms', 'beds', 'bathrooms'] as const;

/** Title, type of place, what guests get, and how many it sleeps. */
export function BasicsStep() {
  const { t } = useI18n();
  const { listing, currency } = useEditor();
  const form = useStepForm({
    currency,
    fields: FIELDS,
    initial: {
      title: listing?.title ?? '',
      propertyType: listing?.propertyType ?? ('apartment' as PropertyType),
      roomType: listing?.roomType ?? ('entire_place' as RoomType),
      maxGuests: listing?.maxGuests || 2,
      bedrooms: listing?.bedrooms ?? 1,
      beds: listing?.beds ?? 1,
      bathrooms: listing?.bathrooms ?? 1,
    },
    toPatch: (v) => v,
  });
  const v = form.values;
  const count = (name: 'maxGuests' | 'bedrooms' | 'beds' | 'bathrooms', min: number, max: number, step = 1) => (
    <Counter
      label={t(`hosting.basics.${name}`)}
      value={v[name]}
      onChange={(n) => form.set(name, n)}
      onBlur={() => form.touch(name)}
      onTyping={() => form.typingIn(name)}
      min={min}
      max={max}
      step={step}
      error={form.errorOf(name)}
    />
  );
  const { title, guests } = LISTING_LIMITS;

  return (
    <StepSection form={form} intro={t('hosting.basics.intro')}>
      <TextField
        label={t('hosting.basics.title')}
        description={t('hosting.basics.titleHint', { min: title.min, max: title.max })}
        value={v.title}
        onChange={(x) => form.set('title', x)}
        onBlur={() => form.touch('title')}
        error={form.errorOf('title')}
        maxLength={title.max + 20}
        validationBehavior="aria"
        isRequired
      />
      <ChoiceCards
        label={t('hosting.basics.propertyType')}
        value={v.propertyType}
        onChange={(x) => form.set('propertyType', x)}
        error={form.errorOf('propertyType')}
        choices={PROPERTY_TYPES.map((id) => ({ id, name: t(`hosting.type.${id}`) }))}
      />
      <ChoiceCards
        label={t('hosting.basics.roomType')}
        value={v.roomType}
        onChange={(x) => form.set('roomType', x)}
        error={form.errorOf('roomType')}
        wide
        choices={ROOM_TYPES.map((id) => {
          const Icon = ROOM_ICONS[id];
          return { id, name: t(`hosting.roomType.${id}`), body: t(`hosting.roomType.${id}.body`), icon: <Icon {...ICON} /> };
        })}
      />
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{t('hosting.basics.sleeps')}</legend>
        <div className={s.grid4}>
          {count('maxGuests', guests.min, guests.max)}
          {count('bedrooms', 0, 50)}
          {count('beds', 0, 50)}
          {count('bathrooms', 0, 50, 0.5)}
        </div>
      </fieldset>
    </StepSection>
  );
}
