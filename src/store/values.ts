/**
 * DuckDB → JSON conversion in one place: DATE → `yyyy-MM-dd`, TIMESTAMP → ISO-8601 UTC, BIGINT/HUGEINT and
 * DECIMAL → number, so every engine sees the JSON types the spec promises.
 */
import {
  DuckDBTypeId,
  createDuckDBValueConverter,
  type DuckDBValueConverter,
  DuckDBDateValue,
  DuckDBTimestampValue,
  DuckDBTimestampTZValue,
  DuckDBDecimalValue,
  DuckDBListValue,
  DuckDBArrayValue,
  DuckDBStructValue,
  DuckDBListType,
  DuckDBArrayType,
  DuckDBStructType,
} from '@duckdb/node-api';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const toNumber: DuckDBValueConverter<Json> = (v) => (typeof v === 'bigint' ? Number(v) : typeof v === 'number' ? v : Number(v));
const toText: DuckDBValueConverter<Json> = (v) => String(v);
const toBool: DuckDBValueConverter<Json> = (v) => Boolean(v);
const toDate: DuckDBValueConverter<Json> = (v) => (v instanceof DuckDBDateValue ? v.toString() : String(v));
const toTimestamp: DuckDBValueConverter<Json> = (v) => {
  if (v instanceof DuckDBTimestampValue || v instanceof DuckDBTimestampTZValue) {
    return new Date(Number(v.micros / 1000n)).toISOString();
  }
  return String(v);
};
const toDecimal: DuckDBValueConverter<Json> = (v) => (v instanceof DuckDBDecimalValue ? v.toDouble() : Number(v));
const toList: DuckDBValueConverter<Json> = (v, type, convert) => {
  if (!(v instanceof DuckDBListValue) || !(type instanceof DuckDBListType)) return null;
  return v.items.map((item) => (item === null ? null : convert(item, type.valueType, convert)));
};
/** A fixed-size array (FLOAT[128]) reads as a list. */
const toArray: DuckDBValueConverter<Json> = (v, type, convert) => {
  if (!(v instanceof DuckDBArrayValue) || !(type instanceof DuckDBArrayType)) return null;
  return v.items.map((item) => (item === null ? null : convert(item, type.valueType, convert)));
};
const toStruct: DuckDBValueConverter<Json> = (v, type, convert) => {
  if (!(v instanceof DuckDBStructValue) || !(type instanceof DuckDBStructType)) return null;
  const out: Record<string, Json> = {};
  type.entryNames.forEach((name, i) => {
    const item = v.entries[name];
    out[name] = item === null || item === undefined ? null : convert(item, type.entryTypes[i]!, convert);
  });
  return out;
};

const unsupported: DuckDBValueConverter<Json> = (_v, type) => {
  throw new Error(`store returned a column of unsupported type ${type.toString()}`);
};

const byType = {} as Record<DuckDBTypeId, DuckDBValueConverter<Json> | undefined>;
for (const id of Object.values(DuckDBTypeId)) if (typeof id === 'number') byType[id] = unsupported;
Object.assign(byType, {
  [DuckDBTypeId.BOOLEAN]: toBool,
  [DuckDBTypeId.TINYINT]: toNumber,
  [DuckDBTypeId.SMALLINT]: toNumber,
  [DuckDBTypeId.INTEGER]: toNumber,
  [DuckDBTypeId.BIGINT]: toNumber,
  [DuckDBTypeId.HUGEINT]: toNumber,
  [DuckDBTypeId.UTINYINT]: toNumber,
  [DuckDBTypeId.USMALLINT]: toNumber,
  [DuckDBTypeId.UINTEGER]: toNumber,
  [DuckDBTypeId.UBIGINT]: toNumber,
  [DuckDBTypeId.FLOAT]: toNumber,
  [DuckDBTypeId.DOUBLE]: toNumber,
  [DuckDBTypeId.DECIMAL]: toDecimal,
  [DuckDBTypeId.VARCHAR]: toText,
  [DuckDBTypeId.UUID]: toText,
  [DuckDBTypeId.ENUM]: toText,
  [DuckDBTypeId.DATE]: toDate,
  [DuckDBTypeId.TIMESTAMP]: toTimestamp,
  [DuckDBTypeId.TIMESTAMP_TZ]: toTimestamp,
  [DuckDBTypeId.LIST]: toList,
  [DuckDBTypeId.ARRAY]: toArray,
  [DuckDBTypeId.STRUCT]: toStruct,
  [DuckDBTypeId.SQLNULL]: () => null,
});

export const jsonConverter = createDuckDBValueConverter<Json>(byType);
