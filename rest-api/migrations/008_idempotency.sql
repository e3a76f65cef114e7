-- Idempotency keys of the order mutations that move money or stock after the order exists
-- (`/order/pay`, `/order/cancel`; `/order/create` keeps its key on the order itself). A key is a
-- UUID the client makes per attempt: the same key again, for the same request, answers the order
-- that attempt acted on and does nothing twice; the same key for another request is refused.
-- Kept as long as the order it acted on (Stripe keeps its keys 24 hours; ours cost one small row).
CREATE TABLE idempotency_keys (
  user_id     integer NOT NULL REFERENCES users ON DELETE CASCADE,
  key         uuid NOT NULL,
  -- The contract's operationId (`payOrder`, `cancelOrder`).
  operation   text NOT NULL CHECK (operation ~ '^[A-Za-z]{1,50}$'),
  -- `<salt>.<HMAC-SHA256 of the request, keyed with the salt>`, both hex: the request (a card
  -- number among it) is compared, never stored nor guessable from a plain hash.
  fingerprint text NOT NULL CHECK (fingerprint ~ '^[0-9a-f]{32}\.[0-9a-f]{64}$'),
  order_id    integer NOT NULL REFERENCES orders ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_order_idx ON idempotency_keys (order_id);
