/**
 * Matching a file's own column names to a dataset's canonical layout. Names compare ignoring case and
 * underscores, so the API's own field names match too (`adjustedClose` is `adjusted_close`: what
 * `fds prices … --csv` prints loads back); every column must belong to the layout and appear once, and
 * every required column must be there.
 */
import type { ApiError } from '../../core/errors';
import type { CanonicalColumn, DatasetLayout } from './datasets';
import { fileProblem } from './problems';

const layoutList = (layout: DatasetLayout): string =>
  layout.columns.map((c) => (c.required ? c.name : `${c.name} (optional)`)).join(', ');

export interface MatchOptions {
  /** Required columns the file may leave out because their value comes from elsewhere (a given ticker). */
  mayLack?: readonly string[];
  /** A sentence added to a refusal: what else the dataset reads. */
  alsoReads?: string;
}

/**
 * The layout's columns in the order the file has them. Throws a 400 naming the file and the offending
 * column when a name is unknown, repeated, or a required one is missing.
 */
/** A column name as compared: `adjusted_close`, `adjustedClose` and `Adjusted_Close` are one name. */
const comparable = (name: string): string => name.trim().toLowerCase().replaceAll('_', '');

export function matchColumns(file: string, layout: DatasetLayout, names: readonly string[], options: MatchOptions = {}): CanonicalColumn[] {
  const byName = new Map(layout.columns.map((c) => [comparable(c.name), c]));
  const seen = new Set<string>();
  const inFileOrder: CanonicalColumn[] = [];
  const also = options.alsoReads === undefined ? '' : `; ${options.alsoReads}`;
  const refuse = (problem: string): ApiError => fileProblem(file, `${problem} (${layout.name} columns: ${layoutList(layout)})${also}`);
  for (const name of names) {
    const column = byName.get(comparable(name));
    if (!column) throw refuse(`has a column '${name}' that is not part of the ${layout.name} layout`);
    if (seen.has(column.name)) throw refuse(`has the column '${column.name}' more than once`);
    seen.add(column.name);
    inFileOrder.push(column);
  }
  const mayLack = new Set(options.mayLack ?? []);
  const missing = layout.columns.filter((c) => c.required && !seen.has(c.name) && !mayLack.has(c.name)).map((c) => `'${c.name}'`);
  if (missing.length > 0) {
    throw refuse(`is missing the required column${missing.length === 1 ? '' : 's'} ${missing.join(', ')}`);
  }
  return inFileOrder;
}
