/** Prose of the manual about the insiders family: rules a reader needs beyond the options and the request. */
import { CLUSTER_BUYERS, SENTIMENT_WINDOW_DAYS } from '../../src/engine/insiders/sentiment';
import { STALE_AFTER_DAYS } from '../../src/engine/insiders/director-transactions';
import { para, terms, type Section } from './roff';

export const insidersSections: readonly Section[] = [
  {
    title: 'TRANSACTIONS',
    body: para(
      'Rows come from insider ownership filings (Forms 3, 4 and 5, loaded with fds ingest form4): both the non-derivative '
        + 'and the derivative table, most recent transaction first. transactionCode is the meaning of the filed code '
        + '(P Purchase, S Sale, A Award, C Conversion, M, X and O Exercise, F Tax Payment, E and H Expiration, G Gift, '
        + 'W Inheritance, I Discretionary, any other Other); transactionType is its coarse label (Buy, Sell, Award, '
        + 'Conversion, Exercise, TaxPayment, Expiration, Gift, Inheritance, Discretionary, Other). isOpenMarketTrade is '
        + 'true only for a filed P or S: check transactionCode before treating a row as a trade in the market. '
        + 'isRule10b5One is the filing\'s Rule 10b5-1 checkbox, null on filings that predate it (schema X0306 and older).',
      'Balances (sharesOwnedAfter) are kept per security title and ownership form (Direct, Indirect), so two rows of one '
        + 'insider on one date can differ without contradiction, and several listed securities of one issuer appear as '
        + 'separate titles. footnotes carry the filing\'s notes on the price (a weighted-average range) and on the code '
        + '(a 10b5-1 plan). A joint filing lists its rows under each reporting owner.',
      '--transaction-type takes a coarse label, or Purchase and Sale for Buy and Sell (case ignored); --insider-name '
        + 'keeps rows whose filed name contains every word given (EDGAR writes the family name first); dates are '
        + 'transaction dates, both ends included. Filters combine. --limit defaults to 100, max 500. An unknown ticker is '
        + '404 (exit 3); a known one with nothing in range is an empty page.',
    ),
  },
  {
    title: 'OWNERSHIP',
    body: para(
      "fds insiders ownership lists each insider's holding: the newest reported balance of every non-derivative title "
        + 'and ownership form, summed, and restated onto today\'s split basis (multiplied by the ratio of every split '
        + 'effective after the balance\'s date) before ranking. Largest holder first; ties break on name, then CIK, so '
        + 'pages never repeat or skip. Insiders whose balances are all zero are left out. lastTransactionType uses the '
        + 'code vocabulary without spaces (Purchase, Sale, Award, Gift, TaxPayment, …) and Holding for a row that only '
        + 'states a holding (a Form 3). --limit defaults to 30, max 100. An unknown ticker is 404 (exit 3).',
    ),
  },
  {
    title: 'PROPOSED SALES',
    body: para(
      'Form 144 notices (fds ingest form144) of the issuer linked to the listing, newest filing first; --start-date and '
        + '--end-date bound the filing date. A notice names its issuer by CIK: it is answered under the ticker an issuer '
        + 'record or a Form 4 of that issuer links the CIK to, and waits unlinked until then. sharesToBeSold is as '
        + "filed; sharesOutstanding is the listing's current share count from its record, never the notice's own "
        + 'figure, so restate sharesToBeSold across any split since filing before dividing one by the other. remarks '
        + 'usually carry the 10b5-1 plan adoption date, which separates planned from discretionary sales. --limit '
        + 'defaults to 100, max 500. An unknown ticker is 404 (exit 3); a known one with no notice in range is an '
        + 'empty page.',
    ),
  },
  {
    title: 'SEARCH',
    body: terms([
      ['exact', 'A query that is an insider\'s legal name as filed, or a verified alias, returns that insider.'],
      ['every word', 'Otherwise every word of the query must be a whole word of the name, in any order.'],
      ['any word', 'When no name holds every word, names holding any of them are returned.'],
      ['words', 'Whole words only, compared ignoring case and punctuation (O\'Neil is oneil, J.P. is jp): a short token never matches inside a longer word (li does not find Williams).'],
      ['order', 'Most recent filing activity first, then name, then CIK; --limit defaults to 20, max 500; hasMore says more matches exist.'],
    ]),
  },
  {
    title: 'SENTIMENT',
    body: para(
      `The ranking scores every listed stock where an officer or director reported a counted trade in the last `
        + `${SENTIMENT_WINDOW_DAYS} days (windowDays; New York date, today included). The window length is this service's `
        + 'choice. Counted: open-market purchases (P) and sales (S) of the non-derivative table. Left out: initial '
        + 'statements (Form 3), trades the filing flags as made under a Rule 10b5-1 plan, holders that are only 10% '
        + 'owners or only "other", and rows titled preferred, debt, warrant or right unless the stock\'s own listing is '
        + 'of that class (or a depositary receipt over it). A class the title names only as associated with or attached '
        + 'to the security does not make the row that class: Common Stock and associated Preferred Stock Purchase Rights '
        + 'is common stock. A joint filing\'s row counts once, and one trade that related owners each report through the '
        + 'same indirect holding (same date, code, shares and price) counts once.',
      'Three factors: netDistinctBuyers (distinct buyers minus distinct sellers), netSharesBoughtPercentOfShares (net '
        + 'shares, restated onto today\'s split basis, as a fraction of shares outstanding despite its name) and '
        + 'netBuyValue (USD). Each becomes a percentile among the stocks where it is known (0 to 100, ties sharing the '
        + 'middle of their ranks, 50 for a lone stock); score is the mean of the known percentiles, so a factor without '
        + `data (no share count) drops out instead of scoring zero. isClusterBuy: ${CLUSTER_BUYERS} or more distinct `
        + 'insiders bought.',
      'rank is stamped on the whole scored universe (score descending, then ticker) before any filter and never '
        + 'renumbered. --cluster-buys-only true, --min-market-cap, --min-share-price and --min-dollar-volume (USD; a '
        + 'floor above 0 is set, and then leaves out stocks whose value is unknown) filter the leaderboard; meta.total '
        + 'counts what remains, totalScored the universe. --bottom true walks from the other end (heaviest net selling '
        + 'first, ranks kept). --ticker returns that stock alone with its rank (the other filters do not apply); a stock '
        + 'outside the scored universe is 404. --limit defaults to 25, max 200.',
    ),
  },
  {
    title: 'SWEDISH DIRECTOR TRANSACTIONS',
    body: para(
      'fds insiders directors EXCHANGE TICKER (for example XSTO HM-B) answers from the insider register of '
        + 'Finansinspektionen, loaded with fds ingest fi-insiders. The listing is resolved to its ISIN from curated '
        + 'reference data (data/se-listings.json); an unknown listing, or one that names several instruments, is 404. '
        + 'Observations match that ISIN alone (the issuer\'s LEI would also match its other instruments), newest '
        + 'publication first, and keep the register\'s own fields, not normalized into purchases or holdings: '
        + 'publishedAt (Stockholm local time, no zone), transactionDate, notifier, person, role, isRelatedPerson, '
        + 'isAmendment, amendmentDetails, isInitialNotification, isLinkedToShareProgramme, transactionType, '
        + 'instrumentType, instrumentName, isin, volume, volumeUnit, price, currency, venue and status. Historical and '
        + 'corrected rows stay, with the status the register gives them.',
      'coverageStatus is unresolved_security (no verified ISIN), not_captured (no export accepted yet), '
        + 'no_matching_observations (exports were, none names this ISIN) or available; none of the first three means '
        + 'there were no transactions. checkedAt is when a register export was last accepted (one that brought no '
        + 'new row included); isStale is true when it is older than '
        + `${STALE_AFTER_DAYS} days (this service's choice) or missing. firstCapturedPublicationDay, `
        + 'lastCapturedPublicationDay and capturedPublicationDays describe the publication days captured, which may have '
        + 'gaps: an absent observation does not mean no transaction. --limit is 1 to 100 (default 20); anything else '
        + 'is 400.',
    ),
  },
];
