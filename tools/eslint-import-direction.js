import path from 'node:path';

/**
 * Imports flow one way (docs/architecture.md "The repository"): domain ← contract ← apps; components/lib ← features ← app;
 * features never import each other; the server and the browser never import each other. The console
 * (features/console) is a feature of areas: each of its folders imports only features/console/shared
 * besides itself, and shared imports no area (docs/decisions/053-console-areas-in-the-web-app.md).
 */
const root = path.resolve(import.meta.dirname, '..');

function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const consoleArea = /^apps\/web\/src\/features\/console\/([^/]+)\//.exec(rel);
  if (consoleArea) return { name: 'feature', feature: 'console', area: consoleArea[1] };
  const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(rel);
  if (feature) return { name: 'feature', feature: feature[1] };
  if (/^apps\/web\/src\/app\//.test(rel)) return { name: 'web-app' };
  if (/^apps\/web\/src\/(components|lib|locales)\//.test(rel)) return { name: 'web-shared' };
  if (rel.startsWith('apps/web/')) return { name: 'web' };
  if (rel.startsWith('apps/server/')) return { name: 'server' };
  if (rel.startsWith('packages/domain/')) return { name: 'domain' };
  if (rel.startsWith('packages/contract/')) return { name: 'contract' };
  return { name: 'other' };
}

const packageLayers = {
  '@portal/domain': { name: 'domain' },
  '@portal/contract': { name: 'contract' },
  '@portal/server': { name: 'server' },
  '@portal/web': { name: 'web' },
};

function targetOf(source, filename) {
  if (source.startsWith('.')) return layerOf(path.resolve(path.dirname(filename), source));
  const pkg = Object.keys(packageLayers).find((p) => source === p || source.startsWith(`${p}/`));
  return pkg ? packageLayers[pkg] : null;
}

function violation(from, to) {
  const web = ['feature', 'web-app', 'web-shared', 'web'];
  if (from.name === 'domain' && to.name !== 'domain') return 'the domain package imports nothing of the project but itself';
  if (from.name === 'contract' && !['contract', 'domain'].includes(to.name)) return 'the contract imports only the domain';
  if (from.name === 'server' && web.includes(to.name)) return 'the server never imports the web app';
  if (web.includes(from.name) && to.name === 'server') return 'the web app never imports the server';
  if (from.name === 'feature' && to.name === 'feature' && from.feature !== to.feature)
    return `features never import each other (${from.feature} → ${to.feature})`;
  if (from.feature === 'console' && to.feature === 'console' && from.area !== to.area && to.area !== 'shared')
    return from.area === 'shared'
      ? `the console's shared code imports no area (shared → ${to.area})`
      : `a console area imports only features/console/shared, never another area (${from.area} → ${to.area})`;
  if (from.name === 'feature' && to.name === 'web-app') return 'a feature never imports the app layer';
  if (from.name === 'web-shared' && ['feature', 'web-app'].includes(to.name))
    return 'shared components and lib never import features or the app';
  return null;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'imports flow one way between layers' }, schema: [] },
  create(context) {
    const from = layerOf(context.filename);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const to = targetOf(source, context.filename);
      const reason = to && violation(from, to);
      if (reason) context.report({ node, message: `Import of ${source}: ${reason}.` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'import-direction': rule } };
