/** Prose of the manual about the buyback and at-the-market reads: the fields and rules beyond the options and the request. */
import { ATM_LOOKBACK_MONTHS, EXPIRY_WARNING_DAYS, FISCAL_YEAR_DAYS, HISTORY_QUARTERS, HISTORY_YEARS, QUARTER_DAYS, AMOUNT_CONCEPTS, SHARES_CONCEPTS, AUTHORIZED_CONCEPT, REMAINING_CONCEPT } from '../../src/engine/buybacks/rules';
import { OVERLAP_WORDS, TARGET_WORDS } from '../../src/engine/filing-text/passages';
import { MAX_TERM_LENGTH, STOP_WORDS } from '../../src/engine/filing-text/terms';
import { DOCUMENT_TYPE_NAMES, DOCUMENT_TYPES, EDGAR_DOCUMENT_FORMS } from '../../src/engine/filings/forms';
import { BM25_B, BM25_K1 } from '../../src/engine/filings/search/bm25';
import { RRF_K } from '../../src/engine/filings/search/fuse';
import { MAX_QUERY_LENGTH } from '../../src/engine/filings/search/query';
import { MIN_SIMILARITY } from '../../src/engine/filings/search/search';
import { MIN_TAIL, TAIL_SHARE } from '../../src/store/filing-semantic/compact';
import { LSA_DIMENSIONS, PASSAGES_PER_DIRECTION } from '../../src/engine/filing-text/semantic/lsa';
import { DEFAULT_EMBEDDINGS_MODEL, EMBEDDINGS_KEY_ENV, EMBEDDINGS_MODEL_ENV, EMBEDDINGS_URL_ENV } from '../../src/engine/filing-text/semantic/endpoint';
import { IVF_MIN_PASSAGES, SQRT_DIVISOR, MAX_LISTS, MIN_LISTS } from '../../src/store/filing-semantic/ivf';
import { TRAIN_SAMPLE } from '../../src/store/filing-semantic/local';
import { LINES_DEFAULT, LINES_MAX, MAX_FILING_OFFSET } from '../../src/operations/filings';
import { MAX_EXCLUDED_TICKERS, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX } from '../../src/operations/filing-search';
import { esc, para, type Section } from './roff';

/**
 * The extractors' figures on their hand-labelled set (test/engine/buybacks/labelled-program-sentences.ts),
 * quoted below; the extractor test measures them again and fails when they differ.
 */
export const PROGRAM_EXTRACTION_FIGURES = {
  sentences: 34,
  atm: { expected: 12, extracted: 11, correct: 11 },
  buyback: { expected: 11, extracted: 11, correct: 11 },
} as const;

/**
 * Filing search's nDCG@10 on its hand-labelled queries (test/engine/filings/search/ranking/), quoted in
 * SEARCH QUALITY; the ranking test measures them again and fails when they differ.
 */
export const FILING_SEARCH_FIGURES = { queries: 39, keyword: 0.874, semantic: 0.527, hybrid: 0.888 } as const;

const percent = (n: number, d: number): string => `${((100 * n) / d).toFixed(1)}%`;
const { sentences: SENTENCES, atm: ATM, buyback: BUYBACK } = PROGRAM_EXTRACTION_FIGURES;

const TYPES = DOCUMENT_TYPES.map((t) => `${t} (${DOCUMENT_TYPE_NAMES[t]})`).join(', ');

