/**
 * The shapes of the priced Portfolio valuation, field for field as the spec's "Portfolio valuation",
 * "Position", "Lot" and the watch row. The engine's result types are inferred from them; the write
 * responses answer with the same Lot and watch row (a lot reads the same there as in a fresh valuation).
 * Rates are the fx module's `ConversionRate`.
 *
 * Sign convention: `quantity` carries the direction (negative = short sale or written option) and every
 * amount derived from it is signed the same way. A short's `costBasis` is negative (the premium or
 * proceeds received), its `marketValue` negative (what buying it back would cost), and
 * `unrealizedGain = marketValue − costBasis` holds for longs and shorts alike.
 */
import { z } from 'zod';
import { ConversionRate } from '../fx/rates';

export { ConversionRate };

const date = () => z.iso.date();
const money = (what: string) => z.number().describe(what);
const moneyOrNull = (what: string) => z.number().nullable().describe(what);

/** Identity of an instrument: shared by positions, lots and watch rows. */
export const InstrumentFields = {
  instrumentKind: z.enum(['Stock', 'Option']).describe('`Stock` (stocks and ETFs) or `Option`.'),
  ticker: z.string().describe('Listing symbol without the market code (`VOD` for XLON:VOD); the underlying of an option.'),
  exchange: z.string().nullable().describe('Market identifier code of a non-US listing (`XLON`); null for a US listing.'),
  name: z.string().describe('Name of the listing (of the underlying, for an option).'),
  occTicker: z.string().nullable().describe('OCC symbol of an option contract; null for a stock.'),
  expirationDate: date().nullable().describe('Expiration of an option contract, from the options reference data; null for a stock.'),
  strikePrice: z.number().nullable().describe('Strike of an option contract (USD); null for a stock.'),
  contractType: z.enum(['Call', 'Put']).nullable().describe('`Call` or `Put`; null for a stock.'),
  sharesPerContract: z.number().nullable().describe('Shares of the underlying per option contract; null for a stock.'),
};

const MARK_SOURCES = ['SettledClose', 'LiveQuote', 'OptionDailyClose'] as const;
export type MarkSource = (typeof MARK_SOURCES)[number];

/** The mark of an instrument: shared by positions and watch rows. */
export const MarkFields = {
  markPerUnit: z
    .number()
    .positive()
    .nullable()
    .describe('Price per share (per share of the underlying for an option) in the listing currency, major units; null when unpriced, never 0.'),
  markSource: z
    .enum(MARK_SOURCES)
    .nullable()
    .describe("`SettledClose` (newest official close), `LiveQuote` (a live reading of a newer trading day), `OptionDailyClose` (the contract's own daily close), or null when unpriced."),
  markAsOf: date()
    .nullable()
    .describe('Session of the mark (yyyy-MM-dd); null when unpriced, and for an option close the provider did not date (never today).'),
  markUnavailableReason: z.string().nullable().describe('Why the instrument could not be priced; set exactly when markSource is null.'),
};

/** One lot: one acquisition (open) or one sale of part or all of one (closed). */
export const Lot = z.object({
  id: z.uuid().describe('Lot id.'),
  ...InstrumentFields,
  quantity: z.number().describe('Signed: positive long, negative short sale or written option; shares for a stock, contracts for an option.'),
  costPerUnit: z.number().nonnegative().describe('Price paid (long) or received (short); for an option the premium per share of the underlying. Listing currency.'),
  costBasis: money('quantity × costPerUnit (× sharesPerContract for an option), signed like quantity, listing currency.'),
  currency: z.string().describe('Listing currency in major units (GBP, not pence); USD for options.'),
  purchaseFxRate: z.number().nullable().describe('Broker rate supplied with the lot (input `fxRate`): portfolio-currency units per listing-currency unit; null when none.'),
  purchaseFxCurrency: z.string().nullable().describe('Currency `purchaseFxRate` converts into (the portfolio currency); null when no broker rate.'),
  acquiredDate: date().describe('Date of the acquisition (yyyy-MM-dd).'),
  note: z.string().nullable().describe('Free text kept with the lot.'),
  closedDate: date().nullable().describe('Date of the sale; set once closed.'),
  closePricePerUnit: z.number().nullable().describe('Sale (or buy-back) price per unit; set once closed.'),
  marketValue: moneyOrNull('Open lots: quantity × mark (× sharesPerContract); null when unpriced or closed.'),
  unrealizedGain: moneyOrNull('Open lots: marketValue − costBasis; null when unpriced or closed.'),
  realizedGain: moneyOrNull('Closed lots: quantity × (closePricePerUnit − costPerUnit) (× sharesPerContract); null for open lots.'),
  convertedCostBasis: moneyOrNull('costBasis at the purchase rate, portfolio currency; null without a rate.'),
  convertedMarketValue: moneyOrNull('marketValue at the latest official rate, portfolio currency; null when unpriced, closed or without a rate.'),
  convertedUnrealizedGain: moneyOrNull('convertedMarketValue − convertedCostBasis; null when either is null.'),
  convertedRealizedGain: moneyOrNull('Closed lots: proceeds at the closing-date rate minus cost at the purchase rate, portfolio currency; null without either rate.'),
  purchaseRate: ConversionRate.nullable().describe('Rate used to convert cost: the broker rate (asOf = acquiredDate) or the official rate on the purchase date; null when none exists.'),
  closeRate: ConversionRate.nullable().describe('Official rate used to convert proceeds on the closing date; null for open lots or when none exists.'),
  isOpen: z.boolean().describe('True until the lot is closed.'),
});
export type Lot = z.infer<typeof Lot>;

