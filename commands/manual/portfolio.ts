/**
 * Prose of the manual about portfolios: the writes (portfolios, lots, closes, watches, sharing), their
 * limits and refusals; the valuation's own sections follow (./portfolio-valuation.ts).
 */
import { MAX_LOTS_PER_PORTFOLIO, MAX_PORTFOLIOS_PER_ACCOUNT, MAX_WATCHES_PER_PORTFOLIO } from '../../src/engine/portfolios/limits';
import { NAME_MAX, NOTE_MAX, STORED_DECIMALS } from '../../src/engine/portfolios/schemas';
import { PORTFOLIO_CURRENCIES } from '../../src/engine/money';
import { valuationSections } from './portfolio-valuation';
import { para, terms, type Section } from './roff';

export const portfolioSections: readonly Section[] = [
  {
    title: 'PORTFOLIOS',
    body: para(
      'fds portfolio list shows your own portfolios (access Owner) and fds portfolio list --shared those shared with an '
        + 'organization you hold a seat in, with sharedBy naming the owning account; both are unpriced summaries with open and '
        + 'closed lot counts, oldest first. Without --remote the CLI acts as the store\'s built-in local owner account (Pro).',
      `fds portfolio create NAME [--currency CODE] makes an empty portfolio. The name is trimmed and must be 1 to ${NAME_MAX} `
        + 'characters and unique among your own portfolios; the reporting currency is one of '
        + `${PORTFOLIO_CURRENCIES.join(', ')} (default USD) and cannot change later. An account holds at most `
        + `${MAX_PORTFOLIOS_PER_ACCOUNT} portfolios: an eleventh, like a duplicate name, is refused with 400 naming the reason. `
        + 'An organization key owns nothing and cannot create portfolios (403).',
      'fds portfolio delete ID deletes a portfolio with all its lots, watches and shares at once. Only its creator can.',
      'ID, in every fds portfolio command below, is the portfolio\'s id or its name. A name stands for the one portfolio you '
        + 'reach by that name, among your own and those shared with you (what fds portfolio list and --shared show); when two '
        + 'of them have it, the command is refused as a usage error (exit 2) listing both ids, and you give the id. A value '
        + 'of the form of an id (a uuid) is always taken as an id, whatever another portfolio is named, and looks nothing up; '
        + 'a name nothing has is answered as an unknown id (404). Names are looked up the same way locally and with '
        + '--remote, where a name costs the two list requests against the key\'s daily quota; over HTTP the paths take ids '
        + 'only.',
    ),
  },
  {
    title: 'LOTS',
    body: [
      para(
        'A lot is one acquisition. fds portfolio add ID TICKER QUANTITY COST --date D adds a stock or ETF lot; a listing outside '
          + 'the US is written MIC:TICKER (XLON:VOD) and comes back as ticker VOD with exchange XLON. The ticker must be a listing '
          + 'the store knows (400 naming ticker otherwise). fds portfolio add ID --option OCC QUANTITY COST --date D adds an option '
          + 'lot. The contract is checked exactly as fds options contract checks it: the OCC symbol must be known to the options '
          + 'data, its underlying an active listing (not inactive or delisted), not expired (expiration before today in New York) '
          + 'and still active, else 400 naming optionContract; expiration, strike, type and contract size are read from that '
          + 'data, never from the symbol, and the lot\'s ticker is the underlying. Options are in US dollars, COST is the premium '
          + 'per share and QUANTITY is whole contracts (1.5 is refused, 400 naming quantity; a stock lot may hold fractional '
          + 'shares).',
        'QUANTITY is signed and never zero: positive for a long, negative for a short sale or a written option (put -- before a '
          + 'negative number if your shell or another flag makes it look like an option). COST is never negative: what was paid '
          + 'for a long, what was received for a short, in the listing\'s currency in major units (pounds, not pence). '
          + `Numbers keep up to ${STORED_DECIMALS} decimal places, exactly. --date (acquiredDate) may not be in the future (New `
          + `York date). --fx-rate is the broker's rate from the listing currency into the portfolio currency, used for the cost `
          + `instead of the official purchase-date rate; --note keeps up to ${NOTE_MAX} characters.`,
        'fds portfolio edit ID LOT [--quantity --cost --date --note --fx-rate] corrects an open lot in place (an option lot\'s '
          + '--quantity stays whole contracts). An edit is not a '
          + 'sale: lowering the quantity records no realized result. A closed lot cannot be edited (400); remove it and add it '
          + 'again. fds portfolio remove ID LOT deletes a lot, open or closed.',
      ),
      para('fds portfolio close ID LOT --price P --date D [--quantity Q] records a sale:'),
      terms([
        ['whole lot', 'Without --quantity (or with the lot\'s whole quantity) the lot itself closes: closedDate and closePricePerUnit are set and its result moves into realizedGain. The answer is {closed, remainder: null}.'],
        ['part of a lot', 'The sold part becomes a new closed lot (a new id) with the original cost per unit and acquiredDate; the open remainder keeps the original id, cost per unit and date. The answer is {closed, remainder}.'],
        ['quantity', 'Has the lot\'s sign (negative to buy back part of a short) and at most its magnitude, in whole contracts for an option lot; the date is on or after acquiredDate and not in the future. Closing a closed lot is refused (400).'],
      ]),
      para(
        `A portfolio holds at most ${MAX_LOTS_PER_PORTFOLIO} lots, open and closed together, counted as acquisitions (a lot is `
          + 'one acquisition): the closed part a partial close splits off counts with the lot it came from, so a sale is never '
          + 'refused for the limit, even at it. Every write answers with the lot as fds portfolio show would price it at that '
          + 'moment.',
      ),
    ].join('\n.PP\n'),
  },
  {
    title: 'WATCHES',
    body: para(
      'fds portfolio watch ID TICKER (or --option OCC) follows an instrument\'s mark without holding it; the ticker or symbol is '
        + 'checked as for a lot. The answer is the watch row: its watchId, the instrument and its mark, never a quantity, cost or '
        + 'value. Watching what the portfolio already watches is refused (400) naming the existing watch. At most '
        + `${MAX_WATCHES_PER_PORTFOLIO} watches per portfolio. fds portfolio unwatch ID WATCH removes one.`,
    ),
  },
  {
    title: 'SHARING AND ACCESS',
    body: [
      para(
        'fds portfolio share ID ORG --access edit|view shares a portfolio with an organization, or changes the access of '
          + 'an existing share; --remove stops sharing. ORG is the organization\'s id or its name as fds orgs list shows it (a '
          + 'key in remote mode cannot list organizations: give the id there). Only the creator can share, and an unknown '
          + 'organization is 404. Members of the organization and its organization keys then reach the portfolio:',
      ),
      terms([
        ['Owner', 'The creator: everything, including delete and sharing.'],
        ['Edit', 'May add, edit, close and remove lots and watches; may not delete the portfolio or change its sharing (403).'],
        ['View', 'Reads only; every change answers 403 forbidden.'],
      ]),
      para(
        'A portfolio outside your reach is answered exactly like one that does not exist: 404 with the same message. A lot or '
          + 'watch id that does not belong to the portfolio is the same 404 as an id that never existed.',
      ),
    ].join('\n.PP\n'),
  },
  {
    title: 'LIMITS AND BAD INPUT',
    body: para(
      'Limits are checked in the transaction that writes, so they hold exactly under parallel requests. A request body is '
        + 'checked whole before anything is written: a wrong type, a negative cost, an unknown field, a name or note too long, '
        + 'or a body over 64 KiB answers 400 invalid_parameter naming the field or the size limit, and the store is unchanged.',
    ),
  },
  ...valuationSections,
];
