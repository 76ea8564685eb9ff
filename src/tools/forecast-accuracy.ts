/**
 * Measures the short-interest forecast's direction accuracy retrospectively (`measureForecastAccuracy`)
 * and prints it as JSON: the figures fds-short(1) quotes. Without options it walks a new in-memory sample
 * store (as of 2026-11-20, today 2026-11-21, like the tests); `--db PATH` walks a store file instead,
 * `--empty` starts from an empty store, and `--ingest DATASET FILE` (repeatable) loads files first.
 *
 *   npx tsx src/tools/forecast-accuracy.ts
 *   npx tsx src/tools/forecast-accuracy.ts --empty --ingest finra-short-interest shrt20260715.csv
 */
import { fixedClock } from '../core/clock';
import { LOCAL_CALLER } from '../engine/context';
import { measureForecastAccuracy } from '../engine/short/forecast-accuracy';
import { ingestAny } from '../store/ingest/index';
import { openStore } from '../store/open';

const args = process.argv.slice(2);
const value = (flag: string): string | undefined => {
  const at = args.indexOf(flag);
  return at === -1 ? undefined : args[at + 1];
};
const ingests: [string, string][] = [];
args.forEach((arg, i) => {
  if (arg === '--ingest') ingests.push([args[i + 1]!, args[i + 2]!]);
});

const clock = fixedClock(value('--now') ?? '2026-11-21T15:00:00Z');
const store = await openStore({ path: value('--db') ?? ':memory:', clock, asOf: '2026-11-20', sample: !args.includes('--empty') });
try {
  for (const [dataset, file] of ingests) await ingestAny(store, clock, dataset, file);
  const accuracy = await measureForecastAccuracy({ store, state: store, clock, caller: LOCAL_CALLER });
  process.stdout.write(`${JSON.stringify(accuracy, null, 2)}\n`);
} finally {
  store.close();
}
