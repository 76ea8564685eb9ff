/**
 * Draws the live board on a terminal until the user quits. The only module that loads Ink and React, so
 * the rest of the CLI never pays for them.
 */
import { render } from 'ink';
import type { Clock } from '../core/clock';
import { BoardApp } from './board-app';
import { intervalScheduler, type BoardSource, type Scheduler } from './types';

export interface DrawOptions {
  source: BoardSource;
  clock: Clock;
  tickers: readonly string[];
  color: boolean;
  /** A line under the status line (the synthetic-sample warning), or null. */
  notice: string | null;
  stdout: NodeJS.WritableStream | undefined;
  stdin: NodeJS.ReadStream;
  scheduler?: Scheduler;
}

/** Resolves when the user quits with q (or Ctrl-C). */
export async function drawBoard(options: DrawOptions): Promise<void> {
  const stdout = (options.stdout ?? process.stdout) as NodeJS.WriteStream;
  const app = render(
    <BoardApp source={options.source} clock={options.clock} scheduler={options.scheduler ?? intervalScheduler} tickers={options.tickers} color={options.color} notice={options.notice} />,
    { stdout, stdin: options.stdin, exitOnCtrlC: true, patchConsole: false },
  );
  await app.waitUntilExit();
}
