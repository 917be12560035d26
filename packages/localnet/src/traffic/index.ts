// Seeded background traffic: EverWallet transfers between the prefunded wallets, mixed with the token
// scenario (TIP-3 tokens, TIP-4 NFTs where the flavor runs them, constant-product pools and their swaps,
// deliberate failures, a frozen account). The first message of a wallet carries its state init and
// deploys it, as a wallet app does. The same seed and rate give the same sequence of senders,
// recipients, amounts and operations.
import type { Flavor } from '@tvmscan/codec';
import { recoverStakeBody, stakeBody } from '../contracts/elector';
import { signedTransfer } from '../contracts/everWallet';
import { type SignedExternal, signedCall } from '../contracts/external';
import type { Participant } from '../genesis';
import { ELECTOR_ID } from '../genesis/special';
import { type Elections, validatorAdnl, validatorKey } from '../genesis/validators';
import type { SignatureContext } from '../keys';
import { type ScenarioAccounts, scenarioAccounts } from '../scenarios/accounts';
import { type Outgoing, opMessage, type ScenarioParties } from '../scenarios/messages';
import { SCENARIO_WALLETS, ScenarioPlan } from '../scenarios/plan';
import { type ScenarioReport, scenarioReport } from '../scenarios/report';
import { seededRandom } from './random';

export { seededRandom };

const NANO = 1_000_000_000n;
/**
 * The least step between two messages of one wallet, ms: EverWallet accepts only increasing times. Each
 * message moves the wallet's time on by at least this step, so a wallet keeps up with the clock up to
 * 1000 / step messages a second; past that its times run ahead, and EverWallet refuses a message stamped
 * more than 30 minutes ahead (exit code 52): at a 100 ms step, eight wallets at 450 messages a second
 * fell silent after about six and a half minutes. The step is counted from the latest time the last
 * message can carry (SignedExternal.timeAtMost), not from the time asked: nekoton stamps it from a clock
 * read a moment after it is set, and on a busy machine that moment outlasted the step, so a later
 * message could carry an earlier time and be refused (exit code 52 again).
 */
const TIME_GAP_MS = 10;
const ELECTOR = `-1:${ELECTOR_ID}`;

export interface TrafficOptions {
  seed: string;
  flavor: Flavor;
  giver: Participant;
  wallets: Participant[];
  signatureContext: SignatureContext;
  /** Whether a wallet's account is active: the first message of one that is not deploys it. */
  isDeployed: (address: string) => boolean;
  /** The time of the last message a wallet accepted, as its state records it (after a restart, the
   *  wallet's times go on from there: back-to-back blocks can push them ahead of the clock). */
  acceptedTime: (address: string) => number | undefined;
  elections: Elections;
  /** The candidates' wallets, by candidate index. */
  validators: Participant[];
  /** What the elector credits a wallet with (stakes and bonuses it may take back). */
  electorCredit: (wallet: string) => bigint;
  /** Where the URL collection's documents are served (its URLs are stored on chain). */
  metadataBaseUrl: string;
}

export class Traffic {
  private readonly random: () => number;
  /** Fractional transfers carried between blocks so low rates still produce traffic. */
  private owed = 0;
  /** Time header of each wallet's latest message: EverWallet accepts only increasing times. */
  private readonly lastTime = new Map<string, number>();
  private readonly plan: ScenarioPlan | null;

  private constructor(
    private readonly options: TrafficOptions,
    private readonly parties: ScenarioParties | null,
  ) {
    this.random = seededRandom(`${options.seed}/traffic`);
    // TIP-4 needs the everscale executor (tycho-executor aborts mintNft), so tycho runs TIP-3 only.
    this.plan = parties ? new ScenarioPlan(options.seed, options.flavor === 'everscale') : null;
  }

  /** Traffic over `options.wallets`; the token scenario runs when there are SCENARIO_WALLETS of them. */
  static async create(options: TrafficOptions): Promise<Traffic> {
    let accounts: ScenarioAccounts | null = null;
    if (options.wallets.length >= SCENARIO_WALLETS) {
      accounts = await scenarioAccounts(
        options.seed,
        (i) => options.wallets[i].wallet.address,
        options.metadataBaseUrl,
      );
    }
    return new Traffic(options, accounts && { accounts, giver: options.giver, wallets: options.wallets });
  }

