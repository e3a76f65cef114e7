import type { IdentityService } from '../auth/identity.js';
import type { Database, Queryable } from '../db/database.js';
import type { components } from '../generated/rest-api.js';
import { created, type Requester, type SignedInHandlers } from '../http/contract.js';
import { fieldError, HttpError } from '../http/errors.js';

type User = components['schemas']['User'];

/** What the handlers of a user's own data need. */
export interface UserDeps {
  db: Database;
  publicUrl: string;
  identity: IdentityService;
}

interface UserRow {
  user_id: number;
  email: string;
  first_name: string | null;
  lang: User['lang'];
  role: User['role'];
  type: User['type'];
  verification_status: User['verification_status'];
  identity: User['identity'];
  pro: User['pro'];
  contact: User['contact'];
  created_at: Date;
  picture_id: string | null;
}

const SELECT_USER = `SELECT u.user_id, u.email, u.first_name, u.lang, u.role, u.type, u.verification_status,
  u.identity, u.pro, u.contact, u.created_at, p.picture_id
  FROM users u LEFT JOIN user_pictures p USING (user_id)`;

export const pictureUrl = (publicUrl: string, pictureId: string) => `${publicUrl}/pictures/${pictureId}`;

function toUser(row: UserRow, publicUrl: string): User {
  return {
    user_id: row.user_id,
    email: row.email,
    first_name: row.first_name,
    picture_url: row.picture_id === null ? null : pictureUrl(publicUrl, row.picture_id),
    lang: row.lang,
    role: row.role,
    type: row.type,
    verification_status: row.verification_status,
    identity: row.identity,
    pro: row.pro,
    contact: row.contact,
    created_at: row.created_at.toISOString(),
  };
}

export const noUser = () => new HttpError(404, 'User not found: create it with POST /users/create first');

/** The requester's user_id, or undefined when their identity has no user record yet. */
export async function findUserId(db: Queryable, requester: Requester): Promise<number | undefined> {
  const [row] = await db.query<{ user_id: number }>('SELECT user_id FROM users WHERE firebase_uid = $1', [
    requester.uid,
  ]);
  return row?.user_id;
}

export async function requireUserId(db: Queryable, requester: Requester): Promise<number> {
  const userId = await findUserId(db, requester);
  if (userId === undefined) throw noUser();
  return userId;
}

/** The requester's user as the contract shows it; 404 without a record. */
export async function loadUser({ db, publicUrl }: UserDeps, requester: Requester): Promise<User> {
  const [row] = await db.query<UserRow>(`${SELECT_USER} WHERE u.firebase_uid = $1`, [requester.uid]);
  if (!row) throw noUser();
  return toUser(row, publicUrl);
}

export function userHandlers(deps: UserDeps): SignedInHandlers {
  const { db } = deps;

  /** Sets columns of the requester's record (`$1` is the uid, values follow) and answers the user. */
  const update = async (requester: Requester, assignments: string, values: unknown[]) => {
    const rows = await db.query(
      `UPDATE users SET ${assignments}, updated_at = now() WHERE firebase_uid = $1 RETURNING 1`,
      [requester.uid, ...values],
    );
    if (rows.length === 0) throw noUser();
    return loadUser(deps, requester);
  };

  return {
    async createUser({ requester, body }) {
      if (requester.email === null) {
        throw fieldError(422, 'header.authorization', 'names an identity without an e-mail address');
      }
      // Two first sign-ins at once both land here: the unique uid lets one insert and the other read.
      const inserted = await db.query(
        `INSERT INTO users (firebase_uid, email, first_name, lang) VALUES ($1, $2, $3, $4)
         ON CONFLICT (firebase_uid) DO NOTHING RETURNING 1`,
        [requester.uid, requester.email, body?.first_name ?? null, body?.lang ?? 'fr'],
      );
      const user = await loadUser(deps, requester);
      return inserted.length > 0 ? created(user) : user;
    },

    getMe: ({ requester }) => loadUser(deps, requester),

    setUserIdentity: ({ requester, body }) => {
      const identity = {
        first_name: body.first_name,
        last_name: body.last_name ?? null,
        birth_date: body.birth_date ?? null,
      };
      return update(requester, 'identity = $2::jsonb, first_name = $3', [JSON.stringify(identity), body.first_name]);
    },

    setUserPro: ({ requester, body }) => {
      const pro = { company_name: body.company_name, vat_number: body.vat_number ?? null, siret: body.siret ?? null };
      return update(requester, `pro = $2::jsonb, type = 'PROFESSIONAL'`, [JSON.stringify(pro)]);
    },

    setUserContact: ({ requester, body }) => {
      const contact = { phone: body.phone ?? null, address: body.address ?? null };
      return update(requester, 'contact = $2::jsonb', [JSON.stringify(contact)]);
    },

    setUserEmail: ({ requester, query }) => {
      // The identity service owns the e-mail: the record follows it, never leads it.
      if (requester.email?.toLowerCase() !== query.email.toLowerCase()) {
        throw fieldError(422, 'query.email', 'is not the e-mail address of the bearer token');
      }
      return update(requester, 'email = $2', [requester.email]);
    },

    setUserLang: ({ requester, query }) => update(requester, 'lang = $2', [query.lang]),
  };
}
