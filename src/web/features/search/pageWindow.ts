/** Which page numbers to show: first, last, and the current one's neighbours. */
export function pageWindow(page: number, count: number): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let n = 1; n <= count; n++) {
    if (n === 1 || n === count || Math.abs(n - page) <= 1 || (page <= 3 && n <= 4) || (page >= count - 2 && n >= count - 3)) out.push(n);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  }
  return out;
}
