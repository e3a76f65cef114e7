import { readFileSync } from 'node:fs';
import { describe, expect, it, jest } from '@jest/globals';
import { graphqlServerEnvironment } from '../../graphql-server/src/config.js';
import { restApiEnvironment } from '../../rest-api/src/config.js';

// `server-only` refuses to load outside Next's server bundles; the web's config is one.
jest.unstable_mockModule('server-only', () => ({}));
const { webEnvironment } = await import('../../web/src/config');

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const listed = new Set([...read('.env.example').matchAll(/^# ?([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name));
const configurationTable = read('README.md').split('## Configuration')[1]!.split('\n## ')[0]!;
const documented = new Set([...configurationTable.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name]) => name));

describe('the variables the parts read', () => {
  const parts = { 'rest-api': restApiEnvironment, 'graphql-server': graphqlServerEnvironment, web: webEnvironment };
  for (const [part, schema] of Object.entries(parts)) {
    const names = Object.keys(schema.shape);
    it(`are each in .env.example and the README's table (${part})`, () => {
      expect(names.filter((name) => !listed.has(name))).toEqual([]);
      expect(names.filter((name) => !documented.has(name))).toEqual([]);
    });
  }

  it('are the only ones .env.example lists beside those the README documents', () => {
    expect([...listed].filter((name) => !documented.has(name))).toEqual([]);
  });
});
