// Message bodies decoded where the explorer knows the ABI: EverWallet's calls (ABI 2.3, headers pubkey,
// time and expire; sendTransaction 0x4cee646c and sendTransactionRaw 0x169e3e11, the function ids in
// the wallet's code) and text comments (op 0 followed by UTF-8 in a snake of cells). Anything else is
// reported as not parsed; a body that breaks the layout it claims is not parsed either.
import type { ParsedData } from '@tvmscan/api-schema';
import {
  type Cell,
  CodecError,
  loadMessage,
  loadMsgAddressInt,
  type MsgAddressInt,
  type Slice,
} from '@tvmscan/codec';

const NOT_PARSED: ParsedData = { parsed_type: null, function_name: null, parsed_data: null };
const SEND_TRANSACTION = 0x4cee646c;
const SEND_TRANSACTION_RAW = 0x169e3e11;
const COMMENT_OP = 0;

const raw = (a: MsgAddressInt) => `${a.workchain}:${a.address}`;

/**
 * ABI 2.x cell reader: a value that no longer fits the current cell continues in the cell the last
 * reference points to.
 */
class AbiReader {
  constructor(private s: Slice) {}
  #fit(bits: number, refs = 0): Slice {
    if (this.s.remainingBits < bits || this.s.remainingRefs < refs) {
      const left = this.s.remainingRefs;
      if (left === 0) throw new CodecError('cellUnderflow', 'ABI value runs past the body');
      for (let i = 1; i < left; i++) this.s.loadRef();
      this.s = this.s.loadRef().beginParse();
    }
    return this.s;
  }
  uint(bits: number): bigint {
    return this.#fit(bits).loadUintBig(bits);
  }
  bool(): boolean {
    return this.#fit(1).loadBit();
  }
  address(): MsgAddressInt {
    return loadMsgAddressInt(this.#fit(267));
  }
  cell(): Cell {
    return this.#fit(0, 1).loadRef();
  }
}

function everWalletCall(body: Cell): ParsedData | null {
  const s = body.beginParse();
  if (s.loadBit()) s.skip(512); // signature
  if (s.loadBit()) s.skip(256); // pubkey header
  s.skip(64 + 32); // time, expire
  const id = s.loadUint(32);
  const r = new AbiReader(s);
  if (id === SEND_TRANSACTION) {
    const dest = r.address();
    const value = r.uint(128);
    const bounce = r.bool();
    const flags = Number(r.uint(8));
    const payload = r.cell();
    return {
      parsed_type: 'wallet',
      function_name: 'sendTransaction',
      parsed_data: { dest: raw(dest), value: value.toString(), bounce, flags, payload: payload.hashHex() },
    };
  }
  if (id === SEND_TRANSACTION_RAW) {
    const flags = Number(r.uint(8));
    const message = loadMessage(r.cell());
    const info = message.info;
    return {
      parsed_type: 'wallet',
      function_name: 'sendTransactionRaw',
      parsed_data: {
        flags,
        dest: info.kind === 'internal' ? raw(info.dest) : null,
        value: info.kind === 'internal' ? info.value.grams.toString() : null,
      },
    };
  }
  return null;
}

function comment(body: Cell): ParsedData | null {
  const s = body.beginParse();
  if (s.remainingBits < 32 || s.loadUint(32) !== COMMENT_OP) return null;
  const bytes: Uint8Array[] = [];
  let part: Slice | null = s;
  while (part) {
    if (part.remainingBits % 8 !== 0) return null;
    bytes.push(part.loadBytes(part.remainingBits / 8));
    part = part.remainingRefs > 0 ? part.loadRef().beginParse() : null;
  }
  const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(bytes));
  return { parsed_type: 'comment', function_name: null, parsed_data: { text } };
}

/** The body of a message decoded with the ABIs the explorer knows. */
export function parseMessageBody(messageBoc: Cell): ParsedData {
  try {
    const message = loadMessage(messageBoc);
    const parsed = message.info.kind === 'externalIn' ? everWalletCall(message.body) : comment(message.body);
    return parsed ?? NOT_PARSED;
  } catch (e) {
    // The body is not what its first bits claim (CodecError) or its text is not UTF-8 (TypeError).
    if (e instanceof CodecError || e instanceof TypeError) return NOT_PARSED;
    throw e;
  }
}
