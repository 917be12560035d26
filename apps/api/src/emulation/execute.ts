// Runs one message on one account with the network's own executor, in the emulation worker (worker.ts):
// nekoton-wasm's `executeLocal` (the Everscale executor) for Everscale and Venom, tycho-executor compiled
// to WebAssembly (@tychosdk/emulator) for Tycho — the same two the local network produces its blocks
// with. Signature checks are off: a dry run happens before the wallet signs, so the message carries a
// placeholder signature, and everything else the contract does is what the network would do.
import { randomBytes } from 'node:crypto';
import { beginCell, readBoc, writeBoc } from '@tvmscan/codec';
import { nekoton } from '@tvmscan/contracts';
import * as tycho from '@tychosdk/emulator/dist/wasm/tycho_emulator.js';

export interface EmulationJob {
  flavor: 'everscale' | 'tycho';
  globalId: number;
  /** ConfigParams (config address + parameters' dictionary) as a base64 BOC. */
  config: string;
  /** Names `config`: the Tycho executor keeps the config it parsed while this stays the same. */
  configKey: string;
  /** The Account BOC, base64; null when the account does not exist. */
  account: string | null;
  lastTransLt: string;
  /** 64 hex digits. */
  lastTransHash: string;
  /** The message BOC, base64. */
  message: string;
  /** Unix time the message is taken to arrive at. */
  now: number;
}

export type EmulationAnswer =
  | { kind: 'executed' /** The transaction BOC, base64. */; transaction: string }
  | { kind: 'rejected'; exitCode: number | null; reason: string };

const base64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
// account_none$0: what a run on an account that does not exist starts from.
const ACCOUNT_NONE_CELL = beginCell().storeBit(0).endCell();
const ACCOUNT_NONE = base64(writeBoc(ACCOUNT_NONE_CELL));

export function execute(job: EmulationJob): EmulationAnswer {
  return job.flavor === 'tycho' ? executeTycho(job) : executeEverscale(job);
}

function executeEverscale(job: EmulationJob): EmulationAnswer {
  let output: ReturnType<typeof nekoton.executeLocal>;
  try {
    output = nekoton.executeLocal(
      job.config,
      job.account ?? ACCOUNT_NONE,
      job.message,
      job.now,
      true,
      undefined,
      job.globalId,
    );
  } catch (error) {
    // The executor refuses a message it cannot run at all (no account to take an external message, a
    // message that does not fit the account) by throwing, with its reason.
    return { kind: 'rejected', exitCode: null, reason: String(error) };
  }
  if ('exitCode' in output) {
    return { kind: 'rejected', exitCode: output.exitCode, reason: 'the account did not accept the message' };
  }
  return { kind: 'executed', transaction: output.transaction.boc };
}

// The emulator's "short" verbosity: no VM log.
const SHORT = 0;
let parsed: { key: string; emulator: number } | null = null;

interface TychoOutput {
  ok: boolean;
  message?: string;
  output: { success: boolean; transaction: string; error: string; vm_exit_code?: number };
}

function executeTycho(job: EmulationJob): EmulationAnswer {
  if (parsed?.key !== job.configKey) {
    if (parsed) tycho.destroy_emulator(parsed.emulator);
    // The emulator takes the parameters' dictionary itself: ConfigParams' reference.
    const dictionary = readBoc(Buffer.from(job.config, 'base64'))[0].refs[0];
    parsed = { key: job.configKey, emulator: tycho.create_emulator(base64(writeBoc(dictionary)), SHORT) };
  }
  // account_descr$_ account:^Account last_trans_hash:bits256 last_trans_lt:uint64 = ShardAccount;
  const account = job.account ? readBoc(Buffer.from(job.account, 'base64'))[0] : ACCOUNT_NONE_CELL;
  const shardAccount = beginCell()
    .storeRef(account)
    .storeUint(BigInt(`0x${job.lastTransHash}`), 256)
    .storeUint(BigInt(job.lastTransLt), 64)
    .endCell();
  const params = JSON.stringify({
    unixtime: job.now,
    lt: (BigInt(job.lastTransLt) + 1n).toString(),
    rand_seed: randomBytes(32).toString('hex'),
    ignore_chksig: true,
    debug_enabled: false,
  });
  const response = JSON.parse(
    tycho.emulate_with_emulator(parsed.emulator, null, base64(writeBoc(shardAccount)), job.message, params),
  ) as TychoOutput;
  if (!response.ok) throw new Error(`tycho emulator: ${response.message}`);
  const { output } = response;
  if (!output.success)
    return { kind: 'rejected', exitCode: output.vm_exit_code ?? null, reason: output.error };
  return { kind: 'executed', transaction: output.transaction };
}
