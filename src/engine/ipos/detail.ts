/** `ipos.show`: one registration by its filer's CIK; a CIK with no registration is 404. */
import { notFound } from '../../core/errors';
import type { EngineContext } from '../context';
import { financialsOf } from './financials';
import type { IpoParams } from './params';
import { registrationDetail } from './registration';
import { readMaterial } from './registrations-sql';
import type { RegistrationDetail } from './schemas';

export async function showIpo(ctx: EngineContext, p: IpoParams): Promise<RegistrationDetail> {
  const material = await readMaterial(ctx, p.cik);
  const filings = material.filings.get(p.cik);
  if (filings === undefined) throw notFound(`Unknown CIK ${p.cik}: no registration statement or prospectus of it is stored.`);
  const financials = (await financialsOf(ctx, [p.cik])).get(p.cik) ?? [];
  return registrationDetail({ filings, reads: material.reads, link: material.links.get(p.cik) ?? null, financials });
}
