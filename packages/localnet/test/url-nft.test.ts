// The local network's URL collection and NFT (contracts/url-collection.fc, url-nft.fc) on a real
// network: deployed, minted from the owner wallet and moved, then read through their getters the way
// an explorer reads any TIP-4 contract — nekoton runLocal — with their ABIs (src/contracts/url-nft.ts;
// the indexer's tests read them with the standards' ABIs of @tvmscan/contracts). On both executors:
// the contracts send one message per call, in the order either performs them.
import { beforeAll, describe, expect, it } from 'vitest';
import { localCall } from '../src/contracts/localCall';
import {
  createLocalnet,
  type Localnet,
  mintUrlNftBody,
  URL_COLLECTION_ABI,
  URL_NFT_ABI,
  urlCollectionDeploy,
} from '../src/index';
import { nekoton } from '../src/nekoton';
import { accountBoc, sendFromGiver } from './giver';

const COLLECTION_URL = 'http://127.0.0.1:3000/localnet/metadata/collection.json';
const BASE_URL = 'http://127.0.0.1:3000/localnet/metadata/nft/';

describe.each(['everscale', 'tycho'] as const)('on the %s executor', (flavor) => {
  let net: Localnet;
  let collection: string;
  let owner: string;

  const send = (dest: string, value: bigint, payload?: string) => sendFromGiver(net, dest, value, payload);
  const boc = (address: string) => accountBoc(net, address);
  const nftCall = (address: string, method: string, input = {}) =>
    localCall(boc(address), URL_NFT_ABI, method, input);
  const collectionCall = (method: string, input = {}) =>
    localCall(boc(collection), URL_COLLECTION_ABI, method, input);

  beforeAll(async () => {
    net = await createLocalnet({ flavor, seed: 'url-nft' });
    owner = net.genesis.giver.wallet.address;
    const deployed = await urlCollectionDeploy({
      owner,
      collectionUrl: COLLECTION_URL,
      baseNftUrl: BASE_URL,
    });
    collection = deployed.address;
    await send(collection, 10_000_000_000n);
    await net.produceBlock();
    net.sendMessage(deployed.deploy);
    await net.produceBlock();
    await send(collection, 1_000_000_000n, mintUrlNftBody(owner));
    await net.produceBlock();
    await send(collection, 1_000_000_000n, mintUrlNftBody(`0:${'77'.repeat(32)}`));
    for (let i = 0; i < 3; i++) await net.produceBlock();
  }, 120_000);

  describe('the URL collection', () => {
    it('says it implements TIP-6, TIP-4.1 and TIP-4.2.2 collection, and not the NFT interfaces', () => {
      const supports = (id: number) => collectionCall('supportsInterface', { interfaceID: id }).value0;
      expect(supports(0x3204ec29)).toBe(true);
      expect(supports(0x1217aaab)).toBe(true);
      expect(supports(608850432)).toBe(true);
      expect(supports(1916393393)).toBe(false);
      expect(supports(0x78084f7e)).toBe(false);
    });

    it('names its owner through getOwner, and calls of functions it does not have end in exit code 60', () => {
      expect(collectionCall('getOwner').value0).toBe(owner);
      const state = nekoton.parseFullAccountBoc(Buffer.from(boc(collection)).toString('base64'))!;
      // OwnableExternal's `owner`, an external call, which this collection does not have.
      const ownableExternal = JSON.stringify({
        'ABI version': 2,
        version: '2.2',
        header: ['time', 'expire'],
        functions: [{ name: 'owner', inputs: [], outputs: [{ name: 'value0', type: 'address' }] }],
        events: [],
      });
      const run = nekoton.runLocal(
        new nekoton.ClockWithOffset(),
        state.boc,
        ownableExternal,
        'owner',
        {},
        {},
        false,
        { type: 'empty' },
      );
      expect(run.code).toBe(60);
    });

    it('counts its NFTs and answers its own URL', () => {
      expect(collectionCall('totalSupply').count).toBe('2');
      expect(collectionCall('getCollectionUrl').collectionUrl).toBe(COLLECTION_URL);
    });

    it('builds each NFT URL from the parts the NFT gives', async () => {
      const first = collectionCall('nftAddress', { id: '0' }).nft as string;
      const parts = nftCall(first, 'getUrlParts').part as string;
      expect(collectionCall('getNftUrl', { parts }).nftUrl).toBe(`${BASE_URL}0.json`);
      const second = collectionCall('nftAddress', { id: '1' }).nft as string;
      const parts1 = nftCall(second, 'getUrlParts').part as string;
      expect(collectionCall('getNftUrl', { parts: parts1 }).nftUrl).toBe(`${BASE_URL}1.json`);
      // A URL longer than a cell continues in a ref, and reads as one string.
      const big = nekoton.packIntoCell([{ name: 'id', type: 'uint256' }], {
        id: (2n ** 256n - 1n).toString(),
      });
      expect(collectionCall('getNftUrl', { parts: big.boc }).nftUrl).toBe(
        `${BASE_URL}${2n ** 256n - 1n}.json`,
      );
    });
  });

  describe('a URL NFT', () => {
    it('holds its id, owner, manager and collection, and says it implements TIP-4.1 and TIP-4.2.2', () => {
      const address = collectionCall('nftAddress', { id: '1' }).nft as string;
      expect(nftCall(address, 'getInfo')).toEqual({
        id: '1',
        owner: `0:${'77'.repeat(32)}`,
        manager: `0:${'77'.repeat(32)}`,
        collection,
      });
      const supports = (id: number) => nftCall(address, 'supportsInterface', { interfaceID: id }).value0;
      expect(supports(1916393393)).toBe(true);
      expect(supports(0x78084f7e)).toBe(true);
      expect(supports(608850432)).toBe(false);
    });

    it('moves to a new owner when its manager says so, with the TIP-4.1 events', async () => {
      const address = collectionCall('nftAddress', { id: '0' }).nft as string;
      const to = `0:${'55'.repeat(32)}`;
      const body = nekoton.encodeInternalInput(URL_NFT_ABI, 'changeOwner', {
        newOwner: to,
        sendGasTo: owner,
        callbacks: [],
      });
      await send(address, 500_000_000n, body);
      for (let i = 0; i < 3; i++) await net.produceBlock();
      expect(nftCall(address, 'getInfo')).toMatchObject({ owner: to, manager: owner });
    });
  });
});
