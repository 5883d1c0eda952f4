import type { pages as en } from '../en/pages';

/** Las páginas del sitio (/about, /help, /terms, /privacy) y su editor (/admin/pages). */
export const pages: Record<keyof typeof en, string> = {
  'pages.lastUpdated': 'Última actualización: {date}',
  'pages.loading': 'Cargando la página',
  'pages.error': 'No hemos podido cargar esta página',
  'pages.admin.title': 'Páginas del sitio',
  'pages.admin.intro': 'Las páginas enlazadas desde el pie. Escribe en Markdown: títulos con ##, **negrita**, listas con - y enlaces como [texto](/ruta). El HTML se muestra como texto.',
  'pages.admin.pages': 'Páginas',
  'pages.admin.default': 'Texto predeterminado',
  'pages.admin.edited': 'Guardada el {date} por {name}',
  'pages.admin.editedAnon': 'Guardada el {date}',
  'pages.admin.field.title': 'Título',
  'pages.admin.field.body': 'Texto (Markdown)',
  'pages.admin.bodyHint': '{count} de {max} caracteres',
  'pages.admin.preview': 'Vista previa',
  'pages.admin.save': 'Guardar',
  'pages.admin.saved': 'Guardada. Quienes leen en este idioma ya ven el texto nuevo.',
  'pages.admin.languages': 'Idioma del texto',
  'pages.admin.fallback': 'Aún no está escrita en {language}: quienes leen en {language} ven tu texto en {other} hasta que guardes este.',
  'pages.admin.view': 'Ver la página',
  'pages.admin.forbiddenTitle': 'Solo para operadores',
  'pages.admin.forbidden': 'Solo un operador de este Roost puede editar sus páginas.',
};
