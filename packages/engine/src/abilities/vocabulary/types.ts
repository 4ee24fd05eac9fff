/**
 * Card abilities as data, written against the rules' own timing windows (docs/engine-design.md, Abilities). Damage
 * cards, obstacles and tokens use the same mechanism as pilots and upgrades. The flow calls `runWindow` at each
 * window; the abilities whose trigger holds resolve in player order (the first player's first).
 */
import type { ActionDef, AttackRequirement } from '@xwing/content';
import type { Modification } from '@xwing/dice';
import type { DeviceKind, ManeuverKind } from '@xwing/geometry';
import type { Ctx } from '../../context.js';
import type { ShipState } from '../../state.js';

/**
 * The game context and a ship's state, as card files see them: they import these types from the vocabulary, never
 * from the engine's own files (test/abilities/import-graph.test.ts).
 */
export type { Ctx, ShipState };

/**
 * Timing windows, named after the steps of the round in the Rules Reference (001), in three kinds: steps of the round
 * the flow runs (`FlowWindow`, run.ts `runWindow`), events raised wherever they happen (`EventWindow`, run.ts
 * `raise`), and standing queries the rule code reads without running them (`QueryWindow`, abilities/static.ts and the
 * attack's, devices' and card actions' readers). A window is added here together with the rule code that runs, raises
 * or reads it (test/abilities/windows.test.ts fails on a window no rule code names).
 */
export type FlowWindow =
  | 'planning:start'
  | 'system'
  | 'activation:before-reveal'
  | 'activation:after-reveal'
  | 'maneuver:after-execute'
  // ---- movement (issue 25) ----
  /**
   * The ship has moved (its obstacles and mines resolved) and its Check Difficulty step comes next (001 Activation
   * 2.2): run for the activating ship, subject.data.maneuver the maneuver executed.
   */
  | 'maneuver:before-difficulty'
  /**
   * The ship is about to execute the maneuver it revealed (after the 'activation:after-reveal' abilities, 001
   * Activation 2.2): subject.data.maneuver, the maneuver it will execute.
   */
  | 'maneuver:before-execute'
  /**
   * A step of the activation: an action an ability granted raises it too (grant-action.ts). subject.data.action and
   * .difficulty, and subject.other the ship a lock, jam or coordinate action chose (actions/index.ts afterPerformSubject),
   * subject.data.step is perform-action when the ship performed it in its own Perform Action step (movement).
   * Movement: subject.data.grantedBy is the `why` of the `grant-action` that offered it, when an ability granted it
   * (read with `subject-data`: a card's "if you do" after the action it granted, Ion Limiter Override).
   */
  | 'action:after-perform'
  | 'engagement:start'
  | 'engagement:before-engage'
  /**
   * s37: once every ship and remote has engaged, before the Engagement Phase ends (phases/engagement.ts): an ability
   * here may grant a bonus attack, asked and resolved before the phase's end (You Should Thank Me). Raised only in a
   * game where a ship carries a record of it. "At the end of the Engagement Phase" abilities that grant no attack use
   * the phase's end window.
   */
  | 'engagement:end'
  /**
   * attack (s37): "at initiative 7" of the Engagement Phase — once its 'engagement:start' abilities have resolved, before
   * any ship engages (phases/engagement.ts, the 'initiative-7' steps). Raised once for each ship carrying a record of it
   * (the first player's ships first, subject.ship that ship), and only in a game where a ship does. The attack a record
   * grants there (`bonus-attack`) is declared and resolved by the attack steps as any attack, but it is not the ship's
   * engagement (the ship still engages at its own initiative) nor a bonus attack. Han Solo (Rebel gunner).
   */
  | 'engagement:initiative-seven'
  /**
   * attack (s39): "at initiative 0" of the Engagement Phase — once the ships of higher initiative have engaged and
   * their destroyed ships have left, before any ship or remote of initiative 0 engages, the count coming down to 0 even
   * when no ship has that initiative (phases/engagement.ts). Raised once for each ship carrying a record of it (the
   * first player's ships first, subject.ship that ship), and only in a game where a ship does. A bonus attack a record
   * grants there is asked and resolved at once, as the phase's bonus attacks are, and a ship it destroys stays until
   * the initiative-0 step ends (000 "Destroying Ships": simultaneous fire). Corran Horn of the E-wing.
   */
  | 'engagement:initiative-zero'
  | 'attack:after-declare'
  | 'attack:neutralize'
  /** Before the attack's hits and crits are suffered (the result may still be prevented). */
  | 'attack:before-damage'
  /**
   * A damage card drawn for a ship is about to be dealt to it (damage.ts, 001 "Damage Cards"): subject.ship is that
   * ship, subject.data.faceup how it would be dealt, subject.data.card / .trait the card drawn. Abilities may change how
   * it is dealt (`change-damage-card`). Run only where the damage can stop for a question (an attack's damage, an obstacle's).
   */
  | 'damage:before-card'
  /**
   * The attack's Aftermath (001 Engagement 6): subject.ship the attacker, subject.other the defender, and subject.data
   * weapon, range, hit (uncancelled results were left), neutralized, dealt (the damage cards the attack dealt the
   * defender, each { card, faceup }: read by `cards-dealt`).
   */
  | 'attack:after'
  | 'end:start'
  /**
   * support (s35): in the End Phase, a ship is about to recover one recurring charge or one Force (phases/end.ts, after
   * the circular tokens, 001 Round 5 End): raised once per charge or Force each card would recover (000 "Charges and
   * the Force": a card recovers its charges one at a time), and only when a card of the game listens. subject.ship is
   * the recovering ship, subject.data.pool 'force' or 'charge', .card 'pilot', 'force' or the upgrade's xws, and
   * .recovery the key `stop-recovery` marks. Tápusk.
   */
  | 'end:before-recover'
  | 'end:end';

/** Events: raised wherever they happen (run.ts `raise`), resolved at the next step boundary. */
export type EventWindow =
  /**
   * The attack or defense dice are counted: raised as the roll begins for the records that ask, pay or are limited
   * (combat/attack.ts): the free, mandatory ones are read as the dice are counted.
   */
  | 'attack:roll-attack-dice'
  | 'attack:roll-defense-dice'
  /**
   * A ship is about to roll its attack or defense dice (combat/attack.ts, as the roll begins, before the dice-count
   * records): subject.ship the ship rolling, subject.other the other party, subject.data.dice 'attack' or 'defense'.
   * Read by `name-result` (Count Dooku).
   */
  | 'attack:before-roll'
  /**
   * A ship suffered damage (damage.ts): subject.data hits, crits, source, dealt (the damage cards' indices),
   * shieldLost (at least one of the points took a shield) and shieldsLost (how many shields it took).
   */
  | 'damage:suffered'
  | 'damage:faceup-dealt'
  /**
   * fidelity (s38): a ship was dealt a damage card other than by suffering damage (damage.ts `dealFacedownDamage`,
   * `dealDamageCard`: a device's or an ability's "is dealt a facedown/faceup damage card", a set-aside card dealt), one
   * window per card: subject.ship the ship dealt it, subject.data faceup, index (of the card among its damage cards)
   * and source. Cards dealt while damage is suffered are named by 'damage:suffered' (`dealt`) instead, so a card that
   * listens to both hears each card dealt once (Lieutenant Bastian).
   */
  | 'damage:card-dealt'
  /** A ship gained tokens (subject.data.token and .count), wherever in the game: util.ts addTokens raises it. */
  | 'token:after-gain'
  /**
   * A ship lost tokens (spent or removed, subject.data.token and .count, and .jammed when it held a jam token as it
   * removed them: supplement "Jam", the green token a jammed ship removes — Zorii Bliss of Legends and Relics).
   */
  | 'token:after-remove'
  /** A ship acquired a lock (subject.ship, subject.other: what it locked). */
  | 'lock:after-acquire'
  /**
   * Movement: a ship attempted an action it had no legal way to resolve, and the action failed (actions/index.ts
   * performAction): subject.data.action (its type) and .difficulty. Only a ship carrying a record of this window is
   * offered such an attempt (`fail:<type>` in its action menu: static.ts `hearsFailedActions`).
   */
  | 'action:after-fail'
  /** A phase begins (subject.data.phase), after the phase's own setting up, before its first step. */
  | 'phase:start'
  /** A phase's last step is done (subject.data.phase), before the next phase begins. */
  | 'phase:end'
  /**
   * A die modification was used (subject: the attacker and defender, data.dice, data.by: the ship that used it, and
   * for a card's modification data.source, its key, and data.sourceIndex, the record's index under that key).
   */
  | 'dice:after-modify'
  /** Attack or defense dice were rolled (subject: the attacker and defender, data.dice: 'attack' or 'defense'). */
  | 'dice:after-roll'
  /** A ship was destroyed (subject.ship, and subject.data.pose: where it stood, since it may already be removed). */
  | 'ship:after-destroyed'
  /**
   * After a ship spends a token (subject.data.token), e.g. a focus token on a dice modification (combat/attack.ts), or
   * (s38) a green token spent as an ability's price (costs.ts `pay`, but not a `removed` one).
   */
  | 'token:after-spend'
  /**
   * support (s32): a ship spent Force (util.ts `spendForce`, the one place Force is spent: an ability's cost, a dice
   * modification's, a purple action or maneuver, a boost template's price): subject.ship that ship, subject.data.count
   * how many (000 "Charges and the Force"). "After another friendly ship spends Force" (Yoda).
   */
  | 'force:after-spend'
  /**
   * A ship dropped, launched or placed a device (devices.ts `placeDevices`): subject.ship is that ship, subject.data
   * the device (`device`: its id, `card`, `kind`: bomb or mine, `how`: drop or launch).
   */
  | 'device:after-place'
  /**
   * subsystems (s30-subsa): a ship's activation is over (phases/activation.ts `finish`, after its Perform Action step,
   * 001 "Activation Phase"): subject.ship is that ship, still in play. "After you activate" (R2-D2 of the Republic).
   */
  | 'activation:after-activate'
  /**
   * subsystems (s30-subsa): a detonating device's effect reached a ship, one of its records applied (devices.ts
   * `detonate`, 000 "Devices"): subject.ship and subject.other are both the ship it affected (so 'other' names that
   * ship from every listener, itself included), subject.data the device (`device`, `card`, `kind`: bomb or mine,
   * `owner`: the ship that placed it, read by `device-owner`). "After a ship suffers the effect of a bomb".
   */
  | 'device:after-affect'
  /**
   * subsystems (s32-subsb): a device detonated (devices.ts `detonate`, once its effect has resolved on every ship it
   * reached, none included, 000 "Devices"). No subject ship, and subject.data names the device (`device`, `card`, `kind`:
   * bomb or mine, `owner`: the ship that placed it) with its token (`shape`, `pose`: it has left the play area when
   * the window resolves, and `near-device` measures from it) and `lockedBy`, the ships that had it locked as it
   * detonated (`device-locked`). "After a device detonates".
   */
  | 'device:after-detonate'
  /** A ship decloaked (phases/system.ts, supplement "Cloak and decloak"): subject.ship is that ship. */
  | 'cloak:after-decloak'
  /**
   * subsystems (issue 26): a ship repaired a damage card (damage.ts `repairDamageCard`, the one place cards are
   * repaired): subject.ship is that ship, subject.data the card (`card`), whether it was faceup (`faceup`: flipped
   * facedown) or facedown (discarded), and its `trait` ("After you repair a damage card": "Leebo").
   */
  | 'damage:after-repair'
  /**
   * subsystems: an ability is about to expose one of a ship's facedown damage cards at random (apply-effect
   * 'expose-damage', 001 "Damage Cards"). Raised instead, only when a record of the ship here holds: subject.ship is
   * that ship, and the record exposes the card its owner picks (`expose-damage` with `pick`, R1-J5).
   */
  | 'damage:before-expose'
  /**
   * A docked ship deployed from its carrier (docking.ts, supplement "Dock"): subject.ship is that ship, subject.other
   * its carrier, subject.data.emergency whether it was an emergency deploy.
   */
  | 'dock:after-deploy'
  /**
   * movement (s32-moveA): a ship skipped its Execute Maneuver step (an ability's `skip-maneuver`, phases/activation.ts,
   * 001 Activation 2: no move, no Check Difficulty): subject.ship and subject.other are both that ship (so 'other' names
   * it from every listener), subject.data.maneuver the maneuver it revealed. "After a ship skips its execute maneuver
   * step" (The Iron Assembler).
   */
  | 'maneuver:after-skip'
  /**
   * movement (s32-moveA) and subsystems (s32-subsb): a ship made a boost or barrel roll as no action (`grant-action`'s
   * `notAction`, which raises no 'action:after-perform', 000 "Actions"): subject.ship is that ship, subject.data.move
   * the move ('boost', 'barrel-roll') and subject.data.grantedBy the `why` of the grant that offered it. Raised by
   * abilities/grant-action.ts once the mines the move set off have resolved, and by phases/activation.ts for a move
   * granted in the Perform Action step. "After you move using your Controlled Ailerons" ("Vizier"), "after you execute a
   * maneuver using Adaptive Ailerons" ("Vagabond").
   */
  | 'move:after-not-action'
  /**
   * Subsystems (s32-subsa): Setup, before the Place Forces step (001 Setup 5, 000 "Setup"): raised once by the setup
   * phase (phases/setup.ts) after the obstacles are placed and before any ship is placed or asked to start docked —
   * "Setup: before placing forces" (Sensor Buoy Suite). No subject ship: each ship's records are queued.
   */
  | 'setup:before-forces';

