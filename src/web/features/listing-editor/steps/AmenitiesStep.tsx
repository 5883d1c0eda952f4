import { CheckboxGroup, Label } from 'react-aria-components';
import type { Amenity } from '../../../../contract/common';
import { useI18n } from '../../../i18n';
import { Checkbox } from '../../../ui/Checkbox';
import { AMENITY_ICONS } from '../../listing/amenityIcons';
import { AMENITY_GROUPS } from '../amenityGroups';
import { useEditor, useSavedListing } from '../EditorContext';
import { StepSection } from '../StepSection';
import { useStepForm } from '../useStepForm';
import s from '../Editor.module.css';

/** The catalogue, grouped, as checkboxes. */
export function AmenitiesStep() {
  const { t } = useI18n();
  const { currency } = useEditor();
  const listing = useSavedListing();
  const form = useStepForm({ currency, fields: ['amenities'], initial: { amenities: listing.amenities }, toPatch: (v) => v });
  const chosen = form.values.amenities;
  const error = form.errorOf('amenities');

  return (
    <StepSection form={form} intro={t('hosting.amenities.intro')}>
      {AMENITY_GROUPS.map((g) => (
        <CheckboxGroup
          key={g.id}
          className={s.fieldset}
          value={chosen.filter((a) => g.amenities.includes(a))}
          onChange={(inGroup) => {
            const others = chosen.filter((a) => !g.amenities.includes(a));
            form.set('amenities', [...others, ...(inGroup as Amenity[])]);
          }}
        >
          <Label className={s.legend}>{t(`hosting.amenities.group.${g.id}`)}</Label>
          <div className={s.checks}>
            {g.amenities.map((a) => {
              const Icon = AMENITY_ICONS[a];
              return (
                <Checkbox key={a} value={a}>
                  <span className={s.checkIcon}><Icon size={20} strokeWidth={1.75} aria-hidden="true" />{t(`listing.amenity.${a}`)}</span>
                </Checkbox>
              );
            })}
          </div>
        </CheckboxGroup>
      ))}
      {error && <p className={s.error} role="alert">{error}</p>}
    </StepSection>
  );
}
