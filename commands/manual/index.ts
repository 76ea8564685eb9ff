/** Family sections of the manual, by the top-level command whose page carries them. */
import { cftcSections } from './cftc';
import { fredSections } from './fred';
import { marketGaugesSections } from './market-gauges';
import { optionsSections } from './options';
import { pricesTechnicalsSections } from './prices-technicals';
import type { Section } from './roff';

export const FAMILY_SECTIONS: Readonly<Record<string, readonly Section[]>> = {
  options: optionsSections,
  prices: pricesTechnicalsSections,
  market: marketGaugesSections,
  fred: fredSections,
  cftc: cftcSections,
};
