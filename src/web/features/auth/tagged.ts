/**
 * Splits a message with `<name>…</name>` parts (so a translation can place its links anywhere)
 * into plain text and tagged pieces: 'Agree to the <terms>Terms</terms>.' → text, {tag: 'terms', text: 'Terms'}, text.
 */
export function taggedParts(message: string): { text: string; tag?: string }[] {
  const out: { text: string; tag?: string }[] = [];
  const re = /<(\w+)>(.*?)<\/\1>/g;
  let at = 0;
  for (let m = re.exec(message); m; m = re.exec(message)) {
    if (m.index > at) out.push({ text: message.slice(at, m.index) });
    out.push({ text: m[2]!, tag: m[1]! });
    at = m.index + m[0].length;
  }
  if (at < message.length) out.push({ text: message.slice(at) });
  return out;
}
