-- All-or-nothing crowdfunding (decision 0022): once a campaign's end date passed, the settlement job
-- decides its outcome exactly once, from its goal and what it raised. NULL until then.
CREATE TYPE campaign_outcome AS ENUM ('FUNDED', 'NOT_FUNDED');
ALTER TABLE campaigns ADD COLUMN outcome campaign_outcome;
-- When the job settled it (its orders canceled and refunds enqueued, or its orders told they proceed).
ALTER TABLE campaigns ADD COLUMN settled_at timestamptz;
ALTER TABLE campaigns ADD CONSTRAINT campaigns_outcome_settled CHECK ((outcome IS NULL) = (settled_at IS NULL));
-- The periodic sweep reads only the campaigns still to settle.
CREATE INDEX campaigns_unsettled_idx ON campaigns (end_at) WHERE outcome IS NULL;
