/**
 * What every phase module works with while it advances the game: the (private, mutable) state copy, the content, and
 * helpers to log events, ask decisions and roll dice. `apply` makes one copy of the state per choice and hands it to
 * the modules through a Ctx; nothing outside that copy is ever mutated.
 */
import type { Content } from '@xwing/content';
import type { EffectsApi } from './abilities/vocabulary/effects.js';
import type { Ability } from './abilities/vocabulary/types.js';
import type { Decision } from './decision.js';
import type { GameEvent } from './events.js';
import type { GameState, PlayerIndex } from './state.js';

/** The card abilities a game knows, by source key ("pilot:<xws>", "upgrade:<xws>:<side>", "damage:<xws>"). */
export interface AbilityTable {
  get(key: string): readonly Ability[];
  has(key: string): boolean;
  /** The source keys with at least one ability in `window`: most windows hold none, and the flow asks often. */
  keysIn(window: string): ReadonlySet<string>;
  /** Every source key with an ability (coverage and the flow-spec check read it). */
  keys(): readonly string[];
}

export interface Ctx {
  readonly state: GameState;
  readonly content: Content;
  /** The abilities in force: the engine's own, plus any a caller (a test, a variant) adds for this game. */
  readonly abilities: AbilityTable;
  /** What card abilities may do to the game beyond plain state changes (abilities/vocabulary/effects.ts). */
  readonly effects: EffectsApi;
  /** Appends an event to the log (seq, round and phase are filled in) and to this choice's event list. */
  emit(type: string, text: string, fields?: { ship?: string; data?: Record<string, unknown> }): GameEvent;
  /** Sets the pending decision (id filled in). The module returns right after asking. */
  ask(decision: Omit<Decision, 'id'>): Decision;
  /** Rolls dice with the state's generator, or (entered-dice games) returns null: the caller then asks 'enter-dice'. */
  roll(kind: 'attack' | 'defense', count: number): string[] | null;
  /**
   * Rolls dice, or in entered-dice games takes the faces the player entered: when none are waiting, asks an
   * 'enter-dice' decision of `player` and returns null; the caller then returns 'asked' WITHOUT having changed
   * anything, and its step is re-run from the top once the faces are entered (so roll before mutating).
   */
  rollOrAsk(
    kind: 'attack' | 'defense',
    count: number,
    player: PlayerIndex,
    why: string,
    ship?: string,
  ): string[] | null;
  /** The player's opponent. */
  opponent(player: PlayerIndex): PlayerIndex;
}

/**
 * A phase of the round (or setup). `advance` runs automatic steps from `state.cursor` until it needs a decision
 * (it calls ctx.ask and returns 'asked') or the phase is over (it returns the next phase; the flow then enters it
 * with a fresh cursor). `choose` applies a choice to the decision this module asked, or refuses it with a reason.
 */
export interface PhaseModule {
  enter(ctx: Ctx): void;
  advance(ctx: Ctx): 'asked' | GameState['phase'];
  choose(ctx: Ctx, choice: import('./decision.js').Choice): { ok: true } | { ok: false; reason: string; code: string };
}
