/**
 * Sample 13F set: quarterly holdings reports of thirty managers over the six newest quarters ending by the
 * as-of date, in the sample's stock listings. The holdings are synthetic (drawn deterministically from the
 * as-of date); the fourteen roster managers (`engine/institutions/roster.ts`) keep their real names and
 * CIKs so the super-investor read has something to show, and every other manager is named "Sample …" with
 * a CIK from 0099990001 up (no real filer's). CUSIPs are synthetic too (S and eight digits), linked to the
 * listings in `cusip_listings`. A real filing of a manager's quarter replaces its sample rows.
 *
 * Edge cases: a filing arrives 20 to 44 days after its quarter ends, so when the as-of date falls inside a
 * quarter's filing window only the filers that have filed by then are in it (its window is open); one
 * first-time filer (its first report is the newest quarter); one restatement (a RESTATEMENT amendment
 * replacing a manager's quarter before the newest); one combination report and one notice; and one
 * thousands-era filing (a 2022-09-30 report, filed before 2023-01-03, stored in dollars).
 */
import { addDays, type IsoDate } from '../../core/dates';
import { filingDeadline, previousQuarterEnd } from '../../engine/institutions/quarters';
import { SUPER_INVESTORS } from '../../engine/institutions/roster';
import { stageRows, type StagedRow } from '../ingest/importers/congress-store';
import { rebuildQuarters } from '../ingest/importers/thirteenf-quarters';
import type { WriteTx } from '../store';
import type { Provenance } from './append';
import type { FamilySample } from './family';
import { Random } from './random';

const QUARTERS = 6;
const SAMPLE_FILERS = 16;
const HOLDINGS_PER_FILER = { min: 8, max: 18 };

interface Manager {
  cik: string;
  name: string;
}

const MANAGERS: readonly Manager[] = [
  ...SUPER_INVESTORS.map((m) => ({ cik: m.cik, name: m.firmName })),
  ...Array.from({ length: SAMPLE_FILERS }, (_, i) => ({ cik: String(99_990_001 + i).padStart(10, '0'), name: `Sample ${['Harbor', 'Summit', 'Birch', 'Atlas', 'Cedar', 'Lumen', 'Orchard', 'Granite'][i % 8]} ${['Capital', 'Partners', 'Advisors', 'Asset Management'][i % 4]} ${i + 1}` })),
];

/** The first-time filer (files only for the newest quarter) and the managers of the other edge cases. */
const FIRST_TIMER = MANAGERS[MANAGERS.length - 1]!.cik;
const RESTATER = MANAGERS[MANAGERS.length - 2]!.cik;
const COMBINER = MANAGERS[MANAGERS.length - 3]!.cik;
const NOTICER = MANAGERS[MANAGERS.length - 4]!.cik;
const THOUSANDS_ERA = { cik: SUPER_INVESTORS[0]!.cik, quarter: '2022-09-30', filed: '2022-11-14' };

/** A synthetic CUSIP of the `i`th sample stock: S and eight digits (no real CUSIP starts so). */
const cusipOf = (i: number): string => `S${String(i + 1).padStart(8, '0')}`;

/** The newest quarter end on or before `date`. */
function quarterOnOrBefore(date: IsoDate): IsoDate {
  let quarter = previousQuarterEnd(`${Number(date.slice(0, 4)) + 1}-03-31`);
  while (quarter > date) quarter = previousQuarterEnd(quarter);
  return quarter;
}

const FILING_TYPES = {
  filing_id: 'VARCHAR', filer_cik: 'VARCHAR', filer_name: 'VARCHAR', report_date: 'DATE', filed_date: 'DATE', submission_type: 'VARCHAR', report_type: 'VARCHAR',
  amendment_no: 'INTEGER', amendment_type: 'VARCHAR', value_unit: 'VARCHAR', table_entry_total: 'INTEGER', table_value_total: 'DOUBLE', other_managers_count: 'INTEGER',
  content_sha256: 'VARCHAR',
};
const HOLDING_TYPES = {
  filing_id: 'VARCHAR', position: 'INTEGER', issuer_name: 'VARCHAR', title_of_class: 'VARCHAR', cusip: 'VARCHAR', value: 'DOUBLE', shares: 'DOUBLE', shares_type: 'VARCHAR',
  put_call: 'VARCHAR', investment_discretion: 'VARCHAR', voting_sole: 'DOUBLE', voting_shared: 'DOUBLE', voting_none: 'DOUBLE',
};

async function insert(tx: WriteTx, table: string, rows: readonly StagedRow[], types: Record<string, string>, p: Provenance): Promise<void> {
  if (rows.length === 0) return;
  await stageRows(tx, 'thirteenf_sample', rows, types);
  const columns = Object.keys(types).join(', ');
  await tx.run(`INSERT INTO ${table} (${columns}, source, source_file, captured_at) SELECT ${columns}, 'sample', NULL, CAST(? AS TIMESTAMP) FROM thirteenf_sample`, [p.capturedAt.toISOString()]);
  await tx.run('DROP TABLE thirteenf_sample');
}

interface Stock {
  ticker: string;
  name: string;
  price: number;
}

