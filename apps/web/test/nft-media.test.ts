// Contract-supplied image URLs (NFT and collection previews): which are shown inline, which become links,
// which are dropped. SVG data URLs are sanitized with the real DOMPurify in jsdom.
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSvgSanitizer, type SvgSanitizer } from '../src/shared/lib/sanitize-svg';
import { DATA_URL_MAX_LENGTH, mediaSource, safeHttpsUrl } from '../src/shared/lib/untrusted-media';

let sanitize: SvgSanitizer;
beforeAll(() => {
  sanitize = createSvgSanitizer(new JSDOM('').window as unknown as Parameters<typeof createSvgSanitizer>[0]);
});

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('mediaSource', () => {
  it('shows raster data images inline as they are', () => {
    expect(mediaSource(PNG, sanitize)).toEqual({ kind: 'image', src: PNG });
  });

  it('sanitizes SVG data images, plain or base64, before showing them', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="3"/></svg>';
    for (const url of [
      `data:image/svg+xml,${encodeURIComponent(svg)}`,
      `data:image/svg+xml;charset=utf-8;base64,${Buffer.from(svg).toString('base64')}`,
    ]) {
      const media = mediaSource(url, sanitize);
      expect(media?.kind).toBe('image');
      const src = media?.kind === 'image' ? media.src : '';
      const shown = decodeURIComponent(src.slice('data:image/svg+xml,'.length));
      expect(shown).toContain('<circle r="3"/>');
      expect(shown).not.toMatch(/script|onload|alert/);
    }
  });

  it('turns https URLs into links and drops every other scheme', () => {
    expect(mediaSource('https://cdn.example.com/nft/1.png', sanitize)).toEqual({
      kind: 'link',
      href: 'https://cdn.example.com/nft/1.png',
      host: 'cdn.example.com',
    });
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'http://cdn.example.com/1.png',
      'data:text/html,<script>alert(1)</script>',
      'data:image/png;base64,<svg onload=alert(1)>',
      'data:image/svg+xml,%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
      'data:image/svg+xml;base64,!!!',
      'file:///etc/passwd',
      'vbscript:msgbox(1)',
      '//evil.example/x.png',
      'https://user:pass@evil.example/x.png',
      '',
    ]) {
      expect(mediaSource(bad, sanitize), bad).toBeNull();
    }
    expect(mediaSource(42, sanitize)).toBeNull();
    expect(mediaSource(null, sanitize)).toBeNull();
  });

  it('drops data URLs over the size limit', () => {
    const big = `data:image/png;base64,${'A'.repeat(DATA_URL_MAX_LENGTH)}`;
    expect(mediaSource(big, sanitize)).toBeNull();
  });

  it('shows an inline raster image URL of 200 KiB and refuses one of 300 KiB', () => {
    const ofSize = (chars: number) => `data:image/png;base64,${'A'.repeat(chars - 22)}`;
    expect(mediaSource(ofSize(200 * 1024), sanitize)?.kind).toBe('image');
    expect(mediaSource(ofSize(300 * 1024), sanitize)).toBeNull();
  });

  it('safeHttpsUrl accepts only https without credentials', () => {
    expect(safeHttpsUrl('https://example.com/a?b=1')?.href).toBe('https://example.com/a?b=1');
    expect(safeHttpsUrl('https://a@example.com/')).toBeNull();
    expect(safeHttpsUrl('ftp://example.com/')).toBeNull();
    expect(safeHttpsUrl(`https://example.com/${'a'.repeat(3000)}`)).toBeNull();
  });
});
