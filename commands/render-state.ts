/**
 * What `fds state migrate` prints for people: what it applied (or that nothing was left to apply), the
 * schema version now, and the store, its password masked. `--json` prints the body unchanged.
 */
import type { TableOptions } from './render-table';
import { wrap } from './wrap';

interface Migrated {
  applied: number[];
  current: number;
}

const isMigrated = (body: unknown): body is Migrated =>
  typeof body === 'object' && body !== null && Array.isArray((body as Migrated).applied) && typeof (body as Migrated).current === 'number';

/** The lines for a `state migrate` body; null for any other body (it gets the generic table). */
export function renderStateMigrate(body: unknown, store: string, options: TableOptions): Promise<string | null> {
  if (!isMigrated(body)) return Promise.resolve(null);
  const { applied, current } = body;
  const done = applied.length === 0
    ? `Nothing to apply: the state schema is at version ${current}.`
    : `Applied state migration${applied.length === 1 ? '' : 's'} ${applied.join(', ')}; the state schema is at version ${current}.`;
  // The URL stands on a line of its own, so it copies whole.
  const lines = [...wrap(done, options.width), `State store: ${store}`];
  if (options.footer !== null) lines.push(options.footer);
  return Promise.resolve(`${lines.join('\n')}\n`);
}
