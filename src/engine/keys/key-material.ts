/**
 * What an API key looks like and how it is kept: `fds_` followed by 32 base62 characters drawn from the
 * operating system's CSPRNG. Only the sha256 of a key is ever stored, with a short prefix so an operator
 * can recognise a key in a listing without being able to use it.
 */
import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_BODY_LENGTH = 32;
/** `fds_` plus four characters: enough to tell keys apart, far too little to guess one. */
const PREFIX_LENGTH = 8;

export const KEY_PATTERN = /^fds_[0-9A-Za-z]{32}$/;

/** `length` characters of base62, uniformly distributed. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 × 62: bytes at or above it are dropped so every character is equally likely.
      if (byte >= 248) continue;
      out += ALPHABET[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A fresh API key. */
export const generateKey = (): string => `fds_${randomBase62(KEY_BODY_LENGTH)}`;

/** The stored form of a key. */
export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** The part of a key shown in listings. */
export const displayPrefix = (key: string): string => key.slice(0, PREFIX_LENGTH);

/** True when `text` has the shape of a key this service issues (says nothing about whether it exists). */
export const looksLikeKey = (text: string): boolean => KEY_PATTERN.test(text);
