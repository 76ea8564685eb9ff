/** Starting and stopping a server process for a bench step: `fds serve` or a bare baseline server. */
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from './support';

/** Starts a child and resolves with the URL it prints on stderr (`listening on http://…`). */
export function startServer(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let seen = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${args.join(' ')} did not start listening within 30 s: ${seen}`));
    }, 30_000);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      seen += text;
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(seen)?.[1];
      if (url) {
        clearTimeout(timer);
        // Request log lines keep coming; drain them so the pipe never fills.
        child.stderr.removeAllListeners('data');
        child.stderr.resume();
        resolve({ child, url });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited (${code}) before listening: ${seen}`));
    });
  });
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.removeAllListeners('exit');
    child.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGINT');
  });
}
