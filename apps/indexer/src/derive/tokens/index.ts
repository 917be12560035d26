// TIP-3 tokens and TIP-4 NFTs derived from one masterchain batch, for ingestBatch to write in the same
// database transaction:
// - every touched account with a known state is classified by its code hash (the build catalogue, else
//   one TIP-6 supportsInterface probe per code hash, cached in contract_interfaces);
// - roots, wallets, collections and NFTs are read from their getters on that state (exact balances,
//   supplies, owners, metadata), run on the getter worker under a wall-time cap (getter-runner.ts): a
//   code whose getters run past it is remembered as 'other', its accounts get no token rows, and the
//   batch goes on;
// - a TIP-4.2.2 collection's URL is its getCollectionUrl; an NFT's is its collection's getNftUrl of
//   the parts the NFT gives (the collection's state from this batch, else as stored): the documents are
//   read later, outside the batch, by the metadata fetcher (../../url-metadata.ts);
// - an NFT the index sees for the first time is kept only when the collection it names answers its
//   address to nftAddress(id) (TIP-4.1): any contract can claim a collection in getInfo; a VEP-1155
//   multi-token wallet likewise only when its collection's multiTokenWalletAddress(id, owner) is its
//   address, and it is linked to the token's NFT by the collection's nftAddress(id);
// - token-wallet transactions become token operations from their decoded in-message; NFT, collection
//   and multi-token wallet transactions become events from their decoded external out-messages.
import { loadTransaction, type Message, readBoc, transactionMessages, writeBoc } from '@tvmscan/codec';
import { bodyId, Catalogue, nekoton, type TokenKind } from '@tvmscan/contracts';
import {
  accountStates,
  emptyTokenBatch,
  type IngestBatch,
  knownContractKinds,
  knownTokenAccounts,
  type MultiTokenEventKind,
  type MultiTokenEventRow,
  type MultiTokenWalletRow,
  type NftEventKind,
  type NftRow,
  type Schema,
  type TokenBatch,
  type TokenTransactionRow,
  type TokenTxKind,
  toBytes,
} from '@tvmscan/db';
import type { Kysely } from 'kysely';
import type { TokensObject } from 'nekoton-wasm';
import type { IndexerLog } from '../../log';
import { GetterRunner } from './getter-runner';
import { type Classified, type ContractReading, outputValue } from './getters';
import { httpUrl, readMetadata, storedText, TEXT_CAPS } from './metadata';

interface Address {
  workchain: number;
  address: Buffer;
}

/** `wc:hex` as nekoton prints addresses → the stored pair; null for anything else. */
function address(raw: unknown): Address | null {
  if (typeof raw !== 'string') return null;
  const m = /^(-?\d{1,3}):([0-9a-f]{64})$/.exec(raw);
  return m ? { workchain: Number(m[1]), address: Buffer.from(m[2], 'hex') } : null;
}
const keyOf = (workchain: number, bytes: Uint8Array) => `${workchain}:${Buffer.from(bytes).toString('hex')}`;
const ZERO: Address = { workchain: 0, address: Buffer.alloc(32) };

/** A bounced message body: 0xffffffff, then the first bits of the body it answers. */
const BOUNCED = 'ffffffff';
const WALLET_CALLS = ['transfer', 'transferToWallet', 'acceptTransfer', 'acceptMint', 'burn', 'burnByRoot'];
const NFT_EVENTS: NftEventKind[] = ['NftCreated', 'OwnerChanged', 'ManagerChanged'];
const MULTI_TOKEN_COLLECTION_EVENTS: MultiTokenEventKind[] = ['MultiTokenCreated', 'MultiTokenBurned'];
const MULTI_TOKEN_WALLET_EVENTS: MultiTokenEventKind[] = ['MultiTokenWalletCreated', 'MultiTokenTransfered'];

