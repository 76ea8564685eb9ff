/**
 * `fds completion bash|zsh|fish` prints a completion script; the scripts call the hidden
 * `fds completion --words -- WORD… PARTIAL`, which prints the candidates for the last word, one a line.
 * Only a ticker needs the store: then the process holding it answers (or the file is opened, and its
 * daemon started afterwards, as for any command); a store that does not exist yet is never created for it,
 * and remote mode offers no tickers.
 */
import { Argument, Option, type Command } from 'commander';
import { existsSync } from 'node:fs';
import { tickerPrefixOperation } from '../src/operations/completion';
import { completionScripts, SHELLS, type Shell } from './completion-scripts';
import { completeWords } from './completion-words';
import type { CommandContext, CommandResult } from './context';
import { allRegisters } from './families';
import type { Planned, Planner } from './planned';
import { buildProgram } from './program';
import { readSettings, remoteSource } from './settings';

export function registerCompletion(program: Command, plan: Planner): void {
  program
    .command('completion')
    .description('Print a shell completion script: subcommands, flags, their values and stored tickers')
    // Not a commander choice: with --words the first word typed takes this place.
    .addArgument(new Argument('[shell]', 'bash, zsh or fish'))
    .addOption(new Option('--words', 'print the candidates for the last of the words after --').hideHelp())
    .argument('[words...]')
    .addHelpText('after', '\nbash: source <(fds completion bash)   zsh: source <(fds completion zsh)\nfish: fds completion fish > ~/.config/fish/completions/fds.fish')
    .action((shell: string | undefined, words: string[], opts: { words?: boolean }, command: Command) => {
      if (opts.words === true) {
        plan({ kind: 'completion', words: shell === undefined ? words : [shell, ...words] }, command);
        return;
      }
      if (shell === undefined || !(SHELLS as readonly string[]).includes(shell)) command.error(`name a shell: ${SHELLS.join(', ')}.`);
      if (words.length > 0) command.error(`too many arguments: ${words.join(' ')}.`);
      plan({ kind: 'completion', shell: shell as Shell }, command);
    });
}

export async function runCompletion(planned: Extract<Planned, { kind: 'completion' }>, ctx: CommandContext): Promise<CommandResult> {
  if ('shell' in planned) return { body: undefined, text: completionScripts[planned.shell], sampleAsOf: null };
  const program = buildProgram(() => undefined, await allRegisters());
  const candidates = await completeWords(program, planned.words.length === 0 ? [''] : planned.words, (prefix) => storedTickers(ctx, prefix));
  return { body: undefined, text: candidates.map((word) => `${word}\n`).join(''), sampleAsOf: null };
}

/** Tickers of the local store beginning with `prefix`; none in remote mode or before the store exists. */
async function storedTickers(ctx: CommandContext, prefix: string): Promise<string[]> {
  if (remoteSource(ctx.globals, ctx.effects.env, readSettings(ctx.effects.env, ctx.effects.cwd)) !== undefined) return [];
  if (ctx.storePath === ':memory:' || !existsSync(ctx.storePath)) return [];
  const engine = await ctx.engine();
  const body = (await engine.call(tickerPrefixOperation, {}, { prefix })) as { data: string[] };
  return body.data;
}
