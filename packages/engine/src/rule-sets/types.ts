/**
 * A rule set: the game a table plays (the 2.5 rules of 000/001, the first edition of 002, or the junior variant of
 * 004), chosen when a game is created (`GameSetup.ruleSet`) and kept in `GameState.ruleset`. The core rules ask its
 * hooks at named points of the flow, the actions, combat and squads; they never test a rule set's name (the gate test
 * test/rule-sets/gate.test.ts fails when a file outside this folder does). Each hook is a plain value or a small
 * function read once per question, so the default game pays a property read for it.
 */
import type { Difficulty } from '@xwing/content';

/** A squad as a rule set's own check sees it: its faction and its pilots (xws ids) with their upgrades. */
export interface SquadOutline {
  readonly faction: string;
  /** Each pilot (xws), its ship (xws, from the content) and its upgrades (xws). */
  readonly pilots: readonly { readonly pilot: string; readonly ship: string; readonly upgrades: readonly string[] }[];
}

/** The rule sets the engine knows. */
export const RULE_SET_IDS = ['2.5', 'first-edition', 'junior', 'junior-advanced'] as const;
export type RuleSetId = (typeof RULE_SET_IDS)[number];

/**
 * Which cards a rule set's games are built from: "v2", the 2.5 cards (`loadContent`; `ContentData.edition` absent), or
 * "v1", the first edition's (`loadFirstEditionContent`; `ContentData.edition` "v1"). The card abilities a game runs
 * are the table of its edition (abilities/ability-table.ts `abilityTableFor`).
 */
export type ContentEdition = 'v2' | 'v1';

