/**
 * Starting a position inside its phase (issue 11; docs/game-files.md "Starting inside a phase"): at a ship's Perform
 * Action step in the Activation Phase (its maneuver executed), or in the Engagement Phase with an attack declared and
 * its dice rolled (the faces given), so a rules question about an action or a die modification starts where it is
 * asked. The position's other fields describe the table at that moment (the weapon's charges already spent).
 */
import { EngineError } from './engine.js';
import type { Ctx } from './context.js';
import { legalAttacks } from './combat/weapons.js';
import type { AttackState } from './state.js';
import { inPlay, mustShip } from './util.js';

export type AttackFace = 'blank' | 'focus' | 'hit' | 'crit';
export type DefenseFace = 'blank' | 'focus' | 'evade';

export type PositionStep =
  /** Activation Phase: the ship has revealed its dial and executed its maneuver; its Perform Action step comes next. */
  | { kind: 'perform-action'; ship: string }
  /**
   * Engagement Phase: `attacker` has declared an attack on `defender` with `weapon` (default 'primary') from `arc`
   * (default: the first arc the attack is legal from). Without `attackDice` the attack goes on at the Roll Attack
   * Dice step; with them (rolled) at the Modify Attack Dice step (the defender's window first); with `defenseDice`
   * too at the Modify Defense Dice step (the attacker's window first).
   */
  | {
      kind: 'attack';
      attacker: string;
      defender: string;
      weapon?: string;
      arc?: string;
      attackDice?: AttackFace[];
      defenseDice?: DefenseFace[];
    };

/** Sets the phase's cursor at the step (the phase module has just been entered); refuses what cannot be. */
export function enterStep(ctx: Ctx, step: PositionStep): void {
  const s = ctx.state;
  if (step.kind === 'perform-action') {
    if (s.phase !== 'activation')
      throw new EngineError(
        'illegal-step',
        'step: a "perform-action" step is in the Activation Phase ("phase": "activation")',
      );
    const ship = mustShip(s, step.ship);
    if (!inPlay(ship)) throw new EngineError('illegal-step', `step: ${ship.id} is not on the table`);
    if (ship.round.activated)
      throw new EngineError('illegal-step', `step: ${ship.id} has already activated this round`);
    s.cursor.ship = ship.id;
    s.cursor.data = {};
    s.cursor.step = 'action';
    return;
  }
  if (s.phase !== 'engagement')
    throw new EngineError('illegal-step', 'step: an "attack" step is in the Engagement Phase ("phase": "engagement")');
  if (step.defenseDice && !step.attackDice)
    throw new EngineError(
      'illegal-step',
      'step.defenseDice: the defender rolls after the attacker: give attackDice too',
    );
  const attacker = mustShip(s, step.attacker);
  if (!inPlay(attacker)) throw new EngineError('illegal-step', `step: ${attacker.id} is not on the table`);
  if (attacker.round.engaged)
    throw new EngineError('illegal-step', `step: ${attacker.id} has already engaged this round`);
  const weapon = step.weapon ?? 'primary';
  const legal = legalAttacks(ctx, attacker.id).filter(
    (c) => c.defender === step.defender && c.weapon === weapon && (step.arc === undefined || c.arc === step.arc),
  );
  const choice = legal[0];
  if (!choice)
    throw new EngineError(
      'illegal-step',
      `step: ${attacker.id} cannot attack ${step.defender} with ${weapon === 'primary' ? 'its primary weapon' : weapon}${step.arc ? ` from its ${step.arc} arc` : ''} here (not in arc and range, or the weapon's requirement is not met)`,
    );
  const attack: AttackState = {
    attacker: attacker.id,
    defender: choice.defender,
    weapon: choice.weapon,
    arc: choice.arc,
    range: choice.range,
    obstructed: choice.obstructed,
    ordnance: choice.ordnance,
    step: !step.attackDice ? 'roll-attack' : step.defenseDice ? 'modify-defense' : 'modify-attack',
    attackDice: (step.attackDice ?? []).map((face) => ({ face, rerolled: false })),
    defenseDice: (step.defenseDice ?? []).map((face) => ({ face, rerolled: false })),
    used: [],
  };
  // A Modify step opens with its first window: the defender's on attack dice, the attacker's on defense dice.
  if (step.attackDice) attack.modifier = step.defenseDice ? 'attacker' : 'defender';
  s.cursor.initiative = attacker.initiative;
  s.cursor.ship = attacker.id;
  s.cursor.done = [attacker.id];
  s.cursor.step = 'declare';
  s.cursor.attack = attack;
  // The defender of the attack in progress has defended this round (support, s35: combat/attack.ts declareAttack).
  const defender = s.ships.find((x) => x.id === choice.defender);
  if (defender) defender.round.defended = true;
  ctx.emit(
    'attack-declared',
    `The position starts in an attack: ${attacker.id} attacks ${choice.defender} at range ${choice.range}${choice.obstructed ? ' (obstructed)' : ''}.`,
    { ship: attacker.id, data: { ...choice, fromPosition: true } },
  );
}
