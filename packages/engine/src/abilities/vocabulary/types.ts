/**
 * Card abilities as data, written against the rules' own timing windows (docs/engine-design.md, Abilities). Damage
 * cards, obstacles and tokens use the same mechanism as pilots and upgrades. The flow calls `runWindow` at each
 * window; the abilities whose trigger holds resolve in player order (the first player's first).
 */
import type { ActionDef, AttackRequirement } from '@xwing/content';
import type { Modification } from '@xwing/dice';
import type { DeviceKind, ManeuverKind } from '@xwing/geometry';
import type { Ctx } from '../../context.js';

/**
 * Timing windows, named after the steps of the round in the Rules Reference (001). Each one is run by the flow (or,
 * for the dice-count and standing windows, read by the rules that apply them); a window is added here together with
 * the flow step that runs it (test/abilities/windows.test.ts fails on a window no rule code names).
 */
export type Window =
  | 'planning:start'
  | 'system'
  | 'activation:before-reveal'
  | 'activation:after-reveal'
  | 'maneuver:after-execute'
  | 'action:after-perform'
  | 'engagement:start'
  | 'engagement:before-engage'
  | 'attack:after-declare'
  | 'attack:roll-attack-dice'
  | 'attack:modify-attack-dice'
  | 'attack:roll-defense-dice'
  | 'attack:modify-defense-dice'
  | 'attack:neutralize'
  /** Before the attack's hits and crits are suffered (the result may still be prevented). */
  | 'attack:before-damage'
  | 'attack:after'
  | 'damage:suffered'
  | 'damage:faceup-dealt'
  /** A ship gained tokens (subject.data.token and .count), wherever in the game: util.ts addTokens raises it. */
  | 'token:after-gain'
  /** A ship lost tokens (spent or removed, subject.data.token and .count). */
  | 'token:after-remove'
  /** A ship acquired a lock (subject.ship, subject.other: what it locked). */
  | 'lock:after-acquire'
  /** A phase begins (subject.data.phase), after the phase's own setting up, before its first step. */
  | 'phase:start'
  /** A phase's last step is done (subject.data.phase), before the next phase begins. */
  | 'phase:end'
  /** A die modification was used (subject: the attacker and defender, data.dice, data.by: the ship that used it). */
  | 'dice:after-modify'
  /** Attack or defense dice were rolled (subject: the attacker and defender, data.dice: 'attack' or 'defense'). */
  | 'dice:after-roll'
  /** A ship was destroyed (subject.ship, and subject.data.pose: where it stood, since it may already be removed). */
  | 'ship:after-destroyed'
  /** After a ship spends a token (subject.data.token), e.g. a focus token on a dice modification. */
  | 'token:after-spend'
  | 'end:start'
  | 'end:end'
  /**
   * Never run as a window: when a device detonates, the device rules (devices.ts) apply its card's 'device:<xws>'
   * records in this window to each ship it affects ("self" is that ship, subject.data names the device).
   */
  | 'device:detonate'
  /** Never run: read by the action rules (abilities/static.ts) while the ship is stressed. */
  | 'action:while-stressed'
  /** Never run: read by the action rules (abilities/static.ts): which actions the ship may perform at all. */
  | 'action:allowed'
  /**
   * The ship's card actions ("Action: …" on a card, e.g. a damage card's repair): offered in its Perform Action step
   * with its bar (abilities/card-actions.ts), resolved when chosen.
   */
  | 'action:card'
  /** Never run: read by the attack rules (abilities/static.ts): whether the ship may perform attacks at all. */
  | 'attack:allowed'
  /** Never run: read by the lock rules (abilities/static.ts): whether the ship may acquire locks and be locked. */
  | 'lock:allowed'
  /** Never run: read by the maneuver rules (abilities/static.ts): a dial maneuver's difficulty for the ship now. */
  | 'maneuver:difficulty'
  /** Never run: read by the attack's modify steps (abilities/static.ts): who may modify the ship's dice, and how. */
  | 'attack:modify-restriction'
  /** Never run: read by the damage rules (abilities/static.ts) before the ship suffers damage. */
  | 'damage:before-suffer'
  /** Never run: read by the Reload action (abilities/static.ts): how many charges reloading this card recovers. */
  | 'charge:reload'
  /** Never run: read by the weapon rules (abilities/static.ts) when a weapon's requirement is not met. */
  | 'attack:weapon-requirement'
  /**
   * Never run: read by the attack rules (abilities/static.ts statDelta) as the dice are counted: a standing change to
   * the ship's agility or primary attack value (the `stat` effect).
   */
  | 'ship:stat';

