// Contract-supplied text and TIP-4.2 JSON metadata as stored: text verbatim (markup and control
// characters included; escaping is the web's job), except NUL, which PostgreSQL text cannot hold.
// URLs are kept only when they are http(s): a `javascript:` or `data:` URL from a contract never
// reaches a page as a link.

/** U+FFFD in place of NUL, the one character a PostgreSQL text value cannot carry. */
export const storedText = (s: string): string => s.replaceAll('\u0000', '\uFFFD');

function httpUrl(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:' ? storedText(v) : null;
  } catch {
    return null;
  }
}

const text = (v: unknown): string | null => (typeof v === 'string' ? storedText(v) : null);

/** The getJson() string and the fields the pages show from it (TIP-4.2: name, description, preview.source, external_url). */
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
    json: json === null ? null : storedText(json),
    name: text(parsed.name),
    description: text(parsed.description),
    preview: httpUrl(preview?.source),
    external_url: httpUrl(parsed.external_url),
  };
}
