import type { Queryable } from '../db/database.js';
import type { components } from '../generated/rest-api.js';
import { enqueueJob } from '../jobs/queue.js';

/** The e-mails the shop sends (the CHECK of email_outbox.kind). */
export type EmailKind =
  | 'ORDER_CONFIRMED'
  | 'PAYMENT_FAILED'
  | 'ORDER_CANCELED'
  | 'ORDER_REFUNDED'
  | 'FORGOTTEN_BASKET'
  | 'EXPIRED_RESERVATION'
  | 'CAMPAIGN_FUNDED'
  | 'CAMPAIGN_NOT_FUNDED';

export type EmailLang = 'fr' | 'en';

export const SEND_EMAIL_JOB = 'email.send';

/** One line of an order or a basket as the e-mail shows it, in the recipient's language. */
export interface EmailLine {
  label: string;
  quantity: number;
  unitCents: number;
  options: { label: string; value: string }[];
}

/** What an order's e-mails show: its campaign, its lines and totals, where it goes. */
export interface OrderEmailData {
  orderId: number;
  campaignTitle: string;
  campaignUrl: string;
  lines: EmailLine[];
  itemsCents: number;
  deliveryCents: number;
  totalCents: number;
  deliveryCountry: string | null;
  address: {
    first_name?: string;
    last_name?: string;
    line1?: string;
    line2?: string | null;
    postal_code?: string;
    city?: string;
    country?: string;
  } | null;
}

export interface BasketEmailData {
  lines: (EmailLine & { campaignTitle: string })[];
}

export interface CampaignEmailData {
  campaignTitle: string;
  campaignUrl: string;
  /** What the backer paid in all, for the campaign (given back when it was not funded). */
  paidCents: number;
}

/** The data each kind's template reads. */
export interface EmailData {
  ORDER_CONFIRMED: OrderEmailData;
  PAYMENT_FAILED: OrderEmailData;
  ORDER_CANCELED: OrderEmailData;
  ORDER_REFUNDED: OrderEmailData;
  EXPIRED_RESERVATION: OrderEmailData;
  FORGOTTEN_BASKET: BasketEmailData;
  CAMPAIGN_FUNDED: CampaignEmailData;
  CAMPAIGN_NOT_FUNDED: CampaignEmailData;
}

interface Recipient {
  email: string;
  lang: EmailLang;
  first_name: string | null;
}

interface SendPayload {
  emailId: number;
}

/**
 * Writes an e-mail to the user in the caller's transaction, in the user's profile language, and
 * the job that sends it: both exist if and only if the caller's change commits. False when the
 * same `dedupeKey` was enqueued before (or the user is gone): nothing is written.
 */
export async function enqueueEmail<K extends EmailKind>(
  tx: Queryable,
  email: { kind: K; userId: number; dedupeKey: string; data: (lang: EmailLang) => Promise<EmailData[K]> },
  now: Date,
): Promise<boolean> {
  const [user] = await tx.query<Recipient>('SELECT email, lang, first_name FROM users WHERE user_id = $1', [
    email.userId,
  ]);
  if (!user) return false;
  // The greeting's name is kept with the rest, as it was when the event happened.
  const data = { ...(await email.data(user.lang)), firstName: user.first_name };
  const [row] = await tx.query<{ email_id: number }>(
    `INSERT INTO email_outbox (kind, user_id, recipient, lang, data, dedupe_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (dedupe_key) DO NOTHING RETURNING email_id`,
    [email.kind, email.userId, user.email, user.lang, JSON.stringify(data), email.dedupeKey, now],
  );
  if (!row) return false;
  await enqueueJob(
    tx,
    {
      kind: SEND_EMAIL_JOB,
      payload: { emailId: Number(row.email_id) } satisfies SendPayload,
      dedupeKey: `email:${row.email_id}`,
    },
    now,
  );
  return true;
}

/** A localised JSONB text in `lang`, French when missing (the catalog's rule). */
const text = (column: string) => `COALESCE(${column}->>$2, ${column}->>'fr')`;

/** The lines of orders or baskets, read in the recipient's language. */
async function orderLines(tx: Queryable, orderId: number, lang: EmailLang): Promise<EmailLine[]> {
  return tx.query<EmailLine>(
    `SELECT ${text('p.label')} AS label, i.quantity, i.unit_price_cents AS "unitCents",
       COALESCE((SELECT json_agg(json_build_object('label', ${text('po.label')}, 'value', ${text('v.label')})
                 ORDER BY po.position)
         FROM order_item_options io JOIN pack_options po USING (pack_option_id)
         JOIN pack_option_values v ON v.pack_option_value_id = io.pack_option_value_id
         WHERE io.order_id = i.order_id AND io.position = i.position), '[]'::json) AS options
     FROM order_items i JOIN packs p USING (pack_id) WHERE i.order_id = $1 ORDER BY i.position`,
    [orderId, lang],
  );
}

