/**
 * The table of a company's supply chain: the company, its report, the counts and the overview above, then
 * one titled table per side, a company per row (its ticker under its name) with its largest stated share,
 * who states the relationship and the first statement's sentence, shortened to two lines (the whole
 * sentences and every statement are in --json). The dollar value shows from 100 columns.
 */
import { excerpt, excerptLines } from './excerpt';
import { fixed, text } from './format';
import type { Row } from './layout';
import { computed, isRecord, type RowList, type TableSpec } from './spec';

const SIDES = [
  ['customers', 'Customers'],
  ['suppliers', 'Suppliers'],
  ['competitors', 'Competitors'],
  ['partners', 'Partners'],
] as const;

/** Characters per line of a row's sentence, on at most two lines: with the other columns, 80 in all. */
const SAYS_WIDTH = 35;

const statementsOf = (row: Row): Row[] => (Array.isArray(row.statements) ? row.statements.filter(isRecord) : []);
const shareOf = (statement: Row): Row | null => (isRecord(statement.share) ? statement.share : null);

/** `19%`, `≥10%`, `14%*` (of receivables), `8%°` (of something else): the largest share stated for the company. */
function largestShare(row: Row): string {
  const shares = statementsOf(row).map(shareOf).filter((s): s is Row => s !== null && typeof s.percent === 'number');
  if (shares.length === 0) return '';
  const top = shares.reduce((a, b) => ((b.percent as number) > (a.percent as number) ? b : a));
  const mark = top.basis === 'Revenue' ? '' : top.basis === 'Receivables' ? '*' : '°';
  return `${top.percentFloor === true ? '≥' : ''}${fixed(top.percent, Number.isInteger(top.percent) ? 0 : 1)}%${mark}`;
}

/** Billions of dollars of the largest valued share: `24.8`, `≥13.1`. */
function value(row: Row): string {
  const values = statementsOf(row).map((s) => (isRecord(s.value) ? s.value : null)).filter((v): v is Row => v !== null && typeof v.amountUsd === 'number');
  if (values.length === 0) return '';
  const top = values.reduce((a, b) => ((b.amountUsd as number) > (a.amountUsd as number) ? b : a));
  return `${top.isFloor === true ? '≥' : ''}${fixed((top.amountUsd as number) / 1e9, 1)}`;
}

/** Who states it: `own` (this company's report), the other filer, or `both`. */
function statedBy(row: Row): string {
  const statements = statementsOf(row);
  const own = statements.some((s) => s.isOwnFiling === true);
  const other = statements.find((s) => s.isOwnFiling !== true);
  if (own && other !== undefined) return 'both';
  return own ? 'own' : text(other?.statedBy);
}

/** The first statement's sentence, its part about the company in view, on up to two lines. */
function says(row: Row): string {
  const first = statementsOf(row)[0];
  if (first === undefined) return '';
  const anchor = first.isOwnFiling === true && typeof row.name === 'string' ? row.name : null;
  return excerptLines(text(first.quote), anchor, SAYS_WIDTH, 2).join('\n');
}

/** A company's name, shortened to fit beside its sentence, and its ticker under it when it is listed. */
const company = (row: Row): string => [excerpt(text(row.name), null, 24), ...(typeof row.ticker === 'string' ? [row.ticker] : [])].join('\n');

function namedShare(share: unknown, what: string): string | null {
  if (!isRecord(share) || typeof share.percent !== 'number') return null;
  const who = typeof share.name === 'string' ? `${share.name}${typeof share.ticker === 'string' ? ` (${share.ticker})` : ''}, ` : '';
  const period = typeof share.period === 'string' ? ` (${share.period})` : '';
  return `${what}: ${who}${share.isFloor === true ? 'at least ' : ''}${fixed(share.percent, 1)}%${period}.`;
}

function above(body: Row): string[] {
  const name = typeof body.companyName === 'string' ? ` · ${body.companyName}` : '';
  const report = isRecord(body.annualReport)
    ? `own report: ${text(body.annualReport.form)}${typeof body.annualReport.filedDate === 'string' ? ` filed ${body.annualReport.filedDate}` : ''}`
    : 'no annual report of its own read yet';
  const counts = isRecord(body.counts) ? body.counts : {};
  const lines = [`${text(body.ticker)}${name} · ${report}`, SIDES.map(([side, title]) => `${title} ${text(counts[side])}`).join(' · ')];
  const overview = isRecord(body.overview) ? body.overview : {};
  if (typeof overview.namedCustomerShare === 'number') {
    const floor = overview.namedCustomerShareIsFloor === true ? 'at least ' : '';
    const period = typeof overview.namedCustomerPeriod === 'string' ? ` (${overview.namedCustomerPeriod})` : '';
    lines.push(`Named customers bring ${floor}${fixed(overview.namedCustomerShare, 1)}% of revenue: ${text(overview.namedCustomerCount)} customers${period}.`);
  }
  lines.push(...[namedShare(overview.largestCustomer, 'Largest customer'), namedShare(overview.mostReliantSupplier, 'Most reliant supplier (of its own revenue)')].filter((l): l is string => l !== null));
  if (body.namedOnlyByOthers === true) lines.push("Listed only outside the US: everything here comes from other companies' reports.");
  if (body.locked === true) {
    lines.push(`Companies are not named on this plan, only counts and shares.${typeof body.upgradeUrl === 'string' ? ` Upgrade: ${body.upgradeUrl}` : ''}`);
  }
  return lines;
}

function lists(body: Row): RowList[] {
  if (body.locked === true) return [];
  const counts = isRecord(body.counts) ? body.counts : {};
  return SIDES.map(([side, title]) => {
    const rows = Array.isArray(body[side]) ? (body[side] as unknown[]).filter(isRecord) : [];
    const all = typeof counts[side] === 'number' ? counts[side] : rows.length;
    return { title: rows.length === all ? title : `${title} (${rows.length} of ${all} shown)`, rows };
  });
}

function below(body: Row): string[] {
  const counts = isRecord(body.counts) ? Object.values(body.counts) : [];
  if (counts.every((n) => n === 0)) {
    return ['Nothing is read for this company yet: no report of its own, and no report read names it. Filings are read largest companies first, so this is not evidence that it has no customers or suppliers.'];
  }
  if (body.locked === true) return [];
  return ['Share: the largest stated; ≥ a floor (10% or more), * of receivables, ° of something else (purchases). Value $B: that share of the filer\'s revenue. By: who states it. Every sentence in full, values and sources: --json.'];
}

export const supplyChainTable: TableSpec = {
  rows: 'customers',
  lists,
  columns: [
    computed('name', 'Company', 1, company, 'left'),
    computed('share', 'Share', 1, largestShare),
    computed('value', 'Value $B', 3, value),
    computed('statedBy', 'By', 1, statedBy, 'left'),
    computed('statements', 'Says', 1, says, 'left'),
  ],
  above,
  below,
  says: ['ticker', 'companyName', 'annualReport', 'namedOnlyByOthers', 'locked', 'upgradeUrl', 'counts', 'overview', 'suppliers', 'competitors', 'partners'],
};
