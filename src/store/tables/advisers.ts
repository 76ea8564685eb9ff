/**
 * Capture table of the investment-adviser part of the funds family: one row per adviser (CRD) and monthly
 * bulk extract of the SEC's Form ADV data. Migration 12 (see `../schema.ts`); every capture row carries the
 * provenance columns. Several extracts of one adviser may be stored; the reads answer from the newest.
 */
import { PROVENANCE_COLUMNS } from './provenance';

export const ADVISER_TABLES = `
CREATE TABLE investment_advisers (
  crd BIGINT NOT NULL,              -- Organization CRD# (the adviser's registration number)
  as_of_date DATE NOT NULL,         -- date of the monthly bulk extract the row comes from
  sec_number VARCHAR,               -- SEC file number (801-…), as filed
  legal_name VARCHAR NOT NULL,
  primary_business_name VARCHAR,    -- the name the adviser does business under, as filed
  city VARCHAR,                     -- main office
  state VARCHAR,
  country VARCHAR,
  website VARCHAR,                  -- as filed, possibly a social-media page
  sec_status VARCHAR,               -- SEC Current Status, as filed (Approved, …)
  number_of_employees BIGINT,       -- Item 5A; null when not filed
  total_regulatory_aum DOUBLE,      -- Item 5F(2)(c), USD; null when not filed
  discretionary_aum DOUBLE,         -- Item 5F(2)(a)
  non_discretionary_aum DOUBLE,     -- Item 5F(2)(b)
  charges_percentage_of_aum BOOLEAN NOT NULL, -- Item 5E(1) … 5E(7): how the adviser is compensated
  charges_hourly BOOLEAN NOT NULL,
  charges_subscription BOOLEAN NOT NULL,
  charges_fixed BOOLEAN NOT NULL,
  charges_commissions BOOLEAN NOT NULL,
  charges_performance_based BOOLEAN NOT NULL,
  charges_other BOOLEAN NOT NULL,${PROVENANCE_COLUMNS}
);
`;
