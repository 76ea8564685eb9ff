/** Parity cases of the congressional operations (see ../parity.test.ts). */
import type { ParityCases } from './case';

/** Sample Jordan Lee's member id: the uuid derived from the sample Bioguide id Z900001. */
const JORDAN = '9177eca0-512e-558d-abe6-1ccd18999709';

export const congressCases: ParityCases = {
  'congress.members': [
    { argv: ['congress', 'members', 'sample'], path: '/v1/congress/members?query=sample' },
    { argv: ['congress', 'members', 'lee', 'jordan', '--limit', '0'], path: '/v1/congress/members?query=lee%20jordan&limit=0' },
  ],
  'congress.trades': [
    { argv: ['congress', 'trades', '--ticker', 'NVDA'], path: '/v1/congress/trades?ticker=NVDA' },
    { argv: ['congress', 'trades', '--member-id', JORDAN, '--transaction-type', 'Sale'], path: `/v1/congress/trades?memberId=${JORDAN}&transactionType=Sale` },
    { argv: ['congress', 'trades', '--ticker', 'MSFT', '--member-id', JORDAN, '--limit', '1'], path: `/v1/congress/trades?ticker=MSFT&memberId=${JORDAN}&limit=1` },
    { argv: ['congress', 'trades'], path: '/v1/congress/trades' },
    { argv: ['congress', 'trades', '--ticker', 'NVDA', '--start-date', '2026-11-10', '--end-date', '2026-11-01'], path: '/v1/congress/trades?ticker=NVDA&startDate=2026-11-10&endDate=2026-11-01' },
  ],
  'congress.netWorth': [
    { argv: ['congress', 'net-worth', JORDAN], path: `/v1/congress/members/${JORDAN}/net-worth` },
    { argv: ['congress', 'net-worth', '00000000-0000-5000-8000-000000000000'], path: '/v1/congress/members/00000000-0000-5000-8000-000000000000/net-worth' },
    { argv: ['congress', 'net-worth', 'nobody'], path: '/v1/congress/members/nobody/net-worth' },
  ],
  'congress.marketActivity': [
    { argv: ['congress', 'activity'], path: '/v1/congress/market-activity' },
    { argv: ['congress', 'activity', '--direction', 'sells', '--chamber', 'senate', '--days', '90'], path: '/v1/congress/market-activity?direction=sells&chamber=senate&days=90' },
    { argv: ['congress', 'activity', '--days', '366'], path: '/v1/congress/market-activity?days=366' },
  ],
};
