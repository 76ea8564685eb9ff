/**
 * A generated corpus of filings for the search bench: deterministic from its parameters, so a store built
 * from it can be cached and reused. Documents of 30 lines of 40 words (ten passages of 120 words each, as
 * the store cuts them), each on a topic: about a third of a line's words come from its topic's 60 words,
 * the rest from a vocabulary shared by all, drawn by Zipf's law (a few words in every passage, most in few),
 * the shape real text has. Words are made of syllables (bakoru, timesa), so no stop word or real term
 * collides with them.
 */
import { uniform } from '../../src/engine/filing-text/semantic/prng';
import type { DocumentInput } from '../../src/store/ingest/importers/filing-store';

/** Bump when anything here changes what is generated: a cached store of another version is rebuilt. */
export const CORPUS_VERSION = 1;

export const LINES_PER_DOCUMENT = 30;
export const WORDS_PER_LINE = 40;
/** Passages the store cuts a document into (three lines of 40 words make 120). */
export const PASSAGES_PER_DOCUMENT = LINES_PER_DOCUMENT / 3;
const VOCABULARY = 30_000;
const TOPICS = 400;
const TOPIC_WORDS = 60;
const TOPIC_SHARE = 0.35;
const COMPANIES = 2_000;
const TYPES = [['TenK', '10-K'], ['TenQ', '10-Q'], ['EightK', '8-K'], ['EarningsCallTranscript', 'Earnings Call']] as const;

const CONSONANTS = 'bdfghjklmnprstvz';
const VOWELS = 'aeiou';

/** Word `i` of the vocabulary: its digits in base 80, each a consonant-vowel syllable. */
export function word(i: number): string {
  let text = '';
  let x = i;
  do {
    const syllable = x % 80;
    text += CONSONANTS[syllable % 16]! + VOWELS[Math.floor(syllable / 16)]!;
    x = Math.floor(x / 80);
  } while (x > 0);
  // One-syllable words would be too short to be words of a filing.
  // x is in no syllable, so a padded word is no other word.
  return text.length < 4 ? `${text}xa` : text;
}

/** Cumulative Zipf weights (s = 1) of the vocabulary's ranks. */
const ZIPF = (() => {
  const cdf = new Float64Array(VOCABULARY);
  let total = 0;
  for (let r = 0; r < VOCABULARY; r++) cdf[r] = total += 1 / (r + 1);
  return cdf.map((x) => x / total);
})();

function zipfRank(u: number): number {
  let lo = 0;
  let hi = VOCABULARY - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ZIPF[mid]! < u) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Topic `t`'s words: 60 of the vocabulary's less common words, drawn once by a seed of its own. */
export function topicWords(t: number): number[] {
  const next = uniform(1_000_003 + t);
  return Array.from({ length: TOPIC_WORDS }, () => 500 + Math.floor(next() * (VOCABULARY - 500)));
}
const TOPIC_TABLE = Array.from({ length: TOPICS }, (_, t) => topicWords(t));

export const topicOf = (d: number): number => (d * 7_919) % TOPICS;

/** Document `d` of the corpus. */
export function document(d: number): DocumentInput {
  const next = uniform(d + 1);
  const topic = TOPIC_TABLE[topicOf(d)]!;
  const lines = Array.from({ length: LINES_PER_DOCUMENT }, () =>
    Array.from({ length: WORDS_PER_LINE }, () => word(next() < TOPIC_SHARE ? topic[Math.floor(next() * TOPIC_WORDS)]! : zipfRank(next()))).join(' '),
  );
  const company = d % COMPANIES;
  const [documentType, form] = TYPES[d % TYPES.length]!;
  const day = new Date(Date.UTC(2016, 0, 1) + (d % 3_650) * 86_400_000).toISOString().slice(0, 10);
  return {
    key: `bench:${d}`, documentType, form, cik: 8_000_000 + company, ticker: `B${company}`, companyName: `Bench Company ${company}`,
    filedDate: day, periodDate: day, itemNumbers: [], accession: null, documentName: null, url: null, lines,
  };
}

/** A query of the corpus: two or three words of one topic, and now and then a common word. */
export function query(q: number): string {
  const next = uniform(7_000_000 + q);
  const topic = TOPIC_TABLE[(q * 37) % TOPICS]!;
  const words = Array.from({ length: 2 + (q % 2) }, () => word(topic[Math.floor(next() * TOPIC_WORDS)]!));
  if (q % 3 === 0) words.push(word(zipfRank(next() * 0.5)));
  return words.join(' ');
}
