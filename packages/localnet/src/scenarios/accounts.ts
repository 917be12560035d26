// The accounts of the token scenario, all derived from the network seed: token roots and collections
// (address, state init, deploying key), the URL collection (deployed by an unsigned external message,
// its documents at the network's metadata base URL), the multi-token collection (VEP-1155, deployed the
// same way), the constant-product pools (likewise), the dormant account whose storage debt freezes it, the announcer whose events both
// flavors show and the counter, the network's contract written in Tolk.
import { type Cell, readBoc, writeBoc } from '@tvmscan/codec';
import { type AccountStore, ZERO_HASH } from '../accounts';
import { announcerState } from '../contracts/announcer';
import { counterState } from '../contracts/counter';
import { cpPoolDeploy } from '../contracts/cp-pool';
import { type EverWallet, everWalletOf } from '../contracts/everWallet';
import { contractCode } from '../contracts/func';
import { multiCollectionDeploy } from '../contracts/multi-token';
import { ownershipVerifierState } from '../contracts/ownership-verifier';
import { tokenRootState } from '../contracts/tip3';
import { collectionState } from '../contracts/tip4';
import { urlCollectionDeploy } from '../contracts/url-nft';
import { genesisAccount } from '../genesis/account';
import { deriveKeyPair, type KeyPair } from '../keys';
import { COLLECTIONS, MULTI_COLLECTION, POOLS, TOKENS } from './catalog';
import { COLLECTION_OWNER, tokenIssuer, type WalletIndex } from './plan';

export interface DeployedByKey {
  address: string;
  stateInit: string;
  key: KeyPair;
}

/** The URL collection (TIP-4.2.2, contracts/url-collection.fc) and what its NFTs are deployed with. */
export interface UrlCollectionAccount {
  address: string;
  /** The external message that deploys it once funded. */
  deploy: Uint8Array;
  nftCode: Cell;
  collectionUrl: string;
  baseNftUrl: string;
}

/** The multi-token collection (VEP-1155, contracts/multi-collection.fc) and the code its tokens' NFTs and
 *  wallets run, from which their addresses follow. */
export interface MultiCollectionAccount {
  address: string;
  /** The external message that deploys it once funded. */
  deploy: Uint8Array;
  json: string;
  nftCode: Cell;
  /** The unsalted wallet code (contracts/multi-token.fc). */
  walletCode: Cell;
}

export interface ScenarioAccounts {
  tokens: DeployedByKey[];
  collections: DeployedByKey[];
  urlCollection: UrlCollectionAccount;
  multiCollection: MultiCollectionAccount;
  /** The pools of POOLS (contracts/cp-pool.fc), each with the external message that deploys it once funded. */
  pools: Array<{ address: string; deploy: Uint8Array }>;
  dormant: { key: KeyPair; wallet: EverWallet };
  announcer: { address: string };
  counter: { address: string };
}

/** A storage debt above the config's freeze_due_limit (0.1) and below its delete_due_limit (1). */
export const DORMANT_DEBT = 500_000_000n;

export async function scenarioAccounts(
  seed: string,
  wallet: (i: WalletIndex) => string,
  metadataBaseUrl: string,
): Promise<ScenarioAccounts> {
  const tokens = TOKENS.map((spec, i) => {
    const key = deriveKeyPair(seed, `token/${i}`);
    const state = tokenRootState({
      ...spec,
      rootOwner: wallet(tokenIssuer(i)),
      nonce: BigInt(i),
      publicKey: key.publicKey,
    });
    return { ...state, key };
  });
  const collections = COLLECTIONS.map((_, i) => {
    const key = deriveKeyPair(seed, `collection/${i}`);
    return { ...collectionState({ nonce: BigInt(i), publicKey: key.publicKey }), key };
  });
  const urls = { collectionUrl: `${metadataBaseUrl}collection.json`, baseNftUrl: `${metadataBaseUrl}nft/` };
  const urlCollection = {
    ...(await urlCollectionDeploy({ owner: wallet(COLLECTION_OWNER), ...urls })),
    nftCode: await contractCode('url-nft'),
    ...urls,
  };
  const json = JSON.stringify(MULTI_COLLECTION);
  const multiCollection = {
    ...(await multiCollectionDeploy({ owner: wallet(COLLECTION_OWNER), json })),
    json,
    nftCode: await contractCode('multi-nft'),
    walletCode: await contractCode('multi-wallet'),
  };
  const pools = await Promise.all(
    POOLS.map(({ a, b }, i) =>
      cpPoolDeploy({ rootA: tokens[a].address, rootB: tokens[b].address, nonce: i }),
    ),
  );
  const { address } = await announcerState();
  const counter = await counterState();
  return {
    tokens,
    collections,
    urlCollection,
    multiCollection,
    pools,
    dormant: await dormantWallet(seed),
    announcer: { address },
    counter: { address: counter.address },
  };
}

async function dormantWallet(seed: string): Promise<{ key: KeyPair; wallet: EverWallet }> {
  const key = deriveKeyPair(seed, 'dormant');
  return { key, wallet: await everWalletOf(key.publicKey) };
}

/** Adds the scenario's accounts to a zero state: the dormant account — a deployed EverWallet with no
 *  balance that owes storage fees, as an account left alone for years does (the first message that
 *  reaches it freezes it) — the announcer, deployed with nothing (each announcement pays its way), and
 *  the counter and the ownership verifier, likewise. */
export async function addZeroStateAccounts(accounts: AccountStore, seed: string, now: number): Promise<void> {
  const put = (address: string, stateInit: Cell, duePayment?: bigint) => {
    const account = genesisAccount({
      workchain: 0,
      address: address.slice(2),
      balance: 0n,
      stateInit,
      now,
      duePayment,
    });
    accounts.set(address, { boc: writeBoc(account), lastTransLt: 0n, lastTransHash: ZERO_HASH });
  };
  const { wallet } = await dormantWallet(seed);
  put(wallet.address, readBoc(new Uint8Array(Buffer.from(wallet.stateInit, 'base64')))[0], DORMANT_DEBT);
  const announcer = await announcerState();
  put(announcer.address, announcer.stateInit);
  const counter = await counterState();
  put(counter.address, counter.stateInit);
  const verifier = await ownershipVerifierState();
  put(verifier.address, verifier.stateInit);
}
