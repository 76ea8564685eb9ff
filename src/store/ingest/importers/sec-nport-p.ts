/**
 * Importer of registered funds' monthly portfolio reports: the SEC's N-PORT-P XML filing of one series,
 * every investment kept. Read as a stream, so a filing of tens of megabytes is never one string.
 */
import type { Importer } from './importer';

export const secNportPImporter: Importer = {
  name: 'sec-nport-p',
  description: 'SEC N-PORT-P XML filing of a fund series (its report and every holding)',
  manual:
    'The N-PORT-P filing of one fund series as EDGAR publishes it (.xml, edgarSubmission in the nport namespace, '
    + 'prefixed or not); an amendment (NPORT-P/A) reads alike. From genInfo: regName (the registrant), regCik, '
    + 'seriesName, seriesId (S and nine digits: the fund\'s profile id), repPdEnd and repPdDate (the date the '
    + 'holdings are as of); from fundInfo: totAssets and netAssets. Every investment (invstOrSec) is stored, in '
    + 'filing order: name, title, lei, cusip and identifiers/isin (N/A and empty stored as null), the '
    + 'identifiers\' ticker, balance, units (NS shares, PA principal, NC contracts, OU other), curCd, valUSD, '
    + 'pctVal (percent of net assets), payoffProfile, assetCat (or assetConditional\'s) and invCountry. The file '
    + 'is read as a stream and its investments staged in batches, so a large filing never sits in memory whole. '
    + 'A document that is not well-formed XML is refused naming its line; a document that is no N-PORT-P '
    + 'filing, or lacks the series id, series or registrant name or the reporting-period date, is refused '
    + 'naming the element; an investment without a name, or whose balance, valUSD or pctVal is not a number, '
    + 'is refused listing every bad value with its file line, element and value as written. Key: series and '
    + 'reporting-period date. Re-ingesting the same filing adds nothing; another filing of the same series and '
    + 'period (an amendment) replaces that report whole. rowsRead counts the report and its investments, '
    + 'rowsAdded the report and holdings written. A real filing of a series replaces every synthetic report, '
    + 'holding and ticker of that series.',
  extensions: ['.xml'],
  load: async (input) => (await import('./sec-nport-p-load')).load(input),
};
