/**
 * Tables of the modelled short-selling answers: the short-interest forecast (one row: the estimate with
 * its likely range and confidence, and the note that it is an estimate under it) and the squeeze scores
 * (the settlement and the universe above; fractions shown as percentages with `%` in the header).
 */
import { count, fixed, fractionAsPercent, MISSING, signed, text } from './format';
import type { Row } from './layout';
import { column, computed, countColumn, fixedColumn, SELF, textColumn, type TableSpec } from './spec';

/** `184,181,394–246,678,596`: the likely range. */
const range = (row: Row): string =>
  typeof row.likelyRangeLow === 'number' && typeof row.likelyRangeHigh === 'number' ? `${count(row.likelyRangeLow)}–${count(row.likelyRangeHigh)}` : MISSING;

export const shortInterestForecast: TableSpec = {
  rows: SELF,
  columns: [
    textColumn('ticker', 'Ticker', 1),
    textColumn('settlementDate', 'Settlement', 1),
    computed('likelyRange', 'Likely range', 1, range),
    textColumn('confidence', 'Confidence', 1),
    countColumn('estimatedShortPosition', 'Estimate', 2),
    column('estimatedChangePercent', 'Chg %', 1, (v) => signed(v, 2)),
    countColumn('previousReportedPosition', 'Reported', 3),
    textColumn('previousSettlementDate', 'Reported at', 3),
    textColumn('publicationDate', 'Published', 4),
    textColumn('asOfDate', 'As of', 5),
  ],
  below: (body) => [text(body.note)],
  says: [],
};

/** A fraction as a signed percentage: `+12.3`. */
const signedPercent = (decimals: number) => (value: unknown): string => (typeof value === 'number' ? signed(value * 100, decimals) : MISSING);

/** The catalyst flags set, as letters: P price spike, V volume surge, E earnings call. */
function catalysts(row: Row): string {
  const letters = [row.hasPriceSpikeCatalyst === true ? 'P' : '', row.hasVolumeSurgeCatalyst === true ? 'V' : '', row.hasEarningsProximityCatalyst === true ? 'E' : ''].join('');
  return letters === '' ? MISSING : letters;
}

function squeezeAbove(body: Row): string[] {
  if (body.settlementDate === null) return ['The store holds no short-interest settlement published by today: no stock is scored.'];
  const scope = typeof body.rank === 'number'
    ? `rank ${count(body.rank)} of ${count(body.scoredCount)} stocks scored`
    : `${count(body.scoredCount)} stocks scored, ${count(body.total)} after the floors (ranks are the universe's)`;
  return [`Short-squeeze pressure at the ${text(body.settlementDate)} short-interest settlement: ${scope}.`];
}

export const squeezeScores: TableSpec = {
  rows: 'data',
  columns: [
    countColumn('rank', 'Rank', 1),
    textColumn('ticker', 'Ticker', 1),
    fixedColumn('score', 'Score', 1, 2),
    column('shortInterestPercentOfShares', 'SI %', 1, (v) => fractionAsPercent(v, 2)),
    fixedColumn('daysToCover', 'DTC', 2, 2),
    computed('catalysts', 'Cat.', 2, catalysts, 'left'),
    column('shortInterestChangePercent', 'SI chg %', 3, signedPercent(1)),
    column('shortVolumeShareTrend', 'SV trend', 3, signedPercent(2)),
    column('priceAboveVwap', 'vs VWAP %', 4, signedPercent(1)),
    column('failsToDeliverPercentOfShares', 'FTD %', 5, (v) => fractionAsPercent(v, 4)),
    fixedColumn('baseScore', 'Base', 5, 2),
    column('marketCapitalization', 'Mkt cap $B', 6, (v) => (typeof v === 'number' ? fixed(v / 1e9, 1) : MISSING)),
    column('averageDailyDollarVolume', '$ vol $M', 6, (v) => (typeof v === 'number' ? fixed(v / 1e6, 1) : MISSING)),
  ],
  above: squeezeAbove,
  below: (_body, rows) => (rows.length === 0
    ? []
    : ['SI %: short interest as a share of shares outstanding; SV trend: change of the short-volume share, in points. '
      + 'Cat.: catalysts (P price spike, V volume surge; earnings dates are not in the store yet), 10 points each, at most 20.']),
  says: ['settlementDate', 'scoredCount', 'total', 'rank'],
};
