/**
 * The hand-labelled evaluation set of the buyback and at-the-market sentence extractors: sentences of the
 * kinds 8-K, 10-Q, 10-K and 424B5 filings write, modelled on common wording, each with every fact a careful
 * reader would take from it (not what the extractors happen to return) — including none, for the
 * sentences that look alike but state no program. `gap` marks a case an extractor is known to miss.
 */
import type { AtmFact } from '../../../src/engine/buybacks/extract-atm';
import type { BuybackFact } from '../../../src/engine/buybacks/extract-buyback';

export interface LabelledProgramSentence {
  sentence: string;
  atm: AtmFact[];
  buyback: BuybackFact[];
  gap?: string;
}

const agreement = (establishedDate: string | null, capacityUsd: number | null): AtmFact => ({ kind: 'agreement', establishedDate, capacityUsd });
const sold = (asOf: string, soldUsd: number): AtmFact => ({ kind: 'sold', soldUsd, asOf });
const atmExpires = (expirationDate: string): AtmFact => ({ kind: 'expires', expirationDate });
/** `expires`: a date, NONE when the sentence says there is no expiry, null when it says nothing of it. */
const NONE = 'none';
const expiry = (expires: string | null) => (expires === NONE ? { expires: null, noExpiry: true } : { expires, noExpiry: false });
const authorization = (announcedDate: string | null, amount: number, unit: 'USD' | 'shares', expires: string | null = null, combinedEquity = false): BuybackFact =>
  ({ kind: 'authorization', announcedDate, amount, unit, combinedEquity, ...expiry(expires) });
const remaining = (asOf: string, amount: number, authorizedAmount: number | null = null, unit: 'USD' | 'shares' = 'USD'): BuybackFact =>
  ({ kind: 'remaining', asOf, amount, unit, authorizedAmount, authorizedUnit: authorizedAmount === null ? null : 'USD' });
const buybackExpiry = (expires: string): BuybackFact => ({ kind: 'expiry', ...expiry(expires) });

const atm = (sentence: string, ...facts: AtmFact[]): LabelledProgramSentence => ({ sentence, atm: facts, buyback: [] });
const buyback = (sentence: string, ...facts: BuybackFact[]): LabelledProgramSentence => ({ sentence, atm: [], buyback: facts });
const neither = (sentence: string): LabelledProgramSentence => ({ sentence, atm: [], buyback: [] });

