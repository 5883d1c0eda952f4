import { useId, useState } from 'react';
import type { Address } from '../../../../contract/hosting';
import type { Place } from '../../../../contract/places';
import { useSiteConfig } from '../../../api/site-config';
import { useI18n } from '../../../i18n';
import { buttonClass } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { LazyPinMap } from '../../map';
import { countries } from '../countries';
import { useEditor, useSavedListing } from '../EditorContext';
import { PlaceSearch } from '../PlaceSearch';
import { StepSection } from '../StepSection';
import { useStepForm } from '../useStepForm';
import s from '../Editor.module.css';

type Point = { lat: number; lng: number };
const FIELDS = ['address', 'location'] as const;
const TEXT_FIELDS = ['street', 'city', 'region', 'postalCode'] as const;

/**
 * Address fields, a place search that centres the map, and the pin the host drags to the door.
 * The server derives the time zone from the pin; guests see only an approximate area.
 */
export function LocationStep() {
  const { t, locale, number } = useI18n();
  const { currency } = useEditor();
  const listing = useSavedListing();
  const config = useSiteConfig();
  const countryId = useId();
  const [focus, setFocus] = useState<{ lat: number; lng: number; zoom: number } | null>(null);
  const form = useStepForm({
    currency,
    fields: FIELDS,
    initial: { address: listing.address, location: listing.location as Point | null },
    toPatch: (v) => (v.location ? { address: v.address, location: v.location } : { address: v.address }),
    required: (v): Record<string, string> => (v.location ? {} : { location: t('hosting.location.required') }),
  });
  const { address, location } = form.values;
  const setAddress = (change: Partial<Address>) => form.set('address', { ...address, ...change });

  /** A place chosen: the map centres on it, empty address fields take its names, and an unplaced pin goes there. */
  const choose = (p: Place) => {
    setFocus({ lat: p.lat, lng: p.lng, zoom: 14 });
    setAddress({
      city: address.city || p.name,
      region: address.region || p.region,
      country: address.country || p.country,
    });
    if (!location) form.set('location', { lat: p.lat, lng: p.lng });
  };

  const coords = location && t('hosting.location.pinAt', {
    lat: number(location.lat, { maximumFractionDigits: 5 }),
    lng: number(location.lng, { maximumFractionDigits: 5 }),
  });
  const countryError = form.errorOf('address.country');

  return (
    <StepSection form={form} intro={t('hosting.location.intro')}>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{t('hosting.location.address')}</legend>
        <div className={s.address}>
          {TEXT_FIELDS.map((f) => (
            <TextField
              key={f}
              className={f === 'street' ? s.wide : undefined}
              label={t(`hosting.location.${f}`)}
              value={address[f]}
              onChange={(v) => setAddress({ [f]: v })}
              onBlur={() => form.touch(`address.${f}`)}
              error={form.errorOf(`address.${f}`)}
              autoComplete={{ street: 'address-line1', city: 'address-level2', region: 'address-level1', postalCode: 'postal-code' }[f]}
              validationBehavior="aria"
            />
          ))}
          <div className={s.textareaField}>
            <label htmlFor={countryId} className={s.label}>{t('hosting.location.country')}</label>
            <select
              id={countryId}
              className={s.select}
              value={address.country}
              onChange={(e) => setAddress({ country: e.target.value })}
              aria-invalid={countryError ? true : undefined}
              aria-describedby={countryError ? `${countryId}-error` : undefined}
              autoComplete="country"
            >
              <option value="">{t('hosting.location.countryNone')}</option>
              {countries(locale).map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
            </select>
            {countryError && <span id={`${countryId}-error`} className={s.error}>{countryError}</span>}
          </div>
        </div>
      </fieldset>

      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{t('hosting.location.pin')}</legend>
        <PlaceSearch onChoose={choose} />
        <p className={s.hint}>{t('hosting.location.pinHint')}</p>
        {config.data && (
          <LazyPinMap
            styleUrl={config.data.mapStyleUrl}
            ariaLabel={t('hosting.location.map')}
            pin={location}
            onPinChange={(p) => {
              form.set('location', p);
              form.touch('location');
            }}
            focus={focus}
            centreClassName={buttonClass({ variant: 'secondary', size: 'small' })}
          />
        )}
        <div className={s.facts} aria-live="polite">
          {form.errorOf('location') ? (
            <span className={s.error} data-invalid="true">{form.errorOf('location')}</span>
          ) : (
            <span>{coords ?? t('hosting.location.noPin')}</span>
          )}
          {listing.location && (
            <span>{t('hosting.location.timeZone')} <strong>{listing.timeZone}</strong> · {t('hosting.location.timeZoneNote')}</span>
          )}
          <span>{t('hosting.location.approximate')}</span>
        </div>
      </fieldset>
    </StepSection>
  );
}
