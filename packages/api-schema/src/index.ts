// @tvmscan/api-schema: the one definition of the HTTP API's bodies, shared by api (validation,
// OpenAPI) and web (types, typed client).
export * from './config';
export * from './contracts';
export * from './entities';
export * from './errors';
export * from './explorer';
export * from './live';
export * from './network';
export * from './network-routes';
export * from './nfts';
export * from './primitives';
export * from './route-def';
export * from './routes';
export * from './tokens';
