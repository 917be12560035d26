// Seeded background traffic: EverWallet transfers between the prefunded wallets. The first transfer of
// a wallet carries its state init and deploys it, as a wallet app does. The same seed and rate give
// the same sequence of senders, recipients and amounts.
import { createHash } from 'node:crypto';
import { signedTransfer } from './contracts/everWallet';
import type { Participant } from './genesis';
import type { SignatureContext } from './keys';

/** mulberry32: a small, fast, well-distributed PRNG; good enough to pick senders reproducibly. */
export function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NANO = 1_000_000_000n;
const TIME_GAP_MS = 100;

export class Traffic {
  private readonly random: () => number;
  /** Fractional transfers carried between blocks so low rates still produce traffic. */
  private owed = 0;
  /** Time header of each wallet's latest message: EverWallet accepts only increasing times. */
  private readonly lastTime = new Map<string, number>();

  constructor(
    seed: string,
    private readonly wallets: Participant[],
    private readonly signatureContext: SignatureContext,
    /** Whether a wallet's account is active: the first transfer of one that is not deploys it. */
    private readonly isDeployed: (address: string) => boolean,
  ) {
    this.random = seededRandom(`${seed}/traffic`);
  }

  /** Signed external messages for one block interval at `tps` transfers per second. */
  async messages(tps: number, intervalMs: number, nowMs: number): Promise<Uint8Array[]> {
    if (this.wallets.length < 2 || tps <= 0) return [];
    this.owed += (tps * intervalMs) / 1000;
    const count = Math.floor(this.owed);
    this.owed -= count;
    const out: Uint8Array[] = [];
    // Wallets this batch deploys: later transfers of theirs in the same block need no state init.
    const deploying = new Set<string>();
    for (let i = 0; i < count; i++) {
      const fromIndex = Math.floor(this.random() * this.wallets.length);
      // Any other wallet: pick among n - 1 and skip over the sender.
      const toIndex = Math.floor(this.random() * (this.wallets.length - 1));
      const from = this.wallets[fromIndex];
      const to = this.wallets[toIndex >= fromIndex ? toIndex + 1 : toIndex];
      const value = NANO / 100n + BigInt(Math.floor(this.random() * 1000)) * (NANO / 1000n);
      const deploy = !this.isDeployed(from.wallet.address) && !deploying.has(from.wallet.address);
      if (deploy) deploying.add(from.wallet.address);
      // nekoton stamps the time from a clock set to `nowMs`, read a moment later: a gap wider than that
      // moment keeps one wallet's times increasing.
      const time = Math.max(nowMs, (this.lastTime.get(from.wallet.address) ?? 0) + TIME_GAP_MS);
      this.lastTime.set(from.wallet.address, time);
      const message = await signedTransfer(
        from.wallet,
        from.key,
        { dest: to.wallet.address, value, bounce: false, deploy, nowMs: time },
        this.signatureContext,
      );
      out.push(new Uint8Array(Buffer.from(message.boc, 'base64')));
    }
    return out;
  }
}
