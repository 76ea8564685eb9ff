/**
 * The user's data and config directories follow each platform's convention and come from the environment
 * given, never from this process's own: the default store of a command run for another process is that
 * process's.
 */
import { describe, expect, it } from 'vitest';
import { userDirs } from '../../src/core/user-dirs';

describe('userDirs', () => {
  it('uses the XDG base directories on Linux, or ~/.local/share and ~/.config without them', () => {
    expect(userDirs({ HOME: '/home/ann', XDG_DATA_HOME: '/srv/data', XDG_CONFIG_HOME: '/srv/config' }, 'linux')).toEqual({ data: '/srv/data/fds', config: '/srv/config/fds' });
    expect(userDirs({ HOME: '/home/ann' }, 'linux')).toEqual({ data: '/home/ann/.local/share/fds', config: '/home/ann/.config/fds' });
    expect(userDirs({ HOME: '/home/ann', XDG_DATA_HOME: '' }, 'linux').data).toBe('/home/ann/.local/share/fds');
  });

  it('uses Library on macOS', () => {
    expect(userDirs({ HOME: '/Users/ann' }, 'darwin')).toEqual({ data: '/Users/ann/Library/Application Support/fds', config: '/Users/ann/Library/Preferences/fds' });
  });

  it('reads the environment it is given, not the process environment', () => {
    const before = process.env.XDG_DATA_HOME;
    process.env.XDG_DATA_HOME = '/from/the/process';
    try {
      expect(userDirs({ HOME: '/home/bob', XDG_DATA_HOME: '/given' }, 'linux').data).toBe('/given/fds');
    } finally {
      if (before === undefined) delete process.env.XDG_DATA_HOME;
      else process.env.XDG_DATA_HOME = before;
    }
  });
});
