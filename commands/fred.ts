/** `fds fred search|observations|latest|calendar`. */
import type { Command } from 'commander';
import type { Planner } from './planned';

export function registerFred(_program: Command, _plan: Planner): void {}
