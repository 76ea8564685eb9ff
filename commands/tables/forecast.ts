/**
 * The table of an index forecast: the snapshot's context above (index, kind, session, revision, how many
 * rows each bucket holds), then each bucket as a titled table of the same columns. A row's verdict is the
 * rules it fails or could not be measured on; its full scorecard, and the documents the rules and the
 * probabilities come from, are in --json.
 */
import { count, fixed, fractionAsPercent, text, yesNo } from './format';
import { indexTitle } from './indexes';
import type { Row } from './layout';
import { column, computed, isRecord, textColumn, type RowList, type TableSpec } from './spec';

/** The buckets in the order a reader weighs them, with their titles. */
const BUCKETS = [
  ['likelyJoins', 'Likely joins'],
  ['eligible', 'Eligible non-members'],
  ['atRiskMembers', 'At-risk members'],
  ['likelyExits', 'Likely exits'],
  ['memberExits', 'Member exits'],
] as const;

const bucketOf = (body: Row, name: string): Row => (isRecord(body.buckets) && isRecord(body.buckets[name]) ? body.buckets[name] : {});

const rowsOf = (bucket: Row): Row[] => (Array.isArray(bucket.rows) ? bucket.rows.filter(isRecord) : []);

/** At most this many failed rules are named in a verdict; the rest are counted, so the column stays narrow. */
const NAMED_FAILURES = 2;

/** `fails Liquidity`, `fails A, B +1`, `3 not measured`, or `passes`: the row's scorecard in a few words. */
function verdict(row: Row): string {
  const scorecard = Array.isArray(row.scorecard) ? row.scorecard.filter(isRecord) : [];
  const failed = scorecard.filter((e) => e.outcome === 'Fail').map((e) => text(e.rule));
  const unmeasured = scorecard.filter((e) => e.outcome === 'NotEvaluated').length;
  const more = failed.length > NAMED_FAILURES ? ` +${failed.length - NAMED_FAILURES}` : '';
  const words = [failed.length > 0 ? `fails ${failed.slice(0, NAMED_FAILURES).join(', ')}${more}` : '', unmeasured > 0 ? `${unmeasured} not measured` : ''];
  const said = words.filter((w) => w !== '').join('; ');
  return said === '' ? 'passes' : said;
}

/** Market cap in billions of dollars, one decimal: a full dollar figure is too wide for what it says. */
const billions = (v: unknown): string => (typeof v === 'number' ? fixed(v / 1e9, 1) : fixed(v, 1));

function above(body: Row): string[] {
  const lines = [`${indexTitle(body)} · ${text(body.kind)} · session ${text(body.sessionDate)} · revision ${text(body.revision)}`];
  lines.push(`Members as of ${text(body.memberListAsOfDate)}; rules effective ${text(body.rulesEffectiveDate)}.`);
  lines.push(BUCKETS.map(([name, title]) => `${title} ${count(bucketOf(body, name).count)}`).join(' · '));
  if (typeof body.probabilityHorizonDays === 'number') {
    lines.push(`Prob % is the chance of joining (non-members) or leaving (members) within ${count(body.probabilityHorizonDays)} days (model ${text(body.probabilityModelVersion)}).`);
  }
  if (typeof body.unmeasuredMemberCount === 'number' && body.unmeasuredMemberCount > 0) {
    lines.push(`${count(body.unmeasuredMemberCount)} members have a rule that could not be measured: they are outside the departure buckets.`);
  }
  if (body.candidatesLocked === true) {
    const upgrade = typeof body.upgradeUrl === 'string' ? ` Upgrade: ${body.upgradeUrl}` : '';
    lines.push(`The rows of the buckets are not included on this plan, only their counts.${upgrade}`);
  }
  return lines;
}

/** Each bucket's rows; none when the plan withholds them (the counts above say it), and no member exits without a probability model. */
function lists(body: Row): RowList[] {
  if (body.candidatesLocked === true) return [];
  const probabilities = typeof body.probabilityHorizonDays === 'number';
  return BUCKETS.filter(([name]) => name !== 'memberExits' || probabilities).map(([name, title]) => ({ title, rows: rowsOf(bucketOf(body, name)) }));
}

export const indexForecast: TableSpec = {
  rows: 'buckets',
  lists,
  columns: [
    textColumn('ticker', 'Ticker', 1),
    textColumn('name', 'Name', 2),
    { ...column('probability', 'Prob %', 1, (v) => fractionAsPercent(v, 1)), onlyWhenPresent: true },
    computed('scorecard', 'Verdict', 1, verdict, 'left'),
    column('marketCapUsd', 'Mkt cap $B', 3, billions),
    { ...column('rank', 'Rank', 3, (v) => fixed(v, 0)), onlyWhenPresent: true },
    column('isMember', 'Member', 4, yesNo, 'left'),
  ],
  above,
  below: (body) => (body.candidatesLocked === true ? [] : ["Each row's scorecard, and the sources of the rules and probabilities: --json."]),
  says: [
    'slug', 'name', 'kind', 'sessionDate', 'revision', 'memberListAsOfDate', 'rulesSource', 'rulesSourceUrl', 'rulesEffectiveDate', 'candidatesLocked',
    'upgradeUrl', 'unmeasuredMemberCount', 'probabilityHorizonDays', 'probabilityModelVersion', 'probabilitySource', 'probabilitySourceUrl',
    'exitCalibrationSource', 'exitCalibrationSourceUrl', 'exitCalibrationMethod',
  ],
};
