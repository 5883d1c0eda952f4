/** New photo orders (all ids, cover first) for POST /listings/:id/photos/order. */

/** Moves `moved` (in their current order) before or after `target`. */
export function reorder(ids: readonly string[], moved: readonly string[], target: string, position: 'before' | 'after' | 'on'): string[] {
  const set = new Set(moved);
  if (set.has(target)) return [...ids];
  const kept = ids.filter((id) => !set.has(id));
  const block = ids.filter((id) => set.has(id));
  const at = kept.indexOf(target);
  if (at < 0) return [...ids];
  const index = position === 'before' ? at : at + 1;
  return [...kept.slice(0, index), ...block, ...kept.slice(index)];
}

/** `id` first, the others in their order. */
export function makeCover(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? [id, ...ids.filter((x) => x !== id)] : [...ids];
}

/** One place earlier (-1) or later (+1), staying inside the list. */
export function nudge(ids: readonly string[], id: string, by: -1 | 1): string[] {
  const i = ids.indexOf(id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= ids.length) return [...ids];
  const out = [...ids];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}
