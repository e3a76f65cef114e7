import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { firebaseIdentity } from '../../rest-api/src/auth/identity.js';
import { issueLinkCode } from '../../rest-api/src/discord/codes.js';
import { firebaseViewer } from '../../graphql-server/src/viewer.js';
import { createIdentity, unsignedToken, type TestIdentity } from '../support/identity.js';
import { codesOf, fieldsOf } from '../support/graphql-errors.js';
import { useStack } from '../support/stack.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

const USER = `id email firstName displayName pictureUrl avatarSeed lang role type verificationStatus
  identity { firstName lastName birthDate } pro { companyName vatNumber siret }
  contact { phone address { firstName lastName line1 line2 postalCode city country phone } }`;

describe('the viewer through GraphQL', () => {
  const stack = useStack();
  let alice: TestIdentity;
  let bob: TestIdentity;
  const as = (identity: TestIdentity) => ({ token: identity.idToken });
  const createViewer = (identity: TestIdentity, input?: Record<string, unknown>) =>
    stack.gql.query<any>(
      `mutation($input: CreateUserInput) { createViewer(input: $input) { ${USER} } }`,
      { input },
      as(identity),
    );

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createIdentity('Alice.Doe'), createIdentity('bob')]);
    await createViewer(bob, { firstName: 'Bob', lang: 'EN' });
  }, HOOK_TIMEOUT);

  it('is null for a visitor and for an identity without a user record, then the created user', async () => {
    expect(await stack.gql.query('{ viewer { id } }')).toEqual({ data: { viewer: null } });
    expect(await stack.gql.query('{ viewer { id } }', {}, as(alice))).toEqual({ data: { viewer: null } });
    const created = await createViewer(alice);
    expect(created.errors).toBeUndefined();
    const seed = createHash('sha256').update(alice.email.toLowerCase()).digest('hex');
    expect(created.data.createViewer).toMatchObject({
      email: alice.email,
      firstName: null,
      displayName: alice.email.split('@')[0],
      pictureUrl: null,
      avatarSeed: seed,
      lang: 'FR',
      role: 'CONTRIBUTOR',
      type: 'STANDARD',
      verificationStatus: 'NONE',
      identity: null,
    });
    const again = await createViewer(alice, { firstName: 'Ignored' });
    expect(again.data.createViewer).toEqual(created.data.createViewer);
    expect((await stack.gql.query<any>(`{ viewer { ${USER} } }`, {}, as(alice))).data.viewer).toEqual(
      created.data.createViewer,
    );
  });

  it('refuses an invalid or expired token with HTTP 401 and UNAUTHENTICATED', async () => {
    const expired = unsignedToken(alice.uid, { email: alice.email, exp: Math.floor(Date.now() / 1000) - 60 });
    for (const token of [expired, 'not-a-token', unsignedToken(alice.uid, { aud: 'another-project' })]) {
      const { status, body } = await stack.gql.post('{ ping }', {}, { token });
      expect(status).toBe(401);
      expect(codesOf(body)).toEqual(['UNAUTHENTICATED']);
      expect(body.data).toBeUndefined();
    }
    const revoked = await stack.gql.post('{ ping }', {}, { token: unsignedToken('no-such-uid') });
    expect(revoked.body.errors?.[0]?.message).toBe('The token is not valid (auth/user-not-found)');
    const malformed = await fetch(stack.gql.server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Basic YWxpY2U6c2VjcmV0' },
      body: JSON.stringify({ query: '{ ping }' }),
    });
    expect(malformed.status).toBe(401);
  });

  it('answers 503, not a refusal that would end the session, while the identity service answers errors', async () => {
    // A stand-in for the identity service that fails every call, as firebase-admin meets one in
    // trouble; a project of its own, since firebase-admin fixes the emulator's address per project.
    const failing = createServer((_, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 500, message: 'INTERNAL_ERROR' } }));
    });
    await new Promise<void>((listening) => failing.listen(0, '127.0.0.1', listening));
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${(failing.address() as AddressInfo).port}`;
    const project = 'demo-identity-in-trouble';
    const token = unsignedToken(alice.uid, { aud: project, iss: `https://securetoken.google.com/${project}` });
    try {
      await expect(firebaseViewer(project)(`Bearer ${token}`)).rejects.toMatchObject({
        extensions: { code: 'UPSTREAM_UNAVAILABLE', http: { status: 503 } },
      });
      await expect(firebaseIdentity(project).verify(token)).rejects.toMatchObject({ statusCode: 503 });
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
      failing.close();
    }
  });

  it('asks visitors to sign in for every mutation and for an order', async () => {
    const operations = [
      'mutation { createViewer { id } }',
      'mutation { setLanguage(lang: EN) { id } }',
      'mutation { deletePicture { id } }',
      'mutation { deleteAccount }',
      'mutation { likeCampaign(url: "tarot-des-marees") { id } }',
      'mutation { linkDiscord(code: "ABCDEFGH") { connected } }',
      '{ order(id: "1") { id } }',
    ];
    stack.api.calls.length = 0;
    for (const operation of operations) expect(codesOf(await stack.gql.query(operation))).toEqual(['UNAUTHENTICATED']);
    expect(stack.api.calls).toEqual([]);
  });

  it('updates the profile and names refused fields after the arguments', async () => {
    const named = await stack.gql.query<any>(
      `mutation { updateIdentity(input: { firstName: "Alice", lastName: "Doe", birthDate: "1992-02-29" }) { ${USER} } }`,
      {},
      as(alice),
    );
    expect(named.data.updateIdentity).toMatchObject({
      firstName: 'Alice',
      displayName: 'Alice',
      identity: { firstName: 'Alice', lastName: 'Doe', birthDate: '1992-02-29' },
    });
    const address = {
      firstName: 'Alice',
      lastName: 'Doe',
      line1: '1 quai Voltaire',
      postalCode: '75007',
      city: 'Paris',
      country: 'FR',
    };
    const contact = await stack.gql.query<any>(
      'mutation($input: UserContactInput!) { updateContact(input: $input) { contact { phone address { postalCode country line2 } } } }',
      { input: { phone: '0612345678', address } },
      as(alice),
    );
    expect(contact.data.updateContact.contact).toEqual({
      phone: '0612345678',
      address: { postalCode: '75007', country: 'FR', line2: null },
    });
    const pro = await stack.gql.query<any>(
      'mutation { updatePro(input: { companyName: "Doe SAS" }) { type pro { companyName siret } } }',
      {},
      as(alice),
    );
    expect(pro.data.updatePro).toEqual({ type: 'PROFESSIONAL', pro: { companyName: 'Doe SAS', siret: null } });
    const language = await stack.gql.query<any>('mutation { setLanguage(lang: EN) { lang } }', {}, as(alice));
    expect(language.data.setLanguage.lang).toBe('EN');

    const refused = await stack.gql.query(
      'mutation($input: UserContactInput!) { updateContact(input: $input) { id } }',
      { input: { address: { ...address, postalCode: '7' } } },
      as(alice),
    );
    expect(codesOf(refused)).toEqual(['VALIDATION_ERROR']);
    expect(fieldsOf(refused)).toEqual(['input.address.postalCode']);
    const email = await stack.gql.query(
      'mutation { updateEmail(email: "someone@example.test") { id } }',
      {},
      as(alice),
    );
    expect(codesOf(email)).toEqual(['VALIDATION_ERROR']);
    expect(fieldsOf(email)).toEqual(['email']);
  });

  it('answers Campaign.liked from one upstream call for a page of campaigns, and false for visitors', async () => {
    const liked = await stack.gql.query<any>(
      'mutation { likeCampaign(url: "tarot-des-marees", liked: true) { id url liked } }',
      {},
      as(alice),
    );
    expect(liked.data.likeCampaign).toMatchObject({ url: 'tarot-des-marees', liked: true });
    const toggled = await stack.gql.query<any>(
      'mutation { likeCampaign(url: "tarot-des-marees") { liked } }',
      {},
      as(bob),
    );
    expect(toggled.data.likeCampaign.liked).toBe(true);

    const page = '{ campaigns(first: 12) { nodes { url liked } } viewer { favorites { url liked } } }';
    stack.api.calls.length = 0;
    const signedIn = await stack.gql.query<any>(page, {}, as(alice));
    expect(signedIn.errors).toBeUndefined();
    const items = signedIn.data.campaigns.nodes as { url: string; liked: boolean }[];
    expect(items).toHaveLength(12);
    expect(items.filter((c) => c.liked).map((c) => c.url)).toEqual(['tarot-des-marees']);
    expect(signedIn.data.viewer.favorites).toEqual([{ url: 'tarot-des-marees', liked: true }]);
    expect(stack.api.calls.filter((c) => c.startsWith('GET /campaign/like'))).toHaveLength(1);

    stack.api.calls.length = 0;
    const visitor = await stack.gql.query<any>('{ campaigns(first: 12) { nodes { liked } } }');
    expect(visitor.data.campaigns.nodes.every((c: { liked: boolean }) => !c.liked)).toBe(true);
    expect(stack.api.calls.filter((c) => c.startsWith('GET /campaign/like'))).toHaveLength(0);

    const unliked = await stack.gql.query<any>(
      'mutation { likeCampaign(url: "tarot-des-marees") { liked } }',
      {},
      as(alice),
    );
    expect(unliked.data.likeCampaign.liked).toBe(false);
    const unknown = await stack.gql.query('mutation { likeCampaign(url: "nowhere") { id } }', {}, as(alice));
    expect(codesOf(unknown)).toEqual(['NOT_FOUND']);
  });

  it('links Discord with a one-time code and names a refused code', async () => {
    const { code } = await issueLinkCode(stack.api.db, 'alice#2024');
    const linked = await stack.gql.query<any>(
      'mutation($code: String!) { linkDiscord(code: $code) { connected username } }',
      { code },
      as(alice),
    );
    expect(linked.data.linkDiscord).toEqual({ connected: true, username: 'alice#2024' });
    const status = await stack.gql.query<any>('{ viewer { discord { connected username } } }', {}, as(alice));
    expect(status.data.viewer.discord).toEqual({ connected: true, username: 'alice#2024' });
    const reused = await stack.gql.query(
      'mutation($code: String!) { linkDiscord(code: $code) { connected } }',
      { code },
      as(bob),
    );
    expect(codesOf(reused)).toEqual(['VALIDATION_ERROR']);
    expect(fieldsOf(reused)).toEqual(['code']);
  });

  it("shows the viewer's orders with packs, options and campaign, and never another user's", async () => {
    const db = stack.api.db;
    const [pack] = await db.query<{
      campaign_id: number;
      pack_id: number;
      pack_option_id: number;
      pack_option_value_id: number;
    }>(
      `SELECT p.campaign_id, p.pack_id, o.pack_option_id, v.pack_option_value_id FROM packs p
       JOIN pack_options o USING (pack_id) JOIN pack_option_values v USING (pack_option_id) ORDER BY p.pack_id LIMIT 1`,
    );
    const order = async (identity: TestIdentity) => {
      const [row] = await db.query<{ order_id: number }>(
        `INSERT INTO orders (user_id, campaign_id, items_cents, delivery_cents, payment_method, idempotency_key)
         SELECT user_id, $2, 3000, 500, 'WALLET', gen_random_uuid() FROM users WHERE firebase_uid = $1 RETURNING order_id`,
        [identity.uid, pack!.campaign_id],
      );
      await db.query('INSERT INTO order_items VALUES ($1, 1, $2, 2, 1500)', [row!.order_id, pack!.pack_id]);
      await db.query('INSERT INTO order_item_options VALUES ($1, 1, $2, $3)', [
        row!.order_id,
        pack!.pack_option_id,
        pack!.pack_option_value_id,
      ]);
      await db.query("INSERT INTO order_status_changes (order_id, status) VALUES ($1, 'WAITING')", [row!.order_id]);
      return String(row!.order_id);
    };
    const [mine, theirs] = [await order(alice), await order(bob)];
    const ORDER = `id status totalAmount { cents currency } itemsAmount { cents } deliveryAmount { cents } paymentMethod
      campaign { id } items { pack { id } quantity unitPrice { cents } options { option { id } value { id } } }
      history { status at }`;
    const orders = await stack.gql.query<any>(`{ viewer { orders { ${ORDER} } } }`, {}, as(alice));
    expect(orders.errors).toBeUndefined();
    expect(orders.data.viewer.orders).toHaveLength(1);
    expect(orders.data.viewer.orders[0]).toMatchObject({
      id: mine,
      status: 'WAITING',
      totalAmount: { cents: 3500, currency: 'EUR' },
      paymentMethod: 'WALLET',
      campaign: { id: String(pack!.campaign_id) },
      items: [
        {
          pack: { id: String(pack!.pack_id) },
          quantity: 2,
          unitPrice: { cents: 1500 },
          options: [
            { option: { id: String(pack!.pack_option_id) }, value: { id: String(pack!.pack_option_value_id) } },
          ],
        },
      ],
    });
    const own = await stack.gql.query<any>('query($id: ID!) { order(id: $id) { id } }', { id: mine }, as(alice));
    expect(own.data.order).toEqual({ id: mine });
    const foreign = await stack.gql.query<any>('query($id: ID!) { order(id: $id) { id } }', { id: theirs }, as(alice));
    expect(foreign).toEqual({ data: { order: null } });
  });

  it("changes only the token owner's data", async () => {
    const before = (await stack.gql.query<any>(`{ viewer { ${USER} } }`, {}, as(bob))).data.viewer;
    await stack.gql.query('mutation { updateIdentity(input: { firstName: "Mallory" }) { id } }', {}, as(alice));
    await stack.gql.query('mutation { setLanguage(lang: FR) { id } }', {}, as(alice));
    expect((await stack.gql.query<any>(`{ viewer { ${USER} } }`, {}, as(bob))).data.viewer).toEqual(before);
  });

  it('deletes the picture and the account', async () => {
    const picture = await stack.gql.query<any>('mutation { deletePicture { pictureUrl } }', {}, as(alice));
    expect(picture.data.deletePicture.pictureUrl).toBeNull();
    expect(await stack.gql.query('mutation { deleteAccount }', {}, as(alice))).toEqual({
      data: { deleteAccount: true },
    });
    // The identity is gone: the emulator refuses its token from now on.
    expect((await stack.gql.post('{ viewer { id } }', {}, as(alice))).status).toBe(401);
  });
});
