/** Response shape of the Swedish fund positions operation (zod, described for OpenAPI and the manual). */
import { z } from 'zod';
import { PageMetaWithTotal } from '../../core/params';

export const SE_POSITION_COVERAGE = ['unresolved_security', 'not_captured', 'no_matching_positions', 'available'] as const;

export const SourceRowSchema = z
  .object({
    revisionId: z.string().describe('The report revision the row comes from (sha256 of the report file; sample rows say sample-…).'),
    rowNumber: z.number().int().describe('1-based place of the position in that report.'),
  })
  .describe('Source row');

export const SwedishFundPositionSchema = z
  .object({
    fundInstituteNumber: z.string().describe('The fund\'s identity: Finansinspektionen\'s institute number (Fond_institutnummer), not a share-class ISIN.'),
    fundName: z.string().describe('Fund name as reported.'),
    managementCompany: z.string().nullable().describe('Management company (fondbolag) as reported.'),
    reportingDate: z.iso.date().describe('Quarter-end date the position is reported as of (Kvartalsslut).'),
    instrumentName: z.string().nullable().describe('Instrument as reported.'),
    isin: z.string().describe('ISIN of the position (the listing\'s own).'),
    assetType: z.string().nullable().describe('Asset type as reported (Tillgångsslag_enligt_LVF_5_kap).'),
    issuerCountry: z.string().nullable().describe('Issuer country as reported.'),
    currency: z.string().nullable().describe('Currency of the instrument as reported.'),
    quantity: z.number().nullable().describe('Number of instruments held (Antal).'),
    marketValueSek: z.number().nullable().describe('Market value in SEK, whatever the instrument\'s currency.'),
    percentOfFundAssets: z.number().nullable().describe('Portfolio weight: percent of the fund\'s assets (5.2 is 5.2%); not a share of the company.'),
    fundAssetsSek: z.number().nullable().describe('The fund\'s assets (Fondförmögenhet) in SEK.'),
    revisionCapturedAt: z.string().describe('When the report revision was captured (ISO-8601).'),
    sourceRow: SourceRowSchema,
  })
  .describe('Swedish fund position');

export const SwedishFundPositionsSchema = z
  .object({
    source: z.string().describe('FI-Sweden-Fund-Holdings.'),
    sourceName: z.string().describe('Name of the publication.'),
    sourceUrl: z.string().describe('Where Finansinspektionen publishes it.'),
    coverage: z.string().describe('What the publication covers, and what it leaves out.'),
    coverageStatus: z
      .enum(SE_POSITION_COVERAGE)
      .describe('Only available says anything about positions; unresolved_security, not_captured and no_matching_positions never mean no fund holds the security.'),
    isin: z.string().nullable().describe('ISIN of the listing; positions are matched on it alone. Null when not verified.'),
    periodEnd: z.iso.date().nullable().describe('Quarter end asked for: periodEnd when given, else the newest captured quarter; null when none is captured.'),
    latestCapturedPeriodEnd: z.iso.date().nullable().describe('Newest quarter end captured of any fund; null when none.'),
    checkedAt: z.string().nullable().describe('When the answered quarter was last captured (ISO-8601); null when never.'),
    isStale: z.boolean().describe('A newer quarter is due from Finansinspektionen (90 days after its end) than the newest captured, or none is captured.'),
    totalPositions: z.number().int().describe('Position rows of this ISIN in the quarter, before paging.'),
    data: z.array(SwedishFundPositionSchema).describe('Largest market value first, then fund institute number and source row.'),
    meta: PageMetaWithTotal,
  })
  .describe('Swedish fund positions');

export type SePositionCoverage = (typeof SE_POSITION_COVERAGE)[number];
export type SwedishFundPosition = z.output<typeof SwedishFundPositionSchema>;
export type SwedishFundPositions = z.output<typeof SwedishFundPositionsSchema>;
