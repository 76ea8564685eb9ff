/** The table spec of each operation that has one; an operation without one gets the generic table. */
import { indexList } from './indexes';
import { optionChain, optionExpirations } from './options';
import { dividends, latestCloses, priceBars, splits } from './prices';
import { quoteBatch, singleQuote } from './quotes';
import type { TableSpec } from './spec';

const specs: Readonly<Record<string, TableSpec>> = {
  'prices.list': priceBars,
  'prices.dividends': dividends,
  'prices.splits': splits,
  'prices.latest': latestCloses,
  'quotes.batch': quoteBatch,
  'quotes.get': singleQuote,
  'options.chain': optionChain,
  'options.expirations': optionExpirations,
  'indexes.list': indexList,
};

/** The spec of the operation `id`, if it has one. */
export const tableSpecFor = (id: string | undefined): TableSpec | undefined => (id === undefined ? undefined : specs[id]);
