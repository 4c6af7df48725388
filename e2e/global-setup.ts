import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { MAILBOX_DIR, SMTP_PORT } from './support/mailbox';

/** Starts the e2e mailbox: every message the server sends is written to MAILBOX_DIR as JSON. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  fs.rmSync(MAILBOX_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAILBOX_DIR, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to]
            .flat()
            .flatMap((a) => a?.value ?? [])
            .map((v) => v.address ?? '');
          const file = path.join(MAILBOX_DIR, `${String(++n).padStart(6, '0')}.json`);
          fs.writeFileSync(
            file,
            JSON.stringify({ to, subject: mail.subject ?? '', text: mail.text ?? '', html: mail.html || '' }),
          );
          done();
        })
        .catch((err: Error) => done(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
