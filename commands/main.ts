/** Entry point of the built CLI (dist/cli.js): production effects in, exit code out. */
import { productionEffects } from './effects';
import { runCli } from './run';

// A reader that stops early (`fds prices AAPL --json | head -1`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

process.exitCode = await runCli(process.argv.slice(2), productionEffects());
