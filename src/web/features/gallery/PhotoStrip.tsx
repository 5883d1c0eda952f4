import { useEffect, useState } from 'react';
import type { PhotoView } from '../../../contract/photos';
import { useI18n } from '../../i18n';
import { useEmblaWhenReached } from '../../ui/useEmblaWhenReached';
import { Photo } from './Photo';
import s from './PhotoStrip.module.css';

type Props = { photos: PhotoView[]; onOpen: (index: number) => void };

/** Phones: one photo at a time, swiped, with a "1 / 12" counter; a tap opens the gallery. */
export function PhotoStrip({ photos, onOpen }: Props) {
  const { t, dir } = useI18n();
  // Started in a quiet moment after the page is on screen (or at once on touch), not in the task
  // that puts the page there: embla measures every slide when it starts.
  const [viewportRef, embla, reach] = useEmblaWhenReached({ direction: dir });
  const [index, setIndex] = useState(0);
  const [seen, setSeen] = useState(() => new Set([0, 1]));

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const i = embla.selectedScrollSnap();
      setIndex(i);
      setSeen((prev) => (prev.has(i + 1) ? prev : new Set([...prev, i, i + 1])));
    };
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  return (
    <div className={s.strip} role="region" aria-roledescription="carousel" aria-label={t('listing.gallery.region')} {...reach}>
      <div className={s.viewport} ref={viewportRef}>
        <ul className={s.track} role="list">
          {photos.map((p, i) => (
            <li key={p.id} className={s.slide} aria-hidden={i !== index || undefined}>
              <button
                type="button"
                className={s.open}
                tabIndex={i === index ? 0 : -1}
                onClick={() => onOpen(i)}
                aria-label={t('listing.gallery.open', { index: i + 1, total: photos.length, alt: p.alt })}
              >
                {seen.has(i) && <Photo photo={p} sizes="100vw" priority={i === 0} />}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <span className={s.counter} aria-hidden="true">
        {t('listing.gallery.position', { index: index + 1, total: photos.length })}
      </span>
    </div>
  );
}