type Tx = IngestBatch['transactions'][number];
type AccountId = { workchain: number; address: Uint8Array };
type WithCode = { row: IngestBatch['accounts'][number]; codeHash: string };
/** A multi-token wallet's token: its id and collection. */
type MultiTokenOf = { id: string; collection: Address };
/** A TIP-4.2.2 NFT of this batch and the parts (a cell, base64 BOC) its collection builds its URL from. */
type UrlParts = { row: NftRow; parts: string };
type Outputs = ContractReading['outputs'];
const OTHER: Classified = { kind: 'other', interfaces: [] };
/** The exit code of a call of a function a TVM Solidity contract does not have. */
const WRONG_FUNCTION = 60;

export interface TokenDeriverOptions {
  /** Wall-time cap of one account's getters (default: TVMSCAN_GETTER_TIMEOUT_MS, else 2 s). */
  getterTimeoutMs?: number;
  /** The capped getter worker to run on, when the caller shares one (and closes it); else one of its own. */
  getters?: GetterRunner;
  log?: Pick<IndexerLog, 'warn'>;
}

export class TokenDeriver {
  private readonly catalogue = new Catalogue();
  private readonly getters: GetterRunner;
  private readonly ownsGetters: boolean;
  private readonly log: TokenDeriverOptions['log'];
  /** Code hash → classification; contract_interfaces keeps it across restarts. A code whose getters
   *  timed out is 'other' here (and there too, when it timed out before it was classified). */
  private readonly kinds = new Map<string, Classified>();
  private readonly bounceIds: Record<string, TokenTxKind>;

  constructor(options: TokenDeriverOptions = {}) {
    this.getters = options.getters ?? new GetterRunner(options.getterTimeoutMs);
    this.ownsGetters = !options.getters;
    this.log = options.log;
    this.bounceIds = {
      [this.catalogue.functionId('tip3_wallet', 'acceptTransfer')]: 'SendCancellation',
      [this.catalogue.functionId('tip3_root', 'acceptBurn')]: 'BurnCancellation',
    };
  }

  /** Stops the getter worker, when it is its own. */
  close(): Promise<void> {
    return this.ownsGetters ? this.getters.close() : Promise.resolve();
  }

