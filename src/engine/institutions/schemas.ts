/** Response shapes of the institutional-ownership (13F) operations (zod, described for OpenAPI and the manual). */
import { z } from 'zod';
import { PageMeta, PageMetaWithTotal } from '../../core/params';

export const POSITION_TYPES = ['Shares', 'Principal', 'Call', 'Put'] as const;

const cik = () => z.string().describe('SEC CIK of the filer, ten digits with leading zeros.');
const usd = (what: string) => z.number().describe(`${what}, whole US dollars as reported.`);
const reportDate = () => z.iso.date().describe('Quarter end the 13F reports are as of.');
const windowOpen = () =>
  z.boolean().describe('The quarter\'s filing window (45 days after its end) is still open: its reports are still arriving and its figures are partial.');
const combined = () =>
  z.boolean().describe('Some counted report of the quarter is a 13F COMBINATION REPORT: that manager reports part of its holdings itself and part through other managers\' reports, so its own figures are not its whole book (positions are counted once, under the manager that reported them).');

/** Whether the quarter compares with the one before, and why not when it does not. */
export const VintageShape = {
  reportDate: reportDate(),
  previousReportDate: z.iso.date().nullable().describe('The quarter end before reportDate, which changes are measured from; null when no quarter is stored.'),
  isFilingWindowOpen: windowOpen(),
  comparisonAvailable: z.boolean().describe('A change from previousReportDate is meaningful: reportDate\'s window has closed and reports of previousReportDate are stored.'),
  comparisonUnavailableReason: z.string().nullable().describe('Why no change is given; null when comparisonAvailable.'),
};

export const HolderRowSchema = z
  .object({
    name: z.string().describe('Filer (institutional manager) as its newest counted filing of the quarter names it.'),
    cik: cik(),
    shares: z.number().describe('Shares (or principal amount, or the underlying shares of an option) reported.'),
    value: usd('Reported value of the position'),
    percentOfTotal: z.number().nullable().describe('For a Shares position: its shares as a percent (0–100) of totalShares; null for principal and option positions.'),
    listedTicker: z.string().nullable().describe('The listing the position\'s CUSIP maps to.'),
    positionType: z.enum(POSITION_TYPES).describe('Shares, Principal (a PRN amount), Call or Put.'),
  })
  .describe('Institutional holder');

export const HoldersSchema = z
  .object({
    data: z.array(HolderRowSchema).describe('Largest value first, then filer name and CIK.'),
    meta: PageMetaWithTotal.extend({
      reportDate: reportDate().nullable().describe('Quarter end the holders are as of; null when no 13F report is stored.'),
      isFilingWindowOpen: windowOpen(),
      isCombinedQuarter: combined(),
      totalInstitutions: z.number().int().describe('Filers reporting a Shares position in the stock this quarter.'),
      totalShares: z.number().describe('Shares of the stock those filers report (Shares positions only).'),
      totalValue: usd('Value of those Shares positions'),
    }),
  })
  .describe('Institutional holders of a stock');

export const OwnershipRowSchema = z
  .object({
    reportDate: reportDate(),
    institutions: z.number().int().describe('Filers reporting a Shares position.'),
    totalShares: z.number().describe('Shares they report.'),
    totalValue: usd('Value they report'),
    changePercent: z.number().nullable().describe('Percent change of totalShares from the quarter before; null when that quarter is not stored or this quarter\'s filing window is open.'),
    isCombinedQuarter: combined(),
    isFilingWindowOpen: windowOpen(),
  })
  .describe('Institutional ownership in one quarter');

export const OwnershipSchema = z
  .object({ ticker: z.string().describe('The stock.'), data: z.array(OwnershipRowSchema).describe('Quarters, newest first.') })
  .describe('Institutional ownership of a stock by quarter');

export const ActivityRowSchema = z
  .object({
    name: z.string().describe('Filer name.'),
    cik: cik(),
    previousShares: z.number().describe('Shares reported at previousReportDate (0 when none).'),
    currentShares: z.number().describe('Shares reported at reportDate (0 when none).'),
    deltaShares: z.number().describe('currentShares less previousShares.'),
    deltaValue: usd('Value at reportDate less value at previousReportDate'),
    isNewPosition: z.boolean().describe('No Shares position at previousReportDate.'),
    isSoldOut: z.boolean().describe('No Shares position at reportDate although the filer reported for it.'),
    isFirst13F: z.boolean().describe('The filer\'s first stored 13F report is reportDate\'s: a new position may only be a new filer.'),
  })
  .describe('Change of one filer\'s position');