/** Standing queries: never run or raised: the rule code reads their records when it needs them. */
export type QueryWindow =
  /** Read by the attack's modify steps (combat/attack.ts): the dice modifications offered. */
  | 'attack:modify-attack-dice'
  | 'attack:modify-defense-dice'
  /**
   * When a device detonates, the device rules (devices.ts) apply its card's 'device:<xws>' records in this window to
   * each ship it affects ("self" is that ship, subject.data names the device).
   */
  | 'device:detonate'
  /**
   * s37: never run, read by the device rules (devices.ts) as a device detonates: what it does to each remote in its
   * reach (the `damage-remotes` effect). Supplement "Remotes": a device affects remotes only where its card says so,
   * so a device without a record of this window leaves them alone.
   */
  | 'device:remotes'
  /**
   * Never run, read by the device rules (devices.ts) once a device has detonated and left the play area: the obstacle
   * its card leaves where it lay (the `leave-obstacle` effect: the Blazer Bomb's Blaze, supplement "Blazer Bomb").
   */
  | 'device:leaves-obstacle'
  /**
   * When a remote engages at its initiative (remote-activation.ts, supplement "Remotes"), its card's 'device:<xws>'
   * records in this window are applied to each ship in play for which their condition holds ("self" is that ship,
   * subject.data.device names the remote, subject.ship / other its owner).
   */
  | 'remote:engage'
  /**
   * Read as a remote acts in the System Phase at its initiative (remote-activation.ts): its card's 'device:<xws>'
   * records of this window say how its controlling player may relocate it (`relocate-remote`).
   */
  | 'remote:system'
  /**
   * remotes (s37): read at the start of the Activation Phase (remote-activation.ts `remotesAtActivationStart`): its
   * card's 'device:<xws>' records of this window say how its controlling player may relocate it (`relocate-remote`,
   * its `guides` naming the guides allowed: the commando teams relocate forward only).
   */
  | 'remote:activation-start'
  /**
   * remotes (s37): after a ship's move ends overlapping a remote (a maneuver, a SLAM, a boost or barrel roll: the moves
   * that set off mines), its card's 'device:<xws>' records of this window are applied to that ship ("self"), as a
   * detonation's are (remote-activation.ts `remoteSetOff`: subject.data.device names the remote, subject.ship / other
   * its owner, so `ship-is` of 'other' tells enemy ships).
   */
  | 'remote:overlapped'
  /** remotes (s37): as 'remote:overlapped', after a ship's move went through a remote without ending on it. */
  | 'remote:moved-through'
  /**
   * remotes (s37): never run, read by the lock and jam actions (actions/index.ts, remotes.ts `rangeFromRemotes`) while
   * remotes are in play: a remote whose card has a `measure-from-remote` record here lets its friendly ships measure
   * those actions' range from it (the DRK-1 probe droid).
   */
  | 'remote:measure-from'
  /**
   * Never run (vizsla, s36): read on the coordinating ship as its Coordinate action's menu is built (static.ts
   * `coordinateRemoteReach`, actions/index.ts): friendly remotes it may choose instead of another friendly ship, and how
   * the remote chosen relocates instead of performing an action (`coordinate-remote`: Pre Vizsla).
   */
  | 'action:coordinate-remote'
  /** Read by the action rules (abilities/static.ts) while the ship is stressed. */
  | 'action:while-stressed'
  /** Read by the action rules (abilities/static.ts): which actions the ship may perform at all. */
  | 'action:allowed'
  /**
   * The ship's card actions ("Action: …" on a card, e.g. a damage card's repair): offered in its Perform Action step
   * with its bar (abilities/card-actions.ts), resolved when chosen.
   */
  | 'action:card'
  /** Read by the attack rules (abilities/static.ts): whether the ship may perform attacks at all. */
  | 'attack:allowed'
  /** Read by the lock rules (abilities/static.ts): whether the ship may acquire locks and be locked. */
  | 'lock:allowed'
  /**
   * Attack pilots: never run, read wherever Force is spent (abilities/static.ts forceForbidden: ability costs, the
   * Force's dice modification in an attack, purple actions and maneuvers): whether the ship may spend Force now
   * (the `no-force` effect).
   */
  | 'force:allowed'
  /**
   * Attack pilots: never run, read as the Engagement Phase removes the ships destroyed in an initiative step
   * (damage.ts removePendingShips, abilities/static.ts removalDelayed): the ship stays in play until the phase ends (the
   * `delay-removal` effect, subject.ship being the destroyed ship, reached by an aura).
   */
  | 'ship:removal'
  /**
   * Attack pilots: never run, read by the weapon rules (abilities/static.ts weaponRangeOf, combat/weapons.ts weaponsOf):
   * the range requirement of the ship's special weapons of some upgrade slots (the `weapon-range-widen` effect).
   */
  | 'ship:weapon-range'
  /**
   * Attack pilots: never run, read by the weapon rules as the ship's attacks are found (abilities/static.ts
   * attackRangeAs, combat/weapons.ts legalAttacks): an attack range treated as another (the `attack-range-as` effect).
   */
  | 'attack:range-as'
  /** Never run: read by the lock rules (abilities/static.ts locksMaintained): how many locks the ship may hold. */
  | 'lock:maintain'
  /**
   * Support: never run, read as the ship's upgrade cards' abilities choose a ship (abilities/static.ts upgradeRangeAs,
   * queue.ts shipChoices): ships at some range treated as at another (the `upgrade-range-as` effect: Major Stridan).
   */
  | 'ship:upgrade-range'
  /** Never run: read by the maneuver rules (abilities/static.ts): a dial maneuver's difficulty for the ship now. */
  | 'maneuver:difficulty'
  /** Read by the attack's modify steps (abilities/static.ts): who may modify the ship's dice, and how. */
  | 'attack:modify-restriction'
  /** Read by the damage rules (abilities/static.ts) before the ship suffers damage. */
  | 'damage:before-suffer'
  /** Read by the Reload action (abilities/static.ts): how many charges reloading this card recovers. */
  | 'charge:reload'
  /** Read by the weapon rules (abilities/static.ts) when a weapon's requirement is not met. */
  | 'attack:weapon-requirement'
  /**
   * Read by the attack rules (abilities/static.ts statDelta) as the dice are counted: a standing change to the ship's
   * agility or primary attack value (the `stat` effect).
   */
  | 'ship:stat'
  // ---- v-lasting windows (issue 21): standing queries the rule code reads, and the replacement points ----
  /** Never run: read by the initiative order (abilities/static.ts initiativeOf): the ship's initiative now. */
  | 'ship:initiative'
  /** Never run: read by the action bar (util.ts actionBar): an action's colour changed (white ↔ red). */
  | 'action:difficulty'
  /** Never run: read by the action bar (util.ts actionBar): actions added to the ship's bar. */
  | 'action:bar'
  /** Never run: read by the attack's dice counts (combat/attack.ts): whether a range bonus applies. */
  | 'attack:range-bonus'
  /** Never run: read by the arcs of the ship's weapons (combat/util.ts shipArcs): a firing arc the ship gains. */
  | 'ship:arc'
  /**
   * Never run (attack, s32): read by the in-arc tests (targets.ts inArcOf) and the weapons' arcs (combat/weapons.ts
   * legalAttacks) only where the ship is not already in the bullseye: enemy ships its front arc treats as in its bullseye.
   */
  | 'ship:bullseye'
  /** Never run: read where damage is suffered (damage.ts): the damage is replaced by the record's `instead` effect. */
  | 'instead:suffer-damage'
  /** Never run: read where tokens are gained (util.ts addTokens): the gain is replaced by the record's `instead` effect. */
  | 'instead:gain-token'
  /**
   * Never run (support): read where tokens are removed (util.ts addTokens): the removal is replaced by the record's
   * `instead` effect (an empty `sequence`: the ship cannot remove them). Mandatory records, auras (`reach`) included.
   */
  | 'instead:remove-token'
  /**
   * Never run: read as a device would detonate (devices.ts detonate, past its fuse markers): an optional replacement
   * there, asked of each ship (subject.data.cause 'friendly-bomb' / 'friendly-mine' / 'enemy-bomb' / 'enemy-mine', seen
   * from that ship), keeps the device from detonating — it stays in play.
   */
  | 'instead:detonate'
  /**
   * Never run: read as an obstacle the ship moved through or onto is about to affect it (movement.ts obstacleEffect,
   * before its die): an optional replacement there (subject.data: `obstacle` id, `kind` its effect kind, `overlapping`
   * whether the ship's final base overlaps it) takes the place of the obstacle's whole effect on the ship. Movement.
   */
  | 'instead:obstacle'
  /**
   * Subsystems (s32-subsa). Never run: read as the ship would flee (movement.ts flee, an optional record asked
   * before the maneuver's move when it would flee, phases/activation.ts): subject.data.edges, the edges of the play
   * area its final base crosses. The replacement takes the place of the fleeing (Moralo Eval).
   */
  | 'instead:flee'
  /**
   * Subsystems (s32-subsa). Never run: read as the ship would be destroyed (damage.ts destroyShip, an optional record
   * is asked only where the rule can stop — an attack's damage, damage.ts dealPoints — and passed over elsewhere):
   * subject.data.how. The replacement takes the place of the destruction (Tel Trevura).
   */
  | 'instead:destroyed'
  /**
   * Never run: read by the action rules (abilities/static.ts actionRange): the range band of the ship's lock,
   * coordinate or jam action (the `action-range` effect).
   */
  | 'action:range'
  /**
   * Never run (support): read by the lock action (abilities/static.ts lockObjectReach, actions/index.ts): the objects
   * (ships, obstacles, devices, remotes) a friendly ship's lock may choose beyond its own band (`lock-objects`). Asked of
   * the locking ship's friendly ships' records only when some ship of the game carries one.
   */
  | 'action:lock-objects'
  /**
   * Never run (support): read by the lock action (abilities/static.ts pricedLockBands, actions/index.ts): the ships and
   * objects the ship's lock may choose at any range for a price of its card's charges (`priced-lock-band`).
   */
  | 'action:lock-band'
  /**
   * Never run (support): read by the coordinate and jam actions (abilities/static.ts actionTargetable,
   * moreActionTargets, actions/index.ts): whether a ship may be chosen by another's action (`not-targetable`), and the
   * ships beyond the action's band the acting ship may choose too (`more-targets`).
   */
  | 'action:targets'
  /**
   * Never run (support): read as a ship coordinates another (static.ts coordinatedActions, phases/activation.ts and
   * grant-action.ts): what limits the coordinated ship's action (`coordinate-shared-actions`).
   */
  | 'action:coordinated'
  /**
   * Never run (support): read once per loadout and game state of its ships (abilities/source-keys.ts, as the source keys
   * a ship carries are gathered, not per window or event): the ship carries another friendly ship's pilot ability
   * (`borrow-pilot-abilities`) or no longer carries one of its ship abilities (`lose-ship-ability`). Only records of the
   * ship's own cards (pilot, upgrade sides) are read, and their condition is not: they hold while the card is equipped.
   */
  | 'ship:abilities'
  /**
   * Never run: read by the device rules (devices.ts deviceOptions) as a ship places a device: other templates, or
   * launching for dropping, it may use instead (the `device-placement-alternative` effect).
   */
  | 'device:placement'
  /**
   * Never run (subsystems, s35-subsys): read by the device rules (devices.ts `detonate`) each time attack dice are rolled
   * to resolve a detonating device's effect on a ship, for every ship in play carrying a record of it: `subject.data`
   * names the device (`device`, `card`, `kind`, `owner`: `near-device`, `device-owner` read it). A record whose
   * condition holds offers its ship's player the `reroll-device-dice` it allows ('reroll-device-die', with "pass").
   */
  | 'device:reroll'
  /**
   * subsystems: whether a ship ignores the effects of a device detonating (static.ts `ignoresDevice`, read by devices.ts
   * as the ships a detonation affects are found, the effect naming whose devices).
   */
  | 'device:ignore'
  /**
   * subsystems (s36): never run, read by the relation between ships (abilities/relation.ts `friendlyTo`, `alliedTo`)
   * on the conditions a ship holds: its condition makes the other ships of its squad allied to it, and it to them
   * (`friends-as-allied`: Broken Trust). Read without its condition (write `always`).
   */
  | 'ship:allied'
  /**
   * Never run: read by the attack rules (abilities/static.ts weaponRules) during an attack, on the attacker's cards:
   * the rules a special weapon's card adds to its attack (the attack words, issue 22).
   */
  | 'attack:weapon'
  /**
   * Never run: read by the End Phase (abilities/static.ts tokensKept) as it removes the ship's circular tokens: how many
   * of a type stay (the `keep-tokens` effect, support).
   */
  | 'end:keep-tokens'
  /**
   * Subsystems. Never run: read by the End Phase (abilities/static.ts forceRecurs) as Force is recovered: whether the
   * ship's Force keeps its recurring icon (the `no-force-recovery` effect: The Child).
   */
  | 'force:recurring'
  // ---- movement (issue 25) ----
  /**
   * Never run: read by the turret rules (abilities/static.ts turretFacings, asked by the rotate action):
   * the facings the ship's turret arc indicator may be turned to (the `turret-facings` effect).
   */
  | 'ship:turret'
  /**
   * Never run: read by the weapon rules (abilities/static.ts weaponArcAs, combat/weapons.ts weaponsOf): the arc a
   * special weapon of the ship's upgrades attacks from instead of its card's (the `weapon-arc-as` effect).
   */
  | 'ship:weapon-arc'
  /**
   * Never run: read by the barrel roll (abilities/static.ts rollTemplates, actions/index.ts): the templates the ship's
   * barrel rolls use instead of the 1-straight (the `roll-template` effect).
   */
  | 'action:roll-template'
  /**
   * Never run: read by the dial and the reveal (abilities/static.ts redManeuversWhileStressed) while the ship is
   * stressed: whether it may set / execute the red maneuver asked about (subject.data.maneuver), the
   * `red-maneuvers-while-stressed` effect.
   */
  | 'maneuver:while-stressed'
  // ---- subsystems ----
  /**
   * Never run: read as a game is created (abilities/squad-slots.ts, from static.ts squadSlotRecords): the upgrade
   * slots a card changes on the ship's bar at squad building (the `squad-slots` effect). The squad rules
   * (@xwing/squads rules/slots.ts) apply them to the squad, and the engine logs the card as used when the loadout fills
   * one of the slots it gives.
   */
  | 'squad:slots'
  /**
   * Never run: read by the boost action (abilities/static.ts boostTemplates, actions/index.ts) as its placements are
   * offered: other templates the ship may boost with, at a price (the `boost-templates` effect).
   */
  | 'action:boost-templates'
  /**
   * Movement. Never run: read by the action menu (abilities/static.ts redVariants, actions/index.ts) as a white action
   * of these types is offered: the same action, treated as red, is offered beside it (`red-variant`).
   */
  | 'action:red-variant'
  /**
   * Movement. Never run: read by the boost action (abilities/static.ts boostPartially, actions/index.ts) as its
   * placements are offered, only when a record of it stands: a boost that would fail only by overlapping a ship may be
   * resolved as a partial maneuver instead (`boost-partial`).
   */
  | 'action:boost-partial'
  /**
   * Movement. Never run: read by the activation (abilities/static.ts keepsActionStep, phases/activation.ts) once a
   * maneuver is partially executed for overlapping a ship, only when a record of it stands: the ship keeps its Perform
   * Action step (`keep-action-step`).
   */
  | 'maneuver:keep-action-step'
  /**
   * Never run: read by the boost and barrel roll actions (abilities/static.ts fasterTemplates, actions/index.ts) as
   * their placements are offered, only when a record of it stands: templates of 1 speed higher (`faster-templates`).
   */
  | 'action:faster-templates'
  /**
   * Never run: read by the movement, action, attack and range-0 rules (abilities/static.ts ignoresObstacles) — the
   * obstacles the ship ignores, and for what (the `ignore-obstacles` effect).
   */
  | 'ship:ignore-obstacles'
  /**
   * Never run: read by the docking rules (docking.ts, static.ts `carrierRules`) — which ships may dock with this ship,
   * how many, and from which guides they deploy (the `dock-carrier` effect, on the carrier's card).
   */
  | 'dock:carrier'
  /** Never run: read by the docking rules (static.ts `dockRange`): the range at which the ship may dock (`dock-range`). */
  | 'dock:range'
  /**
   * Never run: read by the damage rules (damage.ts, static.ts `shieldDonors`) once the ship has no shield left: the
   * docked ships whose shields it uses as its own (`docked-shields`).
   */
  | 'dock:shields'
  /** Never run: read at Setup (setup.ts, static.ts `mustStartDocked`): the ship must start the game docked (`start-docked`). */
  | 'dock:setup'
  /**
   * Never run (subsystems, s36): read by the System Phase's deploy (phases/system.ts, static.ts `emergencyDeployOnly`)
   * for a docked ship: it deploys only by emergency deployment (`emergency-deploy-only`), so no System Phase deploy is
   * offered to it.
   */
  | 'dock:deploy'
  /**
   * Never run (subsystems, s36): read as a ship is destroyed (damage.ts destroyShip, identity.ts `takeIdentities`), for
   * each other ship of its player still in the game, docked ones too, with the destroyed ship as `other`: a record whose
   * condition holds makes its ship take the destroyed ship's pilot identity (`take-pilot-identity`).
   */
  | 'dock:identity'
  /**
   * Never run (subsystems, s35-subsys): read at Setup as a ship is placed (phases/setup.ts, static.ts `setupAnywhere`):
   * where else than its player's setup zone it may be placed (`setup-anywhere`).
   */
  | 'setup:placement'
  /**
   * Never run (subsystems, s39): read at Setup as a ship is placed (phases/setup.ts, static.ts `setupAnchors`) on the
   * other friendly ships already placed: whether one of them lets it be placed near it instead of in its setup zone
   * (`setup-near-me`).
   */
  | 'setup:placement-near'
  /**
   * Never read as a trigger (support, s39): read by the attack's Modify steps (combat/attack.ts `holds` / `spend`,
   * static.ts `tokenLenders`) on the friendly ships around the attacker or defender: whose tokens it may spend as if
   * it had them (`lend-tokens`).
   */
  | 'token:lend'
  /**
   * Never run (subsystems, s36-reserve): read at Setup before forces are placed (phases/setup.ts, static.ts
   * `startsInReserve`): the ship starts the game in reserve, and how it comes back (`start-in-reserve`).
   */
  | 'setup:reserve'
  /**
   * Never run: read by the decloak (phases/system.ts decloakOptions, static.ts `decloakTemplate`) of a cloaked ship:
   * the template it decloaks with instead of the 2-straight (the `decloak-template` effect).
   */
  | 'cloak:decloak-template'
  // ---- attack upgrades ----
  /**
   * Never run: read by the weapon rules (combat/weapons.ts legalAttacks, abilities/static.ts closestDefenderOnly) as
   * the ship's attacks are offered: which defenders it may choose (the `closest-defender` effect).
   */
  | 'attack:defenders'
  /**
   * Never run: read by the weapon rules (combat/weapons.ts legalAttacks, abilities/static.ts guardsAgainst) on the
   * enemy ships of a ship whose attacks are offered: the ships one of them guards (the `guard-nearby` effect).
   */
  | 'attack:guard'
  // ---- first edition (issue 29) ----
  /**
   * Never run: read by the dial (abilities/static.ts dialForbidden, phases/planning.ts) as the ship's maneuver is set in
   * the Planning Phase: maneuvers of these kinds it may not be assigned (the `dial-forbids` effect).
   */
  | 'maneuver:dial'
  /**
   * Read by static.ts `dialOf` (planning, the reveal, a maneuver's difficulty, conditions on a revealed maneuver): the
   * dial the ship uses, another ship type's (`dial-as`, subsystems s32-subsb).
   */
  | 'maneuver:dial-as'
  /**
   * Never run: read by the damage rules (damage.ts, abilities/static.ts damageCardsFaceup) as a damage card is drawn
   * for a damage point the ship suffers: whether it is dealt faceup whatever the damage (`damage-cards-faceup`).
   */
  | 'damage:card-facing'
  /**
   * Never run: read by the weapon rules (combat/weapons.ts legalAttacks, abilities/static.ts touchingAttackAllowed) where
   * the rule set forbids attacks between ships in contact (002 §Touching): the ship may attack a ship it touches
   * (`attack-touching`: the weapon's arc and range still apply).
   */
  | 'attack:touching';

/** Every timing window: a record names one. */
export type Window = FlowWindow | EventWindow | QueryWindow;

