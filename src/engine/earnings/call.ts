/**
 * `earnings.call`: the earnings-call event of a fiscal period (the company's own fiscal calendar), with its
 * guidance (settled and compared, see `guidance.ts`), guidance status and transcript corrections. An
 * unknown ticker or a period with no call on file is 404.
 */
import type { ListingKey } from '../../core/tickers';
import type { EngineContext } from '../context';
import { correctionsOf } from './corrections';
import { earningsCallsOf, eventFields, guidanceStatusOf, requireCall, requireTicker } from './event-rows';
import { guidanceByCall } from './guidance';
import type { EarningsCall } from './schemas';

export interface CallParams {
  ticker: ListingKey;
  fiscalYear: number;
  fiscalQuarter: number;
}

export async function earningsCall(ctx: EngineContext, p: CallParams): Promise<EarningsCall> {
  const ticker = p.ticker.key;
  const call = await requireCall(ctx, ticker, p.fiscalYear, p.fiscalQuarter);
  const { cik } = await requireTicker(ctx, ticker);
  const [guidance, corrections] = await Promise.all([guidanceByCall(ctx, ticker, cik, await earningsCallsOf(ctx, ticker)), correctionsOf(ctx, call.id)]);
  const { id, ...fields } = eventFields(call);
  return {
    ticker,
    guidance: guidance.get(call.id) ?? [],
    guidanceStatus: guidanceStatusOf(call),
    corrections,
    id,
    ...fields,
    callDate: call.eventDate,
    transcriptDocumentId: call.transcriptDocumentId,
    earningsReleaseDocumentId: call.releaseDocumentId,
  };
}
