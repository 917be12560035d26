// Token names and symbols from contracts: markup stays text (React escapes it), and characters that hide
// or reorder text become visible escapes, so a spoofed name cannot pass for another.
import { describe, expect, it } from 'vitest';
import { buildSearchResults } from '../src/features/search/search-results';
import { visibleText } from '../src/shared/lib/untrusted-text';

describe('visibleText', () => {
  it('leaves ordinary names, markup and non-Latin scripts alone', () => {
    expect(visibleText('Wrapped EVER')).toBe('Wrapped EVER');
    expect(visibleText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
    expect(visibleText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
    expect(visibleText('토큰 トークン токен توکن')).toBe('토큰 トークン токен توکن');
    expect(visibleText('🚀 MOON')).toBe('🚀 MOON');
  });

  it('shows control characters, bidi overrides and zero-width characters as escapes', () => {
    expect(visibleText('EVIL\u0000NUL')).toBe('EVIL\\u0000NUL');
    expect(visibleText('line\nbreak\r\t')).toBe('line\\u000Abreak\\u000D\\u0009');
    expect(visibleText('abc\u202Egpj.exe')).toBe('abc\\u202Egpj.exe');
    expect(visibleText('US\u200BDT')).toBe('US\\u200BDT');
    expect(visibleText('\u2066x\u2069\uFEFF\u061C\u0085\u007F')).toBe(
      '\\u2066x\\u2069\\uFEFF\\u061C\\u0085\\u007F',
    );
  });

  it('keeps line feeds in multiline text only', () => {
    expect(visibleText('{\n  "a": 1\u202E\n}', { multiline: true })).toBe('{\n  "a": 1\\u202E\n}');
  });
});

describe('token search results', () => {
  it('show a hostile name and symbol with their hidden characters made visible', () => {
    const [tokens] = buildSearchResults('evil', {
      blocks: [],
      accounts: [],
      transactions: [],
      messages: [],
      tokens: [
        {
          name: 'EVIL\u0000<b>\u202Egpj',
          symbol: 'U\u200BSD',
          rootAddress: `0:${'1'.repeat(64)}`,
          trusted: false,
          logoUrl: null,
          verified: false,
        },
      ],
    });
    expect(tokens.results[0].primary).toBe('EVIL\\u0000<b>\\u202Egpj (U\\u200BSD)');
  });
});
