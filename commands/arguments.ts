/** Argument parsers for flags that are not operation parameters; a bad value is a usage error (exit 2). */
import { InvalidArgumentError } from 'commander';
import { isIsoDate } from '../src/core/dates';

export function isoDateArgument(value: string): string {
  if (!isIsoDate(value)) throw new InvalidArgumentError('must be a calendar date in yyyy-MM-dd form.');
  return value;
}

export function portArgument(value: string): number {
  const port = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(port) || port > 65_535) throw new InvalidArgumentError('must be a port number from 0 to 65535 (0 picks a free port).');
  return port;
}

export function quotaArgument(value: string): number {
  const quota = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(quota) || quota < 1) throw new InvalidArgumentError('must be a whole number of requests per day, at least 1.');
  return quota;
}

/** The http:// or https:// URL of an fds server. */
export function httpUrlArgument(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError('must be the http:// or https:// URL of an fds server.');
  }
  if (!['http:', 'https:'].includes(url.protocol)) throw new InvalidArgumentError('must be an http:// or https:// URL.');
  return value;
}
