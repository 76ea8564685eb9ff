/**
 * The hand-labelled evaluation set of the supply-chain extractor: sentences of the kinds annual reports
 * write, each with every statement a careful reader would take from it (not what the extractor happens
 * to return). Cases with a `source` are quoted from that public filing page; the others are modelled on
 * common 10-K wording. `gap` marks a case the extractor is known to get wrong, and says how, so the
 * measured precision and recall count it instead of the set leaving it out.
 */
import type { StatedShare, SupplyChainSide } from '../../../src/engine/supply-chain/extract';

export interface ExpectedStatement {
  side: SupplyChainSide;
  counterparty: string;
  role: string;
  share: StatedShare | null;
}

export interface LabelledSentence {
  sentence: string;
  expected: ExpectedStatement[];
  source?: string;
  gap?: string;
}

const share = (percent: number, basis: StatedShare['basis'], period: string | null, percentFloor = false): StatedShare => ({ percent, percentFloor, basis, period });
const customer = (counterparty: string, s: StatedShare | null, role = 'customer'): ExpectedStatement => ({ side: 'customers', counterparty, role, share: s });
const supplier = (counterparty: string, role: string, s: StatedShare | null = null): ExpectedStatement => ({ side: 'suppliers', counterparty, role, share: s });
const competitor = (counterparty: string, role = 'competitor'): ExpectedStatement => ({ side: 'competitors', counterparty, role, share: null });
const partner = (counterparty: string, role: string): ExpectedStatement => ({ side: 'partners', counterparty, role, share: null });

const NETSOL = 'https://www.sec.gov/Archives/edgar/data/1158114/000155837017001556/R22.htm';
const NETSOL_2015 = 'https://www.sec.gov/Archives/edgar/data/1158114/000101968716005442/R22.htm';
const NOTE_10 = 'https://www.sec.gov/Archives/edgar/data/1282631/000155837023002384/R17.htm';
const NOTE_16 = 'https://www.sec.gov/Archives/edgar/data/314227/000165495424013506/R22.htm';
const NOTE_16_2023 = 'https://www.sec.gov/Archives/edgar/data/314227/000165495423014369/R22.htm';
const R39 = 'https://www.sec.gov/Archives/edgar/data/1651235/000165123519000160/R39.htm';
const NOTE_12 = 'https://www.sec.gov/Archives/edgar/data/890394/000121390024027971/R20.htm';

