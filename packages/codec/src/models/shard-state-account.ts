// One account of a shard state, read straight from the state's accounts dictionary without decoding
// the rest (a mainnet state holds millions): ShardStateUnsplit keeps `accounts:^ShardAccounts` as its
// second reference in both flavors, a HashmapAugE 256 of ShardAccount with DepthBalanceInfo extras.
import type { Cell } from '../cell/cell';
import { lookupDict } from '../dict/lookup';
import { CodecError } from '../util/error';
import { loadDepthBalanceInfo, loadShardAccount, type ShardAccount } from './account';

const ACCOUNTS_REF = 1;

/** The ShardAccount of `accountId` (64 hex) in the state — its Account cell as stored and its last
 *  transaction — or null if the state has no such key. */
export function shardStateAccount(stateRoot: Cell, accountId: string): ShardAccount | null {
  if (!/^[0-9a-f]{64}$/.test(accountId))
    throw new CodecError('badArgument', `account id ${accountId} is not 64 hex digits`);
  const accounts = stateRoot.refs[ACCOUNTS_REF]?.beginParse();
  if (!accounts) throw new CodecError('refUnderflow', 'shard state without accounts', { field: 'accounts' });
  const root = accounts.loadMaybeRef();
  if (root === null) return null;
  const leaf = lookupDict(root, 256, BigInt(`0x${accountId}`));
  if (leaf === null) return null;
  loadDepthBalanceInfo(leaf);
  return loadShardAccount(leaf);
}
