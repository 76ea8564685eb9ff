/**
 * The rules a web-feed file's runs must meet (layout in `./web-feed.ts`), as SQL conditions over the staged
 * runs (`run` is the run's JSON, `n` its 1-based position). Evaluated set-based: every failing rule of every
 * run is reported with the field it names. A rule that depends on the state is checked only once the state
 * is one of the known ones, and every rule but the first only on a run that is an object, so one mistake
 * is not reported again as the problems it implies.
 */
import { RUN_STATES } from '../../../engine/feeds/run-states';
import type { RowCheck } from '../find-problems';

/** An ISO-8601 timestamp with seconds and a zone, as DuckDB casts it to a TIMESTAMPTZ. */
export const INSTANT_SQL_PATTERN = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})`;

const list = (words: readonly string[]): string => words.map((w) => `'${w}'`).join(', ');

/** SQL: `text` (a VARCHAR expression) is a timestamp of the layout. */
export const isInstant = (text: string): string =>
  `(regexp_full_match(${text}, '${INSTANT_SQL_PATTERN}') AND TRY_CAST(${text} AS TIMESTAMPTZ) IS NOT NULL)`;

/** SQL: the UTC timestamp, to the millisecond, of a text that passed {@link isInstant} (NULL for any other text). */
export const utcInstant = (text: string): string => `date_trunc('millisecond', timezone('UTC', TRY_CAST(${text} AS TIMESTAMPTZ)))`;

const type = (path: string): string => `coalesce(json_type(run, '${path}'), 'ABSENT')`;
const text = (path: string): string => `json_extract_string(run, '${path}')`;
/** Absent, or JSON null. */
const isNone = (path: string): string => `${type(path)} IN ('ABSENT', 'NULL')`;
const isString = (path: string, max: number): string =>
  `(${type(path)} = 'VARCHAR' AND length(trim(${text(path)})) > 0 AND length(${text(path)}) <= ${max})`;
const state = text('$.state');
const succeeded = `${state} = 'Succeeded'`;
/** The state is one of the known ones, so the rules of that state apply. */
const known = `coalesce(${state} IN (${list(RUN_STATES)}), FALSE)`;
/** SQL: every element of the JSON array at `path` meets `test` (written over the element `x`). */
const every = (path: string, test: string): string =>
  `coalesce(list_bool_and(list_transform(json_extract(run, '${path}[*]'), x -> ${test})), TRUE)`;

export interface RunRule {
  /** The field named in a refusal, under `runs[i]`. */
  field: string;
  /** SQL condition true for a run that breaks the rule. */
  failed: string;
  problem: string;
}

export const RUN_RULES: readonly RunRule[] = [
  { field: '', failed: `json_type(run) <> 'OBJECT'`, problem: 'must be an object' },
  { field: 'runId', failed: `NOT ${isString('$.runId', 128)}`, problem: 'must be a non-empty string of at most 128 characters' },
  { field: 'state', failed: `${type('$.state')} <> 'VARCHAR' OR ${state} NOT IN (${list(RUN_STATES)})`, problem: `must be one of ${RUN_STATES.join(', ')}` },
  { field: 'startedAt', failed: `${type('$.startedAt')} <> 'VARCHAR' OR NOT ${isInstant(text('$.startedAt'))}`, problem: 'must be an ISO-8601 timestamp with seconds and a zone (2026-11-20T10:00:00Z)' },
  {
    field: 'completedAt',
    failed: `${known} AND ${state} <> 'Running' AND (${type('$.completedAt')} <> 'VARCHAR' OR NOT ${isInstant(text('$.completedAt'))})`,
    problem: 'must be an ISO-8601 timestamp with seconds and a zone once the run is Succeeded or Failed',
  },
  { field: 'completedAt', failed: `${state} = 'Running' AND NOT ${isNone('$.completedAt')}`, problem: 'must be null or absent while the run is Running' },
  {
    field: 'completedAt',
    failed: `${known} AND ${state} <> 'Running' AND ${utcInstant(text('$.completedAt'))} < ${utcInstant(text('$.startedAt'))}`,
    problem: 'is before startedAt',
  },
  { field: 'verified', failed: `${succeeded} AND ${type('$.verified')} <> 'BOOLEAN'`, problem: 'must be true or false for a Succeeded run' },
  {
    field: 'verified',
    failed: `${known} AND NOT ${succeeded} AND NOT (${isNone('$.verified')} OR (${type('$.verified')} = 'BOOLEAN' AND NOT TRY_CAST(json_extract(run, '$.verified') AS BOOLEAN)))`,
    problem: 'can be true only for a Succeeded run (false or absent otherwise)',
  },
  { field: 'result', failed: `${succeeded} AND ${type('$.result')} <> 'OBJECT'`, problem: 'must be an object {normalizedData, data, sources} for a Succeeded run' },
  { field: 'result', failed: `${known} AND NOT ${succeeded} AND NOT ${isNone('$.result')}`, problem: 'must be null or absent unless the run Succeeded' },
  { field: 'result.data', failed: `${succeeded} AND ${isNone('$.result.data')}`, problem: 'is required (any JSON value but null)' },
  {
    field: 'result.sources',
    failed: `${succeeded} AND (${type('$.result.sources')} <> 'ARRAY' OR NOT ${every('$.result.sources', "json_type(x) = 'OBJECT' AND coalesce(json_type(x, '$.url'), '') = 'VARCHAR'")})`,
    problem: 'must be an array of objects, each with a url string',
  },
  {
    field: 'result.normalizedData',
    failed: `${succeeded} AND NOT ${isNone('$.result.normalizedData')} AND NOT (
      ${type('$.result.normalizedData')} = 'OBJECT'
      AND ${type('$.result.normalizedData.nothingStated')} = 'BOOLEAN'
      AND ${type('$.result.normalizedData.shared')} = 'OBJECT'
      AND ${type('$.result.normalizedData.rows')} = 'ARRAY'
      AND ${every('$.result.normalizedData.rows', "json_type(x) = 'OBJECT'")})`,
    problem: 'must be null (a legacy result) or an object with nothingStated (boolean), shared (object) and rows (array of objects)',
  },
];


/** SQL: the JSON text of a run's field as written (`"Done"`, `42`, `null`), NULL when the field is absent. */
export const fieldJson = (field: string): string =>
  field === '' ? 'CAST(run AS VARCHAR)' : `CAST(json_extract(run, '$.${field}') AS VARCHAR)`;

/**
 * Every rule as a check of the staged runs: {@link RUN_RULES}, each but the first on object runs only, then
 * the run ids repeated in the file or stored for another feed (`first_n`, `other_feed`: computed when the
 * runs are staged).
 * `column` carries the field, placed under `runs[i]` by the caller.
 */
export const RUN_CHECKS: readonly RowCheck[] = [
  ...RUN_RULES.map((rule, k): RowCheck => ({
    failed: k === 0 ? rule.failed : `json_type(run) = 'OBJECT' AND (${rule.failed})`,
    column: rule.field,
    value: fieldJson(rule.field),
    problem: rule.problem,
  })),
  { failed: `${type('$.runId')} = 'VARCHAR' AND first_n < n`, column: 'runId', value: fieldJson('runId'), problem: 'repeats an earlier run of the file', detail: "'runs[' || (first_n - 1) || ']'" },
  { failed: 'other_feed', column: 'runId', value: fieldJson('runId'), problem: 'is stored for another feed' },
];
