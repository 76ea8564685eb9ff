/**
 * Drawing an operation's answer as its human table, as the table tests check it: the engine's own body on
 * a store, at a fixed width, every line within it and no JSON left in the text.
 */
import { expect } from 'vitest';
import { renderTable } from '../../commands/render-table';
import { tableSpecFor } from '../../commands/tables/index';
import type { EngineContext } from '../../src/engine/context';
import { call } from './invoke';

/** The table of `operation`'s answer to `path` and `query`, drawn at `width` columns. */
export async function drawnTable(ctx: EngineContext, operation: string, path: Record<string, string>, query: Record<string, string>, width: number): Promise<string> {
  const body = await call(ctx, operation, path, query);
  const text = renderTable(body, { width, color: false, footer: null, offsetFlag: true, spec: tableSpecFor(operation) });
  for (const line of text.trimEnd().split('\n')) expect([...line].length, line).toBeLessThanOrEqual(width);
  expect(text).not.toMatch(/[{"]/);
  return text;
}

/** The first line of a table that holds column headers. */
export const headerLine = (text: string): string => text.split('\n').find((line) => line.startsWith('│ ') && /[A-Za-z]/.test(line)) ?? '';
