/**
 * `/v1/stream` reached without a WebSocket upgrade. The stream exists, so a plain request is not a 404:
 * a `GET` answers 426 `upgrade_required` with `Upgrade: websocket` (what a client must do instead), and
 * any other method 405 with `Allow: GET`. Neither is authenticated nor counted: nothing is served.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../core/errors';
import { STREAM_PATH } from '../quotes/protocol';
import { ALL_METHODS, methodNotAllowed } from './routes';

export function answerPlainStreamRequests(app: FastifyInstance): void {
  app.route({
    method: 'GET',
    url: STREAM_PATH,
    handler: () =>
      Promise.reject(
        new ApiError(
          426,
          'upgrade_required',
          `${STREAM_PATH} is a WebSocket endpoint: connect with a WebSocket client (ws:// or wss://), which sends the `
            + 'Upgrade: websocket handshake.',
          { upgrade: 'websocket', connection: 'Upgrade' },
        ),
      ),
  });
  app.route({ method: ALL_METHODS.filter((method) => method !== 'GET'), url: STREAM_PATH, handler: methodNotAllowed(['GET']) });
}
