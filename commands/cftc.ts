/** `fds cftc contracts|positions|latest`. */
import type { Command } from 'commander';
import type { Planner } from './planned';

export function registerCftc(_program: Command, _plan: Planner): void {}
