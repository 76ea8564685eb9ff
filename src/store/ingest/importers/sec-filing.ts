/**
 * Importer of a company's own filings read for its buyback and at-the-market programs: 8-K, 10-Q and 10-K
 * documents (inline XBRL) and prospectus supplements (424B2/3/5), as EDGAR serves them. The deterministic
 * extractors (`engine/buybacks/extract-programs.ts`) read the programs each one states.
 */
import type { Importer } from './importer';
import { PROGRAM_FORMS } from './sec-filing-identity';

export const secFilingImporter: Importer = {
  name: 'sec-filing',
  description: 'A company\'s 8-K, 10-Q, 10-K or 424B filing: the buyback and at-the-market programs it states',
  manual:
    `A filing of a company, as EDGAR serves it: the primary document (inline XBRL for an 8-K, 10-Q or 10-K; HTML for a `
    + `prospectus supplement) or the filing's full submission text (<SEC-HEADER> then one <DOCUMENT> per file; the first `
    + `document of a form read here is taken). Forms read: ${PROGRAM_FORMS.join(', ')}; any other is refused. The form is `
    + `EDGAR's <TYPE>, else dei:DocumentType; the filer is dei:EntityCentralIndexKey, else the submission header's CENTRAL `
    + `INDEX KEY, else the CIK of an EDGAR folder path (…/edgar/data/320193/…). Its ticker is the one SEC's ticker links `
    + `(fds ingest sec-tickers) give the CIK, the cover page's dei:TradingSymbol first; a filer without a link is refused. `
    + `The filing date and accession number come from a submission header, else from the path or file name `
    + `(0000320193-26-000012-2026-05-01.htm, or a folder named by the accession); a document stating neither is refused, `
    + `since the at-the-market window counts filing dates and every program names its source filing. Every sentence is `
    + `read by the deterministic extractors: a repurchase authorization (amount in dollars or shares, the board's date, `
    + `scope, expiry) and the amount remaining at a date; an at-the-market agreement (its date and aggregate offering `
    + `price), gross proceeds sold to a date and its expiry. Facts are joined across sentences only where the filing states `
    + `one program; hypotheticals, increases, net proceeds and months without a day are skipped (see fds-filings(1) for `
    + `the measured precision and recall). A filing that states no program stores nothing, which is not evidence that the `
    + `company has none. Key: the filing's accession; re-ingesting a filing replaces what was read from it before, and `
    + `the company's synthetic sample records give way. Records extracted elsewhere load with fds ingest buyback-programs `
    + `and atm-programs.`,
  extensions: ['.htm', '.html', '.xhtml', '.txt'],
  load: async (input) => (await import('./sec-filing-load')).load(input),
};
