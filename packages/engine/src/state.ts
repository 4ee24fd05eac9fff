/**
 * The game state: plain JSON (numbers, strings, booleans, arrays, plain objects), so it serialises, hashes and
 * replays. Cards are referenced by xws id and looked up in @xwing/content; poses use @xwing/geometry's conventions
 * (mm, degrees, heading 0 = +y, clockwise). Fields marked "hidden" are removed by `viewFor` for seats that may not
 * see them. See docs/engine-design.md.
 */
import type { RuleSetId } from './rule-sets/types.js';
import type { ActionDef, Difficulty } from '@xwing/content';
import type { RngState } from './rng.js';
import type { DeviceKind, Pose } from '@xwing/geometry';
import type { Decision } from './decision.js';
import type { Detonation } from './devices.js';
import type { GameEvent } from './events.js';
import type { ObstacleEffectKind } from './obstacles.js';
import type { Condition, Effect, Until, Window } from './abilities/vocabulary/types.js';

export type PlayerIndex = 0 | 1;

export type Phase = 'setup' | 'planning' | 'system' | 'activation' | 'engagement' | 'end' | 'over';

/** Where the flow is inside the current phase; each phase module owns its own step names. */
export interface Cursor {
  /** A step name owned by the phase, e.g. 'place-obstacles', 'reveal', 'modify-attack-dice'. */
  step: string;
  /** The initiative being processed (activation: ascending; engagement: descending). */
  initiative?: number;
  /** The ship acting now. */
  ship?: string;
  /** Work still to do in this step, e.g. obstacles whose effects are still to resolve (core flow). */
  queue?: string[];
  /** Step-local facts (core flow), e.g. the maneuver being executed and its difficulty. */
  data?: Record<string, unknown>;
  /** Ships that have already activated/engaged this phase. */
  done?: string[];
  /** remotes (s37): the remotes that have acted at the start of the Activation Phase (remote-activation.ts). */
  remotesDone?: string[];
  /** issue 26: Engagement Phase, the remote whose attack its controller is asked to declare (remote-attack.ts). */
  remoteAttack?: string;
  /** The attack in progress, if any. */
  attack?: AttackState;
  /** Engagement: a bonus attack an ability granted, offered once the current attack ends (combat/attack.ts). */
  /** A bonus attack granted to `ship`, limited to these weapons and arcs, to or away from one defender, when given. */
  bonusAttack?: {
    ship: string;
    weapons?: string[];
    arcs?: string[];
    target?: string;
    notTarget?: string;
    /** The defender must be at range `min`–`max` of this ship (e.g. of the last attack's defender). */
    near?: { ship: string; min: number; max: number };
    /** The weapons' attack requirements (a lock, focus or calculate token) are ignored for it. */
    free?: boolean;
    /** Its defender must hold one of these tokens (e.g. a red or orange one). */
    tokens?: string[];
    /** s32: its weapon spends no charge (Saturation Rockets' bonus attack). */
    chargeFree?: boolean;
    /** s37: once declared, the arc it is made from is barred to the ship for the rest of the round (`round.barredArcs`). */
    barArc?: boolean;
    /** attack (s39): its defender must be inside this arc of the ship ('bullseye'). */
    inArc?: string;
    /** attack (s39): the source key of the record that granted it (read back as `AttackState.bonusFrom`). */
    from?: string;
  };
  /** attack (s39): the Engagement Phase's 'engagement:initiative-zero' carriers still to raise it for (absent: not begun). */
  zeroQueue?: string[];
  /** Engagement: ships that performed a bonus attack this phase (one each). */
  bonusDone?: string[];
  /** Engagement (s37): the 'engagement:end' window was raised (phases/engagement.ts): the phase ends when next asked. */
  closing?: boolean;
  /** The ship its player chose to go next among their ships tied on initiative (phases/initiative-order.ts). */
  nextShip?: string;
}

/**
 * A timing window on the trigger stack (abilities/run.ts): its abilities still to resolve, in order. `started` once
 * it has begun resolving (a window raised while it resolves goes above it and resolves first).
 */
