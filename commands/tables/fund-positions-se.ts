/**
 * The table of Swedish fund positions: the source, quarter and capture said above (and, without rows, why
 * that is not a zero), one row per reported position, largest market value first.
 */
import { count, fixed, text } from './format';
import type { Row } from './layout';
import { column, countColumn, textColumn, type TableSpec } from './spec';

/** Why an answer without rows says nothing about fund holdings, by coverage status. */
const WHY_EMPTY: Readonly<Record<string, string>> = {
  unresolved_security: "The listing's ISIN is not verified, so nothing can be matched to it.",
  not_captured: 'That quarter of Finansinspektionen\'s fund holdings is not captured.',
  no_matching_positions: 'No captured fund report of the quarter lists this ISIN.',
};

const NOT_ZERO = 'This does not mean no Swedish fund holds it.';

function above(body: Row): string[] {
  const quarter = typeof body.periodEnd === 'string' ? `quarter ending ${body.periodEnd}` : 'no quarter captured';
  const checked = typeof body.checkedAt === 'string' ? `; last captured ${body.checkedAt}` : '';
  const stale = body.isStale === true ? ' The capture is stale: a newer quarter is due from Finansinspektionen.' : '';
  const lines = [`${text(body.source)} · ISIN ${text(body.isin)} · ${quarter}${checked}.${stale}`];
  const why = WHY_EMPTY[text(body.coverageStatus)];
  lines.push(why === undefined ? `${count(body.totalPositions)} reported positions.` : `${why} ${NOT_ZERO}`);
  return lines;
}

export const swedishFundPositions: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('fundName', 'Fund', 1),
    countColumn('marketValueSek', 'Value SEK', 1),
    column('percentOfFundAssets', '% fund', 1, (value) => fixed(value, 2)),
    countColumn('quantity', 'Quantity', 2),
    textColumn('fundInstituteNumber', 'Inst. no.', 3),
    column('sourceRow', 'Row', 4, (value) => (typeof value === 'object' && value !== null ? text((value as Row).rowNumber) : text(value))),
    textColumn('managementCompany', 'Company', 5),
  ],
  above,
  below: (body) =>
    text(body.coverageStatus) === 'available'
      ? ["Value SEK is in SEK whatever the instrument's currency; % fund is the position's weight in the fund, not a share of the company. Each reported row is its own row. Not comprehensive ownership."]
      : [],
  says: ['source', 'sourceName', 'sourceUrl', 'coverage', 'coverageStatus', 'isin', 'periodEnd', 'latestCapturedPeriodEnd', 'checkedAt', 'isStale', 'totalPositions'],
};
