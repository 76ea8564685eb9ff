/**
 * Capture tables of economic data: observations of the tracked FRED series and the release calendar. The
 * series themselves (titles, units, categories) are curated reference data in `data/fred-series.json`,
 * not captures. Part of migration 3 (see `../schema.ts`); every capture row carries the provenance columns.
 */
import { PROVENANCE_COLUMNS } from './provenance';

export const FRED_TABLES = `
CREATE TABLE fred_observations (
  series_id VARCHAR NOT NULL,       -- tracked FRED series id, upper case (DGS10)
  date DATE NOT NULL,               -- observation date as FRED gives it (period start for monthly and longer)
  value DOUBLE NOT NULL,            -- FRED's missing value '.' is never stored: that date has no observation${PROVENANCE_COLUMNS}
);

CREATE TABLE fred_release_dates (
  date DATE NOT NULL,               -- scheduled publication date
  release VARCHAR NOT NULL,         -- release name (Employment Situation, H.15 Selected Interest Rates, …)
  importance VARCHAR NOT NULL,      -- High | Medium | Low
  series VARCHAR[] NOT NULL,        -- tracked series ids the release updates${PROVENANCE_COLUMNS}
);
`;
