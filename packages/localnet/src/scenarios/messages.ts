// The external message behind each operation of the plan: a call a wallet app sends through its
// EverWallet (with the contract call as payload), or a contract deployed by a signed external call.

import type { TokensObject } from 'nekoton-wasm';
import { announceBody } from '../contracts/announcer';
import { incrementBody } from '../contracts/counter';
import { poolTransferBody } from '../contracts/cp-pool';
import {
  mintMultiTokenBody,
  multiTokenBurnBody,
  multiTokenTransferBody,
  multiTokenWalletAddress,
} from '../contracts/multi-token';
import {
  burnBody,
  mintBody,
  tokenRoot,
  tokenRootConstructor,
  tokenWalletAddress,
  transferBody,
} from '../contracts/tip3';
import {
  changeManagerBody,
  changeOwnerBody,
  collection,
  collectionConstructor,
  mintNftBody,
  nftAddress,
  nftBurnBody,
  nftTransferBody,
} from '../contracts/tip4';
import { mintUrlNftBody } from '../contracts/url-nft';
import type { Participant } from '../genesis';
import type { KeyPair } from '../keys';
import type { ScenarioAccounts } from './accounts';
import { COLLECTIONS, multiTokenJson, nftJson } from './catalog';
import { COLLECTION_OWNER, type Op, tokenIssuer, type WalletIndex } from './plan';

const EVER = 1_000_000_000n;
/** What a token wallet needs to be deployed with on the way. */
const DEPLOY_WALLET_VALUE = EVER / 10n;
/** What a multi-token wallet is deployed with on the way (the multi-token test's value). */
const DEPLOY_MULTI_WALLET_VALUE = EVER / 5n;

const deployValue = (op: { deployWallet?: boolean }, value = DEPLOY_WALLET_VALUE) =>
  op.deployWallet === false ? 0n : value;

export type Outgoing =
  | {
      kind: 'wallet';
      from: Participant;
      dest: string;
      value: bigint;
      bounce: boolean;
      payload?: string;
      /** Send flags; the default (3) ignores action errors as wallets do. */
      flags?: number;
    }
  | {
      kind: 'deploy';
      address: string;
      abi: string;
      stateInit: string;
      input: TokensObject;
      key: KeyPair;
    }
  /** A message ready to send as it is: a contract's unsigned deploy. */
  | { kind: 'raw'; address: string; boc: Uint8Array };

export interface ScenarioParties {
  accounts: ScenarioAccounts;
  giver: Participant;
  wallets: Participant[];
}

