import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../src/core/clock';
import type { CatalystList } from '../../../src/engine/fda/schemas';
import type { Store } from '../../../src/store/store';
import { emptyStore, type SampleFixture } from '../../support/store';
import { call, callError } from '../../support/invoke';

let fx: SampleFixture;

async function insertMeeting(store: Store, meetingDate: string, endDate: string, title: string): Promise<void> {
  await store.write((tx) =>
    tx.run(
      "INSERT INTO fda_catalysts VALUES (CAST(? AS DATE), CAST(? AS DATE), ?, 'CDER', 'AdvisoryCommittee', ?, 'test', NULL, TIMESTAMP '2026-11-21 00:00:00')",
      [meetingDate, endDate, title, `https://www.fda.gov/${title}`],
    ),
  );
}

// The clock reads 2026-11-21T15:00:00Z: today in New York is Saturday 2026-11-21; today + 90 days is 2027-02-19.
beforeAll(async () => {
  fx = await emptyStore('2026-11-21T15:00:00Z');
  await insertMeeting(fx.store, '2026-11-19', '2026-11-19', 'Before today');
  await insertMeeting(fx.store, '2026-11-20', '2026-11-21', 'Two days ending today');
  await insertMeeting(fx.store, '2026-11-21', '2026-11-21', 'Zeta meeting');
  await insertMeeting(fx.store, '2026-11-21', '2026-11-21', 'Alpha meeting');
  await insertMeeting(fx.store, '2027-02-19', '2027-02-19', 'Day ninety');
  await insertMeeting(fx.store, '2027-02-20', '2027-02-20', 'Day ninety-one');
});
afterAll(() => fx.store.close());

const titles = async (query: Record<string, string> = {}, ctx = fx.ctx) =>
  (await call<CatalystList>(ctx, 'fda.catalysts', {}, query)).data.map((r) => r.title);
const refused = (query: Record<string, string>) => callError(fx.ctx, 'fda.catalysts', {}, query);

describe('GET /v1/fda/catalysts', () => {
  it('returns only data: rows of meetingDate, endDate, title, center, catalystType, sourceUrl and no ticker', async () => {
    const body = await call<CatalystList>(fx.ctx, 'fda.catalysts', {}, { startDate: '2026-11-19', endDate: '2026-11-19' });
    expect(body).toEqual({
      data: [
        {
          meetingDate: '2026-11-19', endDate: '2026-11-19', title: 'Before today', center: 'CDER',
          catalystType: 'AdvisoryCommittee', sourceUrl: 'https://www.fda.gov/Before today',
        },
      ],
    });
  });

  it('startDate defaults to today and endDate to 90 days after it (inclusive)', async () => {
    expect(await titles()).toEqual(['Two days ending today', 'Alpha meeting', 'Zeta meeting', 'Day ninety']);
  });

  it('today is the New York calendar date, not the UTC one', async () => {
    // 03:30 UTC on 22 Nov is still 21 Nov in New York.
    const lateEvening = { ...fx.ctx, clock: fixedClock('2026-11-22T03:30:00Z') };
    expect((await titles({}, lateEvening))[0]).toBe('Two days ending today');
  });

  it('sorts soonest first: by meetingDate, then title', async () => {
    expect(await titles({ startDate: '2026-11-21', endDate: '2026-11-21' })).toEqual([
      'Two days ending today', 'Alpha meeting', 'Zeta meeting',
    ]);
  });

  it('a meeting spanning days is included when any of its days overlaps the window', async () => {
    expect(await titles({ startDate: '2026-11-21', endDate: '2026-11-30' })).toContain('Two days ending today');
    expect(await titles({ startDate: '2026-11-22', endDate: '2026-11-30' })).toEqual([]);
  });

  it('with only startDate, the end defaults to 90 days after that start', async () => {
    // 2026-11-19 + 90 days = 2027-02-17: 'Day ninety' (2027-02-19) falls outside.
    expect(await titles({ startDate: '2026-11-19' })).toEqual([
      'Before today', 'Two days ending today', 'Alpha meeting', 'Zeta meeting',
    ]);
  });

  it('an endDate before startDate is 400 naming startDate', async () => {
    const error = await refused({ startDate: '2026-12-01', endDate: '2026-11-30' });
    expect([error.status, error.code, error.message]).toEqual([
      400, 'invalid_parameter', "Invalid parameter 'startDate': must not be after endDate (2026-11-30).",
    ]);
  });

  it('an endDate alone before today (the default start) is 400 naming endDate', async () => {
    const error = await refused({ endDate: '2026-11-20' });
    expect([error.status, error.message]).toEqual([
      400, "Invalid parameter 'endDate': must not be before startDate, which defaults to today in New York (2026-11-21).",
    ]);
  });

  it('an endDate alone on or after today keeps the default start', async () => {
    expect(await titles({ endDate: '2026-11-21' })).toEqual(['Two days ending today', 'Alpha meeting', 'Zeta meeting']);
  });

  it('a malformed date is 400 naming it', async () => {
    expect((await refused({ startDate: '21/11/2026' })).message).toMatch(/^Invalid parameter 'startDate': must be a calendar date/);
  });

  it('is not paged: offset is refused as an unknown parameter', async () => {
    const error = await refused({ offset: '1' });
    expect([error.status, error.message]).toEqual([400, "Unknown query parameter 'offset'. Supported parameters: startDate, endDate, limit."]);
  });

  it('limit caps the rows, soonest kept; at most 500', async () => {
    expect(await titles({ limit: '2' })).toEqual(['Two days ending today', 'Alpha meeting']);
    expect((await refused({ limit: '501' })).message).toBe("Invalid parameter 'limit': must be at most 500.");
  });
});

describe('GET /v1/fda/catalysts: default limit', () => {
  it('returns at most 60 rows by default', async () => {
    const crowded = await emptyStore('2026-11-21T15:00:00Z');
    try {
      await crowded.store.write((tx) =>
        tx.run(`INSERT INTO fda_catalysts
                SELECT DATE '2026-12-01', DATE '2026-12-01', 'Meeting ' || lpad(CAST(i AS VARCHAR), 2, '0'), 'CBER',
                       'AdvisoryCommittee', 'https://www.fda.gov/', 'test', NULL, TIMESTAMP '2026-11-21 00:00:00'
                FROM range(61) t(i)`),
      );
      const shown = await titles({}, crowded.ctx);
      expect(shown).toHaveLength(60);
      expect(shown.at(-1)).toBe('Meeting 59');
      expect(await titles({ limit: '500' }, crowded.ctx)).toHaveLength(61);
    } finally {
      crowded.store.close();
    }
  });
});
