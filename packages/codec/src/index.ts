// @tvmscan/codec: cells, BOCs, dictionaries and TL-B models of TVM-family chains. No I/O.
export * from './cell';
export * from './dict';
export * from './models/account';
export * from './models/account-block';
export * from './models/account-status';
export * from './models/address';
export * from './models/address-friendly';
export * from './models/block';
export * from './models/block-aug';
export * from './models/block-extra';
export * from './models/block-info';
export * from './models/block-msg-envelope';
export * from './models/config';
export * from './models/config-params';
export type {
  TychoCollationConfig,
  TychoConsensusConfig,
  TychoMsgsExecutionParams,
  TychoSizeLimitsConfig,
  TychoWorkUnitsParams,
} from './models/config-params-tycho';
export * from './models/currency';
export * from './models/decode';
export * from './models/elector';
export * from './models/exit-codes';
export type { Flavor } from './models/flavor';
export * from './models/in-msg';
export * from './models/mc-block-extra';
export * from './models/merkle-apply';
export * from './models/merkle-update';
export * from './models/message';
export * from './models/out-msg';
export * from './models/shard-descr';
export * from './models/shard-state';
export * from './models/shard-state-account';
export * from './models/state-init';
export * from './models/transaction';
export * from './models/transaction-descr';
export * from './models/transaction-fees';
export * from './models/transaction-phases';
export * from './models/value-flow';
