/**
 * Sample congressional set: synthetic members, disclosure filings, trades and net-worth bands, dated back
 * from the as-of date. Every member is plainly synthetic: the name starts with "Sample" and the Bioguide id
 * is in Z900001 to Z900099 (no real member's). Edge cases: a member with trades in both chambers' layouts
 * (House rows with owner codes and asset-type codes, then Senate rows after moving chambers), a late
 * filing (filed 40 days after the trade), an options trade, an open amount band, and a missing net-worth
 * year (no electronic filing that year, not zero).
 */
import { addDays, yearOf, type IsoDate } from '../../core/dates';
import { memberIdOf } from '../../engine/congress/member-id';
import { stageRows, type StagedRow } from '../ingest/importers/congress-store';
import type { WriteTx } from '../store';
import type { Provenance } from './append';
import type { FamilySample } from './family';

const MEMBERS = [
  { bioguide: 'Z900001', name: 'Sample Jordan Lee', first: 'Sample Jordan', last: 'Lee', aliases: ['Jordy Lee'], chamber: 'senate', state: 'NY', district: null, position: 'Senator (NY)' },
  { bioguide: 'Z900002', name: 'Sample Casey Morgan', first: 'Sample Casey', last: 'Morgan', aliases: [], chamber: 'house', state: 'OH', district: '7', position: 'Representative (OH-07)' },
  { bioguide: 'Z900003', name: 'Sample Taylor Brooks', first: 'Sample Taylor', last: 'Brooks', aliases: [], chamber: 'senate', state: 'CO', district: null, position: 'Senator (CO)' },
] as const;

interface Trade {
  member: number;
  chamber: 'senate' | 'house';
  filing: string;
  daysAgo: number;
  lag: number;
  ticker: string | null;
  type: 'Purchase' | 'Sale';
  asFiled: string;
  asset: string;
  assetType: string;
  owner: string;
  from: number;
  to: number | null;
  subholding?: string;
}

const TRADES: readonly Trade[] = [
  // Sample Jordan Lee in the House layout (before moving to the Senate): codes as the House writes them.
  { member: 0, chamber: 'house', filing: '99000001', daysAgo: 300, lag: 20, ticker: 'MSFT', type: 'Purchase', asFiled: 'P', asset: 'Microsoft Corporation - Common Stock', assetType: 'ST', owner: 'Spouse', from: 15_001, to: 50_000, subholding: 'Sample Family Trust' },
  { member: 0, chamber: 'house', filing: '99000001', daysAgo: 290, lag: 10, ticker: 'AAPL', type: 'Sale', asFiled: 'S (partial)', asset: 'Apple Inc. - Common Stock', assetType: 'ST', owner: 'Joint', from: 1_001, to: 15_000 },
  // … and in the Senate layout.
  { member: 0, chamber: 'senate', filing: 'sample-senate-ptr-1', daysAgo: 20, lag: 12, ticker: 'NVDA', type: 'Purchase', asFiled: 'Purchase', asset: 'NVIDIA Corporation', assetType: 'Stock', owner: 'Self', from: 50_001, to: 100_000 },
  { member: 0, chamber: 'senate', filing: 'sample-senate-ptr-1', daysAgo: 18, lag: 10, ticker: 'MSFT', type: 'Sale', asFiled: 'Sale (Full)', asset: 'Microsoft Corporation', assetType: 'Stock', owner: 'Spouse', from: 15_001, to: 50_000 },
  // Sample Casey Morgan: a late filing (40 days after the trade) and an options trade.
  { member: 1, chamber: 'house', filing: '99000002', daysAgo: 60, lag: 40, ticker: 'NVDA', type: 'Purchase', asFiled: 'P', asset: 'NVIDIA Corporation (NVDA) Call Option', assetType: 'OP', owner: 'Child', from: 1_001, to: 15_000 },
  { member: 1, chamber: 'house', filing: '99000003', daysAgo: 15, lag: 5, ticker: 'AAPL', type: 'Purchase', asFiled: 'P', asset: 'Apple Inc. - Common Stock', assetType: 'ST', owner: '', from: 100_001, to: 250_000 },
  // Sample Taylor Brooks: a sale in an open band and an asset without a ticker.
  { member: 2, chamber: 'senate', filing: 'sample-senate-ptr-2', daysAgo: 10, lag: 3, ticker: 'NVDA', type: 'Sale', asFiled: 'Sale (Partial)', asset: 'NVIDIA Corporation', assetType: 'Stock', owner: 'Spouse', from: 50_000_001, to: null },
  { member: 2, chamber: 'senate', filing: 'sample-senate-ptr-2', daysAgo: 9, lag: 2, ticker: null, type: 'Purchase', asFiled: 'Purchase', asset: 'Sample County General Obligation Bond', assetType: 'Municipal Security', owner: 'Self', from: 15_001, to: 50_000 },
];

