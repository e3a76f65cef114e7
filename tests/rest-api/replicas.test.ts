import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { campaigns } from '../../rest-api/src/seed/index.js';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from '../support/database.js';
import { spawnRestApi, type PartProcess } from '../support/rest-process.js';
import { HOOK_TIMEOUT } from '../support/hooks.js';

const PORTS = [5110, 5111];
const MIGRATIONS = readdirSync(new URL('../../rest-api/migrations/', import.meta.url)).filter((f) =>
  f.endsWith('.sql'),
);

// Several processes on one database need the PostgreSQL server (PGlite belongs to one process).
(!process.env.DATABASE_URL ? describe.skip : describe)('two replicas started at once on an empty database', () => {
  let database: EmptyPostgresDatabase;
  let replicas: PartProcess[] = [];

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    replicas = await Promise.all(PORTS.map((port) => spawnRestApi(port, { DATABASE_URL: database.url })));
  }, 180_000);
  afterAll(async () => {
    for (const replica of replicas) replica.child.kill('SIGKILL');
    await database?.drop();
  }, HOOK_TIMEOUT);

  it('both come up and serve the catalog', async () => {
    for (const replica of replicas) {
      expect((await fetch(`${replica.url}/ready`)).status).toBe(200);
      const list = (await (await fetch(`${replica.url}/campaign/list?size=100`)).json()) as { items: unknown[] };
      expect(list.items.length).toBeGreaterThanOrEqual(12);
    }
  });

  it('one migrated and seeded, the other found it done', async () => {
    const outputs = replicas.map((replica) => replica.output());
    expect(outputs.filter((output) => output.includes('applied migrations'))).toHaveLength(1);
    expect(outputs.filter((output) => output.includes('seeded the demo catalog'))).toHaveLength(1);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const applied = await client.query('SELECT name FROM schema_migrations ORDER BY name');
      expect(applied.rows.map((row) => row.name)).toEqual(MIGRATIONS.sort());
      const seeded = await client.query('SELECT count(*)::int AS n FROM campaigns');
      expect(seeded.rows[0].n).toBe(campaigns.length);
    } finally {
      await client.end();
    }
  });

  it('both stop cleanly', async () => {
    for (const replica of replicas) replica.child.kill('SIGTERM');
    expect(await Promise.all(replicas.map((replica) => replica.exited))).toEqual([0, 0]);
  });
});
