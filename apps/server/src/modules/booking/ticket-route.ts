import { ticketLanguages, ticketPdfFileName, ticketWalletPassFileName } from '@portal/contract/tickets';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { bearerToken, userForToken } from '../../http/auth.ts';
import { languageOfAcceptLanguage } from '../../http/error-handler.ts';
import { AppError } from '../../http/errors.ts';
import type * as TicketPdfModule from './ticket-pdf.ts';
import type * as WalletPassModule from './wallet-pass.ts';
import { readSupportContact } from '../content/index.ts';
import { confirmedTicket } from './ticket-service.ts';

/**
 * The PDF maker (pdf-lib, fontkit, qrcode, bidi-js and the fonts) loads on the first ticket asked for, not
 * with the server: most processes never make one, and the memory budget counts every megabyte of a serving process.
 */
let pdfModule: Promise<typeof TicketPdfModule> | undefined;
const pdfMaker = () => (pdfModule ??= import('./ticket-pdf.ts'));

/** The pass maker (node-forge, fflate) loads on the first pass asked for, and reads the signing files then, once. */
let walletModule: Promise<typeof WalletPassModule> | undefined;
const walletMaker = () => (walletModule ??= import('./wallet-pass.ts'));
const signers = new WeakMap<Config, Promise<WalletPassModule.PassSigner | null>>();
const signerOf = async (config: Config) => {
  let signer = signers.get(config);
  if (!signer) signers.set(config, (signer = walletMaker().then((m) => m.passSignerOf(config))));
  return signer;
};

/** Whether the operator has configured Apple Wallet passes (config.ts WALLET_*). */
export const walletPassesConfigured = (config: Config): boolean =>
  Boolean(
    config.WALLET_PASS_TYPE_ID &&
    config.WALLET_TEAM_ID &&
    config.WALLET_CERT_FILE &&
    config.WALLET_KEY_FILE &&
    config.WALLET_WWDR_FILE,
  );

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
export function registerTicketFiles(app: FastifyInstance, options: { db: Database; now: () => Date; config: Config }): void {
  /** The owner's confirmed booking of the request, in the language asked for. */
  const ticketOf = async (request: FastifyRequest, reply: FastifyReply) => {
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
    return { orderNumber, booking, language };
  };

  /**
   * GET /api/ticket-files/<order_number>/ticket.pkpass (contract ticketWalletPassPath, decision 073): the same
   * booking as an Apple Wallet pass, with the same answers as the PDF; 404 not_found when passes are not configured.
   */
  app.get('/api/ticket-files/:order_number/ticket.pkpass', async (request, reply) => {
    if (!walletPassesConfigured(options.config)) throw new AppError('not_found');
    const { orderNumber, booking, language } = await ticketOf(request, reply);
    const signer = await signerOf(options.config);
    if (!signer) throw new AppError('not_found');
    const pass = await (
      await walletMaker()
    ).walletPass(booking, language, signer, {
      organization: 'Sharjah Experiences',
      publicUrl: options.config.PUBLIC_URL,
      now: options.now(),
    });
    return reply
      .header('content-type', 'application/vnd.apple.pkpass')
      .header('content-disposition', `attachment; filename="${ticketWalletPassFileName(orderNumber)}"`)
      .send(pass);
  });

  app.get('/api/ticket-files/:order_number/ticket.pdf', async (request, reply) => {
    const { orderNumber, booking, language } = await ticketOf(request, reply);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${ticketPdfFileName(orderNumber)}"`)
      .send(await (await pdfMaker()).ticketPdf(booking, language, await readSupportContact(options.db)));
  });
}
