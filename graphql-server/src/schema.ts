import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SCHEMA_DIR = fileURLToPath(new URL('../../schema/', import.meta.url));

/** The public contract: every `schema/*.graphql` file, one per domain. */
export const typeDefs = readdirSync(SCHEMA_DIR)
  .filter((file) => file.endsWith('.graphql'))
  .sort()
  .map((file) => readFileSync(SCHEMA_DIR + file, 'utf8'));
