/**
 * The reading code of the `sec-ncen` importer (layout in `./sec-ncen.ts`): streams the document, reads
 * each series' answers (`managementInvestmentQuestion`) as it closes, then the header's series list and the
 * registrant's own providers, checks everything, and writes the filing (with the series it covers) and
 * its providers set-based. Loaded only when such a file is ingested.
 */
import { basename } from 'node:path';
import { replaceSample } from '../../sample-keys';
import type { WriteTx } from '../../store';
import { sha256File } from '../digest';
import { fileProblems, LISTED_PROBLEMS, type FileIssue } from '../problems';
import type { Importer } from './importer';
import { collateralManagersOf, providersOf, REGISTRANT_PROVIDERS, SERIES_PROVIDERS, type NcenProvider } from './ncen';
import { filingNameFacts } from './edgar-submission';
import { ncenFiling } from './ncen-filing';
import { child, childrenNamed, streamXmlFile, textAt, type XmlElement } from './xml';

const SERIES_ID = /^S\d{9}$/;

interface ProviderRow extends NcenProvider {
  seriesId: string | null;
  position: number;
}

const SERIES_TYPE = JSON.stringify([{ series_id: 'VARCHAR', series_name: 'VARCHAR' }]);
const PROVIDER_TYPE = JSON.stringify([
  { seriesId: 'VARCHAR', position: 'INTEGER', role: 'VARCHAR', name: 'VARCHAR', country: 'VARCHAR', isAffiliated: 'BOOLEAN', lei: 'VARCHAR' },
]);

/** What the document says of its series and their providers, collected as it is read. */
class Collected {
  readonly series = new Map<string, string | null>();
  readonly providers: ProviderRow[] = [];
  readonly issues: FileIssue[] = [];

  /** A series id as written, kept when it is one; `name` fills in a name the header left out. */
  addSeries(element: XmlElement | undefined, name: string | null): string | null {
    const id = element?.text ?? '';
    if (element === undefined || id === '') return null;
    if (!SERIES_ID.test(id)) {
      this.issues.push({ line: element.line, column: element.name, value: id, problem: 'is not an SEC series id (S and nine digits)' });
      return null;
    }
    this.series.set(id, name ?? this.series.get(id) ?? null);
    return id;
  }

  addProviders(seriesId: string | null, found: readonly NcenProvider[]): void {
    for (const provider of found) this.providers.push({ ...provider, seriesId, position: this.providers.length + 1 });
  }

  /** One series' answers: its id and name, and every provider it names. */
  readQuestion(question: XmlElement): void {
    const seriesId = this.addSeries(child(question, 'mgmtInvSeriesId'), textAt(question, 'mgmtInvFundName'));
    this.addProviders(seriesId, [...providersOf(question, SERIES_PROVIDERS, this.issues), ...collateralManagersOf(question, this.issues)]);
  }
}

async function sameDocumentStored(tx: WriteTx, filingId: string, digest: string): Promise<boolean> {
  const row = await tx.one<{ n: number }>('SELECT count(*) AS n FROM fund_ncen_filings WHERE filing_id = ? AND document_sha256 = ?', [filingId, digest]);
  return Number(row?.n ?? 0) > 0;
}

export const load: Importer['load'] = async (input) => {
  const { tx, file, provenance } = input;
  const collected = new Collected();
  const root = await streamXmlFile(file, 'managementInvestmentQuestion', (question) => collected.readQuestion(question), async () => {});
  const filing = ncenFiling(file, root, collected.issues);
  for (const info of childrenNamed(child(root, 'headerData', 'seriesClass', 'reportSeriesClass'), 'rptSeriesClassInfo')) {
    collected.addSeries(child(info, 'seriesId'), null);
  }
  collected.addProviders(null, providersOf(child(root, 'formData', 'registrantInfo'), REGISTRANT_PROVIDERS, collected.issues));
  // Listed in file order: the header's series come before the answers read first.
  const issues = collected.issues.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  if (issues.length > 0) throw fileProblems(file, issues.slice(0, LISTED_PROBLEMS), issues.length);

  const digest = await sha256File(file);
  const named = filingNameFacts(basename(file));
  const filingId = named.accession ?? `sha256:${digest}`;
  const series = [...collected.series].map(([id, name]) => ({ series_id: id, series_name: name }));
  const rowsRead = 1 + collected.providers.length;
  if (await sameDocumentStored(tx, filingId, digest)) return { format: 'xml', rowsRead, rowsAdded: 0, replaced: [] };

  const replaced = await replaceSample(tx, 'fund-ncen-registrant', 'SELECT CAST(? AS VARCHAR) AS key', [filing.registrantCik]);
  for (const table of ['fund_ncen_providers', 'fund_ncen_filings']) await tx.run(`DELETE FROM ${table} WHERE filing_id = ?`, [filingId]);
  const stamp = [provenance.file, provenance.capturedAt];
  await tx.run(
    `INSERT INTO fund_ncen_filings VALUES (?, ?, ?, ?, ?, CAST(? AS DATE), CAST(? AS DATE), ?, ?, ?, ?, ?,
       from_json(CAST(? AS JSON), '${SERIES_TYPE}'), ?, 'ingest', ?, CAST(? AS TIMESTAMP))`,
    [
      filingId, named.accession, filing.registrantCik, filing.registrantName, filing.submissionType, named.filedDate, filing.reportPeriodEnd,
      filing.investmentCompanyType, filing.investmentCompanyFileNumber, filing.isAmendment, filing.isFirstFiling, filing.isLastFiling,
      JSON.stringify(series), digest, ...stamp,
    ],
  );
  const providersAdded = collected.providers.length === 0
    ? 0
    : await tx.run(
      `INSERT INTO fund_ncen_providers SELECT ?, seriesId, position, role, name, country, isAffiliated, lei, 'ingest', ?, CAST(? AS TIMESTAMP)
       FROM (SELECT unnest(from_json(CAST(? AS JSON), '${PROVIDER_TYPE}'), recursive := true))`,
      [filingId, ...stamp, JSON.stringify(collected.providers)],
    );
  return { format: 'xml', rowsRead, rowsAdded: 1 + providersAdded, replaced };
};
