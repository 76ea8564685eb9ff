/**
 * `fds accounts create|list|set-plan` and `fds orgs create|list|add-member|remove-member` (store operator only).
 * Everything comes from the registry; the new name is the command's trailing word.
 */
import type { Command } from 'commander';
import { accountOperations } from '../src/operations/accounts';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(accountOperations, id);

/** `create NAME`: the name is one word (a space makes it an invalid name, refused like any other). */
const nameWord = { variadic: { param: 'name', separator: ' ' } } as const;

/** `set-plan NAME PLAN`: the new plan is the trailing word. */
const planWord = { variadic: { param: 'plan', separator: ' ' } } as const;

export function registerAccounts(program: Command, plan: Planner): void {
  const accounts = program.command('accounts').description('Accounts of this store: they own API keys and portfolios');
  bindOperation(accounts.command('create'), operationById('accounts.create'), plan, nameWord);
  bindOperation(accounts.command('list'), operationById('accounts.list'), plan);
  bindOperation(accounts.command('set-plan'), operationById('accounts.setPlan'), plan, planWord);

  const orgs = program.command('orgs').description('Organizations: member accounts (seats) and organization keys that own nothing');
  bindOperation(orgs.command('create'), operationById('orgs.create'), plan, nameWord);
  bindOperation(orgs.command('list'), operationById('orgs.list'), plan);
  bindOperation(orgs.command('add-member'), operationById('orgs.addMember'), plan);
  bindOperation(orgs.command('remove-member'), operationById('orgs.removeMember'), plan);
}
