/**
 * `ipos.list`: registrations, newest filing activity first (the date of each one's newest filing, then
 * CIK), filtered by status and by filer type (`Spac`: a read called the filer a blank check company;
 * `Operating`: every other).
 */
import { pageFromProbe, type Page } from '../../core/params';
import type { EngineContext } from '../context';
import { financialsOf } from './financials';
import type { IpoListParams } from './params';
import { registrationRow } from './registration';
import { readMaterial } from './registrations-sql';
import type { RegistrationRow } from './schemas';

export async function listIpos(ctx: EngineContext, p: IpoListParams): Promise<Page<RegistrationRow>> {
  const material = await readMaterial(ctx, null);
  const financials = await financialsOf(ctx, [...material.filings.keys()]);
  const rows = [...material.filings].map(([cik, filings]) =>
    registrationRow({ filings, reads: material.reads, link: material.links.get(cik) ?? null, financials: financials.get(cik) ?? [] }),
  );
  const kept = rows
    .filter((r) => p.status === undefined || r.status === p.status)
    .filter((r) => p.filerType === undefined || r.isBlankCheck === (p.filerType === 'Spac'))
    .sort((a, b) => (a.latestFilingDate === b.latestFilingDate ? Number(a.cik) - Number(b.cik) : a.latestFilingDate < b.latestFilingDate ? 1 : -1));
  return pageFromProbe(kept.slice(p.offset, p.offset + p.limit + 1), p.limit, p.offset);
}
