-- Payments of orders through a provider (the built-in `test` provider, or a real one later), the
-- provider's webhook events, and paid orders in the participation list.

-- Why an order changed status when the status alone does not say it (EXPIRED_RESERVATION: the
-- payment did not complete within 30 minutes and the stock went back).
ALTER TABLE order_status_changes ADD COLUMN reason text CHECK (reason ~ '^[A-Za-z0-9_]{1,100}$');

-- One payment attempt of an order, as we see it. The provider keeps its own records; `provider_ref`
-- is its id for the payment.
CREATE TYPE payment_status AS ENUM ('PENDING', 'SUCCEEDED', 'DECLINED', 'FAILED', 'CANCELED', 'REFUNDED');

CREATE TABLE payments (
  -- Random and unguessable: it appears in the wallet approval address.
  payment_id   text PRIMARY KEY CHECK (payment_id ~ '^[A-Za-z0-9_-]{22}$'),
  order_id     integer NOT NULL REFERENCES orders ON DELETE CASCADE,
  provider     text NOT NULL,
  method       payment_method NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  status       payment_status NOT NULL DEFAULT 'PENDING',
  provider_ref text,
  -- The provider's reason for a decline or failure (`card_declined`, `processing_error`).
  failure_code text,
  refund_ref   text,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL
);
CREATE INDEX payments_order_idx ON payments (order_id);
-- At most one payment of an order in progress or paid: a double click pays once.
CREATE UNIQUE INDEX payments_active_idx ON payments (order_id) WHERE status IN ('PENDING', 'SUCCEEDED');

-- Every webhook event applied, by the provider's event id: the same event delivered twice is
-- recognised and changes nothing the second time.
CREATE TABLE payment_events (
  event_id    text PRIMARY KEY CHECK (char_length(event_id) BETWEEN 1 AND 100),
  payment_id  text NOT NULL REFERENCES payments ON DELETE CASCADE,
  type        text NOT NULL,
  received_at timestamptz NOT NULL
);

-- The test provider's side of its payments: what a real provider keeps on its own servers (the
-- amount shown on its approval page, where to send the buyer back, the outcome).
CREATE TABLE test_provider_payments (
  provider_ref text PRIMARY KEY CHECK (provider_ref ~ '^tp_[A-Za-z0-9_-]{22}$'),
  -- Our payment id, sent back in every event.
  payment_id   text NOT NULL UNIQUE,
  method       payment_method NOT NULL,
  amount_cents integer NOT NULL,
  currency     text NOT NULL,
  description  text NOT NULL,
  return_url   text,
  lang         text NOT NULL DEFAULT 'fr',
  status       text NOT NULL DEFAULT 'PENDING'
               CHECK (status IN ('PENDING', 'SUCCEEDED', 'DECLINED', 'FAILED', 'CANCELED', 'REFUNDED')),
  created_at   timestamptz NOT NULL
);

-- A paid order is a participation: written when the order is CONFIRMED, removed if it is canceled
-- afterwards, in the same transaction as the campaign's running totals. Comment and anonymity
-- follow the order. The name is copied at confirmation; a deleted account's name is erased.
ALTER TABLE participations ADD COLUMN order_id integer UNIQUE REFERENCES orders ON DELETE CASCADE;
ALTER TABLE participations ALTER COLUMN backer_name DROP NOT NULL;
