/**
 * The parts of a stated share: percentages with their floor wording, the basis noun that follows "of",
 * and the period as written. Each returns null (or an empty list) when the wording is not one it knows,
 * so the caller skips the sentence rather than guess.
 */
import type { ShareBasis } from './statement';

/** A percentage with what may qualify it: "approximately 15%", "more than 10%", "10% or more". */
export const PERCENT = String.raw`(?:(?:approximately|about|roughly|nearly|almost|more than|over|greater than|in excess of|at least|an aggregate of)\s+)?\d{1,3}(?:\.\d+)?\s?(?:%|percent\b)(?:\s+or\s+(?:more|greater|higher))?`;
/** One or more percentages in a row: "54.6%, 18.3 % and 5.8%". */
export const PERCENT_LIST = String.raw`${PERCENT}(?:\s*(?:,\s*(?:and\s+)?|and\s+)${PERCENT})*`;

export interface ReadPercent {
  percent: number;
  floor: boolean;
}

/** Each percentage in a PERCENT_LIST match, with its floor flag. "Less than"/"up to" never match: a ceiling is not a share. */
export function readPercents(text: string): ReadPercent[] {
  return [...text.matchAll(new RegExp(PERCENT, 'gi'))].map(([whole]) => ({
    percent: Number(/\d{1,3}(?:\.\d+)?/.exec(whole)![0]),
    floor: /^(?:more than|over|greater than|in excess of|at least)\b/i.test(whole) || /or\s+(?:more|greater|higher)$/i.test(whole),
  }));
}

/**
 * The basis the words after "of" name: revenue (revenue, sales, net sales, net product sales) or
 * receivables; null for anything else (assets, workforce, purchases, backlog), which is not a share of
 * business with a customer.
 */
export function readBasis(phrase: string): ShareBasis | null {
  const words = phrase.toLowerCase();
  if (/\b(?:receivables?|accounts receivable)\b/.test(words)) return 'Receivables';
  if (/\b(?:purchases|cost|costs|expenses|inventory|assets|backlog|employees|workforce|shares|stock|capacity|production|volume|units|shipments)\b/.test(words)) return null;
  if (/^(?:(?:our|its|the company[\u2019']s|the company|total|consolidated|net|gross|aggregate|annual|worldwide|product|segment|company)\s+)*(?:net\s+)?(?:revenues?|sales|net sales|product sales|product revenues?|operating revenues?)\b/.test(words)) return 'Revenue';
  return null;
}

const MONTH = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December)`;
const DATE = String.raw`${MONTH}\s+\d{1,2},\s+\d{4}`;
const YEAR = String.raw`(?:19|20)\d{2}`;
/** Periods as filings write them, longest forms first. */
const PERIOD = new RegExp(
  [
    String.raw`(?:the\s+)?(?:fiscal\s+)?(?:years?|quarters?|(?:three|six|nine|twelve)\s+months|periods?)\s+ended\s+${DATE}(?:(?:,\s*|\s+)and\s+(?:${DATE}|${YEAR}\b))*`,
    String.raw`(?:the\s+)?fiscal\s+(?:years?\s+)?${YEAR}(?:(?:,\s*(?:and\s+)?|\s+and\s+)(?:fiscal\s+)?${YEAR})*`,
    String.raw`${DATE}(?:(?:,\s*|\s+)and\s+(?:${DATE}|${YEAR}\b))*`,
    String.raw`(?<![\d,.$])${YEAR}(?:(?:,\s*(?:and\s+)?|\s+and\s+)${YEAR})*(?![\d%])`,
  ].join('|'),
  'i',
);

/** `text` without a leading period clause ("As of September 30, 2023 and December 31, 2022, "). */
export function stripLeadingPeriod(text: string): string {
  const lead = new RegExp(String.raw`^(?:in|during|for|as\s+of|at)\s+(?:each\s+of\s+)?(?:${PERIOD.source}),\s*`, 'i').exec(text);
  return lead === null ? text : text.slice(lead[0].length);
}

/** The first period the sentence states, as written, or null. */
export function readPeriod(sentence: string): string | null {
  return PERIOD.exec(sentence)?.[0] ?? null;
}

/** The single periods of a listed period ("September 30, 2023 and December 31, 2022" → two), for "respectively". */
export function splitPeriod(period: string): string[] {
  if (new RegExp(MONTH).test(period)) {
    const prefix = /^(.*?\bended\s+)/i.exec(period)?.[1] ?? '';
    return period.slice(prefix.length).split(/(?:,\s*|\s+)and\s+|,\s+(?=[A-Z])/).map((part, i) => (i === 0 ? prefix + part : part));
  }
  const prefix = /^(?:the\s+)?fiscal\s+(?:years?\s+)?/i.exec(period)?.[0] ?? '';
  const parts = period.slice(prefix.length).split(/,\s*(?:and\s+)?|\s+and\s+/);
  // "fiscal 2024 and 2023" reads as "fiscal 2024" and "fiscal 2023".
  return parts.map((part) => (prefix !== '' && /^\d/.test(part) ? `fiscal ${part}` : part));
}
