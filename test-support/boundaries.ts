// The workspaces' boundaries, checked from the source: every import a file makes is declared by its
// workspace's package.json, runs down the layers, enters another workspace only through what that
// workspace exports, and closes no import cycle between files. npm's hoisting would let an undeclared
// import work on a laptop and break in a production install; a layer crossed once is crossed again by
// the next file that copies it. `npm test` runs this over the repository (test/boundaries.test.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export type Rule = 'undeclared' | 'layer' | 'deep' | 'cycle' | 'unresolved';

export interface Violation {
  rule: Rule;
  /** Repository-relative path of the importing file (for a cycle, its files joined by " → "). */
  file: string;
  message: string;
}

interface Workspace {
  name: string;
  dir: string;
  /** What `src` files may import. */
  dependencies: Set<string>;
  /** What test, bench and configuration files may import: the above, its devDependencies and the root's. */
  devDependencies: Set<string>;
  /** Subpaths the workspace exports ('.' for its entry), mapped to files. */
  exports: Map<string, string>;
}

/**
 * What a workspace's run-time sources may not import, by rule:
 * packages never import apps; the web app, a bundle for the browser, imports no server package;
 * the end-to-end tests read what the page shows, so they import nothing of the web app either.
 */
const SERVER = [
  '@tvmscan/db',
  '@tvmscan/localnet',
  '@tvmscan/contracts',
  '@tvmscan/indexer',
  '@tvmscan/api',
  '@tvmscan/cli',
];
const APPS = ['@tvmscan/indexer', '@tvmscan/api', '@tvmscan/web', '@tvmscan/cli'];
function forbiddenFor(
  workspace: Workspace,
  repo: string,
): Map<string, { reason: string; testsToo: boolean }> {
  const forbidden = new Map<string, { reason: string; testsToo: boolean }>();
  if (relative(repo, workspace.dir).startsWith(`packages${sep}`)) {
    for (const app of APPS) forbidden.set(app, { reason: 'a package never imports an app', testsToo: false });
  }
  if (workspace.name === '@tvmscan/web') {
    for (const s of SERVER)
      forbidden.set(s, { reason: 'the web app imports no server package', testsToo: false });
  }
  if (workspace.name === '@tvmscan/e2e') {
    forbidden.set('@tvmscan/web', {
      reason: 'the end-to-end tests read what the page shows',
      testsToo: true,
    });
  }
  return forbidden;
}

/**
 * Cycles known and kept, each with why: a cell and its slice are one abstraction split in two files
 * (a slice reads a cell; a cell is built and hashed through slices of its children).
 */
export const KEPT_CYCLES: ReadonlyArray<{ files: string[]; why: string }> = [
  {
    files: ['packages/codec/src/cell/cell.ts', 'packages/codec/src/cell/slice.ts'],
    why: 'a slice reads a cell and a cell reads its children through slices: one abstraction in two files',
  },
];

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.vite', 'coverage']);

/** A file that runs in production; everything else (tests, benches, configuration) may use devDependencies. */
const isRunTime = (workspaceRel: string) =>
  (workspaceRel.startsWith(`src${sep}`) || workspaceRel.startsWith(`bin${sep}`)) &&
  !/\.test\.tsx?$/.test(workspaceRel);

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function readWorkspaces(repo: string): Workspace[] {
  const root = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
    workspaces: string[];
    devDependencies?: Record<string, string>;
  };
  // The root's devDependencies are the repository's toolchain (vitest, typescript, playwright-core…),
  // there for every workspace's tests and benches.
  const toolchain = Object.keys(root.devDependencies ?? {});
  return root.workspaces.map((dir) => {
    const pkg = JSON.parse(readFileSync(join(repo, dir, 'package.json'), 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
      exports?: string | Record<string, string>;
    };
    const exports = new Map<string, string>();
    if (typeof pkg.exports === 'string') exports.set('.', pkg.exports);
    else for (const [sub, file] of Object.entries(pkg.exports ?? {})) exports.set(sub, file);
    const dependencies = new Set([
      ...Object.keys(pkg.dependencies ?? {}),
      ...Object.keys(pkg.peerDependencies ?? {}),
    ]);
    return {
      name: pkg.name,
      dir: resolve(repo, dir),
      dependencies,
      devDependencies: new Set([...dependencies, ...Object.keys(pkg.devDependencies ?? {}), ...toolchain]),
      exports,
    };
  });
}

interface Import {
  specifier: string;
  typeOnly: boolean;
  /** `import('…')`: loaded only on the path that needs it. */
  lazy: boolean;
}

