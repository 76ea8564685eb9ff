/**
 * Importer of supply-chain statements in fds's canonical JSON layout: statements extracted from annual
 * reports elsewhere, stored beside those `fds ingest sec-10k` reads (read by `fds supply-chain`).
 */
import type { Importer } from './importer';

export const supplyChainStatementsImporter: Importer = {
  name: 'supply-chain-statements',
  description: 'Supply-chain statements extracted from annual reports (fds canonical JSON)',
  manual:
    'A JSON document in fds\'s own layout: {"statements": [ … ]}, one object per statement one sentence of an annual '
    + 'report makes about one counterparty, in the report\'s reading order. The report: filerCik (a whole number), '
    + 'filerName, filerTicker (AAPL, BRK-B or XLON:VOD, or null to take SEC\'s ticker link of the CIK), form (10-K, '
    + '10-K/A, 20-F, …), periodEnd (the last day of the fiscal period it covers), fiscalYear (a whole number or null), '
    + 'filedDate, accession (0000320193-24-000123) and filingUrl (http or https, or null for the filing\'s EDGAR '
    + 'folder). The statement: side (customers, suppliers, competitors or partners, as the filer states it), '
    + 'counterparty (the name as written), counterpartyTicker (its listing, or null to resolve the written name as '
    + 'fds ingest sec-10k does), role (as written), quote (the whole sentence), and its share: percent (above 0, at '
    + 'most 100, or null when the sentence states none), percentFloor (true for "10% or more" wording; null exactly '
    + 'when percent is), basis (Revenue, Receivables or null) and period (as written, or null). Statements of one '
    + 'report (filerCik, form, periodEnd) must agree on its other fields. Every bad value is named by its place '
    + '(statements[2].side) and the file is refused whole. Each report in the file replaces the statements stored '
    + 'for it; the same file again changes nothing. Unnamed counterparties (Customer A, one customer) are read and '
    + 'not stored. Any real file replaces the synthetic sample statements whole.',
  extensions: ['.json'],
  load: async (input) => (await import('./supply-chain-statements-load')).load(input),
};