/** What a window is about: the ship whose step it is, and the other party when there is one. */
export interface WindowSubject {
  ship?: string;
  other?: string;
  /** Extra facts of the moment (e.g. the maneuver executed, the obstacle overlapped, the damage suffered). */
  data?: Record<string, unknown>;
  /**
   * support (s32): inside a filter's `where` (targets.ts shipsAround, where `ship` is the candidate and `other` the
   * choosing ship), the window's own parties, read by the ShipRefs 'subject' and 'subject-other'.
   */
  parties?: { ship?: string; other?: string };
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
  /**
   * Spend tokens as the price. A green token spent (focus, evade, calculate) raises 'token:after-spend' (costs.ts
   * `pay`; s38), as one spent on a dice modification does, unless `removed`: the card's text has the ship remove the
   * token, not spend it ("unless it removes 1 green token"), which no "after you spend" ability hears.
   */
  | { kind: 'spend-token'; token: string; count: number; removed?: boolean }
  /**
   * Gain tokens as the price. Attack pilots: `who` ('attacker' / 'defender' of the attack in progress) makes that ship
   * gain them instead of the ability's ship ("it may gain a strain token to …": Gideon Hask of the Xi-class shuttle).
   */
  | { kind: 'gain-token'; token: string; count: number; who?: 'attacker' | 'defender' }
  /** Discard a condition the ship holds (e.g. Ancient Knowledge). */
  | { kind: 'discard-condition'; xws: string }
  /**
   * Attack pilots: spend charges of another card the ship equips, not the record's own: an upgrade (not discarded) of
   * one of these card types (all when none is named), whose charges do not recover when `nonRecurring` (000 "Charges
   * and the Force"), with `count` charges left; the first such upgrade in the ship's loadout order pays (costs.ts
   * `upgradeChargePayer`). Theta 4's missile charge, Wilsa Teshlo's "a non-recurring charge of one of its upgrades".
   */
  | { kind: 'spend-upgrade-charge'; count: number; types?: readonly string[]; nonRecurring?: boolean };

/** Conditions from a typed vocabulary; `code` is the escape hatch. */
export type Condition =
  | { kind: 'always' }
  | { kind: 'subject-is-self' }
  /** Range from the ability's ship to the other party, or to any enemy / other friendly ship (of `shipType`). */
  /** Range from the ability's ship to a named ship (ShipRef), or to any enemy / other friendly ship (of `shipType`). */
  | { kind: 'range'; to: ShipRef | 'any-enemy' | 'any-friendly'; min: number; max: number; shipType?: string }
  /**
   * Ship `target` is inside arc `arc` of ship `of` ('firing': any of `of`'s firing arcs; 'attack': the arc the attack
   * in progress was declared from, when `of` is its attacker; targets.ts).
   */
  | { kind: 'in-arc'; arc: string; of: ShipRef; target: ShipRef }
  /**
   * Ship `who` holds between `atLeast` (default 1, or 0 with only `atMost`) and `atMost` tokens of type `token`, the
   * tokens of the types in `also` counted with them (attack pilots: "for each red token", stress, strain, ion and
   * deplete together: Matchstick).
   */
  | { kind: 'has-token'; token: string; also?: readonly string[]; atLeast?: number; atMost?: number; who: ShipRef }
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
  | {
      kind: 'can-perform';
      /** movement: 'subject-action', the action the window names (subject.data.action), as `grant-action` reads it. */
      actions: readonly ActionDef[] | 'own-bar' | 'own-white-bar' | 'subject-action' | 'coordinated-action';
      ignoreStress?: boolean;
      /** movement: whether the move could be made as no action (`grant-action`'s `notAction`). */
      notAction?: boolean;
    }
  /** Damage cards: this very card was just dealt (the window names the dealt card's index, or the indices dealt). */
  | { kind: 'card-just-dealt' }
  /**
   * The ability's ship's maneuver this activation: fully executed (not partial), of one of these difficulties.
   * `activating` (movement): the difficulty is read only while the ship itself activates — for a standing query such
   * as 'action:bar', which may be asked of it during another ship's activation (a coordinate).
   */
  | {
      kind: 'maneuver';
      fully?: boolean;
      difficulty?: readonly ('blue' | 'white' | 'red' | 'purple')[];
      activating?: boolean;
      /**
       * support: the maneuver of ship `who` (the window's other party: "after a friendly ship fully executes …"), its
       * own partial flag and, while it activates, its revealed difficulty; the ability's ship by default.
       */
      who?: ShipRef;
    }
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
  | { kind: 'damaged'; who: ShipRef }
  /** The ability's ship equips a dual-sided upgrade of this slot type (e.g. a configuration card it can flip). */
  | {
      kind: 'has-dual-upgrade';
      type: string;
      /** movement: its faceup side is this one (0: the first side, e.g. a configuration's "(Closed)" side). */
      side?: number;
    }
  /**
   * The ability's own card has at least `atLeast` charges: an upgrade's record reads that upgrade's charges, any other
   * record the ship's (its pilot's) charges.
   */
  | { kind: 'has-charges'; atLeast: number }
  /**
   * The ability's ship has fewer shields / Force than its starting value; `charges`: the ability's own card (as
   * `has-charges` reads it) has fewer charges than its printed value — some of them are inactive (000 "Charges").
   */
  | { kind: 'below-max'; stat: 'shields' | 'force' | 'charges' }
  /**
   * Devices ('device:detonate'): the ability's ship is at range 0–`max` of the detonating device, or of the obstacle
   * its detonation chose (`from: 'obstacle'`: the device's owner chooses an obstacle at range 0–`max` of the device
   * first, e.g. Seismic Charges). A mine's records use `subject-is-self` instead: only the ship that set it off.
   */
  | { kind: 'near-device'; max: number; from?: 'device' | 'obstacle' }
  | TargetCondition
  | SupportCondition
  // ---- movement (maneuvers and dials; issue 25) ----
  /**
   * The maneuver of the moment (subject.data.maneuver, a dial code: the maneuver revealed, executed, or whose
   * difficulty the rules ask in 'maneuver:difficulty') is of one of these speeds and of one of these kinds (each
   * list, when given). 000 "Maneuvers": a maneuver is its speed, bearing and difficulty. `who` (attack upgrades, grown
   * in place): the maneuver that ship has revealed this round instead (false while its dial is hidden or unset: "if
   * your revealed maneuver is …" in an attack, Accelerated Sensor Array).
   */
  | {
      kind: 'maneuver-is';
      speeds?: readonly number[];
      kinds?: readonly ManeuverKind[];
      who?: ShipRef;
      /** Movement: the maneuver just executed was (or, false, was not) a sideslip ('maneuver:after-execute'). */
      sideslip?: boolean;
      /**
       * Movement (s30-move, grown in place): the maneuver's bearing points to this side of the ship — a left or right
       * bank, turn, Segnor's loop or Tallon roll (000 "Maneuvers": the bearing is the arrow; a straight, Koiogran turn
       * or stationary maneuver bears to neither side): Starboard Thrusters' left turns and loops.
       */
      direction?: 'left' | 'right';
    }
  /**
   * The ship has performed at least `atLeast` actions this round (ShipState.round.actions; 001 Perform Action), of
   * these types when given: "if you do, you cannot perform another action" is a lasting restriction while it holds.
   */
  /**
   * movement (s39): the record at `index` of this same card (the ability's own source key) was already used by the
   * ship — this round for a `limit: 'once-per-round'` record, in the game for a once-per-game one (its use is kept:
   * costs.ts `recordUsed`; a record without a limit is never "used" here). Two records offering one choice two ways
   * exclude each other with it: Sense looks at one dial, at range 0–1 or, for a Force, at range 2–3.
   */
  | { kind: 'record-used'; index: number }
  | {
      kind: 'actions-performed';
      atLeast: number;
      actions?: readonly string[];
      /**
       * movement (s39): only the actions it performed while stressed, a permission letting it (ShipState.round
       * .stressedActions; 000 "Stress"): "you can perform the SLAM action even while stressed; if you do, …" (Coaxium
       * Hyperfuel).
       */
      whileStressed?: boolean;
    }
  /**
   * The ability's ship (or ship `who`: the defender…) is at range `min`–`max` of an obstacle in play (of one of these effect kinds when given:
   * 'asteroid', 'debris', 'gas-cloud', …; obstacles.ts), measured between the ship's base and the obstacle's outline
   * (000 "Measuring Range": range 0 is touching or overlapping).
   */
  | { kind: 'near-obstacle'; min: number; max: number; kinds?: readonly string[]; who?: ShipRef }
  /**
   * The maneuver of the moment moved the ship through or onto an obstacle ('maneuver:after-execute':
   * subject.data.obstacles, the obstacles its template or final base touched; 001 Activation 2.1, "if move through").
   */
  | {
      kind: 'moved-through-obstacle';
      /**
       * movement: the ship's last boost or barrel roll did (ShipState.round.crossedObstacles, read right after it, in
       * 'action:after-perform'), instead of the maneuver of the moment.
       */
      reposition?: boolean;
      /** movement: at least one of those obstacles is not at range 0 of the ship now (it moved through, not onto it). */
      notAtRange0?: boolean;
      /**
       * movement (s39): obstacles the ship ignored while moving count too (no effect on it, but moved through all the
       * same: subject.data.ignoredObstacles of the maneuver, ShipState.round.crossedIgnored of a reposition): Ahsoka
       * Tano of Legends and Relics, whose own card makes it ignore them.
       */
      ignored?: boolean;
    }
  /**
   * The last move this round of ship `mover` (default the ability's ship: a maneuver, a boost or a barrel roll;
   * ShipState.round.movedThrough) moved it through a ship — its template crossed that ship's base (000 "Moving Through
   * and Overlapping"): one friendly or enemy to the mover (`side`) when given, and, with `who`, that very ship (in a
   * `choose`'s `where`, 'self' is the candidate and 'other' the choosing ship: `{ mover: 'other', who: 'self' }`).
   * Read right after the move ('maneuver:after-execute', 'action:after-perform').
   */
  | { kind: 'moved-through'; side?: 'friendly' | 'enemy'; who?: ShipRef; mover?: ShipRef }
  /**
   * The ability's ship ignores obstacles (of one of these kinds when given; any kind otherwise) for `purpose` now — a
   * standing or lasting `ignore-obstacles` (static.ts ignoresObstacles): e.g. a lasting one a replacement started.
   */
  | { kind: 'ignores-obstacles'; purpose: ObstaclePurpose; kinds?: readonly string[] }
  /**
   * movement: at range `min`–`max` of ship `who`, more ships are enemy to it than friendly to it, that ship itself left
   * out (the Eta-2 Jedi pilots: a ship outnumbered close by; 000 "Friendly and Enemy", "Measuring Range").
   */
  | { kind: 'outnumbered'; who: ShipRef; min: number; max: number }
  /**
   * movement: ship `who` has engaged this round (ShipState.round.engaged), or is engaging now (the Engagement Phase's
   * cursor): "if that ship has not engaged this phase" with `not` (001 "Engagement Phase": each ship engages once, in
   * initiative order).
   */
  | { kind: 'engaged'; who: ShipRef }
  | SubsystemCondition
  // ---- attack words (issue 22): conditions on the attack in progress ----
  /**
   * The attack or defense dice of the attack in progress: between `atLeast` and `atMost` of them show one of `faces`;
   * with `only`, none shows another face.
   */
  | {
      kind: 'dice-results';
      dice: 'attack' | 'defense';
      faces: readonly ('blank' | 'focus' | 'hit' | 'crit' | 'evade')[];
      atLeast?: number;
      atMost?: number;
      only?: boolean;
    }
  /**
   * The attack in progress is obstructed by an obstacle (000 "Obstruction"). s37: `by: 'device'`, instead, its range
   * crosses a bomb's or a mine's token (combat/util.ts attackCrosses), which obstructs only where a card says so.
   */
  | { kind: 'attack-obstructed'; by?: 'device' }
  /**
   * Ship `who` obstructs the attack in progress (000 "Obstruction": ships can obstruct attacks, which has no effect but
   * a card's): the attack's range, measured from its arc, crosses its base (combat/util.ts `obstructsAttack`). Tactical
   * Scrambler, Korkie Kryze, Treacherous.
   */
  | { kind: 'obstructs-attack'; who: ShipRef }
  /**
   * The ability's ship holds at least `atLeast` (default 1) tokens of this type on its equipped card `xws` (tokens a
   * card places on itself: Automated Target Priority's calculate tokens; `EquippedUpgrade.tokens`).
   */
  | { kind: 'has-card-token'; xws: string; token: string; atLeast?: number }
  /** The attack in progress uses a special weapon of one of these slots (its card's type: 'torpedo', 'missile', …). */
  | { kind: 'attack-weapon-slot'; slots: readonly string[] }
  /** The ship (the ability's, or the other party) has at least one shield. */
  | { kind: 'shielded'; who: 'self' | 'other' }
  /**
   * A 'dice:after-modify' window: the ability's own ship used the modification (subject.data.by), so "if you do"
   * abilities of a card answer their own ship's use, never an enemy copy's.
   */
  | { kind: 'modified-by-self' }
  /**
   * The attack in progress uses a special weapon whose attack requires this token (000 "Special Weapons": the attack
   * header's lock, focus or calculate requirement, any one of them).
   */
  | { kind: 'attack-weapon-requires'; requirement: 'lock' | 'focus' | 'calculate' }
  /**
   * The attack in progress is an ordnance attack: a special weapon carrying the range bonus indicator, whose range
   * bonuses do not apply (000 "Special Weapons", Range Bonus Indicator; the content's `attack.ordnance`): Tristan Wren.
   */
  | { kind: 'attack-ordnance' }
  /**
   * More ships pass filter `more` than filter `than` (each counted as `ships-near` counts, seen from the ability's
   * ship; 000 "Friendly and Enemy", "Measuring Range"): "more other friendly ships than enemy ships at range 0–1"
   * (It's a Trap!, No Escape).
   */
  | { kind: 'ships-outnumber'; more: ShipFilter; than: ShipFilter }
  /**
   * Ship `who` is destroyed: gone, or waiting to be removed at the end of its initiative step (000 "Destroying
   * Ships", "Simultaneous Fire": a ship destroyed in the Engagement Phase stays until then).
   */
  | { kind: 'destroyed'; who: ShipRef }
  /**
   * Ship `who`'s agility is at most (`at-most`) or higher than (`higher`) ship `than`'s, each its card's value with the
   * standing changes ('ship:stat', static.ts statDelta): Diamond-Boron Missiles' "agility equal to or less than the
   * defender's".
   */
  | { kind: 'agility-vs'; who: ShipRef; than: ShipRef; compare: 'at-most' | 'higher' }
  /**
   * In the attack in progress, the ability's ship used a dice modification of the ability's own card (AttackState.used:
   * "if you do" read after the attack, e.g. Malice's Force back), or a dice-count change of it resolved on the trigger
   * stack (s32: "Killer"'s extra die, then a deplete token).
   */
  | { kind: 'modified-this-attack' }
  /**
   * A 'dice:after-modify' window whose modification rerolled dice (subject.data.rerolled, their new faces): at least
   * `atLeast` (default 1) of them show one of `faces` (000 "Modifying Dice": a reroll; "if the rerolled result is …").
   */
  | {
      kind: 'rerolled-faces';
      faces: readonly ('blank' | 'focus' | 'hit' | 'crit' | 'evade')[];
      atLeast?: number;
    }
  // ---- end of the attack words ----
  // ---- attack pilots (issue 22): conditions the attack group's pilots share ----
  /**
   * The ship (self, or the window's other party) holds a green token: focus, evade, calculate or reinforce (000
   * "Tokens": green tokens are circular, positive, removed in the End Phase). Read with `not` for "has no green tokens".
   */
  | { kind: 'has-green-token'; who: 'self' | 'other' }
  /** The defender of the attack in progress is tractored (supplement "Tractor": its size's number of tractor tokens). */
  | { kind: 'defender-tractored' }
  /**
   * Ship `who`'s initiative is higher than ship `than`'s (`compare` 'higher'), or equal to or higher ('at-least'):
   * each as the standing effects set it now (static.ts `initiativeOf`; 000 "Initiative"). `than` may instead be the
   * number of damage cards a ship has (`{ damageCardsOf }`, facedown and faceup: Kazuda Xiono), or a number (`{ value }`:
   * "an initiative of 4 or lower" is not higher than 4, Gar Saxon).
   */
  | {
      kind: 'initiative-vs';
      who: ShipRef;
      than: ShipRef | { damageCardsOf: ShipRef } | { value: number };
      compare: 'higher' | 'at-least';
    }
  /** The ship holds a reinforce token, facing `facing` when given (000 "Reinforce": fore or aft; util.ts reinforceOf). */
  | { kind: 'reinforced'; who: ShipRef; facing?: 'fore' | 'aft' }
  /**
   * Once the Neutralize Results step is over, the attack's uncancelled results (AttackState.result: 001 Engagement 4)
   * count between `atLeast` and `atMost` results of these faces; `moreThanShields`: more than the ability's ship's
   * active shields. False before the step.
   */
  | {
      kind: 'attack-result';
      faces: readonly ('hit' | 'crit')[];
      atLeast?: number;
      atMost?: number;
      moreThanShields?: boolean;
    }
  /**
   * Ship `who` carries the ship ability `id` (source-keys.ts shipAbilityId: its pilot card's, or one an equipped
   * upgrade gives it): "a friendly ship with the … ship ability" (Networked Calculations' ships lend calculate tokens).
   */
  | { kind: 'has-ship-ability'; who: ShipRef; id: string }
  /**
   * Ship `who`'s revealed maneuver (its dial, once revealed this round: 001 Activation 2.1) compared with ship
   * `than`'s: `faster` — of a higher speed; `easier` — of a lower difficulty (blue, white, red, as printed on the dial:
   * 000 "Maneuver Difficulty"; conditions.ts cannot read static.ts's changes to it); `same-speed` — of the same speed;
   * `same-bearing` — of the same bearing (the arrow: a left and a right bank are two bearings, 000 "Maneuvers"). False
   * while either has no revealed maneuver.
   */
  | { kind: 'revealed-vs'; who: ShipRef; than: ShipRef; compare: 'faster' | 'easier' | 'same-speed' | 'same-bearing' }
  /**
   * Ship `who`'s revealed maneuver (its dial, once revealed this round: 001 Activation 2.1) is of one of these speeds and
   * of one of these printed difficulties (as on its dial, like `revealed-vs`), each when given: "if your revealed
   * maneuver is red" (Covanell), "if its speed is even" (Stub). False while it has no revealed maneuver.
   */
  | {
      kind: 'revealed';
      who: ShipRef;
      speeds?: readonly number[];
      difficulty?: readonly ('blue' | 'white' | 'red' | 'purple')[];
    }
  /** Ship `who`'s pilot card is limited (a limit of one or more: 000 "Squad Building"): "a non-limited ship" negates it. */
  | { kind: 'limited-ship'; who: ShipRef }
  /** Ship `who` is of a larger size than ship `than` (small, medium, large, huge: 000 "Ship Sizes"; its base). */
  | { kind: 'larger-ship'; who: ShipRef; than: ShipRef }
  /**
   * Ship `who` has between `atLeast` and `atMost` damage cards, facedown and faceup (000 "Damage Cards"); with
   * `moreThan` (grown in place for Kazuda Xiono of Legends and Relics), also more of them than ship `moreThan` has.
   */
  | { kind: 'damage-cards'; who: ShipRef; atLeast?: number; atMost?: number; moreThan?: ShipRef }
  /**
   * Attack (s32): ship `who` has at most `atMost` hull left — its hull value less its damage cards, facedown and faceup
   * (000 "Damage Cards": a ship is destroyed when its damage cards reach its hull): "Killer"'s defender.
   */
  | { kind: 'hull-left'; who: ShipRef; atMost: number }
  /**
   * Ship `who` could still be granted a bonus attack now: it is the Engagement Phase (or the Activation Phase: after
   * an enemy's maneuver, Snap Shot), it is in play, it has performed none this phase and none is waiting for it (000 "Performing an
   * Attack", Aftermath: possibly perform a bonus attack; one per ship per phase, combat/attack.ts grantBonusAttack). A
   * bonus attack paid for (Torphun's strain) asks it first.
   */
  | { kind: 'bonus-attack-left'; who: ShipRef }
  /**
   * Attack (s36): ship `self` could declare an attack now with one of these weapons (an upgrade's xws, or 'primary')
   * against ship `against`: in arc and range, its requirement met and charges left, nothing forbidding it
   * (combat/weapons.ts legalAttacks). "You may perform this attack against it" is offered only when it can be made.
   */
  | { kind: 'can-attack'; weapons: readonly string[]; against: ShipRef }
  /**
   * Attack (s37): ship `self` could declare an attack now from one of these arcs (content arc ids: 'single-turret' …),
   * with any weapon against any defender (combat/weapons.ts legalAttacks: in arc and range, requirement and charges,
   * nothing forbidding it, the arc not barred this round). A turret-arc attack at initiative 7 is offered only when
   * one can be made (Han Solo, the Rebel gunner).
   */
  | { kind: 'can-attack-from'; arcs: readonly string[] }
  /**
   * Attack pilots: the attack in progress is a bonus attack (000 "Performing an Attack", Aftermath; its declaration
   * answered a granted bonus attack, `AttackState.bonus`): "after performing that attack" (Bodica Venj).
   */
  | {
      kind: 'attack-is-bonus';
      /**
       * attack (s39, grown in place): the bonus attack was granted by a record of this source key ("if you do" after
       * a card's own bonus attack: Corran Horn of the E-wing), read from `AttackState.bonusFrom`.
       */
      from?: string;
    }
  /**
   * Attack pilots: ship `who`'s pilot card carries this keyword (content `keywords`: 'TIE', 'Droid', 'Mandalorian' …):
   * "a friendly TIE" (Iden Versio of the Battle of Yavin).
   */
  | { kind: 'has-keyword'; who: ShipRef; keyword: string }
  /**
   * Ship `who` modified dice in the attack in progress (of `dice` when given: its own attack dice as the attacker): it
   * used a dice modification (000 "Modifying Dice": a reroll or a change; a token's or a card's), or an ability
   * rerolled its die before the Modify step (`reroll-die`). Alexsandr Kallus, Wrobie Tyce.
   */
  | { kind: 'dice-modified'; who: ShipRef; dice?: 'attack' | 'defense' }
  /**
   * Ship `who`'s single turret arc indicator points to one of these facings (000 "Turret Arcs": front, rear, left or
   * right; ShipState.turret). False for a ship without one. "Your turret indicator is in your left or right arc".
   */
  | { kind: 'turret-facing'; who: ShipRef; facings: readonly ('front' | 'rear' | 'left' | 'right')[] }
  /** At least `atLeast` (default 1) devices the filter lets through are in play (`DeviceFilter`): "a friendly bomb near it". */
  | ({ kind: 'devices-near'; atLeast?: number } & DeviceFilter)
  | { kind: 'code'; test: (ctx: Ctx, self: string, subject: WindowSubject) => boolean };

/**
 * Attack pilots: the devices in play (bombs and mines, 000 "Devices") at range `min`–`max` of ship `of`, placed by a ship
 * friendly / enemy to the ability's ship (`owner`, either when absent), of these kinds (`kinds`, both when absent): read
 * by `devices-near` and the `dice` effect's `perDevice` (abilities/conditions.ts `devicesNear`).
 */
export interface DeviceFilter {
  of: ShipRef;
  /** The range band from ship `of`; absent (s32, with `inArc`): at any range. */
  min?: number;
  max?: number;
  owner?: 'friendly' | 'enemy';
  /**
   * The device kinds counted; 'remote' counts the remotes in play too (remotes.ts; supplement "Remotes"). Absent:
   * bombs and mines, no remotes. (Grown by subsystems s32-subsa and attack s32: Lega Fossang.)
   */
  kinds?: readonly ('bomb' | 'mine' | 'remote')[];
  /**
   * Attack (s32): only devices inside this arc of ship `of` ('attack': the arc its attack in progress is made from, as
   * the targeting words read it; 000 "Arcs").
   */
  inArc?: string;
  /**
   * Subsystems (s32-subsa): `owner` is judged from this ship instead of the ability's — in a `choose`'s `where`, seen
   * from the candidate, `'other'` is the choosing ship: "a ship at range 0–1 of one of your remotes".
   */
  ownerOf?: ShipRef;
  /** Subsystems (s32-subsa): only devices and remotes of these upgrade cards (xws): "a friendly sensor buoy". */
  cards?: readonly string[];
}

/** Effects from a typed vocabulary; dice effects reuse @xwing/dice's Modification; `code` is the escape hatch. */
export type Effect =
  /**
   * A dice modification. Attack pilots: `per` (honoured in the Modify steps only, combat/attack.ts) makes its count (of
   * dice rerolled, changed or added) one for each ship that filter lets through, seen from the record's ship, and
   * offers nothing when none ("reroll up to 1 die for each other friendly ship at range 0–1": Jessika Pava, Rose Tico).
   * With `per`, `perDevice` adds one for each device its filter lets through (s32: "for each friendly device or
   * calculating friendly ship in the attack arc", Lega Fossang).
   */
  | {
      kind: 'dice';
      modification: Modification;
      per?: ShipFilter;
      /**
       * Attack pilots, dice counts ('attack:roll-attack-dice' / '…-defense-dice'): the change is made once per device
       * the filter lets through (Goji: a defense die more per friendly bomb near the defender, at range 0–1); in the Modify
       * steps, beside `per` (above).
       */
      perDevice?: DeviceFilter;
    }
  | { kind: 'gain-token'; token: string; count: number; who: ShipRef }
  | { kind: 'remove-token'; token: string; count: number | 'all'; who: ShipRef }
  /**
   * `source`: the card the damage is from, as the log names it (default "ability"). `perFace`: each die of the
   * effect's roll (`roll-attack-dice`) showing that face adds one hit or one crit to the damage.
   */
  | {
      kind: 'suffer-damage';
      hits: number;
      crits: number;
      who: ShipRef;
      source?: string;
      perFace?: Partial<Record<AttackFace, 'hit' | 'crit'>>;
    }
  /** The ship rolls `count` attack dice; `then` resolves with the faces (read by `for-each-face` and `perFace`). */
  /**
   * `perDamageCard` (attack group): `count` dice for each damage card the ship has, facedown and faceup (Kuiil).
   */
  | { kind: 'roll-attack-dice'; count: number; then: Effect; perDamageCard?: boolean }
  /** Resolves `effect` once for each die of the effect's roll showing `face`. */
  | { kind: 'for-each-face'; face: AttackFace; effect: Effect }
  /**
   * The ship drops (template at its rear guides) or launches (front guides) this card's device(s) with the templates
   * the player chose (subject.data.choice: template codes joined by "+", e.g. "1F" or "1F+2F"); each device beyond the
   * first spends one more of the card's charges (000 "Dropping and Launching Devices"; devices.ts).
   */
  | {
      kind: 'place-device';
      card: string;
      how: 'drop' | 'launch';
      shape: DeviceKind;
      fuses?: number;
      /** The templates used when no choice was asked (a forced drop: one device each, "+"-joined as a choice is). */
      templates?: readonly string[];
      /**
       * subsystems: the card's own sets of templates (its drop's choices), read when another ability drops or launches
       * this card's device with the card's own templates (`place-equipped-device`).
       */
      sets?: readonly (readonly string[])[];
    }
  /** The ship's upgrade `xws` recovers `count` charges, up to its printed value. */
  | { kind: 'recover-card-charges'; xws: string; count: number }
  /**
   * Standing ('charge:reload'): reloading this card recovers `count` charges (0: its charges cannot be recovered).
   * support: `additional` — a record of the ship (not of the card reloaded): any card it reloads recovers `count` more
   * (Lieutenant Karsabi; never for a card whose charges cannot be recovered).
   */
  | { kind: 'reload-recovers'; count: number; additional?: boolean }
  /**
   * s37 (standing, 'device:remotes'): each remote at range 0–`range` of the detonating device (of the obstacle it
   * chose, `from: 'obstacle'`: Seismic Charges) suffers `hits` hit and `crits` critical damage, and rolls `dice` attack
   * dice first, suffering one hit for each hit result and one crit for each crit result (one hit for either with
   * `critsAsHits`).
   */
  /**
   * Standing ('device:leaves-obstacle'): once the device has detonated, an obstacle of outline `obstacle`
   * (@xwing/geometry's outlines: 'blaze') is placed where the device lay, in the device token's own frame (its guides
   * aligned to the token's tab), with `fuses` fuse markers (card-obstacles.ts burns them in the End Phase).
   */
  | { kind: 'leave-obstacle'; obstacle: string; fuses?: number }
  | {
      kind: 'damage-remotes';
      range: number;
      from?: 'obstacle';
      hits?: number;
      crits?: number;
      dice?: number;
      critsAsHits?: boolean;
    }
  /** The ship recovers shields / Force up to its starting value (`source` names the card in the log). */
  | { kind: 'recover'; stat: 'shields' | 'force'; count: number; source: string; who?: ShipRef }
  /** Damage cards: repair this very card (the window names the card's index). */
  | { kind: 'repair-this-card' }
  /**
   * Turns over a dual-sided upgrade of the ship: this one (xws), or its first dual card of a slot type. support: `who`,
   * another named ship's card (the chosen ship flips its configuration: Temmin Wexley).
   */
  | { kind: 'flip-upgrade'; xws: string; who?: ShipRef }
  | { kind: 'flip-upgrade'; type: string; who?: ShipRef }
  /**
   * These dice cannot be modified (by anyone): in a triggered window, for the rest of the attack in progress; in the
   * read-only 'attack:modify-restriction' window, a standing rule while its condition holds (read at each Modify step).
   */
  | {
      kind: 'dice-unmodifiable';
      dice: 'attack' | 'defense';
      /**
       * Attack pilots (standing, 'attack:modify-restriction' only): only the modifications that use a green token
       * (focus, evade, calculate: spent by a token's own modification or as an ability's cost) are barred (Dead to
       * Rights; static.ts `modifyBars`); `focus-tokens`: only those that spend a focus token, the same way; `rerolls`:
       * only rerolls of these dice ("Dark Curse" of the first edition, 002: one record each).
       */
      using?: 'green-tokens' | 'focus-tokens' | 'rerolls';
      /**
       * Attack pilots (standing, 'attack:modify-restriction' and lasting ones only): only the modifications spending a
       * token of these types (as their own cost or their ability's) are barred: "cannot spend focus or calculate
       * tokens" (Ember), "cannot spend tokens to modify dice" (Fenn Rau of the Sheathipede; static.ts `modifyBars`).
       */
      tokens?: readonly string[];
      /**
       * Attack (s36; standing, 'attack:modify-restriction' only): every modification is barred but one kind — the
       * record's own card's ('own-card': "you may change 1 focus result to a hit; your dice cannot be modified
       * otherwise", Foresight), or the lock token's own reroll ('lock-token': "modified only by spending a lock for
       * the default effect", Underslung Blaster Cannon; 000 "Locks", the default effect).
       */
      except?: 'own-card' | 'lock-token';
    }
  /**
   * Attack pilots (standing, 'force:allowed' only): the ship cannot spend Force while the record's condition holds
   * (000 "Charges and the Force"; Darth Vader of the TIE Defender, who spends it only while he attacks).
   */
  | { kind: 'no-force'; why: string }
  /**
   * Attack pilots (standing, 'ship:removal' only): a ship destroyed in the Engagement Phase is not removed at the end
   * of its initiative step but at the end of the phase (000 "Destroying Ships": simultaneous fire, lengthened;
   * "Warthog").
   */
  | { kind: 'delay-removal' }
  /**
   * Attack pilots (standing, 'ship:weapon-range' only): the ship's special weapons of these upgrade slots reach `by`
   * range nearer and `by` farther than their cards say, never beyond `min`–`max` (000 "Special Weapons", the range
   * requirement; Major Rhymer's "increase or decrease by 1, to a limit of 0-3").
   */
  | { kind: 'weapon-range-widen'; slots: readonly string[]; by: number; min: number; max: number }
  /**
   * Attack pilots (standing, 'attack:range-as' only): the ship's attacks at attack range `from` are made as attacks at
   * range `to` — the weapons' range requirements, the range bonus and every range rule read `to` (000 "Range
   * Bonuses", "Attack Range"; Captain Oicunn's range 0 as range 1).
   */
  | { kind: 'attack-range-as'; from: number; to: number }
  /**
   * Attack pilots (standing, 'attack:modify-restriction' only; static.ts `modifyBars`, combat/attack.ts): during the
   * attack in progress, a ship of the attack — the one the record stands for, or its party `who` — may modify at most
   * `count` results in all: only results showing one of `faces` count when given, only rerolls when `reroll`, only its
   * `dice` when given. A modification is offered while it could still touch a die the limit lets through, and touches
   * no more than that (000 "Modifying Dice": rerolling, changing and cancelling modify a result). "Can modify only 1
   * focus result" (Padmé Amidala), "cannot reroll more than 1 attack die" (Magva Yarro).
   */
  | {
      kind: 'modify-limit';
      count: number;
      faces?: readonly ('blank' | 'focus' | 'hit' | 'crit' | 'evade')[];
      reroll?: boolean;
      dice?: 'attack' | 'defense';
      who?: 'attacker' | 'defender';
    }
  /** The ability's ship loses pilot charges (not below 0); `source` names the card in the log. */
  | { kind: 'lose-charge'; count: number; source: string }
  | { kind: 'roll-attack-die'; onHit?: Effect; onCrit?: Effect; onFocus?: Effect; onBlank?: Effect }
  /**
   * The ship rolls one defense die (an ability's die, as `roll-attack-die`: entered-dice games ask its face before the
   * ability resolves) and the effect of its face resolves: R5-D8 and R5-K6 of the first edition (002 §Dice results).
   */
  | { kind: 'roll-defense-die'; onEvade?: Effect; onFocus?: Effect; onBlank?: Effect }
  /**
   * A standing change to one of the ship's stats, in window 'ship:stat' while its condition holds: agility (the
   * defense dice it rolls) or attack (its primary weapon's value). Hull and shields changes are the upgrades' grants
   * (content); initiative is the ship's own value, which effects change.
   */
  | { kind: 'stat'; stat: 'agility' | 'attack'; delta: number }
  /**
   * movement (s39), standing ('ship:stat'): while its condition holds, the ship's agility value is treated as the speed
   * of the maneuver it executed this round (ShipState.round.executedSpeed) whenever that is higher — a "may" taken
   * whenever it helps, a lower value never (static.ts `agilityAsSpeed`, read as the defense dice are counted:
   * combat/attack.ts; 001 Engagement 3.1). Sarco Plank, while defending.
   */
  | { kind: 'agility-as-speed' }
  | { kind: 'sequence'; of: Effect[] }
  /** A standing rule read by the maneuver rules: these kinds of maneuver are `steps` difficulties harder (negative: easier). */
  | { kind: 'maneuver-difficulty'; maneuvers: readonly ManeuverKind[]; steps: number }
  /** A standing rule read by the action rules: only these action types (and, with `cardActions`, card actions) may be performed. */
  | { kind: 'allow-only-actions'; actions: readonly string[]; cardActions: boolean; why?: string }
  /** A standing rule read by the attack rules: the ship cannot perform attacks (`why`: the reason a player reads). */
  | { kind: 'cannot-attack'; why: string }
  /** A standing rule read by the lock rules: the ship cannot acquire locks nor be locked (`why`: "at range 0 of …"). */
  | {
      kind: 'no-locks';
      why: string;
      /**
       * subsystems: `target` — only other ships' locks on the ship are forbidden ("other ships cannot acquire locks on
       * you"); the ship itself may still lock (static.ts `lockForbidden`'s role 'acquire' passes it by).
       */
      as?: 'target';
    }
  /** A standing rule read by the attack: while the ship attacks, its own attack dice may be modified only by spending Force for its usual effect. */
  | { kind: 'attack-dice-only-force' }
  /** A standing rule read by the damage rules: regular damage the ship is about to suffer is suffered as critical damage. */
  | { kind: 'suffer-hits-as-crits' }
  /**
   * Standing ('maneuver:dial', first edition): the ship may not be assigned a maneuver of these kinds in the Planning
   * Phase (the dial offers none, and setting one is refused).
   */
  | { kind: 'dial-forbids'; maneuvers: readonly ManeuverKind[] }
  /**
   * Standing ('maneuver:dial-as', subsystems s32-subsb; static.ts `dialOf`): the ship uses the dial of ship type `ship`
   * (its xws, of the ship's own faction) instead of its own — the maneuvers it may set, their difficulty, what it
   * executes. "Setup: this ship uses an RZ-2 A-wing dial" (Stomeroni Starck of the Evacuation of D'Qar).
   */
  | { kind: 'dial-as'; ship: string }
  /**
   * Standing ('damage:card-facing', first edition): each damage card dealt to the ship for damage it suffers is dealt
   * faceup, regular damage included (the damage stays regular: only the card's facing changes).
   */
  | { kind: 'damage-cards-faceup' }
  /**
   * Standing ('attack:touching', first edition): the ship may declare an enemy ship it touches as its defender where
   * the rule set forbids attacks between ships in contact (the weapon's arc and range requirements still apply).
   */
  | { kind: 'attack-touching' }
  /** A standing permission read by the action rules: the ship may perform its actions of this difficulty while stressed. */
  /** `actions`: only these action types (movement, issue 25: Rey's Millennium Falcon's boost and rotate arc). */
  | { kind: 'actions-while-stressed'; difficulty: 'white' | 'red'; actions?: readonly string[] }
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
      /**
       * The actions offered, or the ship's action bar (its upgrades' actions included), or its white actions; movement:
       * 'subject-action', the action of the type the window names (subject.data.action: "the same action"), white;
       * 'coordinated-action', the action the ship a Coordinate action chose performed (the coordinating ship's
       * 'action:after-perform' names it in subject.data.coordinatedAction), as it is on this ship's own bar (its colour
       * there; none when it is not on the bar): Lieutenant Sai.
       */
      actions: ActionDef[] | 'own-bar' | 'own-white-bar' | 'subject-action' | 'coordinated-action';
      why: string;
      ignoreStress?: boolean;
      who?: ShipRef;
      /** movement: the actions offered are performed as red actions, whatever their colour (000 "Action Difficulty"). */
      asRed?: boolean;
      /**
       * movement: the boost or barrel roll offered is made as no action ("boost (this is not an action)"): placed by
       * the geometry like the action's, but stress, the once-per-round limit and the rules forbidding the action do not
       * stop it; white, not counted among the ship's actions, no 'action:after-perform' (000 "Actions": only an action
       * is performed as one).
       */
      notAction?: boolean;
      /** movement: "you must …": no "pass" while a legal way exists. */
      mandatory?: boolean;
      /**
       * movement (s32-moveB, grown in place): a boost offered uses only these templates (dial codes: '1F'), or, with
       * 'choice', the one the owner answered in the record's `choices` (subject.data.choice); its other placements are
       * not offered (000 "Boost": Attack Speed's 1 straight, Moff Jerjerrod's template).
       */
      templates?: readonly string[] | 'choice';
      /** attack: only the actions of these types among those given ("a Focus or Calculate action on your bar"). */
      types?: readonly string[];
      /**
       * support: only the action of the type the ship a coordinate chose performed (in the coordinating ship's
       * 'action:after-perform': subject.data.coordinatedAction; nothing when it passed) — "must perform the same
       * action" (Battle Meditation, General Hux).
       */
      coordinatedType?: boolean;
      /**
       * movement (s32-moveA): with 'own-bar' or 'own-white-bar', the bar read is this ship's (the ability's own:
       * 'self'), not the bar of the ship performing the action: "an action that is on your action bar", offered to
       * another ship (Hondo Ohnaka).
       */
      barOf?: ShipRef;
    }
  | LastingWordEffect
  | TargetEffect
  | SupportEffect
  | { kind: 'code'; run: (ctx: Ctx, self: string, subject: WindowSubject) => void }
  // ---- movement (issue 25) ----
  /**
   * In 'maneuver:before-execute': the ship executes the maneuver chosen (subject.data.choice, a dial code) instead of
   * the one it revealed, keeping the revealed maneuver's difficulty (a Koiogran turn executed as a Segnor's loop).
   * Movement: with `sideslip` (in 'activation:after-reveal' too), the bank or turn chosen — or, with no choice, the
   * maneuver of the moment — is executed as a sideslip (geometry: `resolveMove`'s `sideslip`; docs/geometry.md
   * "Sideslips"): Slider, Repulsorlift Stabilizers, Kéo Venzee, Captain Hark.
   */
  | {
      kind: 'execute-as';
      sideslip?: boolean;
      /** movement (s39): the maneuver executed instead is this one (a dial code), not an answer: Inertial Dampeners' 0 stop. */
      to?: string;
      /**
       * movement (s39): it is executed as a white maneuver, whatever the revealed one's difficulty (its Check Difficulty
       * reads white: 001 Activation 2.3): "execute a white [0 stop] instead" (Inertial Dampeners).
       */
      white?: boolean;
    }
  /**
   * The ship turns its turret arc indicator to the facing chosen (subject.data.choice: 'front', 'rear', 'left' or
   * 'right'); not an action (000 "Turret Arc Indicators").
   */
  | { kind: 'rotate-turret' }
  /**
   * In 'maneuver:before-execute': the maneuver about to be executed is `steps` difficulties easier while it is
   * executed (blue at best; its Check Difficulty step reads it), e.g. a charge spent to make it easier.
   */
  | {
      kind: 'maneuver-easier';
      steps: number;
      /**
       * Movement, grown in place: the ship whose maneuver it is — that ship must be the one activating (another friendly
       * ship that revealed its dial: 'other', Leia Organa of the Resistance); the ability's own by default.
       */
      who?: ShipRef;
    }
  /**
   * Movement, in 'activation:after-reveal': the ship that revealed its dial (the window's subject.ship) sets it to the
   * maneuver chosen (subject.data.choice, a code of its dial): that maneuver is now its revealed maneuver, of its own
   * difficulty now, and is executed instead (movement.ts setDial; 000 "Maneuvers", "Maneuver Difficulty"). Not for an
   * ion maneuver, an unset dial or a red maneuver stress refused, nor to a maneuver stress forbids (000 "Stress"). The
   * choices: `dialChoices` (cards/movement/dial.ts) over `ctx.effects.dialManeuvers`. Seasoned Navigator, R2-A6, Hera
   * Syndulla, Saesee Tiin.
   */
  | { kind: 'set-dial' }
  /**
   * The ship turns in place by the angle chosen (subject.data.choice: '-90' left, '90' right, '180'), about its centre;
   * not a maneuver nor an action.
   */
  | {
      kind: 'rotate-ship';
      /** support: the angle the card fixes ("then you rotate 180°": Netrem Pollard), instead of one chosen. */
      angle?: -90 | 90 | 180;
      /**
       * movement (s32-moveB, grown in place): the ship that turns, the ability's own by default — 'other', the ship a
       * coordinate chose (Ciena Ree).
       */
      who?: ShipRef;
    }
  /**
   * In 'activation:after-reveal': the ship skips its Execute Maneuver step (001 Activation 2: no move, no Check
   * Difficulty, no 'maneuver:after-execute'); with `rotate`, a revealed maneuver bearing left or right turns it 90° that
   * way in place first (movement.ts skipManeuver).
   */
  | { kind: 'skip-maneuver'; rotate?: boolean }
  /**
   * Movement (s32-moveA): the ship (the ability's own) skips its Perform Action step this round, as an overlap makes it
   * (ShipState.round.skipAction, read by phases/activation.ts; 001 Activation 2.4): "if you do, skip your Perform
   * Action step" ("Vizier").
   */
  | { kind: 'skip-action-step' }
  /**
   * Movement (s32-moveA): the ability's player looks at ship `who`'s hidden dial — it stays facedown for everyone else
   * (DialState.seenBy; view.ts shows it to that seat only, and redacts the logged maneuver for the others): "look at
   * that ship's dial" (Phlac-Arphocc Prototype; 000 "Planning Phase": dials are hidden until revealed).
   */
  | { kind: 'look-at-dial'; who: ShipRef }
  /**
   * Standing ('maneuver:while-stressed'): the ship may set and execute red maneuvers while stressed (000 "Stress"
   * forbids both), those its condition lets through (`maneuver-is`). `setOnly`: the dial may be set to one (a card
   * that can still give the permission before the ship activates), the reveal still needs a permission.
   */
  | { kind: 'red-maneuvers-while-stressed'; setOnly?: boolean }
  /**
   * Standing ('ship:turret'): the ship's turret arc indicator may point only to these facings (000 "Turret Arcs" and
   * the Rotate action: a rotate action or an effect turns it; a card may narrow where to). Several records: the facings all
   * of them allow.
   */
  | { kind: 'turret-facings'; allowed: readonly ('front' | 'rear' | 'left' | 'right')[] }
  /**
   * Standing ('ship:weapon-arc'): the special weapons of the ship's upgrades of these slot types whose card arc is
   * `from` attack from arc `to` instead (content arc ids: a missile's front arc as the single turret arc; 000 "Special
   * Weapons": the arc is the weapon's requirement). Attack pilots: `also` — from `to` as well as from `from`, the
   * weapon offered from both ("may perform front arc special attacks from the rear arc": Krassis Trelix); `range`,
   * with `also`: the range requirement of its attacks from `to` (Venisa Doza's rear-arc torpedoes at range 1–2).
   */
  | {
      kind: 'weapon-arc-as';
      slots: readonly string[];
      from: string;
      to: string;
      also?: boolean;
      range?: readonly [number, number];
    }
  /**
   * Standing ('action:roll-template'): the ship's barrel rolls use these templates instead of the 1-straight (000
   * Barrel Roll; the geometry package places them: "1B" is the 1-bank template, curving forward or backward off
   * either side, small bases only). Several records: the templates of all of them. With a price (`charge`: charges of
   * the record's own card; `strain`: strain tokens gained) the templates are offered beside the 1-straight, each
   * placement carrying the price, paid as the roll is performed (Adaptive Microthrusters, Repulsorlift Engines).
   * `actionOnly`: for a barrel roll action only, not a roll made as no action (Repulsorlift Engines).
   */
  | { kind: 'roll-template'; templates: readonly string[]; charge?: number; strain?: number; actionOnly?: boolean }
  /**
   * Standing ('action:boost-templates'): while the ship boosts, it may use these templates (speed 1 codes: '1T', '1Y')
   * besides the rules' 1-straight and 1-banks (000 "Boost"), placed by the geometry like any boost: only when the boost
   * is white (`whiteOnly`), the boost then being red (`asRed`), or for `force` Force spent as it is performed.
   */
  | { kind: 'boost-templates'; templates: readonly string[]; whiteOnly?: boolean; asRed?: boolean; force?: number }
  /**
   * Standing ('action:red-variant'): while the ship performs a white action of one of these types (those whose option
   * names nothing: focus, evade, calculate), it may treat it as red — the menu offers the red one beside the white
   * ("<type>:red"), which gives its stress as any red action does (000 "Action Difficulty"). Baze Malbus.
   */
  | { kind: 'red-variant'; actions: readonly string[] }
  /**
   * Standing ('action:boost-partial'), movement: a boost action whose template's placement would overlap another ship
   * (and nothing else would make it fail: no obstacle, the play area's edge) may be resolved as a partial maneuver
   * with that template instead — the ship moves along it and backs up until it overlaps no ship, as 000 "Moving Through
   * and Overlapping" places a partial maneuver (geometry `resolveMove`) — offered as `boost:<template>:partial`, the
   * card logged as it is performed. Not when the partial move would touch an obstacle or a device, or flee: Arvel
   * Crynyd.
   */
  | { kind: 'boost-partial' }
  /**
   * Standing ('maneuver:keep-action-step'), movement: after a partial maneuver for overlapping a ship, the ship does not
   * skip its Perform Action step (000 "Overlapping Ships" 3–4 have it skipped); the overlap's own effects still resolve:
   * Zari Bangel.
   */
  | { kind: 'keep-action-step' }
  /**
   * Standing ('action:faster-templates'), movement: while the ship performs a boost or barrel roll of `actions`, it
   * uses the template of 1 speed higher (the 1-straight, 1-banks and 1-turns of a boost become the 2-speed ones, a
   * roll's 1-straight the 2-straight; placed by the geometry): only for a red action (`redOnly`); with `must`, the
   * speed-1 placements are not offered while a faster one is legal ("if able": Overdrive Thruster), otherwise they
   * stay and the faster ones are offered beside them at the price (`charge`: the record's own card, Fuel Injection
   * Override). A faster template the geometry has no measured placement for (a medium or large base's 2-straight
   * roll) is one the ship is not able to use. `actionOnly`: for those actions only, not a boost or roll made as no
   * action (Fuel Injection Override; a `redOnly` record is an action's by its colour). `whiteOnly`: only a white
   * action's placements give faster ones, which `asRed` makes red (Flight-Assist Astromech; as `boost-templates`).
   */
  | {
      kind: 'faster-templates';
      actions: readonly ('boost' | 'barrel-roll')[];
      redOnly?: boolean;
      whiteOnly?: boolean;
      asRed?: boolean;
      must?: boolean;
      charge?: number;
      actionOnly?: boolean;
    }
  /**
   * Standing ('ship:ignore-obstacles'): the ship ignores obstacles (of these effect kinds when given: 'asteroid',
   * 'debris', 'gas-cloud', …; obstacles.ts) — `moving`: moving through or onto one has no effect, and a boost, barrel
   * roll or tractor move may cross it (000 "Moving Through and Overlapping Obstacles", Boost, Barrel Roll); `range-0`:
   * the obstacle's range-0 rules (no attacks, no locks: cards/subsystems/obstacles.ts) do not reach the ship; `attacking`:
   * the ship's attacks are not obstructed by it (000 "Obstruction"); `repositioning`: ObstaclePurpose.
   */
  | {
      kind: 'ignore-obstacles';
      while: readonly ObstaclePurpose[];
      kinds?: readonly string[];
      /**
       * Attacking only: not the obstacles the ship is at range 0 of ("beyond range 0": Mandalorian Optics). While
       * attacking, the record's condition sees the defender the attack would have as "other" and its weapon as
       * subject.data.weapon (combat/weapons.ts legalAttacks asks per defender and weapon).
       */
      beyondRange0?: boolean;
      /**
       * movement: only obstacles of the kind the window's subject names (subject.data.kind: the obstacle an
       * 'instead:obstacle' replacement is about), fixed as `kinds` when a lasting effect starts (Collision Detector).
       */
      ofSubject?: boolean;
      /**
       * movement: only the obstacles the ship holds a lock on (ShipState.locks names the obstacle: a lock on an object,
       * 000 "Objects"), asked per obstacle while moving or attacking (static.ts ignoresObstacles' `obstacle`): Qi'ra.
       */
      lockedOnly?: boolean;
    }
  | SubsystemEffect
  // ---- attack words (issue 22: the attack group's special weapons) ----
  /**
   * Standing ('attack:weapon'): the card's attack is all its ability: the weapon rules (combat/weapons.ts) declare it
   * with the card's arc, range, requirement and charge cost from the content; declaring it logs the card.
   */
  | { kind: 'special-weapon' }
  /**
   * Standing ('attack:weapon'): when the attack hits, `damageFirst` of its uncancelled hit/crit results (hits before
   * crits) are spent to deal that many regular damage, and each remaining one gives the defender one `token` (the
   * attacker's effect) instead of damage (000 "Ion Tokens"; supplement "Jam", "Tractor"). `faces` (attack upgrades,
   * grown in place): only the results of these faces do so, the others dealing their damage as usual ("your crit
   * results inflict ion tokens instead of damage": Ancillary Ion Weapons, Alpha-3E "Esk", as a lasting effect of the
   * attack, which the weapon rules read on the attacker too).
   */
  | {
      kind: 'results-inflict-tokens';
      token: 'ion' | 'jam' | 'tractor';
      damageFirst: number;
      faces?: readonly ('hit' | 'crit')[];
    }
  /** Standing ('attack:weapon'): once the Modify Attack Dice step is over, every crit result becomes a hit result. */
  | { kind: 'crits-become-hits' }
  /**
   * Standing ('attack:weapon'), read in the Neutralize Results step (001 Engagement 4): `first` — evades cancel crits
   * before hits; `never` — evades cancel only hits.
   */
  | { kind: 'neutralize-crits'; rule: 'first' | 'never' }
  /**
   * Standing ('attack:weapon'): when the attack hits, its hit/crit results are all cancelled (no damage) and `effect`
   * resolves instead, seen from the attacker (the defender is the other party).
   */
  | { kind: 'hit-instead'; effect: Effect }
  /** The ship's upgrade `xws` loses `count` charges (not below 0): a loss, not a cost (e.g. Stealth Device). */
  | { kind: 'lose-card-charges'; xws: string; count: number }
  /**
   * The ship may perform a bonus attack once the attack in progress ends (000 "Bonus Attacks": one per Engagement
   * Phase), only with these weapons ('primary' or a special weapon's xws), special weapons of these upgrade slots
   * (`slots`: 'cannon' …, read from the ship's equipped cards as it is granted), from these arcs, against the ship
   * `against` names or against any ship but the one `notAgainst` names (the defender of the attack in progress: "a
   * different target"), when given; its own declaration offers "no bonus attack". `near`: its defender must be at
   * range `min`–`max` of the ship `of` names (measured as the bonus attack is declared: Cluster Missiles' "at range
   * 0–1 of the defender"); `ignoreRequirement`: the weapons' requirement (000 "Special Weapons": a lock, focus or
   * calculate token) does not apply to it. `otherWeapon`: not with the weapon of the attack in progress ("a cannon you
   * have not attacked with this round": a ship makes one attack and one bonus attack a round, 000 "Bonus Attacks").
   */
  | {
      kind: 'bonus-attack';
      otherWeapon?: boolean;
      /** Its defender must hold one of these tokens ("a different target with a red or orange token": Migs Mayfeld). */
      defenderTokens?: readonly string[];
      weapons?: string[];
      slots?: string[];
      arcs?: string[];
      against?: ShipRef;
      notAgainst?: ShipRef;
      near?: { of: ShipRef; min: number; max: number };
      ignoreRequirement?: boolean;
      /** s32: the bonus attack's special weapon spends none of its charges ("without paying the charge cost"). */
      chargeFree?: boolean;
      /**
       * s37: once the attack is declared, the arc it is made from is barred to the ship's attacks for the rest of the round
       * (ShipState.round.barredArcs, read by combat/weapons.ts legalAttacks): Han Solo's turret arc.
       */
      barArc?: boolean;
      /**
       * attack (s39): its defender must be inside this arc of the attacking ship as the bonus attack is declared
       * (targets.ts arcs: 'bullseye' …; combat/bonus-attack.ts bonusOptions): "against an enemy ship in your bullseye
       * arc" (Corran Horn of the E-wing).
       */
      defenderInArc?: string;
    }
  /**
   * attack (s39): `effect` resolves for the ability's ship at the start of the next round's Planning Phase — kept in
   * the game state through the End Phase (`GameState.delayed`), resolved by phases/planning.ts before its
   * 'planning:start' abilities (abilities/delayed.ts), nothing when the ship has left the play area. Plain data and no
   * question asked: "if you do, at the start of the next Planning Phase, gain 1 disarm token" (Corran Horn of the
   * E-wing; a token gained in this round's Engagement Phase would be gone in its End Phase, 000 "Disarm Tokens").
   */
  | { kind: 'next-planning'; effect: Effect }
  /** Every attack die result of the attack in progress is cancelled (removed). */
  | { kind: 'cancel-attack-results' }
  /**
   * The ability's ship discards its upgrade card `xws` (its first copy not discarded): no longer in play, its weapon
   * and abilities gone (002 §Secondary weapons: a weapon whose card says so is discarded to attack). Nothing when none.
   */
  | { kind: 'discard-upgrade'; xws: string }
  /** The special weapon of the attack in progress (an upgrade of the ship) recovers `count` charges, up to its value. */
  | { kind: 'recover-weapon-charges'; count: number }
  /**
   * In 'attack:after-declare': the attack in progress skips its Attack and Defense Dice steps (001 Engagement 2–4) and
   * is treated as hitting, dealing no damage of its own (Homing Missiles, Homing Torpedoes: the defender chose to
   * suffer damage instead, an `unless` without a price).
   */
  | { kind: 'skip-dice' }
  /**
   * In 'attack:neutralize' (before the Neutralize Results step, 001 Engagement 4): this attack's evades cancel crit
   * results before hit results (the rules cancel hits first). Enduring.
   */
  | { kind: 'crits-first' }
  /** For the rest of the attack in progress, its attacker cannot spend its lock (on the defender). */
  | { kind: 'lock-unspendable' }
  /**
   * For the rest of the attack in progress, its defender rolls no more defense dice than there are attack dice showing
   * these faces as its Roll Defense Dice step comes (001 Engagement 3; the attack dice modified by then): Predictive
   * Shot's hit and crit results.
   */
  | { kind: 'defense-dice-cap'; faces: readonly AttackFace[] }
  /**
   * Tokens placed on (`count` > 0) or removed from (`count` < 0, never below none) the ability's ship's equipped card
   * `xws` — tokens on a card are not the ship's: nothing counts them but the card's own words.
   */
  | { kind: 'card-token'; xws: string; token: string; count: number }
  /**
   * Standing ('attack:defenders'): the ship may only choose a defender at the closest range among the attacks it could
   * declare now (Automated Target Priority; 001 Engagement 1, Declare Target).
   */
  | { kind: 'closest-defender' }
  /**
   * Standing ('attack:guard'): an enemy of the ship may not choose as its defender another ship friendly to it at
   * range `min`–`max` of it while that enemy could choose the ship itself instead (any of its attacks on offer against
   * it; combat/weapons.ts legalAttacks). "Biggs Darklighter" of the first edition, for a round (a `last`).
   */
  | { kind: 'guard-nearby'; min: number; max: number }
  /**
   * Standing ('attack:defenders'): while the ship holds exactly one disarm token (000 "Disarm Tokens": a disarmed ship
   * cannot attack) it may still attack with its special weapons of these upgrade slots — only defenders it locks when
   * `lockedOnly` — rolling at most `maxDice` attack dice in such an attack while disarmed (combat/weapons.ts
   * legalAttacks, combat/attack.ts attackDiceCount). OS-1 Arsenal Loadout, XG-1 Assault Configuration. A slot
   * "primary-<arc>" (support) is the primary weapon's attacks from that arc ("primary-front": First Order Ordnance
   * Tech). Attack pilots: `anyDisarm` — with any number of disarm tokens, not only one ("while you are disarmed":
   * Tycho Celchu of Battle over Endor). `primaryInArc` (attack upgrades): it may also make primary attacks, against
   * defenders inside that arc of its own (Restored Speedster: its bullseye). `despite` (attack, s32, grown in place):
   * the ban it lifts is another source's — the source key of the rule that forbids the attacks, 'obstacle:asteroid'
   * ("special attacks even at range 0 of an asteroid": Tierfon Belly Run) — read while that source is the only one
   * forbidding the ship's attacks, whatever its disarm tokens.
   */
  | {
      kind: 'disarmed-attacks';
      slots: readonly string[];
      lockedOnly?: boolean;
      maxDice?: number;
      anyDisarm?: boolean;
      primaryInArc?: string;
      despite?: string;
    }
  /**
   * "Each ship …": `effect` resolves once for every ship the filter lets through (targets.ts `shipsAround`, measured
   * from the ability's ship; the list is taken before any of them is affected), that ship being `'chosen'` for it
   * (subject.data.chosen). In 'ship:after-destroyed' the destroyed ship's filter measures from where it stood.
   * `as: 'other'` (support): that ship is the window's other party (`'other'`) instead, so the ship a `choose` picked
   * stays `'chosen'` ("each friendly ship may acquire a lock on the ship you chose": Grand Moff Tarkin).
   */
  | { kind: 'each-ship'; ships: ShipFilter; effect: Effect; as?: 'other' }
  /**
   * The ship exposes one of its damage cards: one of its facedown cards, taken at random (their faces are unknown to
   * everyone), is flipped faceup and resolves as a faceup card dealt ('damage:faceup-dealt'); none facedown: nothing.
   */
  | {
      kind: 'expose-damage';
      who: ShipRef;
      /**
       * 'choice': the facedown card at the index the owner answered (subject.data.choice), not one at random; an
       * answer 'random' exposes one at random all the same.
       */
      pick?: 'choice';
    }
  /**
   * Attack pilots: after the Neutralize Results step ('attack:before-damage'), the attack's uncancelled results
   * (AttackState.result, what the Deal Damage step deals: 001 Engagement 4–5) change: first `spend` results of a face
   * are removed (spent or cancelled), then `change` turns `count` of them ('all': every one) from one face to the
   * other, then `add` adds hits and crits (Bossk, Fifth Brother, Second Sister).
   */
  | {
      kind: 'edit-results';
      spend?: { face: 'hit' | 'crit'; count: number | 'all' };
      change?: { from: 'hit' | 'crit'; to: 'hit' | 'crit'; count: number | 'all' };
      add?: { hits?: number; crits?: number };
    }
  /**
   * Attack pilots: one of the attack's attack dice showing one of `faces` (in that order of preference; never a die
   * rerolled or added already: 000 "Modifying Dice") is rerolled outside the Modify steps — "before the Modify Dice
   * step" (Commander Malarus of the Xi-class shuttle). The die is rolled as an ability's die (`roll-attack-die`):
   * seeded, or entered by its owner before the ability resolves.
   */
  | { kind: 'reroll-die'; faces: readonly AttackFace[] }
  /**
   * Attack pilots: every die of the attack's `dice` (not one added) is rolled again outside the Modify steps, as an
   * ability's dice (seeded, or entered by its owner before the ability resolves), and not counted as rerolled: each
   * may still be rerolled by a modification (the card's own exception to 000 "Modifying Dice"; Han Solo of the
   * Modified YT-1300, after his dice are rolled).
   */
  | { kind: 'reroll-own-dice'; dice: 'attack' | 'defense' }
  /**
   * Attack pilots: up to `count` of the attack's `dice` showing one of `faces` (in that order of preference) are
   * cancelled — removed from the pool (000 "Cancel"): before the Neutralize Results step ('attack:neutralize', 001
   * Engagement 4), an evade that would cancel a hit (Seventh Sister).
   */
  | {
      kind: 'cancel-dice';
      dice: 'attack' | 'defense';
      faces: readonly ('blank' | 'focus' | 'hit' | 'crit' | 'evade')[];
      count: number;
    }
  /**
   * Attack pilots: up to `count` of the attack's `dice` showing one of `from` (in that order of preference) now show
   * `to` — a change a rule forces outside the Modify steps ("before the Modify Defense Dice step, you must change one
   * focus result to a blank": Arliz Hadrassian, from 'dice:after-roll'; 000 "Modifying Dice": a change).
   */
  | {
      kind: 'change-dice';
      dice: 'attack' | 'defense';
      from: readonly ('blank' | 'focus' | 'hit' | 'crit' | 'evade')[];
      to: 'blank' | 'focus' | 'hit' | 'crit' | 'evade';
      count: number;
    }
  /**
   * Attack group, in 'attack:before-roll': the face the owner answered (`subject.data.choice`, the record's `choices`)
   * is named for the roll about to be made (`subject.data.dice`); once those dice are rolled, if none shows it, the
   * rolling ship changes one of its dice to it — the die least useful to that ship, a change, not a modification
   * (000 "Modifying Dice"; combat/attack.ts `applyNamedResults`): Count Dooku.
   */
  | { kind: 'name-result' }
  /**
   * Attack group, standing ('attack:defenders', combat/weapons.ts `legalAttacks`, static.ts `attacksFriendly`): the
   * ship may choose another friendly ship as its defender too, beside the enemy ships (000 "Performing an Attack",
   * Declare Target, names enemy ships only): R5-TK.
   */
  | { kind: 'attack-friendly' }
  /**
   * Attack group, standing ('attack:modify-restriction', on the attacker's or the defender's cards; static.ts
   * `rangeZeroFocus`): in a primary attack at attack range 0, where the attacker may not modify its attack dice (000
   * "Performing an Attack", Attack Dice), it may still spend focus tokens for their own effect on them: Zeb Orrelios.
   */
  | { kind: 'range-zero-focus' }
  /**
   * Attack group, standing ('ship:weapon-arc', static.ts `primaryArcAs`, read by combat/weapons.ts `weaponsOf`): the
   * ship's primary attack of arc `from` is made from arc `to` instead, and the record's own card's attack in the
   * content — which describes that primary attack in its new arc — is no weapon of its own (000 "Special Weapons":
   * a card's attack is a special attack; this card's is the primary): Vectored Cannons (RZ-1).
   */
  | { kind: 'primary-arc-as'; from: string; to: string }
  /**
   * Attack upgrades: the opposing player — the player who is not the ability's ship's (a two-player game) — chooses
   * one of these effects, which then resolves for the ability's ship (asked as an 'unless' decision of that player,
   * one option `pick:<i>` per effect; abilities/unless.ts). 002 "Card abilities": a card may say which player decides.
   * Lando Calrissian's crew card: "the opposing player chooses focus or evade".
   */
  | { kind: 'opponent-chooses'; options: readonly { label: string; effect: Effect }[] };
