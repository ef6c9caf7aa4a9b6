import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Proof that the API's layers hold in the code as it is, not only on snippets (api-lint-boundaries.test.ts):
 * every source file of apps/api/src (tests aside) is read, its relative imports resolved to files, and the
 * graph checked against the layers. lib/, db/ and mail/ are the ground floor and never reach up into a module or
 * a plugin; a module offers what others may use in its `index.ts`, so a module or plugin reaches another module
 * only through that file; and no two modules need each other, however far round.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const API_SRC = path.join(ROOT, 'apps/api/src');

/** Every `.ts` source file under apps/api/src, as a path from src/, tests aside. */
function sourceFiles(dir = API_SRC): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * The specifiers a file imports or re-exports: `import … from`, `export … from`, side-effect imports and
 * `import('…')`, so a lazy import is an edge like any other.
 */
function specifiersOf(source: string): string[] {
  const found = new Set<string>();
  const patterns = [/\bfrom\s+['"]([^'"]+)['"]/g, /\bimport\s+['"]([^'"]+)['"]/g, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.add(match[1]!);
  return [...found];
}

/** A relative specifier resolved to a source file (from src/), as TypeScript resolves it; otherwise undefined. */
function resolve(from: string, specifier: string, files: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier)).replace(/\.js$/, '');
  return [base, `${base}.ts`, `${base}/index.ts`].find((candidate) => files.has(candidate));
}

/** The module a file belongs to (`modules/<name>/…`), or undefined. */
const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];
const layerOf = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : file);

type Edge = { from: string; to: string };

function importGraph(): Edge[] {
  const files = sourceFiles();
  const known = new Set(files);
  return files.flatMap((from) =>
    specifiersOf(fs.readFileSync(path.join(API_SRC, from), 'utf8')).flatMap((specifier) => {
      const to = resolve(from, specifier, known);
      return to ? [{ from, to }] : [];
    }),
  );
}

/** The cycles of the module-level graph: for each edge that closes one, the shortest, as `a -> b -> … -> a`, each once. */
function moduleCycles(edges: Edge[]): string[] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [moduleOf(from), moduleOf(to)];
    if (!a || !b || a === b) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    graph.get(a)!.add(b);
  }
  /** The shortest way from `start` to `goal` (both included), breadth first, or undefined. */
  const shortestPath = (start: string, goal: string): string[] | undefined => {
    const previous = new Map<string, string>([[start, start]]);
    const queue = [start];
    while (queue.length > 0) {
      const node = queue.shift()!;
      if (node === goal) {
        const way = [goal];
        while (way[0] !== start) way.unshift(previous.get(way[0]!)!);
        return way;
      }
      for (const next of graph.get(node) ?? []) {
        if (previous.has(next)) continue;
        previous.set(next, node);
        queue.push(next);
      }
    }
    return undefined;
  };
  // Each edge a -> b that a way back from b to a closes: the shortest cycle through that edge, each cycle once.
  const cycles = new Set<string>();
  for (const [a, targets] of graph) {
    for (const b of targets) {
      const back = shortestPath(b, a);
      if (!back) continue;
      const cycle = [a, ...back.slice(0, -1)];
      const first = cycle.indexOf([...cycle].sort()[0]!);
      const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
      cycles.add([...rotated, rotated[0]].join(' -> '));
    }
  }
  return [...cycles].sort();
}

const describeEdge = ({ from, to }: Edge) => `${from} -> ${to}`;

describe('the import graph of apps/api/src', () => {
  const edges = importGraph();

  it('finds a cycle between modules however far round, and names it', () => {
    const edge = (a: string, b: string) => ({ from: `modules/${a}/service.ts`, to: `modules/${b}/index.ts` });
    expect(moduleCycles([edge('clients', 'intake'), edge('intake', 'outbox'), edge('outbox', 'clients'), edge('ledger', 'audit')])).toEqual(
      ['clients -> intake -> outbox -> clients'],
    );
    expect(moduleCycles([edge('finance', 'ledger'), edge('ledger', 'audit')])).toEqual([]);
  });

  it('reads the real source: the modules, their imports, the layers', () => {
    expect(edges.length).toBeGreaterThan(200);
    expect(new Set(edges.map((edge) => moduleOf(edge.from)).filter(Boolean)).size).toBeGreaterThan(10);
  });

  it("has a module reach another module only through that module's index.ts", () => {
    const through = edges.filter(({ from, to }) => {
      const target = moduleOf(to);
      const source = moduleOf(from);
      const reaching = source ? source !== target : layerOf(from) === 'plugins';
      return target && reaching && to !== `modules/${target}/index.ts`;
    });
    expect(through.map(describeEdge)).toEqual([]);
  });

  it('has no cycle between modules', () => {
    expect(moduleCycles(edges)).toEqual([]);
  });

  it('keeps lib/, db/ and mail/ below the modules and the plugins', () => {
    const upward = edges.filter(
      ({ from, to }) =>
        ['lib', 'db', 'mail'].includes(layerOf(from)) && !['lib', 'db', 'mail', 'config.ts', 'file-paths.ts'].includes(layerOf(to)),
    );
    expect(upward.map(describeEdge)).toEqual([]);
  });
});
