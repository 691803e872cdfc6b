import fs from 'node:fs';
import path from 'node:path';
import { routePatterns } from '@portal/contract/routes';
import { describe, expect, test } from 'vitest';
import { infoPageKeys, pageRoutes, registeredPaths } from './route-table.ts';

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
      if (!('load' in route)) continue;
      const module = await route.load();
      expect(typeof module.default, route.path).toBe('function');
    }
  });

  test('every page still to be built has a heading and a purpose in both languages', () => {
    const used = new Set(pageRoutes.flatMap((route) => ('info' in route ? [route.info] : [])));
    expect([...used].sort()).toEqual([...infoPageKeys].sort());
    for (const language of ['en', 'ae']) {
      const pages = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../locales', language, 'pages.json'), 'utf8'));
      for (const key of infoPageKeys) {
        expect(pages[key]?.title, `${language} pages.${key}.title`).toEqual(expect.any(String));
        expect(pages[key]?.intro, `${language} pages.${key}.intro`).toEqual(expect.any(String));
      }
    }
  });
});
