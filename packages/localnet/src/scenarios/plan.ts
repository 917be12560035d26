// The token scenario as a plan: which token, NFT and pool operations go into masterchain block n. It is a
// pure function of the seed and n (a PRNG per block over a model of what earlier blocks did), so a
// restarted network replays the model to its head and goes on with the same plan. Every operation is
// one external message; what it causes travels through the message queue, so an operation touches a
// token wallet or NFT only SETTLE blocks after the previous one did. Over 400 lines because the plan
// and the model it replays are one state machine: each operation's choice reads what the model says
// earlier blocks did.
import { swapOut } from '../contracts/cp-pool';
import { seededRandom } from '../traffic/random';
import { COLLECTIONS, HOSTILE_NAME, HOSTILE_NFT, POOLS, RELAYED_NFT, TOKENS } from './catalog';

/** Indices into the network's prefunded wallets. */
export type WalletIndex = number;

export type Op =
  | { kind: 'fundToken'; token: number }
  | { kind: 'fundCollection'; collection: number }
  | { kind: 'deployToken'; token: number }
  | { kind: 'deployCollection'; collection: number }
  /** `deployWallet` (set by the plan): the recipient has no token wallet yet, the call deploys it. */
  | { kind: 'mint'; token: number; to: WalletIndex; amount: bigint; deployWallet?: boolean }
  | {
      kind: 'transfer';
      token: number;
      from: WalletIndex;
      to: WalletIndex;
      amount: bigint;
      deployWallet?: boolean;
    }
  /** A transfer to an owner without a token wallet that does not deploy one: it bounces back. */
  | { kind: 'bouncingTransfer'; token: number; from: WalletIndex; amount: bigint }
  | { kind: 'burn'; token: number; from: WalletIndex; amount: bigint }
  /** A wallet that is not the root owner asks to mint: the root fails (exit 1000) and bounces. */
  | { kind: 'foreignMint'; token: number; from: WalletIndex }
  /** A transfer of more than the balance: the token wallet fails (exit 1060) and bounces. */
  | { kind: 'overdraft'; token: number; from: WalletIndex; amount: bigint }
  /** A wallet sends more than it has without ignoring errors: the action phase fails (code 37). */
  | { kind: 'overspend'; from: WalletIndex }
  | { kind: 'mintNft'; collection: number; id: bigint; to: WalletIndex }
  | {
      kind: 'changeOwner' | 'changeManager' | 'nftTransfer';
      collection: number;
      id: bigint;
      from: WalletIndex;
      to: WalletIndex;
    }
  | { kind: 'burnNft'; collection: number; id: bigint; from: WalletIndex }
  /** The URL collection (TIP-4.2.2): funded by the giver, deployed by its own external message, minting
   *  for its owner. It runs on both flavors. */
  | { kind: 'fundUrlCollection' }
  | { kind: 'deployUrlCollection' }
  | { kind: 'mintUrlNft'; id: bigint; to: WalletIndex }
  /** The multi-token collection (VEP-1155): funded and deployed as the URL collection is; its owner mints
   *  token `id` (the collection's next), `count` of it to `to`; a holder moves (deploying the recipient's
   *  wallet of the token when `deployWallet`, set by the plan) and burns. It runs on both flavors. */
  | { kind: 'fundMultiCollection' }
  | { kind: 'deployMultiCollection' }
  | { kind: 'mintMultiToken'; id: bigint; to: WalletIndex; count: bigint }
  | {
      kind: 'multiTransfer';
      id: bigint;
      from: WalletIndex;
      to: WalletIndex;
      count: bigint;
      deployWallet?: boolean;
    }
  | { kind: 'multiBurn'; id: bigint; from: WalletIndex; count: bigint }
  /** The constant-product pools (contracts/cp-pool.fc): funded by the giver, deployed by their own
   *  external message; a holder adds `amount` of `token` as liquidity, or swaps it for the pool's other
   *  token, the model counting `out` (what the pool pays, 0 when it sends the tokens back). */
  | { kind: 'fundPool'; pool: number }
  | { kind: 'deployPool'; pool: number }
  | { kind: 'poolLiquidity'; pool: number; token: number; from: WalletIndex; amount: bigint }
  | { kind: 'swap'; pool: number; token: number; from: WalletIndex; amount: bigint; out: bigint }
  /** A bounceable transfer to the dormant account: its storage debt freezes it. */
  | { kind: 'freeze' }
  /** The giver refills a wallet that pays for token operations. */
  | { kind: 'topUp'; to: WalletIndex }
  /** A wallet has the announcer announce `text` (an event, an external outbound message), `times` times
   *  in one transaction when given: a roll call with more events than one page of a trace shows. */
  | { kind: 'announce'; from: WalletIndex; text: string; times?: number }
  /** A wallet has the counter (contracts/counter.tolk, the contract written in Tolk) add `by`. */
  | { kind: 'increment'; from: WalletIndex; by: number };

