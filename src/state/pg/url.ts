/**
 * The PostgreSQL URL of a state store: where it comes from (`--state`, else `FDS_STATE_URL`), whether it
 * is one, and how it is shown. A URL may carry a password, so it is only ever shown masked.
 */
import { invalidParameter } from '../../core/errors';

export const STATE_URL_ENV = 'FDS_STATE_URL';

const SCHEMES = new Set(['postgres:', 'postgresql:']);
/** Query parameters pg reads a password from. */
export const SECRET_PARAMETERS: readonly string[] = ['password', 'sslpassword'];
const MASK = '****';

/** The URL given by the flag, else by the environment; undefined when neither names one. */
export function stateUrlOf(flag: string | undefined, env: NodeJS.ProcessEnv): string | undefined {
  const url = flag ?? env[STATE_URL_ENV];
  return url === undefined || url.trim() === '' ? undefined : url.trim();
}

/** What is shown for text that is not a URL: none of it (a password may hold any character). */
const NOT_A_URL = '(not a URL)';

function parsed(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/**
 * `url` with every password replaced by `****`: the one in the user part and any `password` query
 * parameter. Text that is not a URL cannot be masked reliably, so none of it is shown.
 */
export function maskUrl(text: string): string {
  const url = parsed(text);
  if (url === undefined) return NOT_A_URL;
  if (url.password !== '') url.password = MASK;
  for (const name of SECRET_PARAMETERS) if (url.searchParams.has(name)) url.searchParams.set(name, MASK);
  return url.toString();
}

/**
 * Where the URL points, for a start line or a health answer: `HOST:PORT/DATABASE`, port 5432 when the URL
 * names none, and `(default)` for a URL without a database (PostgreSQL then takes the user's name, which
 * is not shown). Never a user, a password or a query parameter.
 */
export function describeUrl(text: string): string {
  const url = parsed(text);
  if (url === undefined) return NOT_A_URL;
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  return `${url.hostname || 'localhost'}:${url.port || '5432'}/${database === '' ? '(default)' : database}`;
}

const FORM = 'a PostgreSQL URL looks like postgres://USER:PASSWORD@HOST:5432/DATABASE (postgresql:// works too)';

/**
 * Checks that `text` is a PostgreSQL URL (`postgres://USER:PASSWORD@HOST:PORT/DATABASE`, or
 * `postgresql://…`) and returns it; a usage error otherwise, showing the URL masked (or not at all).
 */
export function checkStateUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalidParameter(`Invalid state URL: it is not a URL; ${FORM}, with characters such as @ or / in the password percent-encoded.`);
  }
  if (!SCHEMES.has(url.protocol)) throw invalidParameter(`Invalid state URL '${maskUrl(text)}': ${FORM}.`);
  return text;
}
