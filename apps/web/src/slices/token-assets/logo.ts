// The logo of an asset update (spec §5 "Token update": required, a loadable SVG, at most 100,000
// characters, SVG upload only): the chosen file is read as bytes and sent as base64. The preview is the
// user's own file in an <img> — an image never runs the scripts an SVG may carry — and the server keeps
// only its sanitized form, which the other screens show from `asset_url`, again only through <img>.
import type { LogoValue } from './fields';

/** The data URL an <img> previews a logo with. */
export const logoDataUrl = (base64: string): string => `data:image/svg+xml;base64,${base64}`;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In chunks: String.fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Whether the browser draws `src` as an image (a broken SVG fails to load). */
export function loadsAsImage(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(true);
    img.onerror = () => resolve(false);
    img.src = src;
  });
}

/** Parses as an SVG document whose root is <svg>. */
function isSvgDocument(text: string): boolean {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  return doc.getElementsByTagName('parsererror').length === 0 && doc.documentElement.localName === 'svg';
}

/** SVG bytes as the form's logo value: base64, or invalid when they are not a loadable SVG. */
export async function svgLogo(bytes: Uint8Array, canLoad = loadsAsImage): Promise<LogoValue> {
  if (!isSvgDocument(new TextDecoder().decode(bytes))) return { invalid: true };
  const base64 = toBase64(bytes);
  return (await canLoad(logoDataUrl(base64))) ? { base64 } : { invalid: true };
}

/** A file the user chose: only a `.svg` (and, when the browser names a type, image/svg+xml). */
export async function readLogoFile(file: File, canLoad = loadsAsImage): Promise<LogoValue> {
  if (!/\.svg$/i.test(file.name) || (file.type !== '' && file.type !== 'image/svg+xml'))
    return { invalid: true };
  return svgLogo(new Uint8Array(await file.arrayBuffer()), canLoad);
}

/** The logo a version was stored with (its sanitized SVG at `asset_url`), to prefill the form; null
 *  when it cannot be read, so the user picks the file again. */
export async function fetchLogo(url: string, signal?: AbortSignal): Promise<LogoValue> {
  if (!url) return null;
  try {
    const response = await fetch(url, { signal });
    if (!response.ok) return null;
    const logo = await svgLogo(new Uint8Array(await response.arrayBuffer()));
    return logo && 'base64' in logo ? logo : null;
  } catch {
    return null;
  }
}