export interface PendingWindow {
  window: string;
  started?: boolean;
  subject: { ship?: string; other?: string; data?: Record<string, unknown> };
  /** Abilities still to resolve, in order: owning ship id and the source key + index of the ability. */
  queue: { ship: string; key: string; index: number; card?: number }[];
  /**
   * Entered-dice games: the ability at the head of the queue rolls a die whose face the engine is waiting for (an
   * 'enter-dice' decision); `accepted` when it is an optional ability its owner already chose to use (costs paid),
   * with the choice it named.
   */
  awaitingDie?: { accepted?: boolean; choice?: string; choices?: string[] };
  /** The head ability's choices made so far, when it asks them step by step (Ability.then). */
  picked?: string[];
  /** The queue entry ("ship|key#index") its player chose to resolve first ('order-abilities'): not asked again. */
  headChosen?: string;
  /**
   * Actions its abilities granted (abilities/grant-action.ts): each is performed as the ability that granted it
   * resolves, and what it sets off resolves, before the window goes on (000 Timing and Abilities).
   */
  granted?: {
    /**
     * The action asked now (`asked`: the pending 'choose-action'), or performed (`performed`: its type) and waiting
     * for the mines its barrel roll or boost set off (`mines`, `detonation`: devices.ts) before its
     * 'action:after-perform' window is raised.
     */
    now?: GrantedAction & {
      asked?: true;
      performed?: string;
      /** The action's difficulty and the ship it chose, for its 'action:after-perform' window. */
      difficulty?: string;
      target?: string;
      mines?: string[];
      detonation?: object;
      /** subsystems: a move made as no action (its type: boost, barrel roll), for its 'move:after-not-action' window. */
      moved?: string;
      /** A SLAM performed: the obstacles its maneuver still has to resolve, before its mines and disarm token. */
      slam?: string[];
      /** The SLAM's maneuver difficulty, checked once its obstacles and mines resolved (movement.ts finishSlam). */
      slamDifficulty?: Difficulty;
    };
    /** Actions granted after it, each asked once what the one before set off has resolved. */
    next: GrantedAction[];
  };
}

/** An action an ability lets a ship perform outside its Perform Action step: one of `defs`, or pass. */
export interface GrantedAction {
  ship: string;
  defs: ActionDef[];
  /** What the prompt says it comes from. */
  why: string;
  /** The action may be performed even while stressed. */
  ignoreStress?: boolean;
  /** Its move (a boost, a barrel roll) is made as no action (actions/index.ts MenuOptions.notAction). */
  notAction?: boolean;
  /** The ship must make it when it can: no "pass" is offered while a legal way exists ("you must boost"). */
  mandatory?: boolean;
  /** Movement: its boost uses only these templates (actions/index.ts MenuOptions.templates). */
  templates?: string[];
  /** support (s35): its lock may choose only this object (actions/index.ts MenuOptions.lockOn). */
  lockOn?: string;
  /**
   * The action is a coordinated ship's (supplement "Coordinate": the chosen ship performs one action, part of the
   * coordinate): the coordinating ship, its action's difficulty and chosen ship, whose 'action:after-perform' window
   * is raised once this ship has acted or passed.
   */
  /** movement: `action`, the action the coordinated ship performed once it has (Lieutenant Sai). */
  /** movement: `why`, the grant that offered the Coordinate action (its window's `grantedBy`), when one did. */
  coordinatedBy?: {
    ship: string;
    difficulty?: string;
    target?: string;
    action?: string;
    why?: string;
    /** support (s35): the coordinate was performed at this card's price (actions/index.ts Performed.pricedBy). */
    pricedBy?: string;
  };
}

export interface PlayerState {
  index: PlayerIndex;
  name: string;
  faction: string;
  /** The validated squad as strict XWS (what the player brought). */
  squad: unknown;
  /** Sum of the squad's pilot costs in the points set. */
  squadPoints: number;
  /** Points of enemy ships destroyed (victory tie-break). */
  pointsDestroyed: number;
  /** The player's own damage deck, top first — hidden (order and contents) from every view. */
  damageDeck: string[];
  damageDiscard: string[];
  /** Which player edge is theirs (the first player of setup takes the 'first' edge, y = 0). */
  edge?: 'first' | 'second';
  /** Obstacles this player brought and has not placed yet (setup). */
  obstacles?: string[];
}

/** Token counts on a ship. Absent or 0 means none. */
export interface Tokens {
  focus?: number;
  evade?: number;
  calculate?: number;
  stress?: number;
  strain?: number;
  deplete?: number;
  ion?: number;
  jam?: number;
  tractor?: number;
  disarm?: number;
  cloak?: number;
}

