/**
 * Where fds keeps the user's files: the data directory (the default store) and the config directory
 * (saved settings), by the platform's conventions — the XDG base directories on Linux, Library on macOS,
 * AppData on Windows — read from an injected environment, so a command run for another process (or a
 * test) resolves them from that environment, not from this process's own. Loaded by the thin launcher
 * too, so it imports nothing but node built-ins.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';

const APP = 'fds';

export interface UserDirs {
  data: string;
  config: string;
}

export function userDirs(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform): UserDirs {
  const home = (platform === 'win32' ? env.USERPROFILE : env.HOME) || homedir();
  const set = (value: string | undefined): value is string => value !== undefined && value !== '';
  if (platform === 'darwin') {
    const library = join(home, 'Library');
    return { data: join(library, 'Application Support', APP), config: join(library, 'Preferences', APP) };
  }
  if (platform === 'win32') {
    const local = set(env.LOCALAPPDATA) ? env.LOCALAPPDATA : join(home, 'AppData', 'Local');
    const roaming = set(env.APPDATA) ? env.APPDATA : join(home, 'AppData', 'Roaming');
    return { data: join(local, APP, 'Data'), config: join(roaming, APP, 'Config') };
  }
  // https://specifications.freedesktop.org/basedir-spec/latest/
  return {
    data: join(set(env.XDG_DATA_HOME) ? env.XDG_DATA_HOME : join(home, '.local', 'share'), APP),
    config: join(set(env.XDG_CONFIG_HOME) ? env.XDG_CONFIG_HOME : join(home, '.config'), APP),
  };
}