export const LABELLED_PROGRAM_SENTENCES: readonly LabelledProgramSentence[] = [
  // --- At-the-market agreements ---
  atm('On March 14, 2025, we entered into an equity distribution agreement with Morgan Stanley & Co. LLC, as sales agent, under which we may offer and sell shares of our common stock having an aggregate offering price of up to $300,000,000 from time to time in "at the market" offerings.',
    agreement('2025-03-14', 300_000_000)),
  atm('We have entered into a sales agreement, dated as of August 6, 2025, with Robert W. Baird & Co. Incorporated, under which we may from time to time offer and sell shares of our common stock having an aggregate gross sales price of up to $250,000,000.',
    agreement('2025-08-06', 250_000_000)),
  {
    ...atm('We have entered into an amendment, dated as of April 27, 2026, to the Sales Agreement, dated as of July 1, 2025, with BofA Securities, Inc. and BTIG, LLC.',
      agreement('2025-07-01', null)),
    gap: 'read as nothing: alone, the sentence does not say the agreement sells the company\'s own shares, which the extractor requires of a "sales agreement"',
  },
  atm('Pursuant to the Amended Sales Agreement, we may offer and sell shares of our common stock having an aggregate sales price of up to $50.0 million through the Sales Agents.',
    agreement(null, 50_000_000)),
  atm('On February 11, 2026, the Company entered into an At-the-Market Equity Offering Sales Agreement with Stifel, Nicolaus & Company, Incorporated, providing for the offer and sale of shares of its common stock having an aggregate offering price of up to $75 million.',
    agreement('2026-02-11', 75_000_000)),
  atm('On May 4, 2026, we entered into an open market sale agreement with Jefferies LLC to issue and sell shares of our common stock having an aggregate offering price of up to $150.0 million in at-the-market offerings.',
    agreement('2026-05-04', 150_000_000)),
  atm('Under the ATM program established pursuant to the equity distribution agreement dated as of November 3, 2025, we may issue and sell shares of our common stock for aggregate gross proceeds of up to $1.0 billion.',
    agreement('2025-11-03', 1_000_000_000)),
  atm('On June 2, 2026, we entered into an equity distribution agreement under which we may offer and sell up to 3,000,000 shares of our common stock in at the market offerings.',
    agreement('2026-06-02', null)),
  // --- Sold to date ---
  atm('As of April 26, 2026, we have sold 422,160 shares of our common stock having an aggregate offering price of approximately $4,246,131 under the Sales Agreement.',
    sold('2026-04-26', 4_246_131)),
  atm('As of February 23, 2026, we had not sold any shares of our common stock under the sales agreement.',
    sold('2026-02-23', 0)),
  atm('As of September 30, 2026, the Company had sold 1,250,000 shares under the ATM program for aggregate gross proceeds of $18.6 million.',
    sold('2026-09-30', 18_600_000)),
  atm('As of June 30, 2026, we had sold 2,100,000 shares under the equity distribution agreement for net proceeds of $30.2 million, after commissions.'),
  // --- Expiry ---
  atm('The Sales Agreement will terminate upon the earlier of the sale of all shares subject to it and March 14, 2028.',
    atmExpires('2028-03-14')),
  atm('The equity distribution agreement will terminate when all of the shares have been sold or when either party terminates it upon notice.'),
  // --- Look-alikes that state no program ---
  neither('We may in the future enter into an at-the-market sales agreement, and sales under it could cause the price of our common stock to decline.'),
  neither('On January 9, 2026, we entered into a sales agreement with a national retailer to distribute our products in up to 1,200 stores.'),
  neither('Sales of our common stock, if any, under this prospectus supplement may be made in transactions that are deemed to be "at the market offerings" as defined in Rule 415 under the Securities Act.'),
  neither('Future sales of substantial amounts of our common stock in the public market, including under our ATM program, could adversely affect the market price of our common stock.'),

  // --- Buyback authorizations ---
  buyback('On July 25, 2026, our Board of Directors authorized the repurchase of up to $5.0 billion of our common stock.',
    authorization('2026-07-25', 5_000_000_000, 'USD')),
  buyback('On February 3, 2026, the Company\'s Board of Directors approved a new share repurchase program authorizing the Company to repurchase up to $500 million of its outstanding common stock, with no expiration date.',
    authorization('2026-02-03', 500_000_000, 'USD', NONE)),
  buyback('Our Board of Directors approved a $10 billion share repurchase program on May 1, 2026, which expires on May 1, 2029.',
    authorization('2026-05-01', 10_000_000_000, 'USD', '2029-05-01')),
  buyback('On August 12, 2026, the Board of Directors authorized the Company to repurchase up to 20,000,000 shares of its common stock.',
    authorization('2026-08-12', 20_000_000, 'shares')),
  buyback('In March 2026, our Board authorized the repurchase of up to $2.0 billion of our equity securities, including common and preferred stock.',
    authorization(null, 2_000_000_000, 'USD', null, true)),
  buyback('On October 30, 2025, the Board of Directors authorized a stock repurchase program of up to $750 million through December 31, 2027.',
    authorization('2025-10-30', 750_000_000, 'USD', '2027-12-31')),
  buyback('The program does not have an expiration date and may be suspended or discontinued at any time.',
    buybackExpiry(NONE)),
  // --- Remaining authorization ---
  buyback('As of September 27, 2026, $12.4 billion remained available for repurchase under the program.',
    remaining('2026-09-27', 12_400_000_000)),
  buyback('As of June 30, 2026, approximately $2.1 billion remained available under the $10 billion share repurchase program authorized in April 2024.',
    remaining('2026-06-30', 2_100_000_000, 10_000_000_000)),
  buyback('At December 31, 2025, the remaining authorization under our stock repurchase program was $1.3 billion.',
    remaining('2025-12-31', 1_300_000_000)),
  buyback('As of March 31, 2026, 4,500,000 shares remained available for repurchase under the repurchase authorization.',
    remaining('2026-03-31', 4_500_000, null, 'shares')),
  // --- Look-alikes ---
  neither('On November 4, 2026, the Board of Directors increased the share repurchase authorization by $3.0 billion.'),
  neither('Repurchases may be made from time to time in the open market or in privately negotiated transactions, and the Board may authorize additional repurchases.'),
  neither('During the quarter we repurchased 1,200,000 shares for $95 million.'),
  neither('Our Board of Directors declared a quarterly cash dividend of $0.25 per share, payable on December 15, 2026.'),
  neither('The timing and amount of any repurchases will depend on market conditions, and we cannot assure you that we will repurchase up to $1 billion of our stock.'),
];