export interface Lock {
  /** The locked object's id (ship id, or another object's). */
  target: string;
}

export interface DamageCardState {
  /** The damage card's xws id (from the content's damage deck) — hidden in opponents' views while facedown. */
  card: string;
  faceup: boolean;
  /** Dealt faceup, it counts as this many damage cards toward destruction (content `DamageCard.countsAs`). */
  counts?: number;
}

export interface EquippedUpgrade {
  xws: string;
  /** Which side is up (0 = front), for dual-sided cards. */
  side: number;
  charges?: number;
  discarded?: boolean;
  /**
   * Facedown under another card, not equipped (Razor Crest's hidden Illicit upgrade): `discarded` is set with it, so
   * every rule leaves the card out until it is equipped (`equip-stowed`); only its owner's seat reads its name.
   */
  stowed?: boolean;
  /** Tokens placed on the card (a card that says to place tokens on it: Automated Target Priority), by type. */
  tokens?: Partial<Record<string, number>>;
}

export interface DialState {
  /** Dial code without difficulty, e.g. "2B" — hidden from the opponent until revealed. */
  maneuver: string;
  revealed: boolean;
  /** movement: the seats that have looked at it while hidden (an ability's `look-at-dial`): view.ts shows it to them. */
  seenBy?: PlayerIndex[];
}

export interface ShipState {
  /** Unique in the game, e.g. "p1-lukeskywalker-1". */
  id: string;
  player: PlayerIndex;
  pilot: string;
  ship: string;
  base: 'small' | 'medium' | 'large' | 'huge';
  /** Null until placed during setup; null again once destroyed or fled. */
  pose: Pose | null;
  /** Initiative (may be changed by effects; starts as the pilot's). */
  initiative: number;
  /** Shields remaining now. */
  shields: number;
  /** The hull value (printed plus upgrades): the ship is destroyed when its damage cards reach it. */
  hull: number;
  /** Shield value (printed plus upgrades), for recovery effects and views. */
  maxShields?: number;
  /** Squad points of this ship (victory: points destroyed). */
  points?: number;
  /** Obstacle kinds the ship is at range 0 of, refreshed after every move (range-0 restrictions of 000 p.18). */
  atObstacles?: ObstacleEffectKind[];
  force: number;
  charges: number;
  tokens: Tokens;
  /** Locks this ship maintains (at most one unless an effect says otherwise). */
  locks: Lock[];
  /** Reinforce token direction, if any. */
  reinforce: 'fore' | 'aft' | null;
  /** Where a turret indicator points, for ships that have one. */
  turret: 'front' | 'rear' | 'left' | 'right' | null;
  damage: DamageCardState[];
  upgrades: EquippedUpgrade[];
  dial: DialState | null;
  /** Per-round flags: which actions were performed, whether it activated, engaged, skipped its action. */
  round: {
    activated: boolean;
    engaged: boolean;
    actions: string[];
    skipAction: boolean;
    partial: boolean;
    /** Executed an ion maneuver this activation (ion tokens are removed at its end). */
    ionManeuver?: boolean;
    /**
     * The ships its last move this round (a maneuver, a boost or a barrel roll) moved through — whose bases the
     * template crossed (000 "Moving Through and Overlapping"; absent when none): "if you moved through a ship".
     */
    movedThrough?: string[];
    /** Docked with its carrier this System Phase (docking.ts): it does not deploy this phase nor activate this round. */
    docked?: boolean;
    /** Deployed from its carrier this round (docking.ts): it does not dock again this System Phase. */
    deployed?: boolean;
    /**
     * movement: the obstacles its last boost or barrel roll this round moved through or onto, as an ability let it
     * (ignore-obstacles 'repositioning'; absent when none): "after you boost or barrel roll through an obstacle".
     */
    crossedObstacles?: string[];
    /**
     * movement (s39): the obstacles its last boost or barrel roll this round moved through or onto while it ignored
     * them (no effect on it; absent when none): "if you move through an obstacle" (Ahsoka Tano of Legends and Relics).
     */
    crossedIgnored?: string[];
    /**
     * movement (s39): the types of the actions it performed this round while stressed (a permission let it: 000
     * "Stress"; absent when none), read by `actions-performed` `whileStressed` (Coaxium Hyperfuel's "if you do").
     */
    stressedActions?: string[];
    /**
     * movement (s39): the speed of the last maneuver it executed this round (movement.ts moveShip: its maneuver, a
     * SLAM's, a deploy's), read by `agility-as-speed` (Sarco Plank).
     */
    executedSpeed?: number;
    /** subsystems: dropped or launched a device this round (devices.ts), read by `placed-device`. */
    placedDevice?: boolean;
    /**
     * support (s35): an attack was declared against it this round (combat/attack.ts declareAttack; 001 Engagement 1),
     * read by `defended`: "if you did not defend this round".
     */
    defended?: boolean;
    /**
     * attack (s37): the arcs barred to its attacks for the rest of the round (absent when none): an attack an ability granted
     * with `barArc` was made from them (Han Solo's turret arc; combat/weapons.ts legalAttacks leaves them out).
     */
    barredArcs?: string[];
  };
  /** How it left the game, if it did. */
  gone: null | { how: 'destroyed' | 'fled'; round: number };
  /** Condition cards assigned to it: which card, the ship whose ability assigned it, the round it was assigned. */
  conditions?: {
    xws: string;
    owner: string;
    round: number;
    /** Assigned facedown (a secret condition): the other player's view does not name it until it is revealed. */
    facedown?: boolean;
    /** A faceup damage card placed on the condition (I'll Show You the Dark Side), dealt from there later. */
    card?: string;
  }[];
  /**
   * The carrier this ship is docked with (supplement "Dock", "Reserves"): a docked ship is in reserve, off the play
   * area (`pose` null, `gone` null), until it deploys (docking.ts).
   */
  docked?: string;
  /**
   * In reserve other than docked (reserves.ts; supplement "Reserve"): off the play area (`pose` null, `gone` null) since
   * round `round`, to be placed within range 1 of one of `edges` at the start of a later Planning Phase.
   * s36-reserve (`start-in-reserve`): `at` 'obstacle' — placed at range 0 of an obstacle instead of near an edge
   * (`edges` empty); `beyondEnemies` — and beyond that range of every enemy ship; `held` — not placed at a Planning
   * Phase's start: an ability deploys it (`deploy-reserve`), or Setup's end does (`setupEnd`).
   */
  reserve?: {
    edges: ReserveEdge[];
    round: number;
    at?: 'obstacle';
    beyondEnemies?: number;
    held?: boolean;
    setupEnd?: boolean;
  };
  /**
   * subsystems (s36): the pilot card (xws) whose name, initiative, pilot ability and ship charge this ship has instead
   * of its own name and beside its own ability, taken from a destroyed friendly ship ('dock:identity'
   * `take-pilot-identity`: Nashtah Pup; identity.ts). Absent for a ship that flies as its own pilot.
   */
  identity?: string;
  /** Destroyed during the engagement phase but still in play until its initiative step ends (simultaneous fire). */
  pendingRemoval: boolean;
}

