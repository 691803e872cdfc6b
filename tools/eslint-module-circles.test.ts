import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import moduleCircles from './eslint-module-circles.ts';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// fixtures/module-circles: gamma imports beta, beta imports alpha; alpha names a type of gamma
const modulesDir = path.resolve(import.meta.dirname, 'fixtures/module-circles');
const inModule = (file: string) => path.join(modulesDir, file);
const options = [{ modulesDir }];

new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } }).run(
  'module-circles',
  moduleCircles.rules['module-circles'],
  {
    valid: [
      // down the order, directly and through a chain
      { code: "import { b } from '../beta/index.ts';", filename: inModule('gamma/index.ts'), options },
      { code: "import { a } from '../alpha/index.ts';", filename: inModule('gamma/other.ts'), options },
      // a module's own files
      { code: "import { a } from './a.ts';", filename: inModule('alpha/index.ts'), options },
      // a type of a module above is allowed, in either spelling
      { code: "import type { C } from '../gamma/index.ts';", filename: inModule('alpha/new.ts'), options },
      { code: "import { type C } from '../gamma/index.ts';", filename: inModule('alpha/new.ts'), options },
      { code: "export type { C } from '../gamma/index.ts';", filename: inModule('alpha/new.ts'), options },
      // the linted file's source counts, not its copy on disk: beta without its import closes nothing
      { code: 'export const b = 2;', filename: inModule('beta/index.ts'), options },
      // test files, and files outside the modules, are not held to it
      { code: "import { c } from '../gamma/index.ts';", filename: inModule('alpha/a.test.ts'), options },
      { code: "import { c } from './gamma/index.ts';", filename: path.join(modulesDir, '..', 'app.ts'), options },
    ],
    invalid: [
      {
        code: "import { b } from '../beta/index.ts';",
        filename: inModule('alpha/new.ts'),
        options,
        errors: [{ message: /closes a circle between modules: alpha → beta → alpha \(from beta\/index\.ts\)/ }],
      },
      {
        code: "import { c } from '../gamma/index.ts';",
        filename: inModule('alpha/new.ts'),
        options,
        errors: [
          {
            message: /alpha → gamma → beta \(from gamma\/index\.ts\) → alpha \(from beta\/index\.ts\)/,
          },
        ],
      },
      {
        code: "export { c } from '../gamma/index.ts';",
        filename: inModule('alpha/index.ts'),
        options,
        errors: [{ message: /closes a circle/ }],
      },
      {
        code: "const gamma = await import('../gamma/index.ts');",
        filename: inModule('alpha/late.ts'),
        options,
        errors: [{ message: /closes a circle/ }],
      },
      {
        // one report per module, at its first import
        code: "import { c } from '../gamma/index.ts';\nimport type { C } from '../gamma/index.ts';\nimport { b } from '../beta/index.ts';",
        filename: inModule('alpha/new.ts'),
        options,
        errors: [{ message: /alpha → gamma/ }, { message: /alpha → beta/ }],
      },
    ],
  },
);
