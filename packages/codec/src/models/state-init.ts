// tick_tock$_ tick:Bool tock:Bool = TickTock;
// simple_lib$_ public:Bool root:^Cell = SimpleLib;
// _ split_depth:(Maybe (## 5)) special:(Maybe TickTock)
//   code:(Maybe ^Cell) data:(Maybe ^Cell)
//   library:(HashmapE 256 SimpleLib) = StateInit;
//
// Everscale and TON share this layout. Code, data and the library dictionary stay Cells: the explorer
// shows their hashes and hands the BOC to whoever wants to disassemble it. The library dictionary is kept
// as its root, unwalked: a message carries it from an outsider, and nothing here reads its entries
// (walk it with loadDict(library, 256, loadSimpleLib) where they are needed).
import type { Builder, Cell, Slice } from '../cell';
import { invalid } from './block-tlb';

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
  /** Root of the HashmapE 256 SimpleLib (library hash → library), or null when empty. */
  library: Cell | null;
}

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
  const library = s.loadMaybeRef();
  return { splitDepth, special, code, data, library };
}

export function loadSimpleLib(s: Slice): SimpleLib {
  return { public: s.loadBit(), root: s.loadRef() };
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
  b.storeMaybeRef(init.code).storeMaybeRef(init.data).storeMaybeRef(init.library);
}