/** An edge of the play area: the first / second player's (y = 0 / y = 914.4), or the left / right one (x = 0 / 914.4). */
export type ReserveEdge = 'first' | 'second' | 'left' | 'right';

export interface ObstacleState {
  id: string;
  /** Obstacle outline id or name (geometry package), e.g. "asteroid-3". */
  name: string;
  pose: Pose;
  /** What it does, when not what its outline implies (obstacles.ts: e.g. an electro-chaff cloud on a gas cloud's outline). */
  kind?: ObstacleEffectKind;
  /**
   * vizsla (s36): fuse markers on an obstacle a card placed with some (Electro-Chaff Missiles): absent on the others.
   * In the End Phase one with none left is removed, then each loses one (card-obstacles.ts).
   */
  fuses?: number;
}

/**
 * A device on the table (000 "Devices"; 001 Devices): a bomb or a mine an upgrade card dropped or launched. It stays
 * when the ship that placed it is gone, until it detonates (devices.ts).
 */
export interface DeviceState {
  /** Unique in the game, e.g. "protonbombs-r2-1". */
  id: string;
  /** The upgrade card (xws) whose device it is, e.g. "protonbombs"; its effect is the card's ('device:<xws>'). */
  card: string;
  /** Bombs detonate at the end of the Activation Phase; mines when a ship moves through or overlaps them. */
  kind: 'bomb' | 'mine';
  /** The token's shape, from the card (@xwing/geometry's device kinds: its outline and where it lands). */
  shape: DeviceKind;
  /** The ship that placed it (its player owns it and decides for it). */
  owner: string;
  /** The token's centre and heading (the direction its guides point away from). */
  pose: Pose;
  /** The round it was placed (a ship places a device once per System Phase). */
  round: number;
  /**
   * Fuse markers on it (absent: none). A fused device that would detonate loses one marker instead and does not
   * detonate (devices.ts `detonate`).
   */
  fuses?: number;
}

