import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { readConfig } from '../../rest-api/src/config.js';
import { SPECIFICATION_PATH } from '../../rest-api/src/http/contract.js';
import { startRestApi, type RestApiUnderTest } from '../support/servers.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

describe('the REST contract in Swagger UI at /docs', () => {
  let development: RestApiUnderTest;
  let production: RestApiUnderTest;
  beforeAll(async () => {
    [development, production] = await Promise.all([
      startRestApi('pglite', { docs: readConfig({}).docs }),
      startRestApi('pglite', { docs: readConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' }).docs }),
    ]);
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await Promise.all([development?.close(), production?.close()]);
  }, HOOK_TIMEOUT);

  it('serves the page and the contract file itself outside production', async () => {
    const page = await fetch(`${development.url}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('swagger-ui');
    const bundle = await fetch(`${development.url}/docs/static/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    // Read to the end: a download left unread keeps the request open, and closing the server waits for it.
    expect((await bundle.text()).length).toBeGreaterThan(0);
    const contract = await fetch(`${development.url}/docs/json`);
    expect(await contract.json()).toEqual(parse(readFileSync(SPECIFICATION_PATH, 'utf8')));
  });

  it('is not there under NODE_ENV=production', async () => {
    for (const path of ['/docs', '/docs/json', '/docs/static/index.html']) {
      expect((await fetch(`${production.url}${path}`)).status).toBe(404);
    }
  });
});
