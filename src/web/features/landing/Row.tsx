import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useI18n } from '../../i18n';
import { ICON_SMALL } from '../../ui/icon';
import { useEmblaWhenReached } from '../../ui/useEmblaWhenReached';
import s from './Landing.module.css';

type Props = {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Words for the arrow labels: "Previous destinations", "Next stays". */
  what: string;
  action?: ReactNode;
  /** More, smaller slides per view (destinations). */
  dense?: boolean;
  children: ReactNode[];
};

// Drags that start on a card's own photo carousel belong to that carousel, not to the row.
const notInnerCarousel = (_: unknown, evt: MouseEvent | TouchEvent) =>
  !(evt.target instanceof Element && evt.target.closest('[aria-roledescription="carousel"]'));

/** A titled, horizontally sliding row of cards (embla) with arrows at the end of the title line. */
export function Row({ id, title, subtitle, what, action, dense, children }: Props) {
  const { t, dir } = useI18n();
  const [ref, embla, onReach] = useEmblaWhenReached({ align: 'start', direction: dir, slidesToScroll: 'auto', containScroll: 'trimSnaps', watchDrag: notInnerCarousel });
  const [edges, setEdges] = useState({ prev: false, next: false });

  const update = useCallback(() => {
    if (embla) setEdges({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  return (
    <section className={`${s.row} ${dense ? s.dense : ''}`} aria-labelledby={`${id}-title`} {...onReach}>
      <div className={s.rowHead}>
        <div>
          <h2 id={`${id}-title`} className={s.rowTitle}>{title}</h2>
          {subtitle && <p className={s.rowSubtitle}>{subtitle}</p>}
        </div>
        <div className={s.rowControls}>
          {action}
          <button type="button" className={s.rowArrow} aria-label={t('landing.previous', { what })} disabled={!edges.prev} onClick={() => embla?.scrollPrev()}>
            <ChevronLeft {...ICON_SMALL} className={s.flip} />
          </button>
          <button type="button" className={s.rowArrow} aria-label={t('landing.next', { what })} disabled={!edges.next} onClick={() => embla?.scrollNext()}>
            <ChevronRight {...ICON_SMALL} className={s.flip} />
          </button>
        </div>
      </div>
      <div className={s.rowViewport} ref={ref}>
        <ul role="list" className={s.rowTrack}>
          {children.map((child, i) => <li key={i} className={s.rowSlide}>{child}</li>)}
        </ul>
      </div>
    </section>
  );
}
