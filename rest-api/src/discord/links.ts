import type { Queryable } from '../db/database.js';
import type { components } from '../generated/rest-api.js';
import type { SignedInHandlers } from '../http/contract.js';
import { fieldError } from '../http/errors.js';
import { findUserId, requireUserId, type UserDeps } from '../users/users.js';

type DiscordStatus = components['schemas']['DiscordStatus'];

const NOT_LINKED: DiscordStatus = { connected: false, discord_username: null };

/** Why a code that could not be spent was refused, for the user's eyes. */
async function refusal(db: Queryable, code: string) {
  const [row] = await db.query<{ used: boolean }>(
    'SELECT used_at IS NOT NULL AS used FROM discord_link_codes WHERE code = $1',
    [code],
  );
  const message = !row ? 'is unknown' : row.used ? 'was already used' : 'has expired';
  return fieldError(422, 'body.code', `${message}: ask the bot for a new one with /link`);
}

export function discordHandlers({ db }: UserDeps): SignedInHandlers {
  return {
    async linkDiscordUser({ requester, body }) {
      const userId = await requireUserId(db, requester);
      return db.transaction(async (tx) => {
        // Spending the code and checking it is one statement: two uses at once cannot both win.
        const [spent] = await tx.query<{ discord_username: string }>(
          `UPDATE discord_link_codes SET used_at = now()
           WHERE code = $1 AND used_at IS NULL AND expires_at > now() RETURNING discord_username`,
          [body.code],
        );
        if (!spent) throw await refusal(tx, body.code);
        await tx.query('DELETE FROM discord_links WHERE discord_username = $1', [spent.discord_username]);
        await tx.query(
          `INSERT INTO discord_links (user_id, discord_username) VALUES ($1, $2)
           ON CONFLICT (user_id) DO UPDATE SET discord_username = EXCLUDED.discord_username, linked_at = now()`,
          [userId, spent.discord_username],
        );
        return { connected: true, discord_username: spent.discord_username };
      });
    },

    async getDiscordStatus({ requester }) {
      const userId = await findUserId(db, requester);
      if (userId === undefined) return NOT_LINKED;
      const [link] = await db.query<{ discord_username: string }>(
        'SELECT discord_username FROM discord_links WHERE user_id = $1',
        [userId],
      );
      return link ? { connected: true, discord_username: link.discord_username } : NOT_LINKED;
    },
  };
}