/**
 * A remote on the table (2.0 Rules Reference "Remotes", rules-reference-supplement.md; 000/001 have no remote rule): a
 * device with initiative, agility and hull that can be attacked (remotes.ts). An upgrade card places it as it places a
 * device (devices.ts `placeDevices`); its controlling player is the player of the ship that placed it. It holds no
 * tokens (locks on it are the locking ship's); each damage it suffers counts against its hull, and it is destroyed and
 * removed once that count reaches its hull.
 */
export interface RemoteState {
  /** Unique in the game, e.g. "drk1probedroids-r2-1". */
  id: string;
  /** The upgrade card (xws) whose remote it is, e.g. "drk1probedroids" (its rules: 'device:<xws>'). */
  card: string;
  /** The ship that placed it. */
  owner: string;
  /** Its controlling player (the owner's). */
  player: PlayerIndex;
  /**
   * The token's outline (@xwing/geometry's device kinds): measured from the Vassal module's pieces, but a commando
   * team's ('commando', unmeasured: docs/geometry.md "Remotes").
   */
  shape: DeviceKind;
  pose: Pose;
  initiative: number;
  agility: number;
  hull: number;
  /** Damage it has suffered (destroyed when it reaches `hull`). */
  damage: number;
  /** The round it was placed. */
  round: number;
  /**
   * issue 26: the charges left to a remote whose entry gives it some (the commando teams: 2, never recovered; each of
   * its attacks spends one). Absent for a remote without charges.
   */
  charges?: number;
  /**
   * issue 26: destroyed by an attack made at its own initiative in the Engagement Phase, it stays in play until that
   * initiative's effects are over (supplement "Damaging Remotes", simultaneous fire): it still engages. Absent else.
   */
  pendingRemoval?: true;
}

export type AttackStepName =
  | 'declare'
  | 'roll-attack'
  | 'modify-attack'
  | 'roll-defense'
  | 'modify-defense'
  | 'neutralize'
  | 'deal-damage'
  | 'aftermath';

/**
 * A dice modification used in an attack: a token's (by the modification's name: 'focus', 'lock', …) or an ability's
 * (its ship, its source key and its index among the key's records).
 */
export type UsedModification = { token: string } | { ship: string; key: string; index: number };

