/**
 * Importer of EDGAR's form and company indexes: the registration statements, final prospectuses and
 * withdrawal requests they list, from which the registration (IPO) pipeline is built.
 */
import { REGISTRATION_FORMS } from '../../../engine/ipos/forms';
import type { Importer } from './importer';

export const edgarFormIndexImporter: Importer = {
  name: 'edgar-form-index',
  description: 'EDGAR form or company index (form.idx, company.idx): S-1, F-1, their amendments, 424B4 and RW filings',
  manual:
    'EDGAR\'s fixed-width index of filings, as www.sec.gov/Archives/edgar publishes it: the quarterly full-index '
    + 'form.idx or company.idx, or a daily form.YYYYMMDD.idx or company.YYYYMMDD.idx. Description lines, then the header '
    + '(Form Type, Company Name, CIK, Date Filed, File Name; the company index puts Company Name first), a dashed line, '
    + 'and one row per filing padded with spaces. Date Filed is yyyyMMdd (daily) or yyyy-MM-dd (quarterly); the file '
    + 'name is edgar/data/CIK/ACCESSION.txt, which gives the accession number and the submission\'s address. '
    + `Rows of the forms ${REGISTRATION_FORMS.join(', ')} are kept; every other row is read and skipped, so an index `
    + 'listing none of them stores nothing. A file without the header is refused, and so is a data row that is not a CIK, '
    + 'a date and such a file name, each named by its line. Key: accession; re-ingesting adds nothing. A real filing of a '
    + 'CIK replaces the synthetic sample registration of that CIK.',
  extensions: ['.idx', '.txt'],
  load: async (input) => (await import('./edgar-form-index-load')).load(input),
};
