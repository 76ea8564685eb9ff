/** A spinner on stderr while something slow runs (building a store, ingesting), only where it may draw. */
import type { Progress } from './context';
import type { Effects } from './effects';
import type { Terminal } from './terminal';

/** The success mark without colour (ora's own is green). */
const PLAIN_SUCCESS = '✔';

const quiet: Progress = { succeed: () => undefined, stop: () => undefined };

export async function startProgress(text: string, terminal: Terminal, effects: Effects): Promise<Progress> {
  const stream = effects.stderr.stream;
  if (!terminal.spinner || stream === undefined) return quiet;
  // Loaded only when a spinner will actually draw: machine output never pays for it.
  const { default: ora } = await import('ora');
  // ora's own colour decision looks at this process, not at the terminal the command answers (a daemon
  // runs commands for other processes), so NO_COLOR reaches it only through these options.
  const spinner = ora({ text, stream, isEnabled: true, discardStdin: false, color: terminal.color ? 'cyan' : false }).start();
  return {
    succeed: (done) => void (terminal.color ? spinner.succeed(done) : spinner.stopAndPersist({ symbol: PLAIN_SUCCESS, text: done })),
    stop: () => void spinner.stop(),
  };
}
