/** Parity cases of the earnings-call and investor-event operations (see ../parity.test.ts). */
import { eventIdOf } from '../../../src/engine/earnings/ids';
import { SAMPLE_INVESTOR_DAY } from '../../../src/store/sample/earnings';
import type { ParityCases } from './case';

/** The sample's DIS investor day (keyed by its source id) and its Q4 FY2026 call. */
const INVESTOR_DAY = eventIdOf({ ticker: 'DIS', eventType: 'InvestorDay', fiscalYear: null, fiscalQuarter: null, eventDate: '', sourceId: SAMPLE_INVESTOR_DAY });
const DIS_Q4 = eventIdOf({ ticker: 'DIS', eventType: 'EarningsCall', fiscalYear: 2026, fiscalQuarter: 4, eventDate: '' });

export const earningsCases: ParityCases = {
  'earnings.call': [
    { argv: ['earnings', 'call', 'DIS', '2026', '3'], path: '/v1/stocks/DIS/earnings-calls/2026/3' },
    { argv: ['earnings', 'call', 'JPM', '2026', '3'], path: '/v1/stocks/JPM/earnings-calls/2026/3' },
    { argv: ['earnings', 'call', 'DIS', '2026', '5'], path: '/v1/stocks/DIS/earnings-calls/2026/5' },
    { argv: ['earnings', 'call', 'DIS', '2019', '1'], path: '/v1/stocks/DIS/earnings-calls/2019/1' },
  ],
  'earnings.speakers': [
    { argv: ['earnings', 'transcript', 'DIS', '2026', '4', '--limit', '3', '--offset', '2'], path: '/v1/stocks/DIS/earnings-calls/2026/4/speakers?limit=3&offset=2' },
    { argv: ['earnings', 'transcript', 'DIS', '2026', '4', '--limit', '201'], path: '/v1/stocks/DIS/earnings-calls/2026/4/speakers?limit=201' },
    { argv: ['earnings', 'transcript', 'DIS', '2026', '3'], path: '/v1/stocks/DIS/earnings-calls/2026/3/speakers' },
  ],
  'earnings.briefs': [
    { argv: ['earnings', 'briefs', 'DIS', '--limit', '8'], path: '/v1/stocks/DIS/earnings-briefs?limit=8' },
    { argv: ['earnings', 'briefs', 'DIS', '--fiscal-year', '2026', '--fiscal-quarter', '2'], path: '/v1/stocks/DIS/earnings-briefs?fiscalYear=2026&fiscalQuarter=2' },
    { argv: ['earnings', 'briefs', 'DIS', '--fiscal-year', '2026', '--fiscal-quarter', '0'], path: '/v1/stocks/DIS/earnings-briefs?fiscalYear=2026&fiscalQuarter=0' },
  ],
  'earnings.events': [
    { argv: ['earnings', 'events', 'DIS'], path: '/v1/stocks/DIS/investor-events' },
    { argv: ['earnings', 'events', 'DIS', '--event-type', 'EarningsCall', '--start-date', '2025-01-01', '--limit', '3', '--offset', '1'], path: '/v1/stocks/DIS/investor-events?eventType=EarningsCall&startDate=2025-01-01&limit=3&offset=1' },
    { argv: ['earnings', 'events', 'ZZZZ'], path: '/v1/stocks/ZZZZ/investor-events' },
  ],
  'earnings.eventSpeakers': [
    { argv: ['earnings', 'event-transcript', INVESTOR_DAY], path: `/v1/investor-events/${INVESTOR_DAY}/speakers` },
    { argv: ['earnings', 'event-transcript', DIS_Q4, '--limit', '2'], path: `/v1/investor-events/${DIS_Q4}/speakers?limit=2` },
    { argv: ['earnings', 'event-transcript', 'not-an-id'], path: '/v1/investor-events/not-an-id/speakers' },
  ],
};
