import { describe, expect, it } from 'vitest';
import {
  decimalOrNull, divideOrNull, majorUnits, minorUnits, moneyNumber, percentNumber, percentOf, rateNumber, roundMoney,
  splitEvenly, sum, toDecimal, toJsonNumber,
} from '../../../src/engine/money';

const d = toDecimal;
const text = (values: { toFixed(dp: number): string }[], dp = 2): string[] => values.map((v) => v.toFixed(dp));

describe('money: one exact decimal representation', () => {
  it('adds 0.1 and 0.2 to exactly 0.3 (a binary float gives 0.30000000000000004)', () => {
    expect(d(0.1).plus(d(0.2)).eq(d('0.3'))).toBe(true);
    expect(sum([d('0.1'), d('0.2')]).toString()).toBe('0.3');
  });

  it('three thirds of 100.00 round back to 100.00 to the cent', () => {
    const third = d(100).div(3);
    expect(third.toFixed(6)).toBe('33.333333');
    expect(moneyNumber(third.times(3), 'USD')).toBe(100);
    expect(moneyNumber(third, 'USD')).toBe(33.33);
  });

  it('a 3-way split of 100.00 gives 33.34, 33.33, 33.33 that add up exactly to 100.00', () => {
    const parts = splitEvenly(d('100.00'), 3, 'USD');
    expect(text(parts)).toEqual(['33.34', '33.33', '33.33']);
    expect(sum(parts).toFixed(2)).toBe('100.00');
    expect(text(splitEvenly(d('-0.05'), 3, 'EUR'))).toEqual(['-0.02', '-0.02', '-0.01']);
    expect(text(splitEvenly(d(1000), 3, 'JPY'), 0)).toEqual(['334', '333', '333']);
  });

  it('totals are summed exact and rounded once: 3 × 0.333 is 1.00, not 3 × 0.33', () => {
    const lots = [d('0.333'), d('0.333'), d('0.334')];
    expect(moneyNumber(sum(lots), 'USD')).toBe(1);
    expect(lots.map((l) => moneyNumber(l, 'USD'))).toEqual([0.33, 0.33, 0.33]);
  });

  it('quantity × price stays exact over many digits (12 decimals of a DECIMAL(38,12) column)', () => {
    const value = d('123456.123456789012').times(d('0.000000000001'));
    expect(value.toString()).toBe('1.23456123456789012e-7');
    expect(d('1234567.89').times(d('1.1')).toString()).toBe('1358024.679');
  });
});

describe('money: reading values', () => {
  it('reads decimal text, JS numbers and bigints; rejects NaN, Infinity, empty text and words', () => {
    expect(decimalOrNull('  12.50 ')?.toString()).toBe('12.5');
    expect(decimalOrNull('+3')?.toString()).toBe('3');
    expect(decimalOrNull('.5')?.toString()).toBe('0.5');
    expect(decimalOrNull('1e3')?.toString()).toBe('1000');
    expect(decimalOrNull(1.1)?.toString()).toBe('1.1');
    expect(decimalOrNull(10n)?.toString()).toBe('10');
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '', 'NaN', 'Infinity', 'N/A', '0x10', '1,5', null, undefined, {}]) {
      expect(decimalOrNull(bad)).toBeNull();
    }
    expect(() => toDecimal('N/A')).toThrow(/Not a finite decimal/);
  });
});

describe('money: rounding to output', () => {
  it('money rounds half-up to the minor unit of its currency: 2 for the nine reporting currencies, 0 for JPY, 3 for KWD', () => {
    for (const c of ['USD', 'EUR', 'GBP', 'CHF', 'DKK', 'NOK', 'SEK', 'CNY', 'HKD']) expect(minorUnits(c)).toBe(2);
    expect(moneyNumber(d('0.125'), 'USD')).toBe(0.13);
    expect(moneyNumber(d('-0.125'), 'USD')).toBe(-0.13);
    expect(moneyNumber(d('0.124999'), 'USD')).toBe(0.12);
    expect(moneyNumber(d('1234.5'), 'JPY')).toBe(1235);
    expect(moneyNumber(d('1.2345'), 'KWD')).toBe(1.235);
    expect(roundMoney(d('2.675'), 'GBP').toString()).toBe('2.68');
  });

  it('a rounded zero is 0, never -0', () => {
    expect(Object.is(moneyNumber(d('-0.001'), 'USD'), 0)).toBe(true);
    expect(Object.is(toJsonNumber(d('-0.4'), 0), 0)).toBe(true);
  });

  it('percentages have 2 decimals; a percentage of a zero cost is null, not 0', () => {
    expect(percentNumber(d('0.123456'))).toBe(12.35);
    expect(percentOf(d(1), d(3))).toBe(33.33);
    expect(percentOf(d(-50), d(200))).toBe(-25);
    expect(percentOf(d(-50), d(-200))).toBe(-25);
    expect(percentOf(d(5), d(0))).toBeNull();
    expect(divideOrNull(d(5), d(0))).toBeNull();
  });

  it('rates are given unchanged; a computed cross rate is cut to 10 decimals', () => {
    expect(rateNumber(d('1.0876'))).toBe(1.0876);
    expect(rateNumber(d('0.86035').div(d('1.1234')))).toBe(0.7658447570);
  });

  it('a large amount keeps its cents through the JSON number', () => {
    expect(moneyNumber(d('987654321.005'), 'USD')).toBe(987654321.01);
    expect(JSON.stringify(moneyNumber(d('123456789012.34'), 'USD'))).toBe('123456789012.34');
  });
});

describe('money: minor-unit listing currencies', () => {
  it('GBX pence become GBP pounds ÷ 100, ZAC cents ZAR, ILA agorot ILS; others unchanged', () => {
    const pence = majorUnits(d('1234.5'), 'GBX');
    expect(pence.currency).toBe('GBP');
    expect(pence.amount.toString()).toBe('12.345');
    expect(majorUnits(d(250), 'GBp').currency).toBe('GBP');
    expect(majorUnits(d(7), 'ZAC')).toMatchObject({ currency: 'ZAR' });
    expect(majorUnits(d(7), 'ZAC').amount.toString()).toBe('0.07');
    expect(majorUnits(d(199), 'ILA').amount.toString()).toBe('1.99');
    expect(majorUnits(d(199), 'ILA').currency).toBe('ILS');
    expect(majorUnits(d(199), 'GBP')).toEqual({ amount: d(199), currency: 'GBP' });
  });
});
