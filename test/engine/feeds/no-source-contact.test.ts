/** Reading a web data feed never contacts the source website: nothing in the feed code can fetch a page. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../src/', import.meta.url));
const files = [
  ...readdirSync(`${root}engine/feeds`).map((f) => `engine/feeds/${f}`),
  'operations/feeds.ts',
];
const NETWORK = /\bfetch\(|from 'undici'|from 'node:https?'|from 'node:net'|from 'ws'|XMLHttpRequest/;

describe('reads never contact a source', () => {
  it.each(files)('%s has no network access', (file) => {
    expect(readFileSync(`${root}${file}`, 'utf8')).not.toMatch(NETWORK);
  });
});
