import { ticketLanguages, ticketPdfFileName } from '@portal/contract/tickets';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { bearerToken, userForToken } from '../../http/auth.ts';
import { languageOfAcceptLanguage } from '../../http/error-handler.ts';
import { AppError } from '../../http/errors.ts';
import type * as TicketPdfModule from './ticket-pdf.ts';
import { readSupportContact } from '../content/index.ts';
import { confirmedTicket } from './ticket-service.ts';

/**
 * The PDF maker (pdf-lib, fontkit, qrcode, bidi-js and the fonts) loads on the first ticket asked for, not
 * with the server: most processes never make one, and the memory budget counts every megabyte of a serving process.
 */
let pdfModule: Promise<typeof TicketPdfModule> | undefined;
const pdfMaker = () => (pdfModule ??= import('./ticket-pdf.ts'));

const ticketParams = z.object({ order_number: z.string().regex(/^[A-Za-z0-9-]{6,64}$/) });
const ticketQuery = z.object({ language: z.enum(ticketLanguages).optional() });

/**
 * GET /api/ticket-files/<order_number>/ticket.pdf (contract ticketPdfPath): a confirmed booking's ticket as a
 * PDF, made on request (nothing is stored), for its owner only. A GET route rather than an action because the
 * answer is a file, not the JSON envelope, and the browser saves it as one (lib/authorized-files.ts sends the
 * bearer token). No token, or one that is not a live session, answers 401 login_required as every action
 * does; anyone else's order number answers 404 booking_not_found exactly like an unknown one; a booking that
 * is not confirmed answers 409 ticket_unpaid or ticket_cancelled. The language is `?language=en|ae`, else the
 * request's Accept-Language.
 */
export function registerTicketFiles(app: FastifyInstance, options: { db: Database; now: () => Date }): void {
  app.get('/api/ticket-files/:order_number/ticket.pdf', async (request, reply) => {
    // a traveller's ticket: no shared cache keeps it, and the browser does not keep it on disk (failures included)
    reply.header('cache-control', 'private, no-store');
    const token = bearerToken(request.headers.authorization);
    const user = token ? await userForToken(options.db, token, options.now()) : null;
    if (!user) throw new AppError('login_required');
    const params = ticketParams.safeParse(request.params);
    if (!params.success) throw new AppError('booking_not_found');
    const query = ticketQuery.safeParse(request.query);
    if (!query.success) throw new AppError('invalid_input', { fields: { language: 'en or ae' } });
    const orderNumber = params.data.order_number;
    const booking = await confirmedTicket(options.db, user.id, orderNumber);
    const language = query.data.language ?? languageOfAcceptLanguage(request.headers['accept-language']);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${ticketPdfFileName(orderNumber)}"`)
      .send(await (await pdfMaker()).ticketPdf(booking, language, await readSupportContact(options.db)));
  });
}
