import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database.js';

/** How long a code from the bot's `/link` command can be used. */
export const LINK_CODE_MINUTES = 15;

// No 0/O or 1/I: the user reads the code in Discord and types it by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

const newCode = () => Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export interface LinkCode {
  code: string;
  expiresAt: Date;
}

/**
 * What the community bot does for `/link`: stores a fresh one-time code for the Discord user and
 * returns it, to be shown to that user only.
 */
export async function issueLinkCode(db: Queryable, discordUsername: string): Promise<LinkCode> {
  const [row] = await db.query<{ code: string; expires_at: Date }>(
    `INSERT INTO discord_link_codes (code, discord_username, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3)) RETURNING code, expires_at`,
    [newCode(), discordUsername, LINK_CODE_MINUTES],
  );
  if (!row) throw new Error('The link code was not stored');
  return { code: row.code, expiresAt: row.expires_at };
}