export type OpKind = Op['kind'];

/** Blocks between operations on the same token wallet or NFT: enough for the longest chain of messages
 *  (wallet → token wallet → recipient token wallet → gas back) when each hop crosses shards and waits
 *  for the next block. */
export const SETTLE = 4;
/** The scenario needs this many prefunded wallets (the network's default). */
export const SCENARIO_WALLETS = 8;
/** Root owner of each token, owner of every collection. */
export const tokenIssuer = (token: number): WalletIndex => token % 2;
export const COLLECTION_OWNER: WalletIndex = 2;
const TOP_UP_EVERY = 200;
/** Events of the opening's roll call: more than the 50 a trace's events table shows on a page. */
export const ROLL_CALL = 60;

export interface Holding {
  balance: bigint;
  readyAt: number;
}

export interface TokenState {
  fundedAt: number | null;
  deployedAt: number | null;
  totalSupply: bigint;
  /** From this block on the supply is on chain (no mint or burn in flight). */
  settledAt: number;
  /** Owners whose token wallet exists (or is being deployed), with their balance. */
  holders: Map<WalletIndex, Holding>;
}

export interface NftState {
  id: bigint;
  owner: WalletIndex;
  manager: WalletIndex;
  burned: boolean;
  readyAt: number;
}

export interface CollectionState {
  fundedAt: number | null;
  deployedAt: number | null;
  nfts: NftState[];
}

export interface MultiTokenState {
  id: bigint;
  /** What the token's NFT counts: every holder's balance. */
  supply: bigint;
  /** From this block on no mint or burn of the token is in flight. */
  settledAt: number;
  /** Owners whose wallet of the token exists (or is being deployed), with their balance. */
  holders: Map<WalletIndex, Holding>;
}

export interface MultiCollectionState {
  fundedAt: number | null;
  deployedAt: number | null;
  tokens: MultiTokenState[];
}

export interface PoolState {
  fundedAt: number | null;
  deployedAt: number | null;
  /** Reserves of POOLS[i].a and .b, as the pool counts them once everything planned has reached it. */
  reserves: [bigint, bigint];
  /** From this block on nothing planned is on its way to the pool. */
  readyAt: number;
}

export interface ScenarioState {
  /** The last block planned. */
  seqno: number;
  tokens: TokenState[];
  collections: CollectionState[];
  urlCollection: CollectionState;
  multiCollection: MultiCollectionState;
  pools: PoolState[];
  frozenAt: number | null;
  /** Every announcement, in order: the announcer counts them from 1. */
  announcements: Array<{ seqno: number; text: string }>;
  /** Every increment of the counter, in order. */
  increments: Array<{ seqno: number; by: number }>;
  /** First block of each kind of operation, and how many of each were planned. */
  first: Map<OpKind, { seqno: number; op: Op }>;
  counts: Map<OpKind, number>;
}

const units = (token: number, whole: bigint) => whole * 10n ** BigInt(TOKENS[token].decimals);

/** The opening: every kind of operation within the first 20 blocks, NFTs of the reference builds only
 *  where they run (the URL collection's and the multi-tokens run on both flavors). */
