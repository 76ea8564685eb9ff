/**
 * The files one `fds ingest` command loads, arguments in, files out: a file as given, a folder as the
 * files directly inside it that the dataset reads, in name order; hidden files passed over; a file named
 * twice loaded once; a folder with nothing to read is a usage error.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestTargets } from '../../commands/ingest-files';
import { ApiError } from '../../src/core/errors';

const PRICES = ['.csv', '.txt', '.json', '.ndjson', '.jsonl', '.parquet'];
let cwd: string;

beforeAll(() => {
  cwd = mkdtempSync(join(tmpdir(), 'fds-ingest-files-'));
  mkdirSync(join(cwd, 'downloads/nested'), { recursive: true });
  mkdirSync(join(cwd, 'empty'));
  for (const name of ['MSFT.csv', 'AAPL.CSV', 'aapl.us.txt', 'notes.md', '.DS_Store', '._MSFT.csv', 'nested/KO.csv']) writeFileSync(join(cwd, 'downloads', name), 'x');
  writeFileSync(join(cwd, 'single.csv'), 'x');
});
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const shown = (args: string[], extensions = PRICES) => ingestTargets(args, cwd, extensions).map((t) => t.shown);

describe('ingestTargets', () => {
  it.each([
    [['single.csv'], ['single.csv']],
    [['downloads'], ['downloads/AAPL.CSV', 'downloads/MSFT.csv', 'downloads/aapl.us.txt']],
    [['single.csv', 'downloads/'], ['single.csv', 'downloads/AAPL.CSV', 'downloads/MSFT.csv', 'downloads/aapl.us.txt']],
    [['downloads/MSFT.csv', 'downloads'], ['downloads/MSFT.csv', 'downloads/AAPL.CSV', 'downloads/aapl.us.txt']],
    [['missing.csv', 'single.csv'], ['missing.csv', 'single.csv']],
  ])('%j → %j', (args, expected) => {
    expect(shown(args)).toEqual(expected);
  });

  it('reads only the extensions of the dataset (a publisher layout reads fewer)', () => {
    expect(shown(['downloads'], ['.txt'])).toEqual(['downloads/aapl.us.txt']);
  });

  it('gives each file its absolute path, for a server reading from another working directory', () => {
    expect(ingestTargets(['downloads'], cwd, PRICES).map((t) => t.path)).toEqual(
      ['AAPL.CSV', 'MSFT.csv', 'aapl.us.txt'].map((name) => join(cwd, 'downloads', name)),
    );
  });

  it('refuses a folder with no file the dataset reads, as a usage error naming it', () => {
    const error = (() => {
      try {
        shown(['single.csv', 'empty']);
        return null;
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid_parameter');
    expect((error as ApiError).message).toContain('the folder empty holds no file this dataset reads');
  });
});
