// The shard states a replayed chain starts from (`--states <dir>` of `tvmscan index` and `tvmscan dev
// --source`): every BOC in the folder, raw or base64 text; other files are left out.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bocBytes } from '@tvmscan/indexer';

export function readStates(dir: string): Uint8Array[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const boc = bocBytes(new Uint8Array(readFileSync(join(dir, name))));
      return boc ? [boc] : [];
    });
}