  /** Signed external messages for masterchain block `mcSeqno` at `tps` messages per second: the
   *  scenario's operations of that block first, wallet transfers for the rest of the rate. */
  async messages(tps: number, intervalMs: number, nowMs: number, mcSeqno?: number): Promise<Uint8Array[]> {
    const { wallets } = this.options;
    if (wallets.length < 2 || tps <= 0) return [];
    this.owed += (tps * intervalMs) / 1000;
    const count = Math.floor(this.owed);
    this.owed -= count;
    const batch = new Batch(this.options, this.lastTime, nowMs);
    const out: Uint8Array[] = [];
    if (this.plan && this.parties && mcSeqno !== undefined) {
      for (const op of this.plan.opsFor(mcSeqno)) out.push(await batch.sign(opMessage(op, this.parties)));
    }
    while (out.length < count) {
      const fromIndex = Math.floor(this.random() * wallets.length);
      // Any other wallet: pick among n - 1 and skip over the sender.
      const toIndex = Math.floor(this.random() * (wallets.length - 1));
      const to = wallets[toIndex >= fromIndex ? toIndex + 1 : toIndex];
      const value = NANO / 100n + BigInt(Math.floor(this.random() * 1000)) * (NANO / 1000n);
      out.push(
        await batch.sign({
          kind: 'wallet',
          from: wallets[fromIndex],
          dest: to.wallet.address,
          value,
          bounce: false,
        }),
      );
    }
    return out;
  }

  /** The validators' messages to the elector for the masterchain block at `nowMs` (the one before it was
   *  at `previousSeconds`): when elections open, every candidate of the next round takes back what the
   *  elector credits it with and stakes what the seed draws for it (the network elects by the same
   *  draw, decision 0004), whatever the traffic rate. */
  async stakes(nowMs: number, previousSeconds: number): Promise<Uint8Array[]> {
    const { elections, validators, seed, signatureContext } = this.options;
    const now = Math.floor(nowMs / 1000);
    const round = elections.roundAt(now);
    const open = (t: number) => elections.status(t) === 'open' && elections.roundAt(t) === round;
    if (!open(now) || open(previousSeconds)) return [];
    const batch = new Batch(this.options, this.lastTime, nowMs);
    const stakeAt = elections.setOf(round + 1).utimeSince;
    const queryId = BigInt(now);
    const out: Uint8Array[] = [];
    for (const { index, stake } of elections.candidatesOf(round + 1)) {
      const from = validators[index];
      const toElector = (value: bigint, payload: string) =>
        batch.sign({ kind: 'wallet', from, dest: ELECTOR, value, bounce: true, payload });
      if (this.options.electorCredit(from.wallet.address) > 0n) {
        out.push(await toElector(NANO, recoverStakeBody(queryId)));
      }
      const validator = validatorKey(seed, index);
      const adnlAddr = validatorAdnl(seed, index);
      const body = stakeBody(
        { queryId, validator, stakeAt, wallet: from.wallet.address, adnlAddr },
        signatureContext,
      );
      // The elector keeps one token of the value for its confirmation.
      out.push(await toElector(stake + NANO, body));
    }
    return out;
  }

  /** What the token scenario has created up to masterchain block `mcSeqno`; null when it does not run
   *  (fewer than SCENARIO_WALLETS wallets). */
  scenario(mcSeqno: number): ScenarioReport | null {
    if (!this.plan || !this.parties) return null;
    return scenarioReport(this.plan.stateAt(mcSeqno), this.parties);
  }
}

/** Signs the messages of one block: a wallet's first message deploys it, its times keep increasing. */
class Batch {
  /** Wallets this batch deploys: their later messages in the same block need no state init. */
  private readonly deploying = new Set<string>();

  constructor(
    private readonly options: TrafficOptions,
    private readonly lastTime: Map<string, number>,
    private readonly nowMs: number,
  ) {}

  async sign(message: Outgoing): Promise<Uint8Array> {
    if (message.kind === 'raw') return message.boc;
    const { signatureContext } = this.options;
    const signed =
      message.kind === 'deploy'
        ? await signedCall(
            {
              address: message.address,
              abi: message.abi,
              method: 'constructor',
              stateInit: message.stateInit,
              input: message.input,
              nowMs: this.nowMs,
            },
            message.key,
            signatureContext,
          )
        : await this.walletMessage(message, signatureContext);
    return new Uint8Array(Buffer.from(signed.boc, 'base64'));
  }

  private async walletMessage(
    message: Extract<Outgoing, { kind: 'wallet' }>,
    signatureContext: SignatureContext,
  ): Promise<SignedExternal> {
    const { wallet, key } = message.from;
    const deploy = !this.options.isDeployed(wallet.address) && !this.deploying.has(wallet.address);
    if (deploy) this.deploying.add(wallet.address);
    const last = this.lastTime.get(wallet.address) ?? this.options.acceptedTime(wallet.address) ?? 0;
    const time = Math.max(this.nowMs, last + TIME_GAP_MS);
    const signed = await signedTransfer(
      wallet,
      key,
      {
        dest: message.dest,
        value: message.value,
        bounce: message.bounce,
        deploy,
        nowMs: time,
        payload: message.payload,
        flags: message.flags,
      },
      signatureContext,
    );
    this.lastTime.set(wallet.address, signed.timeAtMost);
    return signed;
  }
}
