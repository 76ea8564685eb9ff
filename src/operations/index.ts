/**
 * THE REGISTRY: every operation of the API, in one list. Faces iterate this list; nothing else declares
 * a path.
 */
import type { AnyOperation } from './operation';
import { accountOperations } from './accounts';
import { adviserOperations } from './advisers';
import { fundOperations } from './funds';
import { buybackOperations } from './buybacks';
import { captureOperations } from './captures';
import { cftcOperations } from './cftc';
import { completionOperations } from './completion';
import { executiveOperations } from './executives';
import { feedOperations } from './feeds';
import { filingSearchOperations } from './filing-search';
import { filingOperations } from './filings';
import { fredOperations } from './fred';
import { fxOperations } from './fx';
import { insiderOperations } from './insiders';
import { institutionOperations } from './institutions';
import { ipoOperations } from './ipos';
import { gaugesOperations } from './gauges';
import { indexOperations } from './indexes';
import { keyOperations } from './keys';
import { marketOperations } from './market';
import { optionsOperations } from './options';
import { portfolioOperations } from './portfolios';
import { pricesOperations } from './prices';
import { quotesOperations } from './quotes';
import { shortOperations } from './short';
import { stockOperations } from './stocks';
import { shortUsOperations } from './short-us';
import { shortScoreOperations } from './short-scores';
import { storeAdminOperations } from './store-admin';
import { supplyChainOperations } from './supply-chain';
import { congressOperations } from './congress';
import { earningsOperations } from './earnings';
import { systemOperations } from './system';
import { technicalsOperations } from './technicals';
import { tickOperations } from './ticks';

export const registry: readonly AnyOperation[] = [
  ...systemOperations,
  ...portfolioOperations,
  ...feedOperations,
  ...pricesOperations,
  ...stockOperations,
  ...quotesOperations,
  ...technicalsOperations,
  ...optionsOperations,
  ...marketOperations,
  ...gaugesOperations,
  ...fredOperations,
  ...cftcOperations,
  ...indexOperations,
  ...fxOperations,
  ...insiderOperations,
  ...shortOperations,
  ...shortUsOperations,
  ...shortScoreOperations,
  ...fundOperations,
  ...institutionOperations,
  ...adviserOperations,
  ...buybackOperations,
  ...filingOperations,
  ...filingSearchOperations,
  ...executiveOperations,
  ...supplyChainOperations,
  ...congressOperations,
  ...ipoOperations,
  ...earningsOperations,
  ...keyOperations,
  ...accountOperations,
  ...storeAdminOperations,
  ...captureOperations,
];

/**
 * Every operation an engine answers: the registry, plus the tick reads one fds process makes of the store
 * another holds (the board's replay through the owner socket), and the tickers shell completion offers.
 * Those are plumbing between fds processes,
 * not part of the API: no route, command or page of the manual serves them.
 */
export const engineOperations: readonly AnyOperation[] = [...registry, ...tickOperations, ...completionOperations];

const byId = new Map(registry.map((op) => [op.id, op]));

export function operationById(id: string): AnyOperation {
  const op = byId.get(id);
  if (!op) throw new Error(`no operation ${id}`);
  return op;
}
