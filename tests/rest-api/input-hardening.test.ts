import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { databaseRefusal } from '../../rest-api/src/http/database-errors.js';
import { BACKENDS } from '../support/database.js';
import { createIdentity, type TestIdentity } from '../support/identity.js';
import { errorBodyErrors } from '../support/openapi.js';
import { startRestApi, type RestApiUnderTest } from '../support/servers.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

const MIGRATION = new URL('../../rest-api/migrations/009_user_profile_shapes.sql', import.meta.url);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const TICKET = { email: 'lea@example.org', topic: 'ORDER', message: 'Ma commande n’est pas arrivée.' };

interface Sent {
  method?: string;
  headers?: Record<string, string>;
  body?: string | FormData;
  as?: TestIdentity;
}

describe.each(BACKENDS)('rest-api input hardening on %s', (backend) => {
  let api: RestApiUnderTest;
  let user: TestIdentity;

  /** Sends a raw request and reads the answer, which must be a JSON error body when it is one. */
  const send = async (path: string, { method = 'POST', headers = {}, body, as }: Sent = {}) => {
    const auth: Record<string, string> = as ? as.headers : {};
    const response = await fetch(api.url + path, { method, headers: { ...auth, ...headers }, body });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const json = (await response.json()) as any;
    if (response.status >= 400) {
      expect(json).toMatchObject({ statusCode: response.status });
      expect(errorBodyErrors(json)).toEqual([]);
    }
    return { status: response.status, body: json, fields: (json.errors ?? []).map((e: { field: string }) => e.field) };
  };
  const json = (value: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) });

  beforeAll(async () => {
    api = await startRestApi(backend);
    user = await createIdentity('hardening');
    expect((await send('/users/create', { ...json({}), as: user })).status).toBe(201);
  }, HOOK_TIMEOUT);
  afterAll(() => api?.close(), HOOK_TIMEOUT);

  it('answers 415 to a text/plain body on a JSON operation, and the account stays readable', async () => {
    const plain = await send('/users/identity', { headers: { 'content-type': 'text/plain' }, body: 'x', as: user });
    expect(plain.status).toBe(415);
    expect(plain.fields).toEqual(['header.content-type']);
    expect(plain.body.message).toMatch(/application\/json/);
    expect((await send('/users/me', { method: 'GET', as: user })).status).toBe(200);
  });

  it('answers 415 to any media type the contract does not declare, and to a body where none is taken', async () => {
    const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'first_name=x', as: user };
    expect((await send('/users/identity', form)).status).toBe(415);
    const unlabelled = await send('/users/contact', { body: '{}', as: user, headers: { 'content-type': '' } });
    expect(unlabelled.status).toBe(415);
    expect((await send('/support', json(TICKET))).status).toBe(415);
    const bodyless = await send('/users/lang?lang=en', { ...json({ lang: 'en' }), as: user });
    expect(bodyless.status).toBe(415);
    expect(bodyless.fields).toEqual(['body']);
    // An empty body is still typed: empty text/plain would reach the handler as '' (found by the fuzz).
    const emptyText = await send('/basket/merge', { headers: { 'content-type': 'text/plain' }, body: '', as: user });
    expect(emptyText.status).toBe(415);
    // The declared type with parameters is the declared type.
    const charset = { headers: { 'content-type': 'application/json; charset=utf-8' }, body: '{"first_name":"Léa"}' };
    expect((await send('/users/identity', { ...charset, as: user })).status).toBe(200);
  });

  it('lets no route store a profile section without its required field', async () => {
    const [row] = await api.db.query<{ user_id: number }>('SELECT user_id FROM users WHERE firebase_uid = $1', [
      user.uid,
    ]);
    const write = api.db.query(`UPDATE users SET identity = '{"last_name": null}'::jsonb WHERE user_id = $1`, [
      row!.user_id,
    ]);
    await expect(write).rejects.toMatchObject({ code: '23514' });
  });

  it('repairs, as it migrates, a profile section stored without its required field before the fix', async () => {
    const other = await createIdentity('broken');
    expect((await send('/users/create', { ...json({}), as: other })).status).toBe(201);
    await api.db.exec(`ALTER TABLE users DROP CONSTRAINT users_identity_shape, DROP CONSTRAINT users_pro_shape,
      DROP CONSTRAINT users_contact_shape`);
    // What `POST /users/identity` with a text/plain body wrote before the fix.
    await api.db.query(
      `UPDATE users SET identity = '{"last_name": null, "birth_date": null}' WHERE firebase_uid = $1`,
      [other.uid],
    );
    expect((await send('/users/me', { method: 'GET', as: other })).status).toBe(500);
    await api.db.exec(await readFile(MIGRATION, 'utf8'));
    const me = await send('/users/me', { method: 'GET', as: other });
    expect(me.status).toBe(200);
    expect(me.body.identity).toBeNull();
  });

  it.each([
    ['a NUL', 'Lé\u0000a'],
    ['a lone high surrogate', 'Lé\ud800a'],
    ['a lone low surrogate', '\udc00Léa'],
  ])('refuses %s in a JSON field, nested or not, with 400 naming the field', async (_, text) => {
    const flat = await send('/users/identity', { ...json({ first_name: text }), as: user });
    expect(flat.status).toBe(400);
    expect(flat.fields).toEqual(['body.first_name']);
    const nested = await send('/users/contact', {
      ...json({
        phone: null,
        address: {
          first_name: 'Léa',
          last_name: 'Roy',
          line1: text,
          city: 'Paris',
          postal_code: '75001',
          country: 'FR',
        },
      }),
      as: user,
    });
    expect(nested.status).toBe(400);
    expect(nested.fields).toEqual(['body.address.line1']);
    const key = await send('/users/identity', { ...json({ first_name: 'Léa', [text]: 1 }), as: user });
    expect(key.status).toBe(400);
    expect(key.fields).toEqual(['body']);
    expect((await send('/users/me', { method: 'GET', as: user })).body.identity.first_name).toBe('Léa');
  });

  it('refuses a NUL in a query or path parameter with 400 naming it', async () => {
    const query = await send('/campaign/detail?url=a%00b', { method: 'GET' });
    expect(query.status).toBe(400);
    expect(query.fields).toEqual(['query.url']);
    const path = await send(`/pictures/${'a'.repeat(10)}%00${'b'.repeat(11)}`, { method: 'GET' });
    expect(path.status).toBe(400);
    expect(path.fields).toEqual(['path.picture_id']);
    // Refused by the router, before any route: an overlong parameter and a broken escape.
    expect((await send(`/order/${'9'.repeat(200)}`, { method: 'GET', as: user })).status).toBe(414);
    expect((await send('/pictures/%E0%A4%A', { method: 'GET' })).status).toBe(400);
  });

  it('refuses a NUL in a multipart field or file name with the field, storing nothing', async () => {
    const before = await api.db.query('SELECT 1 FROM support_tickets');
    const field = new FormData();
    for (const [name, value] of Object.entries({ ...TICKET, message: 'Ma commande\u0000 n’est pas arrivée.' })) {
      field.append(name, value);
    }
    const inField = await send('/support', { body: field });
    expect(inField.status).toBe(400);
    expect(inField.fields).toEqual(['body.message']);
    const named = new FormData();
    for (const [name, value] of Object.entries(TICKET)) named.append(name, value);
    named.append('attachments', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'facture\u0000.pdf');
    const inName = await send('/support', { body: named });
    expect(inName.status).toBe(422);
    expect(inName.fields).toEqual(['body.attachments']);
    expect(await api.db.query('SELECT 1 FROM support_tickets')).toHaveLength(before.length);
  });

  it('turns what the database refuses into a 400 or 422 instead of a 500', async () => {
    const refusals: [() => Promise<unknown>, number][] = [
      [() => api.db.query('SELECT $1::int AS n', ['x']), 400],
      [() => api.db.query('SELECT 2147483647::int + 1 AS n'), 422],
      [() => api.db.query(`SELECT convert_from('\\x00'::bytea, 'UTF8') AS s`), 400],
      [() => api.db.query(`UPDATE users SET pro = '{}'::jsonb WHERE firebase_uid = $1`, [user.uid]), 422],
    ];
    for (const [query, status] of refusals) {
      const error = await query().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(databaseRefusal(error)?.statusCode).toBe(status);
    }
    expect(databaseRefusal(new Error('connection lost'))).toBeUndefined();
  });
});
