import { PROVENANCE_COLUMNS } from './provenance';

/**
 * Capture tables of buyback and at-the-market (ATM) programs, both filled from records extracted from a
 * company's own filings elsewhere and ingested in fds's canonical JSON layouts (the XBRL repurchase figures
 * live in `company_facts`).
 *
 * `buyback_programs`: one repurchase authorization as a filing states it (key: ticker + announcement date
 * + authorized amount + as-of date + accession). A later filing restating the same program with a newer
 * remaining amount is a row of its own; readers take the newest as-of date.
 *
 * `atm_programs`: one statement of an at-the-market equity program (an equity distribution or sales
 * agreement) in one filing (key: ticker + establishment date + accession). Rows of one program share its
 * ticker and establishment date; readers take the newest sold-to-date figure and list every source.
 */
export const BUYBACK_TABLES = `
CREATE TABLE buyback_programs (
  ticker VARCHAR NOT NULL,          -- listing key: AAPL, BRK-B
  announced_date DATE,              -- the board's approval or announcement; null when the filing does not say
  authorized_amount DOUBLE NOT NULL,
  authorized_unit VARCHAR NOT NULL, -- USD | shares
  remaining_amount DOUBLE,          -- null: not disclosed (never zero for unknown)
  remaining_unit VARCHAR,           -- USD | shares; null with remaining_amount
  as_of_date DATE NOT NULL,         -- date the filing measures the figures at
  expires DATE,                     -- null: no expiry stated
  combined_equity BOOLEAN NOT NULL, -- the dollar authorization covers common and other equity together
  form VARCHAR NOT NULL,            -- 8-K, 10-Q, 10-K, …
  filed_date DATE NOT NULL,
  accession VARCHAR NOT NULL,
  url VARCHAR,${PROVENANCE_COLUMNS}
);

CREATE TABLE atm_programs (
  ticker VARCHAR NOT NULL,
  established_date DATE NOT NULL,   -- date of the sales / equity distribution agreement
  capacity_usd DOUBLE NOT NULL,     -- aggregate offering price the agreement allows
  sold_usd DOUBLE,                  -- gross proceeds sold under it to date; null when this filing does not say
  sold_as_of DATE,                  -- date the sold figure is measured at; null with sold_usd
  expiration_date DATE,             -- null: no expiry stated
  form VARCHAR NOT NULL,            -- 8-K, 10-Q, 10-K, 424B5, …
  filed_date DATE NOT NULL,
  accession VARCHAR NOT NULL,
  url VARCHAR,${PROVENANCE_COLUMNS}
);
`;
