/**
 * The one error type that crosses rooms. Engines throw it; each edge (HTTP, CLI, stream) maps it once:
 * to a status + envelope, an exit code, or an error frame.
 */
export type ErrorCode =
  | 'invalid_parameter'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'upgrade_required'
  | 'rate_limited'
  | 'service_unavailable'
  | 'internal_error';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** Extra response headers the edge should send (e.g. `Retry-After`). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ErrorEnvelope {
  error: { code: ErrorCode; message: string; status: number };
}

export const invalidParameter = (message: string): ApiError => new ApiError(400, 'invalid_parameter', message);
export const notFound = (message: string): ApiError => new ApiError(404, 'not_found', message);
export const forbidden = (message: string): ApiError => new ApiError(403, 'forbidden', message);
export const unauthorized = (message: string): ApiError => new ApiError(401, 'unauthorized', message);
export const serviceUnavailable = (message: string): ApiError => new ApiError(503, 'service_unavailable', message);

/** Anything that is not an ApiError becomes a 500 without internals in the message. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(500, 'internal_error', 'The server hit an unexpected condition; the request was not completed.');
}

export function errorEnvelope(error: ApiError): ErrorEnvelope {
  return { error: { code: error.code, message: error.message, status: error.status } };
}

/** Exit codes of the CLI, documented in man/fds.1. */
export const exitCodeFor: Readonly<Record<ErrorCode, number>> = {
  invalid_parameter: 2,
  method_not_allowed: 2,
  payload_too_large: 2,
  upgrade_required: 2,
  not_found: 3,
  unauthorized: 4,
  forbidden: 4,
  rate_limited: 5,
  service_unavailable: 6,
  internal_error: 1,
};

/** The inverse direction: a status from a remote server back to a code when the body is not an envelope. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400: return 'invalid_parameter';
    case 401: return 'unauthorized';
    case 403: return 'forbidden';
    case 404: return 'not_found';
    case 405: return 'method_not_allowed';
    case 413: return 'payload_too_large';
    case 429: return 'rate_limited';
    case 503: return 'service_unavailable';
    default: return 'internal_error';
  }
}
