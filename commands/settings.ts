/**
 * Saved settings (`fds config set remote|apiKey|upgradeUrl …`) and how they combine with the environment and flags:
 * a flag beats the environment, which beats the saved setting.
 *
 * Writes go through `conf`; reads parse the same JSON file directly, because every command reads it at
 * start-up and loading `conf` (with its schema validator) would cost more than the rest of a local command.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { invalidParameter } from '../src/core/errors';
import { userDirs } from '../src/core/user-dirs';
import type { RemoteTarget } from '../src/client/connect';
import type { GlobalOptions, SettingKey } from './planned';

export const SETTING_KEYS: readonly SettingKey[] = ['remote', 'apiKey', 'upgradeUrl'];

export type Settings = Partial<Record<SettingKey, string>>;

/** Directory of `config.json`: `FDS_CONFIG_DIR`, else the user's config directory (XDG_CONFIG_HOME on Linux). */
export function configDir(env: NodeJS.ProcessEnv): string {
  const override = env.FDS_CONFIG_DIR;
  if (override !== undefined && override !== '') return override;
  return userDirs(env).config;
}

export const CONFIG_NAME = 'config';
export const configFile = (env: NodeJS.ProcessEnv): string => join(configDir(env), `${CONFIG_NAME}.json`);

export function readSettings(env: NodeJS.ProcessEnv): Settings {
  let text: string;
  try {
    text = readFileSync(configFile(env), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  const settings: Settings = {};
  if (typeof parsed !== 'object' || parsed === null) return settings;
  for (const key of SETTING_KEYS) {
    const value = (parsed as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') settings[key] = value;
  }
  return settings;
}

const present = (value: string | undefined): value is string => value !== undefined && value !== '';

/** Throws a usage error unless `text` is an http(s) URL. */
export function checkServerUrl(text: string, source: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalidParameter(`Invalid ${source} '${text}': must be an http:// or https:// URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalidParameter(`Invalid ${source} '${text}': must be an http:// or https:// URL.`);
  }
  return text;
}

/** The server to talk to, or undefined for the local store. */
export function resolveRemote(globals: GlobalOptions, env: NodeJS.ProcessEnv, settings: Settings): RemoteTarget | undefined {
  const [baseUrl, source] = present(globals.remote)
    ? [globals.remote, '--remote']
    : present(env.FDS_BASE_URL)
      ? [env.FDS_BASE_URL, 'FDS_BASE_URL']
      : present(settings.remote)
        ? [settings.remote, 'config remote']
        : [undefined, ''];
  if (baseUrl === undefined) return undefined;
  checkServerUrl(baseUrl, source);
  const apiKey = present(globals.apiKey) ? globals.apiKey : present(env.FDS_API_KEY) ? env.FDS_API_KEY : settings.apiKey;
  return { baseUrl, apiKey };
}

/**
 * The upgrade page `fds serve` links its plan refusals (403) to: `--upgrade-url`, else `FDS_UPGRADE_URL`,
 * else the saved `upgradeUrl`; undefined when none is set (refusals then say to ask the operator).
 */
export function resolveUpgradeUrl(flag: string | undefined, env: NodeJS.ProcessEnv, settings: Settings): string | undefined {
  if (present(flag)) return checkServerUrl(flag, '--upgrade-url');
  if (present(env.FDS_UPGRADE_URL)) return checkServerUrl(env.FDS_UPGRADE_URL, 'FDS_UPGRADE_URL');
  return present(settings.upgradeUrl) ? checkServerUrl(settings.upgradeUrl, 'config upgradeUrl') : undefined;
}
