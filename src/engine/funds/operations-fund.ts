/**
 * The fund a fund-operations request names. A fund id resolves as on the holdings route (profile id, SEC
 * series id, series ticker, verified share-class ticker) against the stored N-PORT-P reports; a series id
 * no report has but a stored N-CEN filing lists resolves too (funds that file no N-PORT-P, such as money
 * market funds, still file N-CEN). Anything else is 404, as on the holdings route.
 */
import { notFound } from '../../core/errors';
import type { EngineContext } from '../context';
import { NEWEST_REPORTS, SERIES_OF_ID } from './sql';

export interface OperationsFund {
  profileId: string;
  seriesName: string | null;
  /** The registrant CIK the fund's newest report states, as filed; null when unknown. */
  registrantCik: string | null;
}

const FROM_REPORTS = `
SELECT series_id AS "profileId", series_name AS "seriesName", registrant_cik AS "registrantCik"
FROM (${NEWEST_REPORTS})
WHERE series_id = (${SERIES_OF_ID})`;

const FROM_FILINGS = `
WITH listed AS (SELECT report_period_end, registrant_cik, unnest(series, recursive := true) FROM fund_ncen_filings)
SELECT series_id AS "profileId",
       arg_max(series_name, report_period_end) FILTER (WHERE series_name IS NOT NULL) AS "seriesName",
       arg_max(registrant_cik, report_period_end) AS "registrantCik"
FROM listed
WHERE series_id = upper(?)
GROUP BY series_id`;

/** The fund `id` names, or 404. */
export async function requireOperationsFund(ctx: EngineContext, id: string): Promise<OperationsFund> {
  const fund = (await ctx.store.one<OperationsFund>(FROM_REPORTS, [id])) ?? (await ctx.store.one<OperationsFund>(FROM_FILINGS, [id]));
  if (fund === undefined) {
    throw notFound(
      `Unknown fund '${id}': no stored N-PORT-P report has it as profile id, series id, series ticker or verified share-class ticker, `
        + 'and no stored N-CEN filing lists it as a series.',
    );
  }
  return fund;
}
