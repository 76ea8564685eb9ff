/**
 * PostgreSQL → JSON conversion in one place, giving the engines what the DuckDB store gives them
 * (`../../store/values.ts`): DATE → `yyyy-MM-dd`, TIMESTAMP → ISO-8601 UTC with milliseconds, BIGINT →
 * number. NUMERIC always reads as its exact decimal text (`"0.300000000000"`), never through a binary
 * float: the money module (`engine/money/`) reads that text. A BIGINT beyond 2^53 cannot be an exact
 * number, so it reads as its decimal text too.
 *
 * The parsers are handed to each pool (`types`), never installed in pg's global table, so other users of
 * pg in the same process keep its defaults.
 */
import pg from 'pg';
import type { CustomTypesConfig } from 'pg';

type Parser = (text: string) => unknown;

/** Type oids of the catalogue (pg_type), for the types converted here. */
const OID = {
  int8: 20,
  numeric: 1700,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
  textArray: 1009,
  int8Array: 1016,
  dateArray: 1182,
  timestampArray: 1115,
  timestamptzArray: 1185,
  numericArray: 1231,
} as const;

const int8: Parser = (text) => {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : text;
};

// `2026-11-21 15:00:00`, `2026-11-21 15:00:00.123456`, `… +05:30`, `… -08`, `… +00:00:00`.
const TIMESTAMP = /^(\d{4,})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?(?:([+-])(\d\d)(?::?(\d\d))?(?::?(\d\d))?)?$/;

/**
 * A timestamp as DuckDB's store converts it: microseconds truncated to milliseconds, then
 * `Date.toISOString()`. Text it cannot read (`infinity`, a BC date) is returned as PostgreSQL wrote it.
 */
const timestamp: Parser = (text) => {
  const m = TIMESTAMP.exec(text);
  if (m === null) return text;
  const [, year, month, day, hour, minute, second, fraction = '', sign, offsetHours = '0', offsetMinutes = '0', offsetSeconds = '0'] = m;
  // Date.UTC maps years 0–99 onto 1900–1999; the store never holds such dates, and they keep their text.
  if (Number(year) < 100) return text;
  const wholeMs = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const offsetSecondsTotal = (Number(offsetHours) * 3600 + Number(offsetMinutes) * 60 + Number(offsetSeconds)) * (sign === '-' ? -1 : 1);
  const micros = (BigInt(wholeMs) - BigInt(offsetSecondsTotal) * 1000n) * 1000n + BigInt(fraction.padEnd(6, '0'));
  return new Date(Number(micros / 1000n)).toISOString();
};

const asText: Parser = (text) => text;

/** pg's own parser of a type (its table is typed for scalar types only). */
const defaultParser = pg.types.getTypeParser as (oid: number, format?: 'text' | 'binary') => Parser;

const textArray = defaultParser(OID.textArray) as (text: string) => (string | null)[];

/** An array column whose elements convert as `element` does. */
const arrayOf = (element: Parser): Parser => (text) => textArray(text).map((item) => (item === null ? null : element(item)));

const PARSERS: ReadonlyMap<number, Parser> = new Map<number, Parser>([
  [OID.int8, int8],
  [OID.numeric, asText],
  [OID.date, asText],
  [OID.timestamp, timestamp],
  [OID.timestamptz, timestamp],
  [OID.int8Array, arrayOf(int8)],
  [OID.numericArray, arrayOf(asText)],
  [OID.dateArray, arrayOf(asText)],
  [OID.timestampArray, arrayOf(timestamp)],
  [OID.timestamptzArray, arrayOf(timestamp)],
]);

/** The type parsers of a state pool: the ones above, pg's defaults for every other type. */
export const stateTypes: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    const own = format === 'binary' ? undefined : PARSERS.get(oid);
    return own ?? defaultParser(oid, format);
  }) as CustomTypesConfig['getTypeParser'],
};