  async derive(db: Kysely<Schema>, batch: IngestBatch): Promise<TokenBatch> {
    const out = emptyTokenBatch();
    const txsOf = new Map<string, Tx[]>();
    for (const tx of [...batch.transactions].sort((a, b) => (BigInt(a.lt) < BigInt(b.lt) ? -1 : 1))) {
      const k = keyOf(tx.workchain, tx.account);
      const list = txsOf.get(k);
      if (list) list.push(tx);
      else txsOf.set(k, [tx]);
    }

    const withCode = batch.accounts.flatMap((row) =>
      row.state_boc && row.code_hash ? [{ row, codeHash: Buffer.from(row.code_hash).toString('hex') }] : [],
    );
    const unknown = [...new Set(withCode.map((a) => a.codeHash))].filter((h) => !this.kinds.has(h));
    for (const [h, c] of await knownContractKinds(
      db,
      unknown.map((h) => Buffer.from(h, 'hex')),
    ))
      this.kinds.set(h, c);

    const wallets = new Map<string, { owner: Address; root: Address }>();
    const nfts = new Set<string>();
    const collections = new Set<string>();
    const multiTokenWallets = new Map<string, MultiTokenOf>();
    const urlParts: UrlParts[] = [];
    for (const { row, codeHash } of withCode) {
      const known = this.kinds.get(codeHash);
      // Most touched accounts are plain wallets whose code is known to be 'other': skip their state.
      if (known?.kind === 'other') continue;
      const reading = await this.getters.run({
        accountBoc: row.state_boc!,
        codeHash,
        kind: known?.kind ?? null,
        interfaces: known?.interfaces,
      });
      if (reading === 'timeout' || reading === 'crashed') {
        this.log?.warn(
          { codeHash, account: keyOf(row.workchain, row.address) },
          `contract getters ${reading === 'timeout' ? 'ran past the timeout' : 'crashed their worker'}; its code is skipped from now on`,
        );
        this.kinds.set(codeHash, OTHER);
        if (!known) out.codes.push({ code_hash: toBytes(codeHash), kind: 'other', interfaces: '[]' });
        continue;
      }
      if (!reading) continue;
      const c = known ?? reading.classified ?? OTHER;
      if (!known) {
        this.kinds.set(codeHash, c);
        out.codes.push({
          code_hash: toBytes(codeHash),
          kind: c.kind,
          interfaces: JSON.stringify(c.interfaces),
        });
      }
      if (c.kind === 'other') continue;
      const k = keyOf(row.workchain, row.address);
      const txs = txsOf.get(k) ?? [];
      const facts = {
        workchain: row.workchain,
        address: row.address,
        code_hash: row.code_hash!,
        created_at: txs[0]?.now ?? row.updated_at,
        created_lt: txs[0]?.lt ?? row.last_tx_lt,
        updated_at: row.updated_at,
        last_tx_lt: row.last_tx_lt,
      };
      if (c.kind === 'tip3_root') {
        const root = readRoot(reading.outputs);
        if (root) out.roots.push({ ...facts, ...root });
      } else if (c.kind === 'tip3_wallet') {
        const w = readWallet(reading.outputs);
        if (!w) continue;
        wallets.set(k, { owner: w.owner, root: w.root });
        const { created_at: _, created_lt: __, ...walletFacts } = facts;
        out.wallets.push({
          ...walletFacts,
          owner_workchain: w.owner.workchain,
          owner: w.owner.address,
          root_workchain: w.root.workchain,
          root: w.root.address,
          balance: w.balance,
        });
      } else if (c.kind === 'tip4_collection') {
        collections.add(k);
        // Exit code 60 is "no such function": a collection without that owner getter, not a fault.
        for (const { method, exitCode } of reading.failures) {
          if (exitCode !== WRONG_FUNCTION)
            this.log?.warn({ account: k, method, exitCode }, `a collection's ${method} getter failed`);
        }
        out.collections.push({
          ...facts,
          ...readCollection(reading.outputs),
          interfaces: JSON.stringify(c.interfaces),
        });
      } else if (c.kind === 'vep1155_wallet') {
        const w = readMultiTokenWallet(reading.outputs);
        if (!w) continue;
        multiTokenWallets.set(k, { id: w.id, collection: w.collection });
        const { created_at: _, created_lt: __, ...walletFacts } = facts;
        out.multiTokenWallets.push({
          ...walletFacts,
          nft_id: w.id,
          collection_workchain: w.collection.workchain,
          collection: w.collection.address,
          owner_workchain: w.owner.workchain,
          owner: w.owner.address,
          nft_workchain: null,
          nft: null,
          balance: w.balance,
        });
      } else {
        const nft = readNft(reading.outputs);
        if (!nft) continue;
        nfts.add(k);
        const nftRow: NftRow = {
          ...facts,
          ...nft,
          interfaces: JSON.stringify(c.interfaces),
          metadata_url: null,
        };
        out.nfts.push(nftRow);
        const parts = outputValue(reading.outputs.getUrlParts);
        if (parts !== null) urlParts.push({ row: nftRow, parts });
      }
    }
    const states = new CollectionStates(db, withCode);
    // Which of this batch's NFTs and multi-token wallets the index already holds: only new ones are checked.
    const stored = await knownTokenAccounts(db, [...out.nfts, ...out.multiTokenWallets]);
    for (const fake of await this.unowned(out.nfts, stored.nfts, states)) {
      out.nfts.splice(out.nfts.indexOf(fake), 1);
      nfts.delete(keyOf(fake.workchain, fake.address));
    }
    await this.nftUrls(
      urlParts.filter((p) => out.nfts.includes(p.row)),
      states,
    );
    await this.multiTokenWalletCodes(out.nfts, states);
    for (const fake of await this.newMultiTokenWallets(
      out.multiTokenWallets,
      stored.multiTokenWallets,
      states,
    )) {
      out.multiTokenWallets.splice(out.multiTokenWallets.indexOf(fake), 1);
      multiTokenWallets.delete(keyOf(fake.workchain, fake.address));
    }

    // Transactions of wallets and NFTs whose state this batch did not carry: known from earlier batches.
    // (An account whose state the batch carried was classified above: only the others are looked up.)
    const stated = new Set(withCode.map(({ row }) => keyOf(row.workchain, row.address)));
    const rest = [...txsOf.keys()].filter((k) => !stated.has(k));
    if (rest.length > 0) {
      const known = await knownTokenAccounts(
        db,
        rest.map((k) => address(k)!),
      );
      for (const [k, w] of known.wallets)
        wallets.set(k, { owner: address(w.owner)!, root: address(w.root)! });
      for (const k of known.nfts) nfts.add(k);
      for (const k of known.collections) collections.add(k);
      for (const [k, w] of known.multiTokenWallets)
        multiTokenWallets.set(k, { id: w.id, collection: address(w.collection)! });
    }
    for (const [k, w] of wallets) {
      for (const tx of txsOf.get(k) ?? []) {
        const op = tx.aborted ? null : this.tokenOperation(tx, w);
        if (op) out.transactions.push(op);
      }
    }
    for (const k of nfts) {
      for (const tx of txsOf.get(k) ?? []) out.nftEvents.push(...this.nftEvents(tx));
    }
    // A burned NFT is gone before it could say so: its collection emits NftBurned(id, nft, owner, manager).
    // A multi-token collection tells of the tokens it mints and burns.
    for (const k of collections) {
      for (const tx of txsOf.get(k) ?? []) {
        out.nftEvents.push(...this.burnEvents(tx));
        out.multiTokenEvents.push(...this.multiTokenCollectionEvents(tx));
      }
    }
    for (const [k, token] of multiTokenWallets) {
      for (const tx of txsOf.get(k) ?? [])
        out.multiTokenEvents.push(...this.multiTokenWalletEvents(tx, token));
    }
    return out;
  }

