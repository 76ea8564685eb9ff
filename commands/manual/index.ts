/** Family sections of the manual, by the top-level command whose page carries them. */
import { accountsSections, organizationSections } from './accounts';
import { capturesSections } from './captures';
import { cftcSections } from './cftc';
import { executivesSections } from './executives';
import { feedsSections } from './feeds';
import { filingsSections } from './filings';
import { fredSections } from './fred';
import { fundsSections } from './funds';
import { fxSections } from './fx';
import { insidersSections } from './insiders';
import { institutionsSections } from './institutions';
import { iposSections } from './ipos';
import { indexesSections } from './indexes';
import { marketGaugesSections } from './market-gauges';
import { mcpSections } from './mcp';
import { optionsSections } from './options';
import { portfolioSections } from './portfolio';
import { pricesTechnicalsSections } from './prices-technicals';
import type { Section } from './roff';
import { shortSections } from './short';
import { stateSections } from './state';
import { profileSections, screenerSections } from './stocks';
import { shortUsSections } from './short-us';
import { shortScoreSections } from './short-scores';
import { supplyChainSections } from './supply-chain';
import { congressSections } from './congress';
import { earningsSections } from './earnings';
import { boardSections, optionsTableSections, pricesTableSections, quoteSections } from './tables';

export const FAMILY_SECTIONS: Readonly<Record<string, readonly Section[]>> = {
  options: [...optionsSections, ...optionsTableSections],
  prices: [...pricesTechnicalsSections, ...pricesTableSections],
  profile: profileSections,
  screener: screenerSections,
  quote: quoteSections,
  board: boardSections,
  market: marketGaugesSections,
  fred: fredSections,
  cftc: cftcSections,
  index: indexesSections,
  fx: fxSections,
  insiders: insidersSections,
  funds: fundsSections,
  institutions: institutionsSections,
  short: [...shortUsSections, ...shortScoreSections, ...shortSections],
  portfolio: portfolioSections,
  accounts: accountsSections,
  orgs: organizationSections,
  feeds: feedsSections,
  filings: filingsSections,
  executives: executivesSections,
  'supply-chain': supplyChainSections,
  congress: congressSections,
  ipos: iposSections,
  earnings: earningsSections,
  mcp: mcpSections,
  state: stateSections,
  captures: capturesSections,
};
