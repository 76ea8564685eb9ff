/** Tables of the stock-index family: the index list (constituents and changes use the generic table). */
import { yesNo } from './format';
import { column, countColumn, textColumn, type TableSpec } from './spec';

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
