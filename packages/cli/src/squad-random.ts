import { randomBytes } from 'node:crypto';
import { readCardGroups, readContentFiles } from '@xwing/content/files';
import {
  DEFAULT_POINTS_SET,
  describeSquad,
  FORMATS,
  type Format,
  type RandomSquad,
  randomSquad,
  richInGroup,
  SquadOptionError,
  toXws,
} from '@xwing/squads';
import type { Io } from './io.js';
import { oneOf, parseCommandLine, UsageError } from './options.js';

/** What `xwing squad random` prints: the squad as strict XWS (one line), or for people as `xwing squad show` does. */
const OUTPUTS = ['xws', 'text'] as const;
type Output = (typeof OUTPUTS)[number];

interface RandomArgs {
  faction: string;
  pointsSet: string;
  format: Format;
  seed: string;
  output: Output;
  /** A card group (attack, support, movement, subsystems) whose cards the squad favours. */
  rich?: string;
}

const RANDOM_OPTIONS = {
  faction: { type: 'string' },
  points: { type: 'string', short: 'p' },
  format: { type: 'string', short: 'f' },
  seed: { type: 'string', short: 's' },
  output: { type: 'string', short: 'o' },
  rich: { type: 'string' },
} as const;

function parseRandomArgs(args: string[]): RandomArgs | 'help' {
  const { values, positionals, help } = parseCommandLine(args, RANDOM_OPTIONS);
  if (help) return 'help';
  if (positionals.length > 0)
    throw new UsageError(`unexpected argument ${JSON.stringify(positionals[0])}: random reads no squad`);
  if (values.faction === undefined) throw new UsageError('random needs --faction F (e.g. --faction rebelalliance)');
  const format = values.format ?? 'standard';
  // In every squad command --format is the card pool; a printed form given there gets pointed to --output.
  if ((OUTPUTS as readonly string[]).includes(format))
    throw new UsageError(
      `--format is the format of play (standard or extended); for ${format} output: --output ${format}`,
    );
  return {
    faction: values.faction,
    pointsSet: values.points ?? DEFAULT_POINTS_SET,
    format: oneOf('--format', format, FORMATS),
    // 64 bits are plenty to tell squads apart, and short enough to type again.
    seed: values.seed ?? randomBytes(8).toString('hex'),
    output: oneOf('--output', values.output ?? 'xws', OUTPUTS),
    ...(values.rich !== undefined ? { rich: values.rich } : {}),
  };
}

/** The command line that makes the same squad again, kept in the squad's description. */
function again(args: RandomArgs, faction: string): string {
  const rich = args.rich !== undefined ? ` --rich ${args.rich}` : '';
  return `xwing squad random --faction ${faction} --points ${args.pointsSet} --format ${args.format} --seed ${args.seed}${rich}`;
}

/**
 * `xwing squad random --faction F [--points NAME] [--format standard|extended] [--seed S] [--rich GROUP]
 * [--output xws|text]`: a random legal squad (`randomSquad` of @xwing/squads), favouring one card group's cards when
 * asked, printed as XWS or as text.
 */
export function runSquadRandom(args: string[], io: Io, help: string): number {
  const line = parseRandomArgs(args);
  if (line === 'help') {
    io.stdout.write(help);
    return 0;
  }
  const content = readContentFiles();
  let made: RandomSquad;
  try {
    // The group table is read only when asked for: most random squads need none.
    const rich = line.rich !== undefined ? richInGroup(readCardGroups(), line.rich) : undefined;
    made = randomSquad(content, {
      faction: line.faction,
      seed: line.seed,
      pointsSet: line.pointsSet,
      format: line.format,
      ...(rich ? { rich } : {}),
    });
  } catch (e) {
    if (e instanceof SquadOptionError) throw new UsageError(e.message);
    throw e;
  }
  const { squad, result } = made;
  squad.description = again(line, squad.faction);
  if (line.output === 'text')
    io.stdout.write(`${describeSquad(result, squad, content)}Seed: ${line.seed} (${squad.description})\n`);
  else
    io.stdout.write(
      `${JSON.stringify(toXws(squad, content, { pointsSet: result.pointsSet, format: result.format }))}\n`,
    );
  return 0;
}