/** What a window is about: the ship whose step it is, and the other party when there is one. */
export interface WindowSubject {
  ship?: string;
  other?: string;
  /** Extra facts of the moment (e.g. the maneuver executed, the obstacle overlapped, the damage suffered). */
  data?: Record<string, unknown>;
}

/** An attack die's face. */
export type AttackFace = 'blank' | 'focus' | 'hit' | 'crit';

/** Where an ability comes from. */
export type AbilitySource =
  | { kind: 'pilot'; xws: string }
  | { kind: 'upgrade'; xws: string; side: number }
  | { kind: 'damage'; xws: string }
  | { kind: 'obstacle'; name: string }
  | { kind: 'token'; token: string }
  | { kind: 'condition'; xws: string }
  /** A device's effect when it detonates (the upgrade card's device, by the card's xws). */
  | { kind: 'device'; xws: string }
  /** A ship ability (by its id, abilities/source-keys.ts shipAbilityId), whoever's card carries it. */
  | { kind: 'ship-ability'; id: string };

export type Cost =
  | { kind: 'spend-charge'; count: number }
  | { kind: 'spend-force'; count: number }
  /** Lose shields as a cost (not damage), e.g. Bomblet Generator. */
  | { kind: 'spend-shield'; count: number }
  | { kind: 'spend-token'; token: string; count: number }
  | { kind: 'gain-token'; token: string; count: number }
  /** Discard a condition the ship holds (e.g. Ancient Knowledge). */
  | { kind: 'discard-condition'; xws: string };

