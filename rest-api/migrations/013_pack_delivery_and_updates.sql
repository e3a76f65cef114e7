-- Issue 14 §3: every pack tells when it should ship, as a month (crowdfunded goods are made after
-- the campaign, so a backer needs the month, not a day). Stored as the first day of that month.
-- Packs seeded before this migration get the month three months after their campaign ends, the
-- delay the demo catalog uses by default, so that the column can be required from now on.
ALTER TABLE packs ADD COLUMN delivery_month date;
UPDATE packs p SET delivery_month = date_trunc('month', c.end_at + interval '3 months')::date
  FROM campaigns c WHERE c.campaign_id = p.campaign_id;
ALTER TABLE packs
  ALTER COLUMN delivery_month SET NOT NULL,
  ADD CONSTRAINT packs_delivery_month_first_day CHECK (extract(day FROM delivery_month) = 1);

-- A campaign's updates are its news, newest first.
CREATE INDEX news_campaign_idx ON news (campaign_id, published_at DESC) WHERE campaign_id IS NOT NULL;
