/** The only way code reads the time: injected, pinned in tests and by `FDS_NOW`. */
export interface Clock {
  now(): Date;
}

export const fixedClock = (at: Date | string): Clock => {
  const instant = typeof at === 'string' ? new Date(at) : at;
  return { now: () => new Date(instant.getTime()) };
};

export const systemClock: Clock = { now: () => new Date() };

/** `FDS_NOW` pins the clock for a whole process (tests, reproducible demos). */
export function clockFromEnv(env: NodeJS.ProcessEnv): Clock {
  const pinned = env.FDS_NOW;
  if (pinned === undefined || pinned === '') return systemClock;
  const at = new Date(pinned);
  if (Number.isNaN(at.getTime())) throw new Error(`FDS_NOW is not an ISO-8601 timestamp: ${pinned}`);
  return fixedClock(at);
}
