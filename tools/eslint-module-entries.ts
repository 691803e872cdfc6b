import path from 'node:path';
import type { Rule } from 'eslint';
import type { Node } from 'estree';

/**
 * One public entry per server module (docs/decisions/052): a file of apps/server/src/modules/<area>/ imports
 * another module only through its `index.ts`, so what a module offers the others is one file to read, and
 * what it keeps inside can change without breaking them. Test files may reach inside (they set up and check
 * what the entry does not offer); `exceptions` names the files not yet moved to the rule.
 */
const root = path.resolve(import.meta.dirname, '..');
const modulesDir = 'apps/server/src/modules/';

/** The module and the path inside it of a file under apps/server/src/modules, else null. */
function placeOf(file: string): { module: string; inner: string; rel: string } | null {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (!rel.startsWith(modulesDir)) return null;
  const [module, ...rest] = rel.slice(modulesDir.length).split('/');
  return module === undefined || rest.length === 0 ? null : { module, inner: rest.join('/'), rel };
}

const rule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'server modules import each other only through their index.ts' },
    schema: [
      {
        type: 'object',
        properties: { exceptions: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from || from.inner.endsWith('.test.ts')) return {};
    const exceptions: string[] = context.options[0]?.exceptions ?? [];
    if (exceptions.some((prefix) => from.rel === prefix || from.rel.startsWith(`${prefix}/`))) return {};
    const check = (node: Node, source: unknown) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(context.filename), source));
      if (!to || to.module === from.module || to.inner === 'index.ts') return;
      context.report({
        node,
        message: `Import of ${source}: another module is imported through its entry, ../${to.module}/index.ts.`,
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'module-entries': rule } };
