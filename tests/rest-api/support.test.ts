import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BACKENDS } from '../support/database.js';
import { PNG } from '../support/images.js';
import { contractErrors } from '../support/openapi.js';
import { startRestApi, type RestApiUnderTest } from '../support/servers.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
// A Windows executable starts with "MZ", whatever its name says.
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

interface Upload {
  name: string;
  type: string;
  content: Buffer;
}

const file = (name: string, type: string, content: Buffer): Upload => ({ name, type, content });
const VALID = { email: 'lea@example.org', topic: 'ORDER', message: 'Ma commande n’est pas arrivée.' };

describe.each(BACKENDS)('rest-api support on %s', (backend) => {
  let api: RestApiUnderTest;

  const send = async (fields: Record<string, string>, files: Upload[] = []) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const upload of files) {
      form.append('attachments', new Blob([new Uint8Array(upload.content)], { type: upload.type }), upload.name);
    }
    const response = await fetch(`${api.url}/support`, { method: 'POST', body: form });
    const body = (await response.json()) as any;
    expect(contractErrors('POST', '/support', response.status, body)).toEqual([]);
    return { status: response.status, body };
  };
  const fieldsOf = (body: any): string[] => body.errors.map((e: { field: string }) => e.field);
  const count = async (table: string) =>
    (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;

  beforeAll(async () => {
    api = await startRestApi(backend);
  }, HOOK_TIMEOUT);
  afterAll(() => api?.close(), HOOK_TIMEOUT);

  it('lists the topics in order, in French and English', async () => {
    const response = await fetch(`${api.url}/support`);
    const body = (await response.json()) as any;
    expect(contractErrors('GET', '/support', response.status, body)).toEqual([]);
    expect(body.topics.map((t: any) => t.topic)).toEqual([
      'ORDER',
      'PAYMENT',
      'DELIVERY',
      'ACCOUNT',
      'CAMPAIGN',
      'OTHER',
    ]);
    expect(body.topics[0].labels.map((l: any) => l.lang)).toEqual(['fr', 'en']);
    expect(body).toMatchObject({ campaign_id: null, author_name: null });
  });

  it('gives the topics of a campaign question and the author who answers', async () => {
    const [campaign] = ((await (await fetch(`${api.url}/campaign/list?size=1`)).json()) as any).items;
    const response = await fetch(`${api.url}/support/campaign?campaign_id=${campaign.campaign_id}`);
    const body = (await response.json()) as any;
    expect(contractErrors('GET', '/support/campaign', response.status, body)).toEqual([]);
    expect(body.campaign_id).toBe(campaign.campaign_id);
    expect(body.author_name).toEqual(expect.any(String));
    expect(body.topics.map((t: any) => t.topic)).toContain('CAMPAIGN');
    expect(body.topics.map((t: any) => t.topic)).not.toContain('ACCOUNT');
    expect((await fetch(`${api.url}/support/campaign?campaign_id=999999`)).status).toBe(404);
  });

  it('records a request with a PDF and a PNG, bytes and detected types included', async () => {
    const before = await count('support_tickets');
    const { status, body } = await send(VALID, [
      file('facture.pdf', 'application/pdf', PDF),
      file('colis.png', 'image/png', PNG),
    ]);
    expect(status).toBe(201);
    expect(body).toMatchObject({ topic: 'ORDER', attachment_count: 2 });
    expect(await count('support_tickets')).toBe(before + 1);
    const stored = await api.db.query<{ file_name: string; media_type: string; content: Uint8Array }>(
      'SELECT file_name, media_type, content FROM support_attachments WHERE ticket_id = $1 ORDER BY position',
      [body.ticket_id],
    );
    expect(stored.map((row) => [row.file_name, row.media_type])).toEqual([
      ['facture.pdf', 'application/pdf'],
      ['colis.png', 'image/png'],
    ]);
    expect(Buffer.from(stored[1]!.content).equals(PNG)).toBe(true);
  });

  it('records a request without attachments, linked to a campaign', async () => {
    const [campaign] = ((await (await fetch(`${api.url}/campaign/list?size=1`)).json()) as any).items;
    const { status, body } = await send({ ...VALID, topic: 'CAMPAIGN', campaign_id: String(campaign.campaign_id) });
    expect(status).toBe(201);
    expect(body.attachment_count).toBe(0);
    const [row] = await api.db.query<{ campaign_id: number }>(
      'SELECT campaign_id FROM support_tickets WHERE ticket_id = $1',
      [body.ticket_id],
    );
    expect(row?.campaign_id).toBe(campaign.campaign_id);
  });

  it('requires the e-mail address of a visitor', async () => {
    const { status, body } = await send({ topic: 'ORDER', message: VALID.message });
    expect(status).toBe(400);
    expect(fieldsOf(body)).toEqual(['body.email']);
  });

  it('refuses an unknown topic, a bad e-mail, a short message and an unknown campaign with 422', async () => {
    const topic = await send({ ...VALID, topic: 'REFUND' });
    expect(topic.status).toBe(422);
    expect(fieldsOf(topic.body)).toEqual(['body.topic']);
    const short = await send({ ...VALID, message: 'Aidez-moi' });
    expect(short.status).toBe(422);
    expect(fieldsOf(short.body)).toEqual(['body.message']);
    const all = await send({
      email: 'not-an-address',
      topic: 'REFUND',
      message: 'x'.repeat(5001),
      campaign_id: '999999',
    });
    expect(all.status).toBe(422);
    expect(fieldsOf(all.body).sort()).toEqual(['body.campaign_id', 'body.email', 'body.message', 'body.topic']);
  });

  it('refuses an executable renamed .png, whatever its declared type', async () => {
    const before = await count('support_tickets');
    const { status, body } = await send(VALID, [file('photo.png', 'image/png', EXE)]);
    expect(status).toBe(422);
    expect(fieldsOf(body)).toEqual(['body.attachments']);
    expect(body.errors[0].message).toMatch(/photo\.png/);
    expect(await count('support_tickets')).toBe(before);
  });

  it('refuses a file over 5 MB and more than 3 files with 422, reading the request to its end', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024, 7)]);
    const large = await send(VALID, [file('scan.png', 'image/png', big)]);
    expect(large.status).toBe(422);
    expect(fieldsOf(large.body)).toEqual(['body.attachments']);
    const four = await send(
      VALID,
      [1, 2, 3, 4].map((n) => file(`photo-${n}.png`, 'image/png', PNG)),
    );
    expect(four.status).toBe(422);
    expect(fieldsOf(four.body)).toEqual(['body.attachments']);
    const many = await send(
      VALID,
      Array.from({ length: 12 }, (_, n) => file(`photo-${n}.png`, 'image/png', PNG)),
    );
    expect(many.status).toBe(422);
    expect(fieldsOf(many.body)).toEqual(['body.attachments']);
  });

  it('answers 415 to a body that is not multipart and 400 to a broken one, never 500', async () => {
    const json = await fetch(`${api.url}/support`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(VALID),
    });
    expect(json.status).toBe(415);
    const broken = await fetch(`${api.url}/support`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="topic"\r\n\r\nORD',
    });
    expect(broken.status).toBe(400);
  });
});
