import { CANCELLATION_POLICIES } from '../../../../contract/values';
import type { CancellationPolicy } from '../../../../contract/common';
import { LISTING_LIMITS } from '../../../../contract/hosting';
import { useI18n } from '../../../i18n';
import { NumberField } from '../../../ui/TextField';
import { Switch } from '../../../ui/Checkbox';
import { useEditor, useSavedListing } from '../EditorContext';
import { ChoiceCards, Counter } from '../fields';
import { majorValue, minorPerMajor, minorValue, priceFormat } from '../priceInput';
import { StepSection } from '../StepSection';
import { useStepForm } from '../useStepForm';
import s from '../Editor.module.css';

const FIELDS = ['nightlyPrice', 'cleaningFee', 'minNights', 'maxNights', 'instantBook', 'cancellationPolicy'] as const;

/** Nightly price and cleaning fee typed in the currency's major unit; stay lengths; instant book; cancellation. */
export function PricingStep() {
  const { t, money } = useI18n();
  const { currency } = useEditor();
  const listing = useSavedListing();
  const { nights, priceMajor } = LISTING_LIMITS;
  const form = useStepForm({
    currency,
    fields: FIELDS,
    initial: {
      nightlyPrice: majorValue(listing.nightlyPrice, currency),
      cleaningFee: majorValue(listing.cleaningFee, currency),
      minNights: listing.minNights,
      maxNights: listing.maxNights,
      instantBook: listing.instantBook,
      cancellationPolicy: listing.cancellationPolicy,
    },
    toPatch: (v) => {
      const nightly = minorValue(v.nightlyPrice, currency);
      return {
        ...(nightly === null ? {} : { nightlyPrice: nightly }),
        cleaningFee: minorValue(v.cleaningFee, currency) ?? 0,
        minNights: v.minNights,
        maxNights: v.maxNights,
        instantBook: v.instantBook,
        cancellationPolicy: v.cancellationPolicy,
      };
    },
    required: (v): Record<string, string> => (Number.isFinite(v.nightlyPrice) ? {} : { nightlyPrice: t('hosting.pricing.priceRequired') }),
  });
  const v = form.values;
  const bound = (major: number) => money(major * minorPerMajor(currency), currency);

  return (
    <StepSection form={form} intro={t('hosting.pricing.intro')}>
      {/* Number fields report their value when left: errors step aside while the host types. */}
      <div className={s.grid2} onInput={(e) => {
        const name = (e.target as HTMLInputElement).closest('[data-field]')?.getAttribute('data-field');
        if (name) form.typingIn(name);
      }}>
        <NumberField
          data-field="nightlyPrice"
          label={t('hosting.pricing.nightlyPrice')}
          description={t('hosting.pricing.nightlyPriceHint', { min: bound(priceMajor.min), max: bound(priceMajor.max) })}
          value={v.nightlyPrice}
          onChange={(n) => form.set('nightlyPrice', n)}
          onBlur={() => form.touch('nightlyPrice')}
          error={form.errorOf('nightlyPrice')}
          formatOptions={priceFormat(currency, v.nightlyPrice)}
          minValue={0}
          validationBehavior="aria"
          isRequired
        />
        <NumberField
          data-field="cleaningFee"
          label={t('hosting.pricing.cleaningFee')}
          description={t('hosting.pricing.cleaningFeeHint')}
          value={v.cleaningFee}
          onChange={(n) => form.set('cleaningFee', n)}
          onBlur={() => form.touch('cleaningFee')}
          error={form.errorOf('cleaningFee')}
          formatOptions={priceFormat(currency, v.cleaningFee)}
          minValue={0}
          validationBehavior="aria"
        />
      </div>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{t('hosting.pricing.stay')}</legend>
        <div className={s.grid2}>
          <Counter label={t('hosting.pricing.minNights')} value={v.minNights} onChange={(n) => form.set('minNights', n)} onBlur={() => form.touch('minNights')} onTyping={() => form.typingIn('minNights')} min={nights.min} max={nights.max} error={form.errorOf('minNights')} />
          <Counter label={t('hosting.pricing.maxNights')} value={v.maxNights} onChange={(n) => form.set('maxNights', n)} onBlur={() => form.touch('maxNights')} onTyping={() => form.typingIn('maxNights')} min={nights.min} max={nights.max} error={form.errorOf('maxNights')} />
        </div>
      </fieldset>
      <div className={s.fieldset}>
        <Switch isSelected={v.instantBook} onChange={(on) => form.set('instantBook', on)}>{t('hosting.pricing.instantBook')}</Switch>
        <p className={s.hint}>{t(v.instantBook ? 'hosting.pricing.instantBook.on' : 'hosting.pricing.instantBook.off')}</p>
      </div>
      <ChoiceCards<CancellationPolicy>
        label={t('hosting.pricing.cancellation')}
        value={v.cancellationPolicy}
        onChange={(x) => form.set('cancellationPolicy', x)}
        error={form.errorOf('cancellationPolicy')}
        wide
        choices={CANCELLATION_POLICIES.map((id) => ({ id, name: t(`listing.cancellation.${id}.name`), body: t(`listing.cancellation.${id}.summary`) }))}
      />
    </StepSection>
  );
}
