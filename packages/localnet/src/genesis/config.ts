// The blockchain config of the local network. It starts from the config tycho-emulator ships (a real
// network's parameters: gas prices, limits, capabilities) and sets this network's own: global id,
// election timings, fundamental addresses, a workchain that may split, the flavor's own layouts of
// params 28/29, and the validator sets, which change with the elections (see validators.ts).
import {
  beginCell,
  buildDict,
  type CatchainConfig,
  type Cell,
  type ConsensusConfig,
  decodeConfigParam,
  encodeConfigParam,
  type Flavor,
  loadDict,
  readBoc,
  toHex,
  type WorkchainDescr,
} from '@tvmscan/codec';
import { TychoExecutor } from '@tychosdk/emulator';
import { SPECIAL_ACCOUNTS } from './special';
import type { Elections, ElectionTimings } from './validators';

/** Config params holding validator sets: previous (32), current (34), next (36). */
const VALIDATOR_SET_PARAMS = [32n, 33n, 34n, 35n, 36n, 37n];

export interface NetworkConfig {
  /** Config contract address (param 0), hex. */
  address: string;
  /** Params by index. */
  params: Map<bigint, Cell>;
  /** The Hashmap 32 ^Cell root. */
  root: Cell;
}

function fromParams(params: Map<bigint, Cell>): NetworkConfig {
  const root = buildDict(params, 32, (b, cell) => b.storeRef(cell));
  if (!root) throw new Error('config has no params');
  // _ config_addr:bits256 = ConfigParam 0;
  const address = toHex(params.get(0n)!.beginParse().loadBits(256));
  return { address, params, root };
}

export interface GenesisConfigArgs {
  /** The block layout the network publishes its config in. */
  flavor: Flavor;
  globalId: number;
  timings: ElectionTimings;
  /** How many times workchain 0 may split (its max_split). */
  maxSplit: number;
}

/** The config without validator sets: what never changes on the local network. */
export function baseConfig(args: GenesisConfigArgs): NetworkConfig {
  const shipped = readBoc(new Uint8Array(TychoExecutor.defaultConfig.toBoc()))[0];
  const params = loadDict(shipped, 32, (s) => s.loadRef());
  // _ global_id:int32 = ConfigParam 19; signatures are bound to it (CapSignatureWithId).
  params.set(19n, beginCell().storeInt(args.globalId, 32).endCell());
  params.set(15n, encodeConfigParam(15, args.timings));
  params.set(
    31n,
    encodeConfigParam(
      31,
      SPECIAL_ACCOUNTS.map((a) => a.address.slice(3)),
    ),
  );
  const workchains = decodeConfigParam(12, params.get(12n)!);
  if (workchains.kind !== 'decoded') throw new Error(`config param 12 does not decode: ${workchains.reason}`);
  const descrs = workchains.value as Map<number, WorkchainDescr>;
  const basechain = descrs.get(0);
  if (!basechain) throw new Error('config param 12 has no workchain 0');
  descrs.set(0, { ...basechain, maxSplit: Math.max(basechain.maxSplit, args.maxSplit) });
  params.set(12n, encodeConfigParam(12, descrs));
  // This network's own validators replace the shipped network's.
  for (const index of VALIDATOR_SET_PARAMS) params.delete(index);
  if (args.flavor === 'everscale') withEverNodeParams(params);
  return fromParams(params);
}

/**
 * The shipped config is a Tycho network's: params 28 and 29 in Tycho's layouts (CollationConfig #a6,
 * ConsensusConfig #d8) and Tycho's size limits in 43. An ever-node network publishes 28 and 29 in its
 * own layouts, with the values of the Everscale mainnet's key blocks, and has no 43 (the executors
 * fall back to their built-in size limits).
 */
function withEverNodeParams(params: Map<bigint, Cell>): void {
  const catchain: CatchainConfig = {
    flags: 0,
    shuffleMcValidators: true,
    mcCatchainLifetime: 250,
    shardCatchainLifetime: 250,
    shardValidatorsLifetime: 1000,
    shardValidatorsNum: 11,
  };
  const consensus: ConsensusConfig = {
    tag: 0xd7,
    flags: 0,
    newCatchainIds: true,
    roundCandidates: 3,
    nextCandidateDelayMs: 2000,
    consensusTimeoutMs: 16000,
    fastAttempts: 3,
    attemptDuration: 8,
    catchainMaxDeps: 4,
    maxBlockBytes: 2 * 1024 * 1024,
    maxCollatedBytes: 2 * 1024 * 1024,
    protoVersion: null,
  };
  params.set(28n, encodeConfigParam(28, catchain, 'everscale'));
  params.set(29n, encodeConfigParam(29, consensus, 'everscale'));
  params.delete(43n);
}

/** The config in force at `now`: the base config and the validator sets of the elections then. */
export function configAt(base: NetworkConfig, elections: Elections, now: number): NetworkConfig {
  const params = new Map(base.params);
  for (const [index, cell] of elections.validatorParams(now)) params.set(index, cell);
  return fromParams(params);
}

/** The config without validator sets, for an executor that re-parses it on every transaction. */
export function withoutValidatorSets(config: NetworkConfig): NetworkConfig {
  const params = new Map(config.params);
  for (const index of VALIDATOR_SET_PARAMS) params.delete(index);
  return fromParams(params);
}

// _ config_addr:bits256 config:^(Hashmap 32 ^Cell) = ConfigParams;
export function configParamsCell(config: NetworkConfig): Cell {
  return beginCell()
    .storeUint(BigInt(`0x${config.address}`), 256)
    .storeRef(config.root)
    .endCell();
}
