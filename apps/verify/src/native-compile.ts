// A TVM Solidity compile inside the compile child: the sources are written under the job's work
// directory, the operator's binary runs on each target (no shell, no environment but PATH, its output
// capped), and its linker after it where the manifest names one. Each binary's checksum is taken again
// just before it runs, so a file swapped since the service started is refused, not run. The child's
// caps (memory, file size, wall time, idle scheduling) hold for these processes too: they are
// its children, in its process group, which the runner kills whole.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { NativeJob, TargetOutcome, ToolOutput } from './compile-protocol';
import { fileProblem } from './compiler-manifest';
import { baseName } from './sources';

/** What is kept of each stream of a tool. */
const OUTPUT_CAP = 64 * 1024;

function run(file: string, args: string[], cwd: string): Promise<ToolOutput> {
  return new Promise((resolve) => {
    const out = { stdout: '', stderr: '' };
    const child = spawn(file, args, { cwd, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' } });
    for (const stream of ['stdout', 'stderr'] as const)
      child[stream].on('data', (chunk: Buffer) => {
        if (out[stream].length < OUTPUT_CAP)
          out[stream] += chunk.toString('utf8').slice(0, OUTPUT_CAP - out[stream].length);
      });
    child.on('error', (e) => resolve({ ...out, stderr: `${out.stderr}${e.message}`, success: false }));
    child.on('close', (code, signal) =>
      resolve({
        ...out,
        stderr:
          code === 0 ? out.stderr : `${out.stderr}${out.stderr ? '\n' : ''}exited with ${signal ?? code}`,
        success: code === 0,
      }),
    );
  });
}

/** A build's file in `dir`: `<name><ext>`, or the only file with that extension. */
function buildFile(dir: string, name: string, ext: string): string | null {
  const files = readdirSync(dir).filter((f) => f.endsWith(ext));
  if (files.includes(`${name}${ext}`)) return join(dir, `${name}${ext}`);
  return files.length === 1 ? join(dir, files[0]) : null;
}

const refused = (problem: string): TargetOutcome => ({ ok: false, stdout: '', stderr: problem });

async function compileTarget(job: NativeJob, target: string, index: number): Promise<TargetOutcome> {
  const src = join(job.workDir, 'src');
  const out = join(job.workDir, 'out', String(index));
  mkdirSync(out, { recursive: true });
  const name = job.contract ?? baseName(target);
  const compiled = await run(job.compiler.path, [target, '--output-dir', out, ...job.compiler.args], src);
  if (!compiled.success) return { ok: false, stdout: compiled.stdout, stderr: compiled.stderr };
  const abiFile = buildFile(out, name, '.abi.json');
  const abi = abiFile ? readFileSync(abiFile, 'utf8') : null;
  if (!job.linker) {
    const tvc = buildFile(out, name, '.tvc');
    if (!tvc)
      return { ...compiled, ok: false, stderr: `${compiled.stderr}\nthe compiler wrote no ${name}.tvc` };
    return { ok: true, boc: readFileSync(tvc).toString('base64'), abi, ...compiled };
  }
  const code = buildFile(out, name, '.code');
  if (!code || !abiFile)
    return {
      ...compiled,
      ok: false,
      stderr: `${compiled.stderr}\nthe compiler wrote no ${name}.code and ${name}.abi.json`,
    };
  const problem =
    fileProblem(job.linker, true) ?? (job.linker.lib ? fileProblem(job.linker.lib, false) : null);
  if (problem) return { ok: false, ...compiled, linker: { stdout: '', stderr: problem, success: false } };
  const tvcPath = join(out, `${name}.tvc`);
  const lib = job.linker.lib ? ['--lib', job.linker.lib.path] : [];
  const linked = await run(job.linker.path, ['compile', code, '-a', abiFile, ...lib, '-o', tvcPath], out);
  if (!linked.success) return { ok: false, ...compiled, linker: linked };
  return {
    ok: true,
    boc: readFileSync(tvcPath).toString('base64'),
    abi,
    stdout: compiled.stdout,
    stderr: compiled.stderr,
  };
}

export async function compileNative(job: NativeJob): Promise<TargetOutcome[]> {
  for (const f of job.files) {
    const path = join(job.workDir, 'src', f.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, f.content);
  }
  const problem = fileProblem(job.compiler, true);
  if (problem) return job.targets.map(() => refused(problem));
  const outcomes: TargetOutcome[] = [];
  for (const [i, target] of job.targets.entries()) outcomes.push(await compileTarget(job, target, i));
  return outcomes;
}
