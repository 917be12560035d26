// A token's logo as an owner submits it (spec §3, §5 "Logo: required, a loadable SVG"; decision 0049):
// base64 of an SVG document. It must parse as XML whose root is an <svg> in the SVG namespace, and is
// then cleaned with DOMPurify's SVG profile over one jsdom window: nothing that runs code (scripts,
// event handlers, javascript: links, animations that rewrite attributes), embeds another document
// (foreignObject, image, feImage), or reaches anything outside the image (href and xlink:href other
// than a local `#fragment`, url() other than `url(#id)`, style elements with their @import) is kept.
// The result is re-serialized as XML and parsed once more, so what is stored is a well-formed SVG
// document, and only that is kept; the route that serves it adds a CSP that forbids scripts and
// fetches, so the sanitizer and the response headers each stop what the other might miss.
import DOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

const SVG_NS = 'http://www.w3.org/2000/svg';

const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: [
    'script',
    'style',
    'image',
    'feImage',
    'a',
    'animate',
    'animateColor',
    'animateMotion',
    'animateTransform',
    'set',
    'foreignObject',
    'iframe',
    'object',
    'embed',
  ],
  RETURN_DOM_FRAGMENT: true,
};

/** A local reference (`#id`): what href and xlink:href may hold. */
const LOCAL_FRAGMENT_RE = /^#[A-Za-z_][\w.:-]*$/;
/** url() other than `url(#id)`, and CSS imports and expressions: anything pointing outside the image. */
const EXTERNAL_CSS_RE = /url\s*\(\s*(?!['"]?\s*#)|@import|expression\s*\(|javascript:/i;

export class InvalidSvg extends Error {}

let window: JSDOM['window'] | undefined;
let purifier: ReturnType<typeof DOMPurify> | undefined;

function tools() {
  if (!window || !purifier) {
    window = new JSDOM('').window;
    purifier = DOMPurify(window as unknown as Parameters<typeof DOMPurify>[0]);
    purifier.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      if (name === 'href' || name === 'xlink:href') {
        if (!LOCAL_FRAGMENT_RE.test(data.attrValue.trim())) data.keepAttr = false;
        else data.forceKeepAttr = true;
        return;
      }
      if (EXTERNAL_CSS_RE.test(data.attrValue)) data.keepAttr = false;
    });
  }
  return { window, purifier };
}

/** Whether `text` parses as an XML document whose root is `<svg>` in the SVG namespace. */
function isSvgDocument(text: string): boolean {
  const { window } = tools();
  const doc = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (doc.getElementsByTagName('parsererror').length > 0) return false;
  return root !== null && root.namespaceURI === SVG_NS && root.localName === 'svg';
}

/** Decodes base64 without accepting what is not base64 (Buffer.from skips bad characters silently). */
function decodeBase64(b64: string): string {
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.toString('base64').replace(/=+$/, '') !== b64.replace(/=+$/, ''))
    throw new InvalidSvg('not base64');
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  return text.replace(/^\uFEFF/, '');
}

/**
 * The sanitized SVG of a submitted logo (base64, the schema bounds its length). Throws InvalidSvg for
 * anything that is not base64 of an SVG document, or holds nothing once cleaned.
 */
export function sanitizeLogo(base64: string): string {
  let text: string;
  try {
    text = decodeBase64(base64);
  } catch {
    throw new InvalidSvg('not base64 of UTF-8 text');
  }
  // A document type declaration's internal subset can define entities (billion laughs, external
  // entities): a logo needs none, so one is refused rather than half-understood; a plain DOCTYPE (as
  // drawing programs write them) names only the DTD, which nothing here reads, and is dropped.
  if (/<!ENTITY|<!DOCTYPE[^>]*\[/i.test(text)) throw new InvalidSvg('entity declarations');
  text = text.replace(/<!DOCTYPE[^>]*>/gi, '');
  if (!isSvgDocument(text)) throw new InvalidSvg('not an SVG document');
  const { window, purifier } = tools();
  const fragment = purifier.sanitize(text, CONFIG) as unknown as DocumentFragment;
  const elements = Array.from(fragment.children);
  const root = elements[0];
  if (elements.length !== 1 || root.namespaceURI !== SVG_NS || root.localName !== 'svg')
    throw new InvalidSvg('no single <svg> root once cleaned');
  const clean = new window.XMLSerializer().serializeToString(root);
  if (!isSvgDocument(clean)) throw new InvalidSvg('cleaned SVG does not parse');
  return clean;
}
