import { parseArgs } from 'node:util';
import type { Io } from './io.js';

/**
 * One option parser for every command, on Node's `util.parseArgs`, so that every command reads its command line the
 * same way: `--name VALUE` and `--name=VALUE`, a short form `-n VALUE` where the command gives one, `-h`/`--help`
 * everywhere, `--` ending the options, and the same words for the same mistakes (an unknown option, a missing value,
 * an option given twice). Arguments that start with a dash and a digit (`-1f`, `-3`) are values, never options, so
 * a negative number reaches the command's own check.
 */

/** A command line a command cannot work with: exit 2, the message on stderr. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface OptionSpec {
  type: 'string' | 'boolean';
  /** One-letter short form, e.g. "p" for -p. */
  short?: string;
}

export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

export type OptionValues<S extends OptionSpecs> = {
  -readonly [K in keyof S]?: S[K]['type'] extends 'boolean' ? true : string;
};

export interface CommandLine<S extends OptionSpecs> {
  values: OptionValues<S>;
  /** The arguments that are not options, in order. */
  positionals: string[];
  /** -h or --help was given: the command prints its help and nothing else is checked. */
  help: boolean;
}

const NUMBER_LIKE = /^-\d/;

/**
 * Parses a command's arguments against its options. Throws UsageError for the first thing wrong, unless help was
 * asked for (then the rest is not checked).
 */
export function parseCommandLine<S extends OptionSpecs>(args: readonly string[], specs: S): CommandLine<S> {
  // parseArgs would read "-1f" as the short options -1 and -f: hide such values behind a placeholder.
  const hidden = new Map<string, string>();
  const masked = args.map((arg, i) => {
    if (!NUMBER_LIKE.test(arg)) return arg;
    const key = `\u0000${i}`;
    hidden.set(key, arg);
    return key;
  });
  const unmask = (v: string) => hidden.get(v) ?? v;
  const options: Record<string, OptionSpec> = { ...specs, help: { type: 'boolean', short: 'h' } };
  // Not strict: the checks below give every command the same messages, in its own words.
  const { tokens } = parseArgs({ args: masked, options, strict: false, allowPositionals: true, tokens: true });
  const values: Record<string, string | true> = {};
  const positionals: string[] = [];
  let problem: string | undefined;
  const fail = (message: string) => {
    problem ??= message;
  };
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(unmask(token.value));
    if (token.kind !== 'option') continue;
    const name = token.name;
    if (name === 'help') return { values: {} as OptionValues<S>, positionals: [], help: true };
    const spec = Object.hasOwn(specs, name) ? specs[name] : undefined;
    const flag = `--${name}`;
    if (!spec) {
      fail(`unknown option ${JSON.stringify(token.rawName)}`);
      continue;
    }
    if (Object.hasOwn(values, name)) fail(`${flag} is given twice`);
    if (spec.type === 'boolean') {
      if (token.value !== undefined) fail(`${flag} takes no value`);
      values[name] = true;
      continue;
    }
    const value = token.value === undefined ? undefined : unmask(token.value);
    // A separate value that looks like an option is more likely a forgotten value than a value: --points --format x.
    const looksLikeOption = !token.inlineValue && value !== undefined && value.startsWith('-') && value !== '-';
    if (value === undefined || value === '' || (looksLikeOption && !NUMBER_LIKE.test(value)))
      fail(`${flag} needs a value`);
    else values[name] = value;
  }
  if (problem !== undefined) throw new UsageError(problem);
  return { values: values as OptionValues<S>, positionals, help: false };
}

/**
 * Runs a command's body and turns a UsageError into the common answer: `xwing NAME: message`, the hint to its help,
 * and exit 2. Anything else is a bug and goes on up.
 */
export async function usageErrors(name: string, io: Io, body: () => Promise<number> | number): Promise<number> {
  try {
    return await body();
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.stderr.write(`xwing ${name}: ${e.message}\nRun "xwing ${name} --help" for the usage.\n`);
    return 2;
  }
}

/** An option's value that must be one of a few words. */
export function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  const words = allowed.map((a) => `"${a}"`);
  const list = words.length <= 2 ? words.join(' or ') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)!}`;
  throw new UsageError(`${flag} must be ${list}, not ${JSON.stringify(value)}`);
}

/** An option's value that must be a whole number within bounds. */
export function wholeNumber(flag: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^-?\d+$/.test(value) || n < min || n > max)
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`);
  return n;
}