/** The receipt of an order as it stands in `tx`, in `lang`. */
export async function orderEmailData(tx: Queryable, orderId: number, lang: EmailLang): Promise<OrderEmailData> {
  const [order] = await tx.query<Omit<OrderEmailData, 'lines'>>(
    `SELECT o.order_id AS "orderId", ${text('c.title')} AS "campaignTitle", c.url AS "campaignUrl",
       o.items_cents AS "itemsCents", o.delivery_cents AS "deliveryCents", o.total_cents AS "totalCents",
       o.delivery_country AS "deliveryCountry", o.delivery_address AS address
     FROM orders o JOIN campaigns c USING (campaign_id) WHERE o.order_id = $1`,
    [orderId, lang],
  );
  if (!order) throw new Error(`Order ${orderId} not found`);
  return { ...order, lines: await orderLines(tx, orderId, lang) };
}

type OrderKind = 'ORDER_CONFIRMED' | 'PAYMENT_FAILED' | 'ORDER_CANCELED' | 'ORDER_REFUNDED' | 'EXPIRED_RESERVATION';

/**
 * The e-mail of an order's event to its owner, in the caller's transaction; once per order and
 * kind (a webhook delivered twice, a refund retried, do not send it twice). An order whose user
 * deleted their account has no one to write to.
 */
export async function enqueueOrderEmail(tx: Queryable, orderId: number, kind: OrderKind, now: Date): Promise<boolean> {
  const [order] = await tx.query<{ user_id: number | null }>('SELECT user_id FROM orders WHERE order_id = $1', [
    orderId,
  ]);
  if (order?.user_id == null) return false;
  return enqueueEmail(
    tx,
    {
      kind,
      userId: order.user_id,
      dedupeKey: `order:${orderId}:${kind}`,
      data: (lang) => orderEmailData(tx, orderId, lang),
    },
    now,
  );
}

/**
 * Tells every backer of a campaign its outcome, in the settlement's transaction: one e-mail per
 * backer (however many orders they placed), with what they paid in all. Backers are the users of
 * its paid orders — for NOT_FUNDED, call it before or after the refunds are decided, both count:
 * a paid order is CONFIRMED, SHIPPED or DELIVERED, or canceled with a payment SUCCEEDED or REFUNDED
 * because of the outcome. Once per backer and campaign, however often it is called.
 */
export async function enqueueCampaignOutcomeEmails(
  tx: Queryable,
  campaignId: number,
  outcome: components['schemas']['CampaignOutcome'],
  now: Date,
): Promise<number> {
  const backers = await tx.query<{ user_id: number; paid_cents: number }>(
    `SELECT o.user_id, sum(o.total_cents)::int AS paid_cents FROM orders o
     WHERE o.campaign_id = $1 AND o.user_id IS NOT NULL
       AND EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.order_id AND p.status IN ('SUCCEEDED', 'REFUNDED'))
     GROUP BY o.user_id ORDER BY o.user_id`,
    [campaignId],
  );
  const kind = outcome === 'FUNDED' ? 'CAMPAIGN_FUNDED' : 'CAMPAIGN_NOT_FUNDED';
  let written = 0;
  for (const backer of backers) {
    const fresh = await enqueueEmail(
      tx,
      {
        kind,
        userId: backer.user_id,
        dedupeKey: `campaign:${campaignId}:${kind}:${backer.user_id}`,
        data: async (lang) => {
          const [campaign] = await tx.query<{ campaignTitle: string; campaignUrl: string }>(
            `SELECT ${text('title')} AS "campaignTitle", url AS "campaignUrl" FROM campaigns WHERE campaign_id = $1`,
            [campaignId, lang],
          );
          return { ...campaign!, paidCents: backer.paid_cents };
        },
      },
      now,
    );
    if (fresh) written += 1;
  }
  return written;
}

/** The lines of a user's server basket, in `lang`. */
export async function basketEmailData(tx: Queryable, userId: number, lang: EmailLang): Promise<BasketEmailData> {
  const lines = await tx.query<BasketEmailData['lines'][number]>(
    `SELECT ${text('p.label')} AS label, b.quantity, p.price_cents AS "unitCents", ${text('c.title')} AS "campaignTitle",
       COALESCE((SELECT json_agg(json_build_object('label', ${text('po.label')}, 'value', ${text('v.label')})
                 ORDER BY po.position)
         FROM jsonb_to_recordset(b.options) AS bo(pack_option_id int, pack_option_value_id int)
         JOIN pack_options po USING (pack_option_id)
         JOIN pack_option_values v ON v.pack_option_value_id = bo.pack_option_value_id), '[]'::json) AS options
     FROM basket_items b JOIN packs p USING (pack_id) JOIN campaigns c ON c.campaign_id = b.campaign_id
     WHERE b.user_id = $1 ORDER BY b.line_id`,
    [userId, lang],
  );
  return { lines };
}
