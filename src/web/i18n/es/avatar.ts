import type { avatar as en } from '../en/avatar';

/** La foto de perfil en /account. */
export const avatar: Record<keyof typeof en, string> = {
  'avatar.title': 'Foto de perfil',
  'avatar.hint': 'Una foto nítida de tu cara ayuda a anfitriones y huéspedes a reconocerte. JPEG, PNG, WebP o AVIF, de al menos 240 × 240 píxeles y hasta 20 MB.',
  'avatar.upload': 'Subir una foto',
  'avatar.replace': 'Cambiar la foto',
  'avatar.remove': 'Quitar la foto',
  'avatar.uploading': 'Subiendo… {percent} %',
  'avatar.processing': 'Procesando tu foto…',
  'avatar.progress': 'Progreso de la subida',
  'avatar.saved': 'Tu foto se ha guardado.',
  'avatar.removed': 'Tu foto se ha quitado.',
  'avatar.tooLarge': 'Ese archivo ocupa {size}; las fotos pueden ocupar hasta 20 MB.',
  'avatar.wrongType': 'Elige una foto JPEG, PNG, WebP o AVIF.',
  'avatar.viewProfile': 'Ver tu perfil público',
  'avatar.alt': 'Tu foto',
};
