/**
 * Planning Phase (000 "Planning Phase"; 001 Round 1): every ship in play gets a secret dial (any order; we ask the
 * first player's ships, then the second's), then player order is rolled.
 */
import type { Difficulty } from '@xwing/content';
import { resolveDelayed } from '../abilities/delayed.js';
import { runWindow } from '../abilities/run.js';
import { adjustedDifficulties, dialForbidden, forceForbidden, redManeuversWhileStressed } from '../abilities/static.js';
import { dialOf } from '../abilities/dial-as.js';
import { ruleSetOf } from '../rule-sets/index.js';
import type { Ctx, PhaseModule } from '../context.js';
import { maneuverDifficulty, previewMove } from '../movement.js';
import { parseManeuver, type Pose } from '@xwing/geometry';
import { placeFromReserve, reserveOptions, reservePlacementProblem, reservesDue, reserveWhere } from '../reserves.js';
import type { ShipState } from '../state.js';
import type { Option } from '../decision.js';
import { inPlay, isIonized, isStressed, mustShip, OK, type Refusal, refuse } from '../util.js';

/**
 * Why the ship may not set this maneuver now, or undefined when it may (000 "Stress", "Force"). `forbidden`: the
 * maneuver kinds a standing effect keeps off its dial (static.ts dialForbidden, asked once per dial).
 */
function cannotSet(
  ctx: Ctx,
  ship: ShipState,
  code: string,
  difficulty: Difficulty,
  forbidden: ReadonlySet<string> | null,
): Refusal | undefined {
  if (forbidden !== null && forbidden.has(parseManeuver(code).kind))
    return refuse('dial-forbidden', `${ship.id} may not be assigned a ${parseManeuver(code).kind} maneuver (${code})`);
  // A rule set may let a stressed ship set a red maneuver and resolve it at the reveal (rule-sets/: 002 §Stress).
  if (
    difficulty === 'red' &&
    isStressed(ship) &&
    !ruleSetOf(ctx.state).planning.stressedMaySetRed &&
    !redManeuversWhileStressed(ctx, ship, code, 'set')
  )
    return refuse('stressed-red', `${ship.id} is stressed and cannot set a red maneuver (${code})`);
  if (difficulty === 'purple' && (ship.force < 1 || forceForbidden(ctx, ship) !== null))
    return refuse('no-force', `${ship.id} has no Force to spend on a purple maneuver`);
  return undefined;
}

/** The test templates the ship may still lay this Planning Phase (the rule set's number, 0 in most games). */
function testsLeft(ctx: Ctx, ship: ShipState): number {
  const limit = ruleSetOf(ctx.state).planning.testTemplates ?? 0;
  if (limit === 0) return 0;
  const tested = (ctx.state.cursor.data?.tested as Record<string, number> | undefined)?.[ship.id] ?? 0;
  return limit - tested;
}

/** A test template laid (004 §Planning Phase): where the ship would end, logged; or its dial is to be set now. */
function testTemplate(ctx: Ctx, ship: ShipState, option: string) {
  const c = ctx.state.cursor;
  const tested = { ...((c.data?.tested as Record<string, number> | undefined) ?? {}) };
  const limit = ruleSetOf(ctx.state).planning.testTemplates ?? 0;
  if (option === 'set-dial') {
    tested[ship.id] = limit;
    c.data = { ...c.data, tested };
    return OK;
  }
  const code = option.startsWith('test:') ? option.slice(5) : '';
  if (!dialOf(ctx, ship).byCode.has(code))
    return refuse('not-on-dial', `${option}: test a maneuver on ${ship.id}'s dial (test:<code>), or set-dial`);
  tested[ship.id] = (tested[ship.id] ?? 0) + 1;
  c.data = { ...c.data, tested };
  const r = previewMove(ctx, ship, code);
  const how = r.fled ? ', off the play area' : r.partial ? ', stopped short by a ship' : '';
  ctx.emit(
    'template-tested',
    `${ship.id} tests ${code}: it would end at (${Math.round(r.pose.x)}, ${Math.round(r.pose.y)})${how}.`,
    {
      ship: ship.id,
      data: { maneuver: code, pose: r.pose, partial: r.partial, fled: r.fled },
    },
  );
  return OK;
}

/** The dial's maneuvers with their difficulty for this ship now (damage cards may make some harder). */
function dialFor(ctx: Ctx, ship: ShipState): readonly { code: string; difficulty: Difficulty }[] {
  // The dial it uses (its own, or another ship type's: dial-as.ts dialOf).
  const dial = dialOf(ctx, ship);
  // maneuverDifficulty's reading (the dial's entry for each code), its standing records looked up once for the dial.
  let printed = printedDials.get(dial.byCode);
  if (printed === undefined) {
    printed = Object.freeze(
      dial.list.map((m) =>
        Object.freeze({ code: m.code, difficulty: dial.byCode.get(m.code)?.difficulty ?? m.difficulty }),
      ),
    );
    printedDials.set(dial.byCode, printed);
  }
  const adjusted = adjustedDifficulties(ctx, ship, printed);
  // No difficulty changed (most dials): the printed list itself, shared and frozen.
  if (adjusted.every((d, i) => d === printed[i]!.difficulty)) return printed;
  return printed.map((m, i) => ({ code: m.code, difficulty: adjusted[i]! }));
}

/** Each dial with its printed difficulties (keyed by dialOf's `byCode`, shared per pilot or ship type), read only. */
const printedDials = new WeakMap<object, readonly { code: string; difficulty: Difficulty }[]>();

