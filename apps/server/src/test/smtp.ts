import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process (smtp-server), on 127.0.0.1: it refuses the next `refusals` mails
 * with 451, then takes them; it keeps every attempt and every accepted mail.
 */
export function smtpServer() {
  const state = { refusals: 0, attempts: [] as string[], accepted: [] as { to: string[]; data: string }[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        state.attempts.push(data);
        if (state.refusals > 0) {
          state.refusals -= 1;
          callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
          return;
        }
        state.accepted.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  return {
    state,
    /** listens and answers the SMTP_URL to send to */
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