function opening(withNfts: boolean): Map<number, Op[]> {
  const script: Array<[number, Op, boolean?]> = [
    [1, { kind: 'fundToken', token: 0 }],
    [2, { kind: 'announce', from: 1, text: 'Hello from the local network' }],
    [1, { kind: 'fundToken', token: 1 }],
    [2, { kind: 'fundToken', token: 3 }],
    [2, { kind: 'fundCollection', collection: 0 }, true],
    [3, { kind: 'deployToken', token: 0 }],
    [3, { kind: 'deployToken', token: 1 }],
    [4, { kind: 'deployToken', token: 3 }],
    [4, { kind: 'deployCollection', collection: 0 }, true],
    [5, { kind: 'mint', token: 0, to: 2, amount: units(0, 1_000_000n) }],
    [5, { kind: 'mint', token: 1, to: 3, amount: units(1, 5_000n) }],
    [6, { kind: 'mint', token: 3, to: 4, amount: units(3, 777n) }],
    [6, { kind: 'mintNft', collection: 0, id: 0n, to: 3 }, true],
    [7, { kind: 'mint', token: 0, to: 5, amount: units(0, 250_000n) }],
    [7, { kind: 'mintNft', collection: 0, id: HOSTILE_NFT.id, to: 4 }, true],
    [8, { kind: 'transfer', token: 0, from: 2, to: 6, amount: units(0, 12_345n) }],
    [10, { kind: 'changeManager', collection: 0, id: 0n, from: 3, to: 5 }, true],
    [9, { kind: 'bouncingTransfer', token: 3, from: 4, amount: units(3, 7n) }],
    [9, { kind: 'foreignMint', token: 1, from: 5 }],
    [10, { kind: 'burn', token: 0, from: 5, amount: units(0, 50_000n) }],
    [11, { kind: 'changeOwner', collection: 0, id: HOSTILE_NFT.id, from: 4, to: 6 }, true],
    [11, { kind: 'overspend', from: 7 }],
    [14, { kind: 'nftTransfer', collection: 0, id: 0n, from: 5, to: 2 }, true],
    [12, { kind: 'overdraft', token: 1, from: 3, amount: units(1, 1_000_000n) }],
    [12, { kind: 'fundToken', token: 2 }],
    [13, { kind: 'freeze' }],
    [15, { kind: 'announce', from: 4, text: HOSTILE_NAME }],
    [17, { kind: 'announce', from: 2, text: 'Roll call', times: ROLL_CALL }],
    [4, { kind: 'increment', from: 6, by: 3 }],
    [19, { kind: 'increment', from: 7, by: 4 }],
    [12, { kind: 'mintNft', collection: 0, id: 2n, to: 5 }, true],
    [14, { kind: 'deployToken', token: 2 }],
    [14, { kind: 'fundCollection', collection: 1 }, true],
    [16, { kind: 'mint', token: 2, to: 6, amount: units(2, 3n) / 2n }],
    [16, { kind: 'burnNft', collection: 0, id: 2n, from: 5 }, true],
    [16, { kind: 'deployCollection', collection: 1 }, true],
    [16, { kind: 'transfer', token: 3, from: 4, to: 2, amount: units(3, 77n) }],
    [18, { kind: 'mintNft', collection: 1, id: 0n, to: 7 }, true],
    [18, { kind: 'mint', token: 2, to: 1, amount: units(2, 42n) }],
    [2, { kind: 'fundUrlCollection' }],
    [3, { kind: 'deployUrlCollection' }],
    [5, { kind: 'mintUrlNft', id: 0n, to: 4 }],
    [8, { kind: 'mintUrlNft', id: 1n, to: 6 }],
    [13, { kind: 'mintUrlNft', id: 2n, to: 1 }],
    // The pools are deployed before the shard split: deployed after it, the pool's calls to its roots
    // unbalanced the collator's value flow (issue to follow up in the collator, decision 0048).
    [3, { kind: 'fundPool', pool: 0 }],
    [6, { kind: 'deployPool', pool: 0 }],
    [15, { kind: 'fundPool', pool: 1 }],
    [17, { kind: 'deployPool', pool: 1 }],
    [2, { kind: 'fundMultiCollection' }],
    [3, { kind: 'deployMultiCollection' }],
    [6, { kind: 'mintMultiToken', id: 0n, to: 3, count: 1000n }],
    [9, { kind: 'mintMultiToken', id: 1n, to: 5, count: 1n }],
    [11, { kind: 'multiTransfer', id: 0n, from: 3, to: 6, count: 250n }],
    [16, { kind: 'multiTransfer', id: 0n, from: 6, to: 3, count: 50n }],
    // Not before block 20: the transfer of block 16 is on its way to wallet 3's wallet of token 0 until then.
    [20, { kind: 'multiBurn', id: 0n, from: 3, count: 100n }],
  ];
  const byBlock = new Map<number, Op[]>();
  for (const [seqno, op, nft] of script) {
    if (nft && !withNfts) continue;
    byBlock.set(seqno, [...(byBlock.get(seqno) ?? []), op]);
  }
  return byBlock;
}
const OPENING_END = 20;

