/**
 * How a refusal of a web-feed file words a problem: a JSON file has no lines worth naming, so each problem
 * is placed by its path (`feed.accessMode`, `runs[3].state`) and shows the JSON value as written, quotes
 * included, so `"true"` (a string) and `true` (a boolean) read differently.
 */
import type { FileIssue } from '../problems';

/** Characters of a JSON value shown before it is cut, like a CSV value in other refusals. */
const SHOWN_CHARACTERS = 40;

/** The problem of the value `json` (its JSON text as written, null when the field is absent) at `at`. */
export function jsonIssue(at: string, json: string | null, problem: string): FileIssue {
  if (json === null) return { line: null, at, column: null, problem: `is missing; it ${problem}` };
  const shown = json.length > SHOWN_CHARACTERS ? `${json.slice(0, SHOWN_CHARACTERS)}…` : json;
  return { line: null, at, column: null, problem: `${shown} ${problem}` };
}
