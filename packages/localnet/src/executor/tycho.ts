// The tycho flavor's executor: tycho-executor compiled to WASM (@tychosdk/emulator). It takes the lt the
// collator gives it and sets prev_trans itself from the ShardAccount.
import { Cell as TonCell } from '@ton/core';
import { beginCell, type Cell, readBoc, writeBoc } from '@tvmscan/codec';
import { TychoExecutor } from '@tychosdk/emulator';
import { ACCOUNT_NONE } from '../accountLayout';
import type { ExecuteOutcome, ExecuteRequest, Executor } from './types';

export interface TychoExecutorOptions {
  /** The config dictionary root (Hashmap 32 ^Cell). */
  config: Cell;
}

// account_descr$_ account:^Account last_trans_hash:bits256 last_trans_lt:uint64 = ShardAccount;
function shardAccount(request: ExecuteRequest): Cell {
  return beginCell()
    .storeRef(request.account ? readBoc(request.account)[0] : ACCOUNT_NONE)
    .storeUint(BigInt(`0x${request.lastTransHash}`), 256)
    .storeUint(request.lastTransLt, 64)
    .endCell();
}

export async function createTychoExecutor(options: TychoExecutorOptions): Promise<Executor> {
  const executor = await TychoExecutor.create();
  const config = Buffer.from(writeBoc(options.config)).toString('base64');
  return {
    flavor: 'tycho',
    async execute(request: ExecuteRequest): Promise<ExecuteOutcome> {
      const lt = request.minLt > request.lastTransLt ? request.minLt : request.lastTransLt + 1n;
      const { result } = await executor.runTransaction({
        config,
        libs: null,
        verbosity: 'short',
        shardAccount: Buffer.from(writeBoc(shardAccount(request))).toString('base64'),
        message: TonCell.fromBoc(Buffer.from(request.message))[0],
        now: request.now,
        lt,
        randomSeed: Buffer.from(request.randSeed, 'hex'),
        ignoreChksig: false,
        debugEnabled: false,
      });
      if (!result.success) {
        return { kind: 'rejected', exitCode: result.vmResults?.vmExitCode ?? null, reason: result.error };
      }
      const account = readBoc(new Uint8Array(Buffer.from(result.shardAccount, 'base64')))[0].refs[0];
      return {
        kind: 'executed',
        transaction: new Uint8Array(Buffer.from(result.transaction, 'base64')),
        account: account.equals(ACCOUNT_NONE) ? null : writeBoc(account),
      };
    },
  };
}
