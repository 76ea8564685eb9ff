/**
 * Restating share counts onto today's split basis, for the families that read counts filed on the basis
 * of their own date (insider balances, FINRA short-sale volume): a count dated before a split is
 * multiplied by the split's ratio once the split is effective.
 */

/**
 * SQL: the factor that restates a count of shares dated `date` onto today's basis: the product of the
 * ratios of the listing's splits effective after that date and on or before `today` (1 without any).
 * `ticker` and `date` are column expressions; `today` is a bound parameter or a column.
 */
export const splitFactorSql = (ticker: string, date: string, today: string): string =>
  `coalesce((SELECT exp(sum(ln(s.numerator / s.denominator))) FROM splits s
     WHERE s.ticker = ${ticker} AND s.effective_date > ${date} AND s.effective_date <= ${today}), 1)`;
