import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The e2e mailbox: a real SMTP server (smtp-server, started by global-setup.ts) that the server under
 * test sends its e-mail to; each message lands as a JSON file in MAILBOX_DIR, which the journeys read.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = PORT + 25;
export const MAILBOX_DIR = path.join(os.tmpdir(), `bayi-e2e-mail-${PORT}`);

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The messages received so far. */
export function receivedMail(): ReceivedMail[] {
  if (!fs.existsSync(MAILBOX_DIR)) return [];
  return fs
    .readdirSync(MAILBOX_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(MAILBOX_DIR, f), 'utf8')) as ReceivedMail);
}

/** The first message whose subject is `subject`, waiting up to `ms` for it. */
export async function mailWithSubject(subject: string, ms = 20_000): Promise<ReceivedMail> {
  const until = Date.now() + ms;
  for (;;) {
    const found = receivedMail().find((m) => m.subject === subject);
    if (found) return found;
    if (Date.now() > until) {
      throw new Error(
        `no e-mail "${subject}" in ${ms} ms; got: ${receivedMail()
          .map((m) => m.subject)
          .join(' | ')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
