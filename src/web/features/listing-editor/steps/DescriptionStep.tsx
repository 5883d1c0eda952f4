import { LISTING_LIMITS } from '../../../../contract/hosting';
import { useI18n } from '../../../i18n';
import { useEditor, useSavedListing } from '../EditorContext';
import { TextArea } from '../fields';
import { StepSection } from '../StepSection';
import { useStepForm } from '../useStepForm';

/** The listing's description, 50–5000 characters, with a counter. */
export function DescriptionStep() {
  const { t } = useI18n();
  const { currency } = useEditor();
  const listing = useSavedListing();
  const { min, max } = LISTING_LIMITS.description;
  const form = useStepForm({
    currency,
    fields: ['description'],
    initial: { description: listing.description },
    // A draft may leave it empty for now (review lists it as missing); a started one is held to the bounds.
    toPatch: (v) => (v.description.trim() ? v : {}),
  });
  return (
    <StepSection form={form} intro={t('hosting.description.intro')}>
      <TextArea
        label={t('hosting.description.label')}
        hint={t('hosting.description.hint')}
        value={form.values.description}
        onChange={(v) => form.set('description', v)}
        onBlur={() => form.touch('description')}
        error={form.errorOf('description')}
        min={min}
        max={max}
        rows={10}
      />
    </StepSection>
  );
}
