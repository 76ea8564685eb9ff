/**
 * Checks a command makes on a successful answer that the answer cannot make itself: `/v1/quotes` omits
 * tickers without a reading ("compare returned against requested"), so the command names them on stderr
 * and fails with the not-found exit code when none of them resolved. The body stays the /v1 body.
 */
import { exitCodeFor } from '../src/core/errors';
import type { CommandResult } from './context';
import type { Planned, ResultCheck } from './planned';

type Call = Extract<Planned, { kind: 'call' }>;
type Outcome = Pick<CommandResult, 'warnings' | 'exitCode'>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tickers asked for, as the operation reads them (upper-cased, `BRK.B` as `BRK-B`, duplicates once). */
function askedTickers(planned: Call, param: string): string[] {
  const parsed = planned.op.params.safeParse({ ...planned.pathValues, ...planned.query });
  const value: unknown = parsed.success && isRecord(parsed.data) ? parsed.data[param] : undefined;
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
}

function tickersResolved(planned: Call, check: ResultCheck, body: unknown): Outcome {
  const asked = askedTickers(planned, check.param);
  const rows = isRecord(body) && Array.isArray(body.data) ? body.data : [];
  const returned = new Set(rows.filter(isRecord).map((row) => row.ticker));
  const missing = asked.filter((ticker) => !returned.has(ticker));
  if (missing.length === 0) return {};
  const which = `${missing.length === 1 ? 'no quote for' : 'no quotes for'} ${missing.join(', ')} (not a known listing, or no reading yet)`;
  if (missing.length < asked.length) return { warnings: [`${which}.`] };
  return { warnings: [`${which}; none of the tickers asked for resolved.`], exitCode: exitCodeFor.not_found };
}

/** What `check` finds in `body`: lines for stderr and an exit code, or nothing when all is well. */
export function checkResult(planned: Call, check: ResultCheck, body: unknown): Outcome {
  switch (check.kind) {
    case 'tickers-resolved':
      return tickersResolved(planned, check, body);
  }
}
