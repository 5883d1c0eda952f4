import { MapPin } from 'lucide-react';
import { useContext, useEffect, useRef } from 'react';
import { ComboBox, ComboBoxStateContext, Input, Label, ListBox, ListBoxItem, Text } from 'react-aria-components';
import type { Place } from '../../../contract/places';
import { useI18n } from '../../i18n';
import { FieldPopover } from '../../ui/FieldPopover';
import { ICON } from '../../ui/icon';
import type { ChosenPlace } from './model';
import { usePlaces } from './usePlaces';
import s from './SearchBar.module.css';

type Props = {
  text: string;
  onTextChange: (text: string) => void;
  onPlaceChosen: (place: ChosenPlace) => void;
  autoFocus?: boolean;
  className?: string;
  /** Open the suggestions as soon as they arrive (text typed before this field existed). */
  openWhenReady?: boolean;
};

/**
 * `Where`: a React Aria combobox over the offline gazetteer. Arrow keys move through the
 * suggestions, Enter picks one, and screen readers hear the count and the active option. The list
 * stays open while the page or the search sheet scrolls (ui/FieldPopover.tsx).
 */
export function WhereField({ text, onTextChange, onPlaceChosen, autoFocus, className, openWhenReady }: Props) {
  const { t } = useI18n();
  const { places, q, isError } = usePlaces(text);
  const byId = new Map(places.map((p) => [p.id, p]));

  return (
    <ComboBox
      className={[s.segment, s.where, className].filter(Boolean).join(' ')}
      items={places}
      inputValue={text}
      onInputChange={onTextChange}
      onSelectionChange={(key) => {
        const p = key === null ? undefined : byId.get(String(key));
        if (p) onPlaceChosen({ name: p.name, bbox: p.bbox });
      }}
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="input"
      autoFocus={autoFocus}
    >
      {openWhenReady && <OpenWhenReady ready={places.length > 0} />}
      <Label className={s.segmentLabel}>{t('searchBar.where')}</Label>
      <Input className={s.whereInput} placeholder={t('searchBar.wherePlaceholder')} />
      <FieldPopover className={s.popover} placement="bottom start" offset={14}>
        <ListBox<Place>
          className={s.placeList}
          renderEmptyState={() => (
            <p className={s.placeEmpty}>{isError ? t('searchBar.placesError') : t('searchBar.noPlaces', { q })}</p>
          )}
        >
          {(p) => (
            <ListBoxItem id={p.id} textValue={p.name} className={s.placeItem}>
              <span className={s.placeIcon}><MapPin {...ICON} /></span>
              <span className={s.placeText}>
                <Text slot="label" className={s.placeName}>{p.name}</Text>
                <Text slot="description" className={s.placeDetail}>
                  {[p.region, p.countryName].filter(Boolean).join(', ')}
                </Text>
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </FieldPopover>
    </ComboBox>
  );
}

/** Opens the combobox once, when its first suggestions are there. */
function OpenWhenReady({ ready }: { ready: boolean }) {
  const state = useContext(ComboBoxStateContext);
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || !state) return;
    done.current = true;
    state.open();
  }, [ready, state]);
  return null;
}
