/**
 * `supplyChain.overlap`: the suppliers and customers a company shares with its competitors. Only
 * competitors matched to a listed company take part; each one's suppliers and customers are its own supply
 * chain (its report and the reports naming it), so a competitor whose report is not read yet
 * (`ownFilingRead` false) can still share what others say of it. Counts cover every row before `limit`;
 * shared rows come first. With `vs`, `focus` compares the company with that one competitor. Locked (below
 * Pro): only the counts, `vs` ignored.
 */
import { invalidParameter } from '../../core/errors';
import { parseTicker, type ListingKey } from '../../core/tickers';
import type { EngineContext } from '../context';
import { accessOf } from './access';
import { requireCompany } from './company';
import type { Entry } from './entries';
import { sameCounterparty, sharedWith, type Named } from './overlap-match';
import type { Overlap, OverlapCompetitor } from './schemas';
import { tickersRead } from './statements-sql';
import { viewOf, viewOfCompany, type View } from './view';

export interface OverlapParams {
  ticker: ListingKey;
  vs?: ListingKey | undefined;
  limit: number;
}

type Side = 'suppliers' | 'customers';
const SIDES: readonly Side[] = ['suppliers', 'customers'];

const byName = (a: Named, b: Named): number => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.ticker ?? '').localeCompare(b.ticker ?? '');
const named = (e: Named): Named => ({ name: e.name, ticker: e.ticker });

/** The listed competitors with their own supply chains. */
async function competitorViews(ctx: EngineContext, view: View): Promise<{ entry: Entry & { ticker: string }; view: View }[]> {
  const listed = view.sides.competitors.filter((e): e is Entry & { ticker: string } => e.ticker !== null);
  return Promise.all(listed.map(async (entry) => ({ entry, view: await viewOfCompany(ctx, await requireCompany(ctx, parseTicker(entry.ticker)!)) })));
}

function focusSide(ours: readonly Named[], theirs: readonly Named[], limit: number): NonNullable<Overlap['focus']>['suppliers'] {
  const both = ours.filter((e) => theirs.some((o) => sameCounterparty(e, o))).map(named).sort(byName);
  const onlyCompany = ours.filter((e) => !theirs.some((o) => sameCounterparty(e, o))).map(named).sort(byName);
  const onlyCompetitor = theirs.filter((o) => !ours.some((e) => sameCounterparty(e, o))).map(named).sort(byName);
  return {
    bothCount: both.length, onlyCompanyCount: onlyCompany.length, onlyCompetitorCount: onlyCompetitor.length,
    both: both.slice(0, limit), onlyCompany: onlyCompany.slice(0, limit), onlyCompetitor: onlyCompetitor.slice(0, limit),
  };
}

/** The competitor `vs` names, or 400 naming the usable ones. */
function chosen(competitors: readonly OverlapCompetitor[], vs: ListingKey, ticker: string): OverlapCompetitor {
  const found = competitors.find((c) => c.ticker === vs.key);
  if (found !== undefined) return found;
  const usable = competitors.map((c) => c.ticker).sort();
  throw invalidParameter(
    usable.length === 0
      ? `Invalid parameter 'vs': ${vs.key} is not a listed competitor of ${ticker}, which has none to compare with.`
      : `Invalid parameter 'vs': ${vs.key} is not a listed competitor of ${ticker}; use one of ${usable.join(', ')}.`,
  );
}

export async function overlap(ctx: EngineContext, p: OverlapParams): Promise<Overlap> {
  const view = await viewOf(ctx, p.ticker);
  const access = accessOf(ctx);
  const rivals = await competitorViews(ctx, view);
  const read = await tickersRead(ctx.store, rivals.map((r) => r.entry.ticker));
  const shared = Object.fromEntries(
    SIDES.map((side) => [side, sharedWith(view.sides[side], new Map(rivals.map((r) => [r.entry.ticker, r.view.sides[side]])))]),
  ) as Record<Side, { entry: Entry; with: string[] }[]>;
  const competitors: OverlapCompetitor[] = rivals
    .map(({ entry }) => ({
      name: entry.name, ticker: entry.ticker, namedBy: entry.namedBy!, ownFilingRead: read.has(entry.ticker),
      sharedCount: SIDES.reduce((n, side) => n + shared[side].filter((s) => s.with.includes(entry.ticker)).length, 0),
    }))
    .sort((a, b) => b.sharedCount - a.sharedCount || byName(a, b));
  const counts = {
    competitorCount: competitors.length,
    unreadCompetitorCount: competitors.filter((c) => !c.ownFilingRead).length,
    supplierCount: shared.suppliers.length,
    sharedSupplierCount: shared.suppliers.filter((s) => s.with.length > 0).length,
    customerCount: shared.customers.length,
    sharedCustomerCount: shared.customers.filter((s) => s.with.length > 0).length,
  };
  const head = { ticker: view.company.ticker, companyName: view.company.companyName, ...access, ...counts };
  if (access.locked) return { ...head, competitors: [], suppliers: [], customers: [], focus: null };

  const rows = (side: Side) =>
    [...shared[side]]
      .sort((a, b) => b.with.length - a.with.length || byName(a.entry, b.entry))
      .slice(0, p.limit)
      .map((s) => ({ name: s.entry.name, ticker: s.entry.ticker, sharedWith: [...s.with].sort() }));
  let focus: Overlap['focus'] = null;
  if (p.vs !== undefined) {
    const competitor = chosen(competitors, p.vs, view.company.ticker);
    const theirs = rivals.find((r) => r.entry.ticker === competitor.ticker)!.view;
    focus = {
      competitor,
      suppliers: focusSide(view.sides.suppliers, theirs.sides.suppliers, p.limit),
      customers: focusSide(view.sides.customers, theirs.sides.customers, p.limit),
    };
  }
  return { ...head, competitors: competitors.slice(0, p.limit), suppliers: rows('suppliers'), customers: rows('customers'), focus };
}
