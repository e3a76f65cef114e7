-- The server basket of a signed-in user: one row per user for the delivery choice and the time of
-- the last change (the basket expires 30 days after it), one row per line. Baskets hold no stock:
-- stock is reserved by /order/create. Everything goes with the user (ON DELETE CASCADE).

CREATE TABLE baskets (
  user_id              integer PRIMARY KEY REFERENCES users ON DELETE CASCADE,
  delivery_country     text CHECK (delivery_country ~ '^[A-Z]{2}$'),
  -- The rate the server gave for the country when it was chosen; orders use the rate of their day.
  delivery_price_cents integer CHECK (delivery_price_cents >= 0),
  -- An Address of the contract, validated by the API before it is written.
  delivery_address     jsonb,
  -- The last change to the lines or the delivery: the basket expires 30 days after it.
  updated_at           timestamptz NOT NULL
);

CREATE TABLE basket_items (
  line_id     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES baskets ON DELETE CASCADE,
  campaign_id integer NOT NULL REFERENCES campaigns ON DELETE CASCADE,
  pack_id     integer NOT NULL REFERENCES packs ON DELETE CASCADE,
  -- The chosen values written canonically ("optionId:valueId" sorted by option, comma-separated,
  -- '' without options), so that "same pack and same values" is a unique constraint: two
  -- concurrent adds of the same line raise one quantity instead of writing two lines.
  options_key text NOT NULL CHECK (options_key ~ '^([0-9]+:[0-9]+(,[0-9]+:[0-9]+)*)?$'),
  options     jsonb NOT NULL DEFAULT '[]',
  quantity    integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  added_at    timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  UNIQUE (user_id, pack_id, options_key)
);
CREATE INDEX basket_items_user_idx ON basket_items (user_id, line_id);
CREATE INDEX basket_items_pack_idx ON basket_items (pack_id);

-- The login merge of a local basket, keyed by the id the browser generated for that local basket:
-- a second run (another tab, a retry) finds the first one's report and changes nothing.
CREATE TABLE basket_merges (
  user_id   integer NOT NULL REFERENCES users ON DELETE CASCADE,
  merge_id  uuid NOT NULL,
  outcomes  jsonb NOT NULL,
  merged_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, merge_id)
);
