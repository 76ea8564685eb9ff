/**
 * `earnings.briefs`: a company's approved earnings briefs, newest quarter first (an unapproved brief is
 * never served, so returned quarters can be non-consecutive). Each carries its narrative shift against the
 * immediately older approved brief (null only for the oldest) and its guidance comparison:
 *
 * - issuedAtCall: the guidance issued in the call's linked earnings release, as one group under that
 *   filing (empty when extraction ran and found none).
 * - reportedVsCompanyGuidance: for the period the call reports (its quarter, and on a fourth-quarter call
 *   also its fiscal year), each metric whose filed GAAP actual is on file compared with the latest operative
 *   company range: the row of that metric, target, unit and basis from the newest call held before this
 *   one that guided it (never analyst consensus).
 * - null when the call has no approved guidance linked and no settled comparison.
 */
import type { ListingKey } from '../../core/tickers';
import type { EngineContext } from '../context';
import { earningsCallsOf, requireTicker, type StoredEvent } from './event-rows';
import { guidanceByCall } from './guidance';
import { narrativeShift } from './narrative-shift';
import type { Brief, Briefs, GuidanceRow, ItemGroup, ReportedVsGuidance } from './schemas';

export interface BriefsParams {
  ticker: ListingKey;
  limit: number;
  fiscalYear?: number | undefined;
  fiscalQuarter?: number | undefined;
}

interface StoredBrief {
  eventId: string;
  tldr: string;
  bullish: string[];
  bearish: string[];
  quotes: string;
}

const BRIEFS = `
SELECT CAST(event_id AS VARCHAR) AS "eventId", tldr, bullish, bearish, quotes
FROM earnings_briefs WHERE ticker = ? AND approved`;

const key = (row: GuidanceRow): string => [row.metric.toLowerCase().trim(), row.fiscalYear, row.fiscalQuarter, row.unit, (row.basis ?? '').toLowerCase()].join('|');

/** Rows targeting the period `call` reports: its quarter, and its fiscal year on a fourth-quarter call. */
const reportsOn = (call: StoredEvent, row: GuidanceRow): boolean =>
  row.fiscalYear === call.fiscalYear && (row.fiscalQuarter === call.fiscalQuarter || (row.fiscalQuarter === null && call.fiscalQuarter === 4));

function comparison(call: StoredEvent, calls: readonly StoredEvent[], guidance: ReadonlyMap<string, GuidanceRow[]>): Brief['guidanceComparison'] {
  const approved = call.guidanceExtracted && call.releaseFiledDate !== null && call.releaseForm !== null;
  const issuedAtCall: ItemGroup[] = [];
  const items = guidance.get(call.id) ?? [];
  if (approved && items.length > 0) issuedAtCall.push({ filedDate: call.releaseFiledDate!, form: call.releaseForm!, filingUrl: call.releaseUrl, items });
  const latest = new Map<string, ReportedVsGuidance>();
  for (const earlier of calls) {
    if (earlier.eventDate >= call.eventDate || earlier.status !== 'Concluded' || earlier.releaseFiledDate === null || earlier.releaseForm === null) continue;
    for (const row of guidance.get(earlier.id) ?? []) {
      if (!reportsOn(call, row) || row.actual === null) continue;
      // Calls are oldest first: a later call's range replaces an earlier one's, in the later call's row order.
      latest.delete(key(row));
      latest.set(key(row), { guidanceFiledDate: earlier.releaseFiledDate, guidanceForm: earlier.releaseForm, guidanceFilingUrl: earlier.releaseUrl, item: row });
    }
  }
  const reportedVsCompanyGuidance = [...latest.values()];
  return approved || reportedVsCompanyGuidance.length > 0 ? { issuedAtCall, reportedVsCompanyGuidance } : null;
}

export async function earningsBriefs(ctx: EngineContext, p: BriefsParams): Promise<Briefs> {
  const ticker = p.ticker.key;
  const { cik } = await requireTicker(ctx, ticker);
  const [calls, stored] = await Promise.all([earningsCallsOf(ctx, ticker), ctx.store.all<StoredBrief>(BRIEFS, [ticker])]);
  const briefOf = new Map(stored.map((b) => [b.eventId, b]));
  // Oldest first: each brief's shift is against the approved brief before it.
  const briefed = calls.filter((c) => briefOf.has(c.id) && c.fiscalYear !== null && c.fiscalQuarter !== null);
  const wanted = briefed.filter((c) => (p.fiscalYear === undefined || c.fiscalYear === p.fiscalYear) && (p.fiscalQuarter === undefined || c.fiscalQuarter === p.fiscalQuarter));
  const shown = wanted.slice(-p.limit).reverse();
  const guidance = shown.length === 0 ? new Map<string, GuidanceRow[]>() : await guidanceByCall(ctx, ticker, cik, calls);
  const data = shown.map((call): Brief => {
    const brief = briefOf.get(call.id)!;
    const place = briefed.indexOf(call);
    const older = place > 0 ? briefed[place - 1]! : null;
    const olderBrief = older === null ? null : briefOf.get(older.id)!;
    const points = { fiscalYear: call.fiscalYear!, fiscalQuarter: call.fiscalQuarter!, bullish: brief.bullish, bearish: brief.bearish };
    return {
      fiscalYear: call.fiscalYear!,
      fiscalQuarter: call.fiscalQuarter!,
      callDate: call.eventDate,
      tldr: brief.tldr,
      bullish: brief.bullish,
      bearish: brief.bearish,
      narrativeShift: older === null ? null : narrativeShift(points, { fiscalYear: older.fiscalYear!, fiscalQuarter: older.fiscalQuarter!, bullish: olderBrief!.bullish, bearish: olderBrief!.bearish }),
      guidanceComparison: comparison(call, calls, guidance),
      quotes: JSON.parse(brief.quotes) as Brief['quotes'],
    };
  });
  return { ticker, data };
}