// ---- end of the attack words ----;

export interface Ability {
  source: AbilitySource;
  window: Window;
  /**
   * An aura (standing windows only): the record reaches the other ships within `reach` of its ship too; the query
   * for such a ship checks the record's condition from the record's own ship, with `subject.ship` the ship reached.
   */
  reach?: Reach;
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
   * What of the card this record's card key leaves unwritten, when a part of it cannot be done honestly yet (a missing
   * measurement or rule mechanism): the written part acts in games, but coverage (`xwing content coverage`) counts the
   * card as missing, with this as its reason, so a half-written card is never counted as done.
   */
  incomplete?: string;
  /**
   * Choosing a ship, as data (targets.ts): one 'use:<ship id>' option per eligible ship, labelled with its name (none:
   * the ability is not offered). The picked ship is 'chosen' for the effect and for the `then` questions
   * (`subject.data.chosen`; also `subject.data.choice`). A mandatory ability is asked too, without "decline". Not with
   * `choices` (that is for what data cannot say).
   */
  choose?: ChooseShip;
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

// ---- v-lasting words (issue 21): lasting effects, auras, "instead", "unless", standing queries ----

/** When a lasting effect ends (lasting.ts `endLasting`, called by the flow at each of these moments). */
export type Until =
  | 'end-of-round'
  | 'end-of-attack'
  | 'end-of-activation'
  | 'end-of-engagement'
  | 'end-of-activation-phase'
  | 'end-of-engagement-phase'
  /** The end of the phase in which it started ("until the end of this phase"). */
  | 'end-of-phase'
  /**
   * movement (s32-moveA): the end of the ship's own move in its Execute Maneuver step ("during that maneuver"): it ends
   * once the ship is placed, before the obstacles' effects, Check Difficulty and the Perform Action step (001
   * Activation 2.2), or as its activation ends when it never moves (phases/activation.ts).
   */
  | 'end-of-maneuver';