  /**
   * The NFTs of this batch whose collection does not own up to them: a contract may name any collection
   * and id in its getInfo, and only the collection's nftAddress(id) (TIP-4.1) says which address holds
   * that id. Each NFT is checked once, when the index first sees it; one whose collection has no known
   * state, or does not answer, cannot be checked and is kept.
   */
  private async unowned(
    rows: NftRow[],
    stored: ReadonlySet<string>,
    states: CollectionStates,
  ): Promise<NftRow[]> {
    const fresh = rows.filter((r) => !stored.has(keyOf(r.workchain, r.address)));
    const refused: NftRow[] = [];
    for (const row of fresh) {
      const collection = { workchain: row.collection_workchain, address: row.collection };
      const answer = await this.collectionCall(states, collection, 'nftAddress', { id: String(row.nft_id) });
      if (answer === undefined) continue;
      const owned = outputValue(answer);
      if (owned === null || owned === keyOf(row.workchain, row.address)) continue;
      this.log?.warn(
        {
          account: keyOf(row.workchain, row.address),
          collection: keyOf(collection.workchain, collection.address),
        },
        `an NFT names a collection whose nftAddress(${row.nft_id}) is ${owned}: not indexed as its item`,
      );
      refused.push(row);
    }
    return refused;
  }

  /**
   * The multi-token wallets of this batch the index sees for the first time: each is checked against its
   * collection — kept only when multiTokenWalletAddress(id, owner) is its address (any contract can
   * claim a collection in getInfo) — and linked to its token's NFT, nftAddress(id). Returns the ones
   * refused. A wallet whose collection has no known state, or does not answer, is kept unlinked.
   */
  private async newMultiTokenWallets(
    rows: MultiTokenWalletRow[],
    stored: ReadonlyMap<string, unknown>,
    states: CollectionStates,
  ): Promise<MultiTokenWalletRow[]> {
    const refused: MultiTokenWalletRow[] = [];
    for (const row of rows.filter((r) => !stored.has(keyOf(r.workchain, r.address)))) {
      const collection = { workchain: row.collection_workchain, address: row.collection };
      const id = String(row.nft_id);
      const owner = keyOf(row.owner_workchain, row.owner);
      const answer = await this.collectionCall(states, collection, 'multiTokenWalletAddress', { id, owner });
      const wallet = outputValue(answer);
      if (wallet !== null && wallet !== keyOf(row.workchain, row.address)) {
        this.log?.warn(
          {
            account: keyOf(row.workchain, row.address),
            collection: keyOf(collection.workchain, collection.address),
          },
          `a multi-token wallet names a collection whose wallet of token ${id} for its owner is ${wallet}: not indexed`,
        );
        refused.push(row);
        continue;
      }
      const nft = address(outputValue(await this.collectionCall(states, collection, 'nftAddress', { id })));
      row.nft_workchain = nft?.workchain ?? null;
      row.nft = nft?.address ?? null;
    }
    return refused;
  }

