/**
 * Held-out 8-K Item 5.02 disclosures: written after the rules were settled on the development sets
 * (./labelled-502.ts, ./labelled-502-more.ts) and never used to change them, so their figures say how the
 * rules read wording they were not shaped by. The events are real and public; the sentences are written
 * here; the layout and made-up accessions are ./labelled-502.ts's. The last filing states no change (a
 * director who will not join the board after all): every row read from it is a false one.
 */
import type { LabelledFiling } from './labelled-502';

export const HELD_OUT_FILINGS: readonly LabelledFiling[] = [
  {
    ticker: 'DIS', company: 'The Walt Disney Company', cik: 1744489, accession: '0009900000-20-000301', filed: '2020-02-26', period: '2020-02-25',
    paragraphs: [
      'On February 25, 2020, the Board of Directors of The Walt Disney Company (the “Company”) named Bob Chapek as Chief Executive Officer of the Company, effective immediately.',
      'Robert A. Iger, who has served as Chief Executive Officer since 2005, will continue as Executive Chairman of the Board through the end of his contract on December 31, 2021.',
      'Mr. Iger stepped down as Chief Executive Officer effective February 25, 2020.',
    ],
    expected: [
      { personName: 'Bob Chapek', role: 'CEO', action: 'Appointed', effectiveDate: '2020-02-25' },
      { personName: 'Robert A. Iger', role: 'CEO', action: 'Resigned', effectiveDate: '2020-02-25' },
    ],
  },
  {
    ticker: 'NFLX', company: 'Netflix, Inc.', cik: 1065280, accession: '0009900000-23-000302', filed: '2023-01-19', period: '2023-01-19',
    paragraphs: [
      'On January 19, 2023, Netflix, Inc. (the “Company”) announced that Reed Hastings will transition from Co-Chief Executive Officer to Executive Chairman of the Board, effective immediately.',
      'The Board of Directors promoted Greg Peters, the Company’s Chief Operating Officer, to Co-Chief Executive Officer, effective immediately; he will serve alongside Ted Sarandos, who remains Co-Chief Executive Officer.',
    ],
    expected: [
      { personName: 'Reed Hastings', role: 'CEO', action: 'Resigned', effectiveDate: '2023-01-19' },
      { personName: 'Reed Hastings', role: 'Chair', action: 'Appointed', effectiveDate: '2023-01-19' },
      { personName: 'Greg Peters', role: 'CEO', action: 'Appointed', effectiveDate: '2023-01-19' },
    ],
  },
  {
    ticker: 'F', company: 'Ford Motor Company', cik: 37996, accession: '0009900000-20-000303', filed: '2020-08-04', period: '2020-08-04',
    paragraphs: [
      'On August 4, 2020, Ford Motor Company (the “Company”) announced that James P. Hackett will retire as President and Chief Executive Officer, effective October 1, 2020.',
      'Mr. Hackett will remain with the Company as a special advisor through March 2021.',
      'On the same day, the Board of Directors elected James D. Farley, Jr., currently Chief Operating Officer, President and Chief Executive Officer of the Company, and a member of the Board, effective October 1, 2020.',
    ],
    expected: [
      { personName: 'James P. Hackett', role: 'CEO', action: 'Retired', effectiveDate: '2020-10-01' },
      { personName: 'James D. Farley Jr.', role: 'CEO', action: 'Appointed', effectiveDate: '2020-10-01' },
      { personName: 'James D. Farley Jr.', role: 'Director', action: 'Appointed', effectiveDate: '2020-10-01' },
    ],
  },
  {
    ticker: 'GS', company: 'The Goldman Sachs Group, Inc.', cik: 886982, accession: '0009900000-18-000304', filed: '2018-07-17', period: '2018-07-17',
    paragraphs: [
      'On July 17, 2018, The Goldman Sachs Group, Inc. (the “Company”) announced that Lloyd C. Blankfein will retire as Chief Executive Officer on September 30, 2018 and as Chairman of the Board on December 31, 2018.',
      'The Board of Directors unanimously elected David M. Solomon to succeed Mr. Blankfein as Chief Executive Officer, effective October 1, 2018, and as Chairman of the Board, effective January 1, 2019.',
    ],
    expected: [
      { personName: 'Lloyd C. Blankfein', role: 'CEO', action: 'Retired', effectiveDate: null },
      { personName: 'David M. Solomon', role: 'CEO', action: 'Appointed', effectiveDate: '2018-10-01' },
    ],
  },
  {
    ticker: 'PFE', company: 'Pfizer Inc.', cik: 78003, accession: '0009900000-18-000305', filed: '2018-10-01', period: '2018-10-01',
    paragraphs: [
      'On October 1, 2018, Pfizer Inc. (the “Company”) announced that Ian C. Read will step down as Chief Executive Officer, effective January 1, 2019, and will continue to serve as Executive Chairman of the Board.',
      'The Board of Directors elected Albert Bourla, the Company’s Chief Operating Officer, to the position of Chief Executive Officer, effective January 1, 2019.',
    ],
    expected: [
      { personName: 'Ian C. Read', role: 'CEO', action: 'Resigned', effectiveDate: '2019-01-01' },
      { personName: 'Albert Bourla', role: 'CEO', action: 'Appointed', effectiveDate: '2019-01-01' },
    ],
  },
  {
    ticker: 'KO', company: 'The Coca-Cola Company', cik: 21344, accession: '0009900000-16-000306', filed: '2016-12-09', period: '2016-12-08',
    paragraphs: [
      'On December 8, 2016, Muhtar Kent informed the Board of Directors of The Coca-Cola Company (the “Company”) that he will step down as Chief Executive Officer, effective May 1, 2017, and will remain Chairman of the Board.',
      'The Board elected James Quincey, currently President and Chief Operating Officer, as Chief Executive Officer, effective May 1, 2017.',
    ],
    expected: [
      { personName: 'Muhtar Kent', role: 'CEO', action: 'Resigned', effectiveDate: '2017-05-01' },
      { personName: 'James Quincey', role: 'CEO', action: 'Appointed', effectiveDate: '2017-05-01' },
    ],
  },
  {
    ticker: 'TWTR', company: 'Twitter, Inc.', cik: 1418091, accession: '0009900000-22-000307', filed: '2022-04-11', period: '2022-04-10',
    paragraphs: [
      'On April 10, 2022, Elon R. Musk informed Twitter, Inc. (the “Company”) that he will not join the Company’s Board of Directors.',
      'The appointment of Mr. Musk to the Board of Directors, which had been expected to become effective April 9, 2022, did not take effect.',
    ],
    expected: [],
  },
];
