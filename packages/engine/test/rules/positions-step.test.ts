/**
 * Positions that start inside a phase (issue 11, "starting in the middle of an activation or an attack step"): at a
 * ship's Perform Action step (001 Activation 3, Perform Action) or in an attack with its dice rolled (001 Engagement
 * 2.2 Modify Attack Dice, 3.2 Modify Defense Dice), through createFromPosition + applyInPlace; positionOf gives the
 * step back, and what cannot be is refused with a path and a sentence.
 */
import { describe, expect, it } from 'vitest';
import { createFromPosition, type GameState, type Position, positionOf, type PositionShip } from '@xwing/engine';
import { choose, content, playUntil } from './harness.js';

const xwing = (extra: Partial<PositionShip> = {}): PositionShip => ({
  id: 'x',
  pilot: 'redsquadronveteran',
  pose: { x: 400, y: 300, heading: 0 },
  ...extra,
});
const tie = (extra: Partial<PositionShip> = {}): PositionShip => ({
  id: 't',
  pilot: 'academypilot',
  pose: { x: 400, y: 450, heading: 180 },
  ...extra,
});

function at(phase: Position['phase'], step: Position['step'], x = xwing(), t = tie()): Position {
  return {
    seed: 'steps',
    phase,
    diceMode: 'entered',
    players: [
      { name: 'Rebels', ships: [x] },
      { name: 'Empire', ships: [t] },
    ],
    step,
  };
}
const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

describe('starting at a ship’s Perform Action step (001 Activation 3)', () => {
  it('the ship is asked for its action at once; performing it goes on with the activation of the others', () => {
    const s = createFromPosition(
      at('activation', { kind: 'perform-action', ship: 'x' }, xwing(), tie({ dial: '1F' })),
      content,
    );
    expect(s.pending).toMatchObject({ kind: 'choose-action', ship: 'x' });
    expect(s.pending!.options.map((o) => o.id)).toEqual(expect.arrayContaining(['focus', 'lock:t']));
    choose(s, 'focus');
    expect(ship(s, 'x').tokens.focus).toBe(1);
    expect(ship(s, 'x').round.activated).toBe(true);
    // The X-wing did not reveal a dial nor move again; the TIE (not yet activated) goes on.
    expect(ship(s, 'x').pose).toEqual({ x: 400, y: 300, heading: 0 });
    expect(s.log.some((e) => e.type === 'dial-revealed' && e.ship === 'x')).toBe(false);
    expect(s.log.some((e) => e.type === 'dial-revealed' && e.ship === 't')).toBe(true);
  });

  it('a stressed ship at that step skips it (stressed ships cannot perform actions)', () => {
    const s = createFromPosition(
      at('activation', { kind: 'perform-action', ship: 'x' }, xwing({ tokens: { stress: 1 } }), tie({ dial: '1F' })),
      content,
    );
    expect(s.log.some((e) => e.type === 'action-skipped' && e.ship === 'x')).toBe(true);
    expect(s.pending?.ship).not.toBe('x');
  });
});

