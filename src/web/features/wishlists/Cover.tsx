import { Heart } from 'lucide-react';
import type { PhotoView } from '../../../contract/photos';
import { Photo } from '../gallery';
import s from './Wishlists.module.css';

/**
 * A list's cover: the first photo of the stay saved last, or a quiet heart for an empty list.
 * Decorative. `priority`: the first cover of the page, what the page is judged by.
 */
export function Cover({ photo, sizes, className, priority }: { photo: PhotoView | null; sizes: string; className?: string; priority?: boolean }) {
  return (
    <span className={[s.cover, className].filter(Boolean).join(' ')} aria-hidden="true">
      {photo ? <Photo photo={photo} sizes={sizes} priority={priority} /> : <Heart size={28} strokeWidth={1.5} />}
    </span>
  );
}
