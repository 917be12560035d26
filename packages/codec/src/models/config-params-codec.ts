// The shape every config parameter's codec has (a load/store pair over the parameter's cell) and the
// builder of the commonest one, a tag followed by fixed-width unsigned fields: shared by the Everscale
// layouts (config-params.ts) and Tycho's own (config-params-tycho.ts).
import type { Builder, Slice } from '../cell';
import { loadTag } from './block-tlb';

export interface ParamCodec<T> {
  load(s: Slice): T;
  store(b: Builder, v: T): void;
}

export const u = (s: Slice, bits: number) => s.loadUint(bits);
export const u64 = (s: Slice) => s.loadUintBig(64);

// A struct of fixed-width unsigned fields after a tag: the shape of most parameters.
type Field = [name: string, bits: number | 'coins' | 'u64'];
export function struct<T extends object>(
  tag: number | null,
  tagBits: number,
  fields: Field[],
  field: string,
): ParamCodec<T> {
  return {
    load(s) {
      if (tag !== null) loadTag(s, tagBits, [tag], field);
      const out: Record<string, number | bigint> = {};
      for (const [name, bits] of fields) {
        out[name] = bits === 'coins' ? s.loadCoins() : bits === 'u64' ? u64(s) : u(s, bits);
      }
      return out as T;
    },
    store(b, v) {
      if (tag !== null) b.storeUint(tag, tagBits);
      const rec = v as Record<string, number | bigint>;
      for (const [name, bits] of fields) {
        if (bits === 'coins') b.storeCoins(rec[name] as bigint);
        else b.storeUint(rec[name], bits === 'u64' ? 64 : bits);
      }
    },
  };
}