/** Blocks a pool operation takes to settle: a swap's messages cross six accounts (wallet, its token
 *  wallet, the pool's wallet, the pool, its other wallet, the recipient's wallet) and each hop may wait
 *  for the next block. */
export const POOL_SETTLE = 8;
/** The wallet that provides the pools' liquidity, minted what it provides. */
export const POOL_PROVIDER: WalletIndex = 7;

/** After the opening, the pools (funded and deployed in it, each then asking its roots for its wallets)
 *  get their liquidity: the provider is minted its share, then adds 50 E18 against 10,000 WLEVER and
 *  20,000 WLEVER against 100,000 LUSD (5 dollars a WLEVER, so 1,000 dollars an E18, two pools away). The
 *  provider takes part in no recurring operation but swaps, so its holdings are there when the script
 *  needs them. */
function poolOpening(): Map<number, Op[]> {
  const script: Array<[number, Op]> = [
    [23, { kind: 'mint', token: 0, to: POOL_PROVIDER, amount: units(0, 200_000n) }],
    [23, { kind: 'mint', token: 1, to: POOL_PROVIDER, amount: units(1, 60_000n) }],
    [23, { kind: 'mint', token: 2, to: POOL_PROVIDER, amount: units(2, 100n) }],
    // In the very block the mints settle, before any recurring operation may pick the provider's
    // holdings; WLEVER goes to the second pool once the first has settled.
    [27, { kind: 'poolLiquidity', pool: 1, token: 2, from: POOL_PROVIDER, amount: units(2, 50n) }],
    [27, { kind: 'poolLiquidity', pool: 1, token: 1, from: POOL_PROVIDER, amount: units(1, 10_000n) }],
    [
      27 + POOL_SETTLE,
      { kind: 'poolLiquidity', pool: 0, token: 1, from: POOL_PROVIDER, amount: units(1, 20_000n) },
    ],
    [
      27 + POOL_SETTLE,
      { kind: 'poolLiquidity', pool: 0, token: 0, from: POOL_PROVIDER, amount: units(0, 100_000n) },
    ],
  ];
  const byBlock = new Map<number, Op[]>();
  for (const [seqno, op] of script) byBlock.set(seqno, [...(byBlock.get(seqno) ?? []), op]);
  return byBlock;
}
/** How many times the relayed NFT changes hands after the opening. */
const RELAYS = 12;

/** Recurring operations after the opening, by weight. */
const RECURRING: Array<[OpKind, number, boolean?]> = [
  ['transfer', 30],
  ['mint', 12],
  ['changeOwner', 10, true],
  ['nftTransfer', 8, true],
  ['mintNft', 8, true],
  ['changeManager', 6, true],
  ['burn', 6],
  ['bouncingTransfer', 5],
  ['overspend', 3],
  ['overdraft', 3],
  ['burnNft', 3, true],
  ['foreignMint', 2],
  ['announce', 4],
  ['multiTransfer', 4],
  ['multiBurn', 1],
  ['swap', 4],
];

/** A newly minted NFT: its first owner is its manager too. */
const minted = (id: bigint, to: WalletIndex, readyAt: number): NftState => ({
  id,
  owner: to,
  manager: to,
  burned: false,
  readyAt,
});

