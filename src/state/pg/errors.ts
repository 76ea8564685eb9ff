/**
 * What a failure of the state store says to its operator: which store (its URL masked) and what
 * PostgreSQL or the network answered, as a 503 `service_unavailable` (exit 6): the store is there to be
 * fixed, the command was right. The password never appears, even where a message would repeat it.
 */
import { ApiError, serviceUnavailable } from '../../core/errors';
import { maskUrl, SECRET_PARAMETERS } from './url';

/** Network failures of connecting: nothing answered at that address, or not in time. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);

/** The passwords in `url`, as written and decoded, so a message that repeats one can have it removed. */
function passwordsOf(url: string): string[] {
  try {
    const parsed = new URL(url);
    const found = [parsed.password, ...SECRET_PARAMETERS.map((name) => parsed.searchParams.get(name) ?? '')];
    return [...new Set(found.flatMap((p) => [p, safeDecode(p)]))].filter((p) => p.length > 0);
  } catch {
    return [];
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `error` from using the state store at `url`, as the ApiError the command line and server report. */
export function stateStoreError(url: string, error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  let message = error instanceof Error ? error.message : String(error);
  for (const password of passwordsOf(url)) message = message.replaceAll(password, '****');
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  const store = maskUrl(url);
  if (typeof code === 'string' && UNREACHABLE.has(code)) return serviceUnavailable(`Cannot reach the state store ${store}: ${message}.`);
  return serviceUnavailable(`The state store ${store} failed: ${message.replace(/\.$/, '')}.`);
}
