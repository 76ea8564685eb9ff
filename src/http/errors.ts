/**
 * The one place the HTTP face turns a failure into a response: every error, including the framework's
 * own (bad JSON, body too large, bad URL encoding) and unknown paths, leaves as the envelope
 * `{error: {code, message, status}}`. Unexpected errors become 500 `internal_error`; their details go to
 * the log, never to the client.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorEnvelope, invalidParameter, notFound, toApiError } from '../core/errors';

/** Framework failures that are the client's fault, by fastify error code. */
function frameworkError(error: FastifyError, bodyLimit: number): ApiError | undefined {
  if (typeof error.code !== 'string' || !error.code.startsWith('FST_')) return undefined;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'payload_too_large', `The request body is larger than the limit of ${bodyLimit} bytes.`);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return invalidParameter('The request body is not valid JSON.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return invalidParameter('The request body has an unsupported Content-Type; send JSON (application/json) or no body.');
    case 'FST_ERR_BAD_URL':
      return invalidParameter('The request path is not valid percent-encoding.');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return invalidParameter('A path parameter is too long.');
    default:
      return typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? invalidParameter(`The request could not be read: ${error.message}`)
        : undefined;
  }
}

/** Maps any thrown value to the ApiError the client sees; reports unexpected ones through `log`. */
export function apiErrorOf(error: unknown, bodyLimit: number, log: (line: string) => void, where: string): ApiError {
  if (error instanceof ApiError) return error;
  const known = error instanceof Error ? frameworkError(error as FastifyError, bodyLimit) : undefined;
  if (known) return known;
  log(`error in ${where}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return toApiError(error);
}

/** Sends the envelope for `error`, with any headers it carries. */
export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(error.status).type('application/json; charset=utf-8').send(JSON.stringify(errorEnvelope(error)));
}

/** The path of a request without its query string (which may carry secrets). */
export const pathOf = (request: FastifyRequest): string => {
  const q = request.url.indexOf('?');
  return q === -1 ? request.url : request.url.slice(0, q);
};

const MAX_ECHOED_PATH = 200;

/** The request path as echoed in messages: without the query, cut short when very long. */
export function shownPath(request: FastifyRequest): string {
  const path = pathOf(request);
  return path.length > MAX_ECHOED_PATH ? `${path.slice(0, MAX_ECHOED_PATH)}…` : path;
}

/** 404 for a path no operation serves. */
export const noRoute = (request: FastifyRequest): ApiError => notFound(`No route ${request.method} ${shownPath(request)}.`);