/** Static imports and re-exports, and dynamic `import('…')` with a literal specifier. */
function importsOf(path: string): Import[] {
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const found: Import[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node)
        ? Boolean(node.importClause?.isTypeOnly)
        : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, lazy: false });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length === 1 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, lazy: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const packageOf = (specifier: string) => {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return { name, subpath: specifier === name ? '.' : `.${specifier.slice(name.length)}` };
};

/** The file a relative specifier names, as TypeScript's bundler resolution finds it. */
function resolveFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mts', '.mjs', '.js'].map((ext) => base + ext),
    base.replace(/\.js$/, '.ts'),
    ...['index.ts', 'index.tsx'].map((index) => join(base, index)),
  ];
  for (const candidate of candidates) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** The file an exported subpath maps to, with `*` patterns; null when the workspace does not export it. */
function exportedFile(workspace: Workspace, subpath: string): string | null {
  const exact = workspace.exports.get(subpath);
  if (exact) return resolve(workspace.dir, exact);
  for (const [pattern, target] of workspace.exports) {
    const star = pattern.indexOf('*');
    if (star < 0) continue;
    const head = pattern.slice(0, star);
    const tail = pattern.slice(star + 1);
    if (subpath.startsWith(head) && subpath.endsWith(tail)) {
      const middle = subpath.slice(head.length, subpath.length - tail.length);
      return resolve(workspace.dir, target.replace('*', middle));
    }
  }
  return null;
}

/** Strongly connected components of more than one file (Tarjan's algorithm, iterative-enough depth). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string) => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, indices.get(w) as number));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) connect(v);
  return found;
}

export function checkBoundaries(repo: string): Violation[] {
  const violations: Violation[] = [];
  const workspaces = readWorkspaces(repo);
  const byName = new Map(workspaces.map((w) => [w.name, w]));
  const workspaceOf = (path: string) =>
    workspaces.find((w) => path === w.dir || path.startsWith(w.dir + sep)) ?? null;
  const graph = new Map<string, Set<string>>();
  const rel = (path: string) => relative(repo, path).split(sep).join('/');

  for (const workspace of workspaces) {
    const forbidden = forbiddenFor(workspace, repo);
    for (const file of listFiles(workspace.dir)) {
      const runTime = isRunTime(relative(workspace.dir, file));
      const edges = new Set<string>();
      graph.set(file, edges);
      for (const { specifier, typeOnly, lazy } of importsOf(file)) {
        const at = rel(file);
        if (specifier.startsWith('.')) {
          const target = resolveFile(file, specifier);
          if (!target) {
            violations.push({ rule: 'unresolved', file: at, message: `${specifier} names no file` });
            continue;
          }
          const owner = workspaceOf(target);
          if (owner !== workspace) {
            violations.push({
              rule: 'deep',
              file: at,
              message: `${specifier} reaches into ${owner ? owner.name : rel(target)} by path; import what it exports`,
            });
            continue;
          }
          edges.add(target);
          continue;
        }
        // `virtual:` modules are made by a build plugin of the workspace itself (its Vite config), not
        // installed: there is no package to declare.
        if (isBuiltin(specifier) || specifier.startsWith('virtual:')) continue;
        const { name, subpath } = packageOf(specifier);
        // A run-time file may name a devDependency for types only (the import is erased from the output)
        // or load one lazily on a path only a development install takes (`tvmscan dev` building the web
        // app); a production install (`npm ci --omit=dev`) never reaches it.
        const production = runTime && !typeOnly && !lazy;
        const declared = production ? workspace.dependencies : workspace.devDependencies;
        if (!declared.has(name)) {
          violations.push({
            rule: 'undeclared',
            file: at,
            message: `${name} is not in ${workspace.name}'s ${production ? 'dependencies' : 'dependencies or devDependencies'}`,
          });
        }
        const layer = forbidden.get(name);
        if (layer && (runTime || layer.testsToo)) {
          violations.push({ rule: 'layer', file: at, message: `imports ${name}: ${layer.reason}` });
        }
        const target = byName.get(name);
        if (!target) continue;
        const entry = exportedFile(target, subpath);
        if (!entry) {
          violations.push({
            rule: 'deep',
            file: at,
            message: `${specifier}: ${name} does not export ${subpath}`,
          });
          continue;
        }
        edges.add(entry);
      }
    }
  }

  const kept = new Set(KEPT_CYCLES.map((c) => [...c.files].sort().join('|')));
  for (const component of cycles(graph)) {
    const files = component.map(rel);
    if (kept.has(files.join('|'))) continue;
    violations.push({
      rule: 'cycle',
      file: files.join(' → '),
      message: `${files.length} files import each other`,
    });
  }
  return violations;
}
