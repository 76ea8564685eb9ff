/** `fds portfolio list|create|show|delete|add|edit|close|remove|watch|unwatch|share`. */
import type { Command } from 'commander';
import type { Planner } from './planned';

export function registerPortfolio(_program: Command, _plan: Planner): void {}
