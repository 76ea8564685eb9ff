/**
 * Money, quantities and rates: one decimal representation (big.js, `./decimal.ts`), currency units
 * (`./currencies.ts`) and the one place decimals become rounded JSON numbers (`./output.ts`). Every family
 * that does money math imports from here.
 */
export { decimalOrNull, DIVISION_PLACES, divideOrNull, sum, toDecimal, ZERO, type Decimal } from './decimal';
export {
  isPortfolioCurrency, majorCurrency, majorUnits, minorUnits, PORTFOLIO_CURRENCIES, type Money, type PortfolioCurrency,
} from './currencies';
export {
  moneyNumber, PERCENT_DECIMALS, percentNumber, percentOf, RATE_DECIMALS, rateNumber, roundHalfUp, roundMoney, splitEvenly,
  toJsonNumber,
} from './output';
