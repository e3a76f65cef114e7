import { expect, test } from './support/fixtures';
import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import type { Database } from '../../rest-api/src/db/database';
import { createProcessDatabase, spawnRestApi, type ProcessDatabase, type PartProcess } from '../support/rest-process';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher';
import { freePort } from '../support/net';
import { webServers } from '../support/web-server';
import { acceptCookies } from './support/basket';
import { createIdentity, EMULATOR, PASSWORD, uniqueEmail } from './support/identity';

// A stack of its own (rest-api on an embedded database, GraphQL, web) beside the suite's, sharing
// its Auth emulator: the test stops the rest-api to end the campaign in the database, which the
// suite's stack, shared by every spec, cannot do.
const identity = { FIREBASE_PROJECT_ID: 'demo-storefront', FIREBASE_AUTH_EMULATOR_HOST: new URL(EMULATOR).host };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let database: ProcessDatabase;
let api: PartProcess;
let graphql: ChildProcess;
const webs = webServers();
let web: string;
let restPort: number;
let pack: { pack_id: number; campaign_id: number; url: string };
let mail: MailCatcher;

const startApi = () =>
  spawnRestApi(restPort, {
    ...database.env,
    ...identity,
    CAMPAIGN_SETTLE_SECONDS: '1',
    JOBS_POLL_MS: '200',
    SMTP_URL: mail.smtpUrl,
  });
const stopApi = async () => {
  api.child.kill('SIGINT');
  await api.exited;
};
async function inDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const db = await database.open();
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

test.beforeAll(async () => {
  // Migrating and seeding a database, then starting three servers, on a shared machine.
  test.setTimeout(180_000);
  database = await createProcessDatabase('pglite');
  // A pack without options of a campaign that runs for days yet.
  pack = await inDatabase(
    async (db) =>
      (
        await db.query<{ pack_id: number; campaign_id: number; url: string }>(
          `SELECT p.pack_id, p.campaign_id, c.url FROM packs p JOIN campaigns c USING (campaign_id)
           WHERE now() BETWEEN c.start_at AND c.end_at - interval '3 days'
             AND NOT EXISTS (SELECT 1 FROM pack_options o WHERE o.pack_id = p.pack_id)
           ORDER BY p.pack_id LIMIT 1`,
        )
      )[0]!,
  );
  restPort = await freePort();
  mail = await startMailCatcher();
  const graphqlPort = await freePort();
  api = await startApi();
  graphql = spawn('node', ['graphql-server/dist/main.js'], {
    env: { ...process.env, ...identity, GRAPHQL_PORT: String(graphqlPort), REST_API_URL: api.url, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  web = await webs.start({ ...identity, GRAPHQL_URL: `http://127.0.0.1:${graphqlPort}/graphql` });
});
test.afterAll(async () => {
  await webs.stopAll();
  graphql?.kill();
  if (api) await stopApi();
  await database?.drop();
  await mail?.stop();
});

test(
  'a backer of a campaign that missed its goal is told by e-mail and finds the order canceled and refunded (FR, EN)',
  { tag: '@any-viewport' },
  async ({ page }) => {
    const email = uniqueEmail('refunded');
    const { idToken } = await createIdentity(email);
    const rest = async (path: string, json: unknown) => {
      const response = await fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      expect(response.status, path).toBeLessThan(300);
      return response.json();
    };
    await rest('/users/create', { first_name: 'Claire' });
    await rest('/basket/add', { pack_id: pack.pack_id, campaign_id: pack.campaign_id, quantity: 1, options: [] });
    await rest('/basket/delivery', { delivery_country: 'FR', delivery_price: 490 });
    const order = await rest('/order/create', {
      campaign_id: pack.campaign_id,
      idempotency_key: randomUUID(),
      payment_method: 'CARD',
    });
    const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2099, cvc: '123' };
    expect((await rest('/order/pay', { order_id: order.order_id, card })).status).toBe('CONFIRMED');

    // The campaign ends far below its goal; the restarted rest-api settles it and refunds the backer.
    await stopApi();
    await inDatabase((db) =>
      db.query(
        `UPDATE campaigns SET goal_cents = 2000000000, end_at = now() - interval '1 second' WHERE campaign_id = $1`,
        [pack.campaign_id],
      ),
    );
    api = await startApi();

    // The cookie banner of this origin would cover the phone's sign-in button.
    await acceptCookies(page.context(), web);
    await page.goto(`${web}/login?callbackUrl=${encodeURIComponent(`/orders/${order.order_id}`)}`);
    await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL(`**/orders/${order.order_id}`);
    await expect(page.getByText('campagne non financée : objectif non atteint, commande remboursée')).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('paiement remboursé')).toBeVisible({ timeout: 30_000 });
    await page.goto(`${web}/campaign/${pack.url}`);
    await expect(page.getByText('Non financée : contributeurs remboursés').first()).toBeVisible({ timeout: 30_000 });

    await page.goto(`${web}/en/orders/${order.order_id}`);
    await expect(page.getByText('campaign not funded: goal missed, order refunded')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('payment refunded')).toBeVisible();

    // The backer (French by default) was told by e-mail, once: the receipt, the outcome, the refund.
    const subjects = (await mail.waitFor(email, 3)).map(({ subject }) => subject);
    expect(subjects.filter((subject) => /n’a pas été financée : vous êtes remboursé$/.test(subject))).toHaveLength(1);
    expect(subjects).toContain(`Votre commande n° ${order.order_id} est remboursée`);
  },
);