/** Holders of a token with a balance and nothing in flight at `seqno`. */
const readyHolders = (holders: Map<WalletIndex, Holding>, seqno: number): WalletIndex[] =>
  [...holders].filter(([, h]) => h.readyAt <= seqno && h.balance > 0n).map(([w]) => w);

/** Adds `amount` (negative: takes it) to `owner`'s holding, busy until `readyAt`; a new holding starts
 *  empty. */
function move(holders: Map<WalletIndex, Holding>, owner: WalletIndex, amount: bigint, readyAt: number): void {
  const balance = holders.get(owner)?.balance ?? 0n;
  holders.set(owner, { balance: balance + amount, readyAt });
}

/** The kind whose cumulative weight range holds `point`. */
function weighted(kinds: Array<[OpKind, number]>, point: number): OpKind {
  let rest = point;
  for (const [kind, weight] of kinds) {
    if (rest < weight) return kind;
    rest -= weight;
  }
  return kinds[kinds.length - 1][0];
}

export class ScenarioPlan {
  private readonly script: Map<number, Op[]>;
  private readonly pools = poolOpening();
  private readonly recurring: Array<[OpKind, number]>;
  private state!: ScenarioState;

  constructor(
    private readonly seed: string,
    /** Whether TIP-4 runs on this network (the everscale flavor). */
    private readonly withNfts: boolean,
  ) {
    this.script = opening(withNfts);
    this.recurring = RECURRING.filter(([, , nft]) => withNfts || !nft).map(([k, w]) => [k, w]);
    this.reset();
  }

  private reset(): void {
    this.state = {
      seqno: 0,
      tokens: TOKENS.map(() => ({
        fundedAt: null,
        deployedAt: null,
        totalSupply: 0n,
        settledAt: 0,
        holders: new Map(),
      })),
      collections: COLLECTIONS.map(() => ({ fundedAt: null, deployedAt: null, nfts: [] })),
      urlCollection: { fundedAt: null, deployedAt: null, nfts: [] },
      multiCollection: { fundedAt: null, deployedAt: null, tokens: [] },
      pools: POOLS.map(() => ({ fundedAt: null, deployedAt: null, reserves: [0n, 0n], readyAt: 0 })),
      frozenAt: null,
      announcements: [],
      increments: [],
      first: new Map(),
      counts: new Map(),
    };
  }

  /** The model after block `seqno` (replaying the plan up to it). */
  stateAt(seqno: number): ScenarioState {
    if (seqno < this.state.seqno) this.reset();
    while (this.state.seqno < seqno) this.plan(this.state.seqno + 1);
    return this.state;
  }

  /** The operations of block `seqno`. */
  opsFor(seqno: number): Op[] {
    this.stateAt(seqno - 1);
    return this.plan(seqno);
  }

  private plan(seqno: number): Op[] {
    const ops: Op[] = [];
    const add = (planned: Op) => {
      // Attach the deploy value only for a recipient without a token wallet: deploying an existing
      // wallet again fails its constructor (exit 51), which is noise, not a scenario.
      const op =
        planned.kind === 'mint' || planned.kind === 'transfer'
          ? { ...planned, deployWallet: !this.state.tokens[planned.token].holders.has(planned.to) }
          : planned.kind === 'multiTransfer'
            ? { ...planned, deployWallet: !this.multiHolders(planned.id).has(planned.to) }
            : planned;
      this.apply(op, seqno);
      ops.push(op);
    };
    if (seqno <= OPENING_END) for (const op of this.script.get(seqno) ?? []) add(op);
    else {
      for (const op of this.pools.get(seqno) ?? []) add(op);
      const relay = this.relay(seqno);
      if (relay) add(relay);
      const random = seededRandom(`${this.seed}/scenario/${seqno}`);
      // Every POOL_SETTLE blocks a swap, so the pools' prices move whatever the recurring draw gives.
      if (seqno % POOL_SETTLE === 0) {
        const swap = this.build('swap', seqno, random);
        if (swap) add(swap);
      }
      this.pickRecurring(seqno, random, add);
    }
    if (seqno % TOP_UP_EVERY === 0) add({ kind: 'topUp', to: (seqno / TOP_UP_EVERY) % SCENARIO_WALLETS });
    this.state.seqno = seqno;
    return ops;
  }

