// What the token scenario has created by a block, with real addresses: for tests and tools that assert
// on the chain, and for anyone looking for the tokens and NFTs of a local network.
import { multiNftAddress, multiTokenWalletAddress } from '../contracts/multi-token';
import { tokenWalletAddress } from '../contracts/tip3';
import { nftAddress } from '../contracts/tip4';
import { urlNftAddress } from '../contracts/url-nft';
import { COLLECTIONS, multiTokenJson, nftJson, POOLS, TOKENS } from './catalog';
import { type Outgoing, opMessage, type ScenarioParties } from './messages';
import {
  COLLECTION_OWNER,
  type Holding,
  type OpKind,
  type ScenarioState,
  SETTLE,
  tokenIssuer,
  type WalletIndex,
} from './plan';

export interface ScenarioToken {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  rootOwner: string;
  /** Masterchain block whose external message deploys the root; null before. */
  deployedAt: number | null;
  totalSupply: bigint;
  /** Owners with a token wallet, and the balance it holds. */
  holders: ScenarioHolder[];
  /** From this masterchain block on no mint or burn is in flight: totalSupply is what the root says. */
  settledAt: number;
}

export interface ScenarioHolder {
  owner: string;
  wallet: string;
  balance: bigint;
  /** From this masterchain block on no operation on this wallet is in flight. */
  settledAt: number;
}

export interface ScenarioNft {
  id: bigint;
  address: string;
  owner: string;
  manager: string;
  json: string;
  burned: boolean;
  /** From this masterchain block on no operation on this NFT is in flight. */
  settledAt: number;
}

export interface ScenarioCollection {
  address: string;
  owner: string;
  /** TIP-4.2 JSON of the collection. */
  json: string;
  deployedAt: number | null;
  nfts: ScenarioNft[];
}

/** The URL collection (TIP-4.2.2): its documents are at URLs, not on chain. */
export interface ScenarioUrlCollection {
  address: string;
  owner: string;
  collectionUrl: string;
  deployedAt: number | null;
  nfts: Array<{ id: bigint; address: string; owner: string; url: string; settledAt: number }>;
}

/** A token of the multi-token collection (VEP-1155): its NFT counts the supply, each holder's wallet of it
 *  its balance. */
export interface ScenarioMultiToken {
  id: bigint;
  nft: string;
  json: string;
  /** The sum of the holders' balances. */
  supply: bigint;
  /** Owners with a wallet of the token (an emptied one included), and the balance it holds. */
  holders: ScenarioHolder[];
  /** From this masterchain block on no mint or burn is in flight: supply is what the NFT says. */
  settledAt: number;
}

export interface ScenarioMultiCollection {
  address: string;
  owner: string;
  json: string;
  deployedAt: number | null;
  tokens: ScenarioMultiToken[];
}

export interface ScenarioOperation {
  kind: OpKind;
  mcSeqno: number;
  /** The account the external message goes to (a wallet, or the contract it deploys). */
  sender: string;
  /** The account the wallet's message calls (a root, token wallet, collection, NFT or plain recipient),
   *  the deployed contract for a deploy. */
  target: string;
}

export interface ScenarioPool {
  address: string;
  /** Roots of the pool's two tokens, in its order. */
  roots: [string, string];
  deployedAt: number | null;
  reserves: [bigint, bigint];
  settledAt: number;
}

export interface ScenarioReport {
  /** The last masterchain block whose operations are included. An operation's messages may cross
   *  shards and take a few blocks: compare with the chain only what has `settledAt` <= mcSeqno. */
  mcSeqno: number;
  tokens: ScenarioToken[];
  collections: ScenarioCollection[];
  urlCollection: ScenarioUrlCollection;
  multiCollection: ScenarioMultiCollection;
  /** The account whose storage debt freezes it when the `freeze` operation reaches it. */
  dormant: { address: string; frozenAt: number | null };
  /** The announcer and what it was asked to announce, in order (its events count them from 1). */
  announcer: { address: string; announcements: Array<{ mcSeqno: number; text: string }> };
  /** The counter (contracts/counter.tolk) and what it was asked to add, in order: once settled, its
   *  `total` getter answers the sum and `increments` their number. */
  counter: { address: string; increments: Array<{ mcSeqno: number; by: number; settledAt: number }> };
  /** The constant-product pools (contracts/cp-pool.fc): once settled, getReserves answers `reserves`. */
  pools: ScenarioPool[];
  /** The first operation of each kind. */
  firsts: ScenarioOperation[];
  /** How many operations of each kind were sent. */
  counts: Partial<Record<OpKind, number>>;
}

