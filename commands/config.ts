/**
 * `fds config set|get|list`: saved defaults for remote mode (`remote`, `apiKey`) and for `fds serve`
 * (`upgradeUrl`). The environment (`FDS_BASE_URL`, `FDS_API_KEY`, `FDS_UPGRADE_URL`) and the flags
 * (`--remote`, `--api-key`, `--upgrade-url`) override what is saved here.
 */
import { Argument, type Command } from 'commander';
import type { CommandContext, CommandResult } from './context';
import type { Planned, Planner, SettingKey } from './planned';
import { CONFIG_NAME, SETTING_KEYS, checkServerUrl, configDir, readSettings } from './settings';

export function registerConfig(program: Command, plan: Planner): void {
  const config = program.command('config').description('Saved settings: remote (server URL) and apiKey for remote mode, upgradeUrl for fds serve');
  const key = () => new Argument('<key>', 'setting name').choices(SETTING_KEYS);
  config
    .command('set')
    .description('Save a setting')
    .addArgument(key())
    .argument('<value>', 'value to save')
    .action((name: SettingKey, value: string, _opts: unknown, command: Command) => plan({ kind: 'config', action: 'set', key: name, value }, command));
  config
    .command('get')
    .description('Print a saved setting (null when unset)')
    .addArgument(key())
    .action((name: SettingKey, _opts: unknown, command: Command) => plan({ kind: 'config', action: 'get', key: name }, command));
  config
    .command('list')
    .description('Print every saved setting')
    .action((_opts: unknown, command: Command) => plan({ kind: 'config', action: 'list' }, command));
}

export async function runConfig(planned: Extract<Planned, { kind: 'config' }>, ctx: CommandContext): Promise<CommandResult> {
  const env = ctx.effects.env;
  switch (planned.action) {
    case 'set': {
      if (planned.key === 'remote' || planned.key === 'upgradeUrl') checkServerUrl(planned.value, planned.key);
      // Loaded only here: writing is rare and conf validates and writes atomically.
      const { default: Conf } = await import('conf');
      const store = new Conf<Record<string, string>>({ projectName: 'fds', cwd: configDir(env), configName: CONFIG_NAME });
      store.set(planned.key, planned.value);
      return { body: { [planned.key]: planned.value }, sampleAsOf: null };
    }
    case 'get':
      return { body: { [planned.key]: readSettings(env)[planned.key] ?? null }, sampleAsOf: null };
    case 'list': {
      const settings = readSettings(env);
      return { body: Object.fromEntries(SETTING_KEYS.map((name) => [name, settings[name] ?? null])), sampleAsOf: null };
    }
  }
}
