import { routePatterns } from '@portal/contract/routes';
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
});