/** The filing store: what a document is, how it is numbered and cut, and the list and read commands. */
const storeSections: readonly Section[] = [
  {
    title: 'STORED DOCUMENTS',
    body: para(
      `The filing store holds companies' documents of five types: ${TYPES}. EDGAR filings enter with fds ingest filing `
        + `(forms ${EDGAR_DOCUMENT_FORMS.join(', ')}; see fds-ingest(1)); an amendment or transition report is stored under its base type, `
        + 'so a 10-K/A is listed as a TenK and filtered as one, and keeps its own label in form. Earnings-call transcripts '
        + 'enter with fds ingest transcript or earnings-event, under the transcriptDocumentId of their call (see fds-earnings(1)), '
        + 'a line per turn. Investor-relations news has no public file layout to read: IrNews documents are those of the sample '
        + 'set, until a source of them is added.',
      'Document id: a name-based uuid of the document\'s durable key: the accession for an EDGAR filing (a filing has one '
        + 'primary document, the one stored, whatever its file was called), else the source\'s own id. Ingesting a document '
        + 'again keeps its id; the same text keeps its lines, passages and postings, and changed metadata (a ticker linked '
        + 'since, the submissions metadata\'s items) only updates its row.',
      'Ticker: the one the source gives, else SEC\'s ticker link of the filer\'s CIK (fds ingest sec-tickers or '
        + 'sec-submissions; the cover page\'s trading symbol first among them), else the cover page\'s first symbol; a '
        + 'document stored without one shows the ticker a link ingested later gives its CIK. Metadata of EDGAR\'s submissions '
        + 'document joins stored documents by accession, whichever is ingested first (see fds-ingest(1), sec-submissions).',
      'The sample set holds a synthetic corpus of nine companies (8-Ks of results and of an executive departure, 10-Qs, '
        + '10-Ks with risk factors and customer concentration, transcripts, news); every document opens with a line saying it '
        + 'is synthetic and its accession starts with 999, outside EDGAR\'s range. A real document of a company replaces its '
        + 'synthetic corpus whole.',
    ),
  },
  {
    title: 'LINES AND PASSAGES',
    body: para(
      'Every document is numbered once, when it is stored: line 1 is its first line of text. An HTML document\'s lines are '
        + 'its paragraphs, headings, list items and table rows (a row\'s cells joined by " | ", empty cells left out, a lone '
        + '$ or % kept with its figure); scripts, styles and the inline XBRL header with its hidden facts are dropped, and the '
        + 'text of the facts in the body is kept without their tags. Blank lines are dropped. Line numbers never change while '
        + 'the document\'s text does not; a search passage\'s startLineNumber is one of them.',
      `Passages (chunks), for search: runs of whole lines, never splitting one, of at least ${TARGET_WORDS} words each (a line `
        + `longer than that is a passage of its own); the next passage starts with the previous one's trailing lines that hold `
        + `at most ${OVERLAP_WORDS} words together, never all of its lines. The last passage takes what remains. chunkIndex counts `
        + 'from 0.',
      `Terms, for keyword ranking: lower case, folded to ASCII (é is e), runs of letters and digits with a decimal point or `
        + `comma kept between digits (2.02, 1,250) and an apostrophe between letters dropped (company's is companys); no stemming; `
        + `terms longer than ${MAX_TERM_LENGTH} characters and ${STOP_WORDS.size} English stop words (${[...STOP_WORDS].slice(0, 8).join(', ')}, …) are left out. Each `
        + 'passage stores its term count and every distinct term with its frequency; document frequencies and mean passage '
        + 'length are counted from those when a ranking runs.',
    ),
  },
  {
    title: 'LIST',
    body: para(
      `fds filings list [--ticker T] [--document-type D] [--item-number N] [--start-date D] [--end-date D] [--limit N] [--offset N] `
        + 'lists documents newest filing date first across the market (ties: newer reporting-for date, then id). '
        + '--document-type takes a type or its label, case ignored (EightK or 8-k); --item-number is an exact 8-K item (2.02 '
        + 'results of operations, 5.02 officer or director changes); dates are filing dates, inclusive. Investor-relations '
        + `news is left out unless --document-type is IrNews. --limit defaults to 10, at most 500; --offset is at most `
        + `${MAX_FILING_OFFSET} (more is refused, exit 2, naming offset). A ticker the store does not know is 404 (exit 3); a `
        + 'known one with nothing in range is an empty page.',
      'Rows: id, ticker (null when none is known), companyName, documentType, documentTypeName, filedDate, reportingForDate '
        + '(period of report, event or call date; null when not stated), itemNumbers (empty for forms without items) and '
        + 'lineCount. The table shows the filing date, ticker, the type with its items, and the whole id, which fds filings '
        + 'read takes. fds filings stock TICKER [filters] calls GET /v1/stocks/{ticker}/filings, the compatibility route of the '
        + 'list with ticker: the same rows, filters, order and paging.',
    ),
  },
  {
    title: 'READ',
    body: para(
      'fds filings show ID answers the document\'s list row with form (as filed), cik, accession, documentName, url (the '
        + 'document on EDGAR, or its filing folder when the file name is not known) and chunkCount (GET /v1/filings/{documentId}).',
      `fds filings read ID [--start N] [--limit N] prints its lines like nl(1), numbered from --start (default 1), at most `
        + `--limit (default ${LINES_DEFAULT}, max ${LINES_MAX}); a long line wraps under its own text. The body (GET `
        + '/v1/filings/{documentId}/lines): documentId, ticker, lineCount (of the whole document), start, count, hasMore, '
        + 'nextStart (the start of the next call; null when nothing follows) and data [{lineNumber, text}]. A start past the '
        + 'last line is an empty run. Unknown id: 404 (exit 3); an id that is not a uuid: 400 naming documentId (exit 2).',
    ),
  },
];

