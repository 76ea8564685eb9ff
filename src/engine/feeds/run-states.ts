/**
 * The states of a web data feed's collection run. The spec leaves them open; these are fds's:
 *
 * - `Running`: the collection started and has not completed; it has no completion time and no result.
 * - `Succeeded`: the collection completed with a result. Only a result whose extraction passed
 *   verification (`verified`) is ever served; an unverified one is kept for auditing.
 * - `Failed`: the collection completed without a result. A failed run never hides an earlier good result.
 *
 * Transitions: `Running` → `Succeeded` or `Failed`; both are final (a new collection is a new run).
 */
export const RUN_STATES = ['Running', 'Succeeded', 'Failed'] as const;
export type RunState = (typeof RUN_STATES)[number];

/** Whether collecting a feed's pages needs a sign-in to the source site. */
export const ACCESS_MODES = ['public', 'authenticated'] as const;
export type AccessMode = (typeof ACCESS_MODES)[number];
