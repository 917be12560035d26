// The catalogue of compute-phase exit codes and action-phase result codes the explorer explains
// (spec §8), and the rule that picks which one a transaction shows.
//
// Sources: the TVM exception list (codes 2…13; ever-node reports the same failures as -(code + 1),
// i.e. -3…-14), the TON-/Ever-Solidity compiler's runtime errors (40, 50…79), and the action result
// codes of ever-executor (32…51, -1).
import type { AccountStatus } from './account-status';

export type CodeCategory = 'vm' | 'solidity' | 'action' | 'user';

export interface CodeInfo {
  code: number;
  category: CodeCategory;
  /** Short English explanation; the web app may translate by `category` + `code`. */
  text: string;
}

const VM: Array<[number, string]> = [
  [2, 'Stack underflow: an instruction needed more values than the stack held.'],
  [3, 'Stack overflow: the stack grew beyond its limit.'],
  [4, 'Integer overflow: a result did not fit 257 bits, or division by zero.'],
  [5, 'Range check error: an integer argument was out of the expected range.'],
  [6, 'Invalid opcode: the code contains an instruction the TVM does not know.'],
  [7, 'Type check error: a value on the stack had the wrong type.'],
  [8, 'Cell overflow: more than 1023 bits or 4 references written into a cell (serialization error).'],
  [9, 'Cell underflow: read past the end of a cell (deserialization error).'],
  [10, 'Dictionary error: a dictionary was malformed or a key was missing.'],
  [11, 'Unknown error, may be thrown by the contract itself.'],
  [12, 'Fatal error: a situation the TVM deems impossible.'],
  [13, 'Out of gas: the contract ran out of gas or exceeded its gas limit.'],
];

const SOLIDITY: Array<[number, string]> = [
  [40, 'External inbound message has an invalid signature.'],
  [50, 'Array index or mapping key (at()) is out of range.'],
  [51, "The contract's constructor has already been called."],
  [52, 'Replay protection: the message timestamp is not newer than the last one accepted.'],
  [53, 'Address unpack failed: the address is not a valid standard address.'],
  [54, 'pop() called on an empty array.'],
  [55, 'tvm.insertPubkey() failed.'],
  [57, 'External inbound message has expired.'],
  [58, 'External inbound message has no signature but carries a public key.'],
  [60, 'Inbound message has a wrong function id: no such function and no fallback to handle it.'],
  [61, 'Deploying StateInit has no public key in its data.'],
  [62, 'Reserved for the compiler’s internal use.'],
  [63, 'get() called on an empty optional value.'],
  [64, 'tvm.buildExtMsg() called with wrong parameters.'],
  [65, 'Call of an unassigned variable of function type.'],
  [66, 'Integer converted to a string with a width smaller than its length.'],
  [67, 'gasToValue or valueToGas failed.'],
  [68, 'There is no config parameter 20 or 21.'],
  [69, 'Zero raised to the power of zero.'],
  [70, 'substr() asked for more than the whole string.'],
  [71, 'A function marked externalMsg was called by an internal message.'],
  [72, 'A function marked internalMsg was called by an external message.'],
  [73, 'The value cannot be converted to the enum type.'],
  [74, 'Await answer came from a wrong source address.'],
  [75, 'Await answer has a wrong function id.'],
  [76, 'A public function was called before the constructor.'],
  [77, 'A variant value cannot be converted to the target type.'],
  [78, 'There is no private function with this function id.'],
  [
    79,
    'The contract was built with pragma upgrade func/oldsol and can only be used to update other contracts.',
  ],
];

const ACTION: Array<[number, string]> = [
  [-1, 'Unsupported action.'],
  [32, 'Invalid action list: it could not be parsed.'],
  [33, 'Too many actions: more than 255.'],
  [34, 'Unknown or invalid action, or invalid send mode flags.'],
  [35, 'Invalid source address in an outbound message.'],
  [36, 'Invalid destination address in an outbound message.'],
  [37, 'Insufficient balance to send an outbound message or make a reserve.'],
  [38, 'Insufficient extra currencies to send an outbound message.'],
  [40, 'Invalid balance: not enough funds to process the message (e.g. its forward fees).'],
  [41, 'Bad account state: the code or library change could not be applied.'],
  [50, 'Anycast addresses are not supported (or a limit was exceeded).'],
  [51, 'Copyleft license not found.'],
];

function table(category: CodeCategory, rows: Array<[number, string]>): ReadonlyMap<number, CodeInfo> {
  return new Map(rows.map(([code, text]) => [code, Object.freeze({ code, category, text })]));
}

const VM_CODES = table('vm', VM);
const SOLIDITY_CODES = table('solidity', SOLIDITY);

/** Every explained compute-phase exit code, positive VM codes first, then compiler runtime errors. */
export const EXIT_CODES: readonly CodeInfo[] = [...VM_CODES.values(), ...SOLIDITY_CODES.values()];
/** Every explained action-phase result code. */
export const ACTION_RESULT_CODES: ReadonlyMap<number, CodeInfo> = table('action', ACTION);

/** The first code the Solidity compilers leave to contract authors. */
const FIRST_USER_CODE = 100;

/**
 * Explains a compute-phase exit code; ever-node's negative VM codes -3…-14 are the positive 2…13.
 * Success codes (0, 1) and unknown codes below 100 give null; 100 and above are contract-defined.
 */
export function exitCodeInfo(code: number): CodeInfo | null {
  const vm = VM_CODES.get(code < 0 ? -code - 1 : code);
  if (vm) return code < 0 ? { ...vm, code } : vm;
  const sol = SOLIDITY_CODES.get(code);
  if (sol) return sol;
  if (code >= FIRST_USER_CODE) {
    return {
      code,
      category: 'user',
      text: "Error defined by the contract: see the contract's source for its meaning.",
    };
  }
  return null;
}

export function actionResultInfo(code: number): CodeInfo | null {
  return ACTION_RESULT_CODES.get(code) ?? null;
}

export type TransactionTextKey = 'uninit' | 'error' | 'result' | 'noData';

export interface TransactionExplanation {
  key: TransactionTextKey;
  /** The exit or result code explained (error and result). */
  info?: CodeInfo;
  /** The uninitialised-account note (uninit). */
  note?: string;
}

export interface ExplainOptions {
  /** The account's status (before the transaction), to tell an uninitialised receiver apart. */
  accountStatus?: AccountStatus | null;
  /** The action phase result code, explained when the exit code needs no explanation. */
  resultCode?: number | null;
}

const UNINIT_NOTE =
  'The account is not initialised: it has no code to run, so the received value stays on its balance until it is deployed.';

/**
 * The transaction text rule of the spec: `uninit` when there is no exit code and the account is
 * uninitialised, else `error` by exit code, else `result` by action result code, otherwise `noData`.
 */
export function explainExitCode(
  code: number | null | undefined,
  opts: ExplainOptions = {},
): TransactionExplanation {
  if ((code === null || code === undefined) && opts.accountStatus === 'uninit') {
    return { key: 'uninit', note: UNINIT_NOTE };
  }
  const exit = code === null || code === undefined ? null : exitCodeInfo(code);
  if (exit) return { key: 'error', info: exit };
  const result =
    opts.resultCode === null || opts.resultCode === undefined ? null : actionResultInfo(opts.resultCode);
  if (result) return { key: 'result', info: result };
  return { key: 'noData' };
}
