import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../clock.js';
import type { MailConfig } from '../config.js';
import { crashPoint } from '../crash-point.js';
import type { Database } from '../db/database.js';
import type { JobHandler } from '../jobs/runner.js';
import { basketEmailData, enqueueEmail, type EmailKind, type EmailLang } from './outbox.js';

interface OutboxRow {
  email_id: string;
  kind: EmailKind;
  recipient: string;
  lang: EmailLang;
  data: never;
  sent_at: Date | null;
  user_id: number | null;
}

/** The Message-ID of an outbox row: the same at every attempt, so a receiver can tell a resend. */
export const messageIdOf = (emailId: number | string, siteUrl: string) =>
  `<email-${emailId}@${new URL(siteUrl).hostname || 'storefront'}>`;

export function mailTransport(config: MailConfig): Transporter {
  return config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
}

/**
 * The job that sends one outbox e-mail. Jobs run at least once, so the row says whether it went:
 * a row already sent is skipped, and the row is marked sent in the statement right after the SMTP
 * server accepted it. The one window left (a crash between the server's acceptance and that
 * update) resends with the same Message-ID, which receivers use to drop a duplicate; a refusal
 * or an unreachable server throws, and the job worker retries with its backoff.
 */
export function sendEmailJob({
  db,
  clock,
  transport,
  config,
}: {
  db: Database;
  clock: Clock;
  transport: Transporter;
  config: MailConfig;
}) {
  const handler = async ({ emailId }: { emailId: number }) => {
    const [email] = await db.query<OutboxRow>(
      'SELECT email_id, kind, recipient, lang, data, sent_at, user_id FROM email_outbox WHERE email_id = $1',
      [emailId],
    );
    // Sent already, or its user deleted their account since: nothing to do.
    if (!email || email.sent_at || email.user_id === null) return;
    // Loaded with the first e-mail, not at start: React and the e-mail components (Prism's
    // grammars among them) were a sixth of the rest-api's start-up, which every restart and replica pays.
    const { renderEmail } = await import('./templates.js');
    const rendered = await renderEmail(email.kind, email.data, { lang: email.lang, siteUrl: config.siteUrl });
    const messageId = messageIdOf(email.email_id, config.siteUrl);
    crashPoint('email-rendered');
    await transport.sendMail({
      from: config.from,
      to: email.recipient,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      messageId,
      headers: { 'Content-Language': email.lang, 'X-Storefront-Email': email.kind },
    });
    crashPoint('email-accepted');
    await db.query('UPDATE email_outbox SET sent_at = $2, message_id = $3 WHERE email_id = $1 AND sent_at IS NULL', [
      emailId,
      clock(),
      messageId,
    ]);
  };
  return handler satisfies JobHandler;
}

export const FORGOTTEN_BASKETS_JOB = 'emails.forgotten-baskets';

/** Spec section 3: a basket untouched this long gets its reminder. */
export const FORGOTTEN_AFTER_MS = 24 * 3_600_000;
/** A basket expires 30 days after its last change: no reminder for a basket that is gone. */
const BASKET_LIFETIME_MS = 30 * 86_400_000;

/**
 * The periodic job that reminds signed-in users of their forgotten basket (FORGOTTEN_BASKET):
 * a basket with lines, untouched for 24 hours, gets one reminder; touched again later and
 * forgotten again, it gets another (the reminder is keyed by the basket's last change).
 */
export async function remindForgottenBaskets(db: Database, now: Date): Promise<number> {
  const due = await db.query<{ user_id: number; updated_at: Date }>(
    `SELECT b.user_id, b.updated_at FROM baskets b
     WHERE b.updated_at <= $1 AND b.updated_at > $2
       AND EXISTS (SELECT 1 FROM basket_items i WHERE i.user_id = b.user_id)
       AND NOT EXISTS (SELECT 1 FROM email_outbox e
         WHERE e.dedupe_key = 'basket:' || b.user_id || ':' || (extract(epoch FROM b.updated_at) * 1000)::bigint)
     ORDER BY b.user_id LIMIT 500`,
    [new Date(now.getTime() - FORGOTTEN_AFTER_MS), new Date(now.getTime() - BASKET_LIFETIME_MS)],
  );
  let sent = 0;
  for (const basket of due) {
    const written = await db.transaction(async (tx) => {
      // The basket may have changed since the look above: remind only if it is still the same one.
      const [still] = await tx.query('SELECT 1 FROM baskets WHERE user_id = $1 AND updated_at = $2 FOR UPDATE', [
        basket.user_id,
        basket.updated_at,
      ]);
      if (!still) return false;
      return enqueueEmail(
        tx,
        {
          kind: 'FORGOTTEN_BASKET',
          userId: basket.user_id,
          dedupeKey: `basket:${basket.user_id}:${basket.updated_at.getTime()}`,
          data: (lang) => basketEmailData(tx, basket.user_id, lang),
        },
        now,
      );
    });
    if (written) sent += 1;
  }
  return sent;
}
