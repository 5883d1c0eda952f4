import { useId } from 'react';
import { BedDouble, BedSingle, Baby, Sofa, type LucideIcon } from 'lucide-react';
import type { SleepingArrangement } from '../../../contract/listing';
import { useI18n } from '../../i18n';
import sec from './Section.module.css';
import s from './SleepingArrangements.module.css';

const BED_ICON: Record<string, LucideIcon> = { single: BedSingle, bunk: BedSingle, sofa_bed: Sofa, crib: Baby };

/** One card per room with its beds. */
export function SleepingArrangements({ rooms }: { rooms: SleepingArrangement[] }) {
  const { t } = useI18n();
  const id = useId();
  if (rooms.length === 0) return null;
  return (
    <section className={sec.section} aria-labelledby={id}>
      <h2 id={id} className={sec.heading}>{t('listing.sleeping')}</h2>
      <ul className={s.cards} role="list">
        {rooms.map((room) => (
          <li key={`${room.room}-${room.index}`} className={s.card}>
            <span className={s.icons} aria-hidden="true">
              {room.beds.slice(0, 3).map((b, i) => {
                const Icon = BED_ICON[b.type] ?? BedDouble;
                return <Icon key={i} size={24} strokeWidth={1.5} />;
              })}
            </span>
            <h3 className={s.room}>{t(`listing.room.${room.room}`, { index: room.index })}</h3>
            <p className={s.beds}>{room.beds.map((b) => t(`listing.bed.${b.type}`, { count: b.count })).join(', ')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
