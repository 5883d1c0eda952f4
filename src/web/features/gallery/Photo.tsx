import type { CSSProperties } from 'react';
import type { PhotoView } from '../../../contract/photos';
import { loadedMarker } from './loaded';
import { fallbackSrc, placeholderStyle, srcSet } from './photoSources';
import s from './Photo.module.css';

type Props = {
  photo: PhotoView;
  /** The `sizes` attribute: how wide the photo is drawn at each viewport width. */
  sizes: string;
  /** cover: fill the parent box and crop; contain: keep the photo's own shape within max sizes. */
  fit?: 'cover' | 'contain';
  /** The first visible photo loads eagerly and with priority; the rest lazily. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
};

/**
 * One stored photo: a responsive `srcset`, width and height so nothing jumps, and its tiny
 * placeholder shown blurred underneath until the real image has loaded.
 */
export function Photo({ photo, sizes, fit = 'cover', priority, className, style }: Props) {
  return (
    // The first photo is drawn as it arrives, over its placeholder: it is what the page is judged by,
    // and it may arrive painted by the server, before any script could mark it loaded.
    <span className={[s.frame, s[fit], className].filter(Boolean).join(' ')} style={style} data-priority={priority || undefined}>
      <span className={s.placeholder} style={placeholderStyle(photo.placeholder)} aria-hidden="true" />
      <img
        className={s.img}
        src={fallbackSrc(photo)}
        srcSet={srcSet(photo)}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        draggable={false}
        {...loadedMarker}
      />
    </span>
  );
}
