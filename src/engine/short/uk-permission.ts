/**
 * The UK's short-position data is collected only with permission. A deployment states that it holds that
 * permission with the environment variable `FDS_UK_SHORT_PERMISSION` (any non-empty text: the reference of
 * the permission), read where the engine context is made: by `fds serve` from its own environment, by the
 * local CLI and the store's daemon from the caller's. Without it, the UK reports answer
 * `permission_required` and show no observations, whatever the store holds.
 */

export const UK_PERMISSION_ENV = 'FDS_UK_SHORT_PERMISSION';

/** The permission reference the environment states, or undefined when it states none. */
export function ukPermissionFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const value = env[UK_PERMISSION_ENV]?.trim();
  return value === undefined || value === '' ? undefined : value;
}
