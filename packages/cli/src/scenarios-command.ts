import { DOGFIGHT, SCENARIOS } from '@xwing/engine';
import { SCENARIOS_HELP } from './help.js';
import type { Io } from './io.js';
import { parseCommandLine, UsageError, usageErrors } from './options.js';

/**
 * `xwing scenarios [--json]`: the names `--scenario` takes (the dogfight first), one per line with the scenario's
 * title, or as a JSON array of {name, title, family, source}.
 */
export async function runScenarios(args: string[], io: Io): Promise<number> {
  return usageErrors('scenarios', io, () => {
    const { values, positionals, help } = parseCommandLine(args, { json: { type: 'boolean', short: 'j' } });
    if (help) {
      io.stdout.write(SCENARIOS_HELP);
      return 0;
    }
    if (positionals.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}`);
    list(values.json === true, io);
    return 0;
  });
}

function list(json: boolean, io: Io): void {
  const rows = [
    {
      name: DOGFIGHT,
      title: 'Dogfight: no scenario; points destroyed decide (000 "Winning the Game")',
      family: 'none',
      source: '000',
    },
    ...SCENARIOS.map((s) => ({ name: s.name, title: s.title, family: s.family, source: s.source })),
  ];
  if (json) io.stdout.write(`${JSON.stringify(rows)}\n`);
  else {
    const width = Math.max(...rows.map((r) => r.name.length));
    for (const r of rows) io.stdout.write(`${r.name.padEnd(width)}  ${r.title}\n`);
  }
}
