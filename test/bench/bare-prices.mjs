// The physical floor of a cold `fds prices AAPL --json`: a bare script that opens the store with
// @duckdb/node-api, runs the same query the engine runs for that page, and prints the rows as JSON.
// Plain JavaScript run by node itself, so nothing but DuckDB and the query is measured.
import { DuckDBInstance } from '@duckdb/node-api';

const PAGE = `
SELECT date, open, high, low, close, adjusted_close AS "adjustedClose", volume
FROM prices
WHERE ticker = ? AND volume > 0
  AND date BETWEEN coalesce(CAST(? AS DATE), DATE '-infinity') AND coalesce(CAST(? AS DATE), DATE 'infinity')
ORDER BY date DESC
LIMIT ? OFFSET ?`;

const instance = await DuckDBInstance.create(process.argv[2]);
const connection = await instance.connect();
const statement = await connection.prepare(PAGE);
statement.bind(['AAPL', null, null, 261, 0]);
const rows = (await statement.runAndReadAll()).getRowObjectsJson();
process.stdout.write(`${JSON.stringify({ data: rows.slice(0, 260) })}\n`);
connection.closeSync();
instance.closeSync();
