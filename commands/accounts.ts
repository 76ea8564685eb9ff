/** `fds accounts create|list and fds orgs create|list|add-member|remove-member`. */
import type { Command } from 'commander';
import type { Planner } from './planned';

export function registerAccounts(_program: Command, _plan: Planner): void {}
