// The logo sanitizer (src/svg-logo.ts) on a hostile corpus, with the real DOMPurify over jsdom: what
// comes out is a well-formed SVG document with none of the hostile parts, and what is no SVG document
// is refused.
import { TOKEN_ASSET_LIMITS } from '@tvmscan/api-schema';
import { describe, expect, it } from 'vitest';
import { InvalidSvg, sanitizeLogo } from '../src/svg-logo';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const svg = (inner: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attrs}>${inner}<rect id="keep" width="1" height="1"/></svg>`;

const HOSTILE: [string, string, RegExp][] = [
  ['a script element', svg('<script>alert(1)</script>'), /script|alert/i],
  ['a CDATA script', svg('<script><![CDATA[alert(1)]]></script>'), /script|alert/i],
  ['onload on the root', svg('', ' onload="alert(1)"'), /onload|alert/i],
  [
    'onclick and onmouseover',
    svg('<circle r="2" onclick="alert(1)" onmouseover="alert(2)"/>'),
    /onclick|onmouseover|alert/i,
  ],
  ['a javascript: link', svg('<a href="javascript:alert(1)"><text>x</text></a>'), /javascript|<a[\s>]/i],
  ['a javascript: xlink:href', svg('<a xlink:href="javascript:alert(1)"><text>x</text></a>'), /javascript/i],
  ['an external href on use', svg('<use href="http://evil.example/sprite.svg#a"/>'), /evil|<use/i],
  ['an external xlink:href on use', svg('<use xlink:href="https://evil.example/s.svg#a"/>'), /evil/i],
  [
    'an image with an external URL',
    svg('<image href="http://evil.example/x.png" width="1" height="1"/>'),
    /evil|<image/i,
  ],
  ['an image with xlink:href', svg('<image xlink:href="https://evil.example/x.png"/>'), /evil|<image/i],
  ['a data: image', svg('<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>'), /data:|<image/i],
  ['feImage', svg('<filter id="f"><feImage href="http://evil.example/x"/></filter>'), /evil|feImage/i],
  [
    'foreignObject with HTML',
    svg(
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="http://evil.example"></iframe><img src="x" onerror="alert(1)"/></div></foreignObject>',
    ),
    /foreignObject|iframe|onerror|evil/i,
  ],
  ['a style attribute with url(http…)', svg('<rect style="fill:url(http://evil.example/a#b)"/>'), /evil/i],
  ['a fill with url(http…)', svg('<rect fill="url(https://evil.example/p.svg#g)"/>'), /evil/i],
  [
    'a style element with @import',
    svg('<style>@import url(http://evil.example/c.css);</style>'),
    /@import|evil|<style/i,
  ],
  [
    'a style element with url()',
    svg('<style>rect{background:url(http://evil.example/t)}</style>'),
    /evil|<style/i,
  ],
  [
    'set rewriting href',
    svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>'),
    /<set|javascript/i,
  ],
  ['animate of an event', svg('<animate attributeName="onbegin" values="alert(1)"/>'), /<animate|alert/i],
  ['an iframe', svg('<iframe src="http://evil.example"/>'), /iframe|evil/i],
  ['an external mask reference', svg('<rect mask="url(http://evil.example/m#m)"/>'), /evil/i],
];

describe('sanitizeLogo', () => {
  it('keeps a plain logo as it is, local references included', () => {
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs><circle cx="5" cy="5" r="4" fill="url(#g)"/></svg>';
    expect(sanitizeLogo(b64(logo))).toBe(logo);
  });

  it.each(HOSTILE)('removes %s', (_name, input, forbidden) => {
    const out = sanitizeLogo(b64(input));
    expect(out).not.toMatch(forbidden);
    expect(out).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(out).toContain('id="keep"');
  });

  it('drops a plain DOCTYPE and refuses entity declarations (no expansion, no external entities)', () => {
    const doctype =
      '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">';
    expect(sanitizeLogo(b64(`${doctype}${svg('')}`))).not.toMatch(/DOCTYPE|w3\.org\/Graphics/);
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>' +
      svg('<text>&b;</text>');
    expect(() => sanitizeLogo(b64(laughs))).toThrow(InvalidSvg);
    const external = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('<text>&x;</text>')}`;
    expect(() => sanitizeLogo(b64(external))).toThrow(InvalidSvg);
  });

  it('refuses what is not base64 of an SVG document', () => {
    for (const input of [
      '!!!!',
      b64('<html><script>alert(1)</script></html>'),
      b64('<svg><rect/></svg>'),
      b64('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'),
      b64('<math xmlns="http://www.w3.org/1998/Math/MathML"/>'),
      Buffer.from([0xff, 0xfe, 0x00, 0x3c]).toString('base64'),
    ])
      expect(() => sanitizeLogo(input), input).toThrow(InvalidSvg);
  });

  it('takes a logo of exactly the largest size the schema allows', () => {
    // base64 of 75,000 bytes is 100,000 characters.
    const head = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0';
    const tail = '"/></svg>';
    const body = ' L1 1'.repeat(Math.floor((75_000 - head.length - tail.length) / 5));
    const pad = ' '.repeat(75_000 - head.length - tail.length - body.length);
    const logo = `${head}${body}${pad}${tail}`;
    expect(b64(logo)).toHaveLength(TOKEN_ASSET_LIMITS.logoLength);
    expect(sanitizeLogo(b64(logo))).toContain('<path d="M0 0 L1 1');
  });
});
