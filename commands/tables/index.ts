/** The table spec of each operation that has one; an operation without one gets the generic table. */
import { adviserProfile, adviserSearch } from './advisers';
import { fundOperations } from './fund-operations';
import { swedishFundPositions } from './fund-positions-se';
import { fundDirectory, fundHoldings, fundOwners } from './funds';
import { atmPrograms, buybackPrograms } from './buybacks';
import { congressActivity, congressMembers, congressNetWorth, congressTrades } from './congress';
import {
  consensusHoldings, institutionalActivity, institutionalHolders, institutionalOwnership, institutionChanges, institutionPortfolio, institutionSearch,
  institutionSectors, institutionSummary, marketActivity13f, mostHeld, superInvestors,
} from './institutions';
import { briefsTable, earningsCallTable, investorEventsTable, transcriptTable } from './earnings';
import { executiveChanges } from './executives';
import { filingDocument, filingList } from './filings';
import { indexForecast } from './forecast';
import { ipoDetail, ipoList } from './ipos';
import { changes, constituents, indexList } from './indexes';
import { directorTransactions, insiderOwnership, insiderSearch, insiderSentiment, insiderTransactions, proposedSales } from './insiders';
import { optionChain, optionExpirations } from './options';
import { dividends, latestCloses, priceBars, splits } from './prices';
import { quoteBatch, singleQuote } from './quotes';
import { euAggregates, euDisclosures } from './short';
import { failsToDeliver, largestShortVolume, offExchange, shortInterest, shortSnapshot, shortVolume } from './short-us';
import { shortInterestForecast, squeezeScores } from './short-scores';
import { stockProfile, stockScreener } from './stocks';
import { supplyChainTable } from './supply-chain';
import { supplyChainOverlapTable } from './supply-chain-overlap';
import type { TableSpec } from './spec';

const specs: Readonly<Record<string, TableSpec>> = {
  'prices.list': priceBars,
  'prices.dividends': dividends,
  'prices.splits': splits,
  'prices.latest': latestCloses,
  'stocks.profile': stockProfile,
  'stocks.screener': stockScreener,
  'quotes.batch': quoteBatch,
  'quotes.get': singleQuote,
  'options.chain': optionChain,
  'options.expirations': optionExpirations,
  'indexes.list': indexList,
  'indexes.constituents': constituents,
  'indexes.changes': changes,
  'indexes.forecast': indexForecast,
  'insiders.transactions': insiderTransactions,
  'insiders.ownership': insiderOwnership,
  'insiders.proposedSales': proposedSales,
  'insiders.search': insiderSearch,
  'insiders.sentiment': insiderSentiment,
  'insiders.directorTransactions': directorTransactions,
  'short.volume': shortVolume,
  'short.interest': shortInterest,
  'short.offExchange': offExchange,
  'short.failsToDeliver': failsToDeliver,
  'short.snapshot': shortSnapshot,
  'short.largest': largestShortVolume,
  'short.euDisclosures': euDisclosures,
  'short.euAggregates': euAggregates,
  'short.forecast': shortInterestForecast,
  'short.squeeze': squeezeScores,
  'funds.directory': fundDirectory,
  'funds.holdings': fundHoldings,
  'funds.owners': fundOwners,
  'funds.operations': fundOperations,
  'funds.swedishPositions': swedishFundPositions,
  'advisers.search': adviserSearch,
  'advisers.profile': adviserProfile,
  'buybacks.programs': buybackPrograms,
  'buybacks.atm': atmPrograms,
  'filings.list': filingList,
  'filings.stock': filingList,
  'filings.document': filingDocument,
  'executives.changes': executiveChanges,
  'supplyChain.read': supplyChainTable,
  'supplyChain.overlap': supplyChainOverlapTable,
  'congress.members': congressMembers,
  'congress.trades': congressTrades,
  'congress.netWorth': congressNetWorth,
  'congress.marketActivity': congressActivity,
  'institutions.holders': institutionalHolders,
  'institutions.ownership': institutionalOwnership,
  'institutions.activity': institutionalActivity,
  'institutions.mostHeld': mostHeld,
  'institutions.marketActivity': marketActivity13f,
  'institutions.search': institutionSearch,
  'institutions.portfolio': institutionPortfolio,
  'institutions.summary': institutionSummary,
  'institutions.sectors': institutionSectors,
  'institutions.changes': institutionChanges,
  'institutions.superInvestors': superInvestors,
  'institutions.consensus': consensusHoldings,
  'ipos.list': ipoList,
  'ipos.show': ipoDetail,
  'earnings.call': earningsCallTable,
  'earnings.speakers': transcriptTable,
  'earnings.briefs': briefsTable,
  'earnings.events': investorEventsTable,
  'earnings.eventSpeakers': transcriptTable,
};

/** The spec of the operation `id`, if it has one. */
export const tableSpecFor = (id: string | undefined): TableSpec | undefined => (id === undefined ? undefined : specs[id]);
