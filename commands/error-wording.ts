/**
 * The one line a person reads when a command fails: the error's message in the command line's words (see
 * `cli-wording.ts`), and, when a not-found answer came from a word that looks like a mistyped
 * subcommand (`fds prices lates` asked for the prices of a ticker LATES), what was probably meant.
 * Loaded only when a command fails: it builds every command to know their flags and routes.
 */
import type { ApiError } from '../src/core/errors';
import { cliWording } from './cli-wording';
import { commandNamed, commandOfArgv, didYouMean, mistypedSubcommand } from './command-lookup';
import { allRegisters } from './families';
import { buildProgram } from './program';

/**
 * `error`'s message for the terminal. `command` is the command that ran (`fds keys create`) when argv was
 * parsed; otherwise the command argv names is looked up.
 */
export async function cliErrorMessage(error: ApiError, argv: readonly string[], command: string | undefined): Promise<string> {
  const program = buildProgram(() => undefined, await allRegisters());
  const failed = command === undefined ? commandOfArgv(program, argv) : (commandNamed(program, command) ?? commandOfArgv(program, argv));
  const message = cliWording(error.message, program, failed);
  const typo = error.code === 'not_found' ? mistypedSubcommand(program, argv) : null;
  return typo === null ? message : `${message} Or ${didYouMean(typo)}`;
}
