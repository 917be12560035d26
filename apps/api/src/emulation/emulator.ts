// The dry run (POST /api/explorer/messages/emulate, spec §7): a message the visitor is about to have
// signed is executed on the account's latest indexed state with the newest indexed config, and the
// transaction it would cause is answered in the transaction page's terms. Contract code is untrusted
// and the message is the visitor's, so the run is bounded three ways: one worker thread runs one
// message at a time under a wall-time cap (terminated past it) and a heap cap; each client may have
// EMULATE_PER_CLIENT runs running or waiting; and the queue as a whole is bounded.
import { EMULATE_PER_CLIENT, type MessageEmulation } from '@tvmscan/api-schema';
import { CappedWorker, timeoutSetting } from '@tvmscan/capped-worker';
import {
  type Cell,
  loadAccount,
  loadMessage,
  type Message,
  type MsgAddressInt,
  readBoc,
  writeBoc,
} from '@tvmscan/codec';
import {
  type Database,
  type EmulationConfig,
  emulatedTransaction,
  emulationAccount,
  emulationConfig,
} from '@tvmscan/db';
import { BadRequest } from '../errors';
import type { EmulationAnswer, EmulationJob } from './execute';

/** TVMSCAN_EMULATE_TIMEOUT_MS: wall time one dry run may take (default 2 s; a call to a standard
 *  contract takes a few milliseconds, and 1M gas, a basechain transaction's most, well under a second). */
export const emulateTimeoutMs = (env: NodeJS.ProcessEnv = process.env) =>
  timeoutSetting(env, 'TVMSCAN_EMULATE_TIMEOUT_MS', 2000);

/** Runs waiting at once across all clients, beyond which a new one is refused (429) at once. */
const QUEUE_MAX = 16;
/** The worker's heap: a config, one account and one message are a few MB. */
const WORKER_HEAP_MB = 256;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A refusal with an HTTP status the error handler answers as is (429 here). */
class Busy extends Error {
  readonly statusCode = 429;
}

export class Emulator {
  private readonly worker: CappedWorker<EmulationJob, EmulationAnswer>;
  private readonly running = new Map<string, number>();
  /** The newest config as cells, rebuilt when a newer key block is indexed. */
  private config: EmulationConfig | null = null;
  /** That config's ConfigParams BOC (base64), serialized once per key block rather than per run. */
  private configBoc = '';

  constructor(
    private readonly database: Database,
    private readonly timeoutMs = emulateTimeoutMs(),
  ) {
    this.worker = new CappedWorker({
      script: new URL('./worker.ts', import.meta.url),
      timeoutMs,
      heapMb: WORKER_HEAP_MB,
    });
  }

  /** `client` names who asks (the rate limit's key), for the per-client bound. */
  async emulate(boc: string, client: string): Promise<MessageEmulation> {
    const { dest, bytes } = parseMessage(boc);
    if (dest.kind !== 'std') throw new BadRequest('boc: the message must go to a standard address', 'boc');
    const accountId = `${dest.workchain}:${dest.address}`;
    const mine = this.running.get(client) ?? 0;
    if (mine >= EMULATE_PER_CLIENT)
      throw new Busy(`at most ${EMULATE_PER_CLIENT} dry runs at a time, wait for one to finish`);
    if (this.worker.pending >= QUEUE_MAX)
      throw new Busy('the server is busy with dry runs, retry in a moment');
    this.running.set(client, mine + 1);
    try {
      return await this.run(accountId, bytes);
    } finally {
      const left = (this.running.get(client) ?? 1) - 1;
      if (left === 0) this.running.delete(client);
      else this.running.set(client, left);
    }
  }

  close(): Promise<void> {
    return this.worker.close();
  }

  private async run(accountId: string, message: Uint8Array): Promise<MessageEmulation> {
    const db = this.database.db;
    const [account, config] = await Promise.all([
      emulationAccount(db, accountId),
      emulationConfig(db, this.config ?? undefined),
    ]);
    if (!config) throw new NotIndexed('the network config is not indexed yet');
    if (!account)
      throw new NotIndexed(`the state of ${accountId} is not indexed: the message cannot be run on it`);
    if (config !== this.config) {
      this.config = config;
      this.configBoc = base64(writeBoc(config.configParams));
    }
    // The chain's clock may run ahead of this server's: a run may not start before the account's storage
    // was last paid for (Tycho's executor refuses a message that would).
    const paid = account.state ? (loadAccount(readBoc(account.state)[0])?.storageStat.lastPaid ?? 0) : 0;
    const now = Math.max(Math.floor(Date.now() / 1000), paid);
    const answer = await this.worker.run({
      flavor: config.flavor === 'tycho' ? 'tycho' : 'everscale',
      globalId: config.globalId,
      config: this.configBoc,
      configKey: config.mcSeqno,
      account: account.state?.toString('base64') ?? null,
      lastTransLt: account.lastTransLt.toString(),
      lastTransHash: account.lastTransHash.toString('hex'),
      message: base64(message),
      now,
    });
    if (answer === 'timeout')
      throw new BadRequest(`boc: the message did not finish executing within ${this.timeoutMs} ms`, 'boc');
    if (answer === 'crashed') throw new BadRequest('boc: executing the message ran out of memory', 'boc');
    const common = { accountId, time: now, afterLt: account.lastTransLt.toString() };
    if (answer.kind === 'rejected') {
      return {
        ...common,
        ...NOT_RUN,
        accepted: false,
        rejection: { exitCode: answer.exitCode, reason: answer.reason },
      };
    }
    return {
      ...common,
      accepted: true,
      rejection: null,
      ...emulatedTransaction(Buffer.from(answer.transaction, 'base64')),
    };
  }
}

/** An error the handler answers 404 with: what the message would run against is not indexed. */
class NotIndexed extends Error {
  readonly statusCode = 404;
}

/** A rejected external message causes no transaction: nothing ran, nothing was charged. */
const NOT_RUN = {
  success: false,
  aborted: false,
  exitCode: null,
  resultCode: null,
  totalFees: '0',
  balanceChange: '0',
  storage: null,
  credit: null,
  compute: null,
  action: null,
  bounce: null,
  outMessages: [],
} satisfies Partial<MessageEmulation>;

const base64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

/** The request's BOC as one message a destination executes (internal or external-in), or why not. */
function parseMessage(boc: string): { dest: MsgAddressInt; bytes: Uint8Array } {
  if (!BASE64.test(boc)) throw new BadRequest('boc: not base64', 'boc');
  const bytes = new Uint8Array(Buffer.from(boc, 'base64'));
  let roots: Cell[];
  try {
    roots = readBoc(bytes);
  } catch (error) {
    throw new BadRequest(`boc: not a bag of cells (${(error as Error).message})`, 'boc');
  }
  if (roots.length !== 1) throw new BadRequest(`boc: expected one root cell, found ${roots.length}`, 'boc');
  let message: Message;
  try {
    message = loadMessage(roots[0]);
  } catch (error) {
    throw new BadRequest(`boc: not a message (${(error as Error).message})`, 'boc');
  }
  if (message.info.kind === 'externalOut')
    throw new BadRequest('boc: an external-out message is not executed by any account', 'boc');
  return { dest: message.info.dest, bytes };
}
