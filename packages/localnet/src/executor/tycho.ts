// The tycho flavor's executor: tycho-executor compiled to WASM (@tychosdk/emulator). It takes the lt the
// collator gives it and sets prev_trans itself from the ShardAccount. It also runs tick-tock
// transactions, for both flavors (nekoton-wasm has no entry point for them).
//
// The package's TychoExecutor class takes @ton/core cells and re-serializes them on every call; the
// network already holds BOCs, so it calls the WASM entry point the class wraps, with base64 BOCs. The
// ShardAccount the executor hands back is what the next transaction of that account starts from: it is
// kept (by the identity of the account BOC it belongs to) and given back as is.
import { beginCell, readBoc, toHex, writeBoc } from '@tvmscan/codec';
import * as emulator from '@tychosdk/emulator/dist/wasm/tycho_emulator.js';
import { ACCOUNT_NONE, isAccountNone } from '../accountLayout';
import { bocOf, cellOf } from '../bocCells';
import type { NetworkConfig } from '../genesis/config';
import { shareCells } from '../sharedCells';
import type { ExecuteOutcome, ExecuteRequest, Executor, TickTockRequest } from './types';

type Common = Pick<
  ExecuteRequest,
  'account' | 'lastTransLt' | 'lastTransHash' | 'minLt' | 'now' | 'randSeed'
>;

const base64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));
// The emulator's "short" verbosity: no VM log.
const SHORT = 0;

interface EmulatorOutput {
  ok: boolean;
  message?: string;
  output: {
    success: boolean;
    transaction: string;
    shard_account: string;
    error: string;
    vm_exit_code?: number;
  };
}

/** A ShardAccount the executor produced, valid for the account's next transaction. */
interface KeptShardAccount {
  base64: string;
  lastTransLt: bigint;
  lastTransHash: string;
}

export async function createTychoExecutor(config: NetworkConfig): Promise<Executor> {
  // The emulator holds a parsed config (the dictionary root, Hashmap 32 ^Cell): a new one per config.
  const emulatorOf = (next: NetworkConfig) => emulator.create_emulator(base64(writeBoc(next.root)), SHORT);
  let emulatorPtr = emulatorOf(config);
  const kept = new WeakMap<Uint8Array, KeptShardAccount>();

  // account_descr$_ account:^Account last_trans_hash:bits256 last_trans_lt:uint64 = ShardAccount;
  const shardAccount = (request: Common): string => {
    const known = request.account && kept.get(request.account);
    if (known && known.lastTransLt === request.lastTransLt && known.lastTransHash === request.lastTransHash) {
      return known.base64;
    }
    const cell = beginCell()
      .storeRef(request.account ? cellOf(request.account) : ACCOUNT_NONE)
      .storeUint(BigInt(`0x${request.lastTransHash}`), 256)
      .storeUint(request.lastTransLt, 64)
      .endCell();
    return base64(writeBoc(cell));
  };

  const run = (request: Common, message: Uint8Array | null, extra: object): ExecuteOutcome => {
    const params = JSON.stringify({
      unixtime: request.now,
      lt: (request.minLt > request.lastTransLt ? request.minLt : request.lastTransLt + 1n).toString(),
      rand_seed: request.randSeed,
      ignore_chksig: false,
      debug_enabled: false,
      ...extra,
    });
    const response = JSON.parse(
      emulator.emulate_with_emulator(
        emulatorPtr,
        null,
        shardAccount(request),
        message && base64(message),
        params,
      ),
    ) as EmulatorOutput;
    if (!response.ok) throw new Error(`emulation error: ${response.message}`);
    const result = response.output;
    if (!result.success) {
      return { kind: 'rejected', exitCode: result.vm_exit_code ?? null, reason: result.error };
    }
    const shardAccountCell = readBoc(fromBase64(result.shard_account))[0];
    const fresh = shardAccountCell.refs[0];
    if (isAccountNone(fresh)) {
      return { kind: 'executed', transaction: fromBase64(result.transaction), account: null };
    }
    const boc = bocOf(request.account ? shareCells(fresh, cellOf(request.account)) : fresh);
    const s = shardAccountCell.beginParse();
    s.loadRef();
    kept.set(boc, {
      base64: result.shard_account,
      lastTransHash: toHex(s.loadHash()),
      lastTransLt: s.loadUintBig(64),
    });
    return { kind: 'executed', transaction: fromBase64(result.transaction), account: boc };
  };

  return {
    flavor: 'tycho',
    useConfig(next: NetworkConfig): void {
      emulator.destroy_emulator(emulatorPtr);
      emulatorPtr = emulatorOf(next);
    },
    execute(request: ExecuteRequest): Promise<ExecuteOutcome> {
      return Promise.resolve(run(request, request.message, {}));
    },
    tickTock(request: TickTockRequest): Promise<ExecuteOutcome> {
      return Promise.resolve(run(request, null, { is_tick_tock: true, is_tock: request.which === 'tock' }));
    },
  };
}
