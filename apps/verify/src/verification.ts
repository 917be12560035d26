// POST /compile: sources in, verified code hashes out. Each target is compiled with the exact compiler
// the request names (compile-runner.ts), its code hash is computed here from the BOC the compiler gave
// (the child is not trusted with it), and every hash that compiled is recorded as verified: every
// account running that code then shows verified, wherever and whenever it was deployed. A compile
// replaces an operator's attestation of the same hash; otherwise the first verification stands and the
// answer says "already verified". FunC and Tolk give a code cell; a TVM Solidity build gives a TVC in
// either shape (tvc.ts) and its own ABI.
import { ABI_EXTENSION, type CompileRequest, type CompileResponse } from '@tvmscan/api-schema';
import { readBoc, writeBoc } from '@tvmscan/codec';
import { checkAbi, type Database, recordVerifiedContract, VerifiedContractError } from '@tvmscan/db';
import type { QueuedJob } from './compile-protocol';
import type { CompileRunner } from './compile-runner';
import { type Compiler, type Compilers, extensionsOf, type NativeCompiler } from './compilers';
import { baseName, checkSources, RequestFault, type SourceFile, storedPath } from './sources';
import { codeOfTvc } from './tvc';

const OPT_FLAG = /^-O([0-9])$/;
/** The flags a TVM Solidity binary is given: nothing that names a path it would read or write. */
const SOLIDITY_FLAG = /^--(tvm-version=[a-z]{1,16}|contract=[A-Za-z_][A-Za-z0-9_]{0,127})$/;

/** The request's non-empty flags, each checked by `allowed`, or RequestFault naming it. */
function flagsOf(flags: readonly string[], allowed: RegExp, takes: string): string[] {
  return flags.flatMap((flag, i) => {
    const trimmed = flag.trim();
    if (trimmed === '') return [];
    if (!allowed.test(trimmed))
      throw new RequestFault(`compiler.flags.${i}`, `${trimmed}: the flags this compiler takes are ${takes}`);
    return [trimmed];
  });
}

/** FunC and Tolk take an optimisation level and nothing else. */
function optLevelOf(flags: readonly string[]): number | null {
  const last = flagsOf(flags, OPT_FLAG, '-O<level>').at(-1);
  return last === undefined ? null : Number(OPT_FLAG.exec(last)?.[1]);
}

/** The linker a request names, checked against the compiler's: required where the manifest names one. */
function checkLinker(compiler: Compiler, linker: CompileRequest['linker']): void {
  const needed = compiler.kind === 'native' ? compiler.linker?.version : undefined;
  if (!needed) {
    if (linker) throw new RequestFault('linker.version', `${compiler.key} uses no linker`);
    return;
  }
  if (!linker) throw new RequestFault('linker.version', `${compiler.key} needs the linker ${needed}`);
  if (linker.version !== needed)
    throw new RequestFault('linker.version', `${compiler.key} links with ${needed}, not ${linker.version}`);
}

function nativeJob(
  c: NativeCompiler,
  flags: string[],
  files: QueuedJob['files'],
  targets: string[],
): QueuedJob {
  const contract = flags.find((f) => f.startsWith('--contract='))?.slice('--contract='.length) ?? null;
  return {
    kind: 'native',
    compiler: { path: c.path, sha256: c.sha256, args: flags },
    linker: c.linker && { path: c.linker.path, sha256: c.linker.sha256, lib: c.linker.lib },
    contract,
    files,
    targets,
  };
}

/** The ABI a build wrote, kept when it is one the executor can use. */
function builtAbi(text: string | null | undefined): string | null {
  if (!text) return null;
  try {
    checkAbi(text);
    return text;
  } catch (e) {
    if (e instanceof VerifiedContractError) return null;
    throw e;
  }
}

/** The ABI sent beside a target (`<target name>.abi.json`): an object with a functions list, or nothing. */
function abiOf(
  target: SourceFile,
  files: readonly SourceFile[],
  sources: CompileRequest['sources'],
): string | null {
  const abiPath = target.path.replace(/\.[^./]+$/, ABI_EXTENSION);
  const index = files.findIndex((f) => f.path === abiPath);
  if (index < 0) return null;
  const text = files[index].content;
  try {
    checkAbi(text);
  } catch (e) {
    if (!(e instanceof VerifiedContractError)) throw e;
    throw new RequestFault(
      `sources.${index}.content`,
      `${sources[index].path} ${e.message.replace(/^abi: /, '')}`,
    );
  }
  return text;
}

export async function compileAndVerify(
  database: Database,
  runner: CompileRunner,
  compilers: Compilers,
  request: CompileRequest,
): Promise<CompileResponse> {
  const compiler = compilers.byKey(request.compiler.version);
  if (!compiler) throw new RequestFault('compiler.version', `unknown compiler ${request.compiler.version}`);
  if (compiler.kind === 'native' && compiler.unavailable !== null)
    throw new RequestFault('compiler.version', `${compiler.key} is not installed on this server`);
  checkLinker(compiler, request.linker);
  const files = checkSources(request.sources, extensionsOf(compiler));
  const targets = files.filter((f) => f.target);
  const abis = targets.map((t) => abiOf(t, files, request.sources));
  const jobFiles = files.map(({ path, content }) => ({ path, content }));
  const jobTargets = targets.map((t) => t.path);

  const run = await runner.run(
    compiler.kind === 'wasm'
      ? {
          kind: 'wasm',
          language: compiler.language,
          module: compiler.module,
          optLevel: optLevelOf(request.compiler.flags),
          files: jobFiles,
          targets: jobTargets,
        }
      : nativeJob(
          compiler,
          flagsOf(request.compiler.flags, SOLIDITY_FLAG, '--tvm-version=<name> and --contract=<name>'),
          jobFiles,
          jobTargets,
        ),
  );
  const response: CompileResponse = { compiled: [], already_verified: {}, failed_to_verify: {} };
  const storedSources = files.map((f) => ({ path: storedPath(f.path), content: f.content }));
  for (const [i, target] of targets.entries()) {
    const path = storedPath(target.path);
    const outcome = 'cut' in run ? { ok: false as const, stdout: '', stderr: run.message } : run.outcomes[i];
    if (!outcome.ok) {
      const linked = outcome.linker !== undefined;
      response.failed_to_verify[path] = {
        compiler_output: { stdout: outcome.stdout, stderr: outcome.stderr, success: linked },
        ...(linked ? { linker_output: outcome.linker } : {}),
      };
      continue;
    }
    const boc = new Uint8Array(Buffer.from(outcome.boc, 'base64'));
    const native = compiler.kind === 'native';
    const codeCell = native ? codeOfTvc(boc, `sources.${i}`) : readBoc(boc)[0];
    const codeHash = codeCell.hashHex();
    const recorded = await recordVerifiedContract(database.db, {
      codeHash,
      contractName: baseName(target.path),
      compilerVersion: compiler.key,
      linkerVersion: native ? (compiler.linker?.version ?? null) : null,
      abi: abis[i] ?? builtAbi(outcome.abi),
      sources: storedSources,
      ...(native ? { tvc: boc } : {}),
      code: native ? writeBoc(codeCell) : boc,
      verifiedBy: 'compiled',
      license: request.license,
      projectLink: request.project_link ?? null,
      auditUrl: request.audit_url ?? null,
      verifiedAt: Math.floor(Date.now() / 1000),
    });
    if (recorded === 'already') response.already_verified[path] = codeHash;
    else
      response.compiled.push({
        contract_name: baseName(target.path),
        code_hash: codeHash,
        tvc: outcome.boc,
        success: true,
      });
  }
  return response;
}
