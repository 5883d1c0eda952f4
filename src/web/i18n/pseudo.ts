/**
 * The pseudo-locales (domain/locale.ts PSEUDO_LOCALES): every English message accented and put in
 * brackets, so a journey can tell text that came through the catalogue from text that did not
 * (tests/e2e/pseudo-locale.spec.ts), and ar-XB lays it out right to left. Placeholders and the
 * `<terms>`-style tags some messages hold are left as they are.
 */
const ACCENTED: Record<string, string> = {
  a: 'å', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** The brackets around every pseudo message: what the journey looks for. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

export function pseudoMessage(msg: string): string {
  // Accent only the words, not `{name}` or `<terms>`/`</terms>`.
  const body = msg.replace(/(\{\w+\}|<\/?\w+>)|([A-Za-z])/g, (_, keep: string | undefined, ch: string | undefined) => keep ?? ACCENTED[ch!] ?? ch!);
  return `${PSEUDO_OPEN}${body}${PSEUDO_CLOSE}`;
}
