// _ config_addr:bits256 config:^(Hashmap 32 ^Cell) = ConfigParams;
//
// The blockchain config as key blocks and masterchain states carry it: parameter number → cell.
// Parameters stay cells here (the source of truth, and what an unknown parameter must remain);
// config-params.ts decodes the ones the explorer shows.
import type { Builder, Cell, Slice } from '../cell';
import { buildDict, loadDict } from '../dict';
import { toHex } from '../util';
import { invalid, storeHash } from './block-tlb';

export interface ConfigParams {
  configAddr: string;
  /** Parameter index → its cell, ascending. */
  params: Map<number, Cell>;
}

export function loadConfigParams(s: Slice): ConfigParams {
  const configAddr = toHex(s.loadHash());
  const raw = loadDict(s.loadRef(), 32, (v) => v.loadRef());
  const params = new Map<number, Cell>();
  for (const [key, cell] of raw) params.set(Number(BigInt.asIntN(32, key)), cell);
  return { configAddr, params };
}

export function storeConfigParams(b: Builder, config: ConfigParams): void {
  const entries: Array<[bigint, Cell]> = [];
  for (const [index, cell] of config.params) entries.push([BigInt.asUintN(32, BigInt(index)), cell]);
  const root = buildDict(entries, 32, (vb, cell: Cell) => {
    vb.storeRef(cell);
  });
  if (!root) throw invalid('ConfigParams.config', 'a config needs at least one parameter');
  storeHash(b, config.configAddr, 'ConfigParams.config_addr');
  b.storeRef(root);
}
