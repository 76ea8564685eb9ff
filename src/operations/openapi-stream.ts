/**
 * `/v1/stream` in the OpenAPI document. OpenAPI has no WebSocket object, so the stream is described the
 * way generated clients can use it: a GET whose 101 answer opens the socket (with every refusal of the
 * handshake as an ordinary error response), and the messages of each direction as component schemas,
 * named from the operation by the `x-websocket` extension (`clientMessages`, `serverFrames`). The schemas come from the protocol's own zod
 * schemas, the same ones the server and every client parse with.
 */
import type { z } from 'zod';
import { ClientMessageSchema, ErrorFrameSchema, MAX_HELD_TICKERS, MAX_TICKERS_PER_MESSAGE, QuoteFrameSchema, STREAM_PATH } from '../quotes/protocol';

type JsonSchema = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The stream's path, its path item, and the component schemas it refers to (converted by `convert`). */
export function streamPath(convert: (schema: z.ZodType, io: 'input' | 'output') => JsonSchema): { path: string; item: Record<string, unknown>; schemas: Record<string, JsonSchema> } {
  const schemas: Record<string, JsonSchema> = {
    StreamClientMessage: {
      // What the server accepts (extra fields are ignored), not what it would produce.
      ...convert(ClientMessageSchema, 'input'),
      description: `What a client sends, as a JSON text message: subscribe to or unsubscribe from up to ${MAX_TICKERS_PER_MESSAGE} tickers.`,
    },
    StreamQuoteFrame: {
      ...convert(QuoteFrameSchema, 'output'),
      description: 'A Quote (the body of GET /v1/stocks/{ticker}/quote) with `type` `quote`: the replay on subscribe, then one per tick; evaluated when delivered.',
    },
    StreamErrorFrame: {
      ...convert(ErrorFrameSchema, 'output'),
      description: 'A problem with one message (no `ticker`) or one ticker (`ticker` as sent). It never closes the connection.',
    },
    StreamServerFrame: {
      description: 'What the server sends, as a JSON text message, told apart by `type`.',
      oneOf: [ref('StreamQuoteFrame'), ref('StreamErrorFrame')],
      discriminator: { propertyName: 'type', mapping: { quote: '#/components/schemas/StreamQuoteFrame', error: '#/components/schemas/StreamErrorFrame' } },
    },
  };
  const item = {
    get: {
      operationId: 'stream.connect',
      summary: 'Live quote stream (WebSocket).',
      description:
        'Open with a WebSocket client (ws:// or wss://, same host and port). The handshake is authenticated like any request '
        + '(`Authorization: Bearer` or the `api_key` query parameter), needs a paid plan and counts one request against the '
        + 'daily quota; frames are free. Then send `StreamClientMessage`s and receive `StreamServerFrame`s (see `x-websocket`). '
        + `At most ${MAX_HELD_TICKERS} tickers are held at once: a ticker beyond that, a non-US listing (quotes cover US `
        + 'listings only) or an unknown ticker is refused with an error frame naming it and holds no slot. A plain GET without '
        + 'the upgrade answers 426.',
      tags: ['stream'],
      parameters: [
        {
          name: 'api_key',
          in: 'query',
          required: false,
          description: 'The API key, for clients that cannot set the Authorization header on a WebSocket handshake.',
          schema: { type: 'string' },
        },
        { name: 'Upgrade', in: 'header', required: true, description: 'The WebSocket handshake.', schema: { type: 'string', const: 'websocket' } },
      ],
      responses: {
        '101': {
          description: 'Switching Protocols: the WebSocket is open.',
          headers: { Upgrade: { description: 'The protocol switched to.', schema: { type: 'string', const: 'websocket' } } },
        },
        '400': { $ref: '#/components/responses/Error400' },
        '401': { $ref: '#/components/responses/Error401' },
        '403': { $ref: '#/components/responses/Error403' },
        '426': { $ref: '#/components/responses/Error426' },
        '429': { $ref: '#/components/responses/Error429' },
      },
      'x-websocket': {
        clientMessages: ref('StreamClientMessage'),
        serverFrames: ref('StreamServerFrame'),
        maxHeldTickers: MAX_HELD_TICKERS,
        maxTickersPerMessage: MAX_TICKERS_PER_MESSAGE,
      },
    },
  };
  return { path: STREAM_PATH, item, schemas };
}
