import {
  consoleCustomerAction,
  consoleCustomersAction,
  endCustomerSessionsAction,
  eraseCustomerAction,
  exportCustomerDataAction,
} from '@portal/contract/console-customers';
import { bindAction, requireUser, type BoundAction } from '../../http/actions.ts';
import { eraseCustomer } from './customer-erasure-console-service.ts';
import { exportCustomerData } from './customer-export-console-service.ts';
import { customerDetail, endCustomerSessions, listCustomers } from './customers-console-service.ts';

/** Customers for support staff (decision 036): personal data, so every action is for admins. */
export const customerConsoleActions: BoundAction[] = [
  bindAction(consoleCustomersAction, async (input, ctx) => listCustomers(ctx.db, input)),
  bindAction(consoleCustomerAction, async (input, ctx) => ({ data: await customerDetail(ctx.db, input.id, ctx.now) })),
  bindAction(endCustomerSessionsAction, async (input, ctx) => ({
    ended: await endCustomerSessions(ctx, requireUser(ctx).id, input.id),
  })),
  bindAction(exportCustomerDataAction, async (input, ctx) => ({
    data: await exportCustomerData(ctx, requireUser(ctx).id, input.id),
  })),
  bindAction(eraseCustomerAction, async (input, ctx) => ({ data: await eraseCustomer(ctx, requireUser(ctx).id, input) })),
];
