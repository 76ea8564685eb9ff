/**
 * Wire shapes of the portfolio writes: the request bodies (strict: an unknown field is refused by name)
 * and the Portfolio summary, share and close responses.
 */
import { z } from 'zod';
import { isIsoDate } from '../../core/dates';
import { parseTicker } from '../../core/tickers';
import { PORTFOLIO_CURRENCIES } from '../money';
import { occSymbolSchema } from '../options/occ-symbol';
import { Lot } from './valuation-schemas';

// One definition of the Lot and the watch row, the valuation's: a write answers with the lot or watch
// exactly as a fresh valuation shows it.
export { ConversionRate, InstrumentFields, Lot, MarkFields, WatchRow } from './valuation-schemas';

/** Longest portfolio name, in characters after trimming (Limits). */
export const NAME_MAX = 128;
/** Longest lot note, in characters. */
export const NOTE_MAX = 1000;
/** Decimal places a stored quantity, cost or rate keeps (the DECIMAL(38, 12) columns). */
export const STORED_DECIMALS = 12;
/** Magnitude bound of a quantity, cost or rate: far above any holding, well inside DECIMAL(38, 12). */
export const AMOUNT_BOUND = 1e15;

/** Decimal places of a JS number written the way JSON wrote it (1e-7 has 7). */
function decimalPlaces(value: number): number {
  const [mantissa = '', exponent] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/** A JSON number a DECIMAL(38, 12) column keeps exactly: finite, below the bound, at most 12 decimals. */
const storableNumber = () =>
  z
    .number({ message: 'must be a number' })
    .refine(Number.isFinite, { message: 'must be a finite number' })
    .refine((n) => Math.abs(n) < AMOUNT_BOUND, { message: `must be below ${AMOUNT_BOUND} in magnitude` })
    .refine((n) => decimalPlaces(n) <= STORED_DECIMALS, { message: `must have at most ${STORED_DECIMALS} decimal places` });

const quantityField = () =>
  storableNumber()
    .refine((n) => n !== 0, { message: 'must not be zero (positive long, negative short or written option)' })
    .describe('Signed quantity: positive long, negative short sale or written option; shares for a stock, contracts for an option.');

const costField = () =>
  storableNumber()
    .refine((n) => n >= 0, { message: 'must not be negative' })
    .describe('Price per unit in the listing currency (major units), never negative; for an option the premium per share.');

const fxRateField = () =>
  storableNumber()
    .refine((n) => n > 0, { message: 'must be greater than 0' })
    .describe('Broker rate from the listing currency into the portfolio currency, used instead of the official purchase-date rate.');

const noteField = () => z.string({ message: 'must be a string' }).max(NOTE_MAX, `must be at most ${NOTE_MAX} characters`).describe(`Free text, up to ${NOTE_MAX} characters.`);

const dateField = (description: string) =>
  z.string({ message: 'must be a date string' }).refine(isIsoDate, { message: 'must be a calendar date in yyyy-MM-dd form' }).describe(description);

const tickerField = () =>
  z
    .string({ message: 'must be a string' })
    .transform((raw, ctx) => {
      const parsed = parseTicker(raw);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: 'must be a ticker such as AAPL, BRK-B or XLON:VOD (MIC:TICKER outside the US)' });
        return z.NEVER;
      }
      return parsed.key;
    })
    .describe('Stock or ETF listing: `AAPL`, `BRK-B`, `MIC:TICKER` outside the US (e.g. `XLON:VOD`). Give this or `optionContract`.');

const optionContractField = () =>
  occSymbolSchema()
    .describe('OCC symbol of an option contract (e.g. `AAPL261218C00150000`); its terms come from options data. Give this or `ticker`.');

/** Exactly one of `ticker` and `optionContract`, reported on the field a reader must fix. */
function oneInstrument(value: { ticker?: string | undefined; optionContract?: string | undefined }, ctx: z.RefinementCtx): void {
  if (value.ticker !== undefined && value.optionContract !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['optionContract'], message: 'give either ticker or optionContract, not both' });
  } else if (value.ticker === undefined && value.optionContract === undefined) {
    ctx.addIssue({ code: 'custom', path: ['ticker'], message: 'is required (or optionContract for an option)' });
  }
}

