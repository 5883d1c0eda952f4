import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * Map label fonts without a glyph server: MapLibre 6 draws text from the woff2 files named in
 * the style's `font-faces`. The files and their unicode ranges come from @fontsource/noto-sans.
 */

const require = createRequire(import.meta.url);
export const FONT_DIR = path.join(path.dirname(require.resolve('@fontsource/noto-sans/package.json')), 'files');
export const FONT_FILE = /^noto-sans-[a-z-]+-\d00-(normal|italic)\.woff2$/;

/** The text-font names the Protomaps layers use, and the fontsource CSS file for each. */
const FACES: Record<string, string> = {
  'Noto Sans Regular': '400.css',
  'Noto Sans Medium': '500.css',
  'Noto Sans Italic': '400-italic.css',
};

export type FontFace = { url: string; 'unicode-range'?: string[] };

/** Parses fontsource's @font-face rules into style entries; `base` prefixes file names. */
export function fontFaces(base: string): Record<string, FontFace[]> {
  const out: Record<string, FontFace[]> = {};
  for (const [name, css] of Object.entries(FACES)) {
    const text = fs.readFileSync(path.join(FONT_DIR, '..', css), 'utf8');
    out[name] = [...text.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, body]) => {
      const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(body!)?.[1];
      if (!file) return [];
      const range = /unicode-range:\s*([^;]+);/.exec(body!)?.[1];
      const face: FontFace = { url: `${base}/${file}` };
      if (range) face['unicode-range'] = range.split(',').map((r) => r.trim());
      return [face];
    });
  }
  return out;
}
