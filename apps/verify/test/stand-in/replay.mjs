// STAND-IN for TVM Solidity binaries, which no registry this project installs from ships. It replays the
// real recorded output of one build: @broxus/tip3 1.0.2's TokenRoot, compiled by TVM Solidity 0.57.1
// (`build/TokenRoot.code`, `.abi.json`) and linked by tvm_linker (`build/TokenRoot.tvc`, a StateInit).
// It answers only for that package's own TokenRoot.tsol with every file it imports present, and fails as
// a compiler would for anything else. The suite runs the service's TVM Solidity path against it: the
// manifest, the checksums, the linker, both TVC shapes. It compiles nothing.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';

const require = createRequire(import.meta.url);
const TIP3 = dirname(require.resolve('@broxus/tip3/package.json'));
const recorded = (file) => join(TIP3, 'build', file);
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Every file `file` imports by a relative path, transitively, must be among the sources. */
function checkImports(file, seen = new Set()) {
  if (seen.has(file)) return;
  seen.add(file);
  if (!existsSync(file)) fail(`Error: Source "${file}" not found`);
  for (const [, path] of readFileSync(file, 'utf8').matchAll(/^import\s+["']([^"']+)["']/gm))
    if (path.startsWith('.')) checkImports(normalize(join(dirname(file), path)), seen);
}

/** `<target> --output-dir <dir> [flags]`: the target must be the recorded source. */
function compilerArgs(argv) {
  const [target, option, outDir] = argv;
  if (option !== '--output-dir' || !outDir) fail('usage: <target> --output-dir <dir> [flags]');
  if (sha256(readFileSync(target)) !== sha256(readFileSync(join(TIP3, 'contracts', 'TokenRoot.tsol'))))
    fail(`${target}: the stand-in replays only the recorded build of @broxus/tip3's TokenRoot.tsol`);
  checkImports(target);
  return outDir;
}

/** sold: the TVC written by the compiler, as the recorded StateInit or as its code cell alone. */
export async function sold(shape) {
  const outDir = compilerArgs(process.argv.slice(2));
  copyFileSync(recorded('TokenRoot.abi.json'), join(outDir, 'TokenRoot.abi.json'));
  if (shape === 'state-init') copyFileSync(recorded('TokenRoot.tvc'), join(outDir, 'TokenRoot.tvc'));
  else {
    const { Cell, loadStateInit } = await import('@ton/core');
    const code = loadStateInit(Cell.fromBoc(readFileSync(recorded('TokenRoot.tvc')))[0].beginParse()).code;
    writeFileSync(join(outDir, 'TokenRoot.tvc'), code.toBoc());
  }
}

/** solc: the assembly and ABI the linker takes. */
export function solc() {
  const outDir = compilerArgs(process.argv.slice(2));
  copyFileSync(recorded('TokenRoot.code'), join(outDir, 'TokenRoot.code'));
  copyFileSync(recorded('TokenRoot.abi.json'), join(outDir, 'TokenRoot.abi.json'));
}

/** tvm_linker: `compile <code> -a <abi> [--lib <lib>] -o <tvc>`, for the recorded assembly only. */
export function tvmLinker() {
  const argv = process.argv.slice(2);
  const value = (name) => argv[argv.indexOf(name) + 1];
  if (argv[0] !== 'compile' || !argv.includes('-a') || !argv.includes('-o'))
    fail('usage: compile <code> -a <abi> -o <tvc>');
  if (!readFileSync(argv[1]).equals(readFileSync(recorded('TokenRoot.code'))))
    fail(`${argv[1]}: the stand-in links only the recorded TokenRoot.code`);
  if (argv.includes('--lib') && !existsSync(value('--lib'))) fail(`${value('--lib')}: no such library`);
  copyFileSync(recorded('TokenRoot.tvc'), value('-o'));
}
