/**
 * fds-supply-chain(1) quotes the extractor's precision and recall on the labelled sentences: they are
 * measured again here, so a change of the extractor or of the set cannot leave the manual saying old figures.
 */
import { describe, expect, it } from 'vitest';
import { EXTRACTOR_FIGURES } from '../../../commands/manual/supply-chain';
import { extractFromSentence } from '../../../src/engine/supply-chain/extract';
import { scoreStatements } from '../../../src/engine/supply-chain/score';
import { LABELLED_SENTENCES } from './labelled-sentences';

describe('the figures fds-supply-chain(1) quotes', () => {
  it('are those a fresh evaluation of the labelled sentences measures (update the manual and run npm run gen when they move)', () => {
    const scores = scoreStatements(LABELLED_SENTENCES.map((c) => ({ expected: c.expected, extracted: extractFromSentence(c.sentence) })));
    expect(EXTRACTOR_FIGURES).toEqual({
      sentences: scores.sentences,
      statements: scores.overall.expected,
      precision: scores.overall.precision,
      recall: scores.overall.recall,
      quoted: LABELLED_SENTENCES.filter((c) => c.source !== undefined).length,
    });
  });
});
