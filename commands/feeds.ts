/** `fds feeds list|show`. */
import type { Command } from 'commander';
import type { Planner } from './planned';

export function registerFeeds(_program: Command, _plan: Planner): void {}
