/**
 * Prose of the manual about the priced valuation (`fds portfolio show`, GET /v1/portfolios/{id}): how
 * positions, marks, currencies and totals are worked out. Part of the portfolio page's sections.
 */
import { MAX_RATE_AGE_DAYS } from '../../src/engine/fx/rates';
import { MAX_OPTION_MARKS } from '../../src/engine/portfolios/marks';
import { para, terms, type Section } from './roff';

export const valuationSections: readonly Section[] = [
  {
    title: 'VALUATION',
    body: para(
      'fds portfolio show ID (GET /v1/portfolios/{id}) prices the portfolio as of now. Positions roll lots up per instrument: a '
        + 'stock or ETF by its listing, an option by its OCC symbol, in the order their first lot was added. positions lists the '
        + 'held instruments only (at least one open lot), each with its open and closed lots; once every lot of an instrument is '
        + 'closed it is no longer held, and its lots move to closedLots, where each realized result stays visible (and can be '
        + 'removed). quantity, costBasis, marketValue and unrealizedGain cover the open lots; a closed lot contributes its '
        + 'realizedGain. Each lot keeps its own cost and date. Quantities and costs are never restated for a stock split.',
      'Direction is the sign of quantity, and every amount follows it: a short sale or written option has a negative costBasis '
        + '(what was received) and a negative marketValue (what buying it back costs), so unrealizedGain = marketValue − costBasis '
        + 'for longs and shorts alike, and realizedGain = quantity × (closePricePerUnit − costPerUnit). For an option every amount '
        + 'is also multiplied by sharesPerContract; costPerUnit and the mark are per share of the underlying. '
        + 'A position\'s unrealizedGainPercent is the gain over |costBasis| × 100, null when unpriced or when the cost is 0 (no '
        + 'percentage of nothing exists). averageCostPerUnit is a number on every position, null only when its open lots net to '
        + 'a quantity of 0 (a long and an equal short). The portfolio\'s unrealizedGainPercent is always a number: 0 when the '
        + 'positions it covers have no cost (an empty portfolio, nothing priced).',
      'A watched instrument that is also held shows once, as the position with its watchId; watching lists the other watches '
        + 'with their marks only. A watch never enters any total.',
    ),
  },
  {
    title: 'MARKS',
    body: [
      para('markSource says where markPerUnit comes from; markAsOf is the session it belongs to:'),
      terms([
        ['SettledClose', 'The newest official close of the listing (a bar with positive volume) of a session that has closed, the same close fds prices latest answers: a bar of a session still trading is never taken as a close. markAsOf is its session.'],
        [
          'LiveQuote',
          'A live reading of a newer trading day than the settled close, for a US listing, in the view of the caller\'s plan (Pro '
            + 'real time, Plus 15 minutes delayed, Free none). Once that day\'s official close is stored, SettledClose takes over '
            + 'again. A listing on another exchange (MIC:TICKER) is marked at its settled close only.',
        ],
        ['OptionDailyClose', 'The option contract\'s own newest daily close; markAsOf is the session the provider dated it with, null when it did not (never today). An option is never marked by its underlying.'],
        ['null', 'No mark: markUnavailableReason says why, and markPerUnit, marketValue and unrealizedGain are null. No price is ever reported as zero.'],
      ]),
      para(
        `expired is true for an option whose expiration date is before today in New York. A valuation looks up at most `
          + `${MAX_OPTION_MARKS} option contracts (held ones first, then watched ones); past that bound the rest are unpriced with `
          + 'the bound as their reason, and coverageNote says so. Stocks are priced in one lookup and have no bound.',
      ),
    ].join('\n.PP\n'),
  },
  {
    title: 'CURRENCIES',
    body: para(
      'Each lot and position is in its listing\'s currency in major units: a listing quoted in pence (GBX) is shown in pounds, '
        + 'its marks divided by 100; costPerUnit is entered in major units. Options are in US dollars.',
      `Converted fields and totals are in the portfolio currency. Cost converts at the lot's fxRate when it has one `
        + `(purchaseFxRate, purchaseFxCurrency and purchaseRate show it, dated the acquired date), else at the official ECB rate `
        + `of the purchase date (the newest publication on or up to ${MAX_RATE_AGE_DAYS} days before it, crossed through the `
        + 'euro). Value converts at the latest official rate; every such rate is listed in conversionRates with its date. A '
        + 'closed lot\'s proceeds convert at the official rate of the closing date (closeRate), its cost at the purchase rate.',
      'A rate is never guessed. A position converts as a whole or not at all: when any rate it needs is missing (the latest '
        + 'rate, or the purchase-date rate of one of its open lots), every converted field of the position is null, '
        + 'conversionUnavailableReason says which rate is missing, it is counted in unconvertedPositionCount and left out of '
        + 'marketValue and unrealizedGain. Its lots keep their own converted figures where a rate exists, and costBasis still '
        + 'counts every open lot whose cost converts. A lot dated before any official rate (say 1850, without --fx-rate) has '
        + 'purchaseRate null: there is no rate to show. Closed lots left out of realizedGain are counted in '
        + 'unconvertedClosedLotCount.',
    ),
  },
  {
    title: 'TOTALS',
    body: [
      terms([
        ['costBasis', 'Every open lot, priced or not, whose cost converts.'],
        ['marketValue', 'Positions that are priced and convert as a whole.'],
        ['unrealizedGain, unrealizedGainPercent', 'Positions that are priced and fully converted; the percent is over the converted cost of those same positions, 0 when that cost is 0.'],
        ['realizedGain', 'Closed lots whose cost and proceeds both convert.'],
        ['unvaluedPositionCount', 'Positions with open lots that have no mark: a non-zero value means the totals cover part of the portfolio.'],
      ]),
      para(
        'Amounts are exact decimals until the answer is written: money is rounded half-up to the cent of its currency, '
          + 'percentages to 2 decimals, rates as published (a cross rate to 10 decimals). Sums are taken before rounding, so a '
          + 'total can differ by a cent from the sum of the rounded figures shown above it.',
        'In a terminal, fds portfolio show prints the positions with each mark\'s date (Mark date), the totals with the rates '
          + 'used, what is not valued or not converted and why, and the watch list; a mark dated before the last settled session '
          + 'of its market (as of the valuation) is flagged with * and listed under the tables with that session. --lots adds '
          + 'each position\'s lots and the closed lots of instruments no longer held. --json prints the /v1 body unchanged; '
          + '--csv and --ndjson print one row per position (its lots are only in --json), or with --lots one row per lot.',
      ),
    ].join('\n.PP\n'),
  },
];
