// Spec §8: every exit and result code the explorer explains has its text in all four languages. The
// catalogue is checked twice: against the spec's list of codes, and against the codec's catalogue the
// page actually explains with, so neither can gain a code the other lacks.
import { ACTION_RESULT_CODES, EXIT_CODES } from '@tvmscan/codec';
import { describe, expect, it } from 'vitest';
import type { Catalog } from '../src/shared/i18n/languages';
import { exitCodeMessage, exitCodeText } from '../src/slices/transaction/exit-codes';
import { catalog as en } from '../src/slices/transaction/i18n/en';
import { catalog as id } from '../src/slices/transaction/i18n/id';
import { catalog as ja } from '../src/slices/transaction/i18n/ja';
import { catalog as ko } from '../src/slices/transaction/i18n/ko';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Spec §8: VM errors 2–13, 40, 50–55, 57, 58, 60–79. */
const SPEC_EXIT_CODES = [...range(2, 13), 40, ...range(50, 55), 57, 58, ...range(60, 79)];
/** Spec §8: action result codes 32–38, 40, 41, 50, 51, -1. */
const SPEC_RESULT_CODES = [-1, ...range(32, 38), 40, 41, 50, 51];

const CATALOGS = { en, ko, id, ja } as const;

/** `t` over one language's transaction catalog, as i18next resolves a dotted key. */
function translator(catalog: Catalog) {
  return (key: string): string => {
    let node: Catalog | string | undefined = catalog;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`missing ${key}`);
    return node;
  };
}

describe('exit and result code catalogue', () => {
  it('explains exactly the codes the spec lists, as the codec does', () => {
    expect(EXIT_CODES.map((c) => c.code).sort((a, b) => a - b)).toEqual(SPEC_EXIT_CODES);
    expect([...ACTION_RESULT_CODES.keys()].sort((a, b) => a - b)).toEqual(SPEC_RESULT_CODES);
  });

  for (const [language, catalog] of Object.entries(CATALOGS)) {
    const t = translator(catalog);
    it(`${language}: every exit code, its negative form, every result code and the notes have a text`, () => {
      const texts = new Set<string>();
      for (const code of SPEC_EXIT_CODES) {
        const text = exitCodeText({ exitCode: code, resultCode: null, origStatus: 'Active' });
        expect(text, `exit ${code}`).toEqual({ key: 'exitCode', code });
        const message = exitCodeMessage(text, t);
        expect(message.trim(), `${language} exit ${code}`).not.toBe('');
        texts.add(message);
        if (code <= 13) {
          // TVM reports 2…13 also as -3…-14: the same explanation.
          const negative = exitCodeText({ exitCode: -code - 1, resultCode: null, origStatus: 'Active' });
          expect(exitCodeMessage(negative, t)).toBe(message);
        }
      }
      for (const code of SPEC_RESULT_CODES) {
        const text = exitCodeText({ exitCode: 0, resultCode: code, origStatus: 'Active' });
        expect(text, `result ${code}`).toEqual({ key: 'resultCode', code });
        texts.add(exitCodeMessage(text, t));
      }
      // No two codes share a text (a copy-paste slip would).
      expect(texts.size).toBe(SPEC_EXIT_CODES.length + SPEC_RESULT_CODES.length);
      for (const key of ['uninit', 'success', 'userCode', 'noData'] as const) {
        expect(exitCodeMessage({ key } as never, t).trim()).not.toBe('');
      }
      // Nothing beyond the catalogue hides in the language files.
      const tx = (catalog as { tx: Record<string, Record<string, string>> }).tx;
      expect(
        Object.keys(tx.exitCodes)
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual(SPEC_EXIT_CODES);
      expect(
        Object.keys(tx.resultCodes)
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual(SPEC_RESULT_CODES);
    });
  }

  it('gives the uninitialised-account note only without an exit code', () => {
    expect(exitCodeText({ exitCode: null, resultCode: null, origStatus: 'Uninit' })).toEqual({
      key: 'uninit',
    });
    expect(exitCodeText({ exitCode: 0, resultCode: null, origStatus: 'Uninit' })).toEqual({ key: 'success' });
  });
});
