/**
 * One operation answered for one caller the way every counted face of the server answers it — REST
 * routes and the assistant tools on `/v1/mcp` alike: a slot of the caller's daily quota reserved (the SAME
 * counter for both), the answer reused from the response cache when the store has not changed, and the
 * slot kept only when the answer succeeded.
 */
import type { Caller, EngineContext } from '../engine/context';
import { todayInNewYork } from '../engine/windows';
import { answer, type RawQuery } from '../operations/invoke';
import type { AnyOperation } from '../operations/operation';
import type { RateLimitHeaders, Reservation } from './quota';
import type { CachedAnswer } from './response-cache';
import type { ServerServices } from './services';
import type { Store } from '../store/store';

/** The engine context of a request by `caller` on this server, reading `store` (the request's lease). */
export function engineContext(services: ServerServices, caller: Caller, store: Store = services.store): EngineContext {
  return {
    store,
    state: services.state,
    clock: services.clock,
    caller,
    options: services.options,
    ...(services.quotes ? { quotes: services.quotes } : {}),
    ...(services.upgradeUrl === undefined ? {} : { upgradeUrl: services.upgradeUrl }),
    ...(services.ukShortPermission === undefined ? {} : { ukShortPermission: services.ukShortPermission }),
    ...(services.embeddings === undefined ? {} : { embeddings: services.embeddings }),
  };
}

/**
 * Answers `op` for `caller` with wire values: the body as the JSON text REST sends. Counted operations
 * take a slot of the caller's daily quota (throwing 429 `rate_limited` when it is used up; the store's
 * operator is never counted), kept on success and given back on failure; `rateLimit` receives the
 * X-RateLimit headers either way.
 */
export async function countedAnswer(
  services: ServerServices,
  op: AnyOperation,
  caller: Caller,
  pathValues: Readonly<Record<string, string>>,
  query: RawQuery,
  body: unknown,
  rateLimit: (headers: RateLimitHeaders) => void = () => undefined,
): Promise<CachedAnswer> {
  const local = op.access === 'local';
  const cacheable = op.cache === 'store' && op.method === 'GET' && !local;
  const reservation: Reservation | undefined = op.counted && caller.kind !== 'local' ? await services.quota.reserve(caller) : undefined;
  let answered: CachedAnswer | undefined;
  // One store from start to finish: a captures version switched meanwhile is for the next request.
  const lease = services.stores.lease();
  try {
    // A cached body was produced for this same plan and request on the same store contents, so it
    // passed every check this request would (authentication and quota ran above, per caller).
    const key = cacheable ? services.responses.keyOf(caller, op.id, pathValues, query, todayInNewYork(services.clock)) : undefined;
    const version = lease.store.dataVersion;
    answered = key === undefined ? undefined : services.responses.get(key, version);
    if (answered === undefined) {
      const result = await answer(op, engineContext(services, caller, lease.store), pathValues, query, body);
      answered = { body: op.successStatus === 204 ? '' : JSON.stringify(result.body), sampleAsOf: result.sampleAsOf };
      if (key !== undefined) services.responses.set(key, answered, version);
    }
  } catch (error) {
    if (reservation) rateLimit(reservation.release());
    throw error;
  } finally {
    lease.release();
    // Operator routes may change keys and plans: forget remembered callers.
    if (local) services.auth.forget();
  }
  if (reservation) rateLimit(reservation.commit());
  return answered;
}
