// Decoded structures → JSON for jsonb columns: bigint as decimal strings (u64/coins on the wire are
// strings), Maps as objects, cells as their hash (the raw BOC is stored beside them).
import { Cell } from '@tvmscan/codec';

export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'bigint') return v.toString();
    if (v instanceof Map) return Object.fromEntries([...v].map(([k, x]) => [String(k), x]));
    if (v instanceof Cell) return { cellHash: v.hashHex() };
    if (v instanceof Uint8Array) return Buffer.from(v).toString('hex');
    return v;
  });
}
