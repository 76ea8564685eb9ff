/** The reading code of the `sec-filing` importer (what it reads in `./sec-filing.ts`). */
import { readFile } from 'node:fs/promises';
import { edgarFilingUrl } from '../../../engine/buybacks/rules';
import { extractPrograms } from '../../../engine/buybacks/extract-programs';
import type { Sql } from '../../store';
import { fileProblem } from '../problems';
import type { Importer } from './importer';
import { storeAtmRecords, storeBuybackRecords, storedAtmRecords, storedBuybackRecords, type AtmRecord, type BuybackRecord } from './program-store';
import { readProgramFiling } from './sec-filing-identity';
import { filerTicker } from './supply-chain-names';

/** The `source` of the rows this importer writes: a re-ingest of a filing replaces only these. */
const SOURCE = 'sec-filing';

/** The records, as text that is equal for equal records whatever their order. */
const canonical = (records: readonly object[]): string =>
  JSON.stringify(records.map((r) => JSON.stringify(r, Object.keys(r).sort())).sort());

/** True when what this importer stored from the filing before is exactly `buybacks` and `atm`. */
async function sameReading(sql: Sql, accession: string, buybacks: readonly BuybackRecord[], atm: readonly AtmRecord[]): Promise<boolean> {
  return canonical(await storedBuybackRecords(sql, accession, SOURCE)) === canonical(buybacks)
    && canonical(await storedAtmRecords(sql, accession, SOURCE)) === canonical(atm);
}

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const filing = readProgramFiling(file, await readFile(file, 'utf8'));
  const ticker = await filerTicker(tx, filing.cik, filing.tradingSymbols);
  if (ticker === null) throw fileProblem(file, `is filed by CIK ${filing.cik}, which SEC's ticker links in the store give no ticker: ingest company_tickers.json first (fds ingest sec-tickers)`);
  const source = { ticker, form: filing.form, filedDate: filing.filedDate, accession: filing.accession, url: edgarFilingUrl(filing.cik, filing.accession) };
  const programs = extractPrograms(filing.document);
  const buybacks: BuybackRecord[] = programs.buybacks.map((p) => ({
    ...source,
    announcedDate: p.announcedDate,
    authorizedAmount: p.authorizedAmount,
    authorizedUnit: p.authorizedUnit,
    remainingAuthorizedAmount: p.remainingAmount,
    remainingAuthorizedUnit: p.remainingUnit,
    // Figures no sentence dates are as of the filing.
    asOfDate: p.asOfDate ?? filing.filedDate,
    expires: p.expires,
    dollarsAreCombinedEquity: p.combinedEquity,
  }));
  const atm: AtmRecord[] = programs.atm.map((p) => ({
    ...source,
    establishedDate: p.establishedDate,
    capacityUsd: p.capacityUsd,
    cumulativeSoldUsd: p.soldUsd,
    soldAsOf: p.soldAsOf,
    expirationDate: p.expirationDate,
  }));
  // A filing read before with a different reading (an earlier extractor) is replaced whole; the same
  // reading again changes nothing.
  if (!(await sameReading(tx, filing.accession, buybacks, atm))) {
    for (const table of ['buyback_programs', 'atm_programs']) await tx.run(`DELETE FROM ${table} WHERE accession = ? AND source = ?`, [filing.accession, SOURCE]);
  }
  const storedBuybacks = await storeBuybackRecords(tx, buybacks, SOURCE, provenance);
  const storedAtm = await storeAtmRecords(tx, atm, SOURCE, provenance);
  return {
    format: filing.format,
    rowsRead: buybacks.length + atm.length,
    rowsAdded: storedBuybacks.added + storedAtm.added,
    replaced: [...storedBuybacks.replaced, ...storedAtm.replaced],
  };
};
