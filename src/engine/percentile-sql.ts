/** SQL the market-wide rankings share (insider sentiment, squeeze scores). */

/**
 * SQL: the mid-rank percentile (0 to 100) of `value` among the rows where it is known; ties share the
 * middle of their ranks (average ranks), one known value alone is 50, and an unknown value has none (null).
 */
export const percentileSql = (value: string): string => `CASE WHEN ${value} IS NOT NULL THEN
  CASE WHEN count(${value}) OVER () = 1 THEN 50.0
       ELSE 100.0 * ((rank() OVER (PARTITION BY ${value} IS NULL ORDER BY ${value}) - 1)
                     + (count(*) OVER (PARTITION BY ${value}) - 1) / 2.0) / (count(${value}) OVER () - 1) END END`;