const sides = (out: Outgoing) =>
  out.kind === 'wallet'
    ? { sender: out.from.wallet.address, target: out.dest }
    : { sender: out.address, target: out.address };

function urlCollectionReport(state: ScenarioState, parties: ScenarioParties): ScenarioUrlCollection {
  const { urlCollection } = parties.accounts;
  const at = (i: number) => parties.wallets[i].wallet.address;
  return {
    address: urlCollection.address,
    owner: at(COLLECTION_OWNER),
    collectionUrl: urlCollection.collectionUrl,
    deployedAt: state.urlCollection.deployedAt,
    nfts: state.urlCollection.nfts.map((nft) => ({
      id: nft.id,
      address: urlNftAddress(urlCollection.nftCode, urlCollection.address, nft.id),
      owner: at(nft.owner),
      url: `${urlCollection.baseNftUrl}${nft.id}.json`,
      settledAt: nft.readyAt,
    })),
  };
}

/** The holders of a token as a report lists them, `walletOf` an owner's wallet of the token. */
const holdersOf = (
  holders: Map<WalletIndex, Holding>,
  at: (i: WalletIndex) => string,
  walletOf: (owner: string) => string,
): ScenarioHolder[] =>
  [...holders].map(([owner, { balance, readyAt }]) => ({
    owner: at(owner),
    wallet: walletOf(at(owner)),
    balance,
    settledAt: readyAt,
  }));

function multiCollectionReport(state: ScenarioState, parties: ScenarioParties): ScenarioMultiCollection {
  const { address, json, nftCode, walletCode } = parties.accounts.multiCollection;
  const at = (i: number) => parties.wallets[i].wallet.address;
  return {
    address,
    owner: at(COLLECTION_OWNER),
    json,
    deployedAt: state.multiCollection.deployedAt,
    tokens: state.multiCollection.tokens.map((token) => ({
      id: token.id,
      nft: multiNftAddress(nftCode, address, token.id),
      json: multiTokenJson(token.id),
      supply: token.supply,
      holders: holdersOf(token.holders, at, (owner) =>
        multiTokenWalletAddress(walletCode, address, token.id, owner),
      ),
      settledAt: token.settledAt,
    })),
  };
}

export function scenarioReport(state: ScenarioState, parties: ScenarioParties): ScenarioReport {
  const at = (i: number) => parties.wallets[i].wallet.address;
  const { accounts } = parties;
  return {
    mcSeqno: state.seqno,
    tokens: state.tokens.map((token, i) => ({
      address: accounts.tokens[i].address,
      ...TOKENS[i],
      rootOwner: at(tokenIssuer(i)),
      deployedAt: token.deployedAt,
      totalSupply: token.totalSupply,
      settledAt: token.settledAt,
      holders: holdersOf(token.holders, at, (owner) => tokenWalletAddress(accounts.tokens[i].address, owner)),
    })),
    collections: state.collections.map((c, i) => ({
      address: accounts.collections[i].address,
      owner: at(COLLECTION_OWNER),
      json: JSON.stringify(COLLECTIONS[i]),
      deployedAt: c.deployedAt,
      nfts: c.nfts.map((nft) => ({
        id: nft.id,
        address: nftAddress(accounts.collections[i].address, nft.id),
        owner: at(nft.owner),
        manager: at(nft.manager),
        json: nftJson(i, nft.id),
        burned: nft.burned,
        settledAt: nft.readyAt,
      })),
    })),
    urlCollection: urlCollectionReport(state, parties),
    multiCollection: multiCollectionReport(state, parties),
    dormant: { address: accounts.dormant.wallet.address, frozenAt: state.frozenAt },
    announcer: {
      address: accounts.announcer.address,
      announcements: state.announcements.map(({ seqno, text }) => ({ mcSeqno: seqno, text })),
    },
    counter: {
      address: accounts.counter.address,
      increments: state.increments.map(({ seqno, by }) => ({
        mcSeqno: seqno,
        by,
        settledAt: seqno + SETTLE,
      })),
    },
    pools: state.pools.map((pool, i) => ({
      address: accounts.pools[i].address,
      roots: [accounts.tokens[POOLS[i].a].address, accounts.tokens[POOLS[i].b].address],
      deployedAt: pool.deployedAt,
      reserves: [...pool.reserves],
      settledAt: pool.readyAt,
    })),
    firsts: [...state.first].map(([kind, { seqno, op }]) => ({
      kind,
      mcSeqno: seqno,
      ...sides(opMessage(op, parties)),
    })),
    counts: Object.fromEntries(state.counts),
  };
}
