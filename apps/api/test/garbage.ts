// Deterministic garbage for the fuzz test: JSON values shaped like what clients send by mistake (wrong
// types, huge numbers, long strings, near-valid ids, nesting), to check that nothing parses into a 5xx.

const STRINGS = [
  '',
  ' ',
  'a'.repeat(64),
  'A'.repeat(64),
  'g'.repeat(64),
  `0:${'f'.repeat(64)}`,
  `-1:${'0'.repeat(64)}`,
  `999:${'0'.repeat(64)}`,
  '8000000000000000',
  '0000000000000000',
  '-1',
  '1e309',
  '18446744073709551616',
  "'; DROP TABLE blocks; --",
  '\u0000',
  'x'.repeat(5000),
  'eyJsIjoiYmxvY2tzIn0.AAAA',
  '__proto__',
];
const NUMBERS = [0, -1, 1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER, 4294967296];

export function garbage(rand: () => number, depth = 0): unknown {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  switch (Math.floor(rand() * (depth > 2 ? 5 : 7))) {
    case 0:
      return pick(STRINGS);
    case 1:
      return pick(NUMBERS);
    case 2:
      return rand() < 0.5;
    case 3:
      return null;
    case 4:
      return Math.floor(rand() * 200);
    case 5:
      return Array.from({ length: Math.floor(rand() * 4) }, () => garbage(rand, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(rand() * 4) }, () => [pick(KEYS), garbage(rand, depth + 1)]),
      );
  }
}

/** Field names of the real bodies, so garbage lands on the validators that matter. */
export const KEYS = [
  'id',
  'query',
  'cursor',
  'limit',
  'workchain',
  'shard',
  'seqno',
  'block',
  'includeAccounts',
  'excludeAccounts',
  'includeSrcAccounts',
  'excludeDstAccounts',
  'txTypes',
  'messageTypes',
  'timeGe',
  'timeLe',
  'balanceChangeGe',
  'messageValueLe',
  'ordering',
  'isOut',
  'transactionCountGe',
  'set',
  'mcSeqno',
  'messageHashes',
  'rootAddress',
  'ownerAddress',
  'amountGe',
  'txKinds',
  'blockTimeLe',
  'aggregationType',
  'collection',
  'owner',
  'eventsCursor',
  'codeHash',
  '__proto__',
  'constructor',
] as const;
