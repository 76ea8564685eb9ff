/** Prose of the manual about `fds fx`: what an official rate is, where it comes from, how it is crossed. */
import { BASE_CURRENCY, MAX_RATE_AGE_DAYS } from '../../src/engine/fx/rates';
import { FX_RATES_DEFAULT_DAYS, FX_RATES_DEFAULT_LIMIT, FX_RATES_MAX_LIMIT } from '../../src/engine/fx/schemas';
import { para, terms, type Section } from './roff';

export const fxSections: readonly Section[] = [
  {
    title: 'WHAT A RATE IS',
    body: para(
      'The official rates are the euro foreign exchange reference rates of the European Central Bank: once per TARGET '
        + 'business day (every weekday except 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December) the ECB '
        + 'publishes how many units of each quoted currency one euro buys. The store keeps them as published, one row per '
        + `day and currency; ${BASE_CURRENCY} itself is the base, 1 by definition, and is never stored.`,
      'A row of fds fx rates (GET /v1/fx/rates) says how many units of --to one unit of --from buys on one publication '
        + `day. With --from ${BASE_CURRENCY} (the default) it is the ECB rate exactly as published. Between two other `
        + 'currencies it is crossed through the euro on that same day, the per-euro rate of --to divided by that of --from, '
        + 'shown to 10 decimals: the same rate, computed the same way, that converts portfolio values (there the latest day '
        + `at most ${MAX_RATE_AGE_DAYS} days old is used; here every day is listed as it is).`,
    ),
  },
  {
    title: 'DAYS, CURRENCIES AND PAGES',
    body: terms([
      ['publication days', 'Only days the ECB published have rows; a weekend or a TARGET holiday has none, and no rate is '
        + 'carried over from another day. A day on which the ECB did not quote --from or a --to currency (a currency it '
        + 'stopped or started quoting) has no row for it.'],
      ['--from, --to', `Three-letter ISO codes in any letter case; --to takes several, comma-separated (USD,GBP,JPY). --from `
        + `defaults to ${BASE_CURRENCY}, --to to every currency the store has rates for, and ${BASE_CURRENCY}, except --from. `
        + 'A code that is not three letters is refused (400 invalid_parameter, exit 2); so is a well-formed code the store has '
        + 'no rates for, and the message lists the currencies it has.'],
      ['window', `--start-date and --end-date bound the publication days, both included. Without them the window is the last `
        + `${FX_RATES_DEFAULT_DAYS} days ending today (New York date); --end-date alone starts it ${FX_RATES_DEFAULT_DAYS} days `
        + 'before that date, --start-date alone runs it to today. A start after the end is refused.'],
      ['order and paging', `Newest day first, then by --to. --limit defaults to ${FX_RATES_DEFAULT_LIMIT}, at most `
        + `${FX_RATES_MAX_LIMIT}; --offset skips rows; meta.total counts every row of the window and meta.hasMore says more follow.`],
    ]),
  },
  {
    title: 'WHERE THE RATES COME FROM',
    body: para(
      'A new store holds synthetic ECB-style sample rates for the reporting currencies (USD, GBP, CHF, DKK, NOK, SEK, CNY, '
        + 'HKD, against EUR), marked as sample data. Real rates replace them currency by currency with fds ingest fx-rates '
        + 'and the ECB\'s own files: the history eurofxref-hist.csv or the daily eurofxref.csv (see fds-ingest(1)).',
    ),
  },
];
