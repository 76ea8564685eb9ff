/**
 * The reading code of the `sec-nport-p` importer (layout in `./sec-nport-p.ts`): streams the filing,
 * checks each investment as it closes and stages it in batches (one bound JSON value per batch), then
 * checks the report's own elements and writes the report and its holdings set-based. Loaded only when
 * such a file is ingested.
 */
import { replaceSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import { fileProblem, fileProblems, LISTED_PROBLEMS, type FileIssue } from '../problems';
import { fundNumber } from './csv-records';
import type { Importer } from './importer';
import { nportInvestment, nportReportDate, nportSubmissionType, textBelow, type NportInvestment } from './nport';
import { child, streamXmlFile, type XmlElement } from './xml';

const STAGED = 'nport_holdings_staged';
/** Investments held in memory before they are written to the staging table. */
const BATCH = 2_000;
const SERIES_ID = /^S\d{9}$/;

const ROW_TYPE = JSON.stringify([
  {
    position: 'INTEGER', name: 'VARCHAR', title: 'VARCHAR', lei: 'VARCHAR', cusip: 'VARCHAR', isin: 'VARCHAR', ticker: 'VARCHAR',
    balance: 'DOUBLE', units: 'VARCHAR', currency: 'VARCHAR', valueUsd: 'DOUBLE', percent: 'DOUBLE', payoffProfile: 'VARCHAR',
    assetCategory: 'VARCHAR', country: 'VARCHAR',
  },
]);

/** An identifier as filed, null for the form's N/A placeholders and runs of zeros. */
const identifier = (raw: string | null): string | null => (raw === null || /^(N\/?A|0+)$/i.test(raw) ? null : raw.toUpperCase());

interface StagedRow {
  position: number;
  name: string;
  title: string | null;
  lei: string | null;
  cusip: string | null;
  isin: string | null;
  ticker: string | null;
  balance: number | null;
  units: string | null;
  currency: string | null;
  valueUsd: number | null;
  percent: number | null;
  payoffProfile: string | null;
  assetCategory: string | null;
  country: string | null;
}

/** Checks one investment, recording its problems, and returns its stored row. */
function rowOf(position: number, investment: NportInvestment, issues: FileIssue[]): StagedRow {
  const number = (element: string, raw: string | null): number | null => {
    if (raw === null) return null;
    const value = fundNumber(raw);
    if (value === null) issues.push({ line: investment.line, column: element, value: raw, problem: 'is not a number' });
    return value;
  };
  const name = investment.name ?? investment.title;
  if (name === null) issues.push({ line: investment.line, column: 'name', value: null, problem: 'is empty: every investment names its issuer' });
  return {
    position, name: name ?? '', title: investment.title, lei: identifier(investment.lei), cusip: identifier(investment.cusip), isin: identifier(investment.isin),
    ticker: identifier(investment.ticker), balance: number('balance', investment.balance), units: investment.units, currency: investment.currency,
    valueUsd: number('valUSD', investment.valueUsd), percent: number('pctVal', investment.pctVal), payoffProfile: investment.payoffProfile,
    assetCategory: investment.assetCategory?.toUpperCase() ?? null, country: investment.country,
  };
}

interface Report {
  seriesId: string;
  reportDate: string;
  reportEnd: string | null;
  seriesName: string;
  registrantName: string;
  registrantCik: string | null;
  submissionType: string;
  totalAssets: number | null;
  netAssets: number | null;
}

/** The report's own elements, or the refusal naming the element that is missing or wrong. */
function reportOf(file: string, root: XmlElement): Report {
  const submissionType = nportSubmissionType(file, root);
  const genInfo = child(root, 'formData', 'genInfo');
  const required = (element: string): string => {
    const value = textBelow(genInfo, element);
    if (value === null) throw fileProblem(file, `has no <${element}> in genInfo`);
    return value;
  };
  const seriesId = required('seriesId');
  if (!SERIES_ID.test(seriesId)) throw fileProblem(file, `has <seriesId> "${seriesId}", not an SEC series id (S and nine digits)`);
  const amount = (element: string): number | null => {
    const raw = textBelow(child(root, 'formData', 'fundInfo'), element);
    if (raw === null) return null;
    const value = fundNumber(raw);
    if (value === null) throw fileProblem(file, `has <${element}> "${raw}", not a number`);
    return value;
  };
  const end = textBelow(genInfo, 'repPdEnd');
  return {
    seriesId, reportDate: nportReportDate(file, root), reportEnd: end !== null && /^\d{4}-\d{2}-\d{2}$/.test(end) ? end : null,
    seriesName: required('seriesName'), registrantName: required('regName'), registrantCik: textBelow(genInfo, 'regCik'), submissionType,
    totalAssets: amount('totAssets'), netAssets: amount('netAssets'),
  };
}

async function flush(tx: WriteTx, rows: StagedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const batch = rows.splice(0, rows.length);
  await tx.run(
    `INSERT INTO ${STAGED} SELECT r.* FROM (SELECT unnest(from_json(CAST(? AS JSON), '${ROW_TYPE}'), recursive := true)) AS r`,
    [JSON.stringify(batch)],
  );
}

/** SQL: one text summing up a set of holding rows (their count and an order-independent digest). */
const digest = (from: string): string =>
  `SELECT count(*) || ':' || coalesce(sum(CAST(hash(position, name, title, lei, cusip, isin, ticker, balance, units, currency, value_usd,
          percent_of_net_assets, payoff_profile, asset_category, country) AS HUGEINT)), 0) FROM ${from}`;

/** The staged report's figures and holdings equal the stored report of its key (the same filing again). */
async function sameAsStored(tx: WriteTx, report: Report): Promise<boolean> {
  const row = await tx.one<{ same: boolean }>(
    `SELECT (r.net_assets IS NOT DISTINCT FROM CAST(? AS DOUBLE) AND r.total_assets IS NOT DISTINCT FROM CAST(? AS DOUBLE)
             AND r.series_name = ? AND r.registrant_name = ? AND r.submission_type = ?
             AND (${digest('fund_holdings WHERE series_id = r.series_id AND report_period_date = r.report_period_date')}) = (${digest(STAGED)})) AS same
     FROM fund_reports r WHERE r.series_id = ? AND r.report_period_date = CAST(? AS DATE)`,
    [report.netAssets, report.totalAssets, report.seriesName, report.registrantName, report.submissionType, report.seriesId, report.reportDate],
  );
  return row?.same === true;
}

export const load: Importer['load'] = async (input) => {
  const { tx, file, provenance } = input;
  const issues: FileIssue[] = [];
  let issueCount = 0;
  const pending: StagedRow[] = [];
  let investments = 0;
  await tx.run(
    `CREATE OR REPLACE TEMP TABLE ${STAGED} (position INTEGER, name VARCHAR, title VARCHAR, lei VARCHAR, cusip VARCHAR, isin VARCHAR, ticker VARCHAR,
       balance DOUBLE, units VARCHAR, currency VARCHAR, value_usd DOUBLE, percent_of_net_assets DOUBLE, payoff_profile VARCHAR, asset_category VARCHAR,
       country VARCHAR)`,
  );
  try {
    const root = await streamXmlFile(
      file,
      'invstOrSec',
      (entry) => {
        investments++;
        const found: FileIssue[] = [];
        const row = rowOf(investments, nportInvestment(entry), found);
        issueCount += found.length;
        if (issues.length < LISTED_PROBLEMS) issues.push(...found.slice(0, LISTED_PROBLEMS - issues.length));
        if (issueCount === 0) pending.push(row);
      },
      async () => {
        if (pending.length >= BATCH) await flush(tx, pending);
      },
    );
    const report = reportOf(file, root);
    if (issueCount > 0) throw fileProblems(file, issues, issueCount);
    await flush(tx, pending);
    if (await sameAsStored(tx, report)) return { format: 'xml', rowsRead: investments + 1, rowsAdded: 0, replaced: [] };
    const replaced = await replaceSample(tx, 'fund-series', 'SELECT CAST(? AS VARCHAR) AS key', [report.seriesId]);
    const key = [report.seriesId, report.reportDate];
    await tx.run('DELETE FROM fund_holdings WHERE series_id = ? AND report_period_date = CAST(? AS DATE)', key);
    await tx.run('DELETE FROM fund_reports WHERE series_id = ? AND report_period_date = CAST(? AS DATE)', key);
    await tx.run(
      `INSERT INTO fund_reports VALUES (?, CAST(? AS DATE), CAST(? AS DATE), ?, ?, ?, ?, ?, ?, ?, 'ingest', ?, CAST(? AS TIMESTAMP))`,
      [
        report.seriesId, report.reportDate, report.reportEnd, report.seriesName, report.registrantName, report.registrantCik, report.submissionType,
        report.totalAssets, report.netAssets, investments, provenance.file, provenance.capturedAt,
      ],
    );
    const holdings = await tx.run(
      `INSERT INTO fund_holdings
       SELECT ?, CAST(? AS DATE), s.*, 'ingest', ?, CAST(? AS TIMESTAMP) FROM ${STAGED} s ORDER BY s.position`,
      [report.seriesId, report.reportDate, provenance.file, provenance.capturedAt],
    );
    return { format: 'xml', rowsRead: investments + 1, rowsAdded: holdings + 1, replaced };
  } finally {
    await tx.run(`DROP TABLE IF EXISTS ${STAGED}`);
  }
};