  /**
   * Sets each TIP-4.2.2 NFT's metadata URL: its collection's getNftUrl of the parts the NFT gave, run on
   * the collection's state from this batch or, when the batch did not touch it, as stored. An NFT whose
   * collection has no known state, or answers no http(s) URL, keeps none.
   */
  private async nftUrls(pending: UrlParts[], states: CollectionStates): Promise<void> {
    for (const p of pending) {
      const collection = { workchain: p.row.collection_workchain, address: p.row.collection };
      const answer = await this.collectionCall(states, collection, 'getNftUrl', { parts: p.parts });
      p.row.metadata_url = httpUrl(outputValue(answer));
    }
  }

  /**
   * Sets each VEP-1155 token's wallet code hash: its collection's multiTokenCodeHash(id, false), the code
   * of the token's wallets that hold some, which their salt (collection, id, isEmpty) makes the token's
   * own. Read with every state of the token's NFT, so an upsert never carries a stale or missing one.
   */
  private async multiTokenWalletCodes(rows: NftRow[], states: CollectionStates): Promise<void> {
    for (const row of rows.filter((r) => r.multi_token_supply !== null)) {
      const collection = { workchain: row.collection_workchain, address: row.collection };
      const id = String(row.nft_id);
      const hash = outputValue(
        await this.collectionCall(states, collection, 'multiTokenCodeHash', { id, isEmpty: false }),
      );
      row.multi_token_wallet_code_hash = typeof hash === 'string' ? uint256Bytes(hash) : null;
    }
  }

  /**
   * One getter of a collection, on its state from this batch or as stored: its output; null when it
   * failed; undefined when the collection has no known state or the call was cut off.
   */
  private async collectionCall(
    states: CollectionStates,
    collection: AccountId,
    method: string,
    input: TokensObject,
  ): Promise<TokensObject | null | undefined> {
    const state = await states.of(collection);
    if (!state) return undefined;
    const reading = await this.getters.run({ ...state, kind: 'tip4_collection', call: { method, input } });
    if (reading === 'timeout' || reading === 'crashed') {
      this.log?.warn(
        { codeHash: state.codeHash, account: keyOf(collection.workchain, collection.address) },
        `a collection's ${method} ${reading === 'timeout' ? 'ran past the timeout' : 'crashed its worker'}`,
      );
      return undefined;
    }
    return reading?.outputs[method] ?? null;
  }

