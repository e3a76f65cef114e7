-- Durable background jobs (webhook deliveries of the test provider, refunds, payment
-- reconciliation, the reservation sweep), kept in the database so that they survive a crash or a
-- restart and run once across replicas: a worker claims a due job with FOR UPDATE SKIP LOCKED and
-- holds it for a lease; a job whose worker died is claimed again once its lease ran out.
CREATE TABLE jobs (
  job_id       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind         text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9_.-]{0,99}$'),
  payload      jsonb NOT NULL DEFAULT '{}',
  -- Not before this time: the first run, then each retry's backoff.
  run_at       timestamptz NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL CHECK (max_attempts >= 1),
  -- Set while a worker runs the job; past it, the worker is presumed dead.
  locked_until timestamptz,
  last_error   text,
  done_at      timestamptz,
  -- The last attempt failed too: left for a person to follow (last_error says why).
  failed_at    timestamptz,
  -- A job enqueued twice under the same key exists once (one refund per payment, one tick per period).
  dedupe_key   text UNIQUE CHECK (char_length(dedupe_key) <= 200),
  created_at   timestamptz NOT NULL
);
-- Workers read only the jobs still to run, soonest first.
CREATE INDEX jobs_due_idx ON jobs (run_at, job_id) WHERE done_at IS NULL AND failed_at IS NULL;

-- The test provider's refund id, so that a refund asked again (our side crashed before recording
-- it) answers the same refund instead of failing, as a provider's idempotent refund does.
ALTER TABLE test_provider_payments ADD COLUMN refund_ref text;

-- Payments still PENDING are what reconciliation reads, least recently asked about first.
CREATE INDEX payments_pending_idx ON payments (updated_at) WHERE status = 'PENDING';
