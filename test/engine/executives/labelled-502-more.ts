/**
 * More hand-labelled 8-K Item 5.02 disclosures, written after the rules had been shaped on ./labelled-502.ts.
 * Measured once as they came (precision 11 of 15, recall 11 of 16), they showed the rules missing titles
 * written without "as" ("named X Chairman and Chief Executive Officer", "will become Chief Operating
 * Officer"), an "effective immediately" before a later written date, and "Wells Fargo & Company" read as a
 * person; the rules were corrected on them, so they are part of the development set now. The events are
 * real and public; the sentences are written here; the layout and made-up accessions are ./labelled-502.ts's.
 */
import type { LabelledFiling } from './labelled-502';

export const MORE_LABELLED_FILINGS: readonly LabelledFiling[] = [
  {
    ticker: 'GE', company: 'General Electric Company', cik: 40545, accession: '0009900000-18-000201', filed: '2018-10-01', period: '2018-10-01',
    paragraphs: [
      'On October 1, 2018, the Board of Directors of General Electric Company (the “Company”) named H. Lawrence Culp, Jr. Chairman and Chief Executive Officer of the Company, effective immediately.',
      'Mr. Culp succeeds John L. Flannery, who stepped down as Chairman and Chief Executive Officer and as a member of the Board on October 1, 2018.',
    ],
    expected: [
      { personName: 'H. Lawrence Culp Jr.', role: 'CEO', action: 'Appointed', effectiveDate: '2018-10-01' },
      { personName: 'John L. Flannery', role: 'CEO', action: 'Resigned', effectiveDate: null },
    ],
  },
  {
    ticker: 'MSFT', company: 'Microsoft Corporation', cik: 789019, accession: '0009900000-14-000202', filed: '2014-02-04', period: '2014-02-04',
    paragraphs: [
      'On February 4, 2014, the Board of Directors (the “Board”) of Microsoft Corporation (the “Company”) appointed Satya Nadella as Chief Executive Officer and as a member of the Board, effective immediately.',
      'Mr. Nadella succeeds Steven A. Ballmer, who had announced his intention to retire as Chief Executive Officer; Mr. Ballmer will remain a member of the Board.',
      'William H. Gates III has stepped down as Chairman of the Board and will serve as Founder and Technology Advisor.',
      'The Board elected John W. Thompson, an independent director, as Chairman of the Board.',
    ],
    expected: [
      { personName: 'Satya Nadella', role: 'CEO', action: 'Appointed', effectiveDate: '2014-02-04' },
      { personName: 'Steven A. Ballmer', role: 'CEO', action: 'Retired', effectiveDate: null },
      { personName: 'William H. Gates III', role: 'Chair', action: 'Resigned', effectiveDate: null },
      { personName: 'John W. Thompson', role: 'Chair', action: 'Appointed', effectiveDate: null },
    ],
  },
  {
    ticker: 'AMZN', company: 'Amazon.com, Inc.', cik: 1018724, accession: '0009900000-21-000203', filed: '2021-02-02', period: '2021-02-02',
    paragraphs: [
      'On February 2, 2021, Amazon.com, Inc. (the “Company”) announced that Jeffrey P. Bezos will step down as President and Chief Executive Officer and will become Executive Chair of the Board of Directors in the third quarter of 2021.',
      'The Board of Directors has appointed Andrew R. Jassy, currently Chief Executive Officer of Amazon Web Services, to succeed Mr. Bezos as President and Chief Executive Officer at that time.',
    ],
    expected: [
      { personName: 'Jeffrey P. Bezos', role: 'CEO', action: 'Resigned', effectiveDate: null },
      { personName: 'Jeffrey P. Bezos', role: 'Chair', action: 'Appointed', effectiveDate: null },
      { personName: 'Andrew R. Jassy', role: 'CEO', action: 'Appointed', effectiveDate: null },
    ],
  },
  {
    ticker: 'WFC', company: 'Wells Fargo & Company', cik: 72971, accession: '0009900000-19-000204', filed: '2019-03-28', period: '2019-03-28',
    paragraphs: [
      'On March 28, 2019, Timothy J. Sloan informed the Board of Directors of Wells Fargo & Company (the “Company”) of his decision to retire as Chief Executive Officer and President, effective immediately, and as a director, effective June 30, 2019.',
      'The Board named C. Allen Parker, the Company’s Senior Executive Vice President and General Counsel, as interim Chief Executive Officer and President, effective immediately.',
    ],
    expected: [
      { personName: 'Timothy J. Sloan', role: 'CEO', action: 'Retired', effectiveDate: '2019-03-28' },
      { personName: 'C. Allen Parker', role: 'CEO', action: 'Appointed', effectiveDate: '2019-03-28' },
    ],
  },
  {
    ticker: 'META', company: 'Meta Platforms, Inc.', cik: 1326801, accession: '0009900000-22-000205', filed: '2022-06-03', period: '2022-06-01',
    paragraphs: [
      'On June 1, 2022, Sheryl K. Sandberg informed Meta Platforms, Inc. (the “Company”) that she will step down as Chief Operating Officer in the fall of 2022.',
      'Ms. Sandberg will continue to serve as a member of the Company’s Board of Directors.',
      'Javier Olivan, currently Chief Growth Officer, will become Chief Operating Officer upon Ms. Sandberg’s departure.',
    ],
    expected: [
      { personName: 'Sheryl K. Sandberg', role: 'COO', action: 'Resigned', effectiveDate: null },
      { personName: 'Javier Olivan', role: 'COO', action: 'Appointed', effectiveDate: null },
    ],
  },
  {
    ticker: 'GOOGL', company: 'Alphabet Inc.', cik: 1652044, accession: '0009900000-19-000206', filed: '2019-12-03', period: '2019-12-03',
    paragraphs: [
      'On December 3, 2019, Larry Page resigned as Chief Executive Officer of Alphabet Inc. (the “Company”) and Sergey Brin resigned as President of the Company, each effective December 3, 2019.',
      'Mr. Page and Mr. Brin will remain members of the Board of Directors.',
      'Sundar Pichai, the Chief Executive Officer of Google LLC, was appointed Chief Executive Officer of the Company, effective December 3, 2019.',
    ],
    expected: [
      { personName: 'Larry Page', role: 'CEO', action: 'Resigned', effectiveDate: '2019-12-03' },
      { personName: 'Sergey Brin', role: 'President', action: 'Resigned', effectiveDate: '2019-12-03' },
      { personName: 'Sundar Pichai', role: 'CEO', action: 'Appointed', effectiveDate: '2019-12-03' },
    ],
  },
];
