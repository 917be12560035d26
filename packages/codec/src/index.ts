// @tvmscan/codec: cells, BOCs, dictionaries and TL-B models of TVM-family chains. No I/O.
export * from './cell';
export * from './dict';
export * from './models/account-block';
export * from './models/block';
export * from './models/block-aug';
export * from './models/block-extra';
export * from './models/block-info';
export * from './models/block-msg-envelope';
export * from './models/config';
export * from './models/config-params';
export * from './models/decode';
export type { Flavor } from './models/flavor';
export * from './models/in-msg';
export * from './models/mc-block-extra';
export * from './models/merkle-update';
export * from './models/out-msg';
export * from './models/shard-descr';
export * from './models/value-flow';
