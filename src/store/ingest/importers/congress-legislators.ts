/**
 * Importer of the public legislators roster (the @unitedstates project's legislators-current.csv, which
 * it generates from its YAML): one row per serving member.
 */
import type { Importer } from './importer';

export const congressLegislatorsImporter: Importer = {
  name: 'congress-legislators',
  description: 'Legislators roster of the @unitedstates project (legislators-current.csv): members of Congress',
  manual:
    'The roster of serving members of Congress published by the @unitedstates project (congress-legislators), as its '
    + 'CSV: comma-separated, a header row (last_name, first_name, middle_name, suffix, nickname, full_name, …, type, state, '
    + 'district, …, party, …, bioguide_id, …); values quoted only where they hold commas; CRLF or LF. Columns are found by '
    + 'name, in any order: bioguide_id, last_name, first_name, nickname, full_name, type (sen or rep), state, district, '
    + 'party; the others are ignored. Each member\'s id is a uuid derived from the Bioguide id, so it is the same in '
    + 'every store and after every ingest. The name is full_name (first and last name when empty); the nickname with '
    + 'the last name is kept as a verified alias the member search matches exactly. A file without those columns, a '
    + 'Bioguide id that is not one letter and six digits, a type other than sen or rep, or an empty last name is '
    + 'refused, listing every bad value with its file line and column. Key: the Bioguide id; re-ingesting adds '
    + 'nothing, and a member whose row changed (a new district or party) is replaced. Any real congressional file replaces the '
    + 'synthetic congressional set whole.',
  extensions: ['.csv'],
  load: async (input) => (await import('./congress-legislators-load')).load(input),
};
