/** Response shapes of the US short-selling reads (zod, described for OpenAPI and the manual). */
import { z } from 'zod';
import { PageMeta, PageMetaWithTotal } from '../../core/params';

const isoDate = (description: string) => z.iso.date().describe(description);
const shares = (description: string) => z.number().int().describe(description);
const nullableShares = (description: string) => z.number().int().nullable().describe(description);

const shortVolumeFields = {
  shortVolume: shares("Shares sold short (short-exempt included), restated onto today's split basis and rounded to a whole share."),
  shortExemptVolume: shares("Shares sold short under an exemption, restated onto today's split basis and rounded to a whole share."),
  totalVolume: shares("All shares the facilities reported traded, restated onto today's split basis and rounded to a whole share."),
  shortVolumePercent: z
    .number()
    .nullable()
    .describe('shortVolume as a percentage of totalVolume (0 to 100, two decimals); null when totalVolume is 0. About 40 to 50 is a normal baseline.'),
};

export const ShortVolumeRowSchema = z
  .object({ date: isoDate('Trade date (yyyy-MM-dd).'), ...shortVolumeFields })
  .describe('Daily short volume');

export const ShortVolumePageSchema = z
  .object({ data: z.array(ShortVolumeRowSchema).describe('Trade dates, newest first.'), meta: PageMeta })
  .describe('Daily short volume page');
export type ShortVolumePage = z.infer<typeof ShortVolumePageSchema>;
export type ShortVolumeRow = z.infer<typeof ShortVolumeRowSchema>;

const interestFields = {
  shortPosition: shares('Shares held short at settlement, as FINRA published them (not restated across later splits).'),
  changeInShortPosition: nullableShares('Change from the previous settlement, as published; null when FINRA gives none.'),
  averageDailyVolume: nullableShares('Average daily share volume of the reporting period, as published (0 when nothing traded).'),
  daysToCover: z
    .number()
    .nullable()
    .describe('shortPosition / averageDailyVolume. FINRA caps it at 999.99: a 999.99 is a real reading meaning 999.99 or more; the 999.99 filed for zero average daily volume is a placeholder, returned as null.'),
};

export const ShortInterestRowSchema = z
  .object({
    settlementDate: isoDate('Settlement date the positions were measured on (yyyy-MM-dd).'),
    ...interestFields,
    splitInPeriod: z.boolean().describe("FINRA's stock split flag: a split took effect in the reporting period, so the position and its change straddle two share bases."),
  })
  .describe('Short interest at a settlement');

export const ShortInterestPageSchema = z
  .object({ data: z.array(ShortInterestRowSchema).describe('Settlements, newest first.'), meta: PageMeta })
  .describe('Short interest page');
export type ShortInterestPage = z.infer<typeof ShortInterestPageSchema>;
export type ShortInterestRow = z.infer<typeof ShortInterestRowSchema>;

export const OffExchangeRowSchema = z
  .object({
    weekStartDate: isoDate('Monday of the reporting week (yyyy-MM-dd).'),
    atsVolume: nullableShares('Shares traded on alternative trading systems (ATS) that week; null when no ATS row is stored for the week.'),
    atsTradeCount: nullableShares('Trades on ATSs that week; null when no ATS row is stored for the week.'),
    nonAtsOtcVolume: nullableShares('Shares traded over the counter outside ATSs that week; null when no such row is stored for the week.'),
    nonAtsOtcTradeCount: nullableShares('Trades over the counter outside ATSs that week; null when no such row is stored for the week.'),
    totalOffExchangeVolume: nullableShares('atsVolume + nonAtsOtcVolume; null unless both are stored.'),
    mayIncludeCaseFoldedSiblingVolume: z
      .boolean()
      .describe('True for weeks before 2025-08-11, when FINRA folded symbols differing only by case into one row: the figures may include such a sibling.'),
  })
  .describe('Weekly off-exchange volume');

export const OffExchangePageSchema = z
  .object({ data: z.array(OffExchangeRowSchema).describe('Weeks, newest first.'), meta: PageMeta })
  .describe('Off-exchange volume page');
export type OffExchangePage = z.infer<typeof OffExchangePageSchema>;
export type OffExchangeRow = z.infer<typeof OffExchangeRowSchema>;

export const FailsRowSchema = z
  .object({
    settlementDate: isoDate('Settlement date (yyyy-MM-dd).'),
    quantity: shares('Aggregate outstanding fail balance on this date (a balance, never to be summed across dates).'),
    price: z.number().nullable().describe("The file's price: the prior trading day's close; null where the file gives none."),
    value: z.number().nullable().describe('quantity × price in USD, rounded to the cent; null without a price.'),
  })
  .describe('Fails-to-deliver balance');

export const FailsPageSchema = z
  .object({
    data: z.array(FailsRowSchema).describe('Settlement dates with reported fails, newest first.'),
    meta: PageMeta,
    coverageStartDate: z.iso
      .date()
      .nullable()
      .describe('From this date through coverageEndDate an absent date means no reported fails; earlier dates are only partially covered. Null when no complete file is stored.'),
    coverageEndDate: z.iso.date().nullable().describe('Last settlement date of the newest complete file stored; later dates are not yet covered.'),
  })
  .describe('Fails-to-deliver page');
export type FailsPage = z.infer<typeof FailsPageSchema>;
export type FailsRow = z.infer<typeof FailsRowSchema>;

export const SnapshotRowSchema = z
  .object({
    ticker: z.string().describe("Listing key; FINRA's symbol as filed when it matches no stored listing."),
    name: z.string().nullable().describe("The listing's name, else FINRA's issue name (cut to 30 characters in its files)."),
    ...interestFields,
  })
  .describe('Short interest of a listing at the snapshot settlement');

export const SnapshotSchema = z
  .object({
    settlementDate: z.iso.date().nullable().describe('The newest settlement published as of today and stored; null when none is.'),
    data: z.array(SnapshotRowSchema).describe('Sorted descending by sortBy; at the 999.99 cap after real readings (daysToCover); ties on ticker.'),
    meta: PageMetaWithTotal,
  })
  .describe('Short-interest snapshot');
export type Snapshot = z.infer<typeof SnapshotSchema>;
export type SnapshotRow = z.infer<typeof SnapshotRowSchema>;

export const LargestRowSchema = z
  .object({
    ticker: z.string().describe("Listing key; FINRA's symbol as filed when it matches no stored listing."),
    name: z.string().nullable().describe("The listing's name; null for a symbol that matches no stored listing."),
    ...shortVolumeFields,
  })
  .describe('Short volume of a listing on the date');

export const LargestSchema = z
  .object({
    date: z.iso.date().nullable().describe('Trade date of the board; null when no short volume is stored.'),
    data: z.array(LargestRowSchema).describe('Largest first by sortBy; ties on ticker.'),
    meta: PageMetaWithTotal,
  })
  .describe('Largest short volume');
export type Largest = z.infer<typeof LargestSchema>;
export type LargestRow = z.infer<typeof LargestRowSchema>;
