/** Prose of the manual about the congressional reads: members, trades, net worth and market activity. */
import { TOP_NAMES } from '../../src/engine/congress/market-activity';
import { para, terms, type Section } from './roff';

export const congressSections: readonly Section[] = [
  {
    title: 'MEMBERS',
    body: para(
      'Members come from the public legislators roster (fds ingest congress-legislators, see fds-ingest(1)). A member\'s id '
        + 'is a uuid derived from the Bioguide id, so it stays the same however often and in whatever order rosters are '
        + 'ingested. fds congress members WORDS… matches name words in any order against the full name, first and last '
        + 'name and the verified aliases: a query that is exactly a name or an alias comes first, then members whose names '
        + 'hold every word; only when there is neither, a sparse fallback returns names holding any word. Sorted by name '
        + 'within each tier; hasMore says more matched than --limit returned (default 20; a limit outside 1 to 500 is '
        + 'clamped, not refused).',
    ),
  },
  {
    title: 'TRADES',
    body: terms([
      ['which', 'fds congress trades --ticker T, --member-id ID (from the member search), or both (a trade must match both); neither is refused (400, exit 2). Exchanges are stored as filed but listed neither as purchases nor sales.'],
      ['window', 'Transaction dates, --start-date to --end-date, default the trailing year ending today; a start after the end is 400. Newest transaction first, then newest filing.'],
      ['filingDate', 'When the disclosure was filed: the earliest the market could know, up to about 45 days after the transaction (later when a member files late).'],
      ['amounts', 'amountFrom and amountTo are the bounds of the disclosed band, never an exact amount; amountTo is null for an open band (Over $50,000,000).'],
      ['owner', 'ownerType is Self, Spouse, Joint or Child, or empty when the filing states none; the House codes SP, JT and DC are normalized to these. assetType is as stated (House codes such as ST or OP, Senate words such as Stock), possibly empty.'],
      ['sources', 'Senate periodic transaction reports in both published JSON layouts, and House transaction rows in the CSV layout of fds-ingest(1), whose filing dates the House Clerk\'s index (fds ingest congress-house-fd-index) can supply.'],
    ]),
  },
  {
    title: 'NET WORTH',
    body: para(
      'fds congress net-worth ID lists the net-worth bands of a member\'s electronically filed annual reports, newest year '
        + 'first: the lower and upper bound the disclosed asset and liability bands give, and how many of each the report '
        + 'lists. A missing year means no electronic filing is on file, not a net worth of zero. An unknown id is 404 (exit 3). '
        + 'The bands come from the asset and liability lines of the reports (fds ingest congress-annual-report, CSV layout in '
        + 'fds-ingest(1)): the minimum is the assets\' lower bounds less the liabilities\' upper bounds, the maximum the '
        + 'assets\' upper bounds less the liabilities\' lower bounds; an open band (Over $50,000,000) or an Unascertainable '
        + 'value counts at its floor, so the maximum is then a floor too. Of several reports of one year (an amendment) the '
        + 'one filed last stands.',
    ),
  },
  {
    title: 'MARKET ACTIVITY',
    body: para(
      'fds congress activity sums trades filed in the last --days days (default 30, max 365, ending today: the window is '
        + 'anchored on the filing date, when the market could know) per ticker. Each trade counts at the midpoint of its '
        + 'band; an open band counts at its lower bound, the least it can be. --direction buys (default) lists the tickers '
        + 'with net buying, most first; sells those with net selling, most first; a ticker with no net flow either way is '
        + `in neither. --chamber senate or house counts one chamber (chamber is null for both). topBuyers and topSellers name `
        + `up to ${TOP_NAMES} members by estimated flow. total counts the tickers before --limit (default 25, max 500). The `
        + 'flows are estimates from bands, not sums of exact amounts.',
    ),
  },
];
