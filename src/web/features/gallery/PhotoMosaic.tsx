import { LayoutGrid } from 'lucide-react';
import type { PhotoView } from '../../../contract/photos';
import { useI18n } from '../../i18n';
import { Photo } from './Photo';
import s from './PhotoMosaic.module.css';

type Props = {
  photos: PhotoView[];
  /** Opens the fullscreen gallery at a photo; the opener keeps focus for when it closes. */
  onOpen: (index: number) => void;
};

/** Desktop: one large photo and up to four small ones, the outer corners rounded. */
export function PhotoMosaic({ photos, onOpen }: Props) {
  const { t } = useI18n();
  const shown = photos.slice(0, 5);
  return (
    <div className={s.mosaic} data-count={shown.length}>
      {shown.map((p, i) => (
        <button
          key={p.id}
          type="button"
          className={i === 0 ? s.large : s.small}
          onClick={() => onOpen(i)}
          aria-label={t('listing.gallery.open', { index: i + 1, total: photos.length, alt: p.alt })}
        >
          <Photo
            photo={p}
            priority={i === 0}
            // The large photo is half the content width (1280 max); the small ones a quarter.
            sizes={i === 0 ? '(max-width: 1328px) 50vw, 640px' : '(max-width: 1328px) 25vw, 320px'}
          />
        </button>
      ))}
      <button type="button" className={s.showAll} onClick={() => onOpen(0)}>
        <LayoutGrid size={16} strokeWidth={1.75} aria-hidden="true" />
        {t('listing.gallery.showAll')}
      </button>
    </div>
  );
}
