/**
 * Who owns the feeds a caller may read, and the one answer for a feed the caller may not see: the same
 * status, code and message whether it belongs to another account or does not exist.
 */
import { forbidden, notFound, type ApiError } from '../../core/errors';
import type { Caller } from '../context';

export const FEED_LIST_PATH = '/v1/web-data-feeds';

/**
 * The account whose feeds `caller` reads. An organization key owns nothing, feeds included, so it is
 * refused outright (403) rather than shown an always-empty list.
 */
export function feedOwner(caller: Caller): string {
  if (caller.kind === 'organization') {
    throw forbidden(
      `Web data feeds belong to accounts and an organization key owns none: call ${FEED_LIST_PATH} with the API key of a Pro account.`,
    );
  }
  return caller.id;
}

/** 404 for a feed that is not the caller's: another account's and a nonexistent one read the same. */
export const feedNotFound = (id: string): ApiError => {
  // The id is echoed shortened so a huge one cannot flood the message.
  const shown = id.length > 64 ? `${id.slice(0, 64)}…` : id;
  return notFound(`No web data feed '${shown}' among this account's feeds; GET ${FEED_LIST_PATH} lists them.`);
};
