/**
 * `advisers.profile`: one investment adviser by CRD, from the newest stored extract of that CRD. An
 * unknown CRD is 404.
 */
import { notFound } from '../../core/errors';
import type { EngineContext } from '../context';
import type { AdviserProfile } from './schemas';

const PROFILE = `
SELECT CAST(crd AS BIGINT) AS crd, sec_number AS "secNumber", legal_name AS "legalName", primary_business_name AS "primaryBusinessName",
       city, state, country, website, sec_status AS "secStatus", number_of_employees AS "numberOfEmployees",
       total_regulatory_aum AS "totalRegulatoryAum", discretionary_aum AS "discretionaryAum", non_discretionary_aum AS "nonDiscretionaryAum",
       charges_percentage_of_aum AS "chargesPercentageOfAum", charges_hourly AS "chargesHourly", charges_subscription AS "chargesSubscription",
       charges_fixed AS "chargesFixed", charges_commissions AS "chargesCommissions", charges_performance_based AS "chargesPerformanceBased",
       charges_other AS "chargesOther", as_of_date AS "asOfDate"
FROM investment_advisers
WHERE crd = ?
ORDER BY as_of_date DESC
LIMIT 1`;

export async function adviserProfile(ctx: EngineContext, p: { crd: number }): Promise<AdviserProfile> {
  const row = await ctx.store.one<AdviserProfile>(PROFILE, [p.crd]);
  if (row === undefined) throw notFound(`Unknown investment adviser CRD ${p.crd}: no Form ADV extract of it is stored.`);
  return row;
}
