import type { Queryable } from '../db/database.js';

/** What catalog handlers need from the outside world. */
export interface CatalogDeps {
  db: Queryable;
  publicUrl: string;
}
