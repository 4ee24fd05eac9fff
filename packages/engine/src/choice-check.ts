/**
 * The shape of a choice, checked before any rule sees it: only the fields a choice has, the decision's number as a
 * number, the deciding seat, and a `value` only where the pending decision takes one, in exactly the shape it takes
 * (so nothing unasked is stored in the log, and nothing deep reaches the engine). Then: is it the pending decision,
 * and is it that seat's to make? Each refusal is a sentence a player understands.
 */
import { MAX_COORDINATE } from '@xwing/geometry';
import type { Decision } from './decision.js';
import type { GameState } from './state.js';
import { type Refusal, refuse } from './util.js';

/** Coordinates a choice's pose may carry: the geometry's bound (mm either way from the table's corner). */
const MAX_CHOICE_COORDINATE = MAX_COORDINATE;
/** At most this many dice faces or die indices in one value; option ids at most this long. */
const MAX_LIST = 64;
const MAX_TEXT = 200;

const CHOICE_FIELDS = new Set(['decision', 'seat', 'option', 'value']);

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function describe(v: unknown): string {
  if (typeof v === 'string') return `the string ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`;
  if (Array.isArray(v)) return 'a list';
  if (v === null) return 'null';
  if (typeof v === 'object') return 'an object';
  return String(v);
}

/** A pose value: x, y (and heading, unless `headingOptional`) finite numbers within the bound, nothing else. */
function poseProblem(v: unknown, headingOptional: boolean): string | null {
  const shape = headingOptional ? '{x, y} (or {x, y, heading})' : '{x, y, heading}';
  if (!isPlainObject(v)) return `the value must be a position ${shape}, not ${describe(v)}`;
  for (const k of Object.keys(v))
    if (k !== 'x' && k !== 'y' && k !== 'heading') return `the value has a field "${k}" that a position does not take`;
  for (const k of ['x', 'y', 'heading'] as const) {
    const n = v[k];
    if (n === undefined && k === 'heading' && headingOptional) continue;
    if (typeof n !== 'number' || !Number.isFinite(n)) return `value.${k} must be a finite number, not ${describe(n)}`;
    if (k !== 'heading' && Math.abs(n) > MAX_CHOICE_COORDINATE)
      return `value.${k} (${n}) is more than ${MAX_CHOICE_COORDINATE} mm from the table`;
    if (k === 'heading' && Math.abs(n) > 1e6) return `value.heading (${n}) is not a usable angle`;
  }
  return null;
}

/** A list of short strings (dice faces, die indices). */
function listProblem(v: unknown, what: string): string | null {
  if (!Array.isArray(v)) return `the value must be a list of ${what}, not ${describe(v)}`;
  if (v.length > MAX_LIST) return `the value lists ${v.length} ${what}; at most ${MAX_LIST}`;
  for (let i = 0; i < v.length; i++) {
    const x: unknown = v[i];
    if (typeof x !== 'string' || x.length > MAX_TEXT) return `value[${i}] must be a short string, not ${describe(x)}`;
  }
  return null;
}

/** What `value` a decision takes: a pose, a list of faces or die indices, or none. */
function valueProblem(d: Decision, value: unknown): string | null {
  if (d.accepts === 'pose') return poseProblem(value, d.kind === 'place-feature');
  if (d.accepts === 'attack-faces' || d.accepts === 'defense-faces') return listProblem(value, 'dice faces');
  if (d.kind === 'modify-attack-dice' || d.kind === 'modify-defense-dice') return listProblem(value, 'die indices');
  return `decision ${d.id} (${d.kind}) takes no value: name one of its options`;
}

/** Refuses a malformed choice, one for another decision, or one from a seat the decision is not for. */
export function checkChoice(state: GameState, pending: Decision, choice: unknown): Refusal | null {
  if (!isPlainObject(choice))
    return refuse('bad-choice', 'a choice is an object {decision, seat, option, value?}, not ' + describe(choice));
  for (const k of Object.keys(choice))
    if (!CHOICE_FIELDS.has(k))
      return refuse('bad-choice', `a choice has no field "${k}": it takes decision, seat, option and value`);
  const { decision, seat, option } = choice;
  if (typeof decision !== 'number' || !Number.isSafeInteger(decision))
    return refuse(
      'bad-choice',
      `"decision" must be the number of the decision answered (decision ${pending.id} is pending), not ${describe(decision)}`,
    );
  if (seat !== 0 && seat !== 1)
    return refuse('bad-choice', `"seat" must be the deciding player's seat, 0 or 1, not ${describe(seat)}`);
  if (typeof option !== 'string' || option.length > MAX_TEXT)
    return refuse('bad-choice', `"option" must be the id of one of the options, not ${describe(option)}`);
  if (decision !== pending.id)
    return decision < pending.id
      ? refuse('stale-decision', 'that decision was already answered')
      : refuse('unknown-decision', `no decision ${decision} has been asked yet (decision ${pending.id} is pending)`);
  if (seat !== pending.player) {
    const owner = state.players[pending.player]?.name ?? `seat ${pending.player}`;
    const other = state.players[seat]?.name ?? `seat ${seat}`;
    return refuse(
      'wrong-seat',
      `decision ${pending.id} is ${owner}'s to make, not ${other}'s: you cannot choose for the other player`,
    );
  }
  if (choice.value !== undefined) {
    const problem = valueProblem(pending, choice.value);
    if (problem) return refuse('bad-value', problem);
  }
  return null;
}
