// POST /compile: sources in, verified code hashes out. Each target is compiled with the exact compiler
// the request names (compile-runner.ts), its code hash is computed here from the BOC the compiler gave
// (the child is not trusted with it), and every hash that compiled is recorded as verified: every
// account running that code then shows verified, wherever and whenever it was deployed. A compile
// replaces an operator's attestation of the same hash; otherwise the first verification stands and the
// answer says "already verified".
import { ABI_EXTENSION, type CompileRequest, type CompileResponse } from '@tvmscan/api-schema';
import { readBoc } from '@tvmscan/codec';
import { type Database, recordVerifiedContract } from '@tvmscan/db';
import type { CompileRunner } from './compile-runner';
import { compilerByKey, extensionsOf } from './compilers';
import { checkSources, RequestFault, type SourceFile, storedPath } from './sources';

const OPT_FLAG = /^-O([0-9])$/;

/** The request's flags as compile options: FunC and Tolk take an optimisation level and nothing else. */
function optLevelOf(flags: readonly string[]): number | null {
  let level: number | null = null;
  flags.forEach((flag, i) => {
    const trimmed = flag.trim();
    if (trimmed === '') return;
    const m = OPT_FLAG.exec(trimmed);
    if (!m)
      throw new RequestFault(
        `compiler.flags.${i}`,
        `${trimmed}: the only flag this compiler takes is -O<level>`,
      );
    level = Number(m[1]);
  });
  return level;
}

const baseName = (path: string): string => path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');

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
  let abi: unknown;
  try {
    abi = JSON.parse(text);
  } catch {
    throw new RequestFault(`sources.${index}.content`, `${sources[index].path} is not JSON`);
  }
  const functions = (abi as { functions?: unknown } | null)?.functions;
  if (typeof abi !== 'object' || abi === null || Array.isArray(abi) || !Array.isArray(functions))
    throw new RequestFault(
      `sources.${index}.content`,
      `${sources[index].path} is not an ABI (an object with a functions list)`,
    );
  return text;
}

export async function compileAndVerify(
  database: Database,
  runner: CompileRunner,
  request: CompileRequest,
): Promise<CompileResponse> {
  const compiler = compilerByKey(request.compiler.version);
  if (!compiler) throw new RequestFault('compiler.version', `unknown compiler ${request.compiler.version}`);
  if (request.linker) throw new RequestFault('linker.version', `${compiler.key} uses no linker`);
  const optLevel = optLevelOf(request.compiler.flags);
  const files = checkSources(request.sources, extensionsOf(compiler));
  const targets = files.filter((f) => f.target);
  const abis = targets.map((t) => abiOf(t, files, request.sources));

  const run = await runner.run({
    language: compiler.language,
    module: compiler.module,
    optLevel,
    files: files.map(({ path, content }) => ({ path, content })),
    targets: targets.map((t) => t.path),
  });
  const response: CompileResponse = { compiled: [], already_verified: {}, failed_to_verify: {} };
  const storedSources = files.map((f) => ({ path: storedPath(f.path), content: f.content }));
  for (const [i, target] of targets.entries()) {
    const path = storedPath(target.path);
    const outcome = 'cut' in run ? { ok: false as const, stdout: '', stderr: run.message } : run.outcomes[i];
    if (!outcome.ok) {
      response.failed_to_verify[path] = {
        compiler_output: { stdout: outcome.stdout, stderr: outcome.stderr, success: false },
      };
      continue;
    }
    const code = Buffer.from(outcome.boc, 'base64');
    const codeHash = readBoc(new Uint8Array(code))[0].hashHex();
    const recorded = await recordVerifiedContract(database.db, {
      codeHash,
      contractName: baseName(target.path),
      compilerVersion: compiler.key,
      linkerVersion: null,
      abi: abis[i],
      sources: storedSources,
      code,
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
