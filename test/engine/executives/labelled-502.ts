/**
 * A hand-labelled set of 8-K Item 5.02 disclosures for measuring the executive-change extraction. The
 * events are real and public (who, which office, what happened, the dates, as the companies announced
 * them); the sentences are written here in the manner of an Item 5.02, not copied from the filings. The
 * filings are laid out as EDGAR full submissions (SEC header, then the 8-K primary document in inline XBRL)
 * by {@link submissionOf}, and are read by the `filing` importer like any other. Accession numbers are
 * made up (filer agent prefix 0009900000), so none is mistaken for the real filing.
 *
 * Hard cases carried: interim appointments (SBUX, INTC, CMG, WBA), two people under one verb (INTC), one
 * filing with four or five changes (SBUX, BA, MCD), a resignation said twice with "not the result of any
 * disagreement" (CMG, WBA, EXW), a departure that is a termination (MCD, DIS), a title of a part of the
 * company (MCD, BA), a chair giving up the chair but not the board (SBUX), committee seats gained and given
 * up that change no office (NKE, EXW), an offer letter's severance terms (EXW), a biography (AAPL). The
 * last filing (EXW, an example filer under CIK 42, as the filing store's own tests use) is constructed: its
 * changes are the committee and severance cases no real filing above happened to carry.
 */
import type { Action, Role } from '../../../src/engine/executives/vocabulary';

export interface LabelledChange {
  personName: string;
  role: Role;
  action: Action;
  effectiveDate: string | null;
}

export interface LabelledFiling {
  ticker: string;
  company: string;
  cik: number;
  accession: string;
  filed: string;
  period: string;
  /** The paragraphs of Item 5.02, in order. */
  paragraphs: string[];
  expected: LabelledChange[];
}

const change = (personName: string, role: Role, action: Action, effectiveDate: string | null = null): LabelledChange => ({ personName, role, action, effectiveDate });

