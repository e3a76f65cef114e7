-- Transactional e-mails. Each one is a row written in the same transaction as the change that
-- causes it (an order confirmed, canceled, refunded...), with the job that sends it: a change that
-- commits has its e-mail, a change rolled back has none. The row keeps what the e-mail says as it
-- was at that moment (recipient, language, the receipt's figures), so a later change of the order
-- or of the profile does not rewrite an e-mail already due.
CREATE TABLE email_outbox (
  email_id   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN (
               'ORDER_CONFIRMED', 'PAYMENT_FAILED', 'ORDER_CANCELED', 'ORDER_REFUNDED',
               'FORGOTTEN_BASKET', 'EXPIRED_RESERVATION', 'CAMPAIGN_FUNDED', 'CAMPAIGN_NOT_FUNDED')),
  -- NULL once the user deleted their account: the e-mail is then not sent.
  user_id    integer REFERENCES users ON DELETE SET NULL,
  recipient  text NOT NULL CHECK (char_length(recipient) BETWEEN 3 AND 320),
  lang       text NOT NULL CHECK (lang IN ('fr', 'en')),
  -- The template's data (an order's lines and totals, a campaign's title...).
  data       jsonb NOT NULL DEFAULT '{}',
  -- One e-mail per event however often it is asked for (one receipt per order, one reminder per
  -- forgotten basket, one outcome per backer and campaign).
  dedupe_key text NOT NULL UNIQUE CHECK (char_length(dedupe_key) <= 200),
  created_at timestamptz NOT NULL,
  -- Set in the transaction that records the SMTP server's acceptance; a sent e-mail is never sent again.
  sent_at    timestamptz,
  -- The Message-ID it was sent with (derived from email_id, the same at every attempt).
  message_id text
);
-- Orders' e-mails are looked up by order in tests and by support.
CREATE INDEX email_outbox_user_idx ON email_outbox (user_id, created_at);
