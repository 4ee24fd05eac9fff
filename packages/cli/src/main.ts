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
import { cliVersion } from './version.js';

type Run = (args: string[], io: Io) => Promise<number>;

interface Command {
  help: string;
  /** Loads the command's module only when it runs: a command pays for its own packages (and data) only. */
  load(): Promise<Run>;
}

const COMMANDS: Readonly<Record<string, Command>> = {
  geometry: { help: GEOMETRY_HELP, load: async () => (await import('./geometry-command.js')).runGeometry },
  content: { help: CONTENT_HELP, load: async () => (await import('./content-command.js')).runContent },
  squad: { help: SQUAD_HELP, load: async () => (await import('./squad-command.js')).runSquad },
  dice: { help: DICE_HELP, load: async () => (await import('./dice-command.js')).runDice },
  sim: { help: SIM_HELP, load: async () => (await import('./sim-command.js')).runSim },
  play: { help: PLAY_HELP, load: async () => (await import('./play-command.js')).runPlay },
  replay: { help: REPLAY_HELP, load: async () => (await import('./play-command.js')).runReplay },
  scenarios: { help: SCENARIOS_HELP, load: async () => (await import('./scenarios-command.js')).runScenarios },
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
  const options = rest.includes('--') ? rest.slice(0, rest.indexOf('--')) : rest;
  if (options.includes('--help') || options.includes('-h')) {
    // Help needs none of the command's packages.
    io.stdout.write(command.help);
    return 0;
  }
  return (await command.load())(rest, io);
}
