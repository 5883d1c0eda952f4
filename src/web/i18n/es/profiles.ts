import type { profiles as en } from '../en/profiles';

/** Perfiles públicos (/users/:id). */
export const profiles: Record<keyof typeof en, string> = {
  'profile.docTitle': '{name} · Perfil',
  'profile.memberSince': 'Miembro desde {date}',
  'profile.emailVerified': 'Correo verificado',
  'profile.about': 'Sobre {name}',
  'profile.aboutNone': '{name} aún no ha escrito nada sobre sí.',
  'profile.listings': 'Alojamientos de {name}',
  'profile.reviews': 'Reseñas',
  'profile.reviewsNone': 'Aún no hay reseñas',
  'profile.reviewsNoneBody': 'Las reseñas aparecen aquí cuando {name} se aloja en algún sitio o recibe a alguien, y las dos partes han escrito su reseña.',
  'profile.tab.host_one': 'De huéspedes ({count})',
  'profile.tab.host_other': 'De huéspedes ({count})',
  'profile.tab.guest_one': 'De anfitriones ({count})',
  'profile.tab.guest_other': 'De anfitriones ({count})',
  'profile.summary.host_one': '{rating} · {count} reseña como anfitrión',
  'profile.summary.host_other': '{rating} · {count} reseñas como anfitrión',
  'profile.summary.guest_one': '{rating} · {count} reseña como huésped',
  'profile.summary.guest_other': '{rating} · {count} reseñas como huésped',
  'profile.edit': 'Editar tu perfil',
  'profile.notFound.title': 'No encontramos a ese miembro',
  'profile.notFound.body': 'Puede que el enlace esté mal o que el miembro se haya ido de {site}.',
  'profile.notFound.home': 'Ir a la página de inicio',
  'profile.photoOf': 'Foto de {name}',
};
