/**
 * Operator commands act on the local store itself (its accounts, keys, files and daemon): a server's API
 * does not offer them, so in remote mode they are refused before anything is sent, as a usage mistake
 * (exit 2) that says why, rather than as a route the server does not have.
 */
import { invalidParameter } from '../src/core/errors';
import type { Planned } from './planned';

/** Kinds of command that only ever work on the local store. */
const LOCAL_KINDS: ReadonlySet<Planned['kind']> = new Set(['ingest', 'init', 'serve', 'daemon', 'captures']);

/** True for a command that needs the local store: an operator-only operation, or a local-only kind. */
export function isLocalOnly(planned: Planned): boolean {
  return planned.kind === 'call' ? planned.op.access === 'local' : LOCAL_KINDS.has(planned.kind);
}

/** The usage error for `command` (e.g. `fds keys create`) asked for in remote mode, named by `source`. */
export function localOnlyError(command: string, source: string): Error {
  const undo = source === 'config remote' ? 'fds config unset remote' : source === 'FDS_BASE_URL' ? 'unset FDS_BASE_URL' : 'leave out --remote';
  return invalidParameter(`${command} works only on the local store, and remote mode is on (${source}); ${undo} to run it here.`);
}
