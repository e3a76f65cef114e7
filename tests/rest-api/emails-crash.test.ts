import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Database } from '../../rest-api/src/db/database.js';
import { basketEmailData, enqueueEmail } from '../../rest-api/src/emails/outbox.js';
import { BACKENDS } from '../support/database.js';
import { startMailCatcher, type CaughtEmail, type MailCatcher } from '../support/mail-catcher.js';
import {
  createProcessDatabase,
  spawnRestApi,
  type ProcessDatabase,
  type PartProcess,
} from '../support/rest-process.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';
import { eventually } from '../support/eventually.js';

// Within this helper's port range, different for each backend of the run.
const PORT = { pglite: 53100 + (process.pid % 40), postgres: 53150 + (process.pid % 40) };

/** Writes `count` e-mails to new users as a change of the shop would, in one transaction. */
async function enqueueReminders(db: Database, count: number, tag: string): Promise<string[]> {
  const addresses = Array.from({ length: count }, (_, i) => `${tag}-${i}@example.test`);
  await db.transaction(async (tx) => {
    for (const [i, address] of addresses.entries()) {
      const [user] = await tx.query<{ user_id: number }>(
        "INSERT INTO users (firebase_uid, email, lang) VALUES ($1, $2, 'en') RETURNING user_id",
        [`${tag}-${i}`, address],
      );
      await enqueueEmail(
        tx,
        {
          kind: 'FORGOTTEN_BASKET',
          userId: user!.user_id,
          dedupeKey: `test:${tag}:${i}`,
          data: (lang) => basketEmailData(tx, user!.user_id, lang),
        },
        new Date(),
      );
    }
  });
  return addresses;
}

const BATCH = 50;

const messageIds = (emails: CaughtEmail[]) => emails.map((email) => email.headers['message-id'] as string);

/**
 * The sender across crashes of the rest-api process (SIGKILL: no handler, no flush): no e-mail of
 * the outbox is lost, and none is sent twice except the one whose SMTP acceptance the process
 * could not record, which goes again with the same Message-ID (decision 0024).
 */
// Each test starts the built rest-api two or three times.
const TIMEOUT = 180_000;

describe.each(BACKENDS)('the e-mail sender across crashes on %s', (backend) => {
  let database: ProcessDatabase;
  let catcher: MailCatcher;
  let api: PartProcess | undefined;

  /** The built rest-api; one set to crash may die before it is listening, so it is not waited for. */
  const start = (env: Record<string, string> = {}) =>
    spawnRestApi(
      PORT[backend],
      {
        ...database.env,
        SMTP_URL: catcher.smtpUrl,
        JOBS_POLL_MS: '50',
        JOBS_RETRY_BASE_MS: '100',
        // A job whose worker died is claimed again once its lease ran out.
        JOBS_LEASE_SECONDS: '1',
        FORGOTTEN_BASKET_SWEEP_SECONDS: '0',
        ...env,
      },
      { ready: !env.TEST_CRASH_AFTER },
    );
  const stop = async () => {
    if (api && api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGINT');
    await api?.exited;
  };
  /** Writes e-mails while no rest-api runs (an embedded database has one owner at a time). */
  const enqueue = async (count: number, tag: string) => {
    const db = await database.open();
    try {
      return await enqueueReminders(db, count, tag);
    } finally {
      await db.close();
    }
  };
  const outboxOf = async (addresses: string[]) => {
    const db = await database.open();
    try {
      return await db.query<{ recipient: string; sent_at: Date | null; message_id: string | null }>(
        'SELECT recipient, sent_at, message_id FROM email_outbox WHERE recipient = ANY($1) ORDER BY email_id',
        [addresses],
      );
    } finally {
      await db.close();
    }
  };
  const caughtFor = async (addresses: string[]) =>
    (await catcher.emails()).filter((email) => addresses.includes(email.to[0]!.address));

  beforeAll(async () => {
    database = await createProcessDatabase(backend);
    await (await database.open()).close();
    catcher = await startMailCatcher();
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await stop();
    await catcher?.stop();
    await database?.drop();
  }, HOOK_TIMEOUT);

  it(
    'sends, after a restart, the e-mail whose sender died before handing it to the SMTP server',
    async () => {
      const [address] = await enqueue(1, 'before-send');
      api = await start({ TEST_CRASH_AFTER: 'email-rendered' });
      await api.exited;
      expect(api.child.signalCode).toBe('SIGKILL');
      expect(await caughtFor([address!])).toEqual([]);
      api = await start();
      const [email] = await catcher.waitFor(address!);
      expect(email!.subject).toBe('Your basket is waiting for you');
      await stop();
      const [row] = await outboxOf([address!]);
      expect(row).toMatchObject({ sent_at: expect.any(Date), message_id: email!.headers['message-id'] });
      expect(await caughtFor([address!])).toHaveLength(1);
    },
    TIMEOUT,
  );

  it(
    'resends with the same Message-ID the e-mail the SMTP server accepted just before the crash',
    async () => {
      const [address] = await enqueue(1, 'after-send');
      api = await start({ TEST_CRASH_AFTER: 'email-accepted' });
      await api.exited;
      expect(api.child.signalCode).toBe('SIGKILL');
      expect(await caughtFor([address!])).toHaveLength(1);
      api = await start();
      const emails = await catcher.waitFor(address!, 2);
      await stop();
      // The receiver sees one message twice, which it drops by its Message-ID.
      expect(new Set(messageIds(emails)).size).toBe(1);
      expect((await outboxOf([address!]))[0]!.message_id).toBe(messageIds(emails)[0]);
    },
    TIMEOUT,
  );

  it(
    'loses none of a batch when killed in the middle of it, and sends at most the one in flight twice',
    async () => {
      const addresses = await enqueue(BATCH, 'batch');
      api = await start();
      // Killed once some went out and others wait.
      await eventually(async () => expect((await caughtFor(addresses)).length).toBeGreaterThanOrEqual(3), {
        interval: 20,
        timeout: 60_000,
      });
      api.child.kill('SIGKILL');
      await api.exited;
      const beforeRestart = (await caughtFor(addresses)).length;
      expect(beforeRestart).toBeLessThan(BATCH);
      api = await start();
      await eventually(async () => expect(new Set(messageIds(await caughtFor(addresses))).size).toBe(BATCH), {
        timeout: 90_000,
      });
      await stop();
      const caught = await caughtFor(addresses);
      expect(caught.length).toBeLessThanOrEqual(BATCH + 1);
      expect(new Set(caught.map((email) => email.to[0]!.address))).toEqual(new Set(addresses));
      const rows = await outboxOf(addresses);
      expect(rows.every((row) => row.sent_at !== null)).toBe(true);
      expect(new Set(rows.map((row) => row.message_id))).toEqual(new Set(messageIds(caught)));
    },
    TIMEOUT,
  );
});
