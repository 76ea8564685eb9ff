/** A spinner on stderr while something slow runs (building a store, ingesting), only where it may draw. */
import type { Progress } from './context';
import type { Effects } from './effects';
import type { Terminal } from './terminal';

const quiet: Progress = { succeed: () => undefined, stop: () => undefined };

export async function startProgress(text: string, terminal: Terminal, effects: Effects): Promise<Progress> {
  const stream = effects.stderr.stream;
  if (!terminal.spinner || stream === undefined) return quiet;
  // Loaded only when a spinner will actually draw: machine output never pays for it.
  const { default: ora } = await import('ora');
  const spinner = ora({ text, stream, isEnabled: true, discardStdin: false, color: terminal.color ? 'cyan' : 'white' }).start();
  return {
    succeed: (done) => void spinner.succeed(done),
    stop: () => void spinner.stop(),
  };
}