/** Filing search: the command, the ranking, the semantic model and the rules after fusion. */
const searchSections: readonly Section[] = [
  {
    title: 'SEARCH',
    body: para(
      'fds filings search QUERY… ranks the passages of every stored document (GET /v1/filings/search); with --ticker T only '
        + 'the stock\'s documents (GET /v1/stocks/{ticker}/filings/search; a ticker the store does not know is 404, exit 3); '
        + 'with --document ID only that document\'s passages (GET /v1/filings/{documentId}/search; takes --limit only). The '
        + 'query words are joined by spaces. Filters: --document-type (investor-relations news only when it is IrNews, as '
        + `the list), --start-date and --end-date (filing dates, inclusive). --limit defaults to ${SEARCH_LIMIT_DEFAULT}, at most `
        + `${SEARCH_LIMIT_MAX}. Not paged: no --offset (an offset is refused, naming it).`,
      'The answer: limit, count and data, the passages best first, each with documentId, ticker, companyName, documentType, '
        + 'documentTypeName, filedDate, chunkIndex, startLineNumber (its first line), text (its whole lines) and url, a link '
        + 'that reads the document from the passage on (/v1/filings/{documentId}/lines?start=N on the server answering); '
        + 'url is null when the document has no resolvable ticker. People get each passage under a heading of rank, filing '
        + 'date, ticker, type and first line, its document id and its first lines of text.',
      `The query: at most ${MAX_QUERY_LENGTH} characters, read with the terms of LINES AND PASSAGES. A query with no word left `
        + 'once stop words and punctuation are dropped (the of, "?!") is refused, 400 naming query (exit 2): it has nothing to '
        + 'rank by, and an empty answer would read as "nothing matches". Any other text, quotes and unicode included, is '
        + 'searched; no query answers a 500.',
    ),
  },
  {
    title: 'RANKING',
    body: para(
      `Two rankings of the passages in scope are fused. Keyword: BM25 (k1 = ${BM25_K1}, b = ${BM25_B}) computed in the store from `
        + 'the term index kept at ingest, with document frequencies, passage count and mean length over every stored passage. '
        + 'Passages holding every query word (precise matches) rank first; when fewer than limit of them are in scope, the '
        + 'ranking broadens to passages holding any of the words, more words first, after the precise ones. Semantic: the '
        + `passages whose vectors are nearest the query's (cosine similarity, at least ${MIN_SIMILARITY}).`,
      `Fusion: reciprocal rank fusion, a passage scoring the sum of 1 / (${RRF_K} + rank) over the rankings that hold it. The fused `
        + 'score orders passages within tiers of the query words they hold: precise matches first (so broadening never moves '
        + 'one down), then passages holding more of the words before those holding fewer, down to two; then, together, '
        + 'passages holding one word and passages only the semantic ranking finds. A passage the semantic ranking prefers '
        + 'thus rises above passages sharing one word with the query, never above passages sharing more. Ties: the better '
        + 'keyword rank, then the better semantic rank.',
      `After fusion, in fused order: --exclude-tickers T,… (up to ${MAX_EXCLUDED_TICKERS} ASCII symbols; more, or one that is not a `
        + 'ticker, is refused naming excludeTickers) drops those tickers\' passages, and --max-results-per-company N keeps a '
        + 'company\'s (its ticker, else its CIK) N best passages; the passages after them move up. Both apply to the '
        + 'market-wide search only.',
    ),
  },
  {
    title: 'SEMANTIC MODEL',
    body: para(
      'The semantic ranking works offline: its model is trained on the store\'s own passages and nothing is downloaded. '
        + 'Latent semantic analysis: each passage is a tf-idf vector of its terms ((1 + ln tf) × ln(N / df), scaled to unit '
        + `length); a randomized truncated SVD of a sample of at most ${TRAIN_SAMPLE.toLocaleString('en-US')} passages (chosen by `
        + `a seeded hash, so the same store trains the same model) finds up to ${LSA_DIMENSIONS} directions of co-occurrence, at `
        + `most one per ${PASSAGES_PER_DIRECTION} sample passages; every passage and query is folded into that space and stored `
        + `as a unit vector of ${LSA_DIMENSIONS} floats (FLOAT[${LSA_DIMENSIONS}]). Words that share contexts in the store come near `
        + 'each other, so a passage can match a query it shares few words with; a word the store never holds adds nothing.',
      'When it is trained: when documents are first stored (the sample set included), and again inside any ingest after '
        + 'which the store holds more than twice, or less than half, the passages the model was trained on, and by fds filings '
        + 'reindex. Between those, new passages are folded into the model there is, in the ingest\'s own transaction. A '
        + 'training also rewrites the term index in term order, the vectors in list order and the passages in document '
        + 'order, so a query reads only the postings of its words and the vectors of its lists; on a large store it takes '
        + 'minutes (about ten at a million passages on two cores), and the ingest that starts it waits for it. Passages '
        + `stored since follow in arrival order, and every query reads their postings whole; once those pass 1/${Math.round(1 / TAIL_SHARE)} `
        + `of the ordered ones (and ${MIN_TAIL.toLocaleString('en-US')} postings), the ingest puts the postings and vectors back `
        + 'in order (about a minute at a million passages).',
      `Index: a store of ${IVF_MIN_PASSAGES.toLocaleString('en-US')} passages or more gets an inverted file, built with the model: k-means `
        + `centroids of its vectors (the square root of the passage count over ${SQRT_DIVISOR} lists, ${MIN_LISTS} to ${MAX_LISTS}) `
        + 'stored beside them, each vector in the list of its nearest centroid. A market-wide search then reads only the '
        + 'vectors of the eighth of the lists (at least 8) nearest the query, an approximation of reading them all; a '
        + 'stock\'s or a document\'s search reads its own vectors whole. Tested against reading every vector on a generated '
        + 'set of 20,000 vectors: 93% of the exact 10 nearest found.',
    ),
  },
  {
    title: 'REINDEX AND AN EMBEDDINGS ENDPOINT',
    body: para(
      'fds filings reindex (POST /_local/filings/reindex, the store\'s operator only) rebuilds the semantic index from the stored '
        + 'passages: the local model trained again and every passage folded in, or, with an embeddings endpoint configured, every '
        + 'passage embedded by it; the inverted file is rebuilt either way. One transaction: a failure leaves the index as it was. '
        + 'It answers kind (local or endpoint), model, dimensions, passages, vectors (passages with a vector), lists, '
        + 'samplePassages, terms and trainedAt.',
      `An embeddings endpoint replaces the local model with one a team already serves: an OpenAI-compatible POST /v1/embeddings `
        + `(a local inference server). The environment of the process that holds the store (fds serve, the daemon, the CLI) `
        + `configures it: ${EMBEDDINGS_URL_ENV} is the endpoint itself (http://127.0.0.1:8080/v1/embeddings), ${EMBEDDINGS_KEY_ENV} is sent `
        + `as a bearer token when set, and ${EMBEDDINGS_MODEL_ENV} is the model asked for (${DEFAULT_EMBEDDINGS_MODEL} when unset) and the name the store `
        + 'records its vectors under. Configuring it changes nothing until fds filings reindex embeds every passage with it; the '
        + 'vector tables then take its size (FLOAT[n]). From then on an ingest of filings embeds the passages it stores, and a '
        + 'search embeds its query, with the same endpoint. Nothing is downloaded at any time.',
      'When the endpoint fails (refused or timed-out connection, a status other than 200, an answer that is not one embedding per '
        + 'text of one size): searches and reindexing answer 503 naming it (exit 6); an ingest stores its documents and answers 503 '
        + 'saying their passages wait for vectors, which the next ingest or reindex gives them. A store whose vectors came from an '
        + `endpoint, searched by a process without ${EMBEDDINGS_URL_ENV} (or with another model), answers 503 saying so; fds filings `
        + 'reindex there returns the store to the local model.',
    ),
  },
];