  /** Every SETTLE blocks after the opening, RELAYS times, one NFT changes hands — owner, manager, both
   *  in turn — so a newcomer soon sees an NFT with a long history (more than a page of events). */
  private relay(seqno: number): Op | null {
    if (!this.withNfts || seqno % SETTLE !== 0 || seqno > OPENING_END + RELAYS * SETTLE) return null;
    const { collection, id } = RELAYED_NFT;
    const nft = this.state.collections[collection].nfts[Number(id)];
    if (!nft || nft.burned || nft.readyAt > seqno) return null;
    const kinds = ['changeOwner', 'changeManager', 'nftTransfer'] as const;
    const kind = kinds[(seqno / SETTLE) % kinds.length];
    return { kind, collection, id, from: nft.manager, to: (nft.manager + 1) % SCENARIO_WALLETS };
  }

  /** 0, 1 or 2 operations a block, 0.7 on average, so wallet transfers stay most of the traffic. Each
   *  is added (and applied to the model) before the next is built. */
  private pickRecurring(seqno: number, random: () => number, add: (op: Op) => void): void {
    const r = random();
    const count = r < 0.45 ? 0 : r < 0.85 ? 1 : 2;
    const total = this.recurring.reduce((sum, [, w]) => sum + w, 0);
    for (let i = 0; i < count; i++) {
      const kind = weighted(this.recurring, random() * total);
      const op = this.build(kind, seqno, random);
      if (op) add(op);
    }
  }

