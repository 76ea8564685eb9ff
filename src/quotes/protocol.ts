/**
 * The `/v1/stream` wire protocol, shared by the server (src/http/stream.ts) and every client of it
 * (src/quotes/stream-client.ts, the upstream feed, the board's remote mode). Both directions are zod
 * discriminated unions, so a message either parses into one known case or is refused whole.
 */
import { z } from 'zod';

/** Tickers a connection may hold at once. */
export const MAX_HELD_TICKERS = 5;
/** Tickers one subscribe or unsubscribe message may name. */
export const MAX_TICKERS_PER_MESSAGE = 100;
/** Path of the stream on a server. */
export const STREAM_PATH = '/v1/stream';

const tickerList = z.array(z.string()).max(MAX_TICKERS_PER_MESSAGE, `at most ${MAX_TICKERS_PER_MESSAGE} tickers per message`);

/** What a client sends: `{action: 'subscribe' | 'unsubscribe', tickers: [...]}`. */
export const ClientMessageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('subscribe'), tickers: tickerList }),
  z.object({ action: z.literal('unsubscribe'), tickers: tickerList }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

/** A Quote (spec "Quote") as a stream frame: the Quote fields plus `type: 'quote'`. */
export const QuoteFrameSchema = z.object({
  type: z.literal('quote'),
  ticker: z.string(),
  price: z.number(),
  bidPrice: z.number().nullable(),
  askPrice: z.number().nullable(),
  asOf: z.string(),
  sessionDate: z.string(),
  expectedSessionDate: z.string(),
  stale: z.boolean(),
  ageSeconds: z.number().int(),
  source: z.enum(['WebSocket', 'Rest']),
  delayed: z.boolean(),
});
export type QuoteFrame = z.infer<typeof QuoteFrameSchema>;

/** A problem with one message or one ticker; it never closes the connection. */
export const ErrorFrameSchema = z.object({
  type: z.literal('error'),
  ticker: z.string().optional(),
  message: z.string(),
});
export type ErrorFrame = z.infer<typeof ErrorFrameSchema>;

/** What the server sends. */
export const ServerFrameSchema = z.discriminatedUnion('type', [QuoteFrameSchema, ErrorFrameSchema]);
export type ServerFrame = z.infer<typeof ServerFrameSchema>;

/**
 * Parses one text message from the wire with `schema`; returns the message or the reason it was refused
 * (bad JSON or the first schema issue, with its path).
 */
export function parseMessage<T>(schema: z.ZodType<T>, text: string): { ok: true; value: T } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not valid JSON' };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0]!;
  const where = issue.path.length > 0 ? `'${issue.path.join('.')}': ` : '';
  return { ok: false, reason: `${where}${issue.message}` };
}

/** The text of a WebSocket message as `ws` delivers it (one buffer, fragments, or an ArrayBuffer). */
export function messageText(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}