export const institutionsSample: FamilySample = {
  name: 'institutions',
  since: 22,
  load: async (tx, asOf: IsoDate, p) => {
    const listed = await tx.all<{ ticker: string; name: string; price: number | null }>(
      // A share priced in thousands (BRK-A) would swamp every portfolio it drifted into: left out.
      `SELECT ticker, name, price FROM (
         SELECT l.ticker, l.name, (SELECT close FROM prices WHERE ticker = l.ticker ORDER BY date DESC LIMIT 1) AS price
         FROM listings l WHERE l.mic IS NULL AND l.kind = 'Stock')
       WHERE price IS NULL OR price < 2000
       ORDER BY ticker LIMIT 40`,
    );
    const stocks: Stock[] = listed.map((l) => ({ ticker: l.ticker, name: l.name.toUpperCase(), price: l.price ?? 100 }));
    if (stocks.length === 0) return;
    await insert(tx, 'cusip_listings', stocks.map((s, i) => ({ cusip: cusipOf(i), ticker: s.ticker, issuer_name: s.name })), { cusip: 'VARCHAR', ticker: 'VARCHAR', issuer_name: 'VARCHAR' }, p);

    const newest = quarterOnOrBefore(asOf);
    const quarters: IsoDate[] = [newest];
    while (quarters.length < QUARTERS) quarters.push(previousQuarterEnd(quarters.at(-1)!));
    const filings: StagedRow[] = [];
    const holdings: StagedRow[] = [];
    const file = (m: Manager, quarter: IsoDate, filed: IsoDate, o: { type?: string; amendmentNo?: number; amendmentType?: string; unit?: string; scale?: number; id?: string }) => {
      const rng = new Random(`13f|${m.cik}|${quarter}|${o.id ?? ''}|${asOf}`);
      const stable = new Random(`13f|${m.cik}|${asOf}`);
      const reportType = o.type ?? 'HOLDINGS';
      const id = `sample:${m.cik}:${quarter}${o.id ?? ''}`;
      let total = 0;
      let count = 0;
      if (reportType !== 'NOTICE') {
        const size = stable.int(HOLDINGS_PER_FILER.min, HOLDINGS_PER_FILER.max);
        const start = stable.int(0, stocks.length - 1);
        for (let k = 0; k < size; k++) {
          // Mostly the same stocks each quarter (a drift of shares), now and then one dropped or swapped.
          if (rng.uniform() < 0.08) continue;
          const index = (start + k * 3 + (rng.uniform() < 0.06 ? 1 : 0)) % stocks.length;
          const stock = stocks[index]!;
          const shares = Math.round((1_000 + stable.int(0, 40) * 2_500) * (0.8 + rng.uniform() * 0.4) * (o.scale ?? 1));
          const value = Math.round(shares * stock.price);
          count++;
          total += value;
          holdings.push({
            filing_id: id, position: count, issuer_name: stock.name, title_of_class: 'COM', cusip: cusipOf(index), value, shares, shares_type: 'SH', put_call: null,
            investment_discretion: 'SOLE', voting_sole: shares, voting_shared: 0, voting_none: 0,
          });
        }
      }
      filings.push({
        filing_id: id, filer_cik: m.cik, filer_name: m.name, report_date: quarter, filed_date: filed,
        submission_type: `${reportType === 'NOTICE' ? '13F-NT' : '13F-HR'}${o.amendmentType === undefined ? '' : '/A'}`, report_type: reportType,
        amendment_no: o.amendmentNo ?? null, amendment_type: o.amendmentType ?? null, value_unit: o.unit ?? 'dollars', table_entry_total: count,
        table_value_total: total, other_managers_count: reportType === 'COMBINATION' ? 1 : 0, content_sha256: id,
      });
    };
    for (const m of MANAGERS) {
      for (const [at, quarter] of quarters.entries()) {
        if (m.cik === FIRST_TIMER && at > 0) continue;
        const filed = addDays(quarter, new Random(`13f-filed|${m.cik}|${quarter}`).int(20, 44));
        // A filing not yet made by the as-of date is not in the set: the quarter's window is still open.
        if (filed > asOf) continue;
        const type = m.cik === COMBINER && at === 0 ? 'COMBINATION' : m.cik === NOTICER && at === 1 ? 'NOTICE' : 'HOLDINGS';
        file(m, quarter, filed, { type });
        if (m.cik === RESTATER && at === 1 && filingDeadline(quarter) < asOf) {
          file(m, quarter, filingDeadline(quarter), { amendmentNo: 1, amendmentType: 'RESTATEMENT', scale: 0.5, id: ':restated' });
        }
      }
    }
    file({ cik: THOUSANDS_ERA.cik, name: SUPER_INVESTORS[0]!.firmName }, THOUSANDS_ERA.quarter, THOUSANDS_ERA.filed, { unit: 'thousands', id: '' });
    await insert(tx, 'thirteenf_filings', filings, FILING_TYPES, p);
    await insert(tx, 'thirteenf_holdings', holdings, HOLDING_TYPES, p);
    await rebuildQuarters(tx, "SELECT DISTINCT filer_cik, report_date FROM thirteenf_filings WHERE source = 'sample'");
  },
};