export interface AttackState {
  attacker: string;
  defender: string;
  /** 'primary' or the upgrade xws of a special weapon. */
  weapon: string;
  arc: string;
  range: number;
  obstructed: boolean;
  step: AttackStepName;
  /** Faces showing, and which dice were rerolled already (each die at most once). */
  attackDice: { face: 'blank' | 'focus' | 'hit' | 'crit'; rerolled: boolean; added?: boolean }[];
  defenseDice: { face: 'blank' | 'focus' | 'evade'; rerolled: boolean; added?: boolean }[];
  /** Dice modifications already used this attack (for their uses-per-attack limits). */
  used: UsedModification[];
  /** Modify steps: whose window it is ('defender' then 'attacker' on attack dice, the reverse on defense dice). */
  modifier?: 'attacker' | 'defender';
  /** Ordnance weapon: no range bonuses. */
  ordnance?: boolean;
  /** The defender is a remote (remotes.ts), not a ship. */
  remote?: true;
  /**
   * issue 26: the attacker is a remote (a commando team; `attacker` is its id), not a ship: no card names it as "the
   * attacker", it has no tokens, and only its entry's own modification acts for it (combat/attack.ts).
   */
  remoteAttacker?: true;
  /** Dice kinds an ability made unmodifiable for this attack (e.g. Dark Curse: the attack dice). */
  unmodifiable?: ('attack' | 'defense')[];
  /** How many hit/crit results the Neutralize Results step cancelled. */
  neutralized?: number;
  /** Attack pilots: the attack is a bonus attack (declared for a granted one; the condition `attack-is-bonus`). */
  bonus?: true;
  /** attack (s39): the source key of the record that granted this bonus attack (`attack-is-bonus` `from`). */
  bonusFrom?: string;
  /** The attacker cannot spend its lock for the rest of this attack (the attack words' `lock-unspendable`). */
  lockUnspendable?: boolean;
  /** The 'attack:before-damage' window already ran for this attack. */
  damageWindow?: boolean;
  /** The 'attack:neutralize' window (before Neutralize Results) already ran for this attack. */
  neutralizeWindow?: boolean;
  /** Entered-dice games: indices of the dice being rerolled while the engine waits for their new faces. */
  /** Rerolled dice whose faces are being entered; `by`: the ship that rerolled, `source`: the ability's card key. */
  /** `spent`: the token the reroll's modification spent (a focus, a lock…), for 'token:after-spend' once it is done. */
  reroll?: {
    dice: 'attack' | 'defense';
    indices: number[];
    by?: string;
    source?: string;
    sourceIndex?: number;
    spent?: string;
  };
  /**
   * Results a friendly ship of the defender took upon itself this attack: cancelled for the defender and suffered by
   * that ship (e.g. Biggs Darklighter, once per attack).
   */
  redirected?: { ship: string; face: 'hit' | 'crit' }[];
  /** An ability has the defender's evades cancel crits before hits (e.g. Zeb Orrelios). */
  critsFirst?: boolean;
  /** Hits and crits left after neutralizing. */
  result?: { hits: number; crits: number };
  /** The Attack and Defense Dice steps are skipped and the attack hits (the `skip-dice` effect: Homing Missiles). */
  skipDice?: boolean;
  /** Results named before a roll (`name-result`): once those dice are rolled, one die must show the face (Count Dooku). */
  named?: { dice: 'attack' | 'defense'; face: 'blank' | 'focus' | 'hit' | 'crit' | 'evade'; by: string }[];
  /** The defender rolls no more defense dice than the attack dice showing these faces (`defense-dice-cap`). */
  defenseCap?: ('blank' | 'focus' | 'hit' | 'crit')[];
  /** The damage cards dealt to the defender during the attack, as they were dealt (damage.ts dealCard). */
  dealt?: { card: string; faceup: boolean }[];
  /** Tokens spent during the attack, by whom (a modification's or an ability's cost): "if you spent no green token". */
  spent?: { ship: string; token: string }[];
  /**
   * Who modified which dice this attack (each modification used: its user, and the dice it changed). Attack pilots:
   * `faces`, the faces the results it changed, cancelled or rerolled showed before, and `reroll`, a reroll (read by
   * `modify-limit`).
   */
  modified?: { by: string; dice: 'attack' | 'defense'; faces?: string[]; reroll?: boolean }[];
  /**
   * The roll in progress: the changes to its number of dice made by the dice-count abilities that resolved on the
   * trigger stack (optional, paid or limited ones: asked, paid and counted once); set when its window is raised.
   */
  counting?: { dice: 'attack' | 'defense'; deltas: { ship: string; delta: number; max?: number }[] };
}

export type DiceMode = 'rolled' | 'entered';

/**
 * Why a game ended: a side has no ships left ('elimination'; 'no-ships' when neither has), a player reached 20
 * mission points with the lead ('mission-points', scenarios), the last round ended ('last-round'), or the round in
 * which time was called ended ('time', time-limit.ts).
 */
export type GameEnding = 'elimination' | 'no-ships' | 'mission-points' | 'last-round' | 'time';

/** The kinds of scenario feature the standard scenarios use (003 and 000 "Scenarios"). */
export type FeatureKind = 'satellite' | 'supply-cache' | 'data-cache';

/**
 * A scenario feature (003 "Scenario Feature"): a marker that cannot be moved, attacked, damaged, locked or destroyed
 * and does not obstruct. Its footprint is a disc (scenario/geometry.ts).
 */
export interface FeatureState {
  /** e.g. "satellite-1" (the centre one is always number 1). */
  id: string;
  kind: FeatureKind;
  /** Centre of the marker in the play area; null while it is on a ship's card (towed) or not yet placed. */
  at: { x: number; y: number } | null;
  /** Scramble the Transmissions: whose player marker is on it. */
  marker?: PlayerIndex;
  /** Ancient Knowledge: the data cache's charge token is on its active side. */
  charged?: boolean;
  /** Salvage Mission: the ship towing it (it is on that ship's card). */
  towedBy?: string;
}