  /** The token operation of a successful token-wallet transaction, from its in-message. */
  private tokenOperation(tx: Tx, wallet: { owner: Address; root: Address }): TokenTransactionRow | null {
    const msg = inMessage(tx);
    if (msg?.info.kind !== 'internal') return null;
    const src =
      msg.info.src.kind === 'std'
        ? { workchain: msg.info.src.workchain, address: toBytes(msg.info.src.address) }
        : null;
    const op = (
      kind: TokenTxKind,
      amount: string,
      other: { owner?: Address | null; wallet?: Address | null } = {},
    ) => ({
      tx_hash: tx.hash,
      workchain: tx.workchain,
      wallet: tx.account,
      lt: tx.lt,
      time: tx.now,
      kind,
      amount,
      root_workchain: wallet.root.workchain,
      root: wallet.root.address,
      owner_workchain: wallet.owner.workchain,
      owner: wallet.owner.address,
      counterparty_owner_workchain: other.owner?.workchain ?? null,
      counterparty_owner: other.owner?.address ?? null,
      counterparty_wallet_workchain: other.wallet?.workchain ?? null,
      counterparty_wallet: other.wallet?.address ?? null,
    });
    if (msg.info.bounced) {
      // 0xffffffff, the bounced call's function id, then its first argument: the amount (uint128).
      const s = msg.body.beginParse(true);
      if (s.remainingBits < 32 + 32 + 128 || bodyId(msg.body) !== BOUNCED) return null;
      s.skip(32);
      const kind = this.bounceIds[s.loadUint(32).toString(16).padStart(8, '0')];
      const amount = s.loadUintBig(128).toString();
      return kind ? op(kind, amount, kind === 'SendCancellation' ? { wallet: src } : {}) : null;
    }
    const call = decode(() =>
      nekoton.decodeInput(bodyBoc(msg), this.catalogue.abi.tip3_wallet, WALLET_CALLS, true),
    );
    if (!call) return null;
    const input = call.input as TokensObject & { amount: string };
    switch (call.method) {
      case 'transfer':
        return op('Send', input.amount, { owner: address(input.recipient), wallet: outDestination(tx) });
      case 'transferToWallet':
        return op('Send', input.amount, { wallet: address(input.recipientTokenWallet) });
      case 'acceptTransfer':
        return op('Receive', input.amount, { owner: address(input.sender), wallet: src });
      case 'acceptMint':
        return op('Mint', input.amount);
      default:
        return op('Burn', input.amount);
    }
  }

  /** The external out-messages of a transaction decoded as events of an ABI, with their position. */
  private events(tx: Tx, kind: TokenKind, names: string[]) {
    return outMessages(tx).flatMap((msg, idx) => {
      if (msg.info.kind !== 'externalOut') return [];
      const e = decode(() => nekoton.decodeEvent(bodyBoc(msg), this.catalogue.abi[kind], names));
      return e ? [{ ...e, idx }] : [];
    });
  }

  private eventRow(tx: Tx, idx: number, nft: Address, kind: NftEventKind, from: Address, to: Address) {
    return {
      tx_hash: tx.hash,
      idx,
      nft_workchain: nft.workchain,
      nft: nft.address,
      lt: tx.lt,
      time: tx.now,
      kind,
      old_workchain: from.workchain,
      old: from.address,
      new_workchain: to.workchain,
      new: to.address,
    };
  }

  /** NftBurned events a collection emitted, as events of the burned NFT. */
  private burnEvents(tx: Tx): TokenBatch['nftEvents'] {
    return this.events(tx, 'tip4_collection', ['NftBurned']).flatMap(({ data, idx }) => {
      const nft = address(data.nft);
      const owner = address(data.owner);
      return nft && owner ? [this.eventRow(tx, idx, nft, 'NftBurned', owner, ZERO)] : [];
    });
  }

  private multiTokenEventRow(
    tx: Tx,
    idx: number,
    kind: MultiTokenEventKind,
    token: MultiTokenOf,
    count: unknown,
    parties: {
      wallet?: Address | null;
      owner?: Address | null;
      counterparty?: Address | null;
      balance?: unknown;
    },
  ): MultiTokenEventRow[] {
    if (typeof count !== 'string') return [];
    return [
      {
        tx_hash: tx.hash,
        idx,
        lt: tx.lt,
        time: tx.now,
        kind,
        collection_workchain: token.collection.workchain,
        collection: token.collection.address,
        nft_id: token.id,
        wallet_workchain: parties.wallet?.workchain ?? null,
        wallet: parties.wallet?.address ?? null,
        owner_workchain: parties.owner?.workchain ?? null,
        owner: parties.owner?.address ?? null,
        counterparty_workchain: parties.counterparty?.workchain ?? null,
        counterparty: parties.counterparty?.address ?? null,
        count,
        balance: typeof parties.balance === 'string' ? parties.balance : null,
      },
    ];
  }

