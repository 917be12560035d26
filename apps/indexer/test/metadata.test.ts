// Contract-supplied text as the indexer stores it: names, symbols, descriptions and metadata JSON cut to
// their caps on a character boundary with a visible mark, fields read from the whole JSON before it is
// cut, and a preview image kept only when it is an http(s) URL or a data:image/ URL of at most 256 KiB.
import { describe, expect, it } from 'vitest';
import { readMetadata, storedText } from '../src/derive/tokens/metadata';

/** The caps, in UTF-16 code units, and the mark a cut text ends with. */
const TEXT_CAPS = { symbol: 64, name: 256, description: 4096, json: 65_536 };
const TRUNCATED = '…';

describe('stored contract text', () => {
  it('keeps text within its cap as it is, NUL aside', () => {
    expect(storedText('<b>Wrapped\u202EEVER</b>', TEXT_CAPS.name)).toBe('<b>Wrapped\u202EEVER</b>');
    expect(storedText('A\u0000B', TEXT_CAPS.symbol)).toBe('A\uFFFDB');
    expect(storedText('x'.repeat(TEXT_CAPS.symbol), TEXT_CAPS.symbol)).toBe('x'.repeat(TEXT_CAPS.symbol));
  });

  it('cuts a megabyte name to 256 characters ending with the mark, symbols to 64', () => {
    const name = storedText('N'.repeat(1 << 20), TEXT_CAPS.name);
    expect(name).toHaveLength(256);
    expect(name.endsWith(TRUNCATED)).toBe(true);
    expect(storedText('S'.repeat(65), TEXT_CAPS.symbol)).toBe(`${'S'.repeat(63)}${TRUNCATED}`);
  });

  it('never splits a surrogate pair', () => {
    // 🚀 is two code units: a cut falling between them drops the whole character.
    const cut = storedText('a🚀'.repeat(100), 64);
    expect(cut.length).toBeLessThanOrEqual(64);
    expect(cut.endsWith(TRUNCATED)).toBe(true);
    // A lone surrogate does not survive UTF-8 (it becomes U+FFFD): a well-formed string does.
    expect(Buffer.from(cut).toString()).toBe(cut);
    const body = cut.slice(0, -TRUNCATED.length);
    expect(body).toBe('a🚀'.repeat(100).slice(0, body.length));
  });
});

describe('stored TIP-4.2 metadata', () => {
  it('reads the fields from the whole JSON, then cuts each field and the JSON to its cap', () => {
    const json = JSON.stringify({
      name: 'N'.repeat(10_000),
      description: 'D'.repeat(100_000),
      preview: { source: 'https://example.org/p.png' },
      attributes: 'A'.repeat(200_000),
    });
    const m = readMetadata(json);
    expect(m.name).toHaveLength(TEXT_CAPS.name);
    expect(m.description).toHaveLength(TEXT_CAPS.description);
    expect(m.json).toHaveLength(TEXT_CAPS.json);
    expect(m.json?.endsWith(TRUNCATED)).toBe(true);
    expect(m.preview).toBe('https://example.org/p.png');
  });

  it('keeps a data: preview image up to 256 KiB and drops a larger one', () => {
    const image = (chars: number) => `data:image/png;base64,${'A'.repeat(chars - 22)}`;
    const preview = (source: string) => readMetadata(JSON.stringify({ preview: { source } })).preview;
    expect(preview(image(256 * 1024))).toBe(image(256 * 1024));
    expect(preview(image(256 * 1024 + 1))).toBeNull();
    expect(preview(image(1 << 20))).toBeNull();
  });

  it('keeps no other scheme and no URL past 2048 characters', () => {
    const preview = (source: string) => readMetadata(JSON.stringify({ preview: { source } })).preview;
    expect(preview('javascript:alert(1)')).toBeNull();
    expect(preview('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(preview(`https://example.org/${'a'.repeat(2048)}`)).toBeNull();
  });
});
