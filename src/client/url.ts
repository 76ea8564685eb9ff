/** Builds the /v1 URL of an operation call: path template filled in, wire values in the query string. */
import { invalidParameter } from '../core/errors';
import type { RawQuery } from '../operations/invoke';
import { pathParamNames, type AnyOperation } from '../operations/operation';

export function operationUrl(base: string, op: AnyOperation, pathValues: Readonly<Record<string, string>>, query: RawQuery): string {
  let path = op.path;
  for (const name of pathParamNames(op.path)) {
    const value = pathValues[name];
    if (value === undefined) throw invalidParameter(`Missing path parameter '${name}'.`);
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) search.append(key, item);
  }
  const text = search.toString();
  return `${base.replace(/\/+$/, '')}${path}${text === '' ? '' : `?${text}`}`;
}
