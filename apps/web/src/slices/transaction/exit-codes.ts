// Which explanation a transaction's exit code gets (spec §8 "Transaction text keys"): the note for an
// uninitialised account without an exit code, the explanation of a known code, or none. TVM reports
// some failures as negative codes -3…-14; they mean the same as 2…13.
import type { TransactionResponse } from '@tvmscan/api-schema';

export const EXPLAINED_EXIT_CODES = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 40, 50, 51, 52, 57, 60,
] as const;
export const EXPLAINED_RESULT_CODES = [0, 32, 33, 34, 35, 36, 37, 38] as const;

export function normalizeExitCode(code: number): number {
  return code <= -3 && code >= -14 ? -code - 1 : code;
}

export type ExitCodeText =
  | { key: 'uninit' }
  | { key: 'exitCode'; code: number }
  | { key: 'resultCode'; code: number }
  | { key: 'noData' };

export function exitCodeText(
  tx: Pick<TransactionResponse, 'exitCode' | 'resultCode' | 'origStatus'>,
): ExitCodeText {
  if (tx.exitCode === null) {
    if (tx.origStatus === 'Uninit' || tx.origStatus === 'NonExist') return { key: 'uninit' };
    return { key: 'noData' };
  }
  const exit = normalizeExitCode(tx.exitCode);
  if (exit !== 0 && (EXPLAINED_EXIT_CODES as readonly number[]).includes(exit))
    return { key: 'exitCode', code: exit };
  if (
    tx.resultCode !== null &&
    tx.resultCode !== 0 &&
    (EXPLAINED_RESULT_CODES as readonly number[]).includes(tx.resultCode)
  ) {
    return { key: 'resultCode', code: tx.resultCode };
  }
  if ((EXPLAINED_EXIT_CODES as readonly number[]).includes(exit)) return { key: 'exitCode', code: exit };
  return { key: 'noData' };
}
