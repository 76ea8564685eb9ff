/**
 * Measures the supply-chain extractor against its hand-labelled sentences and prints precision and
 * recall, overall and per side, as JSON: the figures a man page can quote. The set lives with the tests
 * (./labelled-sentences.ts), the scoring with the engine; this runner lives with the set so the program
 * never depends on its tests.
 *
 *   npx tsx test/engine/supply-chain/eval.ts
 */
import { extractFromSentence } from '../../../src/engine/supply-chain/extract';
import { scoreStatements } from '../../../src/engine/supply-chain/score';
import { LABELLED_SENTENCES } from './labelled-sentences';

const scores = scoreStatements(LABELLED_SENTENCES.map((c) => ({ expected: c.expected, extracted: extractFromSentence(c.sentence) })));
const quoted = LABELLED_SENTENCES.filter((c) => c.source !== undefined).length;
process.stdout.write(`${JSON.stringify({ ...scores, quotedFromFilings: quoted, knownGaps: LABELLED_SENTENCES.filter((c) => c.gap !== undefined).length }, null, 2)}\n`);
