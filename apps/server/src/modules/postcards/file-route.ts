import { postcardFiles, type PostcardFile } from '@portal/contract/postcards';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { postcardOrders } from '../../db/schema/index.ts';
import type { SessionUser } from '../../http/actions.ts';
import { bearerToken, userForToken } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { operatorAccess } from '../../http/operator-access.ts';
import { openCardFile } from './card-files.ts';

/** How each file is answered: the previews show in the page, the print files download under the order's name. */
const fileKinds: Record<PostcardFile, { type: string; disposition: 'inline' | 'attachment'; name: (n: string) => string }> = {
  'front.jpg': { type: 'image/jpeg', disposition: 'inline', name: (n) => `postcard-${n}-front.jpg` },
  'back.jpg': { type: 'image/jpeg', disposition: 'inline', name: (n) => `postcard-${n}-back.jpg` },
  'front.png': { type: 'image/png', disposition: 'attachment', name: (n) => `postcard-${n}-front.png` },
  'back.png': { type: 'image/png', disposition: 'attachment', name: (n) => `postcard-${n}-back.png` },
  'card.pdf': { type: 'application/pdf', disposition: 'attachment', name: (n) => `postcard-${n}.pdf` },
};

/** Whether an operator works the print queue: admins and moderators, and members whose team may print postcards. */
async function mayPrint(db: Database, user: SessionUser): Promise<boolean> {
  if (user.role !== 'operator') return false;
  return (await operatorAccess(db, user.id, user.staffRole)).permissions.includes('print_postcards');
}

const fileParams = z.object({ order_number: z.string().regex(/^[A-Z0-9]{4,40}$/), file: z.enum(postcardFiles) });

/**
 * GET /api/postcard-files/<order_number>/<file> (contract postcardFilePath): a card's previews and print files,
 * streamed from storage only (docs/decisions/069), for the buyer and the operators who may print postcards (decision 049). No token, or one that is not a live session,
 * answers 401 login_required as every action does; a signed-in caller who may not see the card gets 404
 * postcard_not_found, exactly as for a card that does not exist, so nobody learns which order numbers are
 * real. The session is read afresh, as for operator actions: a revoked operator loses the files at once.
 */
export function registerPostcardFiles(app: FastifyInstance, options: { db: Database; storage: Storage; now: () => Date }): void {
  app.get('/api/postcard-files/:order_number/:file', async (request, reply) => {
    // private mail: no shared cache keeps it, and the browser does not keep it on disk (failures included)
    reply.header('cache-control', 'private, no-store');
    const token = bearerToken(request.headers.authorization);
    const user = token ? await userForToken(options.db, token, options.now()) : null;
    if (!user) throw new AppError('login_required');
    const params = fileParams.safeParse(request.params);
    if (!params.success) throw new AppError('postcard_not_found');
    const { order_number: orderNumber, file } = params.data;
    const [order] = await options.db
      .select({ userId: postcardOrders.userId })
      .from(postcardOrders)
      .where(eq(postcardOrders.orderNumber, orderNumber));
    if (!order || (order.userId !== user.id && !(await mayPrint(options.db, user)))) throw new AppError('postcard_not_found');
    const stored = await openCardFile(options.storage, orderNumber, file);
    if (!stored) throw new AppError('postcard_not_found');
    const kind = fileKinds[file];
    return reply
      .header('content-type', kind.type)
      .header('content-length', stored.size)
      .header('content-disposition', `${kind.disposition}; filename="${kind.name(orderNumber)}"`)
      .send(stored.body);
  });
}
