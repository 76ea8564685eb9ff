/** Tables of the stock-index family: the index list, an index's constituents, its membership changes. */
import { count, fractionAsPercent, text, yesNo } from './format';
import type { Row } from './layout';
import { column, computed, countColumn, textColumn, type TableSpec } from './spec';

/** `S&P 500 (sp-500)`: the index as a person names it, with the slug commands take. */
export const indexTitle = (body: Row): string => `${text(body.name)} (${text(body.slug)})`;

/** The index list: slug and name always; then the list size and date, where it comes from, the rest. */
export const indexList: TableSpec = {
  rows: 'data',
  columns: [
    textColumn('slug', 'Slug', 1),
    textColumn('name', 'Name', 1),
    countColumn('constituentCount', 'Members', 2),
    textColumn('asOfDate', 'As of', 3),
    textColumn('source', 'Source', 4),
    column('isDaily', 'Daily', 5, yesNo, 'left'),
    textColumn('provider', 'Provider', 6),
    column('forecastable', 'Forecast', 7, yesNo, 'left'),
  ],
  says: [],
};

/** Weights are fractions of the fund (0.000645): as a percentage with three places, so the smallest still read. */
const weightColumn = (priority: number) => column('weight', 'Weight %', priority, (v) => fractionAsPercent(v, 3));

/** Constituents: ticker, name and weight always; the fund's position (value, then shares) when there is room. */
export const constituents: TableSpec = {
  rows: 'data',
  columns: [
    countColumn('rank', '#', 3),
    textColumn('ticker', 'Ticker', 1),
    textColumn('name', 'Name', 1),
    weightColumn(1),
    countColumn('fundValueUsd', 'Fund value $', 2),
    countColumn('fundShares', 'Fund shares', 4),
  ],
  above: (body) => {
    const list = body.asOfDate === null ? 'no complete published list held' : `${count(body.constituentCount)} members as of ${text(body.asOfDate)} (${text(body.source)})`;
    return [`${indexTitle(body)} · ${list}`];
  },
  below: (body) =>
    typeof body.unlinkedCount === 'number' && body.unlinkedCount > 0
      ? [`${count(body.unlinkedCount)} of the list's rows match no listing: their ticker reads —, their name is the fund's own.`]
      : [],
  says: ['slug', 'name', 'asOfDate', 'source', 'isDaily', 'constituentCount', 'unlinkedCount'],
};

/** Membership changes: when (between which two lists), which way, who; the weight and sources after. */
export const changes: TableSpec = {
  rows: 'data',
  columns: [
    computed('observedAsOfDate', 'Between lists of', 1, (row) => `${text(row.previousAsOfDate)}–${text(row.observedAsOfDate)}`, 'left'),
    textColumn('direction', 'Change', 1),
    textColumn('ticker', 'Ticker', 1),
    textColumn('name', 'Name', 2),
    weightColumn(3),
    countColumn('sourceCount', 'Sources', 2),
  ],
  says: [],
};
