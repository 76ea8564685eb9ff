/**
 * Daily request quotas of servers that share a PostgreSQL state store. Each counted request is one
 * atomic statement in the store (`admitRequest`: count it if the day's count is below the quota), so the
 * quota is exact across any number of servers: no count is read and written back, none is kept in
 * memory. A request admitted but then failed gives its slot back (`releaseRequest`), as the in-memory
 * ledger does; the headers and the 429 are the ledger's (`./quota.ts`).
 */
import type { Clock } from '../core/clock';
import { fromUtcDate, type IsoDate } from '../core/dates';
import type { Caller, Plan } from '../engine/context';
import { admitRequest, countOn, releaseRequest } from '../state/pg/usage';
import type { StateStore } from '../state/state';
import { nextUtcMidnight, quotaUsedUp, rateLimitHeaders, type RequestQuota, type Reservation } from './quota';

export class SharedQuota implements RequestQuota {
  /** Slots being given back; close() waits for them. */
  private readonly releasing = new Set<Promise<void>>();

  constructor(
    private readonly state: StateStore,
    private readonly clock: Clock,
    private readonly limits: Readonly<Record<Plan, number>>,
    private readonly log: (line: string) => void,
  ) {}

  /** Nothing to load: the counts are in the store. */
  load(): Promise<void> {
    return Promise.resolve();
  }

  used(accountId: string): Promise<number> {
    return countOn(this.state, accountId, fromUtcDate(this.clock.now()));
  }

  async reserve(caller: Caller): Promise<Reservation> {
    const now = this.clock.now();
    const day = fromUtcDate(now);
    const limit = this.limits[caller.plan];
    const reset = nextUtcMidnight(now);
    const admission = await admitRequest(this.state, { accountId: caller.id, day, quota: limit });
    if (!admission.admitted) throw quotaUsedUp(caller, limit, now);
    let settled = false;
    return {
      commit: () => {
        settled = true;
        return rateLimitHeaders(limit, admission.count, reset);
      },
      release: () => {
        if (!settled) {
          settled = true;
          this.giveBack(caller.id, day);
        }
        return rateLimitHeaders(limit, admission.count - 1, reset);
      },
    };
  }

  /** Gives a slot back without holding up the failed response; a failure to do so is logged. */
  private giveBack(accountId: string, day: IsoDate): void {
    const releasing = releaseRequest(this.state, { accountId, day })
      .catch((error: unknown) => this.log(`quota: could not give back a request slot of ${accountId}: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => this.releasing.delete(releasing));
    this.releasing.add(releasing);
  }

  async close(): Promise<void> {
    await Promise.all([...this.releasing]);
  }
}
