/**
 * Tables of option expirations and chains. A chain shows type, strike, bid and ask at any width, then
 * last, IV, delta and open interest; the OCC symbol, volume and the other greeks when there is room.
 * The expiration and the underlying are said once, above the table.
 */
import { count, fixed, fractionAsPercent, text } from './format';
import type { Row } from './layout';
import { column, countColumn, priceColumn, textColumn, type TableSpec } from './spec';

/** `AAPL (Apple Inc.)`, or the ticker alone when the listing has no name of its own. */
const underlying = (body: Row): string => (typeof body.companyName === 'string' ? `${text(body.ticker)} (${body.companyName})` : text(body.ticker));

/** Greeks and IV are decimal fractions with four places (0.4351); IV reads as a percentage with two. */
const greek = (name: string, header: string, priority: number) => column(name, header, priority, (v) => fixed(v, 4));

export const optionChain: TableSpec = {
  rows: 'contracts',
  columns: [
    textColumn('contractType', 'Type', 1),
    priceColumn('strikePrice', 'Strike', 1),
    priceColumn('bidPrice', 'Bid', 1),
    priceColumn('askPrice', 'Ask', 1),
    priceColumn('dayClose', 'Last', 2),
    column('impliedVolatility', 'IV %', 3, (v) => fractionAsPercent(v, 2)),
    greek('delta', 'Delta', 4),
    countColumn('openInterest', 'OI', 5),
    countColumn('dayVolume', 'Volume', 6),
    textColumn('occTicker', 'Contract', 7),
    greek('gamma', 'Gamma', 8),
    greek('theta', 'Theta', 8),
    greek('vega', 'Vega', 8),
  ],
  above: (body) => {
    if (body.expiration === null) return [`${underlying(body)}: no active option contracts.`];
    const shown = `${count(body.returned)} of ${count(body.total)} contracts`;
    const lines = [`${underlying(body)} · expiration ${text(body.expiration)} · ${shown}`];
    if (body.quotesAvailable === false) lines.push('Bid and ask are not available from this deployment.');
    const contracts = Array.isArray(body.contracts) ? (body.contracts as Row[]) : [];
    if (contracts.some((c) => c.delayed === true)) lines.push('Bid and ask are indicative values; trades are delayed 15 minutes.');
    return lines;
  },
  below: (body) => (body.truncated === true ? ['More contracts exist: raise --limit (up to 500) or narrow with --min-strike, --max-strike or --type.'] : []),
  says: ['ticker', 'companyName', 'expiration', 'quotesAvailable', 'returned', 'total', 'truncated'],
};

export const optionExpirations: TableSpec = {
  rows: 'expirations',
  columns: [textColumn('expirationDate', 'Expiration', 1), countColumn('contractCount', 'Contracts', 1)],
  above: (body) => [underlying(body)],
  below: (body) => (body.truncated === true ? ["The list was cut short at the provider's page bound; more expirations may exist."] : []),
  says: ['ticker', 'companyName', 'truncated'],
};
