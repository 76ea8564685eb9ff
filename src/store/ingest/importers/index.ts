/** Every importer of a published file layout, by dataset name. */
import { atmProgramsImporter } from './atm-programs';
import { buybackProgramsImporter } from './buyback-programs';
import { cftcCotImporter } from './cftc-cot';
import { congressAnnualReportImporter } from './congress-annual-report';
import { congressHouseIndexImporter } from './congress-house-index';
import { congressHousePtrImporter } from './congress-house-ptr';
import { congressLegislatorsImporter } from './congress-legislators';
import { congressSenatePtrImporter } from './congress-senate-ptr';
import { edgarFormIndexImporter } from './edgar-form-index';
import { earningsEventImporter } from './earnings-event';
import { fdaCatalystsImporter } from './fda-catalysts';
import { filingImporter } from './filing';
import { finraOffExchangeImporter } from './finra-off-exchange';
import { finraShortInterestImporter } from './finra-short-interest';
import { finraShortVolumeImporter } from './finra-short-volume';
import { fiInsidersImporter } from './fi-insiders';
import { form144Importer } from './form144';
import { form4Importer } from './form4';
import { fredImporter } from './fred';
import { fxRatesImporter } from './fx-rates';
import { companyFactsImporter } from './company-facts';
import { indexHoldingsImporter } from './index-holdings';
import type { Importer } from './importer';
import { optionsImporter } from './options';
import { putCallImporter } from './put-call';
import { registrationTermsImporter } from './registration-terms';
import { secTickersImporter } from './sec-tickers';
import { secSubmissionsImporter } from './sec-submissions';
import { secFilingImporter } from './sec-filing';
import { secProspectusImporter } from './sec-prospectus';
import { secFundTickersImporter } from './sec-fund-tickers';
import { secFormAdvImporter } from './sec-form-adv';
import { secFtdImporter } from './sec-ftd';
import { secNcenImporter } from './sec-ncen';
import { secNportPImporter } from './sec-nport-p';
import { sec10kImporter } from './sec-10k';
import { sec13fImporter } from './sec-13f';
import { cusipMapImporter } from './cusip-map';
import { fiFundHoldingsImporter } from './fi-fund-holdings';
import { shortRegisterImporters } from './short-positions';
import { supplyChainStatementsImporter } from './supply-chain-statements';
import { transcriptImporter } from './transcript';
import { vixImporter } from './vix';
import { webFeedImporter } from './web-feed';

export type { Importer, ImportCounts, ImportInput } from './importer';

export const IMPORTERS: readonly Importer[] = [
  optionsImporter,
  vixImporter,
  putCallImporter,
  fdaCatalystsImporter,
  fredImporter,
  cftcCotImporter,
  fxRatesImporter,
  webFeedImporter,
  form4Importer,
  form144Importer,
  fiInsidersImporter,
  indexHoldingsImporter,
  companyFactsImporter,
  secTickersImporter,
  secFundTickersImporter,
  secFilingImporter,
  finraShortVolumeImporter,
  finraShortInterestImporter,
  finraOffExchangeImporter,
  secFtdImporter,
  ...shortRegisterImporters,
  secFormAdvImporter,
  secNportPImporter,
  secNcenImporter,
  fiFundHoldingsImporter,
  buybackProgramsImporter,
  atmProgramsImporter,
  sec10kImporter,
  supplyChainStatementsImporter,
  congressLegislatorsImporter,
  congressSenatePtrImporter,
  congressHouseIndexImporter,
  congressHousePtrImporter,
  congressAnnualReportImporter,
  edgarFormIndexImporter,
  registrationTermsImporter,
  secProspectusImporter,
  earningsEventImporter,
  transcriptImporter,
  filingImporter,
  secSubmissionsImporter,
  sec13fImporter,
  cusipMapImporter,
];

const byName = new Map(IMPORTERS.map((importer) => [importer.name, importer]));

export const importerNamed = (name: string): Importer | undefined => byName.get(name);
