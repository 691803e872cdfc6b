import { routePatterns } from '@portal/contract/routes';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { pageRoutes, registeredPaths } from './route-table.ts';

describe('the route table', () => {
  test('registers every route of the specification', () => {
    expect(routePatterns.filter((pattern) => !registeredPaths.includes(pattern))).toEqual([]);
  });

  test('registers nothing outside the specification', () => {
    const known: readonly string[] = routePatterns;
    expect(registeredPaths.filter((p) => !known.includes(p))).toEqual([]);
  });

  test('registers each path once', () => {
    expect(registeredPaths.length).toBe(new Set(registeredPaths).size);
  });

  test('every page module loads a component', async () => {
    for (const route of pageRoutes) {
      const module = await route.load();
      expect(typeof module.default, route.path).toBe('function');
    }
  });

  test('every page address the README names is a page of the table', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    // the server's own paths and the machine's files are not pages
    const notPages = /^\/(api|pay|dev|assets|upload-files|usr|healthz|readyz|metrics|octo|test|files)\b/;
    const named = [...readme.matchAll(/`(\/[^`\s]*)`/g)].map((m) => m[1]!).filter((path) => !notPages.test(path));
    expect(named.length).toBeGreaterThan(10);
    const patterns = registeredPaths.map((path) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`));
    // `/p/` stands for any package page
    const unknown = named.filter((path) => !patterns.some((p) => p.test(path)) && !patterns.some((p) => p.test(`${path}x`)));
    expect(unknown).toEqual([]);
  });
});
