/** Room kept between two labels of the x axis, in CSS pixels. */
const LABEL_GAP = 8;

/**
 * The x axis's labels for a plot `space` CSS pixels wide per row: a label is broken in two lines at the
 * space that best halves it when that lets every row be named; else, when labels would meet, only
 * every second (third…) row is named. The table behind the chart names them all.
 */
export function xLabels(labels: string[], space: number, measure: (text: string) => number) {
  const wrap = (label: string) => {
    if (!label.includes(' ')) return label;
    const cuts = [...label.matchAll(/ /g)].map((m) => m.index);
    const cut = cuts.reduce((best, i) => (Math.abs(i - label.length / 2) < Math.abs(best - label.length / 2) ? i : best));
    return `${label.slice(0, cut)}\n${label.slice(cut + 1)}`;
  };
  const layout = (text: string[]) => {
    const widest = Math.max(0, ...text.map((l) => Math.max(...l.split('\n').map(measure))));
    return { text, every: Math.max(1, Math.ceil((widest + LABEL_GAP) / Math.max(1, space))) };
  };
  const plain = layout(labels);
  const wrapped = layout(labels.map(wrap));
  return wrapped.every === 1 && plain.every > 1 ? wrapped : plain;
}
