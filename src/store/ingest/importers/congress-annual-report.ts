/**
 * Importer of the asset and liability lines of members' electronically filed annual financial-disclosure
 * reports, as CSV in the layout documented below (the Senate's eFD shows them as web tables and the House
 * Clerk as documents; their lines are transcribed into this layout). Each report becomes a net-worth band.
 */
import type { Importer } from './importer';

export const ANNUAL_REPORT_COLUMNS = ['ReportID', 'FilingDate', 'Year', 'BioguideID', 'Name', 'Chamber', 'State', 'Part', 'Description', 'Owner', 'Value'] as const;

export const congressAnnualReportImporter: Importer = {
  name: 'congress-annual-report',
  description: 'Asset and liability lines of electronically filed annual financial-disclosure reports as CSV (ReportID,FilingDate,Year,…): net-worth bands',
  manual:
    'The asset and liability lines of annual financial-disclosure reports filed electronically by members of Congress, '
    + `as CSV: comma-separated, quoted where a value holds a comma, the header row ${ANNUAL_REPORT_COLUMNS.join(', ')} `
    + '(written without the spaces; columns found by name, in any order). One row per line of a report: ReportID the '
    + 'report\'s id on the chamber\'s site; FilingDate the date it was filed (M/D/YYYY or yyyy-MM-dd); Year the calendar '
    + 'year it covers; BioguideID the member\'s Bioguide id, or empty to find the one member of the stored legislators '
    + 'roster of that Chamber (senate or house) and State whose first (or nick) and last name the Name holds; Part Asset '
    + 'or Liability; Description and Owner as written; Value the band ($1,001 - $15,000 … Over $50,000,000, None (or '
    + 'less than $1,001), or Unascertainable). Paper-filed reports are scanned images and are not transcribed: a year '
    + 'without an electronic report has no net-worth row, never a zero. Each report becomes one net-worth band: the '
    + 'minimum is the assets\' lower bounds less the liabilities\' upper bounds, the maximum the assets\' upper bounds '
    + 'less the liabilities\' lower bounds, where an open band (Over $50,000,000) or an Unascertainable value counts at '
    + 'its floor, so the maximum is then a floor too. A value, date, year or part that cannot be read, a report whose '
    + 'lines disagree on its filing date, year or member, or a filer who is no single member of the roster is refused, '
    + 'listing every problem with its line and column. Key: the member and year; of several reports of one year (an '
    + 'amendment) the one filed last stands, and re-ingesting adds nothing. Any real congressional file replaces the '
    + 'synthetic congressional set whole.',
  extensions: ['.csv'],
  load: async (input) => (await import('./congress-annual-report-load')).load(input),
};