  /** An operation of `kind` that the model allows now, or null. */
  private build(kind: OpKind, seqno: number, random: () => number): Op | null {
    const choose = <T>(items: T[]): T | null =>
      items.length ? items[Math.floor(random() * items.length)] : null;
    const live = this.state.tokens.flatMap((t, token) =>
      t.deployedAt !== null && t.deployedAt + SETTLE <= seqno ? [token] : [],
    );
    // The pools' provider spends its tokens on swaps alone, so that its holdings are there for them.
    const ready = (token: number) =>
      readyHolders(this.state.tokens[token].holders, seqno).filter(
        (w) => kind === 'swap' || w !== POOL_PROVIDER,
      );
    const share = (balance: bigint) => (balance * BigInt(1 + Math.floor(random() * 40))) / 100n || 1n;
    /** Another wallet than `from` (and than the pools' provider) that nothing in flight touches in `holders`. */
    const recipient = (from: WalletIndex, holders: Map<WalletIndex, Holding>) =>
      choose(
        [...Array(SCENARIO_WALLETS).keys()].filter(
          (w) => w !== from && w !== POOL_PROVIDER && (holders.get(w)?.readyAt ?? 0) <= seqno,
        ),
      );
    switch (kind) {
      case 'transfer':
      case 'burn':
      case 'bouncingTransfer':
      case 'overdraft': {
        const token = choose(live.filter((t) => ready(t).length > 0));
        if (token === null) return null;
        const from = choose(ready(token))!;
        const balance = this.state.tokens[token].holders.get(from)!.balance;
        if (kind === 'overdraft') return { kind, token, from, amount: balance + units(token, 1_000n) };
        if (kind === 'burn') return { kind, token, from, amount: share(balance) / 4n || 1n };
        if (kind === 'bouncingTransfer') return { kind, token, from, amount: share(balance) };
        const to = recipient(from, this.state.tokens[token].holders);
        return to === null ? null : { kind, token, from, to, amount: share(balance) };
      }
      case 'multiTransfer':
      case 'multiBurn': {
        const tokens = this.state.multiCollection.tokens.filter((t) => readyHolders(t.holders, seqno).length);
        const token = choose(tokens);
        if (!token) return null;
        const from = choose(readyHolders(token.holders, seqno))!;
        const balance = token.holders.get(from)!.balance;
        if (kind === 'multiBurn') return { kind, id: token.id, from, count: share(balance) / 4n || 1n };
        const to = recipient(from, token.holders);
        return to === null ? null : { kind, id: token.id, from, to, count: share(balance) };
      }
      case 'swap': {
        const pool = choose(
          this.state.pools.flatMap((p, i) =>
            p.readyAt <= seqno && p.reserves[0] > 0n && p.reserves[1] > 0n ? [i] : [],
          ),
        );
        if (pool === null) return null;
        const { a, b } = POOLS[pool];
        const [tokenIn, tokenOut] = random() < 0.5 ? [a, b] : [b, a];
        // A swapper pays from a ready holding and is paid into a wallet it has, nothing else in flight.
        const swappers = ready(tokenIn).filter((w) => {
          const other = this.state.tokens[tokenOut].holders.get(w);
          return other !== undefined && other.readyAt <= seqno;
        });
        const from = choose(swappers);
        if (from === null) return null;
        const amount = share(this.state.tokens[tokenIn].holders.get(from)!.balance) / 10n || 1n;
        const [rin, rout] =
          tokenIn === a ? this.state.pools[pool].reserves : [...this.state.pools[pool].reserves].reverse();
        return { kind, pool, token: tokenIn, from, amount, out: swapOut(amount, rin, rout) };
      }
      case 'mint': {
        const token = choose(live);
        if (token === null) return null;
        const to = choose(
          [...Array(SCENARIO_WALLETS).keys()].filter(
            (w) => w !== POOL_PROVIDER && (this.state.tokens[token].holders.get(w)?.readyAt ?? 0) <= seqno,
          ),
        );
        const amount = units(token, BigInt(1 + Math.floor(random() * 10_000))) / 100n || 1n;
        return to === null ? null : { kind, token, to, amount };
      }
      case 'foreignMint': {
        const token = choose(live);
        return token === null ? null : { kind, token, from: tokenIssuer(token) + 2 };
      }
      case 'overspend':
        return { kind, from: Math.floor(random() * SCENARIO_WALLETS) };
      case 'announce': {
        const from = Math.floor(random() * SCENARIO_WALLETS);
        return { kind, from, text: `Wallet ${from} announces block ${seqno}` };
      }
      case 'mintNft': {
        const collection = choose(this.liveCollections(seqno));
        if (collection === null) return null;
        const id = BigInt(this.state.collections[collection].nfts.length);
        return { kind, collection, id, to: Math.floor(random() * SCENARIO_WALLETS) };
      }
      case 'changeOwner':
      case 'changeManager':
      case 'nftTransfer':
      case 'burnNft': {
        const nfts = this.liveCollections(seqno).flatMap((collection) =>
          this.state.collections[collection].nfts
            .filter((n) => !n.burned && n.readyAt <= seqno)
            .map((nft) => ({ collection, nft })),
        );
        const picked = choose(nfts);
        if (!picked) return null;
        const { collection, nft } = picked;
        if (kind === 'burnNft') return { kind, collection, id: nft.id, from: nft.manager };
        const to = (nft.manager + 1 + Math.floor(random() * (SCENARIO_WALLETS - 1))) % SCENARIO_WALLETS;
        return { kind, collection, id: nft.id, from: nft.manager, to };
      }
      default:
        return null;
    }
  }

  /** The holders of multi-token `id`. */
  private multiHolders(id: bigint): Map<WalletIndex, Holding> {
    return this.state.multiCollection.tokens[Number(id)].holders;
  }

  private liveCollections(seqno: number): number[] {
    return this.state.collections.flatMap((c, i) =>
      c.deployedAt !== null && c.deployedAt + SETTLE <= seqno ? [i] : [],
    );
  }

