// The program a compile runs in: a child process of its own (compile-runner.ts starts it under a
// memory limit, a heap limit and a wall-time cap), so a compiler fed hostile sources can only
// take itself down. It receives one job over IPC, compiles each target with the WebAssembly compiler the
// job names (or runs an operator's TVM Solidity binary, native-compile.ts), answers with the BOCs or the
// compiler's messages, and exits.
import { createRequire } from 'node:module';
import type { ChildAnswer, CompileJob, TargetOutcome, WasmJob } from './compile-protocol';
import { compileNative } from './native-compile';

const require = createRequire(import.meta.url);
// The compiler the runner expects the next job to name, read before the job comes: its module carries
// megabytes of WebAssembly as JavaScript text. Any other is read when its job names it.
const preload = process.argv[2];
if (preload) require(preload);

interface FuncModule {
  compileFunc(config: {
    targets: string[];
    sources: (path: string) => string;
    optLevel?: number;
  }): Promise<{ status: 'ok'; codeBoc: string; warnings: string } | { status: 'error'; message: string }>;
}
interface TolkModule {
  runTolkCompiler(config: {
    entrypointFileName: string;
    fsReadCallback: (path: string) => string;
    optimizationLevel?: number;
  }): Promise<{ status: 'ok'; codeBoc64: string; stderr: string } | { status: 'error'; message: string }>;
}

async function compileTarget(
  job: WasmJob,
  target: string,
  read: (path: string) => string,
): Promise<TargetOutcome> {
  if (job.language === 'func') {
    const { compileFunc } = require(job.module) as FuncModule;
    const r = await compileFunc({ targets: [target], sources: read, optLevel: job.optLevel ?? undefined });
    return r.status === 'ok'
      ? { ok: true, boc: r.codeBoc, stdout: r.warnings, stderr: '' }
      : { ok: false, stdout: '', stderr: r.message };
  }
  const { runTolkCompiler } = require(job.module) as TolkModule;
  const r = await runTolkCompiler({
    entrypointFileName: target,
    fsReadCallback: read,
    optimizationLevel: job.optLevel ?? undefined,
  });
  return r.status === 'ok'
    ? { ok: true, boc: r.codeBoc64, stdout: '', stderr: r.stderr }
    : { ok: false, stdout: '', stderr: r.message };
}

async function compileWasm(job: WasmJob): Promise<TargetOutcome[]> {
  const files = new Map(job.files.map((f) => [f.path, f.content]));
  const read = (path: string): string => {
    const content = files.get(path.replace(/^\.\//, ''));
    if (content === undefined) throw new Error(`${path}: no such file among the sources`);
    return content;
  };
  const outcomes: TargetOutcome[] = [];
  for (const target of job.targets) {
    try {
      outcomes.push(await compileTarget(job, target, read));
    } catch (e) {
      outcomes.push({ ok: false, stdout: '', stderr: e instanceof Error ? e.message : String(e) });
    }
  }
  return outcomes;
}

process.once('message', async (job: CompileJob) => {
  let outcomes: TargetOutcome[];
  try {
    outcomes = job.kind === 'wasm' ? await compileWasm(job) : await compileNative(job);
  } catch (e) {
    const stderr = e instanceof Error ? e.message : String(e);
    outcomes = job.targets.map(() => ({ ok: false, stdout: '', stderr }));
  }
  const answer: ChildAnswer = { outcomes };
  process.send?.(answer, () => process.exit(0));
});