export const LABELLED_FILINGS: readonly LabelledFiling[] = [
  {
    ticker: 'SBUX', company: 'Starbucks Corporation', cik: 829224, accession: '0009900000-24-000101', filed: '2024-08-13', period: '2024-08-12',
    paragraphs: [
      'On August 12, 2024, Laxman Narasimhan and the Board of Directors (the “Board”) of Starbucks Corporation (the “Company”) agreed that Mr. Narasimhan would step down as chief executive officer of the Company and as a member of the Board, effective August 13, 2024.',
      'On the same date, the Board appointed Brian Niccol as chairman and chief executive officer of the Company, effective September 9, 2024.',
      'Rachel Ruggeri, the Company’s executive vice president and chief financial officer, will serve as interim chief executive officer, effective August 13, 2024, until Mr. Niccol joins the Company, and will continue to serve as chief financial officer.',
      'In connection with Mr. Niccol’s appointment, Mellody Hobson will step down as chair of the Board, effective September 9, 2024, and will remain a member of the Board as lead independent director.',
      'Mr. Narasimhan’s departure is not the result of any disagreement with the Company on any matter relating to its operations, policies or practices.',
    ],
    expected: [
      change('Laxman Narasimhan', 'CEO', 'Resigned', '2024-08-13'),
      change('Brian Niccol', 'CEO', 'Appointed', '2024-09-09'),
      change('Rachel Ruggeri', 'CEO', 'Appointed', '2024-08-13'),
      change('Mellody Hobson', 'Chair', 'Resigned', '2024-09-09'),
    ],
  },
  {
    ticker: 'INTC', company: 'Intel Corporation', cik: 50863, accession: '0009900000-24-000102', filed: '2024-12-02', period: '2024-12-01',
    paragraphs: [
      'On December 1, 2024, Patrick P. Gelsinger retired as Chief Executive Officer of Intel Corporation (the “Company”) and stepped down from the Company’s Board of Directors (the “Board”), effective December 1, 2024.',
      'The Board appointed David Zinsner, Executive Vice President and Chief Financial Officer, and Michelle Johnston Holthaus, Chief Executive Officer of Intel Products, as interim co-Chief Executive Officers, effective December 1, 2024, while the Board conducts a search for a permanent successor.',
      'Frank D. Yeary, the independent Chair of the Board, will serve as interim Executive Chair of the Board during the transition period.',
      'Mr. Zinsner will continue to serve as Chief Financial Officer.',
    ],
    expected: [
      change('Patrick P. Gelsinger', 'CEO', 'Retired', '2024-12-01'),
      change('David Zinsner', 'CEO', 'Appointed', '2024-12-01'),
      change('Michelle Johnston Holthaus', 'CEO', 'Appointed', '2024-12-01'),
      change('Frank D. Yeary', 'Chair', 'Appointed', null),
    ],
  },
  {
    ticker: 'NKE', company: 'NIKE, Inc.', cik: 320187, accession: '0009900000-24-000103', filed: '2024-09-19', period: '2024-09-19',
    paragraphs: [
      'On September 19, 2024, NIKE, Inc. (the “Company”) announced that John Donahoe will retire as President and Chief Executive Officer of the Company and from its Board of Directors (the “Board”), effective October 13, 2024.',
      'Mr. Donahoe will remain with the Company as an advisor through January 31, 2025 to ensure a smooth transition.',
      'The Board appointed Elliott Hill as President and Chief Executive Officer, effective October 14, 2024.',
      'The Board also elected Mr. Hill to the Board, effective October 14, 2024, and appointed him to the Executive Committee of the Board.',
    ],
    expected: [
      change('John Donahoe', 'CEO', 'Retired', '2024-10-13'),
      change('Elliott Hill', 'CEO', 'Appointed', '2024-10-14'),
      change('Elliott Hill', 'Director', 'Appointed', '2024-10-14'),
    ],
  },
  {
    ticker: 'MCD', company: "McDonald's Corporation", cik: 63908, accession: '0009900000-19-000104', filed: '2019-11-04', period: '2019-11-01',
    paragraphs: [
      'On November 1, 2019, the Board of Directors (the “Board”) of McDonald’s Corporation (the “Company”) determined that Stephen J. Easterbrook violated Company policy and demonstrated poor judgment involving a recent consensual relationship with an employee.',
      'Mr. Easterbrook separated from the Company as President and Chief Executive Officer and as a director, effective November 1, 2019, and his separation was a termination without cause.',
      'The Board elected Chris Kempczinski, most recently President of McDonald’s USA, as President and Chief Executive Officer of the Company, effective November 1, 2019.',
      'Mr. Kempczinski was also elected to the Board, effective November 1, 2019.',
      'The Company also named Joe Erlinger, most recently President of the International Operated Markets segment, as President of McDonald’s USA, succeeding Mr. Kempczinski.',
    ],
    expected: [
      change('Stephen J. Easterbrook', 'CEO', 'Terminated', '2019-11-01'),
      change('Chris Kempczinski', 'CEO', 'Appointed', '2019-11-01'),
      change('Chris Kempczinski', 'Director', 'Appointed', '2019-11-01'),
      change('Joe Erlinger', 'Other officer', 'Appointed', null),
    ],
  },
  {
    ticker: 'BA', company: 'The Boeing Company', cik: 12927, accession: '0009900000-24-000105', filed: '2024-03-25', period: '2024-03-25',
    paragraphs: [
      'On March 25, 2024, The Boeing Company (the “Company”) announced that David L. Calhoun will step down as President and Chief Executive Officer at the end of 2024.',
      'Lawrence W. Kellner, the independent Chair of the Board of Directors (the “Board”), informed the Board that he will not stand for re-election as a director at the Company’s 2024 annual meeting of shareholders.',
      'The Board elected Steven M. Mollenkopf to succeed Mr. Kellner as independent Chair of the Board, effective immediately.',
      'Stanley A. Deal, President and Chief Executive Officer of Boeing Commercial Airplanes, will retire from the Company.',
      'The Board appointed Stephanie F. Pope as President and Chief Executive Officer of Boeing Commercial Airplanes, effective immediately.',
    ],
    expected: [
      change('David L. Calhoun', 'CEO', 'Resigned', null),
      change('Lawrence W. Kellner', 'Director', 'Resigned', null),
      change('Steven M. Mollenkopf', 'Chair', 'Appointed', '2024-03-25'),
      change('Stanley A. Deal', 'Other officer', 'Retired', null),
      change('Stephanie F. Pope', 'Other officer', 'Appointed', '2024-03-25'),
    ],
  },
  {
    ticker: 'BA', company: 'The Boeing Company', cik: 12927, accession: '0009900000-24-000106', filed: '2024-07-31', period: '2024-07-31',
    paragraphs: [
      'On July 31, 2024, the Board of Directors (the “Board”) of The Boeing Company (the “Company”) elected Robert K. Ortberg as President and Chief Executive Officer of the Company, effective August 8, 2024.',
      'Mr. Ortberg will also join the Board, effective August 8, 2024.',
      'Mr. Ortberg succeeds David L. Calhoun, who previously announced his intention to step down at the end of 2024.',
    ],
    expected: [
      change('Robert K. Ortberg', 'CEO', 'Appointed', '2024-08-08'),
      change('Robert K. Ortberg', 'Director', 'Appointed', '2024-08-08'),
    ],
  },
  {
    ticker: 'AAPL', company: 'Apple Inc.', cik: 320193, accession: '0009900000-24-000107', filed: '2024-08-26', period: '2024-08-23',
    paragraphs: [
      'On August 26, 2024, Apple Inc. (the “Company”) announced that Luca Maestri will transition from his role as Chief Financial Officer, effective January 1, 2025, and will continue to lead the Company’s Corporate Services teams.',
      'Kevan Parekh, the Company’s Vice President, Financial Planning and Analysis, will succeed Mr. Maestri as Chief Financial Officer, effective January 1, 2025.',
      'Mr. Parekh joined the Company in 2013 and was named Vice President of Financial Planning and Analysis in 2016.',
    ],
    expected: [
      change('Luca Maestri', 'CFO', 'Resigned', '2025-01-01'),
      change('Kevan Parekh', 'CFO', 'Appointed', '2025-01-01'),
    ],
  },
  {
    ticker: 'COST', company: 'Costco Wholesale Corporation', cik: 909832, accession: '0009900000-23-000108', filed: '2023-07-31', period: '2023-07-31',
    paragraphs: [
      'On July 31, 2023, Costco Wholesale Corporation (the “Company”) announced that W. Craig Jelinek will retire as Chief Executive Officer, effective January 1, 2024, and will remain on the Board of Directors as an advisor.',
      'The Board of Directors appointed Ron M. Vachris, currently President and Chief Operating Officer, as President and Chief Executive Officer, effective January 1, 2024.',
    ],
    expected: [
      change('W. Craig Jelinek', 'CEO', 'Retired', '2024-01-01'),
      change('Ron M. Vachris', 'CEO', 'Appointed', '2024-01-01'),
    ],
  },
  {
    ticker: 'CMG', company: 'Chipotle Mexican Grill, Inc.', cik: 1058090, accession: '0009900000-24-000109', filed: '2024-08-13', period: '2024-08-13',
    paragraphs: [
      'On August 13, 2024, Brian Niccol notified the Board of Directors (the “Board”) of Chipotle Mexican Grill, Inc. (the “Company”) of his decision to resign as Chairman and Chief Executive Officer, effective August 31, 2024.',
      'Mr. Niccol’s resignation is not the result of any disagreement with the Company on any matter relating to the Company’s operations, policies or practices.',
      'The Board appointed Scott Boatwright, the Company’s Chief Operating Officer, to serve as interim Chief Executive Officer, effective August 31, 2024.',
    ],
    expected: [
      change('Brian Niccol', 'CEO', 'Resigned', '2024-08-31'),
      change('Scott Boatwright', 'CEO', 'Appointed', '2024-08-31'),
    ],
  },
  {
    ticker: 'WBA', company: 'Walgreens Boots Alliance, Inc.', cik: 1618921, accession: '0009900000-23-000110', filed: '2023-09-01', period: '2023-09-01',
    paragraphs: [
      'On September 1, 2023, Rosalind G. Brewer stepped down as Chief Executive Officer of Walgreens Boots Alliance, Inc. (the “Company”) and as a member of its Board of Directors (the “Board”), effective immediately.',
      'Ms. Brewer’s departure was not the result of any disagreement with the Company.',
      'The Board appointed Ginger L. Graham, a current member of the Board, as interim Chief Executive Officer, effective September 1, 2023, while the Board searches for a permanent successor.',
    ],
    expected: [
      change('Rosalind G. Brewer', 'CEO', 'Resigned', '2023-09-01'),
      change('Ginger L. Graham', 'CEO', 'Appointed', '2023-09-01'),
    ],
  },
  {
    ticker: 'CVS', company: 'CVS Health Corporation', cik: 64803, accession: '0009900000-24-000111', filed: '2024-10-18', period: '2024-10-17',
    paragraphs: [
      'On October 17, 2024, Karen S. Lynch stepped down as President and Chief Executive Officer of CVS Health Corporation (the “Company”) and resigned from the Company’s Board of Directors (the “Board”), effective immediately.',
      'The Board appointed J. David Joyner as President and Chief Executive Officer and elected him to the Board, effective October 17, 2024.',
      'Roger N. Farah, the Chair of the Board, was named Executive Chair of the Board, effective October 17, 2024.',
    ],
    expected: [
      change('Karen S. Lynch', 'CEO', 'Resigned', '2024-10-17'),
      change('J. David Joyner', 'CEO', 'Appointed', '2024-10-17'),
      change('J. David Joyner', 'Director', 'Appointed', '2024-10-17'),
      change('Roger N. Farah', 'Chair', 'Appointed', '2024-10-17'),
    ],
  },
  {
    ticker: 'DIS', company: 'The Walt Disney Company', cik: 1744489, accession: '0009900000-22-000112', filed: '2022-11-21', period: '2022-11-20',
    paragraphs: [
      'On November 20, 2022, the Board of Directors (the “Board”) of The Walt Disney Company (the “Company”) terminated the employment of Robert A. Chapek as Chief Executive Officer, effective immediately.',
      'On November 20, 2022, the Board elected Robert A. Iger as Chief Executive Officer of the Company, effective immediately, for a term of two years.',
    ],
    expected: [
      change('Robert A. Chapek', 'CEO', 'Terminated', '2022-11-20'),
      change('Robert A. Iger', 'CEO', 'Appointed', '2022-11-20'),
    ],
  },
  {
    ticker: 'EXW', company: 'Example Widgets Inc', cik: 42, accession: '0009900000-26-000113', filed: '2026-03-05', period: '2026-03-03',
    paragraphs: [
      'On March 3, 2026, Dana R. Whitfield resigned from the Audit Committee of the Board of Directors (the “Board”) of Example Widgets Inc (the “Company”); Ms. Whitfield will continue to serve as a director.',
      'The Board appointed Marcus T. Lee, an independent director, to the Audit Committee, effective March 3, 2026.',
      'Also on March 3, 2026, Priya N. Raman notified the Company of her decision to resign as Chief Financial Officer to pursue another opportunity.',
      'Her resignation will be effective March 31, 2026, and is not the result of any disagreement with the Company.',
      'The Board appointed Owen J. Castillo, the Company’s Corporate Controller, as interim Chief Financial Officer, effective April 1, 2026.',
      'Under his offer letter, if Mr. Castillo’s employment is terminated without cause, he will receive six months of base salary.',
    ],
    expected: [
      change('Priya N. Raman', 'CFO', 'Resigned', '2026-03-31'),
      change('Owen J. Castillo', 'CFO', 'Appointed', '2026-04-01'),
    ],
  },
];

