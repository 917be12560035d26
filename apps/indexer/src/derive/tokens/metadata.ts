// Contract-supplied text and TIP-4.2 JSON metadata as stored: text verbatim (markup and control
// characters included; escaping is the web's job), except NUL, which PostgreSQL text cannot hold, and
// cut to a size a page can show — anyone can deploy a contract whose name is a megabyte, and every list
// that shows it would carry it. A cut text ends with TRUNCATED, so the cut is visible wherever it is
// shown. URLs are kept only when they are http(s) — a `javascript:` URL from a contract never reaches a
// page as a link — or, for the preview image, a data:image/ URL small enough to show inline.

/** What ends a text that was cut. */
const TRUNCATED = '…';

/** Caps in UTF-16 code units (what JavaScript and the API count). A token symbol is a ticker (the
 *  standard ones are 3 to 10 characters); a name is a title, 256 is several lines of any page; a
 *  description is a paragraph or a few; 64 KiB of JSON holds every TIP-4.2 field with room for
 *  attributes, and is shown only on the item's own page. */
export const TEXT_CAPS = {
  symbol: 64,
  name: 256,
  description: 4096,
  json: 65_536,
} as const;

/** An http(s) URL longer than this is dropped, not cut (a cut URL names something else); browsers and
 *  the web app refuse longer ones anyway. */
const URL_MAX_LENGTH = 2048;

/** A data: image longer than this is not kept as a preview: shown inline, it is decoded in every
 *  visitor's browser, and a list of 20 carries 20 of them (the web app refuses larger ones too). */
const DATA_IMAGE_MAX_LENGTH = 256 * 1024;

/** The text as stored: U+FFFD in place of NUL (the one character a PostgreSQL text value cannot
 *  carry), cut to `max` code units with TRUNCATED at the end when longer — never inside a surrogate
 *  pair. */
export function storedText(s: string, max: number): string {
  const text = s.replaceAll('\u0000', '\uFFFD');
  if (text.length <= max) return text;
  let end = max - TRUNCATED.length;
  // A high surrogate just before the cut would lose its low half: cut before it.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return text.slice(0, end) + TRUNCATED;
}

/** An http(s) URL as stored (a contract's metadata link or document URL); null for anything else. */
export function httpUrl(v: unknown): string | null {
  if (typeof v !== 'string' || v.length > URL_MAX_LENGTH) return null;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:' ? storedText(v, URL_MAX_LENGTH) : null;
  } catch {
    return null;
  }
}

/** A preview image: an http(s) URL, or a data:image/ URL up to DATA_IMAGE_MAX_LENGTH (an SVG one is
 *  kept as the contract gave it; whoever shows it sanitizes it, as the web app does). */
function previewUrl(v: unknown): string | null {
  if (typeof v === 'string' && /^data:image\//i.test(v))
    return v.length <= DATA_IMAGE_MAX_LENGTH && !v.includes('\u0000') ? v : null;
  return httpUrl(v);
}

const text = (v: unknown, max: number): string | null => (typeof v === 'string' ? storedText(v, max) : null);

/** The getJson() string and the fields the pages show from it (TIP-4.2: name, description,
 *  preview.source, external_url), each read from the whole string before the string itself is cut. */
export function readMetadata(json: string | null): {
  json: string | null;
  name: string | null;
  description: string | null;
  preview: string | null;
  external_url: string | null;
} {
  let parsed: Record<string, unknown> = {};
  if (json !== null) {
    try {
      const value: unknown = JSON.parse(json);
      if (value && typeof value === 'object' && !Array.isArray(value))
        parsed = value as Record<string, unknown>;
    } catch {
      // Not JSON: the string is still kept verbatim, with no fields read from it.
    }
  }
  const preview = parsed.preview as { source?: unknown } | undefined;
  return {
    json: json === null ? null : storedText(json, TEXT_CAPS.json),
    name: text(parsed.name, TEXT_CAPS.name),
    description: text(parsed.description, TEXT_CAPS.description),
    preview: previewUrl(preview?.source),
    external_url: httpUrl(parsed.external_url),
  };
}
