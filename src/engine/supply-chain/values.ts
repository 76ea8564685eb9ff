/**
 * What a share of revenue is worth: share × the annual revenue the same filing reports for the period the
 * share names (`amountUsd`), and, derived, that amount as a percent of the customer's own revenue over its
 * fiscal year overlapping the filer's most (`customerRevenueShare`). Every share of revenue gets a value;
 * its figures are null when the revenue they need is not in the store. Other shares get none.
 */
import type { Sql } from '../../store/store';
import { overlappingYear, yearOfPeriod } from './period-match';
import { cikOfTicker, companyRevenue, filingRevenue, type RevenueYear } from './revenue';
import type { Statement } from './schemas';
import type { StatementRow } from './statements-sql';

type Value = NonNullable<Statement['value']>;

/** Percent with 2 decimals. */
const percent2 = (value: number): number => Math.round(value * 100) / 100;

/** Looks revenue up once per filing and per customer. */
class RevenueBook {
  private readonly filings = new Map<string, Promise<RevenueYear[]>>();
  private readonly customers = new Map<string, Promise<RevenueYear[]>>();

  constructor(private readonly sql: Sql) {}

  filing(row: StatementRow): Promise<RevenueYear[]> {
    const key = JSON.stringify([row.cik, row.form, row.periodEnd]);
    let found = this.filings.get(key);
    if (found === undefined) {
      found = filingRevenue(this.sql, { cik: row.cik, accession: row.accession, fiscalYear: row.fiscalYear, form: row.form, synthetic: row.synthetic });
      this.filings.set(key, found);
    }
    return found;
  }

  customer(ticker: string, synthetic: boolean): Promise<RevenueYear[]> {
    const key = JSON.stringify([ticker, synthetic]);
    let found = this.customers.get(key);
    if (found === undefined) {
      found = cikOfTicker(this.sql, ticker).then((cik) => (cik === null ? [] : companyRevenue(this.sql, cik, synthetic)));
      this.customers.set(key, found);
    }
    return found;
  }
}

async function valueOf(book: RevenueBook, row: StatementRow): Promise<Value> {
  const revenue = yearOfPeriod(await book.filing(row), row.period, row.periodEnd);
  const amount = revenue === null ? null : Math.round(((row.percent ?? 0) / 100) * revenue.value);
  // The counterparty of a share of the filer's revenue is the customer the revenue comes from.
  const year = amount === null || row.counterpartyTicker === null ? null : overlappingYear(await book.customer(row.counterpartyTicker, row.synthetic), revenue!);
  const customer = year !== null && year.value > 0 ? year : null;
  return {
    amountUsd: amount,
    isFloor: row.percentFloor === true,
    revenueUsd: revenue?.value ?? null,
    revenuePeriodEnd: revenue?.end ?? null,
    customerRevenueShare: customer === null ? null : percent2((amount! / customer.value) * 100),
    customerRevenueUsd: customer?.value ?? null,
    customerRevenuePeriodEnd: customer?.end ?? null,
  };
}

/** True for a statement that gets a value: a stated percent of the filer's revenue. */
export const isRevenueShare = (row: StatementRow): boolean => row.basis === 'Revenue' && row.percent !== null;

/** The value of every revenue share among `rows`, by row. */
export async function statementValues(sql: Sql, rows: readonly StatementRow[]): Promise<Map<StatementRow, Value>> {
  const book = new RevenueBook(sql);
  const values = new Map<StatementRow, Value>();
  for (const row of rows.filter(isRevenueShare)) values.set(row, await valueOf(book, row));
  return values;
}
