/**
 * Importer of the advisory-committee catalyst calendar in fds's own CSV layout (the FDA publishes its
 * calendar as web pages, not as a file): the header `meeting_date,end_date,title,center,catalyst_type,source_url`,
 * then one meeting per line. Key: meeting date and title.
 */
import type { Importer } from './importer';

export const fdaCatalystsImporter: Importer = {
  name: 'fda-catalysts',
  description: 'FDA advisory-committee meetings (fds catalyst CSV)',
  manual:
    'A CSV in fds\'s own layout, since the FDA publishes its advisory-committee calendar only as web pages. The first line is '
    + 'the header meeting_date,end_date,title,center,catalyst_type,source_url (in this order, any letter case); then one '
    + 'meeting per line, comma-separated, with double quotes around a value that holds a comma (a quote inside is doubled). '
    + 'meeting_date is the first day (yyyy-MM-dd); end_date the last day, on or after meeting_date, or empty for a one-day '
    + 'meeting. title, center (e.g. CDER, CBER, CDRH; stored upper case) and catalyst_type (e.g. AdvisoryCommittee) are '
    + 'required text; source_url is the announcement page, an http or https URL. The key is meeting_date and title: a meeting '
    + 'stored already, or repeated in the file, is skipped (the first occurrence wins). Rows are stored with source ingest.',
  extensions: ['.csv'],
  // The reading code loads only when a file of this layout is ingested.
  load: async (input) => (await import('./fda-catalysts-load')).load(input),
};
