/** Runs the CLI in-process against captured streams, the clock pinned, the store chosen by the test. */
import { runCli } from '../../commands/run';
import type { Effects } from '../../commands/effects';

export const NOW = '2026-11-21T15:00:00Z';
export const AS_OF = '2026-11-21';

export interface FdsRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Pretend stdout and stderr are terminals. */
  tty?: boolean;
  env?: NodeJS.ProcessEnv;
  columns?: number;
}

export async function fds(argv: string[], options: RunOptions = {}): Promise<FdsRun> {
  let stdout = '';
  let stderr = '';
  const tty = options.tty ?? false;
  const effects: Effects = {
    stdout: { write: (t) => void (stdout += t), isTTY: tty, columns: options.columns ?? 120 },
    stderr: { write: (t) => void (stderr += t), isTTY: tty },
    // An empty config directory keeps the user's own saved settings out of the tests.
    // No daemon: these tests are about the runner in this process; the daemon is tested through the built CLI.
    env: { FDS_NOW: NOW, FDS_CONFIG_DIR: '/nonexistent/fds-test-config', FDS_NO_DAEMON: '1', ...options.env },
    cwd: process.cwd(),
  };
  const code = await runCli(argv, effects);
  return { code, stdout, stderr };
}
