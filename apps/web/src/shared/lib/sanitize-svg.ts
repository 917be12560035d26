// SVG that a contract (NFT or collection metadata) or a user supplies is untrusted. It is cleaned with
// DOMPurify's SVG profile, minus every element and attribute that can run code, pull in other documents or
// reach the network, re-serialized as standalone XML, and only ever shown as
// `<img src="data:image/svg+xml,…">` — browsers run no script and fetch nothing for an image document, so
// the sanitizer and the image context each stop an attack the other might miss.
import DOMPurify, { type Config, type WindowLike } from 'dompurify';

/** Spec §9: an SVG logo is at most 100000 characters; larger input is refused unread. */
export const SVG_MAX_LENGTH = 100_000;

const SVG_NS = 'http://www.w3.org/2000/svg';

const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // style: CSS can import and load urls; image/use/feImage/a: load or link other documents;
  // animate*/set: can rewrite attributes (href among them) after sanitizing; foreignObject: embeds HTML.
  FORBID_TAGS: [
    'style',
    'image',
    'use',
    'a',
    'animate',
    'animateColor',
    'animateMotion',
    'animateTransform',
    'set',
    'foreignObject',
    'feImage',
  ],
  FORBID_ATTR: ['href', 'xlink:href', 'style'],
  RETURN_DOM_FRAGMENT: true,
};

/** `url(#id)` references stay (gradients, clip paths); any other url() points outside the image. */
const EXTERNAL_URL_RE = /url\s*\(\s*(?!\s*['"]?\s*#)/i;

export type SvgSanitizer = (svg: string) => string | null;

/**
 * A sanitizer bound to one window (the page's, or a jsdom window in tests). Returns the cleaned SVG as
 * XML, or null when the input is too long or holds no `<svg>` root.
 */
export function createSvgSanitizer(
  window: WindowLike & { XMLSerializer: typeof XMLSerializer },
): SvgSanitizer {
  const purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (EXTERNAL_URL_RE.test(data.attrValue)) data.keepAttr = false;
  });
  const serializer = new window.XMLSerializer();
  return (svg) => {
    if (svg.length > SVG_MAX_LENGTH) return null;
    const fragment = purifier.sanitize(svg, CONFIG) as unknown as DocumentFragment;
    const elements = Array.from(fragment.children);
    const root = elements[0];
    if (elements.length !== 1 || root.namespaceURI !== SVG_NS || root.localName !== 'svg') return null;
    return serializer.serializeToString(root);
  };
}

let pageSanitizer: SvgSanitizer | undefined;

/** Cleans SVG with the page's window (browser only). */
export function sanitizeSvg(svg: string): string | null {
  pageSanitizer ??= createSvgSanitizer(window);
  return pageSanitizer(svg);
}

/** The `src` of an `<img>` showing already-sanitized SVG. */
export const svgDataUrl = (cleanSvg: string): string => `data:image/svg+xml,${encodeURIComponent(cleanSvg)}`;
