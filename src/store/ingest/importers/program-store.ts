/**
 * Storing buyback and at-the-market program records, whether a canonical JSON file brought them
 * (buyback-programs, atm-programs) or the extractors read them from a filing (sec-filing). The records
 * travel as one bound JSON value; a record stored already is kept, and of a key repeated in one batch the
 * first occurrence wins. Each batch first replaces the synthetic sample records of the tickers it brings.
 */
import type { ReplacedSample } from '../../sample-keys';
import { replaceSample } from '../../sample-keys';
import type { Sql, WriteTx } from '../../store';
import type { Provenance } from '../load';

export interface BuybackRecord {
  ticker: string;
  announcedDate: string | null;
  authorizedAmount: number;
  authorizedUnit: string;
  remainingAuthorizedAmount: number | null;
  remainingAuthorizedUnit: string | null;
  asOfDate: string;
  expires: string | null;
  dollarsAreCombinedEquity: boolean;
  form: string;
  filedDate: string;
  accession: string;
  url: string | null;
}

export interface AtmRecord {
  ticker: string;
  establishedDate: string;
  capacityUsd: number;
  cumulativeSoldUsd: number | null;
  soldAsOf: string | null;
  expirationDate: string | null;
  form: string;
  filedDate: string;
  accession: string;
  url: string | null;
}

const BUYBACK_TYPE = JSON.stringify([
  {
    ticker: 'VARCHAR', announcedDate: 'DATE', authorizedAmount: 'DOUBLE', authorizedUnit: 'VARCHAR', remainingAuthorizedAmount: 'DOUBLE',
    remainingAuthorizedUnit: 'VARCHAR', asOfDate: 'DATE', expires: 'DATE', dollarsAreCombinedEquity: 'BOOLEAN', form: 'VARCHAR',
    filedDate: 'DATE', accession: 'VARCHAR', url: 'VARCHAR',
  },
]);

const ATM_TYPE = JSON.stringify([
  {
    ticker: 'VARCHAR', establishedDate: 'DATE', capacityUsd: 'DOUBLE', cumulativeSoldUsd: 'DOUBLE', soldAsOf: 'DATE', expirationDate: 'DATE',
    form: 'VARCHAR', filedDate: 'DATE', accession: 'VARCHAR', url: 'VARCHAR',
  },
]);

/** The records of `json` as rows numbered in batch order (`n`). */
const numbered = (type: string) => `(SELECT *, row_number() OVER () AS n FROM (SELECT unnest(from_json(CAST(? AS JSON), '${type}'), recursive := true)))`;
const tickersOf = (type: string) => `SELECT DISTINCT r.ticker AS key FROM ${numbered(type)} AS r`;

export interface StoredPrograms {
  added: number;
  replaced: ReplacedSample[];
}

/**
 * Stores buyback records (with the fields of `BuybackRecord`, checked by the caller) with `source` (the
 * importer's name for its rows) and the file's provenance.
 */
export async function storeBuybackRecords(tx: WriteTx, records: readonly BuybackRecord[] | readonly object[], source: string, provenance: Provenance): Promise<StoredPrograms> {
  const json = JSON.stringify(records);
  const replaced = await replaceSample(tx, 'buyback-programs', tickersOf(BUYBACK_TYPE), [json]);
  const added = await tx.run(
    `INSERT INTO buyback_programs
     SELECT r.ticker, r.announcedDate, r.authorizedAmount, r.authorizedUnit, r.remainingAuthorizedAmount, r.remainingAuthorizedUnit,
            r.asOfDate, r.expires, r.dollarsAreCombinedEquity, r.form, r.filedDate, r.accession, r.url, ?, ?, CAST(? AS TIMESTAMP)
     FROM ${numbered(BUYBACK_TYPE)} AS r
     WHERE NOT EXISTS (
       SELECT 1 FROM buyback_programs b
       WHERE b.ticker = r.ticker AND b.announced_date IS NOT DISTINCT FROM r.announcedDate AND b.authorized_amount = r.authorizedAmount
         AND b.authorized_unit = r.authorizedUnit AND b.as_of_date = r.asOfDate AND b.accession = r.accession)
     QUALIFY row_number() OVER (PARTITION BY r.ticker, r.announcedDate, r.authorizedAmount, r.authorizedUnit, r.asOfDate, r.accession ORDER BY r.n) = 1`,
    [source, provenance.file, provenance.capturedAt, json],
  );
  return { added, replaced };
}

/**
 * Stores at-the-market records (with the fields of `AtmRecord`, checked by the caller) with `source` (the
 * importer's name for its rows) and the file's provenance.
 */
export async function storeAtmRecords(tx: WriteTx, records: readonly AtmRecord[] | readonly object[], source: string, provenance: Provenance): Promise<StoredPrograms> {
  const json = JSON.stringify(records);
  const replaced = await replaceSample(tx, 'atm-programs', tickersOf(ATM_TYPE), [json]);
  const added = await tx.run(
    `INSERT INTO atm_programs
     SELECT r.ticker, r.establishedDate, r.capacityUsd, r.cumulativeSoldUsd, r.soldAsOf, r.expirationDate, r.form, r.filedDate, r.accession, r.url,
            ?, ?, CAST(? AS TIMESTAMP)
     FROM ${numbered(ATM_TYPE)} AS r
     WHERE NOT EXISTS (SELECT 1 FROM atm_programs a WHERE a.ticker = r.ticker AND a.established_date = r.establishedDate AND a.accession = r.accession)
     QUALIFY row_number() OVER (PARTITION BY r.ticker, r.establishedDate, r.accession ORDER BY r.n) = 1`,
    [source, provenance.file, provenance.capturedAt, json],
  );
  return { added, replaced };
}

/** The buyback records `source` stored from filing `accession`, in the shape they were stored from. */
export function storedBuybackRecords(sql: Sql, accession: string, source: string): Promise<BuybackRecord[]> {
  return sql.all<BuybackRecord>(
    `SELECT ticker, strftime(announced_date, '%Y-%m-%d') AS "announcedDate", authorized_amount AS "authorizedAmount", authorized_unit AS "authorizedUnit",
            remaining_amount AS "remainingAuthorizedAmount", remaining_unit AS "remainingAuthorizedUnit", strftime(as_of_date, '%Y-%m-%d') AS "asOfDate",
            strftime(expires, '%Y-%m-%d') AS expires, combined_equity AS "dollarsAreCombinedEquity", form, strftime(filed_date, '%Y-%m-%d') AS "filedDate", accession, url
     FROM buyback_programs WHERE accession = ? AND source = ?`,
    [accession, source],
  );
}

/** The at-the-market records `source` stored from filing `accession`, in the shape they were stored from. */
export function storedAtmRecords(sql: Sql, accession: string, source: string): Promise<AtmRecord[]> {
  return sql.all<AtmRecord>(
    `SELECT ticker, strftime(established_date, '%Y-%m-%d') AS "establishedDate", capacity_usd AS "capacityUsd", sold_usd AS "cumulativeSoldUsd",
            strftime(sold_as_of, '%Y-%m-%d') AS "soldAsOf", strftime(expiration_date, '%Y-%m-%d') AS "expirationDate", form,
            strftime(filed_date, '%Y-%m-%d') AS "filedDate", accession, url
     FROM atm_programs WHERE accession = ? AND source = ?`,
    [accession, source],
  );
}
