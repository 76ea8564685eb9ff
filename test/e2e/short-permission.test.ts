/**
 * UK collection is permission-gated, through the built CLI: FDS_UK_SHORT_PERMISSION in the environment of
 * `fds serve` lets its UK reports answer; without it they are permission_required. The local CLI takes the
 * caller's environment, both on a store it opens itself and through the server holding the store.
 */
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AggregateReport } from '../../src/engine/short/eu-schemas';
import { UK_PERMISSION_ENV } from '../../src/engine/short/uk-permission';
import { directSandbox, withServer, type Sandbox } from './support';

let box: Sandbox;
let key = '';
const PERMITTED = { [UK_PERMISSION_ENV]: 'FCA data licence 12345' };
const UK_PATH = '/v1/stocks/XLON/VOD/short-aggregates';

beforeAll(async () => {
  box = await directSandbox(['init']);
  const created = await box.fds(['keys', 'create', '--account', 'uk-short', '--plan', 'free', '--json']);
  expect(created.exitCode, created.stderr).toBe(0);
  key = (JSON.parse(created.stdout) as { key: string }).key;
});

afterAll(() => box.remove());

const statuses = (stdout: string): string[] => (JSON.parse(stdout) as AggregateReport[]).map((r) => `${r.source} ${r.coverageStatus}`);

const uk = async (url: string): Promise<string[]> => {
  const response = await request(`${url}${UK_PATH}`, { headers: { authorization: `Bearer ${key}` } });
  expect(response.statusCode).toBe(200);
  return statuses(await response.body.text());
};

describe('UK collection is permission-gated', () => {
  it('the local CLI answers permission_required unless its environment states the permission', async () => {
    expect(statuses((await box.fds(['short', 'eu-aggregates', 'XLON', 'VOD', '--json'])).stdout)).toEqual([
      'FCA-UK-Current permission_required', 'FCA-UK-History permission_required',
    ]);
    expect(statuses((await box.fds(['short', 'eu-aggregates', 'XLON', 'VOD', '--json'], PERMITTED)).stdout)).toEqual([
      'FCA-UK-Current available', 'FCA-UK-History not_captured',
    ]);
  });

  it('fds serve with FDS_UK_SHORT_PERMISSION serves the UK reports; without it they are permission_required', async () => {
    await withServer(box, [], PERMITTED, async (url) => {
      expect(await uk(url)).toEqual(['FCA-UK-Current available', 'FCA-UK-History not_captured']);
      // A command reaching the server holding the store is answered with its own caller's permission.
      const through = await box.fds(['short', 'eu-aggregates', 'XLON', 'VOD', '--json']);
      expect(statuses(through.stdout)).toEqual(['FCA-UK-Current permission_required', 'FCA-UK-History permission_required']);
    });
    await withServer(box, [], {}, async (url) => {
      expect(await uk(url)).toEqual(['FCA-UK-Current permission_required', 'FCA-UK-History permission_required']);
    });
  });
});
