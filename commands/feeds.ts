/** `fds feeds list`, `fds feeds show ID [--at T]`: the account's web data feeds and their stored results. */
import type { Command } from 'commander';
import { feedOperations } from '../src/operations/feeds';
import { operationIn } from '../src/operations/operation';
import { bindOperation } from './from-operation';
import type { Planner } from './planned';

/** This command's operations, without loading the whole registry. */
const operationById = (id: string) => operationIn(feedOperations, id);

export function registerFeeds(program: Command, plan: Planner): void {
  const feeds = program.command('feeds').description("Web data feeds (Pro): the account's scheduled page collections and their stored results");
  bindOperation(feeds.command('list'), operationById('feeds.list'), plan);
  bindOperation(feeds.command('show'), operationById('feeds.result'), plan);
}
