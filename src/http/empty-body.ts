/**
 * An empty body is no body. Clients routinely send `Content-Type: application/json` (or another type) on a
 * DELETE or GET that carries nothing; fastify would parse the empty text and refuse it ("empty JSON body",
 * "unsupported Content-Type"). Here a request whose body is empty reaches its operation exactly like one
 * that sent no body, whatever its method and Content-Type. A non-empty body is still parsed and checked.
 */
import type { FastifyInstance } from 'fastify';

/**
 * True when the headers promise an empty body: no chunked transfer, and `Content-Length: 0` or none at all
 * (a request without either carries no body; clients send an empty DELETE that way).
 */
function declaresEmptyBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] === undefined && (length === undefined || length === '0');
}

/** Makes `app` treat an empty request body as an absent one (see the module comment). */
export function acceptEmptyBodies(app: FastifyInstance): void {
  // With no Content-Type, fastify skips parsing for a zero-length body: dropping the header on a body
  // declared empty sends every such request down that same path, whatever type it named.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (request.headers['content-type'] !== undefined && declaresEmptyBody(request.headers)) delete request.headers['content-type'];
    done(null, payload);
  });
  // A chunked body that turns out empty has no length up front: the JSON parser itself reads '' as no body.
  // Everything else goes to fastify's own parser, which keeps its prototype-poisoning protection.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    // Typed as possibly async; fastify's parser answers through `done` either way.
    void parseJson(request, text, done);
  });
}
