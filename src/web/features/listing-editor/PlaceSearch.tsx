import { useState } from 'react';
import { MapPin } from 'lucide-react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Text } from 'react-aria-components';
import type { Place } from '../../../contract/places';
import { useI18n } from '../../i18n';
import { ICON } from '../../ui/icon';
import { FieldPopover } from '../../ui/FieldPopover';
import { usePlaces } from '../search-bar/usePlaces';
import s from './Editor.module.css';

/** A town or city from the offline gazetteer (GET /places), to centre the map on. */
export function PlaceSearch({ onChoose }: { onChoose: (place: Place) => void }) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const { places, q, isError } = usePlaces(text);
  const byId = new Map(places.map((p) => [p.id, p]));
  return (
    <ComboBox
      className={s.search}
      items={places}
      inputValue={text}
      onInputChange={setText}
      onSelectionChange={(key) => {
        const p = key === null ? undefined : byId.get(String(key));
        if (p) onChoose(p);
      }}
      allowsCustomValue
      allowsEmptyCollection
      menuTrigger="input"
    >
      <Label className={s.label}>{t('hosting.location.search')}</Label>
      <Input className={s.searchInput} placeholder={t('hosting.location.searchPlaceholder')} />
      <Text slot="description" className={s.hint}>{t('hosting.location.searchHint')}</Text>
      <FieldPopover className={s.popover} placement="bottom start" offset={6}>
        <ListBox<Place>
          className={s.placeList}
          renderEmptyState={() => <p className={s.placeEmpty}>{isError ? t('hosting.location.placesError') : t('hosting.location.noPlaces', { q })}</p>}
        >
          {(p) => (
            <ListBoxItem id={p.id} textValue={p.name} className={s.placeItem}>
              <MapPin {...ICON} />
              <span className={s.placeText}>
                <Text slot="label" className={s.placeName}>{p.name}</Text>
                <Text slot="description" className={s.placeDetail}>{[p.region, p.countryName].filter(Boolean).join(', ')}</Text>
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </FieldPopover>
    </ComboBox>
  );
}