const figure = (x: number): string => x.toFixed(3);

/** The measured quality of the rankings, from {@link FILING_SEARCH_FIGURES}. */
const qualitySection: Section = {
  title: 'SEARCH QUALITY',
  body: `${para(
    `Measured on ${FILING_SEARCH_FIGURES.queries} hand-labelled queries over real EDGAR documents (Apple's 10-K for fiscal 2024, its cover `
      + 'page and the start of Part I; Buckle\'s 8-K of November 22, 2024) and the sample corpus, with the limit 10. Each '
      + 'query\'s passages are graded 2 (answers it) or 1 (related); nDCG@10 is 1 for the ideal order:',
  )}\n.PP\n.nf\n${esc([
    'ranking          nDCG@10',
    `keyword only     ${figure(FILING_SEARCH_FIGURES.keyword)}`,
    `semantic only    ${figure(FILING_SEARCH_FIGURES.semantic)}`,
    `hybrid           ${figure(FILING_SEARCH_FIGURES.hybrid)}`,
  ].join('\n'))}\n.fi\n.PP\n${esc(
    'The hybrid search wins where a query shares few words with its answer (stock buyback for "we repurchased … shares", '
      + 'headcount for "full-time employees") and loses little where the words match. The semantic ranking alone is weak '
      + 'here: trained on a store of a few hundred passages, most of them synthetic and alike, it keeps the directions they '
      + 'share and loses words few passages hold (a company\'s name, a note\'s maturity). The fusion rule (tiers of words held) '
      + 'was chosen on this set, so the figures are not a held-out measure. npx tsx test/engine/filings/search/ranking/eval.ts '
      + 'prints them with each query\'s scores.',
  )}`,
};

export const filingsSections: readonly Section[] = [
  ...storeSections,
  ...searchSections,
  qualitySection,
  {
    title: 'BUYBACK PROGRAMS',
    body: para(
      'fds filings buybacks TICKER answers a company\'s share repurchase programs and what it bought back. The ticker is '
        + 'known when the store holds it as a listing, as SEC\'s ticker link (fds ingest sec-tickers) or in a program record; '
        + 'any other is 404 (exit 3). A known ticker with nothing on file answers 200 with empty programs and history and '
        + 'null figures.',
      'Sources: the company\'s XBRL facts (fds ingest company-facts), read under its CIK (SEC\'s newest link of the ticker, '
        + `else its newest insider issuer record), program records read from the company's own filings (fds ingest sec-filing, `
        + `see PROGRAM EXTRACTION) and records extracted elsewhere (fds ingest buyback-programs). `
        + `The facts used are ${AUTHORIZED_CONCEPT} and ${REMAINING_CONCEPT} (instants), and for repurchases ${SHARES_CONCEPTS.join(' then ')} `
        + `(shares) and ${AMOUNT_CONCEPTS.join(' then ')} (dollars), each period's figure from the first concept in that order `
        + 'that tags it, from the newest filing that does.',
      'Fields: ticker, companyName, cik (null when the listing links to no CIK); authorizedAmount, authorizedUnit (USD or '
        + 'shares), authorizedAsOf, remainingAuthorizedAmount, remainingAuthorizedUnit, programExpires and '
        + 'dollarsAreCombinedEquity (the dollar authorization covers common and other equity together) are those of the '
        + 'newest program by asOfDate. A null remaining amount means not disclosed, never zero.',
      'programs[]: newest asOfDate first, an extracted record first on a tie. Each has origin (xbrl: the figures at the '
        + 'newest balance-sheet date that tags either the authorized or the remaining amount, one entry; extracted: one entry '
        + 'per program record, by announcement date, authorized amount and unit, as of its newest record), announcedDate, '
        + 'authorizedAmount, authorizedUnit, remainingAuthorizedAmount, remainingAuthorizedUnit, asOfDate, expires, '
        + 'dollarsAreCombinedEquity and source {form, filedDate, accession, url} (an xbrl source links to the EDGAR folder '
        + 'of the filing).',
      `annualHistory[] (fiscal years: duration facts of ${FISCAL_YEAR_DAYS.min} to ${FISCAL_YEAR_DAYS.max} days, newest ${HISTORY_YEARS}) and `
        + `quarterlyHistory[] (quarters: ${QUARTER_DAYS.min} to ${QUARTER_DAYS.max} days, newest ${HISTORY_QUARTERS}), newest first. Each row has `
        + 'fiscalYear and fiscalPeriod as the first filing to report the period labels them (FY; Q1, Q2, Q3, and Q4 for a '
        + 'quarter first reported in the annual report), periodStart, periodEnd, sharesRepurchased, amountRepurchasedUsd '
        + '(each null when no filing tags it), averagePriceUsd (amount ÷ shares, two decimals) and source. A fourth quarter '
        + 'appears only when a filing tags it: it is never derived as the year less three quarters.',
      'yearToDate{}: fiscalYear, periodStart (the day after the newest fiscal year on file ends), periodEnd, '
        + 'sharesRepurchased, amountRepurchasedUsd and source of the longest period starting that day (a 10-Q tags the year '
        + 'to date beside its quarter). Every field is null when no fiscal year is on file; only periodStart is set while '
        + 'the new year has no report yet.',
    ),
  },
  {
    title: 'AT-THE-MARKET PROGRAMS',
    body: para(
      'fds filings atm TICKER answers the at-the-market equity programs (equity distribution or sales agreements) stated '
        + 'in the company\'s own 8-K, 10-Q, 10-K and 424B filings, from records read from them (fds ingest sec-filing, see '
        + `PROGRAM EXTRACTION) or extracted elsewhere (fds ingest atm-programs). Only filings of the last ${ATM_LOOKBACK_MONTHS} months count, filed from lookbackStartDate through today; a program `
        + 'none of them states is left out. Unknown ticker: 404 (exit 3).',
      'Fields: ticker, companyName, lookbackStartDate and programs[], newest establishedDate first. Each program: '
        + 'establishedDate (the agreement\'s date, which identifies it), capacityUsd (the aggregate offering price, as the '
        + 'newest filing states it), cumulativeSoldUsd and soldAsOf (the sold figure measured last; null when none is '
        + 'disclosed), remainingUsd (capacity − sold, never below 0), utilization (sold ÷ capacity as a fraction, 0.25 is a '
        + 'quarter used, 4 decimals; null without a sold figure), expirationDate (the newest filing stating one; null when '
        + `none does), isExpired (the expiration date is before today), expiresWithin90Days (not expired, and it falls today or `
        + `within the next ${EXPIRY_WARNING_DAYS} days) and sources[] {form, filedDate, accession, url}, newest filed first.`,
      'An empty programs list is a successful answer (200, exit 0): nothing was captured from the filings on file, which is '
        + 'not proof that the company has no program. A request that failed answers the error envelope {error: {code, '
        + 'message, status}} instead (exit 3 for an unknown ticker, 2 for a malformed one), never an empty list.',
    ),
  },
  {
    title: 'PROGRAM EXTRACTION',
    body: para(
      'fds ingest sec-filing FILE reads a company\'s 8-K, 10-Q, 10-K or 424B filing (see fds-ingest(1)) with two '
        + 'deterministic extractors, sentence by sentence: the same filing always yields the same records. The buyback '
        + 'extractor reads an authorization (up to an amount in dollars or shares, the board\'s date when the sentence gives '
        + 'a day, whether it covers more than common stock, its expiry or that it has none) and the amount remaining at a '
        + 'date, with the program\'s size when the sentence names it. The at-the-market extractor reads an agreement\'s date '
        + 'and aggregate offering price, the gross proceeds sold under it to a date (none sold is 0), and its expiry.',
      'Facts are joined across sentences only where the filing leaves no doubt: an amount sold, an expiry or a remaining '
        + 'amount belongs to a program only when the filing states exactly one, and an agreement\'s date and capacity '
        + 'written apart are joined only when the filing writes one of each. It skips rather than guesses: hypotheticals '
        + '("we may enter into"), increases of an authorization (the sentence rarely says whether the amount is the '
        + 'increase or the total), net proceeds, a capacity in shares only, a month without a day, and a "sales agreement" '
        + 'not said to sell the company\'s own shares. Figures no sentence dates are as of the filing date.',
      `Measured on ${SENTENCES} hand-labelled sentences in filing wording, look-alikes included: at-the-market precision `
        + `${percent(ATM.correct, ATM.extracted)} and recall ${percent(ATM.correct, ATM.expected)} (${ATM.correct} of ${ATM.expected} facts); `
        + `buyback precision ${percent(BUYBACK.correct, BUYBACK.extracted)} and recall ${percent(BUYBACK.correct, BUYBACK.expected)} `
        + `(${BUYBACK.correct} of ${BUYBACK.expected}). The rules were written against that set, so these are upper bounds, not a `
        + 'held-out measure; the one known miss is listed in the set. A filing that yields nothing is not evidence that the '
        + 'company has no program.',
    ),
  },
];
