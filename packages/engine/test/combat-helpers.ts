/**
 * Small positions for the combat tests, built directly as GameState objects, and a driver that runs the engagement
 * phase with scripted answers (entered dice make every roll part of the script).
 */
import { loadContent } from '@xwing/content';
import { abilityTable } from '../src/abilities/ability-table.js';
import type { Ability } from '../src/abilities/vocabulary/types.js';
import { EngineCtx } from '../src/engine-ctx.js';
import type { Choice, Decision } from '../src/decision.js';
import type { GameEvent } from '../src/events.js';
import { engagement } from '../src/phases/engagement.js';
import { seedRng } from '../src/rng.js';
import { initialStats, initialUpgradeCharges } from '../src/stats.js';
import { buildDamageDeck } from '../src/damage.js';
import { refreshObstacleContact } from '../src/util.js';
import type { GameState, PlayerIndex, ShipState } from '../src/state.js';

export const content = loadContent();

/** The engine's own Ctx over a hand-built state and the real content. */
export class TestCtx extends EngineCtx {
  /** `extra`: abilities this test adds to the engine's own, for this context only. */
  constructor(state: GameState, extra: Readonly<Record<string, readonly Ability[]>> = {}) {
    super(state, content, abilityTable(extra));
  }
}

export interface ShipSpec {
  id: string;
  player: PlayerIndex;
  pilot: string;
  x: number;
  y: number;
  heading: number;
  upgrades?: string[];
  tokens?: ShipState['tokens'];
  damage?: ShipState['damage'];
  shields?: number;
  locks?: string[];
}

export function ship(spec: ShipSpec): ShipState {
  const upgrades = (spec.upgrades ?? []).map((xws) => {
    const charges = initialUpgradeCharges(content, xws);
    return charges === undefined ? { xws, side: 0 } : { xws, side: 0, charges };
  });
  const stats = initialStats(content, spec.pilot, upgrades);
  const pilot = content.pilot(spec.pilot)!;
  return {
    id: spec.id,
    player: spec.player,
    pilot: spec.pilot,
    ship: pilot.ship,
    base: content.shipOf(pilot).size,
    pose: { x: spec.x, y: spec.y, heading: spec.heading },
    initiative: stats.initiative,
    shields: spec.shields ?? stats.shields,
    hull: stats.hull,
    force: stats.force,
    charges: stats.charges,
    tokens: { ...spec.tokens },
    locks: (spec.locks ?? []).map((target) => ({ target })),
    reinforce: null,
    turret: null,
    damage: spec.damage ?? [],
    upgrades,
    dial: null,
    round: { activated: true, engaged: false, actions: [], skipAction: false, partial: false },
    gone: null,
    pendingRemoval: false,
  };
}

export function game(
  ships: ShipState[],
  opts: { obstacles?: GameState['obstacles']; firstPlayer?: PlayerIndex; decks?: [string[], string[]] } = {},
): GameState {
  const player = (index: PlayerIndex): GameState['players'][number] => ({
    index,
    name: index === 0 ? 'Rebels' : 'Empire',
    faction: index === 0 ? 'rebelalliance' : 'galacticempire',
    squad: null,
    squadPoints: 0,
    pointsDestroyed: 0,
    damageDeck: opts.decks?.[index] ?? buildDamageDeck(content),
    damageDiscard: [],
  });
  const state: GameState = {
    format: 'xwing-table/game@1',
    ruleset: '2.5',
    pointsSet: 'xwa-50p2.0',
    diceMode: 'entered',
    seed: 'combat-test',
    rng: seedRng('combat-test'),
    round: 1,
    phase: 'engagement',
    cursor: { step: 'start' },
    firstPlayer: opts.firstPlayer ?? 0,
    players: [player(0), player(1)],
    ships,
    obstacles: opts.obstacles ?? [],
    devices: [],
    pending: null,
    nextDecision: 0,
    log: [],
    result: null,
  };
  // As the engine does when a table is set (createFromPosition, moves): the obstacles each ship is at range 0 of.
  for (const ship of ships) refreshObstacleContact(state, ship);
  return state;
}

/** A scripted answer: option id (and value), or a function of the decision. */
export type Answer = string | { option: string; value?: string[] } | ((d: Decision) => string | Choice);

/**
 * Runs the engagement phase, answering each decision from the script in order (`enter-dice` answers are face lists
 * like 'hit,hit,blank'; 'done' ends a modify window). When the script runs out, modify windows are closed with
 * 'done' and declare decisions pass; an enter-dice decision without an answer throws.
 */
export function runEngagement(
  state: GameState,
  script: Answer[] = [],
  extra: Readonly<Record<string, readonly Ability[]>> = {},
): { ctx: TestCtx; decisions: Decision[]; end: string } {
  const ctx = new TestCtx(state, extra);
  engagement.enter(ctx);
  const decisions: Decision[] = [];
  const queue = [...script];
  for (let guard = 0; guard < 500; guard++) {
    const r = engagement.advance(ctx);
    if (r !== 'asked') return { ctx, decisions, end: r };
    const d = state.pending!;
    if (d.kind === 'choose-next-ship') {
      // Ties on initiative: the scripts were written for the ships' listed order, so take the first tied ship.
      const res = engagement.choose(ctx, { decision: d.id, seat: d.player, option: d.options[0]!.id });
      if (!res.ok) throw new Error(`refused ${d.options[0]!.id}: ${res.reason}`);
      continue;
    }
    decisions.push(structuredClone(d));
    let answer = queue.shift();
    if (answer === undefined) {
      if (d.kind === 'enter-dice') throw new Error(`script ran out at: ${d.prompt}`);
      answer = d.kind === 'declare-attack' ? 'pass' : d.kind === 'use-ability' ? 'decline' : 'done';
    }
    const choice = toChoice(d, answer);
    const res = engagement.choose(ctx, choice);
    if (!res.ok) throw new Error(`refused ${JSON.stringify(choice)}: ${res.reason}`);
  }
  throw new Error('engagement did not end');
}

function toChoice(d: Decision, a: Answer): Choice {
  if (typeof a === 'function') {
    const r = a(d);
    return typeof r === 'string' ? toChoice(d, r) : r;
  }
  if (typeof a === 'object')
    return { decision: d.id, seat: d.player, option: a.option, ...(a.value ? { value: a.value } : {}) };
  if (d.kind === 'enter-dice')
    return { decision: d.id, seat: d.player, option: 'faces', value: a.split(',').filter((x) => x) };
  return { decision: d.id, seat: d.player, option: a };
}

export function eventsOf(ctx: TestCtx, type: string): GameEvent[] {
  return ctx.events.filter((e) => e.type === type);
}

/** Ships facing each other on the y axis with `gap` mm between their bases (small bases, 40 mm). */
export function facing(gap: number): {
  a: { x: number; y: number; heading: number };
  b: { x: number; y: number; heading: number };
} {
  return { a: { x: 400, y: 200, heading: 0 }, b: { x: 400, y: 200 + 40 + gap, heading: 180 } };
}
