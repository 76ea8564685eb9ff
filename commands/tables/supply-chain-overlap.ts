/**
 * The table of a supply-chain overlap: the counts above, then the listed competitors, the suppliers and
 * the customers as three titled tables (shared rows first, as the answer orders them), and with `--vs` the
 * comparison with that competitor said under them, name by name.
 */
import { count, text, yesNo } from './format';
import type { Row } from './layout';
import { computed, isRecord, textColumn, type RowList, type TableSpec } from './spec';

const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/** What the row shares: a competitor's count, or the competitors a supplier or customer is shared with. */
function shared(row: Row): string {
  if (typeof row.sharedCount === 'number') return count(row.sharedCount);
  const with_ = Array.isArray(row.sharedWith) ? row.sharedWith.map(text) : [];
  return with_.length === 0 ? '' : with_.join(' ');
}

function above(body: Row): string[] {
  const name = typeof body.companyName === 'string' ? ` · ${body.companyName}` : '';
  const lines = [
    `${text(body.ticker)}${name} · ${count(body.competitorCount)} listed competitors (${count(body.unreadCompetitorCount)} not read yet)`,
    `Suppliers ${count(body.supplierCount)} (${count(body.sharedSupplierCount)} shared) · Customers ${count(body.customerCount)} (${count(body.sharedCustomerCount)} shared)`,
  ];
  if (body.locked === true) {
    lines.push(`Companies are not named on this plan, only counts.${typeof body.upgradeUrl === 'string' ? ` Upgrade: ${body.upgradeUrl}` : ''}`);
  }
  return lines;
}

const lists = (body: Row): RowList[] =>
  body.locked === true
    ? []
    : [
        { title: 'Listed competitors', rows: rowsOf(body.competitors) },
        { title: 'Suppliers', rows: rowsOf(body.suppliers) },
        { title: 'Customers', rows: rowsOf(body.customers) },
      ];

const names = (value: unknown): string => {
  const rows = rowsOf(value);
  return rows.length === 0 ? 'none' : rows.map((r) => `${text(r.name)}${typeof r.ticker === 'string' ? ` (${r.ticker})` : ''}`).join(', ');
};

function focusLines(body: Row): string[] {
  const focus = isRecord(body.focus) ? body.focus : null;
  if (focus === null || !isRecord(focus.competitor)) return [];
  const them = text(focus.competitor.ticker);
  const us = text(body.ticker);
  return (['suppliers', 'customers'] as const).map((side) => {
    const f = isRecord(focus[side]) ? focus[side] : {};
    return `Against ${them}, ${side}: both ${count(f.bothCount)} (${names(f.both)}); only ${us} ${count(f.onlyCompanyCount)} (${names(f.onlyCompany)}); only ${them} ${count(f.onlyCompetitorCount)} (${names(f.onlyCompetitor)}).`;
  });
}

export const supplyChainOverlapTable: TableSpec = {
  rows: 'competitors',
  lists,
  columns: [
    textColumn('name', 'Company', 1),
    textColumn('ticker', 'Ticker', 1),
    computed('namedBy', 'Named by', 2, (row) => (typeof row.namedBy === 'string' ? row.namedBy : ''), 'left'),
    computed('ownFilingRead', 'Read', 2, (row) => (typeof row.ownFilingRead === 'boolean' ? yesNo(row.ownFilingRead) : ''), 'left'),
    computed('shared', 'Shared', 1, shared, 'left'),
  ],
  above,
  below: (body) =>
    body.locked === true
      ? []
      : [...focusLines(body), 'Shared: suppliers and customers a competitor shares (a count), or the competitors sharing one. Read: the competitor\'s own report is read.'],
  says: ['ticker', 'companyName', 'locked', 'upgradeUrl', 'competitorCount', 'unreadCompetitorCount', 'supplierCount', 'sharedSupplierCount', 'customerCount', 'sharedCustomerCount', 'suppliers', 'customers', 'focus'],
};
