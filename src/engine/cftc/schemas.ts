/** Response shapes of the futures positioning operations (zod, described for OpenAPI and the manual). */
import { z } from 'zod';
import { PageMeta } from '../../core/params';
import { CATEGORIES } from './categories';

const category = z.enum(CATEGORIES).describe(`Category: ${CATEGORIES.join(', ')}.`);
const marketCode = z.string().describe('CFTC Contract Market Code, six characters as in the COT files (e.g. 088691 gold, 13874A E-mini S&P 500).');
const marketName = z.string().describe('Readable market name with its exchange.');
const contracts = (description: string) => z.number().int().describe(`${description} (contracts).`);

export const ContractRowSchema = z
  .object({ marketCode, marketName, category })
  .describe('Tracked contract');

export const ContractSearchSchema = z
  .object({ data: z.array(ContractRowSchema).describe('Matching tracked contracts, sorted by category then market name; empty when the tracked set has no match.') })
  .describe('Contract search result');

export const PositionRowSchema = z
  .object({
    reportDate: z.iso.date().describe('As-of date of the weekly report (yyyy-MM-dd), usually a Tuesday.'),
    openInterest: contracts('Open interest, all futures'),
    commLong: contracts('Commercial long positions'),
    commShort: contracts('Commercial short positions'),
    nonCommLong: contracts('Non-commercial long positions'),
    nonCommShort: contracts('Non-commercial short positions'),
    nonCommSpreads: contracts('Non-commercial spreading positions'),
  })
  .describe('Weekly positions of a contract');

export const PositionPageSchema = z
  .object({ data: z.array(PositionRowSchema).describe('Reports in the window, newest first.'), meta: PageMeta })
  .describe('Positions page');

const nullableContracts = (description: string) => contracts(description).nullable().describe(`${description} (contracts); null when no report is stored.`);

export const LatestRowSchema = z
  .object({
    marketCode,
    marketName,
    category,
    reportDate: z.iso.date().nullable().describe('As-of date of the newest stored report; null when none is stored.'),
    openInterest: nullableContracts('Open interest of that report'),
    commNet: nullableContracts('Commercial long minus commercial short'),
    nonCommNet: nullableContracts('Non-commercial long minus non-commercial short'),
  })
  .describe('Latest report of a tracked contract');

export const LatestPositionsSchema = z
  .object({ data: z.array(LatestRowSchema).describe('One row per tracked contract, sorted by category then market name.') })
  .describe('Latest positions');

export type ContractRow = z.output<typeof ContractRowSchema>;
export type PositionRow = z.output<typeof PositionRowSchema>;
export type PositionPage = z.output<typeof PositionPageSchema>;
export type LatestRow = z.output<typeof LatestRowSchema>;
export type LatestPositions = z.output<typeof LatestPositionsSchema>;