  /** VEP-1155 events a collection emitted: a token minted (with its first wallet) or burned. */
  private multiTokenCollectionEvents(tx: Tx): MultiTokenEventRow[] {
    const collection = { workchain: tx.workchain, address: Buffer.from(tx.account) };
    return this.events(tx, 'tip4_collection', MULTI_TOKEN_COLLECTION_EVENTS).flatMap(
      ({ event, data, idx }) => {
        if (typeof data.id !== 'string') return [];
        const token = { id: data.id, collection };
        return event === 'MultiTokenCreated'
          ? this.multiTokenEventRow(tx, idx, event, token, data.balance, {
              wallet: address(data.token),
              owner: address(data.owner),
              counterparty: address(data.creator),
            })
          : this.multiTokenEventRow(tx, idx, event as MultiTokenEventKind, token, data.count, {
              owner: address(data.owner),
            });
      },
    );
  }

  /** VEP-1155 events a multi-token wallet emitted: its creation, and the tokens it received. */
  private multiTokenWalletEvents(tx: Tx, token: MultiTokenOf): MultiTokenEventRow[] {
    const wallet = { workchain: tx.workchain, address: Buffer.from(tx.account) };
    return this.events(tx, 'vep1155_wallet', MULTI_TOKEN_WALLET_EVENTS).flatMap(({ event, data, idx }) =>
      event === 'MultiTokenWalletCreated'
        ? this.multiTokenEventRow(tx, idx, event, token, data.balance, { wallet, owner: address(data.owner) })
        : this.multiTokenEventRow(tx, idx, event as MultiTokenEventKind, token, data.count, {
            wallet,
            owner: address(data.recipient),
            counterparty: address(data.sender),
            balance: data.newBalance,
          }),
    );
  }

  /** The TIP-4 events an NFT transaction emitted: creation and owner or manager changes. */
  private nftEvents(tx: Tx): TokenBatch['nftEvents'] {
    const nft = { workchain: tx.workchain, address: Buffer.from(tx.account) };
    return this.events(tx, 'tip4_nft', NFT_EVENTS).flatMap(({ event, data, idx }) => {
      const [from, to] =
        event === 'NftCreated'
          ? [ZERO, address(data.owner)]
          : event === 'OwnerChanged'
            ? [address(data.oldOwner), address(data.newOwner)]
            : [address(data.oldManager), address(data.newManager)];
      return from && to ? [this.eventRow(tx, idx, nft, event as NftEventKind, from, to)] : [];
    });
  }
}

/** A root's facts from its getters' outputs; null when a required getter failed. */
function readRoot(outputs: Outputs) {
  const v = (m: string) => outputValue(outputs[m]);
  const [name, symbol, decimals, totalSupply] = [v('name'), v('symbol'), v('decimals'), v('totalSupply')];
  if (name === null || symbol === null || decimals === null || totalSupply === null) return null;
  const owner = address(v('rootOwner'));
  return {
    name: storedText(name, TEXT_CAPS.name),
    symbol: storedText(symbol, TEXT_CAPS.symbol),
    decimals: Number(decimals),
    total_supply: totalSupply,
    root_owner_workchain: owner?.workchain ?? null,
    root_owner: owner?.address ?? null,
    standard: 'Tip3' as const,
  };
}

function readWallet(outputs: Outputs) {
  const v = (m: string) => outputValue(outputs[m]);
  const balance = v('balance');
  const owner = address(v('owner'));
  const root = address(v('root'));
  return balance !== null && owner && root ? { balance, owner, root } : null;
}

function readCollection(outputs: Outputs) {
  const v = (m: string) => outputValue(outputs[m]);
  const owner = address(v('owner'));
  const nftCodeHash = v('nftCodeHash');
  return {
    ...readMetadata(v('getJson')),
    metadata_url: httpUrl(v('getCollectionUrl')),
    owner_workchain: owner?.workchain ?? null,
    owner: owner?.address ?? null,
    total_supply: v('totalSupply'),
    nft_code_hash: nftCodeHash === null ? null : uint256Bytes(nftCodeHash),
  };
}