/** The ships an aura reaches (`Ability.reach`): friendly / enemy to the record's ship, at range `min`–`max`. */
export interface Reach {
  side: 'friendly' | 'enemy' | 'any';
  min: number;
  max: number;
  /** The record's own ship is reached too (by default an aura reaches the others only). */
  includeSelf?: boolean;
}

/** The v-lasting effects (one block, part of `Effect`). */
export type LastingWordEffect =
  /**
   * Starts a lasting effect (state.lasting, abilities/lasting.ts): the standing `effect` applies to the ship `who`
   * names as if it were a record of `window` (a standing query's window, or a dice-count window), while `while` holds
   * (seen from that ship), until `until`. Kept as plain data in the game state; the window's subject data (a choice)
   * is kept with it.
   */
  | { kind: 'last'; until: Until; window: Window; effect: Effect; who?: ShipRef; while?: Condition }
  /**
   * Standing ('ship:initiative'): the ship's initiative is `set` (a number, or 'chosen': the initiative of the ship
   * subject.data.choice names, or 'self': the initiative of the ability's own ship — each read when a lasting effect
   * starts, so a lasting effect on a chosen ship can give it the ability ship's value: Swarm Tactics).
   */
  /**
   * movement: 'current', the initiative of the step in progress (state.cursor.initiative: the Engagement Phase's
   * count), fixed as a lasting effect starts — "that ship engages at the current initiative" (Nash Windrider).
   */
  /**
   * subsystems (s32-subsa, grown in place): 'answer', the number its owner answered (subject.data.choice, "0"–"6"),
   * fixed as a lasting effect starts — "treat your initiative as the chosen value during Setup" (Hyperspace Tracking
   * Data, with phases/setup.ts placing forces by the initiative the standing effects give).
   */
  | { kind: 'initiative'; set: number | 'chosen' | 'self' | 'current' | 'answer' }
  /** Standing ('action:difficulty'): these actions of the ship's bar (all, without `actions`) are of colour `to`. */
  | { kind: 'action-difficulty'; actions?: readonly string[]; from: 'white' | 'red'; to: 'white' | 'red' }
  /** Standing ('action:bar'): these actions are on the ship's bar. */
  | { kind: 'add-actions'; actions: readonly ActionDef[] }
  /** Standing ('attack:range-bonus'): the attack's `dice` range bonus does not apply (001 Engagement 2.1 / 3.1). */
  | { kind: 'no-range-bonus'; dice: 'attack' | 'defense' }
  /**
   * Standing ('ship:arc'): the ship has this firing arc (content arc id, e.g. 'rear') for its primary weapon, at the
   * value of its first printed arc — or (`value: 'docked-front'`, docking) at the front-arc primary value of the ship
   * docked with it (Tail Gun).
   */
  | { kind: 'add-arc'; arc: string; value?: 'docked-front' }
  /**
   * Standing ('ship:bullseye', attack s32): enemy ships in the ship's front arc at range 0–`max` count as in its bullseye
   * arc, for its bullseye conditions and its bullseye weapons alike ("Recoil" while stressed; 000 "Arcs").
   */
  | { kind: 'front-as-bullseye'; max: number }
  /**
   * Replacement ('instead:suffer-damage' / 'instead:gain-token'): what the rule would have done (suffer the damage in
   * subject.data.hits/crits, gain subject.data.count tokens of subject.data.token) is not done; `effect` is applied
   * in its place, at once.
   */
  | { kind: 'instead'; effect: Effect }
  /**
   * "… unless its owner …": the player of the ship `who` names (the other party) decides (an 'unless' decision):
   * that ship pays `pay` (spends or gains tokens, spends a charge…), or else `otherwise` resolves as this ability's
   * effect. A ship that cannot pay is not asked: `otherwise` resolves. Plain data (kept in the decision). `who` may
   * name any ship (the ship a `choose` picked: 'chosen'); `or` lists other prices, each offered as its own "pay"
   * option when the ship can pay it ("unless it removes one green token": a focus, an evade or a calculate).
   */
  | { kind: 'unless'; who: ShipRef; pay: Cost[]; or?: Cost[][]; otherwise: Effect };

