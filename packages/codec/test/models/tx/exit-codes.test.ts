import { describe, expect, it } from 'vitest';
import {
  ACTION_RESULT_CODES,
  actionResultInfo,
  EXIT_CODES,
  exitCodeInfo,
  explainExitCode,
} from '../../../src/models/exit-codes';

describe('exit-code catalogue', () => {
  it('covers the codes spec §8 lists', () => {
    const exit = new Set(EXIT_CODES.map((c) => c.code));
    const expected = [
      ...Array.from({ length: 12 }, (_, i) => i + 2),
      40,
      50,
      51,
      52,
      53,
      54,
      55,
      57,
      58,
      ...Array.from({ length: 20 }, (_, i) => i + 60),
    ];
    expect([...exit].sort((a, b) => a - b)).toEqual(expected);
    expect([...ACTION_RESULT_CODES.keys()].sort((a, b) => a - b)).toEqual([
      -1, 32, 33, 34, 35, 36, 37, 38, 40, 41, 50, 51,
    ]);
    for (const c of [...EXIT_CODES, ...ACTION_RESULT_CODES.values()])
      expect(c.text.length).toBeGreaterThan(10);
  });

  it('maps ever-node negative VM codes -3…-14 onto 2…13', () => {
    expect(exitCodeInfo(-14)).toMatchObject({ code: -14, category: 'vm', text: exitCodeInfo(13)?.text });
    expect(exitCodeInfo(-3)?.text).toBe(exitCodeInfo(2)?.text);
    expect(exitCodeInfo(13)?.text).toMatch(/out of gas/i);
  });

  it('explains compiler runtime errors and contract-defined codes, not success or unknown ones', () => {
    expect(exitCodeInfo(57)?.text).toMatch(/expired/);
    expect(exitCodeInfo(60)?.text).toMatch(/function id/);
    expect(exitCodeInfo(1234)?.category).toBe('user');
    expect(exitCodeInfo(0)).toBeNull();
    expect(exitCodeInfo(1)).toBeNull();
    expect(exitCodeInfo(20)).toBeNull();
  });

  it('explains action result codes', () => {
    expect(actionResultInfo(33)?.text).toMatch(/255/);
    expect(actionResultInfo(37)?.text).toMatch(/balance/i);
    expect(actionResultInfo(0)).toBeNull();
  });
});

describe('explainExitCode: the transaction text keys', () => {
  it('uninit when there is no exit code and the account is uninitialised', () => {
    const e = explainExitCode(null, { accountStatus: 'uninit' });
    expect(e.key).toBe('uninit');
    expect(e.note).toMatch(/not initialised/);
  });

  it('error by exit code before result by result code', () => {
    expect(explainExitCode(-14, { accountStatus: 'active', resultCode: 37 })).toMatchObject({
      key: 'error',
      info: { code: -14, category: 'vm' },
    });
    expect(explainExitCode(0, { accountStatus: 'active', resultCode: 37 })).toMatchObject({
      key: 'result',
      info: { code: 37, category: 'action' },
    });
    expect(explainExitCode(51, { accountStatus: 'uninit' }).key).toBe('error');
  });

  it('noData otherwise', () => {
    expect(explainExitCode(0, { accountStatus: 'active', resultCode: 0 })).toEqual({ key: 'noData' });
    expect(explainExitCode(undefined, { accountStatus: 'active' })).toEqual({ key: 'noData' });
    expect(explainExitCode(null)).toEqual({ key: 'noData' });
  });
});