function readNft(outputs: Outputs) {
  const info = outputs.getInfo;
  const owner = address(info?.owner);
  const manager = address(info?.manager);
  const collection = address(info?.collection);
  if (!info || !owner || !manager || !collection || typeof info.id !== 'string') return null;
  return {
    nft_id: info.id,
    owner_workchain: owner.workchain,
    owner: owner.address,
    manager_workchain: manager.workchain,
    manager: manager.address,
    collection_workchain: collection.workchain,
    collection: collection.address,
    ...readMetadata(outputValue(outputs.getJson)),
    ...readMultiToken(outputs),
  };
}

/** A uint256 getter output (a decimal string) as its 32 bytes: how code hashes come from getters. */
const uint256Bytes = (value: string): Buffer => toBytes(BigInt(value).toString(16).padStart(64, '0'));

/** A VEP-1155 token's supply and royalty (null for any other NFT, or when a getter failed). */
function readMultiToken(outputs: Outputs) {
  const royalty = outputs.royaltyInfo;
  const receiver = address(royalty?.receiver);
  const share = receiver ? royalty?.royaltyAmount : undefined;
  return {
    multi_token_supply: outputValue(outputs.multiTokenSupply),
    royalty_workchain: receiver?.workchain ?? null,
    royalty_receiver: receiver?.address ?? null,
    // royaltyInfo is asked for a sale price of 10,000 (getters.ts): the amount is the share in basis points.
    royalty_bp: typeof share === 'string' ? share : null,
  };
}

function readMultiTokenWallet(outputs: Outputs) {
  const info = outputs.getInfo;
  const owner = address(info?.owner);
  const collection = address(info?.collection);
  const balance = outputValue(outputs.balance);
  if (!owner || !collection || balance === null || typeof info?.id !== 'string') return null;
  return { id: info.id, owner, collection, balance };
}

/** Decoders throw on bodies that are not what they expect: that just means "not this call". */
function decode<T>(run: () => T | undefined): T | null {
  try {
    return run() ?? null;
  } catch {
    return null;
  }
}

function messagesOf(tx: Tx) {
  return transactionMessages(loadTransaction(readBoc(tx.boc)[0]));
}
const inMessage = (tx: Tx): Message | null => messagesOf(tx).inMsg;
const outMessages = (tx: Tx): Message[] => messagesOf(tx).outMsgs;
const bodyBoc = (msg: Message): string => Buffer.from(writeBoc(msg.body)).toString('base64');

/** Where a transfer went: the recipient's token wallet is the destination of the wallet's internal call. */
function outDestination(tx: Tx): Address | null {
  const first = outMessages(tx).find((m) => m.info.kind === 'internal');
  return first?.info.kind === 'internal' && first.info.dest.kind === 'std'
    ? { workchain: first.info.dest.workchain, address: toBytes(first.info.dest.address) }
    : null;
}

/** Collections' states for their getters: this batch's, else as stored (read once per batch). */
class CollectionStates {
  private readonly states = new Map<string, { accountBoc: Uint8Array; codeHash: string } | null>();

  constructor(
    private readonly db: Kysely<Schema>,
    batchStates: WithCode[],
  ) {
    for (const { row, codeHash } of batchStates)
      this.states.set(keyOf(row.workchain, row.address), { accountBoc: row.state_boc!, codeHash });
  }

  async of(collection: AccountId): Promise<{ accountBoc: Uint8Array; codeHash: string } | null> {
    const k = keyOf(collection.workchain, collection.address);
    if (!this.states.has(k)) {
      const stored = (await accountStates(this.db, [collection])).get(k);
      this.states.set(
        k,
        stored ? { accountBoc: stored.stateBoc, codeHash: stored.codeHash.toString('hex') } : null,
      );
    }
    return this.states.get(k) ?? null;
  }
}
