import { noContent, type SignedInHandlers } from '../http/contract.js';
import type { UserDeps } from './users.js';

/**
 * `DELETE /users`: the record and everything it owns (cascading from `users`: picture, likes,
 * Discord link, basket, merges), orders and support tickets detached, the name erased from
 * participations, and the sign-in identity, all or nothing.
 * The identity is deleted last, inside the transaction, so its failure rolls the rest back;
 * the only gap left is a failed COMMIT after it, which leaves rows no identity can reach.
 */
export function accountHandlers({ db, identity }: UserDeps): SignedInHandlers {
  return {
    async deleteUser({ requester }) {
      await db.transaction(async (tx) => {
        await tx.query('UPDATE support_tickets SET user_id = NULL WHERE user_id = $1', [requester.uid]);
        // Paid orders stay in the participation lists, but a deleted account's name leaves them.
        await tx.query(
          `UPDATE participations SET backer_name = NULL WHERE order_id IN
             (SELECT o.order_id FROM orders o JOIN users u USING (user_id) WHERE u.firebase_uid = $1)`,
          [requester.uid],
        );
        // Orders keep their rows for accounting; ON DELETE SET NULL detaches them.
        await tx.query('DELETE FROM users WHERE firebase_uid = $1', [requester.uid]);
        await identity.deleteIdentity(requester.uid);
      });
      return noContent();
    },
  };
}
