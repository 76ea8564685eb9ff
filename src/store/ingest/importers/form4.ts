/**
 * Importer of SEC ownership filings (Forms 3, 4 and 5) as their XML documents (`ownershipDocument`),
 * both schema generations: the older (X0306 and before) has no Rule 10b5-1 checkbox, so its rows store
 * null for it; the newer writes the box as 1/0 or true/false. A folder or a list of files loads one
 * document per file, each on its own.
 */
import type { Importer } from './importer';

export const form4Importer: Importer = {
  name: 'form4',
  description: 'SEC Forms 3, 4 and 5 (insider ownership XML documents)',
  manual:
    'The XML document of an insider ownership filing as EDGAR serves it (ownershipDocument; Forms 3, 4 and 5 and their '
    + 'amendments), one document per file; give a folder or several files to load many. Both schema generations are '
    + 'read: documents before the Rule 10b5-1 checkbox (schema X0306 and older) store the flag as unknown (null), newer '
    + 'ones write it as 1/0 or true/false. Every reporting owner, the non-derivative and derivative transactions and '
    + 'holdings are kept, with the footnotes attached to a price or a transaction code. The issuer is the filed '
    + 'issuerTradingSymbol; a new issuer CIK gets an issuer record linking it to that ticker. A document that is not an '
    + 'ownership filing, or with a value that is not what its element holds (a CIK, a date, a number of shares, a '
    + 'price, a code, D or I), is refused listing every bad value with its line and element. The key is the document '
    + "itself: ingesting it again adds nothing. The ticker's synthetic insider rows are replaced.",
  extensions: ['.xml'],
  load: async (input) => (await import('./form4-load')).load(input),
};
