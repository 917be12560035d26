// The blockchain config of the local network. It starts from the config tycho-emulator ships (a real
// network's parameters: gas prices, limits, workchains, capabilities) and sets this network's global id.
import { beginCell, buildDict, type Cell, loadDict, readBoc, toHex } from '@tvmscan/codec';
import { TychoExecutor } from '@tychosdk/emulator';
import { currentValidatorSet } from './validators';

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
  seed: string;
  validators: number;
  /** Zero-state time: the validator set is valid from then on. */
  now: number;
}

export function genesisConfig(args: GenesisConfigArgs): NetworkConfig {
  const shipped = readBoc(new Uint8Array(TychoExecutor.defaultConfig.toBoc()))[0];
  const params = loadDict(shipped, 32, (s) => s.loadRef());
  // _ global_id:int32 = ConfigParam 19; signatures are bound to it (CapSignatureWithId).
  params.set(19n, beginCell().storeInt(args.globalId, 32).endCell());
  // This network's own validators replace the shipped network's; there is no previous set yet.
  for (const index of VALIDATOR_SET_PARAMS) params.delete(index);
  params.set(34n, currentValidatorSet(args.seed, args.validators, args.now, params.get(15n)!));
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
