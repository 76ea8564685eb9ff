/** `fds options expirations|chain|contract`. */
import type { Command } from 'commander';
import type { Planner } from './planned';

export function registerOptions(_program: Command, _plan: Planner): void {}
