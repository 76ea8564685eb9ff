/**
 * Importer of House periodic-transaction-report rows as CSV, in the layout documented below (the Clerk
 * publishes the reports themselves as PDF; their rows are transcribed into this layout).
 */
import type { Importer } from './importer';

export const HOUSE_PTR_COLUMNS = [
  'DocID', 'FilingDate', 'Name', 'StateDst', 'BioguideID', 'TransactionDate', 'Owner', 'Ticker', 'Asset', 'AssetType', 'Subholding', 'TransactionType', 'Amount',
] as const;

export const congressHousePtrImporter: Importer = {
  name: 'congress-house-ptr',
  description: 'House periodic transaction report rows as CSV (DocID,FilingDate,Name,StateDst,BioguideID,TransactionDate,…)',
  manual:
    'Transaction rows of House periodic transaction reports as CSV: comma-separated, quoted where a value holds a comma, '
    + `the header row ${HOUSE_PTR_COLUMNS.join(', ')} (written without the spaces; columns found by name, in any order). One row per transaction, in `
    + 'the order of its report: DocID is the Clerk\'s document id; FilingDate the date the report was filed (M/D/YYYY '
    + 'or yyyy-MM-dd), which may be left empty when the congress-house-fd-index file listing that DocID is stored; '
    + 'Name the filer as written (Hon. Robert B. Aderholt); StateDst the state and district (AL04); BioguideID the '
    + 'member\'s Bioguide id, or empty to find the one representative of the stored legislators roster of that state '
    + 'whose first (or nick) and last name the Name holds; Owner the House code SP, JT or DC (or empty when none is '
    + 'stated); Ticker the ticker or empty; Asset the asset as written; AssetType the House code as stated (ST, OP, '
    + '…), possibly empty; Subholding the parent account, possibly empty; TransactionType P, S, S (partial) or E; '
    + 'Amount the band ($1,001 - $15,000 … Over $50,000,000), stored as its bounds. A value that cannot be read, a '
    + 'filing date that is neither written nor indexed, or a filer who is no single representative of the roster is '
    + 'refused, listing every problem with its line and column. Key: DocID and the row\'s place among that DocID\'s '
    + 'rows; re-ingesting adds nothing. Any real congressional file replaces the synthetic congressional set whole.',
  extensions: ['.csv'],
  load: async (input) => (await import('./congress-house-ptr-load')).load(input),
};
