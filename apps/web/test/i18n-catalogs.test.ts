// Every visible string exists in all four languages with the same interpolation variables, and the
// areas merge without clashes — checked over the real catalog modules the app loads.
import { describe, expect, it } from 'vitest';
import type { Catalog } from '../src/shared/i18n/languages';
import { LANGUAGES } from '../src/shared/i18n/languages';
import { mergeCatalogs } from '../src/shared/i18n/setup';

const modules = import.meta.glob<{ catalog: Catalog }>(
  ['../src/shared/i18n/common/*.ts', '../src/features/*/i18n/*.ts', '../src/slices/*/i18n/*.ts'],
  { eager: true },
);

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const areas = new Map<string, Map<string, Catalog>>();
for (const [path, mod] of Object.entries(modules)) {
  const area = path.slice(0, path.lastIndexOf('/'));
  const language = path.slice(path.lastIndexOf('/') + 1, -'.ts'.length);
  if (!areas.has(area)) areas.set(area, new Map());
  areas.get(area)!.set(language, mod.catalog);
}

describe('i18n catalogs', () => {
  it('finds the catalogs of every area', () => {
    expect(areas.size).toBeGreaterThanOrEqual(6);
  });

  for (const [area, byLanguage] of areas) {
    it(`${area}: every language has exactly the English keys, non-empty, same variables`, () => {
      expect([...byLanguage.keys()].sort()).toEqual([...LANGUAGES].sort());
      const en = flatten(byLanguage.get('en')!);
      for (const language of LANGUAGES) {
        const other = flatten(byLanguage.get(language)!);
        expect([...other.keys()].sort(), language).toEqual([...en.keys()].sort());
        for (const [key, text] of other) {
          expect(text.trim(), `${language} ${key}`).not.toBe('');
          expect(variables(text), `${language} ${key}`).toEqual(variables(en.get(key)!));
        }
      }
    });
  }

  it('merges all areas of a language without clashes', () => {
    for (const language of LANGUAGES) {
      const parts = [...areas.values()].map((byLanguage) => byLanguage.get(language)!);
      expect(() => mergeCatalogs(parts)).not.toThrow();
    }
    expect(() => mergeCatalogs([{ a: 'x' }, { a: 'y' }])).toThrow(/defined twice/);
  });
});
