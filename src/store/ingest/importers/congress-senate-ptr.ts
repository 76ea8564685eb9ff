/**
 * Importer of Senate periodic transaction reports as structured JSON, in both layouts the Senate Stock
 * Watcher project publishes from the Senate's eFD site: daily reports (one object per filing with a nested
 * transactions array) and the flat aggregate (one object per transaction).
 */
import type { Importer } from './importer';

export const congressSenatePtrImporter: Importer = {
  name: 'congress-senate-ptr',
  description: 'Senate periodic transaction reports as JSON (daily reports with nested transactions, or the flat aggregate)',
  manual:
    'Senate periodic transaction reports (STOCK Act), as the JSON the Senate Stock Watcher project publishes from the '
    + 'Senate\'s eFD site. Two layouts, told apart by their objects: a daily report file is an array of filings, each '
    + '{first_name, last_name, office, ptr_link, date_recieved (the filing date, MM/DD/YYYY), bioguide, transactions: '
    + '[{transaction_date, owner, ticker, asset_description, asset_type, type, amount, comment}]}; the flat aggregate is '
    + 'an array of transactions, each with those fields plus senator (the filer\'s name), ptr_link and disclosure_date '
    + '(the filing date). Dates are MM/DD/YYYY or yyyy-MM-dd. A ticker may be written as an HTML link (its text is the '
    + 'ticker); -- means the asset has none. HTML inside asset_description is stripped to text. type is Purchase, Sale '
    + '(Full), Sale (Partial) or Exchange; amount a band ($1,001 - $15,000 … Over $50,000,000), stored as its bounds; '
    + 'owner Self, Spouse, Joint, Child or Dependent Child (-- or empty when none stated). The member is the bioguide '
    + 'id when the filing gives one, else the one senator of the stored legislators roster whose first (or nick) and '
    + 'last name the filed name holds; ingest congress-legislators first for a flat file. A value that cannot be read '
    + '(a date, band, type or owner) or a filer who is no single senator of the roster is refused, listing every '
    + 'problem by its place in the file (filings[2].transactions[0].amount). Key: the report link and the '
    + 'transaction\'s place in it; re-ingesting adds nothing. Any real congressional file replaces the synthetic '
    + 'congressional set whole.',
  extensions: ['.json'],
  load: async (input) => (await import('./congress-senate-ptr-load')).load(input),
};
