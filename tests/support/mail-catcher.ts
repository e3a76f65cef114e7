import { MailDev } from 'maildev';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** An e-mail as MailDev's REST API answers it (the fields the tests read). */
export interface CaughtEmail {
  id: string;
  subject: string;
  to: { address: string; name?: string }[];
  from: { address: string; name?: string }[];
  text?: string;
  html?: string;
  headers: Record<string, string | string[]>;
}

export interface MailCatcher {
  /** What the rest-api's SMTP_URL is set to. */
  smtpUrl: string;
  smtpPort: number;
  /** The web interface and its REST API. */
  webUrl: string;
  /** Every e-mail received so far, read from the catcher's REST API (not from its memory). */
  emails(): Promise<CaughtEmail[]>;
  /** The e-mails sent to `address`, once at least `count` arrived (fails after `timeoutMs`). */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<CaughtEmail[]>;
  clear(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * MailDev, the catcher `npm start` runs, started in the test on free ports (or on `smtpPort`, to
 * bring it up where a rest-api already tries to send).
 */
export async function startMailCatcher(options: { smtpPort?: number } = {}): Promise<MailCatcher> {
  // A folder of its own: MailDev's default one is shared by every catcher on the machine.
  const mailDirectory = mkdtempSync(join(tmpdir(), 'storefront-mail-'));
  // Port 0: the kernel picks free ports as MailDev listens. A port found free beforehand could be
  // taken in between (another suite's outgoing connection), which failed a CI run with EADDRINUSE.
  const maildev = new MailDev({
    smtp: options.smtpPort ?? 0,
    web: 0,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
    mailDirectory,
  });
  const servers = await maildev.start();
  const smtpPort = servers.smtp.getAddress().port;
  const webUrl = `http://127.0.0.1:${servers.api!.getAddress()!.port}`;
  const emails = async () => {
    const answer = await fetch(`${webUrl}/api/email?sort=asc`);
    if (!answer.ok) throw new Error(`maildev answered ${answer.status}`);
    return (await answer.json()) as CaughtEmail[];
  };
  const to = (address: string, list: CaughtEmail[]) =>
    list.filter((email) => email.to.some((recipient) => recipient.address === address));
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    smtpPort,
    webUrl,
    emails,
    async waitFor(address, count = 1, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = to(address, await emails());
        if (found.length >= count) return found;
        if (Date.now() > deadline)
          throw new Error(`${found.length} of ${count} e-mails to ${address} arrived within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async clear() {
      await fetch(`${webUrl}/api/email/all`, { method: 'DELETE' });
    },
    async stop() {
      await maildev.stop();
      rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}
