import { hashString } from '../../features/photos/scenes/random.js';

/** A UUID-shaped id derived from a label, so every seed produces the same ids. */
export function demoId(label: string): string {
  const hex = [0, 1, 2, 3].map((i) => hashString(`${label}#${i}`).toString(16).padStart(8, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}