export interface RuleSet {
  readonly id: RuleSetId;
  /** Its name as a player reads it (the lobby's choice, the table's header). */
  readonly title: string;
  /** The rules documents it implements (../shared/rules). */
  readonly documents: string;
  /**
   * What is not implemented yet, one phrase each: a game of this rule set is refused with "not implemented yet: …"
   * while any is left (never played with the 2.5 rules in their place).
   */
  readonly missing: readonly string[];
  /** What the missing pieces play by in a game that accepts them (`acceptMissing`). */
  readonly fallback: string;
  /** Squads: the content edition its cards come from, and the points set a game uses when none is named. */
  readonly squads: {
    readonly edition: ContentEdition;
    /** Undefined: the content's default points set. */
    readonly defaultPointsSet: string | undefined;
    /**
     * The rule set's own squad limits, past the points (004 §Set Up: one pilot per faction, two TIEs to one X-wing):
     * each problem found in the two squads, by player. Undefined: none.
     */
    readonly check?: (squads: readonly SquadOutline[]) => readonly { player: number; message: string }[];
  };
  /**
   * Player order: rolled at setup and again every Planning Phase (000), or one player's initiative chosen at setup for
   * the whole game (002 §Initiative).
   */
  readonly order: 'rolled-each-round' | 'initiative-for-the-game';
  /**
   * Setup's edges: the first player takes the near edge (000, the engine's default), or the player without
   * initiative chooses an edge once the obstacles are placed (002 §Setup "Place Obstacles").
   */
  readonly edges: 'first-player-near' | 'chosen-after-obstacles';
  /** Planning: may a stressed ship set a red maneuver (it is then resolved at the reveal)? */
  readonly planning: {
    readonly stressedMaySetRed: boolean;
    /** How many test templates a player may lay for each ship before setting its dial (004 §Planning Phase: 3). */
    readonly testTemplates?: number;
  };
  /** Actions: does stress forbid every action, free actions and abilities' permissions included? */
  readonly actions: {
    readonly stressForbidsAll: boolean;
    /** The only action types a ship may take from its bar (004 §Activation Phase c); undefined: all of them. */
    readonly only?: readonly string[];
    /**
     * Barrel roll: may the template sit anywhere along the ship's side, not only at its middle (002 §Barrel roll: the
     * template may not reach past the base's front or back edge, nor the ship past the template's)? 2.5 centres it and
     * offers the ship three places at its far end (000 "Barrel Roll"). Undefined: no.
     */
    readonly rollTemplateSlides?: boolean;
  };
  /**
   * Range: the nearest band (0 in 2.5; 1 in the first edition, where ships in contact are at range 1: 002 §Range), and
   * whether ships in contact may attack each other (002 §Touching: they may not).
   */
  readonly range: { readonly nearest: 0 | 1; readonly touchingMayAttack: boolean };
  /** Locks: may a ship lock friendly ships (000 Lock), or enemy ships only (002 §Acquire a target lock)? */
  readonly locks: { readonly enemiesOnly: boolean };
  /**
   * Ion tokens: whether an ionised ship sets a dial, what it flies (2.5: a blue 1-speed maneuver of its dial's bearing;
   * 002 §Ion token: a white straight 1, no dial), and whether becoming ionised breaks its locks (000 "Ion Tokens").
   */
  readonly ion: {
    readonly setsDial: boolean;
    readonly flies: 'dial-bearing' | 'white-straight-1';
    readonly breaksLocks: boolean;
  };
  /**
   * Overlapping ships after a maneuver: a friendly overlap's damage roll and an enemy overlap's red focus or
   * calculate (000 "Overlapping Ships"), or neither (002 §Overlapping ships: the ship only skips its action step).
   */
  readonly overlap: {
    readonly friendlyRoll: boolean;
    readonly enemyAction: boolean;
    /** The moving ship and every ship it overlapped each suffer one damage (004 §Activation Phase b). */
    readonly bothDamaged?: boolean;
    /** A ship whose path crosses another stops against it, as if it had ended on it (004 §Activation Phase b). */
    readonly crossingStops?: boolean;
  };
  /**
   * Obstacles: the effect kinds its games know (undefined: every kind), the obstacles each player brings when a setup
   * names none (undefined: the engine's default), and what hitting them does: an asteroid's damage (2.5: one damage,
   * one more on a hit or crit; 002 §Obstacles: a hit one damage, a crit one critical damage) and a debris cloud's
   * (2.5: a hit one damage, a crit one critical; 002: a crit one critical damage, a hit nothing).
   */
  readonly obstacles: {
    readonly kinds: readonly string[] | undefined;
    readonly defaults: readonly [readonly string[], readonly string[]] | undefined;
    readonly asteroid: 'one-and-roll' | 'roll';
    readonly debrisHits: boolean;
    /** How many obstacles each player brings and places (000 and 002: three; 004's set-up places none). */
    readonly perPlayer?: number;
    /**
     * When the obstacles a maneuver touched act: all as the maneuver ends (2.5, undefined), or around the Perform Action
     * step (002 §Obstacles): an asteroid makes the ship skip that step, a debris cloud gives its stress after Check
     * Pilot Stress, and each one's die is rolled once the step is over (or skipped).
     */
    readonly aroundActionStep?: boolean;
  };
  /**
   * Combat: what an evade token does (000/002: spent for an evade result; 004 §Combat Phase c: one more defense die),
   * and how many hits a crit result counts for (004 §Combat Phase b: two, dealt as plain damage). Undefined: 2.5's.
   */
  readonly combat?: { readonly evadeToken: 'adds-result' | 'extra-die'; readonly critHits: 1 | 2 };
  /**
   * Weapons: whether the range bonuses reach primary weapon attacks only (002 §Range combat bonus, §Secondary weapons:
   * never a secondary weapon's; 2.5 gives them to every attack but ordnance), and the arcs a turret weapon fires in on
   * a ship with no turret indicator (002 §Secondary weapons: a turret weapon's card lets it target outside the firing
   * arc, all round: the full front and full rear arcs together). Undefined: 2.5's.
   */
  readonly weapons?: { readonly rangeBonusPrimaryOnly: boolean; readonly turretArcs?: readonly string[] };
  /** Damage: the content's damage deck each player shuffles (002 §Damage: the TFA core deck replaces the 2012 one). */
  readonly damage: { readonly deck: string };
  /**
   * Two effects changing a maneuver's difficulty the opposite ways: added up (2.5, undefined), or the harder one holds
   * and the other is ignored (002 §Difficulty).
   */
  readonly difficultyConflicts?: 'add' | 'harder-wins';
  /** What a difficulty is called at this table (the data keep one set of words: 2.5's blue is 1.0's green). */
  readonly difficultyName: (d: Difficulty) => string;
}