export const ActivitySchema = z
  .object({
    ticker: z.string().describe('The stock.'),
    ...VintageShape,
    reportDate: reportDate().nullable().describe('Quarter end compared; null when no 13F report is stored.'),
    buyers: z.array(ActivityRowSchema).describe('Filers that added shares, most shares added first; empty when comparisonAvailable is false.'),
    sellers: z.array(ActivityRowSchema).describe('Filers that cut shares, most shares cut first; empty when comparisonAvailable is false.'),
  })
  .describe('Institutional buyers and sellers of a stock');

export const MostHeldRowSchema = z
  .object({
    ticker: z.string().describe('The listing the CUSIPs map to.'),
    company: z.string().describe('Listing name, else the issuer the CUSIP map names.'),
    filerCount: z.number().int().describe('Filers reporting a Shares position.'),
    deltaFilerCount: z.number().int().nullable().describe('filerCount less the quarter before\'s; null when comparisonAvailable is false.'),
    totalValue: usd('Value those filers report'),
    deltaValue: z.number().nullable().describe('totalValue less the quarter before\'s (whole US dollars); null when comparisonAvailable is false.'),
    percentOfUniverse: z.number().describe('filerCount as a percent (0–100) of the filers with a holdings report this quarter.'),
  })
  .describe('Most-held stock');

export const MostHeldSchema = z
  .object({
    ...VintageShape,
    reportDate: reportDate().nullable().describe('Quarter end; null when no 13F report is stored.'),
    sort: z.enum(['filers', 'filersDelta', 'value']).describe('Order of the rows.'),
    filersInUniverse: z.number().int().describe('Filers with a holdings or combination report this quarter (the 100% of percentOfUniverse).'),
    data: z.array(MostHeldRowSchema),
  })
  .describe('Most-held stocks');

export const MarketActivityRowSchema = z
  .object({
    ticker: z.string().describe('The listing the CUSIPs map to.'),
    company: z.string().describe('Listing name, else the issuer name as filed.'),
    deltaShares: z.number().describe('Shares the bucket\'s filers added (negative: cut) in total.'),
    deltaValue: z.number().describe('Their change of value, whole US dollars.'),
    filerCount: z.number().int().describe('Filers in the bucket for the stock.'),
  })
  .describe('Stock in a 13F activity bucket');

export const MarketActivitySchema = z
  .object({
    ...VintageShape,
    reportDate: reportDate().nullable().describe('Quarter end compared; null when no 13F report is stored.'),
    bucket: z.enum(['top-buys', 'top-sells', 'new-positions', 'sold-out-positions']),
    data: z.array(MarketActivityRowSchema).describe('Empty when comparisonAvailable is false.'),
  })
  .describe('13F market activity');

export const InstitutionRowSchema = z
  .object({
    cik: cik(),
    name: z.string().describe('Filer name on its newest counted filing.'),
    latestReportDate: reportDate().describe('Its newest stored quarter.'),
    portfolioValue: usd('Value of that quarter\'s counted entries'),
    positionCount: z.number().int().describe('Positions of that quarter.'),
  })
  .describe('Institution');

export const InstitutionSearchSchema = z
  .object({ data: z.array(InstitutionRowSchema).describe('Exact CIK or name first, then every word, then any word; largest portfolio first.'), hasMore: z.boolean() })
  .describe('Institutions matching a name or CIK');

const institutionHead = {
  cik: cik(),
  name: z.string().describe('Filer name on its newest counted filing of the quarter.'),
  reportDate: reportDate(),
  isFilingWindowOpen: windowOpen(),
  reportType: z.enum(['HOLDINGS', 'COMBINATION', 'NOTICE']).describe('Form of the quarter\'s counted report: a holdings report, a combination report (part reported by other managers) or a notice (all reported by other managers).'),
  isCombinedQuarter: z.boolean().describe('The quarter\'s counted report is a combination report or a notice: its figures are not the manager\'s whole book.'),
};

export const PortfolioRowSchema = z
  .object({
    issuerName: z.string().describe('Issuer as filed.'),
    cusip: z.string().describe('CUSIP as filed.'),
    listedTicker: z.string().nullable().describe('The listing the CUSIP maps to; null when no map names it.'),
    positionType: z.enum(POSITION_TYPES),
    shares: z.number().describe('Shares, principal amount or underlying shares.'),
    value: usd('Reported value'),
    percentOfPortfolio: z.number().describe('value as a percent (0–100) of portfolioValue.'),
  })
  .describe('Position');

export const PortfolioSchema = z
  .object({
    ...institutionHead,
    portfolioValue: usd('Value of every counted entry'),
    data: z.array(PortfolioRowSchema).describe('Largest value first, then CUSIP and position type.'),
    meta: PageMetaWithTotal,
  })
  .describe('Portfolio of an institution in one quarter');