/** A supply cache jettisoned from a towing ship, waiting for the opponent to place it at range 1 of that ship. */
export interface JettisonState {
  feature: string;
  /** The ship it came from (may be gone by now). */
  ship: string;
  /** Where the ship was: the cache is placed at range 1 of this pose. */
  from: Pose;
  base: ShipState['base'];
  /** The player who places it (the towing ship's opponent). */
  placer: PlayerIndex;
}

export interface ScenarioState {
  /** Scenario name (scenario/catalog.ts), e.g. "xwa-salvage-mission". */
  name: string;
  features: FeatureState[];
  /** Mission points per player (the victory counters). */
  missionPoints: [number, number];
  /** Salvage Mission / Scramble the Transmissions: the red player (the first player of setup); the other is blue. */
  red?: PlayerIndex;
  /** Ships that have already given their half-health points (003 "Scoring": the first time only). */
  halved: string[];
  /** Ships whose destruction or removal has been scored. */
  removed: string[];
  /** Jettisoned supply caches waiting to be placed (asked before the flow goes on). */
  jettisoned?: JettisonState[];
  /** End Phase scoring already done this round (set at the start of the End Phase). */
  scoredRound?: number;
  /** Ancient Knowledge: players who scored 2 and still have to choose a ship to lose the condition. */
  knowledgeLoss?: PlayerIndex[];
  /** A decision the flow set aside to ask for a jettisoned cache's placement first (asked again afterwards). */
  deferred?: Decision;
}

