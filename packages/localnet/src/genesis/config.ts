// The blockchain config of the local network. It starts from the config tycho-emulator ships (a real
// network's parameters: gas prices, limits, capabilities) and sets this network's own: global id,
// election timings, fundamental addresses, a workchain that may split, and the validator sets, which
// change with the elections (see validators.ts).
import {
  beginCell,
  buildDict,
  type Cell,
  decodeConfigParam,
  encodeConfigParam,
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
  return fromParams(params);
}

/** The config in force at `now`: the base config and the validator sets of the elections then. */
export function configAt(base: NetworkConfig, elections: Elections, now: number): NetworkConfig {
  const params = new Map(base.params);
  for (const [index, cell] of elections.validatorParams(now)) params.set(index, cell);
  return fromParams(params);
}

/** The config without validator sets, for executors that re-parse it on every transaction. */
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
