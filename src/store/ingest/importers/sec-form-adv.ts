/**
 * Importer of the SEC's monthly Form ADV bulk file of investment advisers (the CSV edition: one row per
 * adviser, 260+ columns named by Form ADV item). Only the columns the adviser profile reads are kept; the
 * file's extract date comes from its name, since no column of the file states it.
 */
import type { Importer } from './importer';

export const secFormAdvImporter: Importer = {
  name: 'sec-form-adv',
  description: 'SEC Form ADV monthly bulk file of investment advisers (CSV; the extract date in the file name)',
  manual:
    'The SEC\'s monthly bulk file of registered investment advisers (Form ADV Part 1A, one row per adviser), as CSV: '
    + 'comma-separated, a header row starting SEC Region,Organization CRD#,SEC#,…, values quoted when they hold commas, '
    + 'amounts written with thousands separators (906,415,019.00). Columns are found by header name, in any order: '
    + 'Organization CRD#, SEC#, Primary Business Name, Legal Name, Main Office City, Main Office State, Main Office '
    + 'Country, Website Address, SEC Current Status, 5A (employees), 5E(1) to 5E(7) (compensated by a percentage of '
    + 'assets, hourly charges, subscription fees, fixed fees, commissions, performance-based fees, other; Y or N), and '
    + '5F(2)(a), 5F(2)(b), 5F(2)(c) (discretionary, non-discretionary and total regulatory assets under management, '
    + 'USD); the other columns are ignored. An empty figure is stored as not filed (null); an empty 5E box as not '
    + 'checked. The file states no date of its own, so the date of the monthly extract (asOfDate) is read from the '
    + 'file name: a yyyy-MM-dd date in it, else a yyyy-MM month (the extract of the 1st of that month, as in '
    + 'ia-2022-04.csv), else the SEC\'s own name iaMMDDYY (ia040122.csv is 2022-04-01); a file whose name states none '
    + 'is refused (rename it to carry the date). A file without those columns, a CRD that is not a positive whole '
    + 'number, an empty legal name, an employee count or amount that is not a number, or a 5E box other than Y or N '
    + 'is refused, listing every bad value with its file line (the header is line 1), column and value as written. '
    + 'Key: CRD and extract date, so several monthly extracts are kept and the reads answer from the newest; a CRD '
    + 'repeated in one file is stored once, its first row winning. Re-ingesting adds nothing; a file whose row for a '
    + 'stored key differs replaces that row. A real file replaces every synthetic extract of the CRDs it names.',
  extensions: ['.csv'],
  load: async (input) => (await import('./sec-form-adv-load')).load(input),
};
