// @tvmscan/verify: the contract-verification service (spec §7, decision 0042): compilers in child
// processes, matching by code hash, salt stripping, and its HTTP routes as a Fastify plugin.
export { type Attestation, attest, attestationsIn } from './attestation';
export { type CompileLimits, CompileRunner, DEFAULT_COMPILE_LIMITS } from './compile-runner';
export { fileSha256, loadCompilerManifest, ManifestError } from './compiler-manifest';
export type { NativeCompiler } from './compilers';
export { type VerifyOptions, verifyRoutes } from './routes';
export { buildVerifyServer, type VerifyServerOptions } from './server';
