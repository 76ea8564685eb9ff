/**
 * The top-level commands of `fds`, each with the module that registers it, loaded on demand: a command
 * line naming one command loads that family's module (and so only that family's operations), never the
 * whole registry. Help, a mistyped command or no command at all load every family, in this order.
 */
import type { Command } from 'commander';
import { commandWord } from './argv-words';
import type { Planner } from './planned';

export { commandWord } from './argv-words';

/** Adds a family's top-level command(s) to the program. */
export type Register = (program: Command, plan: Planner) => void;

export interface Family {
  /** The top-level command names the family registers. */
  commands: readonly string[];
  load(): Promise<Register>;
}

export const FAMILIES: readonly Family[] = [
  { commands: ['portfolio'], load: async () => (await import('./portfolio')).registerPortfolio },
  { commands: ['prices'], load: async () => (await import('./prices')).registerPrices },
  { commands: ['profile', 'screener'], load: async () => (await import('./stocks')).registerStocks },
  { commands: ['quote'], load: async () => (await import('./quote')).registerQuote },
  { commands: ['options'], load: async () => (await import('./options')).registerOptions },
  { commands: ['market'], load: async () => (await import('./market')).registerMarket },
  { commands: ['fred'], load: async () => (await import('./fred')).registerFred },
  { commands: ['cftc'], load: async () => (await import('./cftc')).registerCftc },
  { commands: ['index'], load: async () => (await import('./indexes')).registerIndexes },
  { commands: ['fx'], load: async () => (await import('./fx')).registerFx },
  { commands: ['insiders'], load: async () => (await import('./insiders')).registerInsiders },
  { commands: ['short'], load: async () => (await import('./short')).registerShort },
  { commands: ['funds'], load: async () => (await import('./funds')).registerFunds },
  { commands: ['institutions'], load: async () => (await import('./institutions')).registerInstitutions },
  { commands: ['filings'], load: async () => (await import('./filings')).registerFilings },
  { commands: ['executives'], load: async () => (await import('./executives')).registerExecutives },
  { commands: ['supply-chain'], load: async () => (await import('./supply-chain')).registerSupplyChain },
  { commands: ['congress'], load: async () => (await import('./congress')).registerCongress },
  { commands: ['ipos'], load: async () => (await import('./ipos')).registerIpos },
  { commands: ['earnings'], load: async () => (await import('./earnings')).registerEarnings },
  { commands: ['feeds'], load: async () => (await import('./feeds')).registerFeeds },
  { commands: ['health', 'openapi'], load: async () => (await import('./system')).registerSystem },
  { commands: ['init'], load: async () => (await import('./init')).registerInit },
  { commands: ['ingest'], load: async () => (await import('./ingest')).registerIngest },
  { commands: ['store'], load: async () => (await import('./store')).registerStore },
  { commands: ['captures'], load: async () => (await import('./captures')).registerCaptures },
  { commands: ['state'], load: async () => (await import('./state')).registerState },
  { commands: ['keys'], load: async () => (await import('./keys')).registerKeys },
  { commands: ['accounts', 'orgs'], load: async () => (await import('./accounts')).registerAccounts },
  { commands: ['serve'], load: async () => (await import('./serve')).registerServe },
  { commands: ['mcp'], load: async () => (await import('./mcp')).registerMcp },
  { commands: ['config'], load: async () => (await import('./config')).registerConfig },
  { commands: ['board'], load: async () => (await import('./board')).registerBoard },
  { commands: ['daemon'], load: async () => (await import('./daemon')).registerDaemon },
  { commands: ['completion'], load: async () => (await import('./completion')).registerCompletion },
];

/** Every family's register function, in order. */
export const allRegisters = (): Promise<Register[]> => Promise.all(FAMILIES.map((family) => family.load()));

/**
 * The register functions `argv` needs: its command's family alone; none for `fds --version`; every family
 * otherwise (help, a mistyped command, no command).
 */
export async function registersFor(argv: readonly string[]): Promise<Register[]> {
  const word = commandWord(argv);
  if (word === undefined) {
    const versionOnly = argv.some((a) => a === '-v' || a === '-V' || a === '--version') && !argv.some((a) => a === '-h' || a === '--help');
    return versionOnly ? [] : allRegisters();
  }
  const family = FAMILIES.find((f) => f.commands.includes(word));
  return family === undefined ? allRegisters() : [await family.load()];
}