/** Conditions from a typed vocabulary; `code` is the escape hatch. */
export type Condition =
  | { kind: 'always' }
  | { kind: 'subject-is-self' }
  /** Range from the ability's ship to the other party, or to any enemy / other friendly ship (of `shipType`). */
  | { kind: 'range'; to: 'other' | 'any-enemy' | 'any-friendly'; min: number; max: number; shipType?: string }
  | { kind: 'in-arc'; arc: string; of: 'self' | 'other'; target: 'self' | 'other' }
  | { kind: 'has-token'; token: string; atLeast?: number; atMost?: number; who: 'self' | 'other' }
  | { kind: 'all'; of: Condition[] }
  | { kind: 'any'; of: Condition[] }
  | { kind: 'not'; of: Condition }
  /** The ability's ship is the attacker / the defender of the attack in progress. */
  | { kind: 'attack-role'; role: 'attacker' | 'defender' }
  /** The attack in progress uses this weapon ('primary' or the special weapon's xws). */
  | { kind: 'attack-weapon'; weapon: string }
  /** The attack in progress is at an attack range from `min` to `max`. */
  | { kind: 'attack-range'; min: number; max: number }
  /** The attack in progress is made from this arc (content arc id, e.g. 'front'). */
  | { kind: 'attack-arc'; arc: string }
  /** A fact of the moment the window passes (subject.data[key]) is one of these values. */
  | { kind: 'subject-data'; key: string; oneOf: readonly (string | number | boolean)[] }
  /** The ability's ship could perform one of these actions now (stress, damage, obstacles, tokens). */
  | { kind: 'can-perform'; actions: readonly ActionDef[] | 'own-bar' | 'own-white-bar'; ignoreStress?: boolean }
  /** Damage cards: this very card was just dealt (the window names the dealt card's index, or the indices dealt). */
  | { kind: 'card-just-dealt' }
  /** The ability's ship's maneuver this activation: fully executed (not partial), of one of these difficulties. */
  | { kind: 'maneuver'; fully?: boolean; difficulty?: readonly ('blue' | 'white' | 'red' | 'purple')[] }
  /**
   * The attacker or defender of the attack in progress is friendly to the ability's ship and at range `min`–`max` of
   * it (`includeSelf`: the ship itself counts, at range 0).
   */
  | {
      kind: 'attack-party-near';
      party: 'attacker' | 'defender';
      /** Friendly (default) or enemy to the ability's ship. */
      side?: 'friendly' | 'enemy';
      min: number;
      max: number;
      includeSelf: boolean;
    }
  /** The destroyed ship of a 'ship:after-destroyed' window is another friendly / an enemy ship at range min–max of where it stood. */
  | { kind: 'destroyed-ship-near'; side: 'friendly' | 'enemy'; min: number; max: number }
  /** The ability's ship is ionised (000 Ion Tokens: as many ion tokens as its size needs). */
  | { kind: 'ionized' }
  /** The ability's ship is tractored (supplement "Tractor": 1, 2 or 3 tractor tokens for a small, medium, large ship). */
  | { kind: 'tractored' }
  /**
   * A 'token:after-gain' window: the tokens the ability's ship just gained made it jammed (its first jam token) or
   * tractored (its size's threshold reached) — it was not before this gain.
   */
  | { kind: 'becomes'; status: 'jammed' | 'tractored' }
  /** The ship has at least one damage card (self, the other party, or the attack's attacker / defender). */
  | { kind: 'damaged'; who: 'self' | 'other' | 'attacker' | 'defender' }
  /** The ability's ship equips a dual-sided upgrade of this slot type (e.g. a configuration card it can flip). */
  | { kind: 'has-dual-upgrade'; type: string }
  /**
   * The ability's own card has at least `atLeast` charges: an upgrade's record reads that upgrade's charges, any other
   * record the ship's (its pilot's) charges.
   */
  | { kind: 'has-charges'; atLeast: number }
  /** The ability's ship has fewer shields / Force than its starting value. */
  | { kind: 'below-max'; stat: 'shields' | 'force' }
  /**
   * Devices ('device:detonate'): the ability's ship is at range 0–`max` of the detonating device, or of the obstacle
   * its detonation chose (`from: 'obstacle'`: the device's owner chooses an obstacle at range 0–`max` of the device
   * first, e.g. Seismic Charges). A mine's records use `subject-is-self` instead: only the ship that set it off.
   */
  | { kind: 'near-device'; max: number; from?: 'device' | 'obstacle' }
  // ---- attack pilots (issue 22): conditions the attack group's pilots share ----
  /**
   * The ship (self, or the window's other party) holds a green token: focus, evade, calculate or reinforce (000
   * "Tokens": green tokens are circular, positive, removed in the End Phase). Read with `not` for "has no green tokens".
   */
  | { kind: 'has-green-token'; who: 'self' | 'other' }
  /**
   * Ship `target` is inside one of the firing arcs of ship `of` (the arcs its weapons attack from, 000 "Arcs"), each
   * seen from the ability's ship: itself, or the window's other party.
   */
  | { kind: 'in-firing-arc'; of: 'self' | 'other'; target: 'self' | 'other' }
  /** The defender of the attack in progress is tractored (supplement "Tractor": its size's number of tractor tokens). */
  | { kind: 'defender-tractored' }
  /**
   * The attack in progress uses a special weapon from an upgrade card of one of these types ('torpedo', 'missile',
   * 'cannon'…: the card side that carries the weapon's attack), never the primary weapon.
   */
  | { kind: 'attack-weapon-slot'; slots: readonly string[] }
  /** The attack in progress is obstructed by an obstacle (001 Attack, Roll Defense Dice: the obstruction bonus). */
  | { kind: 'attack-obstructed' }
  | { kind: 'code'; test: (ctx: Ctx, self: string, subject: WindowSubject) => boolean };

