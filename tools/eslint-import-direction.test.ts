import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import importDirection from './eslint-import-direction.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '..');
/** A file of the repository, by its path from the root: the rule decides by where the importing file sits. */
const at = (file: string) => path.join(root, file);
const web = 'apps/web/src';

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } }).run(
  'import-direction',
  importDirection.rules['import-direction'],
  {
    valid: [
      // a public feature imports shared components, lib and itself
      { filename: at(`${web}/features/store/pages/stores-page.tsx`), code: "import '../../../components/link.tsx';" },
      { filename: at(`${web}/features/store/pages/stores-page.tsx`), code: "import '../api/stock.ts';" },
      // a console area imports itself, the console's shared folder, the kit, components and lib
      { filename: at(`${web}/features/console/coupons/pages/coupons-page.tsx`), code: "import '../api/coupons.ts';" },
      {
        filename: at(`${web}/features/console/coupons/pages/coupons-page.tsx`),
        code: "import '../../shared/components/admin-gate.tsx';",
      },
      {
        filename: at(`${web}/features/console/vouchers/voucher-offer-draft.ts`),
        code: "import '../shared/typed-numbers.ts';",
      },
      {
        filename: at(`${web}/features/console/store/pages/products-page.tsx`),
        code: "import '../../../../components/console-kit/console-list.tsx';",
      },
      { filename: at(`${web}/features/console/store/pages/products-page.tsx`), code: "import '../../../../lib/i18n.ts';" },
      // shared imports itself; the shell, home, reports and teams import shared like any area
      { filename: at(`${web}/features/console/shared/components/campaign-list.tsx`), code: "import './admin-gate.tsx';" },
      { filename: at(`${web}/features/console/shell/console-shell.tsx`), code: "import '../shared/console-styles.css';" },
      // the app layer wires console areas and public features into routes
      {
        filename: at(`${web}/app/route-table.ts`),
        code: "const load = () => import('../features/console/catalog/pages/tags-page.tsx');",
      },
      { filename: at(`${web}/app/route-table.ts`), code: "import '../features/store/pages/stores-page.tsx';" },
    ],
    invalid: [
      {
        filename: at(`${web}/features/console/vouchers/voucher-offer-draft.ts`),
        code: "import { parseWhole } from '../coupons/coupon-draft.ts';",
        errors: [{ message: /a console area imports only features\/console\/shared, never another area \(vouchers → coupons\)/ }],
      },
      {
        filename: at(`${web}/features/console/audit/pages/audit-log-page.tsx`),
        code: "export { useOperators } from '../../operators/api/operators.ts';",
        errors: [{ message: /\(audit → operators\)/ }],
      },
      {
        filename: at(`${web}/features/console/raffles/pages/raffle-draws-page.tsx`),
        code: "const page = () => import('../../invoices/pages/invoice-review-page.tsx');",
        errors: [{ message: /\(raffles → invoices\)/ }],
      },
      {
        filename: at(`${web}/features/console/teams/teams-page.tsx`),
        code: "import '../shell/console-nav.tsx';",
        errors: [{ message: /\(teams → shell\)/ }],
      },
      {
        filename: at(`${web}/features/console/shared/components/campaign-list.tsx`),
        code: "import { useRaffleCampaigns } from '../../raffles/api/raffle-campaigns.ts';",
        errors: [{ message: /the console's shared code imports no area \(shared → raffles\)/ }],
      },
      // a public feature never imports console code, nor the console a public feature
      {
        filename: at(`${web}/features/store/pages/stores-page.tsx`),
        code: "import '../../console/shared/components/switch-field.tsx';",
        errors: [{ message: /features never import each other \(store → console\)/ }],
      },
      {
        filename: at(`${web}/features/console/store/pages/products-page.tsx`),
        code: "import '../../../store/api/stock.ts';",
        errors: [{ message: /features never import each other \(console → store\)/ }],
      },
      {
        filename: at(`${web}/features/packages/pages/tag-page.tsx`),
        code: "import '../../booking/api/get-cart.ts';",
        errors: [{ message: /features never import each other \(packages → booking\)/ }],
      },
      // the kit and lib stay below every feature
      {
        filename: at(`${web}/components/console-kit/console-list.tsx`),
        code: "import '../../features/console/shared/components/step-filter.tsx';",
        errors: [{ message: /shared components and lib never import features or the app/ }],
      },
    ],
  },
);
