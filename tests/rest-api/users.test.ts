import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HttpError } from '../../rest-api/src/http/errors.js';
import { BACKENDS } from '../support/database.js';
import {
  changeEmail,
  createAnonymousIdentity,
  createIdentity,
  identityExists,
  unsignedToken,
  type TestIdentity,
} from '../support/identity.js';
import { PNG, PNG_SIGNATURE_ONLY } from '../support/images.js';
import { fieldsOf, restCaller } from '../support/rest.js';
import { startRestApi, type RestApiUnderTest } from '../support/servers.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';
import { expectWith } from '../support/expect-with.js';

const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 2)]);

const pictureForm = (name: string, type: string, content: Buffer) => {
  const form = new FormData();
  form.append('picture', new Blob([new Uint8Array(content)], { type }), name);
  return form;
};

describe.each(BACKENDS)('rest-api users on %s', (backend) => {
  let api: RestApiUnderTest;
  const call = restCaller(() => api);
  /** A signed-up identity with its user record. */
  const newUser = async (name: string) => {
    const identity = await createIdentity(name);
    expect((await call('POST', '/users/create', { as: identity, json: {} })).status).toBe(201);
    return identity;
  };

  beforeAll(async () => {
    api = await startRestApi(backend);
  }, HOOK_TIMEOUT);
  afterAll(() => api?.close(), HOOK_TIMEOUT);

  it('refuses every user route without a valid token with 401', async () => {
    const expired = unsignedToken((await createIdentity('expired')).uid, { exp: Math.floor(Date.now() / 1000) - 60 });
    const routes: [string, string][] = [
      ['GET', '/users/me'],
      ['POST', '/users/lang?lang=en'],
      ['DELETE', '/users'],
      ['DELETE', '/users/picture'],
      ['GET', '/campaign/like'],
      ['GET', '/orders'],
      ['GET', '/order/1'],
      ['POST', '/discord/user-connected'],
    ];
    for (const [method, path] of routes) {
      for (const as of [undefined, 'not-a-token', expired]) {
        const { status, body } = await call(method, path, { as });
        expectWith(status, `${method} ${path}`).toBe(401);
        expect(body.message).toMatch(as === expired ? /expired/ : /token/);
      }
    }
    const upload = await call('POST', '/users/picture', { form: pictureForm('me.png', 'image/png', PNG) });
    expect(upload.status).toBe(401);
  });

  it('creates the user of the token once, with the e-mail of the token and French by default', async () => {
    const identity = await createIdentity('lea');
    expect((await call('GET', '/users/me', { as: identity })).status).toBe(404);
    const first = await call('POST', '/users/create', { as: identity });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      email: identity.email,
      first_name: null,
      picture_url: null,
      lang: 'fr',
      role: 'CONTRIBUTOR',
      type: 'STANDARD',
      verification_status: 'NONE',
      identity: null,
      pro: null,
      contact: null,
    });
    const again = await call('POST', '/users/create', { as: identity, json: { first_name: 'Autre', lang: 'en' } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await call('GET', '/users/me', { as: identity })).body).toEqual(first.body);

    const english = await createIdentity('sam');
    const created = await call('POST', '/users/create', { as: english, json: { first_name: 'Sam', lang: 'en' } });
    expect(created.body).toMatchObject({ first_name: 'Sam', lang: 'en' });
    expect(created.body.user_id).not.toBe(first.body.user_id);
  });

  it('refuses to create a user for an identity without an e-mail address', async () => {
    const anonymous = await createAnonymousIdentity();
    const { status, body } = await call('POST', '/users/create', { as: anonymous });
    expect(status).toBe(422);
    expect(fieldsOf(body)).toEqual(['header.authorization']);
  });

  it('updates identity, company and contact, and names the fields it refuses', async () => {
    const identity = await newUser('profile');
    const named = await call('POST', '/users/identity', {
      as: identity,
      json: { first_name: 'Léa', last_name: 'Martin', birth_date: '1990-04-12' },
    });
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({
      first_name: 'Léa',
      identity: { first_name: 'Léa', last_name: 'Martin', birth_date: '1990-04-12' },
    });
    const pro = await call('POST', '/users/pro', {
      as: identity,
      json: { company_name: 'Atelier Léa', siret: '12345678901234' },
    });
    expect(pro.body).toMatchObject({
      type: 'PROFESSIONAL',
      pro: { company_name: 'Atelier Léa', vat_number: null, siret: '12345678901234' },
    });
    const address = {
      first_name: 'Léa',
      last_name: 'Martin',
      line1: '3 rue des Lilas',
      postal_code: '69003',
      city: 'Lyon',
      country: 'FR',
    };
    const contact = await call('POST', '/users/contact', {
      as: identity,
      json: { phone: '+33 6 12 34 56 78', address },
    });
    expect(contact.body.contact).toEqual({ phone: '+33 6 12 34 56 78', address });

    const broken = await call('POST', '/users/identity', {
      as: identity,
      json: { first_name: '', birth_date: '12/04/1990' },
    });
    expect(broken.status).toBe(422);
    expect(fieldsOf(broken.body).sort()).toEqual(['body.birth_date', 'body.first_name']);
    const siret = await call('POST', '/users/pro', { as: identity, json: { company_name: 'X', siret: '123' } });
    expect(siret.status).toBe(422);
    expect(fieldsOf(siret.body)).toEqual(['body.siret']);
    const country = await call('POST', '/users/contact', {
      as: identity,
      json: { address: { ...address, country: 'fr' } },
    });
    expect(country.status).toBe(422);
    expect(fieldsOf(country.body)).toContain('body.address.country');
    const missing = await call('POST', '/users/identity', { as: identity, json: { last_name: 'Martin' } });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(['body.first_name']);
    expect((await call('GET', '/users/me', { as: identity })).body).toEqual(contact.body);
  });

  it('answers 404 to profile changes of an identity without a user record', async () => {
    const stranger = await createIdentity('stranger');
    expect((await call('POST', '/users/identity', { as: stranger, json: { first_name: 'X' } })).status).toBe(404);
    expect((await call('POST', '/users/lang?lang=en', { as: stranger })).status).toBe(404);
  });

  it('saves the language and refuses an unknown one', async () => {
    const identity = await newUser('lang');
    expect((await call('POST', '/users/lang?lang=en', { as: identity })).body.lang).toBe('en');
    const refused = await call('POST', '/users/lang?lang=de', { as: identity });
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused.body)).toEqual(['query.lang']);
    expect((await call('GET', '/users/me', { as: identity })).body.lang).toBe('en');
  });

  it('records only the e-mail the token carries', async () => {
    const identity = await newUser('mail');
    const other = await call('POST', `/users/email?email=${encodeURIComponent('someone@example.test')}`, {
      as: identity,
    });
    expect(other.status).toBe(422);
    expect(fieldsOf(other.body)).toEqual(['query.email']);
    const newEmail = `new-${identity.email}`;
    const stale = await call('POST', `/users/email?email=${encodeURIComponent(newEmail)}`, { as: identity });
    expect(stale.status).toBe(422);
    const changed = await changeEmail(identity, newEmail);
    const recorded = await call('POST', `/users/email?email=${encodeURIComponent(newEmail.toUpperCase())}`, {
      as: changed,
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body.email).toBe(newEmail);
  });

  it('takes a PNG or WebP picture, serves it publicly and changes its address with it', async () => {
    const identity = await newUser('picture');
    const first = await call('POST', '/users/picture', { as: identity, form: pictureForm('me.png', 'image/png', PNG) });
    expect(first.status).toBe(200);
    const url = new URL(first.body.picture_url);
    expect(url.origin).toBe('http://localhost:4100');
    expect(url.pathname).toMatch(/^\/pictures\/[A-Za-z0-9_-]{22}$/);
    const served = await fetch(api.url + url.pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // Declared as a JPEG, but the bytes are a WebP: the bytes win.
    const second = await call('POST', '/users/picture', {
      as: identity,
      form: pictureForm('me.jpg', 'image/jpeg', WEBP),
    });
    expect(second.body.picture_url).not.toBe(first.body.picture_url);
    const replaced = await fetch(api.url + new URL(second.body.picture_url).pathname);
    expect(replaced.headers.get('content-type')).toBe('image/webp');
    expect((await call('GET', url.pathname)).status).toBe(404);
  });

  it('refuses a text file renamed .png, a PNG signature before other bytes, a picture over 2 MB and a missing file, naming body.picture', async () => {
    const identity = await newUser('refused');
    const text = await call('POST', '/users/picture', {
      as: identity,
      form: pictureForm('photo.png', 'image/png', Buffer.from('Ceci n’est pas une image.\n')),
    });
    expect(text.status).toBe(422);
    expect(fieldsOf(text.body)).toEqual(['body.picture']);
    expect(text.body.errors[0].message).toMatch(/photo\.png is not a JPEG, PNG or WebP file/);
    const pretending = await call('POST', '/users/picture', {
      as: identity,
      form: pictureForm('photo.png', 'image/png', PNG_SIGNATURE_ONLY),
    });
    expect(pretending.status).toBe(422);
    expect(pretending.body.errors[0].message).toMatch(/photo\.png is not a JPEG, PNG or WebP file/);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 7)]);
    const large = await call('POST', '/users/picture', {
      as: identity,
      form: pictureForm('big.png', 'image/png', big),
    });
    expect(large.status).toBe(422);
    expect(fieldsOf(large.body)).toEqual(['body.picture']);
    expect(large.body.errors[0].message).toMatch(/larger than 2 MB/);
    const form = new FormData();
    form.append('other', 'x');
    const none = await call('POST', '/users/picture', { as: identity, form });
    expect(none.status).toBe(400);
    expect(fieldsOf(none.body)).toEqual(['body.picture']);
    expect((await call('GET', '/users/me', { as: identity })).body.picture_url).toBeNull();
  });

  it('deletes the picture, and its address with it', async () => {
    const identity = await newUser('unpicture');
    const uploaded = await call('POST', '/users/picture', {
      as: identity,
      form: pictureForm('me.png', 'image/png', PNG),
    });
    const deleted = await call('DELETE', '/users/picture', { as: identity });
    expect(deleted.status).toBe(200);
    expect(deleted.body.picture_url).toBeNull();
    expect((await call('GET', new URL(uploaded.body.picture_url).pathname)).status).toBe(404);
  });

  it('ties the support request of a signed-in user to them, with their account e-mail', async () => {
    const identity = await newUser('support');
    const form = new FormData();
    form.append('topic', 'ACCOUNT');
    form.append('message', 'Je voudrais changer mon adresse.');
    form.append('email', 'ignored@example.test');
    const { status, body } = await call('POST', '/support', { as: identity, form });
    expect(status).toBe(201);
    const [ticket] = await api.db.query<{ user_id: string; email: string }>(
      'SELECT user_id, email FROM support_tickets WHERE ticket_id = $1',
      [body.ticket_id],
    );
    expect(ticket).toEqual({ user_id: identity.uid, email: identity.email });
    expect((await call('POST', '/support', { as: 'forged', form })).status).toBe(401);
  });

  it('never lets one user read or change another one', async () => {
    const a = await newUser('alice');
    const b = await newUser('bob');
    await call('POST', '/users/identity', { as: b, json: { first_name: 'Bob' } });
    const bBefore = (await call('GET', '/users/me', { as: b })).body;
    await call('POST', '/users/identity', { as: a, json: { first_name: 'Alice' } });
    await call('POST', '/users/lang?lang=en', { as: a });
    await call('POST', '/users/picture', { as: a, form: pictureForm('a.png', 'image/png', PNG) });
    // A token names one identity: a field naming another user is dropped, never followed.
    await call('POST', '/users/identity', { as: a, json: { first_name: 'Alice', user_id: bBefore.user_id } });
    expect((await call('GET', '/users/me', { as: b })).body).toEqual(bBefore);
    expect((await call('GET', '/users/me', { as: a })).body).toMatchObject({ first_name: 'Alice', email: a.email });
  });

  it('deletes the account: its rows, its identity, and nothing of anyone else', async () => {
    const keep = await newUser('keep');
    const leaving = await newUser('leaving');
    await call('POST', '/users/picture', { as: leaving, form: pictureForm('me.png', 'image/png', PNG) });
    const [campaign] = await api.db.query<{ campaign_id: number; url: string }>(
      'SELECT campaign_id, url FROM campaigns LIMIT 1',
    );
    for (const who of [keep, leaving])
      await call('POST', `/campaign/like?campaign_url=${campaign!.url}&liked=true`, { as: who });
    const { user_id: userId } = (await call('GET', '/users/me', { as: leaving })).body;
    const [order] = await api.db.query<{ order_id: number }>(
      `INSERT INTO orders (user_id, campaign_id, items_cents, payment_method, idempotency_key)
       VALUES ($1, $2, 1000, 'CARD', gen_random_uuid()) RETURNING order_id`,
      [userId, campaign!.campaign_id],
    );

    expect((await call('DELETE', '/users', { as: leaving })).status).toBe(204);
    const count = async (sql: string) => (await api.db.query<{ n: number }>(sql, [userId]))[0]?.n;
    expect(await count('SELECT count(*)::int AS n FROM users WHERE user_id = $1')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM campaign_likes WHERE user_id = $1')).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM user_pictures WHERE user_id = $1')).toBe(0);
    const [kept] = await api.db.query<{ user_id: number | null }>('SELECT user_id FROM orders WHERE order_id = $1', [
      order!.order_id,
    ]);
    expect(kept).toEqual({ user_id: null });
    expect(await identityExists(leaving)).toBe(false);
    // The emulator checks the identity on every verification: the old token is now refused.
    expect((await call('GET', '/users/me', { as: leaving })).status).toBe(401);
    expect((await call('GET', '/campaign/like', { as: keep })).body).toHaveLength(1);
  });
});

describe('deleting an account when the identity service fails', () => {
  let api: RestApiUnderTest;
  const call = restCaller(() => api);
  let identity: TestIdentity;

  beforeAll(async () => {
    api = await startRestApi('pglite', {
      identity: (emulator) => ({
        ...emulator,
        deleteIdentity: async () => {
          throw new HttpError(503, 'The identity service could not delete the sign-in identity; nothing was deleted');
        },
      }),
    });
    identity = await createIdentity('unlucky');
    await call('POST', '/users/create', { as: identity });
  }, HOOK_TIMEOUT);
  afterAll(() => api?.close(), HOOK_TIMEOUT);

  it('keeps everything and answers 503', async () => {
    const { status, body } = await call('DELETE', '/users', { as: identity });
    expect(status).toBe(503);
    expect(body.message).toMatch(/nothing was deleted/);
    expect((await call('GET', '/users/me', { as: identity })).status).toBe(200);
    expect(await identityExists(identity)).toBe(true);
  });
});