/** Effects from a typed vocabulary; dice effects reuse @xwing/dice's Modification; `code` is the escape hatch. */
export type Effect =
  | { kind: 'dice'; modification: Modification }
  | { kind: 'gain-token'; token: string; count: number; who: 'self' | 'other' }
  | { kind: 'remove-token'; token: string; count: number | 'all'; who: 'self' | 'other' }
  /**
   * `source`: the card the damage is from, as the log names it (default "ability"). `perFace`: each die of the
   * effect's roll (`roll-attack-dice`) showing that face adds one hit or one crit to the damage.
   */
  | {
      kind: 'suffer-damage';
      hits: number;
      crits: number;
      who: 'self' | 'other';
      source?: string;
      perFace?: Partial<Record<AttackFace, 'hit' | 'crit'>>;
    }
  /** The ship rolls `count` attack dice; `then` resolves with the faces (read by `for-each-face` and `perFace`). */
  | { kind: 'roll-attack-dice'; count: number; then: Effect }
  /** Resolves `effect` once for each die of the effect's roll showing `face`. */
  | { kind: 'for-each-face'; face: AttackFace; effect: Effect }
  /**
   * The ship drops (template at its rear guides) or launches (front guides) this card's device(s) with the templates
   * the player chose (subject.data.choice: template codes joined by "+", e.g. "1F" or "1F+2F"); each device beyond the
   * first spends one more of the card's charges (000 "Dropping and Launching Devices"; devices.ts).
   */
  | { kind: 'place-device'; card: string; how: 'drop' | 'launch'; shape: DeviceKind }
  /** The ship's upgrade `xws` recovers `count` charges, up to its printed value. */
  | { kind: 'recover-card-charges'; xws: string; count: number }
  /** Standing ('charge:reload'): reloading this card recovers `count` charges (0: its charges cannot be recovered). */
  | { kind: 'reload-recovers'; count: number }
  /** The ship recovers shields / Force up to its starting value (`source` names the card in the log). */
  | { kind: 'recover'; stat: 'shields' | 'force'; count: number; source: string }
  /** Damage cards: repair this very card (the window names the card's index). */
  | { kind: 'repair-this-card' }
  /** Turns over a dual-sided upgrade of the ship: this one (xws), or its first dual card of a slot type. */
  | { kind: 'flip-upgrade'; xws: string }
  | { kind: 'flip-upgrade'; type: string }
  /**
   * These dice cannot be modified (by anyone): in a triggered window, for the rest of the attack in progress; in the
   * read-only 'attack:modify-restriction' window, a standing rule while its condition holds (read at each Modify step).
   */
  | { kind: 'dice-unmodifiable'; dice: 'attack' | 'defense' }
  /** The ability's ship loses pilot charges (not below 0); `source` names the card in the log. */
  | { kind: 'lose-charge'; count: number; source: string }
  | { kind: 'roll-attack-die'; onHit?: Effect; onCrit?: Effect; onFocus?: Effect; onBlank?: Effect }
  /**
   * A standing change to one of the ship's stats, in window 'ship:stat' while its condition holds: agility (the
   * defense dice it rolls) or attack (its primary weapon's value). Hull and shields changes are the upgrades' grants
   * (content); initiative is the ship's own value, which effects change.
   */
  | { kind: 'stat'; stat: 'agility' | 'attack'; delta: number }
  | { kind: 'sequence'; of: Effect[] }
  /** A standing rule read by the maneuver rules: these kinds of maneuver are `steps` difficulties harder (negative: easier). */
  | { kind: 'maneuver-difficulty'; maneuvers: readonly ManeuverKind[]; steps: number }
  /** A standing rule read by the action rules: only these action types (and, with `cardActions`, card actions) may be performed. */
  | { kind: 'allow-only-actions'; actions: readonly string[]; cardActions: boolean; why?: string }
  /** A standing rule read by the attack rules: the ship cannot perform attacks (`why`: the reason a player reads). */
  | { kind: 'cannot-attack'; why: string }
  /** A standing rule read by the lock rules: the ship cannot acquire locks nor be locked (`why`: "at range 0 of …"). */
  | { kind: 'no-locks'; why: string }
  /** A standing rule read by the attack: while the ship attacks, its own attack dice may be modified only by spending Force for its usual effect. */
  | { kind: 'attack-dice-only-force' }
  /** A standing rule read by the damage rules: regular damage the ship is about to suffer is suffered as critical damage. */
  | { kind: 'suffer-hits-as-crits' }
  /** A standing permission read by the action rules: the ship may perform its actions of this difficulty while stressed. */
  | { kind: 'actions-while-stressed'; difficulty: 'white' }
  /**
   * A standing permission read by the weapon rules: a weapon requiring one of these tokens may be used without it
   * (the ability's cost is paid when the attack is declared); `specialOnly`: not the primary weapon.
   */
  | { kind: 'waive-weapon-requirement'; requirements: AttackRequirement[]; specialOnly: boolean }
  /**
   * The jam token's rules (supplement "Jam"), read from the window's subject: `jammed` — the ship just became jammed:
   * the player whose effect gave the token (subject.data.by) chooses one of its green tokens to remove or one of its
   * locks to break, and the jam token goes (none to lose: it stays jammed); `cancel` — the jammed ship just gained a
   * green token (subject.data.token) or acquired a lock (subject.other): it loses that token or breaks that lock, and
   * removes one jam token.
   */
  | { kind: 'jam'; rule: 'jammed' | 'cancel' }
  /**
   * The tractor token's rule (supplement "Tractor"): the player whose effect gave the token (subject.data.by) may
   * boost or barrel roll the ship with the 1-straight template (obstacles do not stop it).
   */
  | { kind: 'tractor-move' }
  /** The ship may perform one of these actions now (asked as its next decision; `why` names the card). */
  | {
      kind: 'grant-action';
      /** The actions offered, or the ship's action bar (its upgrades' actions included), or its white actions. */
      actions: ActionDef[] | 'own-bar' | 'own-white-bar';
      why: string;
      ignoreStress?: boolean;
      who?: 'self' | 'other';
    }
  | { kind: 'code'; run: (ctx: Ctx, self: string, subject: WindowSubject) => void };

