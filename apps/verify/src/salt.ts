// Code salt of TVM Solidity contracts (and of TON Labs' C++ contracts): a cell hung on the code cell in a
// reference that no instruction ever consumes, so it changes the code hash without changing what the
// code does. Contracts read it back with `abi.codeSalt()` (formerly `tvm.codeSalt()`, compiler 0.43.0
// on) and factories use it to give every child its own code hash: TIP-4 NFTs salted with their
// collection, TIP-4.3 Index contracts, some TIP-3 wallets. A verified build is the unsalted code, so
// verification has to peel the salt off a deployed code cell and compare what is left.
//
// The layouts below were learnt from broxus/nekoton (nekoton-abi/src/code_salt.rs, what nekoton-wasm's
// getCodeSalt/setCodeSalt run), everx-labs/ever-sdk (ever_client/src/boc/state_init.rs), the selectors
// emitted by everx-labs/TVM-linker (src/program.rs history, disassembler shapes) and by
// everx-labs/TVM-Solidity-Compiler (codegen/TvmAstVisitor.cpp, and the compiler's own codeSalt /
// setCodeSalt in codegen/TVMFunctionCall.cpp). Root cells are recognised by their exact bits, then the
// salt is taken only from the one reference each layout leaves unused: nothing is walked.
import { beginCell, type Cell, fromHex } from '@tvmscan/codec';

/**
 * Where the salt sat:
 * - `solidity`: TVM Solidity's selector; the salt is the third reference of the private-function
 *   selector (the root's first reference).
 * - `solidity-mycode`: the same selector one cell down, under the "save my code" wrapper that
 *   compilers 0.43-0.60 put on contracts calling `tvm.code()`.
 * - `cpp`: TON Labs' C++ compiler; the salt is the root's third reference.
 */
export type SaltLayout = 'solidity' | 'solidity-mycode' | 'cpp';

export interface SplitCode {
  /** The code as compiled, without its salt: the cell whose hash a verified build has. */
  code: Cell;
  salt: Cell;
  layout: SaltLayout;
}

// Root of every TVM Solidity contract since the TVM linker's March 2021 selector (compiler ~0.39):
//   PUSHREFCONT (ref 0: private selector)  POPCTR c3  DUP  IFNOTJMPREF (internal)
//   DUP  EQINT -1  IFJMPREF (external) ...
// Up to compiler 0.76 the root goes on with DUP EQINT -2 IFJMPREF (tick-tock) THROW 11 (18 bytes
// in all; nekoton-wasm 1.8.4 recognises only that exact form). Compiler 0.77 ends the root after the
// external branch or with a JMPREF to tick-tock and getters, so only this prefix is common to all
// (newer ever-sdk matches it as a prefix too). Ref 0 is consumed by PUSHREFCONT whatever follows it.
const SOLIDITY_ROOT_PREFIX = fromHex('8aed5320e30320c0ffe302');
// Compilers 0.43-0.60 linked contracts that call `tvm.code()` with `.pragma selector-save-my-code`:
//   PUSHREFCONT (ref 0: DUP SETGLOB 1 BLESS JMPX)  JMPXDATA
// which jumps to the usual selector, ref 1, with the code slice saved in global 1. Compiler 0.61 used
// the MYCODE instruction instead and the TVM linker dropped the pragma (Aug 2022), but such code stays
// deployed, and the compilers' own codeSalt still looks under this wrapper.
const MYCODE_ROOT = fromHex('8adb35');
// The C++ compiler's root (the TVM linker's disassembler calls it "cpp selector"): SETCP0 … it consumes
// ref 0 (public methods, DICTPUSHCONST 32) and ref 1 (the private selector, PUSHREFCONT … POPCTR c3),
// so a third reference is free for the salt.
const CPP_ROOT = fromHex('ff0020c101f4a4205892f4a0e05f028a20ed53d9');
// The private selector is DICTPUSHCONST n (`F4A4_` = 13 bits, a 1 bit saying the dictionary follows
// in ref 0, n:uint10, 32 in practice) and then either DICTUGETJMP (linkers before Sept 2022) or
// DICTUGETJMPZ THROW 78 (linker 0.17 on, and every compiler-assembled code since 0.72). Ref 1 holds the
// compiler's version string ("sol 0.62.0") and ref 2 the salt: neither instruction tail consumes a
// reference, which is what makes stripping ref 2 safe. Any other tail is not stripped.
const DICTPUSHCONST_PREFIX = 0b1111_0100_1010_0;
const DICTUGETJMP = 0xf4a1;
const DICTUGETJMPZ_THROW_78 = 0xf4bdf2c04e;

/**
 * Splits a deployed code cell into the code as compiled and its salt. Null when the code carries no
 * salt, or is not code of a layout known to carry one (FunC, Tolk, TVM Solidity before March 2021,
 * library or pruned cells, anything else): it never throws on arbitrary cells and looks at no more than
 * the root and two cells below it.
 */
export function splitCodeSalt(code: Cell): SplitCode | null {
  if (code.isExotic) return null;
  if (hasExactBits(code, CPP_ROOT)) {
    // Exactly the two consumed references plus the salt; nekoton appends the salt as the third.
    if (code.refs.length !== 3) return null;
    return { code: withRefs(code, [code.refs[0], code.refs[1]]), salt: code.refs[2], layout: 'cpp' };
  }
  if (hasExactBits(code, MYCODE_ROOT)) {
    if (code.refs.length !== 2) return null;
    const inner = splitSoliditySelector(code.refs[1]);
    if (!inner) return null;
    return { code: withRefs(code, [code.refs[0], inner.code]), salt: inner.salt, layout: 'solidity-mycode' };
  }
  const split = splitSoliditySelector(code);
  return split && { ...split, layout: 'solidity' };
}

/** The usual TVM Solidity root: its salt is in the private selector, ref 0. */
function splitSoliditySelector(root: Cell): { code: Cell; salt: Cell } | null {
  if (root.isExotic || !startsWithBits(root, SOLIDITY_ROOT_PREFIX) || root.refs.length === 0) return null;
  const selector = root.refs[0];
  if (selector.isExotic || selector.refs.length !== 3 || !isPrivateSelector(selector)) return null;
  const unsalted = withRefs(selector, [selector.refs[0], selector.refs[1]]);
  return { code: withRefs(root, [unsalted, ...root.refs.slice(1)]), salt: selector.refs[2] };
}

function isPrivateSelector(cell: Cell): boolean {
  const s = cell.beginParse();
  if (s.remainingBits < 24 || s.loadUint(13) !== DICTPUSHCONST_PREFIX || !s.loadBit()) return false;
  s.skip(10);
  const tail = s.remainingBits;
  if (tail === 16) return s.loadUint(16) === DICTUGETJMP;
  if (tail === 40) return s.loadUint(40) === DICTUGETJMPZ_THROW_78;
  return false;
}

/** The same bits as `cell`, with other references. */
function withRefs(cell: Cell, refs: readonly Cell[]): Cell {
  const b = beginCell().storeBits(cell.bits, cell.bitLength);
  for (const ref of refs) b.storeRef(ref);
  return b.endCell();
}

function hasExactBits(cell: Cell, bytes: Uint8Array): boolean {
  return cell.bitLength === bytes.length * 8 && startsWithBits(cell, bytes);
}

function startsWithBits(cell: Cell, bytes: Uint8Array): boolean {
  if (cell.bitLength < bytes.length * 8) return false;
  for (let i = 0; i < bytes.length; i++) if (cell.bits[i] !== bytes[i]) return false;
  return true;
}
