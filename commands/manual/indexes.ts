/** Prose of the manual about stock indexes: rules a reader needs beyond the options and the request. */
import { ALL_RULES, PROBABILITY_MODEL, type IndexRules, type Provenance, type RuleSpec } from '../../src/engine/indexes/rules';
import { INDEXES } from '../../src/engine/indexes/universe';
import { FLOAT_CLOSE_DAYS } from '../../src/engine/indexes/measures';
import { WHOLE_WEIGHT_MAX, WHOLE_WEIGHT_MIN } from '../../src/store/ingest/importers/index-holdings-store';
import { para, terms, type Section } from './roff';

/** Escaped roff with a break point after every slash, so a long URL can wrap at 80 columns. */
const breakable = (roff: string): string => roff.replaceAll('/', '/\\:');

const usd = (n: number): string => (n >= 1e9 ? `US$${Number((n / 1e9).toFixed(2))} billion` : n >= 1e6 ? `US$${Number((n / 1e6).toFixed(2))} million` : `US$${n.toFixed(2)}`);

/** One rule in words, from data/index-rules.json. */
function ruleText(spec: RuleSpec): string {
  switch (spec.rule) {
    case 'MarketCap':
      return spec.maxUsd === null ? `company market cap at least ${usd(spec.minUsd)}` : `company market cap ${usd(spec.minUsd)} to ${usd(spec.maxUsd)}`;
    case 'FloatMarketCap':
      return `float-adjusted market cap at least ${usd(spec.minUsd)} (half the minimum)`;
    case 'FloatFraction':
      return `public float at least ${spec.min} of the shares`;
    case 'Liquidity':
      return `dollar value traded over ${spec.lookbackDays} days at least ${spec.minRatio} of float-adjusted market cap`;
    case 'GaapEarnings':
      return 'GAAP net income positive summed over the trailing four quarters and in the latest quarter';
    case 'Seasoning':
      return `trading for at least ${spec.months} months (first stored bar)`;
    case 'Domicile':
      return `domiciled in ${spec.country}`;
    case 'Exchange':
      return `listed on ${spec.allowed.join(' or ')}`;
    case 'SectorExcluded':
      return `not in ${spec.sectors.join(', ')}`;
    case 'AverageDailyVolume':
      return `average daily volume over ${spec.lookbackDays} days at least ${spec.minShares.toLocaleString('en-US')} shares`;
    case 'MinPrice':
      return `close at least US$${spec.minUsd.toFixed(2)}`;
    case 'SectorBalance':
    case 'NotInBankruptcy':
      return `NotApplied: ${spec.notApplied}`;
  }
}

/** Where a value comes from when it is not the index's own source, and a mark on one not checked against a document. */
const provenance = (p: Provenance): string => `${p.citation === undefined ? '' : ` (${p.citation})`}${p.sourced ? '' : ' [not re-verified]'}`;

function rankingText(rules: IndexRules): string {
  const r = rules.ranking;
  if (r === undefined) return '';
  const mark = provenance(r);
  return 'entryRank' in r
    ? ` Ranking: by market cap; a non-member ranked within ${r.entryRank} enters, a member ranked within ${r.retainRank} stays${mark}.`
    : ` Ranking: by total market cap, ranks ${r.fromRank} to ${r.toRank}, a band of ${r.bandPercent} points of cumulative market cap around each breakpoint${mark}.`;
}

function rulesOfIndexes(): [string, string][] {
  return INDEXES.filter((i) => ALL_RULES[i.slug] !== undefined).map((i) => {
    const rules = ALL_RULES[i.slug]!;
    const list = rules.rules.map((r) => `${r.rule}: ${ruleText(r)}${provenance(r)}`).join('; ');
    return [i.name, `${rules.kind}. Source: ${rules.source} (${rules.sourceUrl}), thresholds effective ${rules.effectiveDate}. ${list}.${rankingText(rules)}`];
  });
}