/** Net-worth bands by member and years before the as-of year; Jordan Lee's second year back is missing. */
const NET_WORTH = [
  { member: 0, yearsBack: 1, min: 1_250_000, max: 4_800_000, assets: 14, liabilities: 2 },
  { member: 0, yearsBack: 3, min: 900_000, max: 3_100_000, assets: 11, liabilities: 2 },
  { member: 1, yearsBack: 1, min: 15_000, max: 250_000, assets: 4, liabilities: 1 },
  { member: 1, yearsBack: 2, min: -50_000, max: 100_000, assets: 3, liabilities: 2 },
] as const;

async function insert(tx: WriteTx, table: string, rows: readonly StagedRow[], types: Record<string, string>, p: Provenance): Promise<void> {
  await stageRows(tx, 'congress_sample', rows, types);
  const columns = Object.keys(types).join(', ');
  await tx.run(`INSERT INTO ${table} (${columns}, source, source_file, captured_at) SELECT ${columns}, 'sample', NULL, CAST(? AS TIMESTAMP) FROM congress_sample`, [p.capturedAt.toISOString()]);
  await tx.run('DROP TABLE congress_sample');
}

export const congressSample: FamilySample = {
  name: 'congress',
  since: 17,
  load: async (tx, asOf: IsoDate, p) => {
    const id = (member: number) => memberIdOf(MEMBERS[member]!.bioguide);
    await insert(tx, 'congress_members', MEMBERS.map((m) => ({
      member_id: memberIdOf(m.bioguide), bioguide_id: m.bioguide, name: m.name, first_name: m.first, last_name: m.last, aliases: m.aliases,
      chamber: m.chamber, state: m.state, district: m.district, party: null, position: m.position,
    })), {
      member_id: 'VARCHAR', bioguide_id: 'VARCHAR', name: 'VARCHAR', first_name: 'VARCHAR', last_name: 'VARCHAR', aliases: 'VARCHAR[]', chamber: 'VARCHAR',
      state: 'VARCHAR', district: 'VARCHAR', party: 'VARCHAR', position: 'VARCHAR',
    }, p);
    const places = new Map<string, number>();
    await insert(tx, 'congress_trades', TRADES.map((t) => {
      const place = (places.get(t.filing) ?? 0) + 1;
      places.set(t.filing, place);
      const traded = addDays(asOf, -t.daysAgo);
      return {
        filing_id: t.filing, row_in_filing: place, member_id: id(t.member), chamber: t.chamber, filer_name: MEMBERS[t.member]!.name, transaction_date: traded,
        filing_date: addDays(traded, t.lag), ticker: t.ticker, transaction_type: t.type, type_as_filed: t.asFiled, asset_name: t.asset, asset_type: t.assetType,
        subholding: t.subholding ?? '', owner_type: t.owner, amount_from: t.from, amount_to: t.to,
      };
    }), {
      filing_id: 'VARCHAR', row_in_filing: 'INTEGER', member_id: 'VARCHAR', chamber: 'VARCHAR', filer_name: 'VARCHAR', transaction_date: 'DATE', filing_date: 'DATE',
      ticker: 'VARCHAR', transaction_type: 'VARCHAR', type_as_filed: 'VARCHAR', asset_name: 'VARCHAR', asset_type: 'VARCHAR', subholding: 'VARCHAR',
      owner_type: 'VARCHAR', amount_from: 'DOUBLE', amount_to: 'DOUBLE',
    }, p);
    const houseFilings = [...new Set(TRADES.filter((t) => t.chamber === 'house').map((t) => t.filing))];
    await insert(tx, 'congress_filings', houseFilings.map((doc) => {
      const t = TRADES.find((x) => x.filing === doc)!;
      return { chamber: 'house', doc_id: doc, filer_name: MEMBERS[t.member]!.name, state_district: `${MEMBERS[t.member]!.state}07`, filing_type: 'P', filing_year: yearOf(addDays(asOf, -t.daysAgo + t.lag)), filing_date: addDays(asOf, -t.daysAgo + t.lag) };
    }), { chamber: 'VARCHAR', doc_id: 'VARCHAR', filer_name: 'VARCHAR', state_district: 'VARCHAR', filing_type: 'VARCHAR', filing_year: 'INTEGER', filing_date: 'DATE' }, p);
    const year = yearOf(asOf);
    await insert(tx, 'congress_net_worth', NET_WORTH.map((n) => ({
      member_id: id(n.member), year: year - n.yearsBack, filed_date: `${year - n.yearsBack + 1}-05-15`, net_worth_minimum: n.min, net_worth_maximum: n.max,
      asset_count: n.assets, liability_count: n.liabilities,
    })), { member_id: 'VARCHAR', year: 'INTEGER', filed_date: 'DATE', net_worth_minimum: 'DOUBLE', net_worth_maximum: 'DOUBLE', asset_count: 'INTEGER', liability_count: 'INTEGER' }, p);
  },
};