  /** Records what `op` does in the model. */
  private apply(op: Op, seqno: number): void {
    const s = this.state;
    if (!s.first.has(op.kind)) s.first.set(op.kind, { seqno, op });
    s.counts.set(op.kind, (s.counts.get(op.kind) ?? 0) + 1);
    const settled = seqno + SETTLE;
    const credit = (token: number, to: WalletIndex, amount: bigint) =>
      move(s.tokens[token].holders, to, amount, settled);
    const debit = (token: number, from: WalletIndex, amount: bigint) =>
      move(s.tokens[token].holders, from, -amount, settled);
    switch (op.kind) {
      case 'fundToken':
        s.tokens[op.token].fundedAt = seqno;
        break;
      case 'fundCollection':
        s.collections[op.collection].fundedAt = seqno;
        break;
      case 'deployToken':
        s.tokens[op.token].deployedAt = seqno;
        break;
      case 'deployCollection':
        s.collections[op.collection].deployedAt = seqno;
        break;
      case 'fundUrlCollection':
        s.urlCollection.fundedAt = seqno;
        break;
      case 'deployUrlCollection':
        s.urlCollection.deployedAt = seqno;
        break;
      case 'mintUrlNft':
        s.urlCollection.nfts.push(minted(op.id, op.to, settled));
        break;
      case 'fundMultiCollection':
        s.multiCollection.fundedAt = seqno;
        break;
      case 'deployMultiCollection':
        s.multiCollection.deployedAt = seqno;
        break;
      case 'mintMultiToken':
        s.multiCollection.tokens.push({
          id: op.id,
          supply: op.count,
          settledAt: settled,
          holders: new Map([[op.to, { balance: op.count, readyAt: settled }]]),
        });
        break;
      case 'multiTransfer':
        move(this.multiHolders(op.id), op.from, -op.count, settled);
        move(this.multiHolders(op.id), op.to, op.count, settled);
        break;
      case 'multiBurn': {
        const token = s.multiCollection.tokens[Number(op.id)];
        move(token.holders, op.from, -op.count, settled);
        token.supply -= op.count;
        token.settledAt = settled;
        break;
      }
      case 'mint':
        credit(op.token, op.to, op.amount);
        s.tokens[op.token].totalSupply += op.amount;
        s.tokens[op.token].settledAt = settled;
        break;
      case 'transfer':
        debit(op.token, op.from, op.amount);
        credit(op.token, op.to, op.amount);
        break;
      case 'burn':
        debit(op.token, op.from, op.amount);
        s.tokens[op.token].totalSupply -= op.amount;
        s.tokens[op.token].settledAt = settled;
        break;
      case 'bouncingTransfer':
      case 'overdraft':
        // The balance leaves and comes back with the bounce.
        debit(op.token, op.from, 0n);
        break;
      case 'mintNft':
        s.collections[op.collection].nfts.push(minted(op.id, op.to, settled));
        break;
      case 'changeOwner':
      case 'changeManager':
      case 'nftTransfer':
      case 'burnNft': {
        const nft = s.collections[op.collection].nfts[Number(op.id)];
        if (op.kind === 'burnNft') nft.burned = true;
        else {
          if (op.kind !== 'changeManager') nft.owner = op.to;
          if (op.kind !== 'changeOwner') nft.manager = op.to;
        }
        nft.readyAt = settled;
        break;
      }
      case 'fundPool':
        s.pools[op.pool].fundedAt = seqno;
        break;
      case 'deployPool':
        s.pools[op.pool].deployedAt = seqno;
        break;
      case 'poolLiquidity':
      case 'swap': {
        const pool = s.pools[op.pool];
        const { a, b } = POOLS[op.pool];
        const side = op.token === a ? 0 : 1;
        const ready = seqno + POOL_SETTLE;
        pool.readyAt = ready;
        const out = op.kind === 'swap' ? op.out : 0n;
        // A swap that buys nothing comes back: the holding is busy, the pool unchanged.
        if (op.kind === 'swap' && out === 0n) {
          move(s.tokens[op.token].holders, op.from, 0n, ready);
          break;
        }
        move(s.tokens[op.token].holders, op.from, -op.amount, ready);
        pool.reserves[side] += op.amount;
        if (op.kind === 'swap') {
          move(s.tokens[side === 0 ? b : a].holders, op.from, out, ready);
          pool.reserves[1 - side] -= out;
        }
        break;
      }
      case 'freeze':
        s.frozenAt = seqno;
        break;
      case 'announce':
        for (let i = 0; i < (op.times ?? 1); i++) s.announcements.push({ seqno, text: op.text });
        break;
      case 'increment':
        s.increments.push({ seqno, by: op.by });
        break;
      default:
        break;
    }
  }
}