/** A watched instrument that is not held: identity and mark only, no quantity, cost or value. */
export const WatchRow = z.object({
  watchId: z.uuid().describe('Watch id (remove it with DELETE /v1/portfolios/{id}/watches/{watchId}).'),
  ...InstrumentFields,
  ...MarkFields,
});
export type WatchRow = z.infer<typeof WatchRow>;

/** Every open and closed lot of one instrument, rolled up. */
export const Position = z.object({
  ...InstrumentFields,
  quantity: z.number().describe('Signed sum of the open lots\' quantities.'),
  currency: z.string().describe('Currency of the listing\'s own prices in major units; options are USD.'),
  costBasis: money('Sum of the open lots\' costBasis, listing currency, signed (negative for a short: premium received).'),
  averageCostPerUnit: z
    .number()
    .nullable()
    .describe('costBasis / (quantity × sharesPerContract): per share, or premium per share for an option; null only when the open lots net to a quantity of 0 (a long and an equal short).'),
  ...MarkFields,
  marketValue: moneyOrNull('Sum of the open lots\' marketValue; null when unpriced.'),
  unrealizedGain: moneyOrNull('marketValue − costBasis; null when unpriced.'),
  unrealizedGainPercent: z.number().nullable().describe('unrealizedGain / |costBasis| × 100; null when unpriced or costBasis is 0.'),
  expired: z.boolean().describe('True for an option contract past its expiration date; always false for a stock.'),
  convertedCostBasis: moneyOrNull('Sum of the open lots\' convertedCostBasis, portfolio currency; null when the position does not convert as a whole.'),
  convertedMarketValue: moneyOrNull('Sum of the open lots\' convertedMarketValue (latest official rate); null when unpriced or when the position does not convert as a whole.'),
  convertedUnrealizedGain: moneyOrNull('convertedMarketValue − convertedCostBasis; null when either is null.'),
  convertedUnrealizedGainPercent: z.number().nullable().describe('convertedUnrealizedGain / |convertedCostBasis| × 100; null when not computable.'),
  conversionUnavailableReason: z.string().nullable().describe('Set when a rate the position needs is missing (never guessed): then every converted field of the position is null, none is half converted.'),
  watchId: z.uuid().optional().describe('Present when the held instrument is also watched.'),
  lots: z.array(Lot).describe('The position\'s lots, open and closed, in the order they were added.'),
});
export type Position = z.infer<typeof Position>;

/** GET /v1/portfolios/{id}: the priced portfolio. */
export const PortfolioValuation = z.object({
  id: z.uuid().describe('Portfolio id.'),
  name: z.string().describe('Portfolio name.'),
  access: z.enum(['Owner', 'Edit', 'View']).describe('The caller\'s access: `Owner` (creator), `Edit` or `View` (shared).'),
  sharedBy: z.string().optional().describe('Name of the owning account; present only on a portfolio shared with the caller\'s organization.'),
  asOfUtc: z.iso.datetime().describe('When the valuation was computed (ISO-8601 UTC).'),
  currency: z.string().describe('Reporting currency; every total is in it.'),
  conversionRates: z.array(ConversionRate).describe('Every latest official rate used for value conversion, each with its date.'),
  costBasis: money('Sum of convertedCostBasis over every open lot, priced or not, whose cost converts.'),
  marketValue: money('Sum of convertedMarketValue over priced, converted positions only.'),
  unrealizedGain: money('Sum of convertedUnrealizedGain over positions that are priced and fully converted.'),
  unrealizedGainPercent: z.number().describe('unrealizedGain / |cost of the same positions| × 100; 0 when that cost is 0 (nothing held or priced).'),
  realizedGain: money('Sum of convertedRealizedGain over closed lots that convert.'),
  unconvertedClosedLotCount: z.number().int().describe('Closed lots left out of realizedGain for lack of a rate.'),
  unvaluedPositionCount: z.number().int().describe('Positions with open lots that could not be priced; non-zero means totals cover part of the portfolio.'),
  unconvertedPositionCount: z.number().int().describe('Positions with a converted field null for lack of an official rate into the portfolio currency.'),
  coverageNote: z.string().nullable().describe('Set when a bound of the valuation pass stopped it from pricing everything.'),
  positions: z.array(Position).describe('One per held instrument (at least one open lot), each carrying its open and closed lots.'),
  closedLots: z.array(Lot).describe('Lots of instruments no longer held (every lot closed), in the order they were added; their results are in realizedGain.'),
  watching: z.array(WatchRow).describe('Watched instruments that are not held; marks only, never part of a total.'),
});
export type PortfolioValuation = z.infer<typeof PortfolioValuation>;