/**
 * The set-dial option of a maneuver at a difficulty, per rule set's colour names: the same few objects at every
 * Planning Phase (built once, frozen; a decision's options are only read).
 */
const dialOptions = new WeakMap<(d: Difficulty) => string, Map<string, Option>>();
function dialOption(named: (d: Difficulty) => string, code: string, difficulty: Difficulty): Option {
  let byKey = dialOptions.get(named);
  if (!byKey) dialOptions.set(named, (byKey = new Map()));
  const key = `${difficulty}:${code}`;
  let o = byKey.get(key);
  if (!o) {
    o = Object.freeze({
      id: code,
      label: `${code} (${named(difficulty)})`,
      data: Object.freeze({ difficulty }) as Record<string, unknown>,
    });
    byKey.set(key, o);
  }
  return o;
}
import { rollPlayerOrder } from './order.js';

export const planning: PhaseModule = {
  enter(ctx) {
    ctx.state.cursor = { step: 'start' };
    for (const s of ctx.state.ships) s.dial = null;
  },
  advance(ctx) {
    const c = ctx.state.cursor;
    // Ships in reserve come back first (reserves.ts; supplement "Reserve"): placed by their player, one at a time.
    if (c.step === 'start') {
      const done = ((c.data ??= {}).reserveDone ??= []) as string[];
      for (const ship of reservesDue(ctx)) {
        if (done.includes(ship.id)) continue;
        done.push(ship.id);
        const options = reserveOptions(ctx, ship);
        if (options.length === 0) {
          ctx.emit('stays-in-reserve', `${ship.id} has no room to be placed and stays in reserve.`, { ship: ship.id });
          continue;
        }
        c.ship = ship.id;
        ctx.ask({
          player: ship.player,
          kind: 'place-ship',
          ship: ship.id,
          prompt: `Place ${ship.id} back from reserve ${reserveWhere(ship)}`,
          options,
        });
        return 'asked';
      }
      delete c.ship;
    }
    // Abilities "at the start of the Planning Phase" resolve before any dial is set (001 Planning Phase).
    if (c.step === 'start') {
      c.step = 'dials';
      // s39: what an ability kept for the start of this phase (`next-planning`) resolves first.
      if (ctx.state.delayed) resolveDelayed(ctx);
      if (runWindow(ctx, 'planning:start', {}) === 'asked') return 'asked';
    }
    if (c.step === 'dials') {
      const fp = ctx.state.firstPlayer;
      // An ionised ship sets no dial where the rule set says so (002 §Ion token).
      const dialless = !ruleSetOf(ctx.state).ion.setsDial;
      const needs = (s: ShipState) => inPlay(s) && !s.dial && !(dialless && isIonized(s));
      const next = ctx.state.ships.find((s) => needs(s) && s.player === fp) ?? ctx.state.ships.find((s) => needs(s));
      if (next) {
        c.ship = next.id;
        const named = ruleSetOf(ctx.state).difficultyName;
        // 004 §Planning Phase: up to N test templates for the ship first, each showing where it would end.
        const tests = testsLeft(ctx, next);
        if (tests > 0) {
          ctx.ask({
            player: next.player,
            kind: 'test-template',
            ship: next.id,
            prompt: `${next.id}: lay a test template (${tests} left), or set its dial`,
            options: [
              { id: 'set-dial', label: 'Set the dial now' },
              ...dialFor(ctx, next).map((m) => ({ id: `test:${m.code}`, label: `Test ${m.code}` })),
            ],
          });
          return 'asked';
        }
        const forbidden = dialForbidden(ctx, next);
        ctx.ask({
          player: next.player,
          kind: 'set-dial',
          ship: next.id,
          prompt: `Set the dial of ${next.id}`,
          options: dialFor(ctx, next)
            .filter((m) => cannotSet(ctx, next, m.code, m.difficulty, forbidden) === undefined)
            .map((m) => dialOption(named, m.code, m.difficulty)),
        });
        return 'asked';
      }
      delete c.ship;
      c.step = 'order';
    }
    // A player's initiative for the whole game is not rolled again (002 §Initiative).
    if (ruleSetOf(ctx.state).order === 'initiative-for-the-game') return 'system';
    const r = rollPlayerOrder(ctx);
    return r === 'asked' ? 'asked' : 'system';
  },
  choose(ctx, choice) {
    const ship = mustShip(ctx.state, ctx.state.cursor.ship!);
    if (ctx.state.pending?.kind === 'test-template') return testTemplate(ctx, ship, choice.option);
    if (ctx.state.pending?.kind === 'place-ship') {
      const o = ctx.state.pending.options.find((x) => x.id === choice.option);
      const pose = o?.data?.pose as Pose | undefined;
      if (!pose) return refuse('illegal-option', `place ${ship.id} with one of the options`);
      const problem = reservePlacementProblem(ctx, ship, pose);
      if (problem) return refuse('illegal-placement', problem);
      placeFromReserve(ctx, ship, pose);
      return OK;
    }
    const m = dialOf(ctx, ship).byCode.get(choice.option);
    if (!m) return refuse('not-on-dial', `${choice.option} is not a maneuver on ${ship.id}'s dial`);
    const difficulty = maneuverDifficulty(ctx, ship, m.code) ?? m.difficulty;
    const refused = cannotSet(ctx, ship, m.code, difficulty, dialForbidden(ctx, ship));
    if (refused) return refused;
    ship.dial = { maneuver: m.code, revealed: false };
    ctx.emit('dial-set', `${ctx.state.players[ship.player].name} sets the dial of ${ship.id}.`, {
      ship: ship.id,
      data: { maneuver: m.code },
    });
    return OK;
  },
};
