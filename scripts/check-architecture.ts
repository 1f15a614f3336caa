import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The house rules of docs/ARCHITECTURE.md as numbers (issue 14): SQL outside repositories, imports
 * of another module's repository, cycles between modules, API paths written into the web app
 * (and the platform importing a module), and web features importing one another. Each count may only go down: `architecture-budget.json` holds today's ceiling, this fails CI when
 * a count rises above it, and `--tighten` lowers the ceilings to the counts found (run it after a
 * cleanup and commit the file). The target of every ceiling is zero.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'apps/server/src');
const MODULES = path.join(SERVER, 'modules');
const WEB = path.join(ROOT, 'apps/web/src');
const BUDGET_FILE = path.join(ROOT, 'scripts/architecture-budget.json');

type Budget = Record<string, number>;

function sourceFiles(dir: string, withTests = false): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full, withTests));
    else if (/\.tsx?$/.test(name) && (withTests || !/\.test\.tsx?$/.test(name))) out.push(full);
  }
  return out;
}

const rel = (file: string) => path.relative(ROOT, file);
/** Tests, fixtures, seeds and migrations may use SQL freely: they are not modules' code. */
const isExempt = (file: string) =>
  /\/(test|seed|db\/migrations)\//.test(file) || file.endsWith('test-provider.ts');
const moduleOf = (file: string) =>
  file.startsWith(MODULES) ? (path.relative(MODULES, file).split(path.sep)[0] ?? null) : null;

const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/g;
const IMPORT = /(?:import|export)[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

const serverFiles = sourceFiles(SERVER).filter((f) => !isExempt(f));

/** Query-builder calls in files that are not repositories. */
const sqlOutside: string[] = [];
for (const file of serverFiles) {
  if (file.endsWith('.repository.ts') || file.includes('/db/')) continue;
  const count = readFileSync(file, 'utf8').match(QUERY)?.length ?? 0;
  if (count > 0) sqlOutside.push(`${rel(file)}: ${count}`);
}
const sqlCalls = sqlOutside.reduce((sum, line) => sum + Number(line.split(': ')[1]), 0);

/** Imports of a repository that belongs to another module, and the module dependency graph. */
const foreignRepositories: string[] = [];
/** The platform is below every module: it may not import one (the way back is an event). */
const platformImports: string[] = [];
const edges = new Map<string, Set<string>>();
for (const file of serverFiles) {
  const from = moduleOf(file);
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    if (!spec?.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), spec);
    const to = moduleOf(target);
    if (from && to && from !== to) {
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
      if (target.endsWith('.repository.ts')) foreignRepositories.push(`${rel(file)} -> ${rel(target)}`);
    }
    if (!from && to && file.includes('/platform/')) platformImports.push(`${rel(file)} -> ${rel(target)}`);
  }
}

/** Strongly connected components with more than one module (Tarjan). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, indices.get(next) as number));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}
const moduleCycles = cycles(edges);

/** API paths spelled out in the web app instead of taken from the contracts. */
const webPaths: string[] = [];
for (const file of sourceFiles(WEB)) {
  if (file.includes('/locales/') || file.includes('/test/') || file.endsWith('test-utils.tsx')) continue;
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/['`](\/(?:wps|lgw|lotto|admin\/api|pw|hooks)\/[^'`]*)['`]/g))
    webPaths.push(`${rel(file)}: ${match[1]}`);
}

/**
 * Web features never import one another (bulletproof-react, STYLE.md): a page that shows several
 * features is composed in app/, and what several features share lives in components/, lib/ or
 * shared/, which import no feature. Tests count too: they share helpers through src/test/.
 */
const FEATURES = path.join(WEB, 'features');
const featureOf = (file: string) =>
  file.startsWith(`${FEATURES}${path.sep}`)
    ? (path.relative(FEATURES, file).split(path.sep)[0] ?? null)
    : null;
const crossFeature: string[] = [];
for (const file of sourceFiles(WEB, true)) {
  if (file.startsWith(path.join(WEB, 'app'))) continue;
  const from = featureOf(file);
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    if (!spec) continue;
    const target = spec.startsWith('@/')
      ? path.join(WEB, spec.slice(2))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : null;
    const to = target ? featureOf(target) : null;
    if (to && to !== from) crossFeature.push(`${rel(file)} -> ${spec}`);
  }
}

const counts: Budget = {
  sqlOutsideRepositories: sqlCalls,
  foreignRepositoryImports: foreignRepositories.length,
  platformImportsOfModules: platformImports.length,
  moduleCycles: moduleCycles.length,
  hardCodedWebApiPaths: webPaths.length,
  crossFeatureImports: crossFeature.length,
};

const verbose = process.argv.includes('--verbose');
const show = (title: string, lines: string[]) => {
  if (verbose && lines.length > 0)
    process.stdout.write(`${title}\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
};
show('SQL outside repositories:', sqlOutside);
show('Imports of another module’s repository:', foreignRepositories);
show('Platform files importing a module:', platformImports);
show(
  'Module cycles:',
  moduleCycles.map((c) => c.join(' <-> ')),
);
show('API paths written into the web app:', webPaths);
show('Web imports of a feature from another feature (or from components/, lib/, shared/):', crossFeature);

if (process.argv.includes('--tighten')) {
  writeFileSync(BUDGET_FILE, `${JSON.stringify(counts, null, 2)}\n`);
  process.stdout.write(`ceilings set to ${JSON.stringify(counts)}\n`);
  process.exit(0);
}

const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as Budget;
let failed = false;
for (const [name, count] of Object.entries(counts)) {
  const ceiling = budget[name] ?? 0;
  const verdict = count > ceiling ? 'ABOVE its ceiling' : count < ceiling ? 'below (run --tighten)' : 'at';
  process.stdout.write(`${name.padEnd(26)} ${String(count).padStart(4)}  ${verdict} ${ceiling}\n`);
  if (count > ceiling) failed = true;
}
if (failed) {
  process.stdout.write(
    '\nA house rule was broken more often than before; run with --verbose to see where.\n',
  );
  process.exit(1);
}
