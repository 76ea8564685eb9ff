/**
 * Importer of FRED observations, in the two layouts FRED publishes:
 *
 * - the graph CSV (`fredgraph.csv`, `DGS10.csv`): a header of `DATE` (older downloads) or
 *   `observation_date` (newer ones) and one column per series, named by its id; a missing value is `.`
 *   or an empty field;
 * - the API's `fred/series/observations` JSON body: an object whose `observations` array holds
 *   `{date, value}` strings, `"."` for a missing value. The body does not name its series, so the file
 *   name does: the last `_`-separated token of its stem (`series_observations_HQMCB10YR.json`), or the
 *   whole stem (`DGS10.json`).
 *
 * Every series must be one of the tracked set, and its dates must fit the series' frequency (see
 * `./fred-cadence.ts`): an aggregate to a lower frequency, which FRED offers as a download, is refused.
 * A missing value is not an observation and is not stored.
 * An observation whose series and date are stored already (from an earlier file or the sample) is
 * skipped, as is a date repeated in the file (its first value is kept), so re-ingesting adds nothing.
 */
import type { Importer } from './importer';

export const fredImporter: Importer = {
  name: 'fred',
  description: 'FRED observations (fredgraph.csv or the API JSON)',
  manual:
    'FRED observations of tracked series. CSV: the graph download (fredgraph.csv or SERIES.csv), a header of DATE or '
    + 'observation_date followed by one column per series named by its FRED id (every one must be tracked; see fds fred '
    + 'search), dates yyyy-MM-dd, a missing value written . or left empty. JSON: the body of the FRED API '
    + 'fred/series/observations request (file_type=json), whose observations hold date and value strings, "." when missing; '
    + 'the body does not name its series, so the file name must end in the series id: series_observations_HQMCB10YR.json or '
    + 'DGS10.json. The dates of each series must fit its frequency (fds fred search shows it), as FRED dates them: a daily '
    + 'series on business days (every day for a 7-day one), a weekly series on the weekday it is named for (Weekly, Ending '
    + 'Saturday on Saturdays), monthly, quarterly and annual series on the first day of the period. A download aggregated '
    + 'to a lower frequency (a weekly series as monthly averages, a daily one as weekly) is refused, saying what its dates '
    + 'look like; gaps are normal, and one or two observations are judged by the form of their dates alone. Missing values '
    + 'are not observations and are not stored. rowsRead counts observations with a value; one whose series and date are '
    + 'stored already, or repeat an earlier row of the file, is skipped. A refusal lists every problem found: the series '
    + 'whose dates do not fit, and each bad date or value with its file line (or its place in the JSON body, such as '
    + 'observations[12].value).',
  extensions: ['.csv', '.json'],
  // The reading code loads only when a file of this layout is ingested.
  load: async (input) => (await import('./fred-load')).load(input),
};
