/**
 * The Ctx every phase module works with (context.ts): one mutable copy of the state per choice, the content, and
 * helpers to log events, ask decisions and roll dice (seeded, or entered by the players).
 */
import type { Content } from '@xwing/content';
import { ENGINE_EFFECTS } from './abilities/engine-effects.js';
import { abilityTableFor, gameTable } from './abilities/ability-table.js';
import { ruleSetOf } from './rule-sets/index.js';
import type { AbilityTable, Ctx } from './context.js';
import type { Decision } from './decision.js';
import { clearUnseen } from './decision-sight.js';
import type { GameEvent } from './events.js';
import { nextInt } from './rng.js';
import type { GameState, PlayerIndex } from './state.js';

/** Attack die: 3 hit, 1 crit, 2 focus, 2 blank (000, Dice). */
export const ATTACK_FACES = ['hit', 'hit', 'hit', 'crit', 'focus', 'focus', 'blank', 'blank'] as const;
/** Defense die: 3 evade, 2 focus, 3 blank. */
export const DEFENSE_FACES = ['evade', 'evade', 'evade', 'focus', 'focus', 'blank', 'blank', 'blank'] as const;

export class EngineCtx implements Ctx {
  readonly events: GameEvent[] = [];
  readonly effects = ENGINE_EFFECTS;
  /** The table's view for this game's cards (ability-table.ts gameTable): windows none of them listens to are empty. */
  readonly abilities: AbilityTable;
  constructor(
    readonly state: GameState,
    readonly content: Content,
    // The card abilities of the game's rule set's edition (the engine's own for 2.5).
    abilities: AbilityTable = abilityTableFor(ruleSetOf(state).squads.edition),
  ) {
    this.abilities = gameTable(abilities, state, content);
  }

  emit(type: string, text: string, fields?: { ship?: string; data?: Record<string, unknown> }): GameEvent {
    const s = this.state;
    const e: GameEvent = { seq: (s.logBase ?? 0) + s.log.length, round: s.round, phase: s.phase, type, text };
    if (fields?.ship !== undefined) e.ship = fields.ship;
    if (fields?.data !== undefined) e.data = fields.data;
    s.log.push(e);
    this.events.push(e);
    return e;
  }

  ask(decision: Omit<Decision, 'id'>): Decision {
    // Built from what the deciding seat may see: no facedown damage card's identity (decision-sight.ts).
    const d = clearUnseen({ id: this.state.nextDecision++, ...decision }, this.state, this.content);
    this.state.pending = d;
    return d;
  }

  roll(kind: 'attack' | 'defense', count: number): string[] | null {
    if (this.state.diceMode === 'entered') return null;
    const faces = kind === 'attack' ? ATTACK_FACES : DEFENSE_FACES;
    const out: string[] = [];
    for (let i = 0; i < count; i++) out.push(faces[nextInt(this.state.rng, 8)]!);
    return out;
  }

  rollOrAsk(kind: 'attack' | 'defense', count: number, player: PlayerIndex, why: string, ship?: string) {
    const s = this.state;
    if (s.diceMode !== 'entered') return this.roll(kind, count);
    if (s.entered && s.entered.length === count) {
      const faces = s.entered;
      delete s.entered;
      return faces;
    }
    const d: Omit<Decision, 'id'> = {
      player,
      kind: 'enter-dice',
      prompt: `Roll ${count} ${kind} ${count === 1 ? 'die' : 'dice'} (${why}) and enter the faces`,
      options: [],
      accepts: kind === 'attack' ? 'attack-faces' : 'defense-faces',
    };
    if (ship !== undefined) d.ship = ship;
    s.enteredFor = this.ask({ ...d, count }).id;
    return null;
  }

  opponent(player: PlayerIndex): PlayerIndex {
    return player === 0 ? 1 : 0;
  }
}