// ---------------------------------------------------------------------------------------------------------------
// Targeting words (issue 21, v-targets): naming a ship, choosing one, counting the ships around, action ranges.
// ---------------------------------------------------------------------------------------------------------------

/**
 * A ship an effect or condition names: the ability's ship ('self'), the window's other party ('other'), the attacker
 * or defender of the attack in progress (`state.cursor.attack`; only in attack windows: record-shape.test.ts), or the
 * ship the ability's `choose` picked ('chosen', `subject.data.chosen`). targets.ts `shipOf` reads it.
 */
export type ShipRef = 'self' | 'other' | 'attacker' | 'defender' | 'chosen' | 'second' | 'subject' | 'subject-other';
// support (s32): 'subject' and 'subject-other' name the window's own two parties whoever the ability's ship is
// (`subject.ship`, `subject.other`; inside a filter's `where`, those of the window, not the candidate and the choosing
// ship): a third ship acting on another's lock — once a friendly ship has locked an enemy, or a friendly ship has been
// locked — where 'other' would name the locker, or the locked ship when the ability's own ship locks. None
// when the window has no such party (a lock on an obstacle names it in the data: `subject.data.object`).

/**
 * Which ships around the ability's ship count (targets.ts `shipsAround`): friendly to it, enemy, or any; at a range
 * band of it (`range`: [min, max], measured from the ability's ship); inside one of its arcs, or of another named ship
 * (`inArc`: 'firing' means any firing arc); of a ship type; and a condition seen from the candidate (`where`: there
 * `self` is the candidate and `other` the ability's ship; the window's facts and the attack in progress are as they
 * are). The ability's ship itself is a candidate only with `includeSelf` (at range 0 of itself, never inside its own
 * arcs): a ship is friendly to itself and at range 0 of itself (000 "Friendly and Enemy", "Measuring Range"), so a
 * record sets it where the card's band includes range 0 and its text does not say "another".
 */
export interface ShipFilter {
  /**
   * subsystems (s36): 'allied', the other ships of the ability's ship's squad when one of the two holds a condition
   * that makes them allied (abilities/relation.ts; Broken Trust); 'friendly' leaves such ships out.
   */
  side: 'friendly' | 'enemy' | 'any' | 'allied';
  range?: readonly [number, number];
  includeSelf?: boolean;
  inArc?: { arc: string | readonly string[]; of?: ShipRef };
  /** Of this ship type, or (subsystems) of one of these: "TIE/fo or TIE/sf Fighters" (Lin Gaava). */
  shipType?: string | readonly string[];
  /**
   * support: only ships of the same ship type as this named ship, seen from the ability's ship (`'other'`: the ship a
   * coordinate chose — "1 additional ship of the same type", Battle Meditation, General Hux); none named, no candidate.
   */
  shipTypeOf?: ShipRef;
  where?: Condition;
  /**
   * support: the window's other party (subject.other: the ship a coordinate or lock chose) is no candidate — "1
   * additional ship" besides the one already chosen (Shaak Ti, Siege of Coruscant).
   */
  excludeOther?: boolean;
  /**
   * support: `range` is measured from this ship instead of the ability's ("another ship at range 0–1 of the jammed
   * ship": Takajamoreesa; "an enemy ship in its front arc at range 1": Fenn Rau). No such ship in play: no candidate.
   */
  rangeFrom?: ShipRef;
  /**
   * fidelity (s38): `range` is the band the lock rules give a lock this card acquires, its text naming no range of its
   * own (000 "Lock": range 0–3): a remote friendly to the measuring ship that lets its ships measure a lock's range
   * from it (`measure-from-remote`, the DRK-1 probe droid) may stand in for that ship. A range the card's text fixes
   * ("at range 0–1") is measured from the ship alone: leave this out (or false) there.
   */
  lockBand?: boolean;
}

/** A ship to choose (the `choose` field of an ability): the candidates, and what the option says after the name. */
export interface ChooseShip extends ShipFilter {
  /** Appended to the ship's name in its option ("gains a focus token"). */
  label?: string;
  /**
   * Subsystems: who picks — the ability's own player (absent), or `'opponent'`, the other player ("choose an opponent;
   * they assign the condition to one of their ships": The Child, Tracking Fob). The record stays its own ship's.
   */
  by?: 'opponent';
  /**
   * support: several ships chosen, one question after another with the same filter (a ship picked once): at most
   * `upTo`, at least `atLeast` (default 1; the ability is offered only when that many candidates stand and their
   * `costEach` can be paid). Once `atLeast` are picked a "no more ships" option (`use:-`) ends the picks. The first
   * ship is `'chosen'`; all are `subject.data.chosenShips`, acted on one by one with the effect `each-chosen`. Only on
   * the trigger stack (not in card actions), and not with `then`. "Choose up to 2 friendly ships", "spend 1 charge per
   * ship to choose that many ships".
   */
  /**
   * Attack upgrades (grown in place): `{ data }` — as many as the window's fact counts, subject.data[data] (a list's
   * members, or a number): as many ships as the damage cards the attack dealt its defender (Sabine Wren's
   * gunner card, 'attack:after' `dealt`).
   */
  upTo?: number | { data: string };
  atLeast?: number;
  /** support: costs paid once per ship picked, beside the record's own `cost` (counts of a kind added together). */
  costEach?: readonly Cost[];
  /**
   * movement: a second ship to pick once the first is picked (asked as the next question, the first ship left out;
   * measured from the ability's ship), named `'second'` by the effect: "choose a friendly ship and an enemy ship; the
   * friendly ship locks the enemy" (Oddball of the Siege of Coruscant). Without a candidate for it, the ability is not
   * offered.
   */
  second?: ChooseShip;
}

/** Conditions of the targeting words. */
export type TargetCondition =
  /**
   * At least `atLeast` and at most `atMost` of the ships the filter lets through are in play (`atLeast` defaults to 1,
   * or to 0 when only `atMost` is given: `atMost: 0` is "no such ship").
   */
  | ({ kind: 'ships-near'; atLeast?: number; atMost?: number } & ShipFilter)
  /** The ship is one of these pilots (xws, any printing: "darthvader" matches "darthvader-battleofyavin"). */
  | { kind: 'pilot-is'; who: ShipRef; xws: readonly string[] }
  /** Ship `who` holds a lock on ship `target` (support: `'any'`, a lock on any object: "a ship with a lock"). */
  | { kind: 'locking'; who: ShipRef; target: ShipRef | 'any' }
  /** Ship `who` may acquire locks and be locked now (no standing rule forbids it: a gas cloud at range 0, …). */
  | { kind: 'lock-allowed'; who: ShipRef };

/** Effects of the targeting words. */
export type TargetEffect =
  /** Ship `who` acquires a lock on ship `on` (not an action; a ship keeps one lock: util.ts acquireLock). */
  | { kind: 'acquire-lock'; who: ShipRef; on: ShipRef }
  /** Ship `who` moves its lock on ship `from` onto ship `to` (nothing when it holds none on `from`). */
  | { kind: 'move-lock'; who: ShipRef; from: ShipRef; to: ShipRef }
  /**
   * Standing ('action:range', static.ts `actionRange`): the ship's lock, coordinate or jam action reaches ships at
   * range `min`–`max` instead of the rules' band (000 "List of Actions", Lock: 0–3; Coordinate: 1–2; Jam: 1).
   * `includeSelf`: the ship may choose itself too (attack: Enhanced Jamming Suite's jam of its own ship).
   */
  | {
      kind: 'action-range';
      action: 'lock' | 'coordinate' | 'jam';
      min: number;
      max: number;
      includeSelf?: boolean;
      /**
       * Subsystems: the band holds only toward a ship for which this condition holds (seen from the ability's ship,
       * that ship being `other`); with `max` 4 or more the action reaches it at any range, beyond range 3 too ("ignore
       * range restrictions": Tracking Fob toward the ship with Marked for Elimination).
       */
      target?: Condition;
    };

// ---------------------------------------------------------------------------------------------------------------
// support: words of the support card group (tokens, locks, Force and charges), evaluated in conditions.ts and
// apply-effect.ts; each has a rules test in test/abilities/support-words.test.ts.
// ---------------------------------------------------------------------------------------------------------------

/** Support conditions. */
export type SupportCondition =
  /** The game is in this phase now (a "during the … Phase" ability; 000 "Game Round"). */
  | { kind: 'during-phase'; phase: 'planning' | 'system' | 'activation' | 'engagement' | 'end' }
  /** The ability's ship is the window's other party (subject.other): e.g. the ship a lock was acquired on. */
  | { kind: 'is-other-party' }
  /**
   * The window's subject ship (e.g. the ship just destroyed) is limited (its pilot card's limit, 000 "Squad
   * Building"), or equips this upgrade (`equips`, an xws); with both given, either one will do. `side` (movement):
   * the subject ship is also friendly / enemy to the ability's ship (alone, that is the whole condition: "after an
   * enemy ship reveals its dial"). `range` (attack upgrades, grown in place): the subject ship is also at range
   * min–max of the ability's ship, its own included at range 0 ("after a friendly ship at range 0–3 is dealt a damage
   * card": Chewbacca of the Resistance; 000 "Measuring Range").
   */
  | {
      kind: 'subject-ship';
      limited?: boolean;
      equips?: string;
      side?: 'friendly' | 'enemy';
      range?: readonly [number, number];
    }
  /**
   * Ship `who` is friendly / enemy to the ability's ship (`side`; 000 "Friendly and Enemy": a ship is friendly to
   * itself) and of one of these base sizes (`size`; 000 "Ship Sizes"), each when given: "an enemy ship locks you",
   * "a friendly small ship". `destroyed`: the ship is destroyed (or not), removed or waiting to be at the end of its
   * initiative step (000 "Destroying Ships", simultaneous fire): "if the defender was destroyed".
   */
  | {
      kind: 'ship-is';
      who: ShipRef;
      side?: 'friendly' | 'enemy';
      size?: readonly ('small' | 'medium' | 'large' | 'huge')[];
      destroyed?: boolean;
      /** Attack pilots: the ship is (true) or is not (false) the defender of an attack in progress (Captain Jostero). */
      defending?: boolean;
    }
  /**
   * Ship `who` is the ship activating now (001 "Activation Phase": one ship at a time, each in its own activation):
   * "during its activation" — not an action it performs while another ship activates (a coordinate, a granted one).
   */
  | { kind: 'activating'; who: ShipRef }
  /**
   * Ship `who` equips an upgrade (of one of these card types, when given: 'illicit' …) holding fewer charges than its
   * value: one it could recover a charge on (000 "Charges and the Force": up to the card's value).
   */
  | { kind: 'charge-missing'; who: ShipRef; types?: readonly string[] }
  /** Ship `who` equips this upgrade (an xws; not discarded): "a friendly ship with the … upgrade". */
  | { kind: 'equips'; who: ShipRef; xws: string }
  /**
   * Ship `who` has an action of this type on its action bar, its upgrades' actions and the standing additions included
   * (util.ts actionBar; 000 "Actions"): "a ship with [Calculate] on its action bar". movement: `action`
   * 'subject-action' is the action the window names (subject.data.action: "if that action is on your action bar");
   * 'coordinated-action' the action the coordinated ship performed (subject.data.coordinatedAction; false when it passed).
   */
  | { kind: 'has-action'; who: ShipRef; action: string | 'coordinated-action' }
  /**
   * Ship `who` is locked by a ship friendly / enemy to the ability's ship (itself included) or by any ship, one for
   * which `where` holds when given, seen from the locking ship (`self` there, `other` the ability's ship; 000 "Lock"):
   * the defender locked by a friendly ship that carries Networked Calculations.
   */
  | { kind: 'locked-by'; who: ShipRef; side: 'friendly' | 'enemy' | 'any'; where?: Condition }
  /**
   * Ship `who` is under a lasting effect (`last`, state.lasting) that a record of `source` started ("<key>" or
   * "<key>#<index>"; absent: the ability's own card), by any ship: a ship a card already chose is no candidate again
   * ("up to 3 friendly ships": Kraken; one record at a time: Shaak Ti; 001 "Abilities": one card's choice of several
   * ships names each once).
   */
  | { kind: 'lasting-from'; who: ShipRef; source?: string }
  /**
   * The answer at `index` of the ability's questions (subject.data.choices; a `choose` ship is answer 0, the question
   * after it answer 1) is one of these: with `if-holds`, one effect of several offered as one question's answers
   * ("that ship removes a deplete or a strain token, or repairs a faceup damage card": Plo Koon's crew card).
   */
  | { kind: 'answered'; index: number; oneOf: readonly string[] }
  /**
   * support (s35): ship `who` has defended this round — an attack was declared against it (001 Engagement 1, Declare
   * Target: from then on it is the defender; ShipState.round.defended, cleared as the End Phase removes the round's
   * flags): "if you did not defend this round" is its negation (The Mandalorian's crew card).
   */
  | { kind: 'defended'; who: ShipRef }
  /**
   * support (s35): ship `who`'s Force recovers in the End Phase — one of its cards with Force (its pilot, an upgrade
   * side not discarded) has the recurring arrow, and no standing `no-force-recovery` took the icon away (000 "Charges
   * and the Force"; phases/end.ts). Negated, its Force is non-recurring: "recover 1 non-recurring Force" (The
   * Mandalorian's crew card, beside The Child). The ship keeps one Force pool, so a ship whose pool recurs has no
   * non-recurring Force left after the End Phase refills it.
   */
  | { kind: 'force-recurs'; who: ShipRef };

