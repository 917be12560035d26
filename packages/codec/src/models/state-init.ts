// tick_tock$_ tick:Bool tock:Bool = TickTock;
// simple_lib$_ public:Bool root:^Cell = SimpleLib;
// _ split_depth:(Maybe (## 5)) special:(Maybe TickTock)
//   code:(Maybe ^Cell) data:(Maybe ^Cell)
//   library:(HashmapE 256 SimpleLib) = StateInit;
//
// Everscale and TON share this layout. Code, data and library roots stay Cells: the explorer shows their
// hashes and hands the BOC to whoever wants to disassemble it.
import type { Builder, Cell, Slice } from '../cell';
import { loadDictE, storeDictE } from '../dict';
import { invalid } from './block-tlb';
import { hexToUint256, uint256ToHex } from './common';

export interface TickTock {
  tick: boolean;
  tock: boolean;
}

export interface SimpleLib {
  public: boolean;
  root: Cell;
}

export interface StateInit {
  splitDepth: number | null;
  special: TickTock | null;
  code: Cell | null;
  data: Cell | null;
  /** library hash (hex) → library; the hash is the library root's representation hash. */
  library: Map<string, SimpleLib>;
}

const LIB_KEY_BITS = 256;

export function loadTickTock(s: Slice): TickTock {
  return { tick: s.loadBit(), tock: s.loadBit() };
}

export function storeTickTock(b: Builder, t: TickTock): void {
  b.storeBit(t.tick).storeBit(t.tock);
}

export function loadStateInit(s: Slice): StateInit {
  const splitDepth = s.loadBit() ? s.loadUint(5) : null;
  const special = s.loadBit() ? loadTickTock(s) : null;
  const code = s.loadMaybeRef();
  const data = s.loadMaybeRef();
  const libs = loadDictE(s, LIB_KEY_BITS, (v): SimpleLib => ({ public: v.loadBit(), root: v.loadRef() }));
  const library = new Map<string, SimpleLib>();
  for (const [key, lib] of libs) library.set(uint256ToHex(key), lib);
  return { splitDepth, special, code, data, library };
}

export function storeStateInit(b: Builder, init: StateInit): void {
  if (init.splitDepth === null) b.storeBit(0);
  else {
    if (!Number.isInteger(init.splitDepth) || init.splitDepth < 0 || init.splitDepth > 31) {
      throw invalid('StateInit.split_depth', `split depth ${init.splitDepth} does not fit 5 bits`);
    }
    b.storeBit(1).storeUint(init.splitDepth, 5);
  }
  if (init.special === null) b.storeBit(0);
  else storeTickTock(b.storeBit(1), init.special);
  b.storeMaybeRef(init.code).storeMaybeRef(init.data);
  const entries = [...init.library].map(([hash, lib]): [bigint, SimpleLib] => [
    hexToUint256(hash, 'StateInit.library'),
    lib,
  ]);
  storeDictE(b, entries, LIB_KEY_BITS, (v, lib) => {
    v.storeBit(lib.public).storeRef(lib.root);
  });
}
