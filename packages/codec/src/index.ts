// @tvmscan/codec: cells, BOCs, dictionaries and TL-B models of TVM-family chains. No I/O.
export * from './cell';
export * from './dict';
