/**
 * Calls an operation the way every face does (access check, wire-string parsing, engine), and captures
 * the ApiError when it refuses, so tests can assert on status, code and message.
 */
import { expect } from 'vitest';
import { ApiError } from '../../src/core/errors';
import type { EngineContext } from '../../src/engine/context';
import { operationById } from '../../src/operations/index';
import { invoke, type RawQuery } from '../../src/operations/invoke';

/** An upgrade page for contexts that model a deployment with one (plan refusals then link to it). */
export const TEST_UPGRADE_URL = 'https://pricing.example/fds';

/** Invokes operation `id` and returns its result. */
export async function call<T = unknown>(ctx: EngineContext, id: string, path: Record<string, string>, query: RawQuery = {}): Promise<T> {
  return (await invoke(operationById(id), ctx, path, query)) as T;
}

/** Invokes operation `id`, expecting an ApiError; fails the test if the call succeeds. */
export async function callError(ctx: EngineContext, id: string, path: Record<string, string>, query: RawQuery = {}): Promise<ApiError> {
  try {
    await invoke(operationById(id), ctx, path, query);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error(`${id} succeeded where an error was expected`);
}

/** Invokes operation `id` expecting the 400 `invalid_parameter` envelope whose message names `name`; returns the error. */
export async function expectInvalidParameter(ctx: EngineContext, id: string, path: Record<string, string>, query: RawQuery, name: string): Promise<ApiError> {
  const error = await callError(ctx, id, path, query);
  expect({ status: error.status, code: error.code }, JSON.stringify(query)).toEqual({ status: 400, code: 'invalid_parameter' });
  expect(error.message).toContain(`'${name}'`);
  return error;
}
