// Image and link URLs from contract metadata (NFT previews, collection images, external_url). The page
// loads nothing from other origins (the API's CSP allows images from 'self' and data: only), so:
// data: images are shown inline — raster ones as they are, SVG only after sanitizing; https URLs become
// plain links the visitor may choose to open; every other scheme (javascript:, http:, file:, …) is dropped.
import { type SvgSanitizer, svgDataUrl } from './sanitize-svg';

export type MediaSource =
  | { kind: 'image'; src: string }
  | { kind: 'link'; href: string; host: string }
  | null;

/** Inline data: images beyond this many characters (256 KiB) are not shown: every visitor decodes them,
 *  a list page shows one per row, and a data URL is held in memory twice. The indexer keeps no larger
 *  preview either. */
export const DATA_URL_MAX_LENGTH = 256 * 1024;

const RASTER_RE = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[A-Za-z0-9+/]+={0,2}$/i;
const SVG_DATA_RE = /^data:image\/svg\+xml((?:;[a-z-]+=[^;,]*)*)(;base64)?,(.*)$/is;

function decodeSvgDataUrl(url: string): string | null {
  const m = SVG_DATA_RE.exec(url);
  if (!m) return null;
  try {
    if (!m[2]) return decodeURIComponent(m[3]);
    const binary = atob(m[3].trim());
    return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** An https URL without credentials, normalized; null for anything else. */
export function safeHttpsUrl(value: unknown): URL | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  return url.protocol === 'https:' && !url.username && !url.password ? url : null;
}

/** How a contract-supplied image URL may be shown, if at all. */
export function mediaSource(value: unknown, sanitize: SvgSanitizer): MediaSource {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^data:/i.test(text)) {
    if (text.length > DATA_URL_MAX_LENGTH) return null;
    if (RASTER_RE.test(text)) return { kind: 'image', src: text };
    const svg = decodeSvgDataUrl(text);
    const clean = svg === null ? null : sanitize(svg);
    return clean === null ? null : { kind: 'image', src: svgDataUrl(clean) };
  }
  const url = safeHttpsUrl(text);
  return url ? { kind: 'link', href: url.href, host: url.host } : null;
}