export const indexesSections: readonly Section[] = [
  {
    title: 'COVERED INDEXES',
    body: terms(
      INDEXES.map((i) => [i.slug, `${i.name} (${i.provider}); also ${i.aliases.join(', ')}; lists from ${i.funds.map((f) => f.ticker).join(', ')}.`]),
    ),
  },
  {
    title: 'ADDRESSING AN INDEX',
    body: para(
      'INDEX is a slug, a name or a ticker alias; case, spaces and punctuation are ignored (S&P-500, sp500 and ^GSPC all name '
        + 'the S&P 500). A spelling that is none of those names the index whose name starts with it or holds each of its '
        + 'words (midcap names the S&P MidCap 400). A spelling that could name two indexes (S&P, russell) answers 404 '
        + 'not_found naming them, as does an unknown one (exit 3).',
    ),
  },
  {
    title: 'CONSTITUENT LISTS',
    body: para(
      'Every list is the disclosed holdings of a full-replication tracking fund, from the fund\'s daily holdings file or its '
        + 'quarterly N-PORT-P filing (fds ingest index-holdings), and names the fund and the kind of file (source, e.g. IVV '
        + 'daily holdings file), the holdings date (asOfDate) and isDaily. An index publishes the newest complete list of its '
        + 'funds; on equal dates a daily file wins over a filing.',
      `A list is published only when the file arrived whole. None of the layouts states how many holdings it has, so the proof is the weights: a full-replication fund holds its index at about 100% of net assets, so the security rows' weights must sum to between ${WHOLE_WEIGHT_MIN * 100}% and ${WHOLE_WEIGHT_MAX * 100}%. A narrowed file (the first rows of a download) is stored, never published, and the previous list stays. While no complete list is held, constituentCount is 0 and asOfDate null.`,
      'Rows are linked to a listing by the fund\'s ticker (class shares written without a separator, BRKB, link to BRK-B) and '
        + 'then carry the listing\'s ticker and name; a row that matches no listing keeps the fund\'s own name with isLinked '
        + 'false and ticker null (unlinkedCount counts them). weight is a fraction (0.0721 is 7.21%); fundShares and '
        + 'fundValueUsd size the fund\'s position, never the company\'s shares or market value. Heaviest first, rank 1 the '
        + 'heaviest; --limit defaults to 100 (max 500), meta.total is the list\'s size.',
    ),
  },
  {
    title: 'MEMBERSHIP CHANGES',
    body: para(
      'Each fund\'s consecutive complete lists are compared: a company only in the newer list is Added, only in the older '
        + 'Removed. A change is dated to a window (previousAsOfDate to observedAsOfDate), never to an announcement. Records of '
        + 'one company and direction from several funds whose windows overlap are one event: its window is where they overlap '
        + 'and sourceCount counts the funds. A holding that matches no listing is known by the fund\'s name of it (case, '
        + 'punctuation, legal suffixes and share-class words ignored), so a company a daily file writes with its ticker and an '
        + 'N-PORT-P filing by name only is no change between the two, and one event across funds. weight is the company\'s '
        + 'weight in the list that holds it. Newest first; --limit defaults to 25 (max 500).',
    ),
  },
  {
    title: 'FORECAST',
    body: para(
      'fds index forecast applies the index\'s published entry rules to every tracked company (every active US stock listing '
        + 'of the store) as of the newest settled-close session, with a rule-by-rule scorecard per company. kind Screen (S&P '
        + 'composites): a committee makes the final decision, so the forecast is a screen; only the S&P 500 adds a '
        + 'probability model. kind Projection (Nasdaq-100, Russell 1000 and 2000): a published ranking decides, so eligible '
        + 'companies are ranked by market cap among the tracked companies (not the whole market) and the published buffer is '
        + 'applied. The Dow Jones Industrial Average has no quantitative entry rule: 404. The members are the rows of the '
        + 'published list linked to a listing; a member whose listing is no active US stock (delisted since the fund\'s list) '
        + 'is scored with nothing read, so it is unmeasured. A row that matches no listing (unlinkedCount of fds index show) '
        + 'names no company the store knows and is not scored.',
      'Figures: market cap is the newest shares outstanding (SEC dei:EntityCommonStockSharesOutstanding) times the settled '
        + 'close; the public float fraction is dei:EntityPublicFloat over the market cap on the float\'s date '
        + `(priced by its close on or before that date, within ${FLOAT_CLOSE_DAYS} days; without one the rule is NotEvaluated); quarterly net `
        + 'income is us-gaap:NetIncomeLoss (a fourth quarter is the year less its three quarters); seasoning counts months '
        + 'since the first stored bar; domicile is US for a company filing 10-K/10-Q forms, non-US for 20-F/40-F, else the '
        + 'holdings file\'s location; exchange and sector are those of the newest holdings row naming the company. Company '
        + 'facts (fds ingest company-facts) are found by CIK: the CIK SEC links to the listing\'s ticker (fds ingest '
        + 'sec-tickers; the newest link when SEC has moved a ticker), else the CIK of the issuer record a Form 4 of the '
        + 'ticker made (fds ingest form4); a listing with a CIK reads that CIK\'s facts or none. Only a listing with '
        + 'neither falls back to its name (or its issuer\'s), case, punctuation and suffixes such as Inc or Corp '
        + 'ignored, and never to facts of a CIK another company\'s listing is linked to by CIK.',
    ),
  },
  {
    title: 'BUCKETS, ROWS AND SCORECARDS',
    body: terms([
      ['likelyJoins', 'Non-members expected to enter: eligible and ranked in (Projection), or eligible with a join probability of at least 0.5 (S&P 500). Empty for the raw S&P 400 and 600 screens.'],
      ['eligible', 'Every non-member passing each applied entry rule.'],
      ['atRiskMembers', 'Measured members failing an entry rule (Screen: a member is not removed for that alone), or kept only by the buffer (Projection).'],
      ['likelyExits', 'Measured members expected to leave: ranked out beyond the buffer or failing a rule (Projection), or with an exit probability of at least 0.5 (S&P 500).'],
      ['memberExits', 'S&P 500 only: every member (linked row of the published list) with its exit probability, the full distribution, highest first.'],
      ['row', 'ticker, name, isMember, marketCapUsd, rank (Projection; null otherwise), probability (S&P 500; null otherwise), scorecard.'],
      ['scorecard entry', 'rule, outcome, value (the measured figure, null when not read), threshold (the requirement in words).'],
      ['Pass, Fail', 'The figure meets, or does not meet, the rule.'],
      ['NotEvaluated', 'A figure about the company could not be read; it blocks an entry verdict. Members in that state are counted in unmeasuredMemberCount, stay out of atRiskMembers and likelyExits, get the baseline exit probability, and are left out of a projection\'s ranking. In a projection a company whose market cap (the ranking measure) cannot be read is in the same state (marketCapUsd null), also where market cap is no entry rule (Nasdaq-100).'],
      ['NotApplied', 'A rule the service runs for nobody (no published number, or no capture to read it from); disclosed and excluded from the verdict.'],
      ['plans', 'Every bucket\'s count is public. Plus and Pro: candidatesLocked false, upgradeUrl null, rows populated (probability order on the S&P 500). Free: candidatesLocked true, upgradeUrl the pricing page, counts and calibration metadata kept, rows empty.'],
    ]),
  },
  {
    title: 'ENTRY RULES',
    body: breakable(`${para(
      'Thresholds are kept in data/index-rules.json with their source and effective date, never in code. Values marked '
        + '[not re-verified] are the published values as fds knows the methodology, not re-checked against the current '
        + 'document (the Nasdaq-100 ranking buffer and the Russell screens and band); every other value is checked against '
        + 'the index\'s source or the document named in parentheses after it. The S&P composite market-cap bands and the '
        + 'half-minimum float-adjusted market cap are quoted from S&P DJI\'s announcement effective 2025-07-01.',
    )}\n${terms(rulesOfIndexes())}`),
  },
  {
    title: 'PROBABILITY MODEL',
    body: breakable(para(
      `S&P 500 only, version ${PROBABILITY_MODEL.version}, horizon ${PROBABILITY_MODEL.horizonDays} days (probabilityHorizonDays). `
        + `Join: for an eligible non-member, 1 / (1 + exp(-(${PROBABILITY_MODEL.joinIntercept} + ${PROBABILITY_MODEL.joinSlope} x ln(market cap / entry threshold)))): `
        + 'a company at the threshold scores about 0.12, at four times it about 0.52. These coefficients are set by fds and not '
        + 'fitted to an outcome history: read the probability as an ordering with a plausible scale, not a measured frequency.',
      `Exit calibration: ${PROBABILITY_MODEL.exitCalibrationSource}. Method: ${PROBABILITY_MODEL.exitCalibrationMethod}. `
        + 'The source, URL and method are returned with every S&P 500 forecast (probabilitySource, probabilitySourceUrl, '
        + 'exitCalibrationSource, exitCalibrationSourceUrl, exitCalibrationMethod), on every plan.',
    )),
  },
  {
    title: 'SNAPSHOTS',
    body: para(
      'A forecast is written as a snapshot per index and settled-close session (sessionDate: the newest session with a '
        + 'stored bar that has settled; a session still trading has not, even when a provisional bar of it is stored). '
        + 'Revisions are immutable: a model or rules version change, or captures ingested since, append a higher revision '
        + 'for the same session, and readers use the highest (revision; 0 when no closes are stored and nothing is written).',
    ),
  },
];