export const SummarySchema = z
  .object({
    ...institutionHead,
    portfolioValue: usd('Value of every counted entry'),
    positionCount: z.number().int().describe('Positions (CUSIP and position type).'),
    largestPositionPercent: z.number().nullable().describe('The largest position\'s share of portfolioValue, percent; null for an empty portfolio.'),
    top10Percent: z.number().nullable().describe('The ten largest positions\' share of portfolioValue, percent.'),
    previousPortfolioValue: z.number().nullable().describe('portfolioValue of the quarter before; null when not stored.'),
    qoqChangePercent: z.number().nullable().describe('Percent change of portfolioValue from the quarter before; null when not stored or the window is open.'),
    firstReportDate: reportDate().describe('The filer\'s first stored quarter.'),
    quartersReported: z.number().int().describe('Stored quarters of the filer.'),
  })
  .describe('Size and concentration of an institution');

export const SectorRowSchema = z
  .object({
    sector: z.string().describe('Sector of the listing as index holdings classify it; Unclassified when unknown or the CUSIP maps to no listing.'),
    value: usd('Value of its positions'),
    percentOfPortfolio: z.number().describe('value as a percent (0–100) of portfolioValue.'),
    positionCount: z.number().int(),
  })
  .describe('Sector weight');

export const SectorsSchema = z
  .object({ ...institutionHead, portfolioValue: usd('Value of every counted entry'), data: z.array(SectorRowSchema).describe('Largest weight first.') })
  .describe('Sector allocation of an institution');

export const ChangeRowSchema = z
  .object({
    issuerName: z.string(),
    cusip: z.string(),
    listedTicker: z.string().nullable(),
    change: z.enum(['New', 'Added', 'Trimmed', 'Exited']).describe('New: not held before; Exited: held before, not now; Added or Trimmed: more or fewer shares.'),
    previousShares: z.number(),
    currentShares: z.number(),
    deltaShares: z.number(),
    deltaValue: z.number().describe('Value now less value before, whole US dollars.'),
  })
  .describe('Change of a position');

export const ChangesSchema = z
  .object({
    cik: cik(),
    name: z.string(),
    ...VintageShape,
    data: z.array(ChangeRowSchema).describe('Largest absolute change of value first; empty when comparisonAvailable is false.'),
    meta: PageMetaWithTotal,
  })
  .describe('Position changes of an institution');

export const SuperInvestorRowSchema = z
  .object({
    managerName: z.string(),
    firmName: z.string(),
    cik: cik(),
    portfolioValue: z.number().nullable().describe('Value of the newest stored quarter; null when none is stored.'),
    positionCount: z.number().int().nullable(),
    qoqChangePercent: z.number().nullable().describe('Percent change of portfolioValue from the quarter before; null when not stored.'),
    asOf: z.iso.date().nullable().describe('Quarter end of the newest stored report.'),
    isStale: z.boolean().describe('The newest stored report is older than the newest quarter whose filing deadline has passed (or none is stored).'),
  })
  .describe('Super investor');

export const SuperInvestorsSchema = z.object({ data: z.array(SuperInvestorRowSchema).describe('In roster order.') }).describe('Super investors');

export const ConsensusRowSchema = z
  .object({
    ticker: z.string().nullable().describe('Listing the CUSIP maps to; null when none.'),
    cusip: z.string(),
    company: z.string(),
    holderCount: z.number().int().describe('Requested institutions holding it (Shares positions).'),
    holders: z.array(z.string()).describe('Their CIKs, in the order requested.'),
    totalValue: usd('Their combined value'),
  })
  .describe('Consensus holding');

export const ConsensusSchema = z
  .object({
    reportDate: reportDate().nullable(),
    isFilingWindowOpen: z.boolean(),
    institutions: z.array(z.object({ cik: cik(), name: z.string().nullable(), reported: z.boolean().describe('A report of reportDate is stored.') })),
    data: z.array(ConsensusRowSchema).describe('Most holders first, then value.'),
    meta: PageMeta.pick({ limit: true, count: true, hasMore: true }),
  })
  .describe('Holdings shared by a set of institutions');

export type Holders = z.output<typeof HoldersSchema>;
export type Ownership = z.output<typeof OwnershipSchema>;
export type Activity = z.output<typeof ActivitySchema>;
export type ActivityRow = z.output<typeof ActivityRowSchema>;
export type MostHeld = z.output<typeof MostHeldSchema>;
export type MarketActivity = z.output<typeof MarketActivitySchema>;
export type InstitutionSearch = z.output<typeof InstitutionSearchSchema>;
export type Portfolio = z.output<typeof PortfolioSchema>;
export type Summary = z.output<typeof SummarySchema>;
export type Sectors = z.output<typeof SectorsSchema>;
export type Changes = z.output<typeof ChangesSchema>;
export type SuperInvestors = z.output<typeof SuperInvestorsSchema>;
export type Consensus = z.output<typeof ConsensusSchema>;
