import { useId, useState } from 'react';
import type { Amenity } from '../../../contract/common';
import { AMENITIES } from '../../../contract/values';
import { LazyDialog } from '../../ui/LazyDialog';
import { useI18n } from '../../i18n';
import { AMENITY_ICONS } from './amenityIcons';
import sec from './Section.module.css';
import s from './Amenities.module.css';

const SHOWN = 10;

/** Amenities with icons: the first ten, then all of them in a dialog. */
export function Amenities({ amenities }: { amenities: Amenity[] }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const id = useId();
  // Catalogue order keeps the most useful (wifi, kitchen…) first whatever order the host chose.
  const known = AMENITIES.filter((a) => amenities.includes(a));
  return (
    <section className={sec.section} aria-labelledby={id}>
      <h2 id={id} className={sec.heading}>{t('listing.amenities')}</h2>
      {known.length === 0 ? (
        <p className={sec.muted}>{t('listing.amenities.none')}</p>
      ) : (
        <AmenityList items={known.slice(0, SHOWN)} />
      )}
      {known.length > SHOWN && (
        <>
          <button type="button" className={`${sec.outlineButton} ${s.showAll}`} onClick={() => setOpen(true)}>
            {t('listing.amenities.showAll', { count: known.length })}
          </button>
          <LazyDialog isOpen={open} onOpenChange={setOpen} title={t('listing.amenities')}>
            <AmenityList items={known} />
          </LazyDialog>
        </>
      )}
    </section>
  );
}

function AmenityList({ items }: { items: Amenity[] }) {
  const { t } = useI18n();
  return (
    <ul className={s.list} role="list">
      {items.map((a) => {
        const Icon = AMENITY_ICONS[a];
        return (
          <li key={a} className={s.item}>
            <Icon size={24} strokeWidth={1.5} aria-hidden="true" />
            {t(`listing.amenity.${a}`)}
          </li>
        );
      })}
    </ul>
  );
}
