/**
 * ISO 3166-1 countries for the address's select, named in the reader's language. The codes are
 * the two-letter regions Intl knows a name for, less old codes it maps to new ones (DD → DE),
 * ISO's user-assigned ranges (AA, QM–QZ, XA–XZ, ZZ: pseudo-locales, Kosovo, "unknown") and its
 * exceptionally reserved codes (the EU, the UN, Ascension, Canary Islands…): the 249 countries.
 */
const RESERVED = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'TA', 'UN']);
const userAssigned = (code: string) => code === 'AA' || code === 'ZZ' || code[0] === 'X' || (code[0] === 'Q' && code[1]! >= 'M');
const canonical = (code: string) => {
  try {
    return Intl.getCanonicalLocales(`und-${code}`)[0]!.split('-')[1];
  } catch {
    return undefined;
  }
};

const A = 'A'.charCodeAt(0);
const cache = new Map<string, Array<{ code: string; name: string }>>();

/** Every country code with its name in `locale`, sorted by name in that language. */
export function countries(locale: string): Array<{ code: string; name: string }> {
  let list = cache.get(locale);
  if (list) return list;
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' });
  list = [];
  for (let i = 0; i < 26; i++) {
    for (let j = 0; j < 26; j++) {
      const code = String.fromCharCode(A + i, A + j);
      if (RESERVED.has(code) || userAssigned(code) || canonical(code) !== code) continue;
      const name = names.of(code);
      if (name && name !== code) list.push({ code, name });
    }
  }
  const collator = new Intl.Collator(locale);
  list.sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, list);
  return list;
}
