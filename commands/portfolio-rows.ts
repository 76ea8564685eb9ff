/**
 * The rows `fds portfolio show --csv` and `--ndjson` print: one per position (its lots left to `--json`,
 * which a flat row cannot hold), or with `--lots` one per lot, held positions' lots first, then the lots
 * of instruments no longer held. Kept apart from the table view so machine output never loads cli-table3.
 */
import { PortfolioValuation } from '../src/engine/portfolios/valuation-schemas';

type Row = Record<string, unknown>;

/** The rows of a Portfolio valuation `body`, or null when it is not one (the body's own rows are used then). */
export function portfolioRows(body: unknown, lots: boolean): Row[] | null {
  const parsed = PortfolioValuation.safeParse(body);
  if (!parsed.success) return null;
  const v = parsed.data;
  if (lots) return [...v.positions.flatMap((p) => p.lots), ...v.closedLots];
  return v.positions.map(({ lots: _lots, ...position }) => position);
}
