/**
 * The option resources, field for field as the spec's "Option resources": a contract, the expirations
 * list, a chain and a single contract. The operations publish them and providers exchange them.
 */
import { z } from 'zod';

const money = (what: string) => z.number().nullable().describe(`${what}, USD; null when unknown.`);
const fraction = (what: string) => z.number().nullable().describe(`${what}, a decimal fraction (model output of the snapshot); null when unknown.`);

export const Contract = z.object({
  occTicker: z.string().describe('OCC option symbol of the contract.'),
  contractType: z.enum(['Call', 'Put']).describe('Call or Put, from the reference data (never parsed from the symbol).'),
  exerciseStyle: z.string().describe('Exercise style from the reference data, e.g. American or European.'),
  strikePrice: z.number().describe('Strike price, USD, from the reference data.'),
  expirationDate: z.iso.date().describe('Expiration date (yyyy-MM-dd), from the reference data.'),
  sharesPerContract: z.number().int().describe('Shares delivered per contract, from the reference data (100 unless adjusted).'),
  snapshotDate: z.iso.date().nullable().describe('Session the day bar belongs to; null when unknown. Never inferred from openInterestDate.'),
  dayOpen: money('Day open'),
  dayHigh: money('Day high'),
  dayLow: money('Day low'),
  dayClose: money('Day close'),
  dayVolume: z.number().int().nullable().describe('Contracts traded in the day; null when unknown.'),
  dayVwap: money('Volume-weighted average price of the day'),
  impliedVolatility: fraction('Implied volatility (0.4351 is 43.51%)'),
  openInterest: z.number().int().nullable().describe('Open contracts as of openInterestDate; null when unknown.'),
  openInterestDate: z.iso.date().nullable().describe('Date of openInterest; null when unknown. Never inferred from snapshotDate.'),
  delta: fraction('Delta'),
  gamma: fraction('Gamma'),
  theta: fraction('Theta (price change per calendar day)'),
  vega: fraction('Vega (price change per 0.01 of volatility)'),
  bidPrice: money('Bid'),
  askPrice: money('Ask'),
  delayed: z.boolean().describe('Describes the quote fields only: true for the indicative (Plus) view, false for real time (Pro).'),
  quoteAsOf: z.iso.datetime().nullable().describe('Source time of the bid/ask observation, ISO-8601 UTC; null means unknown and is never replaced by request time.'),
});
export type Contract = z.infer<typeof Contract>;

const tickerField = z.string().describe('The underlying named by the path, canonical (`BRK-B`).');
const companyNameField = z.string().nullable().describe("The listing's own name; null when it has no listing-specific name.");
const truncatedField = z.boolean().describe('True when rows were capped or the snapshot page bound was reached.');
const quotesAvailableField = z.boolean().describe('The deployment can return quote fields; single contracts can still have a null bid or ask.');

export const Expiration = z.object({
  expirationDate: z.iso.date().describe('An upcoming expiration (yyyy-MM-dd).'),
  contractCount: z.number().int().describe('Active contracts expiring that day.'),
});

export const ExpirationsResponse = z.object({
  ticker: tickerField,
  companyName: companyNameField,
  truncated: truncatedField,
  expirations: z.array(Expiration).describe('Upcoming expirations of active contracts, ascending.'),
});
export type ExpirationsResponse = z.infer<typeof ExpirationsResponse>;

export const ChainResponse = z.object({
  ticker: tickerField,
  companyName: companyNameField,
  expiration: z.iso.date().nullable().describe('The expiration shown; null only when the listing has no active contracts.'),
  quotesAvailable: quotesAvailableField,
  returned: z.number().int().describe('Contracts in this response.'),
  total: z.number().int().describe('Contracts of the snapshot matching the filters, before the limit.'),
  truncated: truncatedField,
  contracts: z.array(Contract).describe('Contracts by strike ascending, calls before puts at one strike.'),
});
export type ChainResponse = z.infer<typeof ChainResponse>;

export const SingleContractResponse = z.object({
  ticker: tickerField,
  quotesAvailable: quotesAvailableField,
  contract: Contract,
});
export type SingleContractResponse = z.infer<typeof SingleContractResponse>;