export const CreatePortfolioBody = z.strictObject({
  name: z
    .string({ message: 'must be a string' })
    .transform((text) => text.trim())
    .pipe(z.string().min(1, 'must not be empty').max(NAME_MAX, `must be at most ${NAME_MAX} characters`))
    .describe(`Name, 1 to ${NAME_MAX} characters after trimming, unique among the account's own portfolios.`),
  currency: z
    .enum(PORTFOLIO_CURRENCIES, { message: `must be one of ${PORTFOLIO_CURRENCIES.join(', ')}` })
    .optional()
    .describe(`Reporting currency (default USD): ${PORTFOLIO_CURRENCIES.join(', ')}.`),
});
export type CreatePortfolioBody = z.output<typeof CreatePortfolioBody>;

export const AddLotBody = z
  .strictObject({
    ticker: tickerField().optional(),
    optionContract: optionContractField().optional(),
    quantity: quantityField(),
    costPerUnit: costField(),
    acquiredDate: dateField('Acquisition date (yyyy-MM-dd), not in the future (New York date).'),
    fxRate: fxRateField().optional(),
    note: noteField().optional(),
  })
  .superRefine(oneInstrument);
export type AddLotBody = z.output<typeof AddLotBody>;

export const EditLotBody = z
  .strictObject({
    quantity: quantityField().optional(),
    costPerUnit: costField().optional(),
    acquiredDate: dateField('Corrected acquisition date (yyyy-MM-dd), not in the future.').optional(),
    note: noteField().nullable().optional().describe(`Free text, up to ${NOTE_MAX} characters; null clears it.`),
    fxRate: fxRateField().nullable().optional().describe('Broker rate into the portfolio currency; null clears it (the official rate applies).'),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'give at least one of quantity, costPerUnit, acquiredDate, note, fxRate' });
export type EditLotBody = z.output<typeof EditLotBody>;

export const CloseLotBody = z.strictObject({
  quantity: quantityField().optional().describe("Quantity sold or bought back, with the lot's sign, at most the lot's; default the whole lot."),
  pricePerUnit: costField().describe('Sale (or buy-back) price per unit in the listing currency, never negative.'),
  closedDate: dateField('Closing date (yyyy-MM-dd): on or after the acquisition date, not in the future.'),
});
export type CloseLotBody = z.output<typeof CloseLotBody>;

export const AddWatchBody = z
  .strictObject({ ticker: tickerField().optional(), optionContract: optionContractField().optional() })
  .superRefine(oneInstrument);
export type AddWatchBody = z.output<typeof AddWatchBody>;

export const ShareAccess = z.enum(['Edit', 'View'], { message: 'must be Edit or View' });
export type ShareAccess = z.output<typeof ShareAccess>;

export const ShareBody = z.strictObject({
  access: ShareAccess.describe('`Edit` (may change lots and watches) or `View` (read only).'),
});

export const ShareResponse = z.object({
  organizationId: z.string().describe('The organization the portfolio is shared with.'),
  access: ShareAccess.describe('Access its members and keys have.'),
});

export const PortfolioAccess = z.enum(['Owner', 'Edit', 'View']);
export type PortfolioAccess = z.output<typeof PortfolioAccess>;

export const PortfolioSummary = z.object({
  id: z.string().describe('Portfolio id (uuid).'),
  name: z.string().describe("Name, unique among the account's own portfolios."),
  currency: z.string().describe('Reporting currency (ISO code).'),
  openLotCount: z.number().int().describe('Open lots.'),
  closedLotCount: z.number().int().describe('Closed lots.'),
  createdAtUtc: z.string().describe('Creation time (ISO-8601, UTC).'),
  access: PortfolioAccess.describe("The caller's access: `Owner`, `Edit` or `View`."),
  sharedBy: z.string().optional().describe("Only on portfolios shared with the caller's organization: who shared it."),
});
export type PortfolioSummary = z.output<typeof PortfolioSummary>;

export const PortfolioList = z.object({ data: z.array(PortfolioSummary) });

export const CloseLotResponse = z.object({
  closed: Lot.describe('The closed lot: the whole lot, or the part sold split from it.'),
  remainder: Lot.nullable().describe('The open remainder of a partial close (it keeps the original id, cost and date); null when the whole lot closed.'),
});