export function opMessage(op: Op, parties: ScenarioParties): Outgoing {
  const { accounts, giver } = parties;
  const w = (i: WalletIndex) => parties.wallets[i];
  const at = (i: WalletIndex) => w(i).wallet.address;
  const call = (from: WalletIndex, dest: string, value: bigint, payload: string): Outgoing => ({
    kind: 'wallet',
    from: w(from),
    dest,
    value,
    bounce: true,
    payload,
  });
  const root = (token: number) => accounts.tokens[token].address;
  const ownWallet = (token: number, owner: WalletIndex) => tokenWalletAddress(root(token), at(owner));
  const nft = (c: number, id: bigint) => nftAddress(accounts.collections[c].address, id);
  const { multiCollection } = accounts;
  const multiWallet = (id: bigint, owner: WalletIndex) =>
    multiTokenWalletAddress(multiCollection.walletCode, multiCollection.address, id, at(owner));
  /** The giver funds `dest`, a contract about to be deployed, or tops up a wallet. */
  const fund = (dest: string, value: bigint): Outgoing => ({
    kind: 'wallet',
    from: giver,
    dest,
    value,
    bounce: false,
  });
  switch (op.kind) {
    case 'fundToken':
      return fund(root(op.token), 5n * EVER);
    case 'fundCollection':
      return fund(accounts.collections[op.collection].address, 10n * EVER);
    case 'deployToken': {
      const { address, stateInit, key } = accounts.tokens[op.token];
      return {
        kind: 'deploy',
        address,
        stateInit,
        key,
        abi: tokenRoot().abi,
        input: tokenRootConstructor(at(tokenIssuer(op.token))),
      };
    }
    case 'deployCollection': {
      const { address, stateInit, key } = accounts.collections[op.collection];
      const json = JSON.stringify(COLLECTIONS[op.collection]);
      return {
        kind: 'deploy',
        address,
        stateInit,
        key,
        abi: collection().abi,
        input: collectionConstructor(at(COLLECTION_OWNER), json),
      };
    }
    case 'mint': {
      const issuer = tokenIssuer(op.token);
      return call(issuer, root(op.token), EVER, mintBody(op.amount, at(op.to), deployValue(op), at(issuer)));
    }
    case 'foreignMint':
      return call(op.from, root(op.token), EVER, mintBody(1n, at(op.from), DEPLOY_WALLET_VALUE, at(op.from)));
    case 'transfer':
      return call(
        op.from,
        ownWallet(op.token, op.from),
        EVER / 2n,
        transferBody(op.amount, at(op.to), deployValue(op), at(op.from)),
      );
    case 'bouncingTransfer':
      // The giver never holds tokens: its token wallet does not exist and this transfer does not deploy it.
      return call(
        op.from,
        ownWallet(op.token, op.from),
        EVER / 2n,
        transferBody(op.amount, giver.wallet.address, 0n, at(op.from)),
      );
    case 'overdraft': {
      const to = at((op.from + 1) % parties.wallets.length);
      return call(
        op.from,
        ownWallet(op.token, op.from),
        EVER / 2n,
        transferBody(op.amount, to, DEPLOY_WALLET_VALUE, at(op.from)),
      );
    }
    case 'burn':
      return call(op.from, ownWallet(op.token, op.from), EVER / 2n, burnBody(op.amount, at(op.from)));
    case 'overspend':
      // Flags 1 (pay fees separately) without +2: the failed send aborts the action phase.
      return {
        kind: 'wallet',
        from: w(op.from),
        dest: at((op.from + 1) % parties.wallets.length),
        value: 1_000_000n * EVER,
        bounce: false,
        flags: 1,
      };
    case 'fundUrlCollection':
      return fund(accounts.urlCollection.address, 10n * EVER);
    case 'deployUrlCollection':
      return { kind: 'raw', address: accounts.urlCollection.address, boc: accounts.urlCollection.deploy };
    case 'mintUrlNft':
      return call(COLLECTION_OWNER, accounts.urlCollection.address, EVER, mintUrlNftBody(at(op.to)));
    case 'fundMultiCollection':
      return fund(multiCollection.address, 10n * EVER);
    case 'deployMultiCollection':
      return { kind: 'raw', address: multiCollection.address, boc: multiCollection.deploy };
    case 'mintMultiToken':
      return call(
        COLLECTION_OWNER,
        multiCollection.address,
        2n * EVER,
        mintMultiTokenBody(at(op.to), op.count, multiTokenJson(op.id)),
      );
    case 'multiTransfer':
      return call(
        op.from,
        multiWallet(op.id, op.from),
        EVER,
        multiTokenTransferBody(op.count, at(op.to), deployValue(op, DEPLOY_MULTI_WALLET_VALUE), at(op.from)),
      );
    case 'multiBurn':
      return call(op.from, multiWallet(op.id, op.from), EVER, multiTokenBurnBody(op.count, at(op.from)));
    case 'mintNft':
      return call(
        COLLECTION_OWNER,
        accounts.collections[op.collection].address,
        2n * EVER,
        mintNftBody(at(op.to), nftJson(op.collection, op.id)),
      );
    case 'changeOwner':
      return call(op.from, nft(op.collection, op.id), EVER, changeOwnerBody(at(op.to), at(op.from)));
    case 'changeManager':
      return call(op.from, nft(op.collection, op.id), EVER, changeManagerBody(at(op.to), at(op.from)));
    case 'nftTransfer':
      return call(op.from, nft(op.collection, op.id), EVER, nftTransferBody(at(op.to), at(op.from)));
    case 'burnNft':
      return call(op.from, nft(op.collection, op.id), EVER, nftBurnBody(at(op.from)));
    case 'fundPool':
      // The pool pays half an EVER to each root for its wallet: 5 EVER leave it plenty for storage.
      return fund(accounts.pools[op.pool].address, 5n * EVER);
    case 'deployPool':
      return { kind: 'raw', address: accounts.pools[op.pool].address, boc: accounts.pools[op.pool].deploy };
    case 'poolLiquidity':
    case 'swap':
      // One EVER pays the six hops of a swap; what is left comes back to the holder.
      return call(
        op.from,
        ownWallet(op.token, op.from),
        EVER,
        poolTransferBody(
          op.amount,
          accounts.pools[op.pool].address,
          at(op.from),
          op.kind === 'swap' ? 'swap' : 'liquidity',
        ),
      );
    case 'freeze':
      return {
        kind: 'wallet',
        from: giver,
        dest: accounts.dormant.wallet.address,
        value: EVER / 10n,
        bounce: true,
      };
    case 'topUp':
      return fund(at(op.to), 100n * EVER);
    case 'announce':
      // Each event pays its forward fee and the gas to build it: a tenth of an EVER apiece is plenty.
      return call(
        op.from,
        accounts.announcer.address,
        (EVER / 10n) * BigInt(op.times ?? 1),
        announceBody(op.text, op.times),
      );
    case 'increment':
      // A tenth of an EVER pays the counter's gas and its storage since the zero state many times over.
      return call(op.from, accounts.counter.address, EVER / 10n, incrementBody(op.by));
  }
}
