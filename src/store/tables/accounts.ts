/**
 * Tables of organizations, their member accounts (seats) and organization keys. Part of migration 4 (see
 * `../schema.ts`).
 *
 * An organization key is a row of `api_keys` whose `organization_id` is set and whose `account_id` is
 * null: it belongs to the organization, owns nothing, and takes the organization's plan. Exactly one of
 * the two columns is set on every key; the keys engine is the only writer and keeps it so (DuckDB cannot
 * add a CHECK constraint to an existing table).
 */
export const ACCOUNT_TABLES = `
CREATE TABLE organizations (
  id VARCHAR PRIMARY KEY,           -- uuid
  name VARCHAR NOT NULL UNIQUE,
  plan VARCHAR NOT NULL,            -- free | plus | pro: the plan of the organization's keys
  created_at TIMESTAMP NOT NULL
);

CREATE TABLE organization_members (
  organization_id VARCHAR NOT NULL,
  account_id VARCHAR NOT NULL,      -- an account holding a seat; 'local' for the local CLI's owner
  added_at TIMESTAMP NOT NULL,
  PRIMARY KEY (organization_id, account_id)
);

ALTER TABLE api_keys ADD COLUMN organization_id VARCHAR;
ALTER TABLE api_keys ALTER COLUMN account_id DROP NOT NULL;
`;
