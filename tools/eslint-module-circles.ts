import fs from 'node:fs';
import path from 'node:path';
import type { Rule } from 'eslint';
import type { ImportDeclaration, ExportAllDeclaration, ExportNamedDeclaration, ImportExpression, Node } from 'estree';

/**
 * No circle between server modules (docs/decisions/058): when a file of module A imports module B, B must
 * not reach A back, directly or through other modules. Each module then has a place in one order (the
 * payment engine in `booking` below the kinds of purchase that plug into it, `console` below every area),
 * an area can be loaded, read and tested with what lies under it, and a new need across modules shows up
 * as a plug-in point instead of a loop.
 *
 * The rule reads the other files of the modules from disk (`modulesDir`, apps/server/src/modules by
 * default) and the linted file from its source; test files are left out, as module-entries leaves them.
 * A type-only import (`import type`, or every name marked `type`) is allowed and not followed: it is gone
 * once compiled, so it orders nothing at load time, and a module may name the types of one above it.
 */
const root = path.resolve(import.meta.dirname, '..');
const defaultModulesDir = path.join(root, 'apps/server/src/modules');

type Graph = Map<string, Map<string, string>>;

/** The module of a file under `modulesDir` (its first folder), else null. */
function moduleOf(modulesDir: string, file: string): string | null {
  const rel = path.relative(modulesDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [first, ...rest] = rel.split(path.sep);
  return first !== undefined && rest.length > 0 ? first : null;
}

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * Every value import in a file's text as its specifier: `import … from`, `export … from`, a bare
 * `import '…'` and `import('…')`; type-only imports and exports are left out.
 */
function valueSpecifiers(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\b(import|export)\s+(type\s+)?([^;'"]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const names = m[3] ?? '';
    const typeOnly = m[2] !== undefined || /^\{\s*(type\s+[\w$]+(\s+as\s+[\w$]+)?\s*,?\s*)+\}$/.test(names);
    if (!typeOnly) found.push(m[4]!);
  }
  for (const m of text.matchAll(/\bimport\s*\(?\s*['"]([^'"]+)['"]/g)) found.push(m[1]!);
  return found;
}

/** The other modules a file imports for values, each with the first specifier that does. */
function edgesOf(modulesDir: string, file: string, specifiers: readonly string[]): Map<string, string> {
  const from = moduleOf(modulesDir, file);
  const edges = new Map<string, string>();
  for (const spec of specifiers) {
    if (!spec.startsWith('.')) continue;
    const to = moduleOf(modulesDir, path.resolve(path.dirname(file), spec));
    if (to && to !== from && !edges.has(to)) edges.set(to, spec);
  }
  return edges;
}

const filesCache = new Map<string, Map<string, Map<string, string>>>();

/** Each non-test file of the modules with the modules it imports (read once per lint run). */
function filesOf(modulesDir: string): Map<string, Map<string, string>> {
  const cached = filesCache.get(modulesDir);
  if (cached) return cached;
  const files = new Map<string, Map<string, string>>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !isTestFile(entry.name)) {
        files.set(full, edgesOf(modulesDir, full, valueSpecifiers(fs.readFileSync(full, 'utf8'))));
      }
    }
  };
  walk(modulesDir);
  filesCache.set(modulesDir, files);
  return files;
}

/** The module graph: for each module, the modules it imports for values, each through one of its files. */
function graphOf(modulesDir: string, linted: string, lintedEdges: Map<string, string>): Graph {
  const graph: Graph = new Map();
  const add = (file: string, edges: Map<string, string>) => {
    const from = moduleOf(modulesDir, file);
    if (!from) return;
    const out = graph.get(from) ?? new Map<string, string>();
    for (const to of edges.keys()) if (!out.has(to)) out.set(to, path.relative(modulesDir, file));
    graph.set(from, out);
  };
  for (const [file, edges] of filesOf(modulesDir)) if (file !== linted) add(file, edges);
  add(linted, lintedEdges);
  return graph;
}

/** The shortest chain of modules from `start` to `goal` (both included), else null. */
function chain(graph: Graph, start: string, goal: string): { module: string; through?: string }[] | null {
  const came = new Map<string, { from: string; through: string } | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === goal) {
      const steps: { module: string; through?: string }[] = [];
      for (let m: string | undefined = goal; m !== undefined;) {
        const prev = came.get(m);
        steps.unshift(prev ? { module: m, through: prev.through } : { module: m });
        m = prev?.from;
      }
      return steps;
    }
    for (const [next, through] of graph.get(at) ?? []) {
      if (!came.has(next)) {
        came.set(next, { from: at, through });
        queue.push(next);
      }
    }
  }
  return null;
}

type ImportNode = ImportDeclaration | ExportNamedDeclaration | ExportAllDeclaration | ImportExpression;

/** Whether a declaration brings in values (not only types, as `import type` / `export type` / `{ type X }` do). */
function bringsValues(node: ImportNode): boolean {
  const n = node as unknown as {
    importKind?: string;
    exportKind?: string;
    specifiers?: { importKind?: string; exportKind?: string }[];
  };
  if (n.importKind === 'type' || n.exportKind === 'type') return false;
  const specifiers = n.specifiers ?? [];
  if (specifiers.length === 0) return true;
  return specifiers.some((s) => s.importKind !== 'type' && s.exportKind !== 'type');
}

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'server modules do not import each other in a circle' },
    schema: [
      {
        type: 'object',
        properties: { modulesDir: { type: 'string' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const modulesDir = path.resolve(root, context.options[0]?.modulesDir ?? defaultModulesDir);
    const file = path.resolve(context.filename);
    const from = moduleOf(modulesDir, file);
    if (!from || isTestFile(file)) return {};
    const imports: { node: Node; source: string }[] = [];
    const note = (node: ImportNode, source: unknown) => {
      if (typeof source === 'string' && source.startsWith('.') && bringsValues(node)) imports.push({ node, source });
    };
    return {
      ImportDeclaration: (node) => note(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && note(node, node.source.value),
      ExportAllDeclaration: (node) => note(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && note(node, node.source.value),
      'Program:exit'() {
        const edges = edgesOf(
          modulesDir,
          file,
          imports.map((i) => i.source),
        );
        if (edges.size === 0) return;
        const graph = graphOf(modulesDir, file, edges);
        const reported = new Set<string>();
        for (const { node, source } of imports) {
          const to = moduleOf(modulesDir, path.resolve(path.dirname(file), source));
          if (!to || to === from || reported.has(to)) continue;
          const back = chain(graph, to, from);
          if (!back) continue;
          reported.add(to);
          const loop = [from, ...back.map((s) => (s.through ? `${s.module} (from ${s.through})` : s.module))].join(' → ');
          context.report({
            node,
            message: `Import of ${source} closes a circle between modules: ${loop}. Move what both need below them, or let the lower one offer a plug-in point (docs/decisions/058).`,
          });
        }
      },
    };
  },
};

export default { rules: { 'module-circles': rule } };
