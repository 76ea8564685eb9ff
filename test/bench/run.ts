/**
 * `npm run bench`: each figure a ratio (or latency) measured in this run against a baseline measured in
 * this same run, printed next to its target. Not part of `npm test`; tests never assert on wall time.
 * `npm run bench -- 3 4` runs only those steps.
 */
import { printColdStart } from './cold-start';
import { printCongressActivity } from './congress-activity';
import { printFilingIngest } from './filing-ingest';
import { printFilingSearch } from './filing-search';
import { printFundOwners } from './fund-owners';
import { printIndexForecast } from './index-forecast';
import { printIngest } from './ingest';
import { printInsiderSentiment } from './insider-sentiment';
import { printMostHeld } from './most-held';
import { printPageQuery } from './page-query';
import { printReplicas } from './replicas';
import { printScreener } from './screener';
import { printServe } from './serve';
import { printSqueeze } from './squeeze';
import { printStream } from './stream';

const steps: Readonly<Record<string, () => boolean | Promise<boolean>>> = {
  '1': printColdStart,
  '2': printServe,
  '3': printIngest,
  '4': printPageQuery,
  '5': printStream,
  '6': printInsiderSentiment,
  '7': printIndexForecast,
  '8': printSqueeze,
  '9': printFundOwners,
  '10': printCongressActivity,
  '11': printFilingIngest,
  '12': printFilingSearch,
  '13': printMostHeld,
  '14': printScreener,
  '15': printReplicas,
};

const chosen = process.argv.slice(2).filter((arg) => arg in steps);
let missed = 0;
let failed = 0;
for (const id of chosen.length > 0 ? chosen : Object.keys(steps)) {
  try {
    if (!(await steps[id]!())) missed++;
  } catch (error) {
    failed++;
    console.log(`${id}. could not be measured: ${error instanceof Error ? error.message : String(error)}`);
  }
}
console.log(`${missed} target(s) missed, ${failed} step(s) failed`);
process.exitCode = failed > 0 ? 1 : 0;
