// @tvmscan/api-schema: the one definition of the HTTP API's bodies, shared by api (validation,
// OpenAPI) and web (types, typed client). The web's bundle imports values from ./values alone
// (`@tvmscan/api-schema/values`), which loads no zod.
export * from './accounts';
export * from './admin';
export * from './blocks';
export * from './config';
export * from './contracts';
export * from './csv';
export * from './elections';
export * from './entities';
export * from './errors';
export * from './form-fields';
export * from './identity';
export * from './json-schema';
export * from './lists';
export * from './live';
export * from './messages';
export * from './multi-tokens';
export * from './network-config';
export * from './nfts';
export * from './prices';
export * from './primitives';
export * from './route-def';
export * from './routes';
export * from './search';
export * from './shards';
export * from './stats';
export * from './token-assets';
export * from './token-lists';
export * from './tokens';
export * from './transactions';
export * from './validation-refusal';
export * from './validators';
export * from './values';
export * from './verify';
