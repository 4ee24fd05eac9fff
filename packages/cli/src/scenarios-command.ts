import { DOGFIGHT, SCENARIOS } from '@xwing/engine';
import { SCENARIOS_HELP } from './help.js';
import type { Io } from './io.js';

/**
 * `xwing scenarios [--json]`: the names `--scenario` takes (the dogfight first), one per line with the scenario's
 * title, or as a JSON array of {name, title, family, source}.
 */
export async function runScenarios(args: string[], io: Io): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    io.stdout.write(SCENARIOS_HELP);
    return 0;
  }
  const bad = args.find((a) => a !== '--json');
  if (bad !== undefined) {
    io.stderr.write(
      `xwing scenarios: unknown argument ${JSON.stringify(bad)}\nRun "xwing scenarios --help" for the usage.\n`,
    );
    return 2;
  }
  const rows = [
    {
      name: DOGFIGHT,
      title: 'Dogfight: no scenario; points destroyed decide (000 "Winning the Game")',
      family: 'none',
      source: '000',
    },
    ...SCENARIOS.map((s) => ({ name: s.name, title: s.title, family: s.family, source: s.source })),
  ];
  if (args.includes('--json')) io.stdout.write(`${JSON.stringify(rows)}\n`);
  else {
    const width = Math.max(...rows.map((r) => r.name.length));
    for (const r of rows) io.stdout.write(`${r.name.padEnd(width)}  ${r.title}\n`);
  }
  return 0;
}
