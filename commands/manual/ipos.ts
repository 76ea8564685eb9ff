/** Prose of the manual about the registration (IPO) pipeline: where registrations come from, status, terms and financials. */
import { FISCAL_YEAR_DAYS } from '../../src/engine/ipos/financial-concepts';
import { REGISTRATION_FORMS } from '../../src/engine/ipos/forms';
import { para, terms, type Section } from './roff';

export const iposSections: readonly Section[] = [
  {
    title: 'WHERE REGISTRATIONS COME FROM',
    body: para(
      `EDGAR's form and company indexes (fds ingest edgar-form-index: the quarterly full-index form.idx or a daily form index) `
        + `list every filing; the ${REGISTRATION_FORMS.join(', ')} rows are kept. A registration is a filer (by CIK) with at least `
        + 'one registration statement, amendment or final prospectus on file; a withdrawal request alone, which is filed for '
        + 'many kinds of statement, makes none.',
      'Offering terms come from reads of the filings themselves: fds ingest sec-prospectus reads the cover page of an S-1, F-1, '
        + 'amendment or 424B4 deterministically (offering type, price or range, shares, proposed ticker and exchange, blank '
        + 'check), one sentence per figure and nothing guessed; reads made elsewhere, which may add underwriters, business '
        + 'summary, use of proceeds and risk factors, load in fds\'s canonical JSON (fds ingest registration-terms). A read is '
        + 'Pending, Rejected or Completed. Financials come from the filer\'s own '
        + 'tagged statements (fds ingest company-facts).',
    ),
  },
  {
    title: 'STATUS',
    body: terms([
      ['Filed', 'A registration statement (S-1, F-1) or an amendment is on file, and nothing below applies.'],
      ['Priced', 'A final prospectus (424B4) is on file.'],
      ['Listed', "Priced, and SEC's ticker links (fds ingest sec-tickers) give the filer a ticker. A listed filer stays Listed whatever it files later."],
      ['Withdrawn', 'The newest filing is a withdrawal request (RW), filed on or after every other filing. A registration statement or amendment filed after it makes the registration Filed again.'],
    ]),
  },
  {
    title: 'TERMS AND AVAILABILITY',
    body: para(
      'Terms come only from the effective filing: the newest 424B4 when one is on file, otherwise the newest amendment or '
        + 'registration statement. An older filing\'s completed read never stands in for a newer filing whose read is '
        + 'pending, rejected or found nothing.',
      'termsAvailability, underwritersAvailability and riskFactorsAvailability are Pending while the effective filing has no '
        + 'completed or rejected read, Unavailable when its read was rejected or did not cover the field (the cover-page reader reads neither underwriters nor risk factors), NoneStated when a completed read found none, '
        + 'and Available otherwise. An offering classed NonOffering or Unknown shows no price or share figure (and no quote of '
        + 'them), and its underwriters are Unavailable.',
    ),
  },
  {
    title: 'FINANCIALS',
    body: para(
      `A fiscal year is a duration fact of ${FISCAL_YEAR_DAYS.min} to ${FISCAL_YEAR_DAYS.max} days; its balances are the instants at its `
        + 'end; each figure is the newest filing\'s value for the period. fiscalYear is the calendar year of the year end. '
        + 'Growth compares revenue with the fiscal year ending about a year before; growth and gross margin are percentages '
        + '(25 means 25%). The row\'s revenue fields are those of the newest fiscal year.',
    ),
  },
];