describe('starting in an attack with its dice rolled (001 Engagement 2.2, 3.2)', () => {
  /** The X-wing (a focus token) attacks the TIE; its dice show a hit, a focus and a blank. */
  const atModifyAttackDice = () =>
    createFromPosition(
      at(
        'engagement',
        { kind: 'attack', attacker: 'x', defender: 't', attackDice: ['hit', 'focus', 'blank'] },
        xwing({ tokens: { focus: 1 } }),
      ),
      content,
    );

  it('at Modify Attack Dice: the attacker may spend its focus on the dice given, then the defender rolls', () => {
    const s = atModifyAttackDice();
    expect(s.pending).toMatchObject({ kind: 'modify-attack-dice', player: 0 });
    expect(s.pending!.options.map((o) => o.id)).toContain('mod:focus');
    choose(s, 'mod:focus');
    expect(s.cursor.attack?.attackDice.map((d) => d.face)).toEqual(['hit', 'hit', 'blank']);
    const d = playUntil(s, (x) => x.kind === 'enter-dice');
    // The Academy Pilot's agility 3 at range 2: three defense dice.
    expect(d).toMatchObject({ kind: 'enter-dice', player: 1, count: 3 });
  });

  it('at Modify Defense Dice: the defender spends its evade; the attack deals the hit the dice leave', () => {
    const s = createFromPosition(
      at(
        'engagement',
        {
          kind: 'attack',
          attacker: 'x',
          defender: 't',
          attackDice: ['hit', 'hit', 'blank'],
          defenseDice: ['focus', 'blank', 'blank'],
        },
        xwing(),
        tie({ tokens: { focus: 1 } }),
      ),
      content,
    );
    playUntil(s, (d) => d.kind === 'modify-defense-dice' && d.player === 1);
    choose(s, 'mod:focus');
    playUntil(s, () => false);
    // One hit cancelled by the evade, one hit suffered: the TIE (no shields) has a facedown card.
    expect(ship(s, 't').damage).toHaveLength(1);
    expect(ship(s, 't').damage[0]!.faceup).toBe(false);
  });

  it('without dice: the attack is declared and the attacker rolls (range 2: the X-wing’s 3 dice), with the range measured', () => {
    const s = createFromPosition(at('engagement', { kind: 'attack', attacker: 'x', defender: 't' }), content);
    expect(s.pending).toMatchObject({ kind: 'enter-dice', player: 0, count: 3 });
    expect(s.cursor.attack).toMatchObject({ range: 2, weapon: 'primary', arc: 'front' });
    expect(positionOf(s, content).step).toEqual({
      kind: 'attack',
      attacker: 'x',
      defender: 't',
      weapon: 'primary',
      arc: 'front',
    });
  });

  it('positionOf gives the step back, and the position built from it is the same state', () => {
    const s = atModifyAttackDice();
    const p = positionOf(s, content);
    expect(p.step).toEqual({
      kind: 'attack',
      attacker: 'x',
      defender: 't',
      weapon: 'primary',
      arc: 'front',
      attackDice: ['hit', 'focus', 'blank'],
    });
    expect(createFromPosition(p, content)).toEqual(s);
    const a = createFromPosition(
      at('activation', { kind: 'perform-action', ship: 'x' }, xwing(), tie({ dial: '1F' })),
      content,
    );
    expect(positionOf(a, content).step).toEqual({ kind: 'perform-action', ship: 'x' });
  });
});

describe('impossible steps are refused with a path and a sentence', () => {
  const refused = (p: Position) => {
    try {
      createFromPosition(p, content);
    } catch (e) {
      return String((e as Error).message);
    }
    return 'accepted';
  };

  it('a step in another phase, an unknown ship, a friendly defender', () => {
    expect(refused(at('planning', { kind: 'perform-action', ship: 'x' }))).toMatch(/step\.kind.*activation phase/);
    expect(refused(at('activation', { kind: 'perform-action', ship: 'nobody' }))).toMatch(
      /step\.ship.*no ship has the id "nobody"/,
    );
    const friends: Position = {
      ...at('engagement', { kind: 'attack', attacker: 'x', defender: 'y', attackDice: ['hit'] }),
      players: [
        { name: 'Rebels', ships: [xwing(), xwing({ id: 'y', pose: { x: 400, y: 450, heading: 180 } })] },
        { name: 'Empire', ships: [tie({ pose: { x: 100, y: 800, heading: 0 } })] },
      ],
    };
    expect(refused(friends)).toMatch(/step\.defender.*enemy ship/);
    expect(refused(at('engagement', { kind: 'attack', attacker: 'x', defender: 't', defenseDice: ['evade'] }))).toMatch(
      /step\.defenseDice.*give attackDice too/,
    );
  });

  it('an attack the table does not allow (the defender behind the attacker) and a ship that already activated', () => {
    expect(
      refused(
        at(
          'engagement',
          { kind: 'attack', attacker: 'x', defender: 't', attackDice: ['hit'] },
          xwing(),
          tie({ pose: { x: 400, y: 150, heading: 0 } }),
        ),
      ),
    ).toMatch(/cannot attack t with its primary weapon/);
    expect(
      refused(at('activation', { kind: 'perform-action', ship: 'x' }, xwing({ round: { activated: true } }))),
    ).toMatch(/already activated/);
    expect(
      refused(at('engagement', { kind: 'attack', attacker: 'x', defender: 't', attackDice: ['miss' as 'hit'] })),
    ).toMatch(/step/);
  });
});
