/** The `store.info` and `ingest.run` operations through `invoke`, the path every face takes. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/core/errors';
import type { Caller } from '../../src/engine/context';
import { operationById } from '../../src/operations/index';
import { invoke } from '../../src/operations/invoke';
import { storeInfo } from '../../src/store/info';
import { INGEST_DATASETS } from '../../src/store/ingest/index';
import { emptyStore, type SampleFixture } from '../support/store';
import { MSFT_REAL, fixture, snapshot } from '../fixtures/ingest/helpers';

let fx: SampleFixture;
beforeEach(async () => {
  fx = await emptyStore();
});
afterEach(() => fx.store.close());

const ingest = operationById('ingest.run');

async function refusal(attempt: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await attempt.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('ingest.run', () => {
  it('ingests the file named by the file parameter into the dataset of the path', async () => {
    const report = await invoke(ingest, fx.ctx, { dataset: 'dividends' }, { file: fixture('dividends.csv') });
    expect(report).toEqual({
      dataset: 'dividends', file: fixture('dividends.csv'), format: 'csv', layout: 'canonical', ticker: null, tickerFrom: null,
      rowsRead: 3, rowsAdded: 3, rowsSkipped: 0, rowsWithoutData: 0, replacedSample: [],
    });
    expect(ingest.response.safeParse(report).success).toBe(true);
  });

  it('answers 400 naming dataset, and listing every dataset, for a dataset ingest does not know', async () => {
    const before = await snapshot(fx.store);
    const error = await refusal(invoke(ingest, fx.ctx, { dataset: 'quotes' }, { file: fixture('prices.csv') }));
    expect({ status: error.status, code: error.code }).toEqual({ status: 400, code: 'invalid_parameter' });
    expect(error.message).toBe(`Invalid parameter 'dataset': must be ${INGEST_DATASETS.slice(0, -1).join(', ')} or ${INGEST_DATASETS.at(-1)}.`);
    expect(error.message).toContain('prices, dividends, splits, ticks, ');
    expect(await snapshot(fx.store)).toEqual(before);
  });

  it('answers 400 naming file for a relative path or a missing file parameter', async () => {
    const relative = await refusal(invoke(ingest, fx.ctx, { dataset: 'prices' }, { file: 'prices.csv' }));
    expect(relative.message).toBe("Invalid parameter 'file': must be an absolute path.");
    const missing = await refusal(invoke(ingest, fx.ctx, { dataset: 'prices' }, {}));
    expect(missing.message).toBe("Invalid parameter 'file': is required.");
  });

  it('takes the ticker of a file without a ticker column as the optional ticker parameter, parsed like every ticker', async () => {
    const report = await invoke(ingest, fx.ctx, { dataset: 'prices' }, { file: MSFT_REAL, ticker: 'msft' });
    expect(report).toMatchObject({ layout: 'canonical', ticker: 'MSFT', tickerFrom: 'flag', rowsAdded: 300 });
    expect(ingest.response.safeParse(report).success).toBe(true);
    const bad = await refusal(invoke(ingest, fx.ctx, { dataset: 'prices' }, { file: MSFT_REAL, ticker: 'not a ticker' }));
    expect(bad.message).toBe("Invalid parameter 'ticker': must be a ticker such as AAPL, BRK-B, BRK.B or XLON:VOD.");
  });

  it('is not reachable by an API key: another caller gets 404', async () => {
    const account: Caller = { kind: 'account', id: 'a1', name: 'someone', plan: 'pro' };
    const error = await refusal(invoke(ingest, { ...fx.ctx, caller: account }, { dataset: 'prices' }, { file: fixture('prices.csv') }));
    expect(error.status).toBe(404);
    expect(await fx.store.all('SELECT * FROM prices')).toEqual([]);
  });
});

describe('store.info', () => {
  it('returns the store info, valid against its response schema', async () => {
    const op = operationById('store.info');
    const body = await invoke(op, fx.ctx, {}, {});
    expect(body).toEqual(await storeInfo(fx.store));
    expect(op.response.safeParse(body).success).toBe(true);
  });

  it('accepts no query parameters', async () => {
    const error = await refusal(invoke(operationById('store.info'), fx.ctx, {}, { verbose: '1' }));
    expect(error.message).toContain("Unknown query parameter 'verbose'");
  });
});
