/** Which command families a command line loads: only the one it names, none for --version, else all. */
import { describe, expect, it } from 'vitest';
import { allRegisters, commandWord, FAMILIES, registersFor } from '../../commands/families';
import { buildProgram } from '../../commands/program';

describe('commandWord', () => {
  it.each([
    [['prices', 'AAPL'], 'prices'],
    [['--db', '/tmp/x.duckdb', 'fred', 'search', 'cpi'], 'fred'],
    [['--db=/tmp/x.duckdb', '--json', 'market', 'status'], 'market'],
    [['--remote', 'http://h:1', '--api-key', 'k', 'quote', 'AAPL'], 'quote'],
    [['--json'], undefined],
    [['--', 'prices'], undefined],
    [[], undefined],
  ] as const)('%j → %s', (argv, word) => {
    expect(commandWord(argv)).toBe(word);
  });
});

describe('registersFor', () => {
  it('loads the one family a command names', async () => {
    expect(await registersFor(['orgs', 'list'])).toEqual([await FAMILIES.find((f) => f.commands.includes('orgs'))!.load()]);
    expect(await registersFor(['health'])).toEqual([await FAMILIES.find((f) => f.commands.includes('health'))!.load()]);
  });

  it('loads none for --version and every family for help, a mistyped command or none', async () => {
    const every = await allRegisters();
    expect(await registersFor(['--version'])).toEqual([]);
    expect(await registersFor(['--help'])).toEqual(every);
    expect(await registersFor(['-V', '--help'])).toEqual(every);
    expect(await registersFor(['pricez', 'AAPL'])).toEqual(every);
    expect(await registersFor([])).toEqual(every);
  });

  it('names exactly the top-level commands the families register, each once, in help order', async () => {
    const names = FAMILIES.flatMap((f) => f.commands);
    expect(new Set(names).size).toBe(names.length);
    const program = buildProgram(() => undefined, await allRegisters());
    expect(program.commands.map((c) => c.name())).toEqual(names);
  });
});
