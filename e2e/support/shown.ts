// What a page shows for a value the API returns, stated here from the product's rules (spec §9's
// formats, decision 0005's visible text) instead of imported from the web app: the suites compare the
// page with these, so a page that drifts from the rules fails rather than agreeing with itself.

/** A code point a reader cannot see or that reorders text: C0/C1 controls and DEL, the Arabic letter
 *  mark, zero-width and direction marks, line and paragraph separators, bidi embeddings, overrides and
 *  isolates, word joiners, the byte-order mark (decision 0005). */
function hidden(c: number): boolean {
  return (
    c <= 0x1f ||
    (c >= 0x7f && c <= 0x9f) ||
    c === 0x61c ||
    (c >= 0x200b && c <= 0x200f) ||
    (c >= 0x2028 && c <= 0x202e) ||
    (c >= 0x2060 && c <= 0x2069) ||
    c === 0xfeff
  );
}

/** Contract-supplied text as shown: each hidden character replaced with a visible `\uXXXX`. */
export function visible(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0) as number;
    out += hidden(c) ? `\\u${c.toString(16).toUpperCase().padStart(4, '0')}` : ch;
  }
  return out;
}

/** A long id as lists show it: its first and last `keep` characters around an ellipsis. */
export function shortened(text: string, keep = 9): string {
  return text.length <= keep * 2 + 1 ? text : `${text.slice(0, keep)}…${text.slice(text.length - keep)}`;
}

/** A count as shown: digits grouped by thousands with commas. */
export const grouped = (n: number | bigint | string): string =>
  (typeof n === 'number' ? n : BigInt(n)).toLocaleString('en-US');

/** Spec §9's date 'MMM dd, yyyy, HH:mm:ss' in the viewer's time zone, the month named in `lang`. */
export function dateTime(unixSeconds: number, lang: string): string {
  const d = new Date(unixSeconds * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  const month = new Intl.DateTimeFormat(lang, { month: 'short' }).format(d);
  return `${month} ${two(d.getDate())}, ${d.getFullYear()}, ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}
