/**
 * The sample's industry classifications: SEC's SIC code and title of four sample companies, under their
 * real CIKs (the sample's ticker links use them), with the classification EDGAR gives those companies, so
 * a profile shows what a real submissions document would bring. Synthetic like the rest of the sample (the
 * answer says so); the other companies have none until a submissions file is ingested.
 */
import type { FamilySample } from './family';

const INDUSTRIES: readonly { cik: number; sic: number; title: string }[] = [
  { cik: 320193, sic: 3571, title: 'Electronic Computers' }, // AAPL
  { cik: 789019, sic: 7372, title: 'Services-Prepackaged Software' }, // MSFT
  { cik: 1318605, sic: 3711, title: 'Motor Vehicles & Passenger Car Bodies' }, // TSLA
  { cik: 19617, sic: 6021, title: 'National Commercial Banks' }, // JPM
];

export const industriesSample: FamilySample = {
  name: 'industries',
  since: 23,
  load: async (tx, _asOf, p) => {
    await tx.run(
      `INSERT INTO sec_industries
       SELECT r.cik, r.sic, r.title, 'sample', NULL, CAST(? AS TIMESTAMP)
       FROM (SELECT unnest(from_json(CAST(? AS JSON), '[{"cik":"BIGINT","sic":"INTEGER","title":"VARCHAR"}]')) AS r)`,
      [p.capturedAt.toISOString(), JSON.stringify(INDUSTRIES)],
    );
  },
};
