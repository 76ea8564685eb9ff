/** The `supply-chain-statements` importer: fds's canonical JSON of statements extracted from annual reports elsewhere. */
import { describe, expect, it } from 'vitest';
import { expectRefused, fixture, importerSuite, snapshot } from '../fixtures/ingest/helpers';
import type { SampleFixture } from '../support/store';

let fx: SampleFixture;
const { files, ingest } = importerSuite('supply-chain-statements', (opened) => (fx = opened));

const statement = (fields: Record<string, unknown> = {}) => ({
  filerCik: 1999003, filerName: 'Example Parts Inc.', filerTicker: null, form: '10-K', periodEnd: '2025-12-31', fiscalYear: 2025, filedDate: '2026-02-27',
  accession: '0001999003-26-000004', filingUrl: null, side: 'suppliers', counterparty: 'Sample Castings Ltd.', counterpartyTicker: null, role: 'sole supplier',
  quote: 'Sample Castings Ltd. is our sole supplier of housings.', percent: null, percentFloor: null, basis: null, period: null, ...fields,
});
const doc = (statements: unknown[]) => JSON.stringify({ statements });

describe('supply-chain-statements', () => {
  it('stores each report with its statements; unnamed counterparties are read and not stored', async () => {
    expect(await ingest(fixture('supply-chain-statements.json'))).toMatchObject({ format: 'json', rowsRead: 3, rowsAdded: 2 });
    expect(await fx.store.one('SELECT cik, ticker, name, accession, filing_url AS url, statement_count AS n FROM annual_reports')).toEqual({
      cik: 1999001, ticker: null, name: 'Example Components Inc.', accession: '0001999001-26-000007',
      // No filingUrl given: the filing's EDGAR folder.
      url: 'https://www.sec.gov/Archives/edgar/data/1999001/000199900126000007/', n: 2,
    });
    expect(await fx.store.all('SELECT counterparty, counterparty_ticker AS ticker FROM supply_chain_statements ORDER BY position')).toEqual([
      { counterparty: 'NVIDIA Corporation', ticker: null },
      { counterparty: 'Broadcom Inc.', ticker: 'AVGO' },
    ]);
  });

  it('re-ingesting the same file changes nothing; a report in a new file replaces its statements', async () => {
    const file = files.write('s.json', doc([statement(), statement({ counterparty: 'Other Metals Co.', quote: 'We rely on Other Metals Co. to supply alloys.', role: 'supplier' })]));
    expect(await ingest(file)).toMatchObject({ rowsAdded: 2 });
    const before = await snapshot(fx.store);
    expect(await ingest(file)).toMatchObject({ rowsAdded: 0 });
    expect({ ...(await snapshot(fx.store)), ingest_files: null }).toEqual({ ...before, ingest_files: null });
    expect(await ingest(files.write('t.json', doc([statement()])))).toMatchObject({ rowsAdded: 1 });
    expect(await fx.store.all('SELECT counterparty FROM supply_chain_statements')).toEqual([{ counterparty: 'Sample Castings Ltd.' }]);
  });

  it('refuses bad values naming each by its place, and leaves the store unchanged', async () => {
    const file = files.write('bad.json', doc([
      statement({ side: 'vendors', filerCik: 'x' }),
      statement({ percent: 120, percentFloor: false }),
      statement({ percent: 12 }),
      statement({ basis: 'Revenue' }),
      statement({ accession: '12-3', filedDate: '2026-02-30' }),
      'x',
    ]));
    const before = await snapshot(fx.store);
    await expectRefused(ingest(file), [
      'statements[0].side: "vendors" is not one of customers, suppliers, competitors, partners',
      'statements[0].filerCik: "x" is not a CIK',
      'statements[1].percent: "120" is not a percent above 0 and at most 100',
      'statements[2].percentFloor',
      'statements[4].accession: "12-3" is not an accession number',
      'statements[4].filedDate: "2026-02-30" is not a date',
      'statements[5]: "x" is not an object',
    ]);
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('refuses a share part without its percent, and one report told two ways', async () => {
    await expectRefused(ingest(files.write('basis.json', doc([statement({ basis: 'Revenue' })]))), ['statements[0].basis: "Revenue" must be null when percent is']);
    await expectRefused(ingest(files.write('two.json', doc([statement(), statement({ filedDate: '2026-03-01' })]))), [
      'statements[1].filedDate: "2026-03-01" differs from statements[0] of the same report',
    ]);
  });

  it('refuses a document without a statements array', async () => {
    await expectRefused(ingest(files.write('no.json', JSON.stringify([statement()]))), ['is not a supply-chain statement document: it needs a statements array']);
  });
});
