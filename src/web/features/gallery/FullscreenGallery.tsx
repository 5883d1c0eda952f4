import { useCallback, useEffect, useRef, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import type { PhotoView } from '../../../contract/photos';
import { useI18n } from '../../i18n';
import { Photo } from './Photo';
import s from './FullscreenGallery.module.css';

type Props = {
  photos: PhotoView[];
  title: string;
  /** The photo to open at, or null when closed. */
  openAt: number | null;
  onClose: () => void;
};

/**
 * The fullscreen carousel: a modal dialog (focus kept inside, Escape closes, focus goes back
 * to the opener) with swipe, arrow buttons, arrow keys and a thumbnail strip.
 */
export function FullscreenGallery({ photos, title, openAt, onClose }: Props) {
  const { t } = useI18n();
  return (
    <ModalOverlay isOpen={openAt !== null} onOpenChange={(open) => !open && onClose()} isDismissable className={s.overlay}>
      <Modal className={s.modal}>
        <Dialog aria-label={t('listing.gallery.dialog', { title })} className={s.dialog}>
          {openAt !== null && <GalleryBody photos={photos} startIndex={openAt} onClose={onClose} />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function GalleryBody({ photos, startIndex, onClose }: { photos: PhotoView[]; startIndex: number; onClose: () => void }) {
  const { t, dir } = useI18n();
  const [viewportRef, embla] = useEmblaCarousel({ startIndex, direction: dir, duration: 28 });
  const [index, setIndex] = useState(startIndex);
  // Slides load when first shown (or next to the one shown), then stay loaded.
  const [seen, setSeen] = useState(() => new Set([startIndex - 1, startIndex, startIndex + 1]));
  const thumbsRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const i = embla.selectedScrollSnap();
      setIndex(i);
      setSeen((prev) => (prev.has(i - 1) && prev.has(i) && prev.has(i + 1) ? prev : new Set([...prev, i - 1, i, i + 1])));
    };
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    const thumb = thumbsRef.current?.children[index] as HTMLElement | undefined;
    thumb?.scrollIntoView({ block: 'nearest', inline: 'center', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }, [index]);

  const go = useCallback((i: number) => embla?.scrollTo(i), [embla]);
  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  // Arrow keys work wherever focus is inside the dialog (it holds the focus while open).
  useEffect(() => {
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if ((e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || e.altKey || e.ctrlKey || e.metaKey) return;
      e.preventDefault();
      const forward = (e.key === 'ArrowRight') === (dir === 'ltr');
      if (forward) embla?.scrollNext();
      else embla?.scrollPrev();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [embla, dir]);

  const total = photos.length;
  const current = photos[index];
  const PrevIcon = dir === 'rtl' ? ChevronRight : ChevronLeft;
  const NextIcon = dir === 'rtl' ? ChevronLeft : ChevronRight;

  return (
    <div className={s.body}>
      <header className={s.top}>
        <Button className={s.close} aria-label={t('listing.gallery.close')} onPress={onClose}>
          <X size={20} strokeWidth={1.75} aria-hidden="true" />
          <span aria-hidden="true" className={s.closeText}>{t('listing.gallery.close')}</span>
        </Button>
        <p className={s.position} aria-live="polite">
          {t('listing.gallery.position', { index: index + 1, total })}
        </p>
        <span className={s.topSpacer} />
      </header>

      <div className={s.stage}>
        <Button className={`${s.arrow} ${s.prev}`} aria-label={t('listing.gallery.previous')} onPress={prev} isDisabled={index === 0}>
          <PrevIcon size={24} strokeWidth={1.75} aria-hidden="true" />
        </Button>
        <div className={s.viewport} ref={viewportRef}>
          <ol className={s.track} role="list">
            {photos.map((p, i) => (
              <li key={p.id} className={s.slide} aria-hidden={i !== index || undefined} inert={i !== index || undefined}>
                <figure className={s.figure}>
                  {seen.has(i) ? (
                    <Photo photo={p} sizes="(max-width: 743px) 100vw, 80vw" fit="contain" priority={i === startIndex} className={s.photo} />
                  ) : (
                    <span className={s.notYet} style={{ aspectRatio: `${p.width} / ${p.height}` }} />
                  )}
                </figure>
              </li>
            ))}
          </ol>
        </div>
        <Button className={`${s.arrow} ${s.next}`} aria-label={t('listing.gallery.next')} onPress={next} isDisabled={index === total - 1}>
          <NextIcon size={24} strokeWidth={1.75} aria-hidden="true" />
        </Button>
      </div>

      <p className={s.caption}>{current?.caption || '\u00a0'}</p>

      <nav className={s.thumbsNav} aria-label={t('listing.gallery.thumbnails')}>
        <ol className={s.thumbs} ref={thumbsRef} role="list">
          {photos.map((p, i) => (
            <li key={p.id}>
              <button
                type="button"
                className={s.thumb}
                aria-current={i === index || undefined}
                aria-label={t('listing.gallery.thumbnail', { index: i + 1, alt: p.alt })}
                onClick={() => go(i)}
              >
                <Photo photo={p} sizes="96px" />
              </button>
            </li>
          ))}
        </ol>
      </nav>
    </div>
  );
}
