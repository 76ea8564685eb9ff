/**
 * `fds config set|unset|get|list [--local]`: saved defaults for remote mode (`remote`, `apiKey`) and for
 * `fds serve` (`upgradeUrl`). The environment (`FDS_BASE_URL`, `FDS_API_KEY`, `FDS_UPGRADE_URL`) and the
 * flags (`--remote`, `--api-key`, `--upgrade-url`) override what is saved here. `--local` writes
 * `.fds.json` in the working directory, whose settings apply there and in the directories below it, over
 * the user's. A settings file may hold an API key, so it is only ever written readable by its owner
 * (0600), an older, looser file included.
 */
import { Argument, Option, type Command } from 'commander';
import { chmodSync } from 'node:fs';
import { dirname, basename } from 'node:path';
import type { CommandContext, CommandResult } from './context';
import type { Planned, Planner, SettingKey } from './planned';
import { CONFIG_NAME, LOCAL_CONFIG_NAME, SETTING_KEYS, checkServerUrl, configDir, configFile, localConfigFile, readSettings } from './settings';

type Scope = 'user' | 'local';

const localOption = (doing: string) => new Option('--local', `${doing} the settings of this directory (.fds.json here), not the user's`);
const scopeOf = (opts: { local?: boolean }): Scope => (opts.local === true ? 'local' : 'user');

export function registerConfig(program: Command, plan: Planner): void {
  const config = program.command('config').description('Saved settings: remote (server URL) and apiKey for remote mode, upgradeUrl for fds serve');
  const key = () => new Argument('<key>', 'setting name').choices(SETTING_KEYS);
  config
    .command('set')
    .description('Save a setting')
    .addArgument(key())
    .argument('<value>', 'value to save')
    .addOption(localOption('change'))
    .action((name: SettingKey, value: string, opts: { local?: boolean }, command: Command) =>
      plan({ kind: 'config', action: 'set', key: name, value, scope: scopeOf(opts) }, command),
    );
  config
    .command('unset')
    .description('Remove a saved setting')
    .addArgument(key())
    .addOption(localOption('change'))
    .action((name: SettingKey, opts: { local?: boolean }, command: Command) => plan({ kind: 'config', action: 'unset', key: name, scope: scopeOf(opts) }, command));
  config
    .command('get')
    .description('Print a saved setting in effect here (null when unset)')
    .addArgument(key())
    .action((name: SettingKey, _opts: unknown, command: Command) => plan({ kind: 'config', action: 'get', key: name }, command));
  config
    .command('list')
    .description('Print every saved setting in effect here')
    .action((_opts: unknown, command: Command) => plan({ kind: 'config', action: 'list' }, command));
}

/** The settings file of `scope`, as conf opens it: its directory and its name without `.json`. */
function fileOf(scope: Scope, ctx: CommandContext): { path: string; dir: string; name: string } {
  if (scope === 'user') return { path: configFile(ctx.effects.env), dir: configDir(ctx.effects.env), name: CONFIG_NAME };
  const path = localConfigFile(ctx.effects.cwd);
  return { path, dir: dirname(path), name: basename(path, '.json') === LOCAL_CONFIG_NAME ? LOCAL_CONFIG_NAME : basename(path, '.json') };
}

/** Changes one setting of a settings file, atomically, and leaves the file readable by its owner only. */
async function change(scope: Scope, ctx: CommandContext, edit: (store: { set(k: string, v: string): void; delete(k: string): void }) => void): Promise<string> {
  const file = fileOf(scope, ctx);
  // Loaded only here: writing is rare and conf validates and writes atomically.
  const { default: Conf } = await import('conf');
  const store = new Conf<Record<string, string>>({ projectName: 'fds', cwd: file.dir, configName: file.name, configFileMode: 0o600 });
  edit(store);
  // A file written before, with a looser mode, is tightened too: conf only sets the mode of a new file.
  chmodSync(file.path, 0o600);
  return file.path;
}

export async function runConfig(planned: Extract<Planned, { kind: 'config' }>, ctx: CommandContext): Promise<CommandResult> {
  const { env, cwd } = ctx.effects;
  switch (planned.action) {
    case 'set': {
      if (planned.key === 'remote' || planned.key === 'upgradeUrl') checkServerUrl(planned.value, planned.key);
      await change(planned.scope, ctx, (store) => store.set(planned.key, planned.value));
      return { body: { [planned.key]: planned.value }, sampleAsOf: null };
    }
    case 'unset': {
      await change(planned.scope, ctx, (store) => store.delete(planned.key));
      // What is in effect now: a setting may still come from the other file.
      return { body: { [planned.key]: readSettings(env, cwd)[planned.key] ?? null }, sampleAsOf: null };
    }
    case 'get':
      return { body: { [planned.key]: readSettings(env, cwd)[planned.key] ?? null }, sampleAsOf: null };
    case 'list': {
      const settings = readSettings(env, cwd);
      return { body: Object.fromEntries(SETTING_KEYS.map((name) => [name, settings[name] ?? null])), sampleAsOf: null };
    }
  }
}
