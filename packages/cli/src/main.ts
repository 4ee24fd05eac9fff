import { runContent } from './content-command.js';
import { runDice } from './dice-command.js';
import { runGeometry } from './geometry-command.js';
import {
  CONTENT_HELP,
  DICE_HELP,
  GEOMETRY_HELP,
  PLAY_HELP,
  REPLAY_HELP,
  SCENARIOS_HELP,
  SIM_HELP,
  SQUAD_HELP,
  USAGE,
} from './help.js';
import { type Io, processIo } from './io.js';
import { runPlay, runReplay } from './play-command.js';
import { runScenarios } from './scenarios-command.js';
import { runSim } from './sim-command.js';
import { runSquad } from './squad-command.js';
import { cliVersion } from './version.js';

interface Command {
  help: string;
  run(args: string[], io: Io): Promise<number>;
}

const COMMANDS: Readonly<Record<string, Command>> = {
  geometry: { help: GEOMETRY_HELP, run: runGeometry },
  content: { help: CONTENT_HELP, run: runContent },
  squad: { help: SQUAD_HELP, run: runSquad },
  dice: { help: DICE_HELP, run: runDice },
  sim: { help: SIM_HELP, run: runSim },
  play: { help: PLAY_HELP, run: runPlay },
  replay: { help: REPLAY_HELP, run: runReplay },
  scenarios: { help: SCENARIOS_HELP, run: runScenarios },
};

function unknown(io: Io, what: string): number {
  io.stderr.write(`xwing: unknown command ${JSON.stringify(what)}\nRun "xwing --help" for the commands.\n`);
  return 2;
}

function commandNamed(name: string): Command | undefined {
  return Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
}

/** Runs the xwing command line; resolves to the exit code. */
export async function main(argv: string[], io: Io = processIo()): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h') {
    io.stdout.write(USAGE);
    return 0;
  }
  if (first === 'help') {
    const topic = rest[0];
    if (topic === undefined) {
      io.stdout.write(USAGE);
      return 0;
    }
    const command = commandNamed(topic);
    if (!command) return unknown(io, topic);
    io.stdout.write(command.help);
    return 0;
  }
  if (first === '--version' || first === '-v') {
    io.stdout.write(`${cliVersion()}\n`);
    return 0;
  }
  const command = commandNamed(first);
  if (!command) return unknown(io, first);
  return command.run(rest, io);
}
