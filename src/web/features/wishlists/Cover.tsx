import { Heart } from 'lucide-react';
import type { PhotoView } from '../../../contract/photos';
import { Photo } from '../gallery';
import s from './Wishlists.module.css';

/** A list's cover: the first photo of the stay saved last, or a quiet heart for an empty list. Decorative. */
export function Cover({ photo, sizes, className }: { photo: PhotoView | null; sizes: string; className?: string }) {
  return (
    <span className={[s.cover, className].filter(Boolean).join(' ')} aria-hidden="true">
      {photo ? <Photo photo={photo} sizes={sizes} /> : <Heart size={28} strokeWidth={1.5} />}
    </span>
  );
}
