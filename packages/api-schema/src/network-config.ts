// Network config in the Explorer API (spec §3 "Network config", §7 /blocks/key-block-config): the config
// snapshot of a key block, with its named sections decoded and every parameter as stored.
import { z } from 'zod';
import { BocBase64, Coins, Hash, RawAddress, Seqno, U64, UnixTime } from './primitives';
import type { RouteDef } from './route-def';
import { endpoints } from './values';

/** A decoded structure as JSON: u64/coins as decimal strings, hashes as hex, maps as objects. */
const Decoded = z.json();

export const MsgForwardPrices = z.object({
  lumpPrice: U64,
  bitPrice: U64,
  cellPrice: U64,
  ihrPriceFactor: z.number().int(),
  firstFrac: z.number().int(),
  nextFrac: z.number().int(),
});
export const GasPrices = z.object({
  gasPrice: U64,
  gasLimit: U64,
  specialGasLimit: U64.nullable(),
  gasCredit: U64,
  blockGasLimit: U64,
  freezeDueLimit: U64,
  deleteDueLimit: U64,
  flatGasLimit: U64.nullable(),
  flatGasPrice: U64.nullable(),
});
const Limits = z.object({ underload: z.number().int(), soft: z.number().int(), hard: z.number().int() });
export const BlockLimits = z.object({ bytes: Limits, gas: Limits, ltDelta: Limits });
/** Masterchain (-1) and basechain (0) variants of a per-chain parameter pair (24/25, 20/21, 22/23). */
const perChain = <T extends z.ZodType>(t: T) =>
  z.object({ masterchain: t.nullable(), basechain: t.nullable() });

export const ElectionsConfig = z.object({
  /** Length of a validation round, seconds (param 15). */
  validatorsElectedFor: z.number().int(),
  /** Elections open this long before the current round ends. */
  electionsStartBefore: z.number().int(),
  /** …and close this long before it ends. */
  electionsEndBefore: z.number().int(),
  stakeHeldFor: z.number().int(),
});
export const StakeParams = z.object({
  minStake: Coins,
  maxStake: Coins,
  minTotalStake: Coins,
  maxStakeFactor: z.number().int(),
});
export const ValidatorCount = z.object({
  maxMain: z.number().int(),
  max: z.number().int(),
  min: z.number().int(),
});

/** One parameter exactly as the key block carries it, with its decoding when the explorer knows it. */
export const ConfigParam = z.object({
  index: z.number().int(),
  /** null when the explorer does not decode this parameter (see `reason`). */
  value: Decoded.nullable(),
  reason: z.string().nullable(),
  boc: BocBase64,
});

export const NetworkConfig = z.object({
  configAddress: RawAddress,
  electorAddress: RawAddress.nullable(),
  minterAddress: RawAddress.nullable(),
  feeCollectorAddress: RawAddress.nullable(),
  globalVersion: z.number().int().nullable(),
  globalCapabilities: U64.nullable(),
  mandatoryParams: z.array(z.number().int()),
  criticalParams: z.array(z.number().int()),
  blockCreationFees: z.object({ masterchainBlockFee: Coins, basechainBlockFee: Coins }).nullable(),
  validatorCount: ValidatorCount.nullable(),
  /** Extra currencies the config mints (param 7): id and amount. */
  currencies: z.array(z.object({ id: z.number().int(), totalSupply: Coins })),
  fundamentalAddresses: z.array(Hash),
  electorParams: ElectionsConfig.nullable(),
  stakeParams: StakeParams.nullable(),
  msgForwardPrices: perChain(MsgForwardPrices),
  gasPrices: perChain(GasPrices),
  blockLimits: perChain(BlockLimits),
  storagePrices: Decoded.nullable(),
  catchainParams: Decoded.nullable(),
  consensusParams: Decoded.nullable(),
  workchains: Decoded.nullable(),
  votingSetup: Decoded.nullable(),
  /** Every parameter of the snapshot, ascending by index. */
  params: z.array(ConfigParam),
});

/** The config snapshot of one key block. */
export const ConfigSnapshot = z.object({
  mcSeqno: Seqno,
  blockRootHash: Hash,
  genUtime: UnixTime,
  config: NetworkConfig,
});

/** Empty payload reads the newest key block's config; `mcSeqno` picks the snapshot of that key block. */
export const KeyBlockConfigRequest = z.strictObject({ mcSeqno: Seqno.optional() }).default({});
export const KeyBlockConfigResponse = z.object({ data: ConfigSnapshot });

export type NetworkConfig = z.infer<typeof NetworkConfig>;
export type ConfigParam = z.infer<typeof ConfigParam>;
export type ConfigSnapshot = z.infer<typeof ConfigSnapshot>;
export type KeyBlockConfigResponse = z.infer<typeof KeyBlockConfigResponse>;

export const networkConfigRoutes = {
  keyBlockConfig: {
    ...endpoints.keyBlockConfig,
    tag: 'explorer',
    summary: 'The blockchain config of the newest key block (or of the key block at mcSeqno) in data.config',
    body: KeyBlockConfigRequest,
    response: KeyBlockConfigResponse,
    notFound: true,
  },
} as const satisfies Record<string, RouteDef>;