/** Support effects. */
export type SupportEffect =
  /**
   * Standing ('action:lock-objects', static.ts lockObjectReach): a friendly ship's lock action may choose any object —
   * ship, obstacle, device or remote (000 "Objects": ships can acquire locks on objects; 000 "Lock") — at range
   * `min`–`max` of the record's own ship (`from: 'holder'`, the locker's own range not mattering) or of any friendly
   * ship, the locker included (`from: 'friendly'`). The record's condition sees its own ship as `self` and the locking
   * ship as `other`; `lockerShipPrefix`: only a locker whose ship type's xws starts so ('tie': "TIE ships").
   * `objects` (subsystems, s32-subsb, grown in place): only objects of these kinds (Padric: devices).
   */
  | {
      kind: 'lock-objects';
      from: 'holder' | 'friendly';
      min: number;
      max: number;
      lockerShipPrefix?: string;
      objects?: readonly ('ship' | 'obstacle' | 'device' | 'remote')[];
    }
  /**
   * Resolves `effect` once for each unit the window counted: the sum of subject.data[key] over `keys` (the damage
   * suffered, hits and crits; the tokens removed, count) — "that many", "for each token". A list counts its members
   * (attack pilots: the dice a modification rerolled, 'dice:after-modify' `rerolled`: DIST-81 of Siege of Coruscant).
   */
  | { kind: 'per-count'; keys: readonly string[]; effect: Effect }
  /**
   * The ship removes one token of the type its owner chose (subject.data.choice), if it has one (000 "Tokens").
   * `who` — the ship that removes it (the ability's own by default; "that ship removes 1 red token of your choice");
   * a ship chosen first (`choose`) has its token as the answer after the ship (choices[1]), as `gain-chosen-token`
   * reads it ("the chosen ship removes 1 non-stress red token").
   */
  | { kind: 'remove-chosen-token'; who?: ShipRef }
  /**
   * One token of the type the ship's owner chose (subject.data.choice) is transferred from the ship to the window's
   * other party: the ship loses it and the other ship gains it (000 "Tokens": transfer).
   */
  | {
      kind: 'transfer-chosen-token';
      /**
       * The ship that loses the token (the ability's own by default) and the one that gains it (the window's other
       * party by default): the ship a `choose` picked too, whose token is then the answer after the ship (choices[1]).
       */
      from?: ShipRef;
      to?: ShipRef;
      /** A token type fixed by the card instead of one its owner chooses. */
      token?: string;
      /**
       * support (s32): the token the window names (`subject.data.token`: the one just gained, "transfer that token"),
       * instead of one its owner chooses: Dash Rendar of the SWZ103 standard loadouts.
       */
      subjectToken?: true;
      /** Every token of the type the ship has, not one ("transfer all your focus tokens": Manaroo). */
      all?: boolean;
      /**
       * Which answer names the token when a ship was chosen first (default 1, the answer after the ship): a later one
       * for a second transfer asked in the same ability (Amilyn Holdo: a token each way). An answer that is no token
       * type the ship holds transfers nothing ("none").
       */
      answer?: number;
      /**
       * Only when the token answered is one of these types (else nothing moves): one answer may go either way, "give
       * a green token or take an orange one", as a `sequence` of two transfers (Plo Koon).
       */
      oneOf?: readonly string[];
    }
  /**
   * The ship (`who`, the ability's own by default) gains one token of the type its owner chose (000 "Tokens": gain):
   * subject.data.choice, or, when the ability chose a ship first (`choose`), the answer after the ship (choices[1]).
   */
  | { kind: 'gain-chosen-token'; who?: ShipRef }
  /**
   * Tokens moved, one per answer, between two named ships (`a` and `b`, the ships a `choose` and its `second` picked):
   * every answer from index `first` on (subject.data.choices) is `a:<type>` — ship `a` transfers one token of that
   * type to ship `b` — or `b:<type>` the other way; any other answer ('-': "no more") moves nothing. Only the types in
   * `tokens` move. Each move is a transfer (000 "Additional Token Rules": the one ship loses the token, the other gains
   * it; an ion token that ionizes its new ship breaks that ship's locks, 000 "Ion Tokens"): "transfer any number of
   * tokens between those two ships" (Aurra Sing), the answers asked one question after another (`then`).
   */
  | {
      kind: 'transfer-answered-tokens';
      a: ShipRef;
      b: ShipRef;
      first: number;
      tokens: readonly string[];
    }
  /**
   * Ship `who` (the ability's own by default) turns its reinforce token to its other full arc, fore to aft or aft to
   * fore (supplement "Reinforce": the token names one full arc); not a gain nor a removal. Nothing when it holds none.
   * Morna Kee, with a lasting `keep-tokens` so the End Phase leaves it ("flip it instead of removing it").
   */
  | { kind: 'flip-reinforce'; who?: ShipRef }
  /**
   * Ship `who` (the ability's own by default) gains a reinforce token facing the ability's choice, subject.data.choice
   * 'fore' or 'aft' (the record's `choices`; 000 "List of Actions", Reinforce: a fore or aft token; reinforce.ts
   * `gainReinforce`), as a token an effect gives, not the Reinforce action (Ursa Wren of Legends and Relics).
   */
  | { kind: 'gain-reinforce'; who?: ShipRef }
  /**
   * The ship recovers one charge on a card, up to its printed value (000 "Charges and the Force"): `card` ('pilot' for
   * its ship card, or an equipped upgrade's xws), or else the card its owner chose (subject.data.choice:
   * `charge:pilot` or `charge:<xws>`; a choice of another form does nothing, so one ability may offer tokens and
   * charges side by side). `who`: the ship that recovers it (the ability's own by default; a chosen ship, whose card is
   * then the answer after the ship, as `gain-chosen-token` reads it).
   */
  | { kind: 'recover-charge'; card?: string; who?: ShipRef }
  /**
   * support (s35), window 'end:before-recover' only: the charge or Force the window is about is not recovered this End
   * Phase (phases/end.ts reads the mark as it recovers; the card keeps it spent). Logged 'recovery-stopped'. Tápusk.
   */
  | { kind: 'stop-recovery' }
  /**
   * Ship `who` (the ability's own by default) gains, of each of these token types, as many tokens as ship `from` holds
   * now (000 "Tokens": gain; none held, none gained): Genesis Red matching the focus and evade tokens of the ship he
   * locked.
   */
  | { kind: 'gain-tokens-of'; tokens: readonly string[]; from: ShipRef; who?: ShipRef }
  /**
   * Ship `from` transfers each of its locks to ship `to` (000 "Tokens": a transfer is a loss and a gain): it loses them
   * and `to` acquires a lock on each of those objects (not an action: the rules that forbid a lock still hold, and `to`
   * maintains as many as it may, util.ts acquireLock). A lock on `to` itself stays where it is (Kelrodo-Ai Holdout).
   */
  | { kind: 'transfer-locks'; from: ShipRef; to: ShipRef }
  /**
   * Movement (s30-move): every lock assigned to ship `who` — each other ship's lock on it — is broken, removed from
   * the play area (000 "Lock": a locked ship has a lock token assigned to it; the ships keep no lock on it). Logged
   * 'locks-broken' with the ships that held them. Kineso-Switch.
   */
  | { kind: 'break-locks'; who: ShipRef }
  /**
   * support (s35): ship `who` acquires a lock on the object answered first (subject.data.choice: a ship, obstacle,
   * device or remote id, as the record's `choices` list them), and the ship answered next (subject.data.choices[1])
   * breaks its own lock on that object — "lock an object a friendly ship has locked, then break that friendly lock"
   * (000 "Lock", "Objects": ships can lock objects; util.ts acquireLock). Not an action: the rules forbidding the lock
   * still hold, and nothing is broken when the lock could not be acquired. Logged 'lock-acquired' and 'locks-broken'.
   * Lieutenant LeHuse (Evacuation of D'Qar).
   */
  | { kind: 'take-over-lock'; who: ShipRef }
  /**
   * support (s35): the ship answered second (subject.data.choices[1]) may perform a white Lock action whose lock may
   * choose only the object answered first (subject.data.choice: a ship, obstacle, device or remote) — an obstacle,
   * device or remote too, within the lock's band of that ship (actions/index.ts MenuOptions.lockOn; 000 "Lock",
   * "Objects"). Asked as a granted action, with "pass": Bo-Katan Kryze (Republic), whose wingman locks what she
   * picked. `why` names the card in the prompt.
   */
  | { kind: 'grant-lock-on-answer'; why: string }
  /**
   * support (s35): every answer of the ability's questions (subject.data.choices, or its one choice) of the form
   * `<ship id>/<set>` makes that ship gain the tokens of `sets[set]`, in order (the `gain-token` effect, the ability's
   * ship giving them); an answer naming no set (`<ship id>/-`) gains nothing. "Each friendly ship may choose to gain
   * these tokens or those", asked one ship at a time by the record's `choices` and `then` (000 "Tokens"): Satine Kryze.
   */
  | { kind: 'answered-token-sets'; sets: Readonly<Record<string, readonly { token: string; count: number }[]>> }
  /**
   * Standing ('lock:maintain'): the ship may hold up to `count` locks, each on a different object (000 "Lock": one
   * otherwise); acquiring another lock beyond them removes its oldest (util.ts acquireLock).
   */
  | { kind: 'maintain-locks'; count: number }
  /**
   * Standing ('ship:upgrade-range', static.ts `upgradeRangeAs`, read by queue.ts as an ability of one of the ship's own
   * upgrade cards offers the ships of its `choose`): ships of `side` (friendly / enemy to the ship) at range
   * `from[0]`–`from[1]` may be treated as at a range of `as[0]`–`as[1]`, so a choice whose band reaches into `as`
   * offers them too ("treat friendly ships at range 2–3 as at range 0 or 1 while resolving your upgrades": Major
   * Stridan; 000 "Measuring Range"). A "may": it only widens a choice, never a count ("no friendly ship at …").
   */
  | {
      kind: 'upgrade-range-as';
      side: 'friendly' | 'enemy';
      from: readonly [number, number];
      as: readonly [number, number];
    }
  /**
   * Standing ('end:keep-tokens', static.ts `tokensKept`): in the End Phase the ship keeps up to `count` of each of these
   * circular token types (all of them without `count`) instead of removing them (000 "End Phase": circular tokens are
   * removed then).
   */
  | { kind: 'keep-tokens'; tokens: readonly string[]; count?: number }
  /**
   * Ship `who` spends its lock on ship `on`: the lock is removed (000 "Lock": a spent lock is removed). Nothing when
   * it holds none there (a record asks `locking` first).
   */
  | { kind: 'spend-lock'; who: ShipRef; on: ShipRef }
  /**
   * Standing ('action:coordinated', read on the coordinating ship): the ship it coordinates may perform only an action
   * of a type also on the coordinating ship's own bar (supplement "Coordinate": the chosen ship performs an action).
   */
  | { kind: 'coordinate-shared-actions' }
  /**
   * support (s35): standing ('action:coordinated', read on the coordinating ship, static.ts `coordinatesStressed`): its
   * coordinate may choose a friendly ship holding exactly `stress` stress tokens, and that ship performs its action
   * though stressed (000 "Stress": a stressed ship cannot perform actions; the coordinate rules offer no stressed ship,
   * having no action for it: supplement "Coordinate"). Every coordinate of the ship, its own action or one granted.
   * AP-5.
   */
  | { kind: 'coordinate-stressed'; stress: number }
  /**
   * support (s35): standing ('action:coordinated', read on the coordinating ship, static.ts `pricedCoordinates`): its
   * coordinate may choose a ship for which `where` holds (seen from the candidate, the coordinating ship `other`) at a
   * price of `force` Force, the action then performed white — an option `coordinate:<ship>:force` beside the plain
   * one, paid (and the card logged used) as it is performed (000 "Action Difficulty", "Charges and the Force"). The
   * coordinate's 'action:after-perform' names the card in `subject.data.pricedBy` (its source key), for the card's
   * "if you do". Maul (Scum Gauntlet fighter).
   */
  | { kind: 'coordinate-priced'; force: number; where: Condition }
  /**
   * Standing ('action:lock-band', static.ts `pricedLockBands`): the ship's lock action may also choose, at any range,
   * a ship (or, with `objects`, an object of these kinds) the rules' band (000 "Lock": range 0–3) or another card does
   * not already offer, for `charge` charges of the record's card, paid as that lock is performed (the option's
   * price; 000 "Charges"). Offered only while the card holds them. Long-Range Scanners, Homing Beacon.
   */
  | { kind: 'priced-lock-band'; charge: number; objects?: readonly ('ship' | 'obstacle' | 'device' | 'remote')[] }
  /**
   * Standing ('ship:abilities', source-keys.ts): the ship also has the pilot ability (the `pilot:<xws>` records) of
   * each other friendly ship still in the game (not destroyed nor fled) that equips the upgrade `equips`, not
   * discarded: IG-2000 ("the pilot ability of each other friendly ship with this title"). The borrowed records resolve
   * as the ship's own (`self` is the borrowing ship; a charge they read is its own pilot card's). 000 "Destroying
   * Ships": a destroyed ship's cards leave the game with it, so its pilot ability is lent no longer.
   */
  | { kind: 'borrow-pilot-abilities'; equips: string }
  /**
   * Standing ('ship:abilities', source-keys.ts): the ship no longer has its ship ability `id` (shipAbilityId of its
   * name), from its pilot card or an upgrade: a card that replaces the ship ability, whose own records say what it
   * does instead (Independent Calculations), or that changes how the ship ability is used ("Duchess").
   */
  | { kind: 'lose-ship-ability'; id: string }
  /**
   * The effect resolved once for each ship the record's `choose` picked (`upTo`: subject.data.chosenShips, in the order
   * picked), that ship being `'chosen'` each time.
   */
  | { kind: 'each-chosen'; effect: Effect }
  /**
   * Standing ('action:targets', read on the candidate ship): the ship cannot be chosen by another ship's action of these
   * types ("you cannot be coordinated"; 000 "List of Actions": the coordinate and jam actions choose a ship).
   */
  | { kind: 'not-targetable'; actions: readonly ('coordinate' | 'jam')[] }
  /**
   * Standing ('action:targets', read on the acting ship): its coordinate or jam action may also choose ships beyond the
   * rules' band (000 "List of Actions": coordinate a friendly ship at range 1–2, jam a ship at range 1) — friendly ones
   * for a coordinate, unstressed as the rules want — at range `minRange` or beyond (any range without it, range 3
   * counted as beyond), for which `where` holds, seen from the candidate (`self` the candidate, `other` the acting
   * ship). `spendLock`: choosing a ship this way spends the acting ship's lock on it (000 "Lock": a spent lock is
   * removed); a ship in the band is chosen as the rules allow, nothing spent.
   */
  | {
      kind: 'more-targets';
      action: 'coordinate' | 'jam';
      where: Condition;
      minRange?: number;
      spendLock?: boolean;
      /**
       * movement (s39): choosing a ship this way costs this many charges of the record's own card, paid as the action
       * is performed (000 "Charges"); not offered while the card has fewer: Thrawn of Legends and Relics, whose charge
       * stretches the jam and coordinate bands by one range.
       */
      charge?: number;
    }
  /**
   * Standing ('action:targets', static.ts `targetsAllowed`, read by the coordinate and jam actions, granted ones too):
   * the ship's coordinate, jam (or lock, s32) may choose only ships for which `where` holds, seen from the candidate (`self`) with
   * the acting ship as `other` — "you cannot coordinate limited ships" (Battle Meditation), "ships without Networked
   * Calculations" (DBS-32C). Supplement "Coordinate". Grown in place (attack, s32): `'lock'`, read by the lock
   * action for each ship it could lock (Gar Saxon's gunner card: only ships in the front or rear arc; 000 "Lock").
   */
  | { kind: 'targets-only'; action: 'coordinate' | 'jam' | 'lock'; where: Condition };

// ---- subsystems: the words of the subsystems group (devices, fuses, the damage deck, remotes, cloak, docking) ----

/** Conditions of the subsystems. */
export type SubsystemCondition =
  /**
   * The ship (`who`: the ability's own, or the window's other party — e.g. the ship that just moved) is at range
   * `min`–`max` of a device in play placed by a ship friendly / enemy to the ability's ship (either when absent).
   */
  | { kind: 'near-placed-device'; who: 'self' | 'other'; owner?: 'friendly' | 'enemy'; min: number; max: number }
  /**
   * The ability's ship (or ship `who`: the defender…) has a damage card of this facing (and, when given, this trait:
   * 'ship' / 'pilot').
   */
  | {
      kind: 'has-damage-card';
      facing: 'facedown' | 'faceup';
      trait?: 'ship' | 'pilot';
      who?: ShipRef;
      /** First edition: a card of this xws id only (a lasting effect that holds while its card stays faceup). */
      card?: string;
    }
  /**
   * A 'damage:suffered' window: the damage dealt the ship at least one damage card (subject.data.dealt, the indices of
   * the cards dealt); in 'attack:after', the cards the defender was dealt during the attack (subject.data.dealt, each
   * card and how it was dealt). Attack upgrades: at least `atLeast` of them (default 1), dealt faceup / facedown
   * (`faceup`: as dealt in 'attack:after', as they lie now in 'damage:suffered'), of these traits (`traits`).
   */
  | {
      kind: 'cards-dealt';
      atLeast?: number;
      faceup?: boolean;
      traits?: readonly ('ship' | 'pilot' | 'crew')[];
    }
  /**
   * A 'damage:before-card' window: the card about to be dealt would be dealt with this facing now (after what earlier
   * abilities changed), and is of one of these traits when given.
   */
  | { kind: 'damage-card-is'; facing?: 'facedown' | 'faceup'; traits?: readonly ('ship' | 'pilot' | 'crew')[] }
  /**
   * The ship could place its card's device now with these templates (one device each), the card's own way (no
   * placement alternative): it has not placed a device this round, its card has the charges, and the token would not
   * lie wholly outside the play area (devices.ts deviceOptions). "… if able": a forced drop is only made when it can be.
   */
  /**
   * Ship `who` holds condition `xws` (a condition card, 000 "Conditions"); with `ownedBy`, one of that ship's
   * player's copies (assigned by a ship of that player: a condition card is its player's, 2.0 Rules Reference
   * "Condition Cards"); `withCard`: a damage card lies on it.
   */
  | {
      kind: 'has-condition';
      xws: string;
      who: ShipRef;
      ownedBy?: ShipRef;
      withCard?: boolean;
      /** subsystems: the copy held lies facedown (true: a secret condition not revealed yet) or faceup (false). */
      facedown?: boolean;
    }
  /**
   * Ship `who` spent a token of one of these types during the attack in progress (a modification's or an ability's
   * cost; AttackState.spent): "if you did not spend a green token during the attack", negated (Fearful Prey).
   */
  | { kind: 'spent-in-attack'; who: ShipRef; tokens: readonly string[] }
  /** Ship `who` equips an upgrade (not discarded) of this card type: "no equipped Modification upgrade" negated. */
  | { kind: 'equips-type'; who: ShipRef; type: string }
  /**
   * Docking (supplement "Dock", "Reserves"): `role` 'docked' — ship `who` (the ability's own by default) is docked
   * with a carrier (in reserve on it); 'carrier' — ship `who` has at least one ship docked with it.
   */
  | { kind: 'docked'; role: 'docked' | 'carrier'; who?: ShipRef }
  | {
      kind: 'can-place-device';
      card: string;
      how: 'drop' | 'launch';
      shape: DeviceKind;
      templates: readonly string[];
    }
  /**
   * Ship `who` (the ability's own by default) dropped or launched a device this round (000 "Devices"); negated, a
   * ship with no device placed yet this round (Genius, Top Cover, "Deathfire").
   */
  | { kind: 'placed-device'; who?: ShipRef }
  /**
   * subsystems (s30-subsa): the device of the window (subject.data.owner: 'device:after-affect') was placed by a ship
   * friendly / enemy to the ability's ship (000 "Friendly and Enemy"; a ship is friendly to itself): "a friendly bomb".
   */
  | { kind: 'device-owner'; side: 'friendly' | 'enemy' }
  /**
   * subsystems (s32-subsb): ship `who` (the ability's own by default) had a lock on the device of the window as it
   * detonated ('device:after-detonate' `lockedBy`; 000 "Lock", "Objects": ships can lock objects): "a device that you
   * have locked" (Padric).
   */
  | { kind: 'device-locked'; who?: ShipRef }
  /** The ship (the ability's own) has an upgrade stowed facedown under a card, not equipped yet (Razor Crest). */
  | { kind: 'has-stowed-upgrade' };

