// Names, symbols and descriptions come from contracts, so they are shown as text (React escapes markup)
// and, before that, made visible: control characters, bidirectional overrides and zero-width characters
// can reorder or hide what a reader sees (a token called "USDT" that is not), so each is replaced with a
// visible `\uXXXX` escape.

// C0 and C1 controls, DEL; zero-width and direction marks; line/paragraph separators; bidi embeddings,
// overrides and isolates; the Arabic letter mark; the byte-order mark.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const INVISIBLE_RE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** `multiline` keeps line feeds (formatted JSON); every other invisible character becomes an escape. */
export function visibleText(text: string, opts: { multiline?: boolean } = {}): string {
  return text.replace(INVISIBLE_RE, (c) =>
    opts.multiline && c === '\n' ? c : `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
}