export interface Ability {
  source: AbilitySource;
  window: Window;
  /** Whose ability it is relative to the subject: it triggers for its own ship, or for others. */
  when: Condition;
  /** Optional abilities ask their owner ('use-ability' decision); mandatory ones just resolve. */
  optional: boolean;
  cost?: Cost[];
  effect: Effect;
  /** How often: per round, per game, unlimited. */
  limit?: 'once-per-round' | 'once-per-game' | 'unlimited';
  /** What a player reads in the 'use-ability' decision (our own words, never card text). */
  summary: string;
  /**
   * Optional abilities that make their owner choose (a ship, a card): the 'use-ability' decision offers one
   * 'use:<id>' option per choice instead of 'use' (none: the ability is not offered); the effect reads the chosen id
   * as `subject.data.choice`. A secret choice's label is hidden from the other seats' views (view.ts).
   */
  choices?: (ctx: Ctx, self: string, subject: WindowSubject) => { id: string; label: string; secret?: boolean }[];
  /**
   * Further questions asked one after the other once `choices` is answered (choose a ship, then a token), each given
   * the choices made so far; nothing is paid before the last. The effect reads them all as `subject.data.choices`
   * (and the first as `subject.data.choice`). A step with no option ends the questions there.
   */
  then?: ((
    ctx: Ctx,
    self: string,
    subject: WindowSubject,
    picked: readonly string[],
  ) => { id: string; label: string; secret?: boolean }[])[];
}
