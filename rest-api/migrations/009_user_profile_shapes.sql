-- A profile section must have the contract's required field: a section stored without it made
-- every later read of the user fail (issue 12: a text/plain body reached the handler unvalidated).
-- Sections written so before this migration are cleared; from now on the database refuses them,
-- whatever route writes.
UPDATE users SET identity = NULL
  WHERE identity IS NOT NULL AND jsonb_typeof(identity -> 'first_name') IS DISTINCT FROM 'string';
UPDATE users SET pro = NULL
  WHERE pro IS NOT NULL AND jsonb_typeof(pro -> 'company_name') IS DISTINCT FROM 'string';
UPDATE users SET contact = NULL WHERE contact IS NOT NULL AND jsonb_typeof(contact) <> 'object';

ALTER TABLE users
  ADD CONSTRAINT users_identity_shape
    CHECK (identity IS NULL OR jsonb_typeof(identity -> 'first_name') IS NOT DISTINCT FROM 'string'),
  ADD CONSTRAINT users_pro_shape
    CHECK (pro IS NULL OR jsonb_typeof(pro -> 'company_name') IS NOT DISTINCT FROM 'string'),
  ADD CONSTRAINT users_contact_shape
    CHECK (contact IS NULL OR jsonb_typeof(contact) = 'object');
