// Which explanation a transaction's exit code gets (spec §8 "Transaction text keys"): the note for an
// uninitialised account without an exit code, the explanation of a known exit code, else of a known
// action result code, else none. The catalogue of codes is the codec's (`explainExitCode`); this module
// only turns its answer into i18n keys — `tx.exitCodes.<code>` (negative VM codes -3…-14 under their
// positive 2…13), `tx.resultCodes.<code>`, `tx.text.*`.

import type { TransactionResponse } from '@tvmscan/api-schema';
import { type AccountStatus, explainExitCode } from '@tvmscan/codec';

export type ExitCodeText =
  | { key: 'uninit' }
  | { key: 'exitCode'; code: number }
  | { key: 'userCode'; code: number }
  | { key: 'resultCode'; code: number }
  | { key: 'success' }
  | { key: 'noData' };

/** TVM reports some failures as -(code + 1): -3…-14 mean 2…13. */
export function normalizeExitCode(code: number): number {
  return code <= -3 && code >= -14 ? -code - 1 : code;
}

/** An account that does not exist yet counts as uninitialised: it too has no code to run. */
const codecStatus = (status: TransactionResponse['origStatus']): AccountStatus =>
  status === 'NonExist' || status === 'Uninit' ? 'uninit' : (status.toLowerCase() as AccountStatus);

export function exitCodeText(
  tx: Pick<TransactionResponse, 'exitCode' | 'resultCode' | 'origStatus'>,
): ExitCodeText {
  const explained = explainExitCode(tx.exitCode, {
    accountStatus: codecStatus(tx.origStatus),
    resultCode: tx.resultCode,
  });
  switch (explained.key) {
    case 'uninit':
      return { key: 'uninit' };
    case 'error': {
      const code = explained.info!.code;
      return explained.info!.category === 'user'
        ? { key: 'userCode', code }
        : { key: 'exitCode', code: normalizeExitCode(code) };
    }
    case 'result':
      return { key: 'resultCode', code: explained.info!.code };
    default:
      // 0 and 1 are TVM's two success codes: nothing to explain beyond that.
      return tx.exitCode === 0 || tx.exitCode === 1 ? { key: 'success' } : { key: 'noData' };
  }
}

/** The text of an explanation in the current language. */
export function exitCodeMessage(text: ExitCodeText, t: (key: string) => string): string {
  switch (text.key) {
    case 'exitCode':
      return t(`tx.exitCodes.${text.code}`);
    case 'resultCode':
      return t(`tx.resultCodes.${text.code}`);
    default:
      return t(`tx.text.${text.key}`);
  }
}