/** Effects of the subsystems. */
export type SubsystemEffect =
  /**
   * Subsystems (s32-subsa): the ability's ship is placed in reserve (reserves.ts; supplement "Reserve"), to be placed
   * back at the start of the next Planning Phase within range 1 of its player's edge (`edge: 'player'`) or of the edge
   * it was fleeing from (`'fled'`: subject.data.edges of 'instead:flee'): Moralo Eval, Tel Trevura.
   */
  | { kind: 'place-in-reserve'; edge: 'player' | 'fled' }
  /** Subsystems (s32-subsa): the ship discards all of its damage cards, faceup and facedown, to its player's discard pile. */
  | { kind: 'discard-damage-cards' }
  /**
   * Subsystems (s32-subsa): the ship places one remote of its card `card` (the content's device, remotes.ts) at the
   * spot its owner answered — `subject.data.choice` "at:<x>,<y>", from `ctx.effects.remoteSpots`: the remote's token
   * wholly beyond range `beyondEdges` of every edge of the play area, overlapping no obstacle, ship or other remote.
   * Not a drop or a launch (no template): two buoys placed at Setup, each more than range 2 from every edge (Sensor
   * Buoy Suite; the token is the Vassal module's Sensor Buoy piece, docs/geometry.md "Remotes").
   */
  | { kind: 'place-remote'; card: string; beyondEdges: number }
  /**
   * vizsla (s36): the ship drops (template at its rear guides, running backwards) or launches (front guides) one token
   * of obstacle outline `obstacle` (@xwing/geometry's measured outlines: 'loose-cargo', 'electro-chaff-cloud') with
   * the template answered (subject.data.choice, from `ctx.effects.obstacleOptions`), its centre the outline's
   * measured `templateOffset` beyond the template's end; it is an obstacle of the outline's kind from then on (001
   * Activation 2.1: moving through or overlapping it). `fuses`: fuse markers put on it; in each End Phase one with none
   * left is removed, then each loses one (card-obstacles.ts; the electro-chaff cloud's rule, as the supplement's Blaze).
   */
  | { kind: 'place-obstacle'; obstacle: string; how: 'drop' | 'launch'; fuses?: number }
  /**
   * subsystems (s39): the obstacle and spot its owner answered (subject.data.choice "<obstacle>@<x>,<y>", from
   * `ctx.effects.obstacleMoveSpots`) — an obstacle already in the play area — is picked up and placed there, its
   * heading kept: beyond range 2 of every edge and range 1 of every other obstacle (Setup's obstacle rules, 001 Setup
   * 4), and beyond range `beyondShips` of every ship (obstacle-moves.ts; logged 'obstacle-moved'). Tobias Beckett.
   */
  | { kind: 'move-obstacle'; beyondShips: number }
  /**
   * Standing ('ship:abilities', read by source-keys.ts as a ship's source keys are gathered; subsystems, s32-subsa): while
   * the record's ship is docked with a friendly carrier (in reserve on it), the carrier also has its pilot ability —
   * its `pilot:<xws>` records, `self` being the carrier, charges its own pilot card's — and loses it as the ship deploys
   * or leaves the game (supplement "Dock", "Reserves"; 000 "Destroying Ships"): Co-Pilot.
   */
  | { kind: 'lend-pilot-ability'; to: 'carrier' }
  /**
   * Standing ('ship:abilities', read by source-keys.ts as a ship's source keys are gathered; subsystems, s35-subsys):
   * the ship no longer has its own pilot ability (its `pilot:<xws>` records) when its pilot is one of `pilots`; the
   * card's own records say what the ship does instead — the pilot ability as the card rewrites it (Gravitic Well: "you
   * are tractored" read for "the defender is tractored" in Sun Fac's and Chertek's abilities). Pilots not listed keep
   * theirs; a pilot ability lent to the ship by another is not taken. Like the other 'ship:abilities' words, read once
   * per change of the ship's cards, its condition unread.
   */
  | { kind: 'lose-pilot-ability'; pilots: readonly string[] }
  /**
   * Standing ('ship:abilities', read by source-keys.ts; subsystems, s35-subsys): while the record's ship is docked with
   * a friendly carrier, the carrier also has this ship ability — the records of the record's own `ship-ability:<id>`
   * key, `self` being the carrier — and loses it as the ship deploys or leaves the game (supplement "Dock", "Reserves":
   * the docked ship's own abilities are inactive). Its other records name the carrier's part with the condition
   * `docked` role 'carrier', since the ship in play carries the key too: Comms Shuttle.
   */
  | { kind: 'lend-ship-ability'; to: 'carrier' }
  /**
   * Standing ('setup:placement', phases/setup.ts; subsystems, s35-subsys): at Setup the ship may be placed anywhere in
   * the play area (wholly inside it, overlapping nothing) beyond range `beyondEnemies` of every enemy ship placed so far,
   * not only within range 1 of its player's edge (001 Setup 5 "Place Forces"; the card's exception). Placed outside its
   * setup zone, the record is logged as used. Han Solo of the Scavenged YT-1300.
   */
  | { kind: 'setup-anywhere'; beyondEnemies: number }
  /**
   * Standing ('token:lend', combat/attack.ts; support, s39): while another friendly ship at range `min`–`max` of the
   * record's ship attacks or defends, it may spend the record's ship's tokens of type `token` as if it had them — in
   * the attack's dice modifications whose price is such a token (`Modification.cost.spend`: the token's own, 000
   * "Focus"; combat/attack.ts) and a card ability's `spend-token` cost while its ship attacks or defends (costs.ts,
   * through ctx.effects.tokenLenders): its own and the lender's are counted together, its own spent first, then the
   * lender's (the record logged as used). Esege Tuketu (focus, 0–2).
   */
  | { kind: 'lend-tokens'; token: 'focus'; min: number; max: number }
  /**
   * Standing ('setup:placement-near', phases/setup.ts; subsystems, s39): once the record's ship is placed at Setup,
   * each other friendly ship placed after it may be placed anywhere wholly inside the play area at range `min`–`max`
   * of it (overlapping nothing, as any placement), not only within range 1 of its player's edge (001 Setup 5 "Place
   * Forces"; the card's exception). Such a ship placed outside its setup zone logs the record as used, for the
   * record's ship. Lieutenant Dormitz.
   */
  | { kind: 'setup-near-me'; min: number; max: number }
  /**
   * Standing ('setup:reserve', phases/setup.ts; subsystems, s36-reserve): the ship starts the game in reserve
   * (supplement "Reserve": off the play area, its abilities inactive): it is not placed in the Place Forces step (001
   * Setup 5). Where it is placed when it comes back (reserves.ts `reservePlacementProblem`): `at` 'edges' — wholly
   * within range 1 of any edge of the play area, facing into it; 'obstacle' — at range 0 of an obstacle (touching or
   * overlapping it, 000 "Measuring Range"), facing the opponent's edge; either way wholly inside the play area,
   * overlapping no ship, and beyond range `beyondEnemies` of every enemy ship in the play area. When: `deploy`
   * 'setup-end' — its player places it as Setup ends (after 001 Setup 6, before the first round); 'held' — only when
   * an ability deploys it (`deploy-reserve`). With no legal spot then, it stays in reserve and its player places it at
   * the start of a later Planning Phase where one exists (reserves.ts). Logged as used as the ship starts in reserve.
   * Boba Fett (crew), It's the Resistance.
   */
  | { kind: 'start-in-reserve'; at: 'edges' | 'obstacle'; beyondEnemies?: number; deploy: 'setup-end' | 'held' }
  /**
   * Subsystems (s36-reserve): the friendly ship in reserve that holds condition `holding` assigned by the ability's
   * ship deploys now: placed under its reserve's rules (`start-in-reserve`) at the pose its player answered — the
   * record's `choices`, `ctx.effects.reserveDeployOptions` ("<ship>@<x>,<y>,<heading>", or "<ship>@none" when no
   * legal pose exists). Placed, it gains `gain` and loses the condition (`name` logged); a ship deployed in the
   * System or Activation Phase does not activate this round (it has no dial; supplement "Dock"). With no legal pose it
   * stays in reserve, keeping the condition, and is no longer held: its player places it at the start of a later
   * Planning Phase (reserves.ts). GA-97 (It's the Resistance), at the start of the round and after it is destroyed.
   */
  | { kind: 'deploy-reserve'; holding: string; name: string; gain?: { token: string; count: number } }
  /**
   * Standing ('device:reroll', devices.ts; subsystems, s35-subsys): the ship may reroll up to `count` of the attack dice
   * just rolled to resolve a detonating device's effect on a ship, the faces rolled again seeded or entered (000
   * "Modifying Dice": a rerolled die is rolled again; 000 "Devices"): "Grudge".
   */
  | { kind: 'reroll-device-dice'; count: 1 }
  /** Puts fuse markers on the device the window names (subject.data.device): a fused device that would detonate loses one instead. */
  | { kind: 'fuse-device'; count: number }
  /**
   * The ship repairs one of its damage cards (000 "Damage Cards": a faceup one is flipped facedown, a facedown one
   * discarded): `facedown` — a facedown card; `faceup` — a faceup card, of this trait when given ('ship' / 'pilot').
   * `who`: the ship that repairs (the ability's own by default; the chosen ship: Gorgol).
   */
  | {
      kind: 'repair-damage';
      facing: 'facedown' | 'faceup';
      trait?: 'ship' | 'pilot';
      who?: ShipRef;
      /** 'subject': the card the window names (subject.data card and index: 'damage:after-repair'), if still there. */
      card?: 'subject';
    }
  /**
   * The ship (`who`, the ability's own by default) loses `count` shields (not damage: nothing is suffered), and one
   * more for each die of the effect's roll showing `perFace`; `source` names the card in the log.
   */
  | { kind: 'lose-shields'; count: number; perFace?: AttackFace; who?: ShipRef; source?: string }
  /**
   * Standing ('device:placement'): when the ship would place a device (of these kinds: bomb / mine; any when absent)
   * the way `from` says (dropped or launched, with one of these templates; any when absent), it may place it the way
   * `to` says instead: dropped or launched (as it would when absent), with these templates, the same template, a
   * template of the same bearing one speed faster or slower (`speed-step`), or a bank left or right of the same speed
   * (`banks`).
   */
  | {
      kind: 'device-placement-alternative';
      /** Of these device kinds only ('remote': subsystems, Drop-Seat Bay's remotes). */
      deviceKinds?: readonly ('bomb' | 'mine' | 'remote')[];
      /** subsystems: only a device of a card of these upgrade types (Drop-Seat Bay: 'crew'). */
      cardTypes?: readonly string[];
      from?: { how?: 'drop' | 'launch'; templates?: readonly string[] };
      to: {
        how?: 'drop' | 'launch';
        templates: readonly string[] | 'same' | 'speed-step' | 'banks';
        /**
         * subsystems: the template is set with its middle line at the hashmark of the base's left or right side
         * instead of the guides (option ids marked "@left" / "@right"; Modular Bombing Magazine).
         */
        side?: boolean;
        /**
         * subsystems (s30-subsa): the device is placed touching the ship's base instead of with a template, its token
         * touching the middle of the base's rear, front, left or right edge (option ids "touch@<edge>", `templates`
         * unread): Finch Dallow. Reading: of the spots "touching you" allows, the four edge middles are offered.
         */
        touching?: boolean;
      };
      /**
       * subsystems (issue 26): the alternative's price, paid as the device is placed that way: `charge` charges of the
       * record's own card (a ship ability's: the ship's), `stress` stress tokens gained. An alternative whose charges
       * are lacking is not offered; a placement a free way also gives is offered free (Finch Dallow of the Evacuation
       * of D'Qar, Gyro-Cockpit; option ids marked "@by=<key>#<index>", devices.ts).
       */
      price?: { charge?: number; stress?: number };
    }
  /**
   * In an 'instead:suffer-damage' replacement: the ship suffers the damage it was about to suffer (subject.data
   * hits/crits) less `count` (crits prevented first: the worse damage), the rest as it would have.
   */
  | { kind: 'prevent-damage'; count: number }
  /**
   * In a 'damage:before-card' window: the card about to be dealt is dealt faceup / facedown instead, or discarded (to
   * its owner's damage discard pile) instead of dealt.
   */
  | { kind: 'change-damage-card'; to: 'faceup' | 'facedown' | 'discard' }
  /**
   * "Then, if …": `effect` resolves only when `when` holds at that moment (after the effects before it in a
   * `sequence`), seen from the ability's ship.
   */
  | { kind: 'if-holds'; when: Condition; effect: Effect }
  /**
   * The ship (`who`, the ability's own by default) is dealt `count` facedown damage cards: dealt, not suffered, so its
   * shields do not stop them (001 "Damage Cards"); `source` names the card in the log.
   */
  | { kind: 'deal-facedown-damage'; count: number; who?: ShipRef; source: string }
  /**
   * Ship `who` is assigned condition `xws` (`name` for the log), owned by the ability's ship, or (`owner: 'same'`) by
   * whoever owns the condition of that name on the ability's ship: a condition handed on to another ship keeps its
   * owner (Hunted). A condition card is its player's: a limited condition (content `limited`: N copies) whose N
   * copies of that player are already on ships is first removed from the ship that has held it longest (2.0 Rules
   * Reference "Condition Cards"); a ship already holding that player's copy keeps it. `facedown`: assigned facedown,
   * a secret condition (Zam Wesell).
   */
  | {
      kind: 'assign-condition';
      xws: string;
      name: string;
      who: ShipRef;
      owner?: 'self' | 'same';
      facedown?: boolean;
    }
  /**
   * Ship `who` (the ability's own by default) loses its condition `xws` ("then remove this card": a condition's own
   * records, `who` 'self'); `name` is logged. Nothing happens when it holds none.
   */
  | { kind: 'remove-condition'; xws: string; name: string; who?: ShipRef }
  /**
   * The ability's ship reveals its facedown copy of condition `xws` (a secret condition, 2.0 Rules Reference
   * "Condition Cards": flipped faceup, its name now seen by both players); `name` is logged. Nothing when it holds no
   * facedown copy. Zam Wesell's secret conditions.
   */
  | { kind: 'reveal-condition'; xws: string; name: string }
  /**
   * subsystems (s30-subsa): ship `who`'s dial (the ability's own ship by default) is flipped faceup now, before its
   * activation's reveal (000 "Planning Phase": dials are set facedown; 001 Activation 1: a ship reveals its dial as it
   * activates): both players see the maneuver from then on, and "revealed" reads it. Nothing when its dial is unset or
   * faceup already. Compromising Intel, in the System Phase.
   */
  | { kind: 'reveal-dial'; who?: ShipRef }
  /**
   * subsystems (s30-subsa): the ship removes the device answered (subject.data.choice `device:<id>`, offered by
   * `ctx.effects.devicesInRange`) from the play area, at range 0–`max` of it: gone, not detonated (000 "Devices": a
   * device leaves play only as its rules say; a card's ability is such a rule). Nothing for another answer. R2-D2
   * (Republic).
   */
  | { kind: 'remove-device'; max: number }
  /**
   * subsystems (s35-subsys): the ship performs the action of one of its faceup damage cards that its owner answered
   * (subject.data.choice, offered by the record's `choices` from `ctx.effects.damageCardActionOptions`) outside its
   * Perform Action step: an action like any (000 "Actions": at most once per round, logged), with `ignoreStress` even
   * while stressed (000 "Stress": the card's exception). Nothing for an answer no longer legal. Peli Motto.
   */
  | { kind: 'perform-damage-card-action'; ignoreStress?: boolean }
  /**
   * The ship places the upgrade answered (subject.data.choice: its xws, offered by the record's `choices`) facedown
   * under its card: stowed, not equipped, its charges as printed (`EquippedUpgrade.stowed`; Razor Crest at Setup).
   */
  | { kind: 'stow-upgrade' }
  /**
   * The ship reveals its stowed upgrades and equips them (their abilities, weapons and charges now in play), as if
   * equipped at Setup (Razor Crest in the System Phase). 000 "Upgrades".
   */
  | { kind: 'equip-stowed' }
  /**
   * The ship hands one of its equipped upgrades — the last answer (subject.data.choices, an xws its `then` offered)
   * — with its charges to ship `to` (the chosen one), which equips it from then on (Agent Terex's Illicit cards at
   * Setup; 000 "Upgrades"). Nothing when it equips no such card.
   */
  | {
      kind: 'give-upgrade';
      to: ShipRef;
      /**
       * support (s32, grown in place): the ship that hands the card (the ability's own by default) and the answer that
       * names it (an index of subject.data.choices; the last by default): two cards exchanged by two chosen ships, one
       * `give-upgrade` each way (Cikatro Vizago).
       */
      from?: ShipRef;
      answer?: number;
    }
  /**
   * The damage card answered last (`subject.data.choices`: an id the record's `choices` / `then` offered from the
   * ability's player's damage deck) is taken from that deck, which is shuffled, and placed faceup on ship `who`'s
   * condition `xws`, when the condition holds no card yet and the answer is a card of the deck (I'll Show You the
   * Dark Side: "search the damage deck").
   */
  | { kind: 'condition-card'; xws: string; who: ShipRef }
  /**
   * In an 'instead:suffer-damage' replacement: one crit of the damage about to be suffered is replaced by the faceup
   * damage card on the ship's condition `xws`, dealt faceup (it leaves the condition); the rest is suffered as it
   * would have been, first.
   */
  | { kind: 'deal-condition-card'; xws: string }
  /**
   * In a 'damage:before-card' window: `draw` more cards are drawn from the top of that ship's player's damage deck
   * beside the card about to be dealt; the card answered (`subject.data.choice`, one of them; the first when none) is
   * dealt instead, the others are discarded (Maarek Stele: "draw 3, choose 1").
   */
  | { kind: 'choose-damage-card'; draw: number }
  /**
   * Standing ('force:recurring', static.ts `forceRecurs`): the ship's Force loses its recurring icon — the End Phase
   * recovers none (000 "Charges and the Force": only a recurring Force is recovered; The Child).
   */
  | { kind: 'no-force-recovery' }
  /**
   * The ship's last facedown damage card goes back into its player's damage deck, the card answered
   * (`subject.data.choice`) is taken from that deck, which is shuffled, and the ship holds it facedown instead (a card
   * "dealt instead": Kaz's Fireball with Explosion with Wings). Nothing when the deck holds no such card.
   */
  | { kind: 'redeal-damage-card' }
  /**
   * Standing ('action:allowed'): the rules of these sources (`token:ion`: an ionised ship performs only the focus
   * action) do not stop the ship's damage cards' actions ("actions on damage cards even while ionized").
   */
  | { kind: 'damage-card-actions'; despite: readonly string[] }
  /**
   * Standing ('remote:system', remote-activation.ts): the remote may be relocated with one of these templates, laid
   * at its front or rear guides, its controlling player choosing (or not to relocate). 2.0 Rules Reference "Remotes":
   * a relocated remote does not move through or overlap obstacles.
   */
  | {
      kind: 'relocate-remote';
      templates: readonly string[];
      /** remotes (s37): the guides the template may be laid at (both when absent). */
      guides?: readonly ('front' | 'rear')[];
    }
  /**
   * remotes (s37, 'remote:overlapped'): the ship ("self") rolls 1 attack die; on a `face` result the remote (the
   * subject's device) suffers 1 hit damage (supplement "Damaging Remotes": it is destroyed). The DRK-1 probe droid.
   */
  | { kind: 'remote-die-risk'; face: AttackFace }
  /**
   * remotes (s37, 'remote:overlapped' / 'remote:moved-through'): the remote (the subject's device) relocates against
   * the ship's ("self") front or rear edge at its guides, at range 0 of it, overlapping no other object; its
   * controlling player chooses when both fit ('remote-guides'); when neither fits, the remote and the ship each
   * suffer 1 hit damage. The Buzz Droid Swarm.
   */
  | { kind: 'remote-cling' }
  /**
   * remotes (s37), standing ('remote:measure-from'): while a ship friendly to the remote performs one of `actions`, it
   * may measure the action's range from the remote instead of from itself (the DRK-1 probe droid: lock and jam; a
   * jam from the remote reaches enemy ships only).
   */
  | { kind: 'measure-from-remote'; actions: readonly ('lock' | 'jam')[] }
  /**
   * Standing ('action:coordinate-remote', read on the coordinating ship; vizsla, s36): while the ship performs a
   * Coordinate action it may choose, instead of another friendly ship, a friendly remote placed by a card of one of
   * these types (content upgrade type: 'crew') in the action's band (supplement "Coordinate": range 1–2, or the band a
   * standing record gives). Instead of performing an action, that remote is relocated forward: one of `templates` laid
   * at its front guides, its rear guides slid into the template's far end (2.0 Rules Reference "Remotes": it does not
   * move through or overlap obstacles while relocating). Each relocation is one option of the coordinate
   * ("coordinate:<remote>:<template>"), a placement wholly outside the play area not offered.
   */
  | { kind: 'coordinate-remote'; cardTypes: readonly string[]; templates: readonly string[] }
  /**
   * Standing ('squad:slots'), squad building (000 "Upgrades": the upgrade bar limits what a ship equips): the card
   * changes the ship's upgrade bar — `add`: slots added (a negative amount takes slots away), as the content's slot
   * grants of the card say; `oneOf`: one more slot that holds an upgrade of any one of these types (Weapon
   * Hardpoint: a cannon, a torpedo or a missile), filled only by what the printed and added slots cannot hold.
   */
  | {
      kind: 'squad-slots';
      add?: readonly { slot: string; amount: number }[];
      oneOf?: readonly string[];
      /**
       * Upgrade cards' restrictions to pilots of these keywords do not apply to the ship ("ignore the TIE ship
       * restriction": Twin Ion Engines; @xwing/squads rules/restrictions.ts `waivedKeywords`).
       */
      waivesKeywords?: readonly string[];
    }
  /**
   * Standing ('dock:carrier', on a carrier's card; supplement "Dock": which carriers take which ships is card text):
   * up to `count` friendly ships of these ship types (content ship xws) may dock with the ship at once, and they deploy
   * from these guides (both when absent).
   */
  | { kind: 'dock-carrier'; shipTypes: readonly string[]; count: number; from?: readonly ('front' | 'rear')[] }
  /** Standing ('dock:range'): the ship may dock with its carrier at range 0–`max` (range 0 otherwise). */
  | { kind: 'dock-range'; max: number }
  /**
   * Standing ('dock:shields'): the shields of a ship of these types docked with the ship count as the ship's own: a
   * damage point its own shields cannot take, one of those takes (after its own).
   */
  | { kind: 'docked-shields'; shipTypes: readonly string[] }
  /**
   * Standing ('dock:setup'): at Setup the ship must start the game docked when a carrier can take it (no "pass"):
   * Escape Craft (Nashtah Pup).
   */
  | { kind: 'start-docked' }
  /**
   * Standing ('dock:deploy'; subsystems, s36): the docked ship deploys only by emergency deployment (supplement "Dock",
   * Emergency Deploy): the System Phase offers it no deploy, so it stays docked until its carrier is destroyed. Nashtah
   * Pup.
   */
  | { kind: 'emergency-deploy-only' }
  /**
   * Standing ('dock:identity', read as a friendly ship is destroyed, that ship as `other`; subsystems, s36): from then on
   * the ship has the destroyed ship's pilot identity (identity.ts, state `identity`): its pilot card's name (the log and
   * every view name the ship so), the destroyed ship's initiative, its pilot ability (the `pilot:<xws>` records act
   * for this ship, `self` being it, beside its own) and its ship charge (the pilot card's charge limit and recurrence,
   * with the charges the destroyed ship had active). Its ship, stats, actions, upgrades and keywords stay its own.
   * Nashtah Pup (the friendly, destroyed Hound's Tooth).
   */
  | { kind: 'take-pilot-identity' }
  /** The ability's ship is destroyed (000 "Destroying Ships"), `source` named in the log: Rigged Energy Cells. */
  | { kind: 'destroy-self'; source: string }
  /**
   * In 'ship:after-destroyed' of a carrier (supplement "Dock", Emergency Deploy): the docked ship the owner chose
   * (subject.data.choice, from `ctx.effects.emergencyDeployOptions`) deploys from where the carrier stood, suffering
   * 1 critical damage and taking no action; a ship that cannot be placed is destroyed.
   */
  | { kind: 'emergency-deploy' }
  /**
   * An ability drops or launches one device of a device card the ship equips (000 "Devices", "Dropping and Launching
   * Devices"): the card answered with its placement (subject.data.choice `<card>|<template>[@drop|@launch]`, offered
   * by `ctx.effects.equippedDeviceOptions` with the same words), a card of these device types (bomb / mine; both when
   * absent) with a charge left, which the placement spends (reading: the card's charge is its stock of devices, so a
   * drop an ability makes spends it too; 000 is silent). `how`: dropped, launched, or either; `templates`: these
   * templates, or the card's own (and then the ship's standing placement alternatives too) when absent. Not limited to
   * one device a round: an ability that is says so with `placed-device`.
   */
  /**
   * Standing ('device:ignore'): the ship ignores the effects of devices placed by ships friendly to it (`owner`
   * 'friendly'; any device when absent): a detonation does not affect it (Top Cover).
   */
  | { kind: 'ignore-devices'; owner?: 'friendly' }
  /**
   * Standing ('ship:allied', on a condition's records): the ship holding the condition treats the other ships of its
   * squad as allied, and they treat it as allied: neither friendly nor enemy (abilities/relation.ts; Broken Trust).
   */
  | { kind: 'friends-as-allied' }
  /**
   * The ship decloaks (supplement "Cloak and decloak": the 2-straight barrel roll or boost, the cloak token removed)
   * with the placement answered (subject.data.choice, from `ctx.effects.decloakOptions`); when the answer is no legal
   * placement (any other id, e.g. 'fail'), the decloak fails and `onFail` resolves (Sensor Scramblers: lose a cloak
   * token). src/cloak.ts.
   */
  | { kind: 'decloak'; onFail?: Effect }
  /**
   * Standing ('cloak:decloak-template'): the ship decloaks with this template instead of the 2-straight (supplement
   * "Cloak and decloak"), its barrel roll and boost both ("2B": the 2-bank, rolled off either side curving forward or
   * backward, boosted left or right; placed by the geometry package): "Echo". subsystems (issue 26): with `charge`, the
   * template is offered beside the 2-straight for that many charges of the record's own card, paid as the ship
   * decloaks that way and the record logged then (phases/system.ts, cloak.ts): Manual Ailerons of the TIE/ph Phantom.
   */
  | { kind: 'decloak-template'; template: '2B'; charge?: number }
  | {
      kind: 'place-equipped-device';
      types?: readonly ('bomb' | 'mine')[];
      how: 'drop' | 'launch' | 'either';
      templates?: readonly string[];
    };

// ---- movement (issue 25) ----
/**
 * What a ship ignores obstacles for (`ignore-obstacles`, `ignores-obstacles`): `moving` — moving through or onto them
 * has no effect, and its boosts, barrel rolls and tractor moves may cross them; `range-0` — their range-0 rules do not
 * reach it; `attacking` — they do not obstruct its attacks; `repositioning` — its boosts and barrel rolls may move
 * through and overlap them (000 Boost, Barrel Roll forbid it otherwise), their effects still resolving once the move is
 * made (000 "Moving Through and Overlapping Obstacles"): Q7 Astromech, Collision Detector; `range-0-attacks` (movement,
 * s32-moveA) — only the range-0 rule that bars attacks does not reach it (asteroids, debris and gas clouds: 000 "Moving
 * Through and Overlapping Obstacles"; a gas cloud's lock rule still does): Outer Rim Pioneer's aura.
 */
export type ObstaclePurpose = 'moving' | 'range-0' | 'attacking' | 'repositioning' | 'range-0-attacks';
