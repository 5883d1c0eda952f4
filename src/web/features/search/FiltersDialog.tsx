import { useEffect, useState } from 'react';
import { AMENITIES, PROPERTY_TYPES } from '../../../contract/values';
import type { Amenity, PropertyType } from '../../../contract/common';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Checkbox, Switch } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { Pill } from '../../ui/Pill';
import { NumberField } from '../../ui/TextField';
import { PHONE_QUERY, useMediaQuery } from '../../ui/useMediaQuery';
import { clearFilters, updateSearch, type SearchState } from './searchState';
import s from './Search.module.css';

const FIRST_AMENITIES = 10;

type Draft = Pick<SearchState, 'priceMin' | 'priceMax' | 'types' | 'amenities' | 'instant' | 'guests'>;

/** Every filter in one dialog; nothing changes the URL until `Show stays`. */
export function FiltersDialog({ isOpen, onOpenChange, state, currency, onApply }: {
  isOpen: boolean;
  onOpenChange: (o: boolean) => void;
  state: SearchState;
  currency: string;
  onApply: (next: SearchState) => void;
}) {
  const { t } = useI18n();
  const phone = useMediaQuery(PHONE_QUERY);
  const [draft, setDraft] = useState<Draft>(state);
  const [allAmenities, setAllAmenities] = useState(false);

  useEffect(() => {
    if (isOpen) setDraft({ priceMin: state.priceMin, priceMax: state.priceMax, types: state.types, amenities: state.amenities, instant: state.instant, guests: state.guests });
  }, [isOpen, state]);

  const priceInvalid = draft.priceMin !== undefined && draft.priceMax !== undefined && draft.priceMin > draft.priceMax;
  const toggle = <T extends string>(list: T[], v: T, on: boolean) => (on ? [...list, v] : list.filter((x) => x !== v));
  const amenities = allAmenities ? AMENITIES : AMENITIES.slice(0, FIRST_AMENITIES);
  const num = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.round(n)) : undefined);

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      variant={phone ? 'sheet' : 'wide'}
      title={t('search.filtersTitle')}
      footer={
        <>
          <button type="button" className={s.textButton} onClick={() => setDraft(clearFilters({ ...state, ...draft }))}>
            {t('search.clearAll')}
          </button>
          <Button
            variant="dark"
            isDisabled={priceInvalid}
            onPress={() => {
              onApply(updateSearch(state, draft));
              onOpenChange(false);
            }}
          >
            {t('search.showStays')}
          </Button>
        </>
      }
    >
      <section className={s.filterSection} aria-labelledby="f-price">
        <h3 id="f-price" className={s.filterHeading}>{t('search.price')}</h3>
        <p className={s.filterHint}>{t('search.priceHint', { currency })}</p>
        <div className={s.priceRow}>
          <NumberField
            label={t('search.priceMin')}
            value={draft.priceMin ?? NaN}
            onChange={(n) => setDraft((d) => ({ ...d, priceMin: num(n) || undefined }))}
            minValue={0}
            formatOptions={{ style: 'currency', currency, maximumFractionDigits: 0 }}
          />
          <span className={s.priceDash} aria-hidden="true">–</span>
          <NumberField
            label={t('search.priceMax')}
            value={draft.priceMax ?? NaN}
            onChange={(n) => setDraft((d) => ({ ...d, priceMax: num(n) }))}
            minValue={0}
            formatOptions={{ style: 'currency', currency, maximumFractionDigits: 0 }}
            error={priceInvalid ? t('search.priceError') : undefined}
          />
        </div>
      </section>

      <section className={s.filterSection}>
        <NumberField
          className={s.guestsField}
          label={t('search.guests')}
          value={draft.guests ?? NaN}
          onChange={(n) => setDraft((d) => ({ ...d, guests: Number.isFinite(n) && n >= 1 ? Math.min(16, Math.round(n)) : undefined }))}
          minValue={1}
          maxValue={16}
        />
      </section>

      <section className={s.filterSection} aria-labelledby="f-types">
        <h3 id="f-types" className={s.filterHeading}>{t('search.types')}</h3>
        <div className={s.pills} role="group" aria-labelledby="f-types">
          {PROPERTY_TYPES.map((type: PropertyType) => (
            <Pill key={type} isSelected={draft.types.includes(type)} onChange={(on) => setDraft((d) => ({ ...d, types: toggle(d.types, type, on) }))}>
              {t(`search.type.${type}`)}
            </Pill>
          ))}
        </div>
      </section>

      <section className={s.filterSection} aria-labelledby="f-amenities">
        <h3 id="f-amenities" className={s.filterHeading}>{t('search.amenities')}</h3>
        <p className={s.filterHint}>{t('search.amenitiesHint')}</p>
        <div className={s.checkGrid}>
          {amenities.map((a: Amenity) => (
            <Checkbox key={a} isSelected={draft.amenities.includes(a)} onChange={(on) => setDraft((d) => ({ ...d, amenities: toggle(d.amenities, a, on) }))}>
              {t(`listing.amenity.${a}`)}
            </Checkbox>
          ))}
        </div>
        <button type="button" className={s.textButton} onClick={() => setAllAmenities((v) => !v)}>
          {allAmenities ? t('search.showFewerAmenities') : t('search.showMoreAmenities')}
        </button>
      </section>

      <section className={s.filterSection}>
        <Switch isSelected={draft.instant} onChange={(instant) => setDraft((d) => ({ ...d, instant }))} className={s.switchRow}>
          <span className={s.switchText}>
            <span className={s.filterHeading}>{t('search.instant')}</span>
            <span className={s.filterHint}>{t('search.instantHint')}</span>
          </span>
        </Switch>
      </section>
    </Dialog>
  );
}
