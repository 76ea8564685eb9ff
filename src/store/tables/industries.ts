/**
 * A company's industry as SEC classifies it: the Standard Industrial Classification code and its title from
 * the company's EDGAR submissions document (`sic`, `sicDescription`), one row per CIK, the newest ingest
 * standing. Read by the stock profile's `industry`.
 */
import { PROVENANCE_COLUMNS } from './provenance';

export const INDUSTRY_TABLES = `
CREATE TABLE sec_industries (
  cik BIGINT PRIMARY KEY,
  sic INTEGER NOT NULL,             -- four digits: 3674
  sic_description VARCHAR,          -- as EDGAR writes it: Semiconductors & Related Devices${PROVENANCE_COLUMNS}
);
`;