/** The set's EDGAR full submission text of `filing`: the SEC header, then the 8-K as inline XBRL. */
export function submissionOf(filing: LabelledFiling): string {
  const compact = (date: string) => date.replaceAll('-', '');
  const cik = String(filing.cik).padStart(10, '0');
  const header = [
    `<SEC-DOCUMENT>${filing.accession}.txt : ${compact(filing.filed)}`,
    `<SEC-HEADER>${filing.accession}.hdr.sgml : ${compact(filing.filed)}`,
    `ACCESSION NUMBER:\t\t${filing.accession}`,
    'CONFORMED SUBMISSION TYPE:\t8-K',
    'PUBLIC DOCUMENT COUNT:\t\t1',
    `CONFORMED PERIOD OF REPORT:\t${compact(filing.period)}`,
    'ITEM INFORMATION:\t\tDeparture of Directors or Certain Officers; Election of Directors; Appointment of Certain Officers: Compensatory Arrangements of Certain Officers',
    `FILED AS OF DATE:\t\t${compact(filing.filed)}`,
    'FILER:',
    '',
    '\tCOMPANY DATA:\t',
    `\t\tCOMPANY CONFORMED NAME:\t\t\t${filing.company.toUpperCase()}`,
    `\t\tCENTRAL INDEX KEY:\t\t\t${cik}`,
    '</SEC-HEADER>',
  ];
  const fact = (name: string, value: string) => `<ix:nonNumeric name="dei:${name}" contextRef="c-1">${value}</ix:nonNumeric>`;
  const html = [
    "<?xml version='1.0' encoding='ASCII'?>",
    '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"><head><title>8-K</title></head><body>',
    `<div style="display:none"><ix:header><ix:hidden>${fact('DocumentType', '8-K')}${fact('EntityCentralIndexKey', cik)}${fact('TradingSymbol', filing.ticker)}</ix:hidden></ix:header></div>`,
    '<p style="text-align:center">UNITED STATES<br/>SECURITIES AND EXCHANGE COMMISSION<br/>Washington, D.C. 20549</p>',
    '<p style="text-align:center">FORM 8-K</p><p style="text-align:center">CURRENT REPORT</p>',
    `<p>Date of Report (Date of earliest event reported): ${fact('DocumentPeriodEndDate', filing.period)}</p>`,
    `<p style="text-align:center">${filing.company}</p>`,
    '<p><b>Item 5.02 Departure of Directors or Certain Officers; Election of Directors; Appointment of Certain Officers; Compensatory Arrangements of Certain Officers.</b></p>',
    ...filing.paragraphs.map((p) => `<p>${p}</p>`),
    '<p><b>Item 9.01 Financial Statements and Exhibits.</b></p>',
    '<p>104 Cover Page Interactive Data File (embedded within the Inline XBRL document).</p>',
    `<p>SIGNATURES</p><p>Pursuant to the requirements of the Securities Exchange Act of 1934, the registrant has duly caused this report to be signed on its behalf by the undersigned hereunto duly authorized.</p>`,
    '</body></html>',
  ];
  const document = ['<DOCUMENT>', '<TYPE>8-K', '<SEQUENCE>1', `<FILENAME>${filing.ticker.toLowerCase()}-${compact(filing.period)}.htm`, '<TEXT>', ...html, '</TEXT>', '</DOCUMENT>'];
  return [...header, ...document, '</SEC-DOCUMENT>', ''].join('\n');
}
