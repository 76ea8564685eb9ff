/**
 * Saved settings (`fds config set remote|apiKey|upgradeUrl …`) and how they combine with the environment
 * and flags: a flag beats the environment, which beats the saved setting; a directory's own settings
 * (`--local`, `.fds.json` in it or the nearest directory above) beat the user's.
 *
 * Writes go through `conf`; reads parse the same JSON file directly, because every command reads it at
 * start-up and loading `conf` (with its schema validator) would cost more than the rest of a local command.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

/** The per-directory settings file `fds config set --local` writes, in the working directory. */
export const LOCAL_CONFIG_NAME = '.fds';
export const localConfigFile = (cwd: string): string => join(cwd, `${LOCAL_CONFIG_NAME}.json`);

/** The text of a settings file; null when there is none. */
function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
}

/** The per-directory settings file that applies in `cwd`: its own, or the nearest directory's above it. */
export function nearestLocalConfig(cwd: string): { path: string; text: string } | null {
  for (let dir = cwd; ; dir = dirname(dir)) {
    const path = localConfigFile(dir);
    const text = readText(path);
    if (text !== null) return { path, text };
    if (dirname(dir) === dir) return null;
  }
}

function parseSettings(text: string): Settings {
  const parsed: unknown = JSON.parse(text);
  const settings: Settings = {};
  if (typeof parsed !== 'object' || parsed === null) return settings;
  for (const key of SETTING_KEYS) {
    const value = (parsed as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') settings[key] = value;
  }
  return settings;
}

/** The user's saved settings alone. */
export function readUserSettings(env: NodeJS.ProcessEnv): Settings {
  const text = readText(configFile(env));
  return text === null ? {} : parseSettings(text);
}

/** The saved settings in effect: the user's, and over them those of the directory `cwd` when given. */
export function readSettings(env: NodeJS.ProcessEnv, cwd?: string): Settings {
  const user = readUserSettings(env);
  const local = cwd === undefined ? null : nearestLocalConfig(cwd);
  return local === null ? user : { ...user, ...parseSettings(local.text) };
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

/** Where remote mode comes from (`--remote`, `FDS_BASE_URL`, `config remote`), or undefined for the local store. */
export function remoteSource(globals: GlobalOptions, env: NodeJS.ProcessEnv, settings: Settings): { baseUrl: string; source: string } | undefined {
  if (present(globals.remote)) return { baseUrl: globals.remote, source: '--remote' };
  if (present(env.FDS_BASE_URL)) return { baseUrl: env.FDS_BASE_URL, source: 'FDS_BASE_URL' };
  if (present(settings.remote)) return { baseUrl: settings.remote, source: 'config remote' };
  return undefined;
}

/** The server to talk to, or undefined for the local store. */
export function resolveRemote(globals: GlobalOptions, env: NodeJS.ProcessEnv, settings: Settings): RemoteTarget | undefined {
  const found = remoteSource(globals, env, settings);
  if (found === undefined) return undefined;
  checkServerUrl(found.baseUrl, found.source);
  const apiKey = present(globals.apiKey) ? globals.apiKey : present(env.FDS_API_KEY) ? env.FDS_API_KEY : settings.apiKey;
  return { baseUrl: found.baseUrl, apiKey };
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
