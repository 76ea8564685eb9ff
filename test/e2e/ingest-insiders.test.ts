/**
 * The insider importers through the built CLI, as a user runs them on downloaded filings: a folder of
 * ownership documents (and the same files listed one by one), a Form 144, a refused document (exit 2,
 * line and element named, what was loaded and what was not attempted), and `fds insiders … --json` reading
 * the result back.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realFixture } from '../fixtures/ingest/helpers';
import { ensureBuilt, sandbox, type Sandbox } from './support';

let box: Sandbox;
const OLD_SCHEMA = `<?xml version="1.0"?>
<ownershipDocument>
  <schemaVersion>X0306</schemaVersion>
  <documentType>4</documentType>
  <periodOfReport>2009-03-02</periodOfReport>
  <issuer><issuerCik>0001866581</issuerCik><issuerName>Dutch Bros Inc.</issuerName><issuerTradingSymbol>BROS</issuerTradingSymbol></issuer>
  <reportingOwner>
    <reportingOwnerId><rptOwnerCik>0001000001</rptOwnerCik><rptOwnerName>Example Pat</rptOwnerName></reportingOwnerId>
    <reportingOwnerRelationship><isDirector>1</isDirector></reportingOwnerRelationship>
  </reportingOwner>
  <nonDerivativeTable>
    <nonDerivativeTransaction>
      <securityTitle><value>Class A Common Stock</value></securityTitle>
      <transactionDate><value>2009-03-02</value></transactionDate>
      <transactionCoding><transactionCode>P</transactionCode></transactionCoding>
      <transactionAmounts><transactionShares><value>100</value></transactionShares><transactionPricePerShare><value>10</value></transactionPricePerShare>
        <transactionAcquiredDisposedCode><value>A</value></transactionAcquiredDisposedCode></transactionAmounts>
      <postTransactionAmounts><sharesOwnedFollowingTransaction><value>100</value></sharesOwnedFollowingTransaction></postTransactionAmounts>
      <ownershipNature><directOrIndirectOwnership><value>D</value></directOrIndirectOwnership></ownershipNature>
    </nonDerivativeTransaction>
  </nonDerivativeTable>
</ownershipDocument>
`;

beforeAll(async () => {
  await ensureBuilt();
  box = sandbox();
  expect((await box.fds(['init', '--no-sample'])).exitCode).toBe(0);
  mkdirSync(join(box.dir, 'filings'));
  copyFileSync(realFixture('sec-form4/form4-rule10b5one-checked.xml'), join(box.dir, 'filings', 'a-bros.xml'));
  writeFileSync(join(box.dir, 'filings', 'b-old.xml'), OLD_SCHEMA);
  writeFileSync(join(box.dir, 'filings', 'notes.txt'), 'not a filing');
}, 120_000);
afterAll(() => box?.remove());

describe('fds ingest form4 / form144 through the CLI', () => {
  it('a folder loads every XML document in it, each on its own; the list of the same files adds nothing', async () => {
    const run = await box.fds(['ingest', 'form4', 'filings', '--json'], { FDS_NO_DAEMON: '1' });
    expect(run.exitCode, run.stderr).toBe(0);
    const reports = (JSON.parse(run.stdout) as { data: { rowsRead: number; rowsAdded: number }[] }).data;
    expect(reports.map((r) => [r.rowsRead, r.rowsAdded])).toEqual([[14, 14], [1, 1]]);
    const again = await box.fds(['ingest', 'form4', 'filings/a-bros.xml', 'filings/b-old.xml', '--json'], { FDS_NO_DAEMON: '1' });
    expect((JSON.parse(again.stdout) as { data: { rowsAdded: number }[] }).data.map((r) => r.rowsAdded)).toEqual([0, 0]);
    const page = await box.fds(['insiders', 'transactions', 'BROS', '--transaction-type', 'Purchase', '--json'], { FDS_NO_DAEMON: '1' });
    expect(JSON.parse(page.stdout)).toMatchObject({ data: [{ insiderName: 'Example Pat', isRule10b5One: null, transactionCode: 'Purchase' }] });
  });

  it('a Form 144 loads and answers under the ticker its issuer is linked to', async () => {
    copyFileSync(realFixture('sec-form144/apple.144.xml'), join(box.dir, 'apple.144.xml'));
    expect((await box.fds(['ingest', 'form144', 'apple.144.xml'], { FDS_NO_DAEMON: '1' })).exitCode).toBe(0);
    // Apple's CIK is linked to no ticker in an empty store: the notice waits, unlinked.
    const none = await box.fds(['insiders', 'proposed-sales', 'AAPL', '--json'], { FDS_NO_DAEMON: '1' });
    expect(none.exitCode).toBe(3);
  });

  it('a refused document stops the run with exit 2, naming its line and element and what was loaded', async () => {
    writeFileSync(join(box.dir, 'bad.xml'), OLD_SCHEMA.replace('<value>100</value></transactionShares>', '<value>ten</value></transactionShares>'));
    writeFileSync(join(box.dir, 'later.xml'), OLD_SCHEMA);
    const run = await box.fds(['ingest', 'form4', 'filings/b-old.xml', 'bad.xml', 'later.xml'], { FDS_NO_DAEMON: '1' });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain("line 16, column 'transactionShares': \"ten\" is not a non-negative number");
    expect(run.stderr).toContain('Loaded: filings/b-old.xml.');
    expect(run.stderr).toContain('Not attempted: later.xml.');
  });
});
