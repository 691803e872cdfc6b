import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import moduleEntries from './eslint-module-entries.ts';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const modules = path.resolve(import.meta.dirname, '../apps/server/src/modules');
const inModule = (file: string) => path.join(modules, file);

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } }).run(
  'module-entries',
  moduleEntries.rules['module-entries'],
  {
    valid: [
      // another module through its entry, the module's own files, and what lies outside the modules
      {
        code: "import { recordChange } from '../console/index.ts';",
        filename: inModule('raffles/raffle-draws-console-service.ts'),
      },
      {
        code: "import { listCampaigns } from './raffle-draws-console-service.ts';",
        filename: inModule('raffles/raffle-console-actions.ts'),
      },
      { code: "import { AppError } from '../../http/errors.ts';", filename: inModule('raffles/raffle-service.ts') },
      { code: "import { z } from 'zod';", filename: inModule('raffles/raffle-service.ts') },
      // tests set up and check what the entry does not offer
      {
        code: "import { reserveTickets } from '../booking/inventory.ts';",
        filename: inModule('catalog/availability-console.test.ts'),
      },
      // outside the modules, the wiring may reach in
      {
        code: "import { paymentContext } from './modules/booking/booking-actions.ts';",
        filename: path.join(modules, '../app.ts'),
      },
      // a file named as an exception
      {
        code: "import { currentStepIn } from '../store/order-view.ts';",
        filename: inModule('console/home-service.ts'),
        options: [{ exceptions: ['apps/server/src/modules/console/home-service.ts'] }],
      },
    ],
    invalid: [
      {
        code: "import { recordChange } from '../console/audit.ts';",
        filename: inModule('raffles/raffle-draws-console-service.ts'),
        errors: [{ message: /another module is imported through its entry, \.\.\/console\/index\.ts/ }],
      },
      {
        code: "export { postcardFontsDir } from '../postcards/render/font-files.ts';",
        filename: inModule('booking/index.ts'),
        errors: [{ message: /\.\.\/postcards\/index\.ts/ }],
      },
      {
        code: "const rules = await import('../console/catalogue-rules.ts');",
        filename: inModule('store/store-design-console-service.ts'),
        errors: [{ message: /\.\.\/console\/index\.ts/ }],
      },
    ],
  },
);
