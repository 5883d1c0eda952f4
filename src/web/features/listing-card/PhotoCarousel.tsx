import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import type { PhotoView } from '../../../contract/photos';
import { useI18n } from '../../i18n';
import { ICON, ICON_SMALL } from '../../ui/icon';
import { useEmblaWhenReached } from '../../ui/useEmblaWhenReached';
import { loadedMarker } from '../gallery/loaded';
import { CARD_WIDTH_LIMIT as CARD_MAX_WIDTH } from './cardWidth';
import s from './ListingCard.module.css';

type Props = {
  photos: PhotoView[];
  title: string;
  /** The `sizes` attribute for the layout the card sits in. */
  sizes: string;
  /** First photo loads eagerly (cards above the fold). */
  eager?: boolean;
  /** Plain click (not a drag) on a photo. */
  onOpen: (e: MouseEvent) => void;
};

export function cardSrcSet(photo: PhotoView): string {
  return photo.sources.filter((x) => x.w <= CARD_MAX_WIDTH).map((x) => `${x.url} ${x.w}w`).join(', ');
}

/** A card's photos after the first carry no placeholder: the slide's own background shows. */
function placeholderStyle(p: string) {
  if (!p) return undefined;
  return p.startsWith('data:') || p.startsWith('/') || p.startsWith('http') ? { backgroundImage: `url("${p}")` } : { backgroundColor: p };
}

/**
 * The card's own photo carousel (embla): swipe on touch, arrows on hover and keyboard focus,
 * arrow keys while focus is inside, dots for position. Photos (and their placeholders) beyond
 * the next one are not requested until the visitor moves towards them.
 */
export function PhotoCarousel({ photos, title, sizes, eager, onOpen }: Props) {
  const { t, dir } = useI18n();
  const [viewportRef, embla, onReach] = useEmblaWhenReached({ direction: dir, duration: 28, skipSnaps: false });
  const [index, setIndex] = useState(0);
  const [reach, setReach] = useState(1);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const count = photos.length;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const i = embla.selectedScrollSnap();
      setIndex(i);
      setReach((r) => Math.max(r, i + 1));
    };
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  // A button that disappears at either end hands focus to its partner instead of dropping it.
  useEffect(() => {
    const active = document.activeElement;
    if (index === 0 && active === prevRef.current) nextRef.current?.focus();
    if (index === count - 1 && active === nextRef.current) prevRef.current?.focus();
  }, [index, count]);

  const go = useCallback((delta: number) => {
    if (!embla) return;
    setReach((r) => Math.max(r, index + delta + 1));
    if (delta > 0) embla.scrollNext();
    else embla.scrollPrev();
  }, [embla, index]);

  const onKeyDown = (e: KeyboardEvent) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (e.key === forward) go(1);
    else if (e.key === back) go(-1);
    else return;
    e.preventDefault();
  };

  if (!count) {
    return (
      <div className={s.media}>
        <div className={s.noPhoto}><ImageOff {...ICON} /><span>{t('card.noPhotos')}</span></div>
      </div>
    );
  }

  return (
    <div
      className={s.media}
      role="region"
      aria-roledescription="carousel"
      aria-label={t('card.photos', { title })}
      onKeyDown={onKeyDown}
      {...onReach}
    >
      <div className={s.viewport} ref={viewportRef} onClick={onOpen}>
        <div className={s.track} aria-live="polite">
          {photos.map((p, i) => (
            <div
              key={p.id}
              className={s.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('card.slide', { index: i + 1, count })}
              aria-hidden={i !== index || undefined}
            >
              {i <= reach && (
                <>
                  <div className={s.placeholder} style={placeholderStyle(p.placeholder)} aria-hidden="true" />
                  <img
                    // The first card's first photo is drawn as it arrives: it is what the page is judged
                    // by, and it may arrive painted by the server, before any script could mark it loaded.
                    className={`${s.photo} ${eager && i === 0 ? s.loaded : ''}`}
                    src={p.sources.find((x) => x.w <= CARD_MAX_WIDTH && x.w >= 320)?.url ?? p.sources[0]?.url}
                    srcSet={cardSrcSet(p)}
                    sizes={sizes}
                    width={p.width}
                    height={Math.round((p.width * 3) / 4)}
                    alt={p.alt}
                    loading={eager && i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={eager && i === 0 ? 'high' : undefined}
                    decoding="async"
                    draggable={false}
                    {...loadedMarker}
                  />
                </>
              )}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <button
            ref={prevRef}
            type="button"
            className={`${s.arrow} ${s.prev}`}
            aria-label={t('card.previousPhoto')}
            hidden={index === 0}
            onClick={() => go(-1)}
          >
            <ChevronLeft {...ICON_SMALL} strokeWidth={2.5} className={s.flip} />
          </button>
          <button
            ref={nextRef}
            type="button"
            className={`${s.arrow} ${s.next}`}
            aria-label={t('card.nextPhoto')}
            hidden={index === count - 1}
            onClick={() => go(1)}
          >
            <ChevronRight {...ICON_SMALL} strokeWidth={2.5} className={s.flip} />
          </button>
          <div className={s.dots} aria-hidden="true">
            {photos.map((p, i) => (
              <span key={p.id} className={`${s.dot} ${i === index ? s.dotActive : ''} ${Math.abs(i - index) > 2 ? s.dotSmall : ''}`} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