export interface GameState {
  format: 'xwing-table/game@1';
  /** The rules this game plays (rule-sets/: 2.5 by default, first edition, junior). */
  ruleset: RuleSetId;
  pointsSet: string;
  diceMode: DiceMode;
  /** Hidden: the seed and the generator's state (ChaCha20 key and position, rng.ts) give every future roll and shuffle. */
  seed: string;
  rng: RngState;
  round: number;
  phase: Phase;
  cursor: Cursor;
  /** The first player this round. */
  firstPlayer: PlayerIndex;
  players: [PlayerState, PlayerState];
  ships: ShipState[];
  obstacles: ObstacleState[];
  devices: DeviceState[];
  /** Remotes in play (remotes.ts); absent: none. */
  remotes?: RemoteState[];
  /** The one question the game is waiting on; null only when the game is over. */
  pending: Decision | null;
  /** Sequence number of the next decision. */
  nextDecision: number;
  /** Everything that happened, in order (from `logBase` on, when older events were trimmed). */
  log: GameEvent[];
  /** Events trimmed from the front of the log by `trimLog` (their seq numbers stay taken); absent means 0. */
  logBase?: number;
  result: null | {
    winner: PlayerIndex | 'draw';
    reason: string;
    /** Why the game ended, as a category (the reason says it in words). */
    ending: GameEnding;
    /** Points of enemy ships destroyed, per player. */
    points: [number, number];
    /** Scenario games: mission points per player at the end. */
    missionPoints?: [number, number];
  };
  /** The scenario being played; absent for a plain dogfight. */
  scenario?: ScenarioState;
  /** The last round (default 12). */
  maxRounds?: number;
  /** The round in which the game's time ran out (time-limit.ts): that round is the last; absent: time not called. */
  timeCalled?: number;
  /** Dice faces a player entered for the next roll (entered-dice games), consumed by Ctx.rollOrAsk. */
  entered?: string[];
  /** The 'enter-dice' decision asked by Ctx.rollOrAsk (answered by the flow, not the phase module). */
  enteredFor?: number;
  /**
   * A card action performed in an entered-dice game whose effect rolls dice (abilities/card-actions.ts): its ship and
   * option, kept while the faces are asked; the effect resolves once they are entered (`resumeCardAction`).
   */
  cardActionDie?: { ship: string; option: string };
  /**
   * An optional replacement asked before its point (abilities/replace.ts askInstead): the ship, the window, the
   * record's key, the dice the step had rolled, and the answer once given.
   */
  /**
   * subsystems (s35-subsys): a detonation's attack dice rolled for the ship `ship` while ships whose records may reroll
   * some of them are asked in turn (devices.ts `rerollDetonationDice`, window 'device:reroll'): the dice as they stand,
   * the ships asked so far, the one being asked (its record's key and index) and its answer once given.
   */
  /**
   * remotes (s37): a remote's 'remote:overlapped' / 'remote:moved-through' records being applied to the ship `ship`
   * (remote-activation.ts `remoteSetOff`) while a question is pending: the record to resume at, and the controller's
   * answer to a 'remote-guides' decision once given.
   */
  remoteSetOff?: {
    remote: string;
    ship: string;
    record: number;
    window: 'remote:overlapped' | 'remote:moved-through';
    answer?: string;
  };
  deviceReroll?: {
    ship: string;
    faces: string[];
    asked: string[];
    by?: { ship: string; key: string; index: number };
    answer?: string;
  };
  insteadAsked?: {
    ship: string;
    window:
      | 'instead:suffer-damage'
      | 'instead:gain-token'
      | 'instead:detonate'
      | 'instead:obstacle'
      | 'instead:remove-token'
      | 'instead:flee'
      | 'instead:destroyed';
    key: string;
    faces?: string[];
    answer?: 'use' | 'decline';
  };
  /**
   * Damage being suffered that stopped before a damage card was dealt (damage.ts, 001 "Damage Cards"): the
   * 'damage:before-card' abilities of the drawn card were asked. The damage points still to resolve, the cards dealt so
   * far, and the drawn card with what the abilities made of it (`fate`: dealt faceup / facedown, or discarded).
   */
  dealing?: {
    ship: string;
    hits: number;
    crits: number;
    source: string;
    next: number;
    dealt: number[];
    /**
     * Shields lost so far (a damage point a shield took: 000 "Suffering Damage"), for 'damage:suffered':
     * subject.data.shieldLost and shieldsLost.
     */
    shieldsLost?: number;
    card?: { id: string; faceup: boolean; fate?: 'faceup' | 'facedown' | 'discard' };
    /**
     * Every point dealt and 'damage:suffered' raised: an optional replacement of the ship's destruction is being
     * asked (subsystems, s32-subsa: 'instead:destroyed'), the damage resumed only to destroy it or not.
     */
    suffered?: boolean;
  };
  /** Cards whose ability was reported as not implemented yet (each once per game). */
  notImplemented?: string[];
  /**
   * The trigger stack (abilities/run.ts): windows raised by what happened (a token gained, damage suffered, a step of
   * the round) whose abilities have not all resolved; the last resolves first. Absent or empty between steps.
   */
  triggers?: PendingWindow[];
  /** The phase the flow moves to once the trigger stack is empty (the last step's triggers resolve in its phase). */
  afterTriggers?: Phase;
  /** Uses of limited abilities: "<ship>|<registry key>#<index>" (once per game) or with "@<round>" (once per round). */
  abilityUses?: string[];
  /**
   * A tractor move just made (token-rules.ts): the obstacles and mines it moved the ship through or onto, whose effects
   * resolve before anything else goes on, and whether its player is then asked to rotate it (an opponent moved it).
   */
  tractorMove?: {
    ship: string;
    obstacles: string[];
    mines?: string[];
    detonation?: Detonation;
    rotate?: boolean;
  };
  /**
   * Lasting effects (abilities/lasting.ts): standing effects an ability started ("until the end of the round …"),
   * read by the standing queries as if they were records of their window; removed by the flow at their end.
   */
  lasting?: LastingEntry[];
  /**
   * attack (s39): effects kept for the start of the next Planning Phase (the `next-planning` effect,
   * abilities/delayed.ts): the ship, the record that kept it ("<key>#<index>"), the round it was kept in.
   */
  delayed?: { ship: string; source: string; round: number; effect: Effect }[];
}

/** One lasting effect: plain data (its effect and condition are vocabulary words, never code). */
export interface LastingEntry {
  /** The ship it applies to. */
  ship: string;
  /** The ship whose ability started it. */
  owner: string;
  /** The record that started it: "<source key>#<index>". */
  source: string;
  /** The standing window it is read in, as a record of that window would be. */
  window: Window;
  effect: Effect;
  until: Until;
  /** It applies only while this holds, seen from `ship` (no code). */
  while?: Condition;
  /** The round it started. */
  round: number;
  /** The subject's data when it started (a choice made). */
  data?: Record<string, unknown>;
}
