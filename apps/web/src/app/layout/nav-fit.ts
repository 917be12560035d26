// How many of the header's navigation entries fit on its one row: all of them when they do, otherwise as
// many, in their order, as leave room for the "More" button that lists the rest.

/** `widths` are the entries' widths in order, `gap` the space between two neighbours, `available` the
 *  row's width; `more` is the width of the "More" button. */
export function entriesThatFit(
  widths: readonly number[],
  more: number,
  available: number,
  gap: number,
): number {
  const total = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= available) return widths.length;
  let used = more;
  let fit = 0;
  for (const w of widths) {
    if (used + gap + w > available) break;
    used += gap + w;
    fit++;
  }
  return fit;
}
