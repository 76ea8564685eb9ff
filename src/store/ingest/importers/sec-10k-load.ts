/** The reading code of the `sec-10k` importer (layout in `./sec-10k.ts`). */
import { readFile } from 'node:fs/promises';
import { edgarFilingUrl } from '../../../engine/buybacks/rules';
import { extractFromHtml, isAnonymousCounterparty } from '../../../engine/supply-chain/extract';
import { fileProblem } from '../problems';
import type { Importer } from './importer';
import { readSubmission } from './edgar-submission';
import { ANNUAL_FORMS, readReportIdentity } from './sec-10k-report';
import { counterpartyResolver, filerTicker } from './supply-chain-names';
import { replaceSampleStatements, storeReport, type StatementRow } from './supply-chain-store';

export const load: Importer['load'] = async ({ tx, file, provenance }) => {
  const text = await readFile(file, 'utf8');
  const submission = readSubmission(text, file, ANNUAL_FORMS);
  const identity = readReportIdentity(file, submission.document);
  const ticker = await filerTicker(tx, identity.cik, identity.tradingSymbols);
  const secName = (await tx.one<{ name: string }>('SELECT first(name ORDER BY captured_at DESC) AS name FROM sec_tickers WHERE cik = ?', [identity.cik]))?.name ?? null;
  const name = identity.name ?? secName;
  if (name === null) throw fileProblem(file, `states no dei:EntityRegistrantName and SEC's ticker links in the store do not name CIK ${identity.cik}`);

  const extracted = extractFromHtml(submission.document);
  const named = extracted.filter((s) => !isAnonymousCounterparty(s.counterparty));
  const resolve = await counterpartyResolver(tx);
  const statements: StatementRow[] = named.map((s) => ({
    side: s.side,
    counterparty: s.counterparty,
    counterpartyTicker: resolve(s.counterparty),
    role: s.role,
    quote: s.quote,
    percent: s.share?.percent ?? null,
    percentFloor: s.share === null ? null : s.share.percentFloor,
    basis: s.share?.basis ?? null,
    period: s.share?.period ?? null,
  }));
  // A report naming its own filer (a brand of its own, a segment) states no relationship.
  const kept = statements.filter((s) => ticker === null || s.counterpartyTicker !== ticker);
  const replaced = await replaceSampleStatements(tx);
  const added = await storeReport(tx, {
    cik: identity.cik, ticker, name, form: identity.form, periodEnd: identity.periodEnd, fiscalYear: identity.fiscalYear,
    filedDate: submission.filedDate, accession: submission.accession,
    filingUrl: submission.accession === null ? null : edgarFilingUrl(identity.cik, submission.accession),
  }, kept, provenance);
  return { format: submission.type === null ? 'html' : 'submission', rowsRead: extracted.length, rowsAdded: added, replaced };
};