export const LABELLED_SENTENCES: readonly LabelledSentence[] = [
  // --- Customers: named, with revenue shares (quoted) ---
  {
    sentence: 'In 2016, Amazon, Microsoft and Arris represented 54.6%, 18.3 % and 5.8% of its revenue, respectively.',
    source: NETSOL,
    expected: [customer('Amazon', share(54.6, 'Revenue', '2016')), customer('Microsoft', share(18.3, 'Revenue', '2016')), customer('Arris', share(5.8, 'Revenue', '2016'))],
  },
  {
    sentence: 'In 2015, Amazon, Microsoft and Cisco represented 52.5%, 11.6% and 10.4% of its revenue, respectively.',
    source: NETSOL,
    expected: [customer('Amazon', share(52.5, 'Revenue', '2015')), customer('Microsoft', share(11.6, 'Revenue', '2015')), customer('Cisco', share(10.4, 'Revenue', '2015'))],
  },
  {
    sentence: 'In 2014, Amazon, Cisco and a leading internet service provider represented 45.8%, 8.9% and 6.7% of its revenue, respectively.',
    source: NETSOL,
    expected: [
      customer('Amazon', share(45.8, 'Revenue', '2014')), customer('Cisco', share(8.9, 'Revenue', '2014')),
      customer('a leading internet service provider', share(6.7, 'Revenue', '2014')),
    ],
    gap: 'a subject mixing names with an unnamed description is skipped whole, so all three are missed',
  },
  // --- Customers: receivables (quoted) ---
  {
    sentence: 'As of December 31, 2016, Amazon and Arris represented 62.1% and 10.6% of total accounts receivable, respectively.',
    source: NETSOL,
    expected: [customer('Amazon', share(62.1, 'Receivables', 'December 31, 2016')), customer('Arris', share(10.6, 'Receivables', 'December 31, 2016'))],
  },
  {
    sentence: 'As of December 31, 2015, Amazon and Wesco represented 51.4% and 14.4% of total accounts receivable, respectively.',
    source: NETSOL_2015,
    expected: [customer('Amazon', share(51.4, 'Receivables', 'December 31, 2015')), customer('Wesco', share(14.4, 'Receivables', 'December 31, 2015'))],
  },
  {
    sentence: 'As of December 31, 2022, one customer represented approximately 69% of aggregate gross accounts receivable.',
    source: NOTE_10,
    expected: [customer('one customer', share(69, 'Receivables', 'December 31, 2022'))],
  },
  {
    sentence: 'As of January 1, 2022, four customers represented approximately 26%, 16%, 13% and 13%, respectively, of aggregate gross accounts receivable.',
    source: NOTE_10,
    expected: [26, 16, 13, 13].map((p) => customer('four customers', share(p, 'Receivables', 'January 1, 2022'))),
  },
  {
    sentence: 'As of September 30, 2023 and December 31, 2022, one customer accounted for 16% and 14% of our gross accounts receivable, respectively.',
    source: NOTE_16_2023,
    expected: [customer('one customer', share(16, 'Receivables', 'September 30, 2023')), customer('one customer', share(14, 'Receivables', 'December 31, 2022'))],
  },
  // --- Customers: anonymous revenue shares (quoted) ---
  {
    sentence: 'One customer accounted for 12% of net revenue for the three months ended September 30, 2024.',
    source: NOTE_16,
    expected: [customer('One customer', share(12, 'Revenue', 'the three months ended September 30, 2024'))],
  },
  {
    sentence: 'One customer accounted for 18% of our revenue for the nine months ended September 30, 2024.',
    source: NOTE_16,
    expected: [customer('One customer', share(18, 'Revenue', 'the nine months ended September 30, 2024'))],
  },
  {
    sentence: 'One customer accounted for 20% of net revenue for the three months ended September 30, 2022.',
    source: NOTE_16_2023,
    expected: [customer('One customer', share(20, 'Revenue', 'the three months ended September 30, 2022'))],
  },
  // --- Customers: aggregates and other hard negatives (quoted) ---
  { sentence: 'In 2016, 2015 and 2014, its top five customers represented 87.8%, 81.8% and 72.0% of its revenue, respectively.', source: NETSOL, expected: [] },
  { sentence: 'The five largest receivable balances for customers represented an aggregate of 88.3%, and 80.0% of total accounts receivable at December 31, 2016 and 2015, respectively.', source: NETSOL, expected: [] },
  { sentence: 'Three customers accounted for 55% of net revenue for the three months ended September 30, 2023.', source: NOTE_16, expected: [] },
  { sentence: 'As of September 30, 2024, two customers accounted for 24% of our gross accounts receivable.', source: NOTE_16, expected: [] },
  { sentence: 'Three customers accounted for 32% of our revenue for the nine months ended September 30, 2023.', source: NOTE_16, expected: [] },
  { sentence: 'For 2022, 2021 and 2020, resales of these products represented approximately 84%, 79% and 66%, respectively, of our net product sales.', source: NOTE_10, expected: [] },
  { sentence: 'The loss of any of our significant customers or a reduction in sales to or difficulties collecting payments from any of these customers could significantly reduce our net product sales and adversely affect our operating results.', source: NOTE_10, expected: [] },
  { sentence: 'Our purchases are typically concentrated in a small number of suppliers.', source: NOTE_10, expected: [] },
  { sentence: 'The following table shows the percentage of purchases made from suppliers that each comprise 10% or more of total purchases:', source: NOTE_10, expected: [] },
  { sentence: 'Customer C was acquired by one of the Company’s other customers on October 1, 2018.', source: R39, expected: [] },
  { sentence: 'Pro forma revenue for the combined customer would have been 21% for the three and six months ended June 30, 2018.', source: R39, expected: [] },
  { sentence: 'Customer A was subject to U.S. Department of Commerce restrictions that prevented sales to this customer from April 15, 2018 through July 13, 2018.', source: R39, expected: [] },
  { sentence: 'The Company generates much of its revenue from a limited number of customers.', source: NETSOL, expected: [] },
  // --- Suppliers (quoted) ---
  {
    sentence: 'Taiwan Semiconductor Manufacturing Corporation (TSMC) is the sole foundry that manufactures the wafers used to produce the Company’s memory IC products.',
    source: NOTE_12,
    expected: [supplier('Taiwan Semiconductor Manufacturing Corporation', 'sole foundry')],
  },
  { sentence: 'TSMC informed the Company that TSMC is discontinuing the foundry process used to produce wafers, in turn, necessary to manufacture the Company’s memory ICs.', source: NOTE_12, expected: [] },

  // --- Customers: modelled on common 10-K wording ---
  { sentence: 'Sales to Walmart Inc. and its affiliates represented approximately 15% of our total net sales in fiscal 2024.', expected: [customer('Walmart Inc.', share(15, 'Revenue', 'fiscal 2024'))] },
  { sentence: 'Our largest customer, Walmart Inc. and its affiliates, accounted for approximately 16% of consolidated net sales in fiscal 2023.', expected: [customer('Walmart Inc.', share(16, 'Revenue', 'fiscal 2023'), 'largest customer')] },
  { sentence: 'During fiscal 2024, Customer A accounted for 14% of net revenue.', expected: [customer('Customer A', share(14, 'Revenue', 'fiscal 2024'))] },
  { sentence: 'Customers A and B accounted for 22% and 13% of net revenue in fiscal 2023, respectively.', expected: [customer('Customer A', share(22, 'Revenue', 'fiscal 2023')), customer('Customer B', share(13, 'Revenue', 'fiscal 2023'))] },
  { sentence: 'Two customers accounted for 25% and 12% of accounts receivable as of December 31, 2023.', expected: [customer('Two customers', share(25, 'Receivables', 'December 31, 2023')), customer('Two customers', share(12, 'Receivables', 'December 31, 2023'))] },
  { sentence: 'Sales to Apple Inc. accounted for more than 10% of our net revenue in each of fiscal 2024, 2023 and 2022.', expected: [customer('Apple Inc.', share(10, 'Revenue', 'fiscal 2024, 2023 and 2022', true))] },
  { sentence: 'Apple accounted for 10% or more of our total revenues in fiscal 2024.', expected: [customer('Apple', share(10, 'Revenue', 'fiscal 2024', true))] },
  { sentence: 'Revenue from Amazon.com, Inc. represented 11% of our total revenue for the year ended December 31, 2023.', expected: [customer('Amazon.com, Inc.', share(11, 'Revenue', 'the year ended December 31, 2023'))] },
  { sentence: 'Approximately 38% of our revenue in fiscal 2024 was derived from sales to Apple.', expected: [customer('Apple', share(38, 'Revenue', 'fiscal 2024'))] },
  { sentence: 'Distributor A accounted for 21% of net sales in fiscal 2024.', expected: [customer('Distributor A', share(21, 'Revenue', 'fiscal 2024'), 'distributor')] },
  { sentence: 'Walmart represented 17% and 16% of our receivables as of January 31, 2024 and 2023, respectively.', expected: [customer('Walmart', share(17, 'Receivables', 'January 31, 2024')), customer('Walmart', share(16, 'Receivables', '2023'))] },
  { sentence: 'One distributor, Arrow Electronics, Inc., accounted for 13% of our net revenue in fiscal 2024.', expected: [customer('Arrow Electronics, Inc.', share(13, 'Revenue', 'fiscal 2024'), 'distributor')] },
  { sentence: 'Sales to The Home Depot accounted for at least 10% of our net sales in 2023.', expected: [customer('The Home Depot', share(10, 'Revenue', '2023', true))] },
  { sentence: 'Our major customers include Apple, Samsung and Xiaomi.', expected: [customer('Apple', null, 'major customer'), customer('Samsung', null, 'major customer'), customer('Xiaomi', null, 'major customer')] },
  { sentence: 'McKesson Corporation, AmerisourceBergen Corporation and Cardinal Health, Inc. each accounted for more than 10% of our total revenues in 2023.', expected: ['McKesson Corporation', 'AmerisourceBergen Corporation', 'Cardinal Health, Inc.'].map((n) => customer(n, share(10, 'Revenue', '2023', true))) },
  // --- Customers: hard negatives ---
  { sentence: 'No single customer accounted for more than 10% of our net revenue in fiscal 2024, 2023 or 2022.', expected: [] },
  { sentence: 'No customer accounted for 10% or more of total accounts receivable as of December 31, 2023 or 2022.', expected: [] },
  { sentence: 'International sales accounted for approximately 62% of our net revenue in 2023.', expected: [] },
  { sentence: 'Our iPhone product line accounted for 51% of total net sales in 2024.', expected: [] },
  { sentence: 'Our gross margin was 46% of net sales in fiscal 2024.', expected: [] },
  { sentence: 'Approximately 70% of our employees are located outside the United States.', expected: [] },
  { sentence: 'If any customer were to account for more than 20% of our revenue, we could face increased credit risk.', expected: [] },
  { sentence: 'We expect that sales to Dell Technologies will account for more than 10% of our revenue in fiscal 2025.', expected: [] },
  { sentence: 'Net sales to our ten largest customers represented 45% of net sales in fiscal 2024.', expected: [] },
  { sentence: 'Net revenue increased 12% in fiscal 2024 compared with fiscal 2023.', expected: [] },
  { sentence: 'Approximately 10% of our workforce is covered by collective bargaining agreements.', expected: [] },
  { sentence: 'Google Cloud accounted for 12% of our total cloud costs in 2023.', expected: [] },
  { sentence: 'Our customers include many of the world’s largest companies.', expected: [] },
  // --- Suppliers: modelled ---
  { sentence: 'We rely on a single supplier, Taiwan Semiconductor Manufacturing Company Limited, for the manufacture of all of our wafers.', expected: [supplier('Taiwan Semiconductor Manufacturing Company Limited', 'single supplier')] },
  { sentence: 'We depend on TSMC to manufacture our processors.', expected: [supplier('TSMC', 'supplier')] },
  { sentence: 'We purchase all of our wafers from TSMC and Samsung.', expected: [supplier('TSMC', 'supplier'), supplier('Samsung', 'supplier')] },
  { sentence: 'Foxconn is our primary contract manufacturer.', expected: [supplier('Foxconn', 'primary contract manufacturer')] },
  { sentence: 'Our principal suppliers include Corning Incorporated, Samsung Display Co., Ltd. and LG Display Co., Ltd.', expected: [supplier('Corning Incorporated', 'principal supplier'), supplier('Samsung Display Co., Ltd.', 'principal supplier'), supplier('LG Display Co., Ltd.', 'principal supplier')] },
  { sentence: 'We currently rely on a limited number of third-party foundries, including TSMC and GlobalFoundries, to manufacture our products.', expected: [supplier('TSMC', 'third-party foundry'), supplier('GlobalFoundries', 'third-party foundry')] },
  { sentence: 'Purchases from Supplier Y represented 53% of total purchases in 2019.', expected: [supplier('Supplier Y', 'supplier', share(53, null, '2019'))] },
  { sentence: 'Any disruption at our sole supplier of glass substrates could delay shipments.', expected: [] },
  { sentence: 'We depend on a limited number of suppliers for key components, and the loss of any of them could harm our business.', expected: [] },
  { sentence: 'The Company depends on component and product manufacturing and logistical services provided by outsourcing partners, many of which are located outside of the U.S.', expected: [] },
  { sentence: 'If TSMC were unable to supply wafers, we would need to qualify a new foundry.', expected: [] },
  // --- Competitors: modelled ---
  { sentence: 'Our principal competitors include Intel Corporation, Advanced Micro Devices, Inc. and Qualcomm Incorporated.', expected: ['Intel Corporation', 'Advanced Micro Devices, Inc.', 'Qualcomm Incorporated'].map((n) => competitor(n, 'principal competitor')) },
  { sentence: 'We compete with Amazon, Alphabet, Microsoft and Oracle in cloud services.', expected: ['Amazon', 'Alphabet', 'Microsoft', 'Oracle'].map((n) => competitor(n)) },
  { sentence: 'In the market for discrete GPUs, we compete primarily with Advanced Micro Devices, Inc. and Intel Corporation.', expected: [competitor('Advanced Micro Devices, Inc.'), competitor('Intel Corporation')] },
  { sentence: 'We compete against large retailers such as Walmart, Target and Costco, as well as online retailers.', expected: ['Walmart', 'Target', 'Costco'].map((n) => competitor(n)) },
  { sentence: 'Competitors such as Samsung and Huawei may introduce lower-priced devices.', expected: [competitor('Samsung'), competitor('Huawei')] },
  { sentence: 'Our competitors in the memory market include Samsung Electronics and SK hynix.', expected: [competitor('Samsung Electronics'), competitor('SK hynix')], gap: 'a lower-case word inside a name ("hynix") ends the name list, so SK hynix is missed' },
  { sentence: 'We face intense competition in all of our markets.', expected: [] },
  { sentence: 'The markets for our products are highly competitive and characterized by rapid technological change.', expected: [] },
  { sentence: 'Many of our competitors have greater financial, technical and marketing resources than we do.', expected: [] },
  { sentence: 'We believe we compete favorably with respect to these factors.', expected: [] },
  { sentence: 'Our competitors include both large, established companies and smaller start-ups.', expected: [] },
  { sentence: 'If new competitors such as Amazon enter our markets, our sales could decline.', expected: [] },
  // --- Partners: modelled ---
  { sentence: 'In 2023, we entered into a strategic partnership with Microsoft to deliver our software on Azure.', expected: [partner('Microsoft', 'strategic partnership')] },
  { sentence: 'We have a long-term collaboration agreement with Samsung Electronics Co., Ltd. for the development of memory products.', expected: [partner('Samsung Electronics Co., Ltd.', 'long-term collaboration agreement')] },
  { sentence: 'We partner with Amazon Web Services, Microsoft Azure and Google Cloud to offer our platform.', expected: ['Amazon Web Services', 'Microsoft Azure', 'Google Cloud'].map((n) => partner(n, 'partner')) },
  { sentence: 'Our strategic partners include Accenture and Deloitte.', expected: [partner('Accenture', 'strategic partner'), partner('Deloitte', 'strategic partner')] },
  { sentence: 'We may enter into strategic partnerships with third parties in the future.', expected: [] },
  { sentence: 'We intend to pursue a joint venture with a leading Japanese manufacturer.', expected: [] },
  { sentence: 'In fiscal 2022, we terminated our strategic alliance with IBM.', expected: [] },
  // --- Unrelated boilerplate ---
  { sentence: 'Apple Inc. is a California corporation.', expected: [] },
  { sentence: 'The Company’s fiscal year is the 52- or 53-week period that ends on the last Saturday of September.', expected: [] },
];
