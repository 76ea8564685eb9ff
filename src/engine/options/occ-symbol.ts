/**
 * The shape of an OCC option symbol as accepted on input, for the options routes' `symbol` and portfolio
 * bodies' `optionContract` alike: root (1 to 6 letters or digits), expiration yymmdd, C or P, strike in
 * thousandths over 8 digits. The padded OCC form (`AAPL  261218C00150000`) and lower case are accepted.
 * Only the shape: whether the contract exists and may be held is `./contract-rules.ts`, and its terms
 * are never read from the symbol. Kept apart so the operation registry loads no engine code.
 */
import { z } from 'zod';

const OCC_SYMBOL = /^[A-Z0-9]{1,6}\d{6}[CP]\d{8}$/;

/** An OCC option symbol: trimmed, spaces removed, upper-cased, shape-checked. */
export const occSymbolSchema = () =>
  z
    .string({ message: 'must be a string' })
    .transform((text) => text.trim().toUpperCase().replaceAll(' ', ''))
    .refine((text) => OCC_SYMBOL.test(text), { message: 'must be an OCC option symbol such as AAPL261218C00150000' });
