/** Reading a put/call product name from the wire: any letter case, answered in the API's spelling. */
import { PUT_CALL_TYPES, type PutCallType } from './schemas';

const byLowerCase = new Map<string, PutCallType>(PUT_CALL_TYPES.map((type) => [type.toLowerCase(), type]));

/** The product named by `text` (`equity`, `EQUITY` and `Equity` alike), or null when it names none. */
export function putCallTypeOf(text: string): PutCallType | null {
  return byLowerCase.get(text.trim().toLowerCase()) ?? null;
}
