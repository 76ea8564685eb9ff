/**
 * Measures filing search on the labelled queries and prints nDCG@10 of the keyword ranking, the semantic
 * ranking and the hybrid search as JSON, with each query's scores: the figures fds-filings(1) quotes. The
 * set and this runner live with the tests, so the program never depends on them.
 *
 *   npx tsx test/engine/filings/search/ranking/eval.ts
 */
import { fixedClock } from '../../../../../src/core/clock';
import { openStore } from '../../../../../src/store/open';
import { TEMPLATE_AS_OF, TEMPLATE_NOW } from '../../../../support/sample-template-key';
import { addRealFilings } from './corpus';
import { measureRanking } from './measure';

const clock = fixedClock(TEMPLATE_NOW);
const store = await openStore({ path: ':memory:', clock, asOf: TEMPLATE_AS_OF });
try {
  await addRealFilings(store, clock);
  process.stdout.write(`${JSON.stringify(await measureRanking(store), null, 2)}\n`);
} finally {
  store.close();
}
