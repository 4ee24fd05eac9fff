/**
 * Each core action performed in a real activation (000 "Actions", "Types of Actions", "List of Actions", "Purple
 * Actions", "Linked Actions"; 001 Activation 3, Perform Action), played from a position through the public API:
 * the ship reveals its dial, moves, and is asked for its action; the option chosen is applied with applyInPlace.
 */
import { applyInPlace, type Decision, type GameState, type PositionShip } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { choose, content, playUntil, position } from './harness.js';

/**
 * A lone enemy far away, so the activating ship is the only one near anything; it activates last and is asked for
 * its action, so the round stops there (before the End Phase removes the tokens a test looks at).
 */
const farTie: PositionShip = {
  id: 'far',
  pilot: 'academypilot',
  pose: { x: 400, y: 860, heading: 180 },
  dial: '1F',
  initiative: 6,
};

/** An activation position: `ships` for the Rebels (each with a dial), the far TIE (and `empire`) for the Empire. */
function activation(ships: PositionShip[], empire: PositionShip[] = []): GameState {
  return position('activation', ships, [farTie, ...empire]);
}

/** Plays to `ship`'s choose-action decision. */
function actionOf(s: GameState, ship: string): Decision {
  const d = playUntil(s, (x) => x.kind === 'choose-action' && x.ship === ship);
  if (!d) throw new Error(`${ship} was never asked for an action`);
  return d;
}

const ids = (d: Decision | undefined) => (d?.options ?? []).map((o) => o.id);
const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/** The refusal of `option` at the pending decision; asserts the state did not change. */
function refusal(s: GameState, option: string): string {
  const d = s.pending!;
  const before = JSON.stringify(s);
  const r = applyInPlace(s, { decision: d.id, seat: d.player, option }, content);
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error(`${option} was accepted`);
  return r.reason;
}

describe('000 Focus, Evade, Calculate: the action gives its token', () => {
  it('focus: the X-wing gains a focus token', () => {
    const s = activation([{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }]);
    actionOf(s, 'x');
    choose(s, 'focus');
    expect(ship(s, 'x').tokens.focus).toBe(1);
  });

  it('evade: the TIE gains an evade token (the X-wing has no evade on its bar and is refused one)', () => {
    const s = activation(
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 200, y: 150, heading: 0 }, dial: '1F' }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 600, y: 150, heading: 0 }, dial: '1F', initiative: 4 }],
    );
    const x = actionOf(s, 'x');
    expect(ids(x)).not.toContain('evade');
    expect(refusal(s, 'evade')).toContain('does not have the evade action');
    choose(s, 'pass');
    actionOf(s, 't');
    choose(s, 'evade');
    expect(ship(s, 't').tokens.evade).toBe(1);
  });

  it('calculate: a Vulture droid gains a calculate token', () => {
    const s = activation([
      { id: 'v', pilot: 'tradefederationdrone', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' },
    ]);
    expect(ids(actionOf(s, 'v'))).toContain('calculate');
    choose(s, 'calculate');
    expect(ship(s, 'v').tokens.calculate).toBe(1);
  });
});

describe('000 Lock: a ship at range 0–3', () => {
  it('an enemy at range 3 is offered, one beyond range 3 is refused with the range', () => {
    const s = activation(
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
      [{ id: 'near', pilot: 'academypilot', pose: { x: 400, y: 480, heading: 180 }, dial: '1F', initiative: 4 }],
    );
    const d = actionOf(s, 'x');
    expect(ids(d)).toContain('lock:near');
    expect(ids(d)).not.toContain('lock:far');
    expect(refusal(s, 'lock:far')).toBe('x cannot lock far: it is beyond range 3');
    choose(s, 'lock:near');
    expect(ship(s, 'x').locks).toEqual([{ target: 'near' }]);
  });
});

describe('000 Barrel Roll: left or right, each with three positions; refused when it would overlap', () => {
  it('in open space a small ship has six placements: 80 mm aside, 10 mm forward, level or back', () => {
    const t = activation([{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }]);
    const d = actionOf(t, 'x');
    const rolls = d.options.filter((o) => o.id.startsWith('barrel-roll:'));
    expect(rolls.map((o) => o.id).sort()).toEqual(
      [
        'barrel-roll:left:back',
        'barrel-roll:left:front',
        'barrel-roll:left:middle',
        'barrel-roll:right:back',
        'barrel-roll:right:front',
        'barrel-roll:right:middle',
      ].sort(),
    );
    const before = ship(t, 'x').pose!;
    choose(t, 'barrel-roll:right:front');
    const after = ship(t, 'x').pose!;
    expect(after.x - before.x).toBeCloseTo(80);
    expect(after.y - before.y).toBeCloseTo(10);
    expect(after.heading).toBe(before.heading);
  });

  it('a friendly ship beside it takes away that side; the refusal names the overlap', () => {
    const s = activation([
      { id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' },
      // Where the X-wing's right roll would end after its 1-straight (y = 230); it moves after the X-wing.
      { id: 'w', pilot: 'bluesquadronescort', pose: { x: 480, y: 230, heading: 0 }, dial: '1F', initiative: 6 },
    ]);
    const d = actionOf(s, 'x');
    expect(ids(d).some((o) => o.startsWith('barrel-roll:right'))).toBe(false);
    expect(ids(d)).toContain('barrel-roll:left:middle');
    expect(refusal(s, 'barrel-roll:right:middle')).toMatch(/not a legal way|overlap/);
  });
});

describe('000 Boost: 1-straight or 1-bank forward; refused when it would overlap', () => {
  it('boost straight moves the X-wing 80 mm forward (1-straight template plus its base)', () => {
    // The T-65 has no boost; an RZ-1 A-wing does.
    const a = activation([{ id: 'a', pilot: 'greensquadronpilot', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }]);
    const d = actionOf(a, 'a');
    expect(ids(d)).toEqual(expect.arrayContaining(['boost:1F', 'boost:1B', 'boost:1N']));
    const before = ship(a, 'a').pose!;
    choose(a, 'boost:1F');
    expect(ship(a, 'a').pose!.y - before.y).toBeCloseTo(80);
  });

  it('a ship in the way of the straight boost takes that boost away', () => {
    const a = activation([
      { id: 'a', pilot: 'greensquadronpilot', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' },
      // Where the straight boost would end after the A-wing's 1-straight (y = 310); it moves after the A-wing.
      { id: 'w', pilot: 'bluesquadronescort', pose: { x: 400, y: 320, heading: 0 }, dial: '1F', initiative: 6 },
    ]);
    const d = actionOf(a, 'a');
    expect(ids(d)).not.toContain('boost:1F');
    expect(refusal(a, 'boost:1F')).toMatch(/not a legal way|overlap/);
  });
});

describe('000 Reinforce: a fore or aft reinforce token; it cancels one result of an attack from that half', () => {
  it('the Auzituck chooses fore, and an attack from ahead with two hits deals one damage', () => {
    const s = position(
      'activation',
      [{ id: 'g', pilot: 'kashyyykdefender', pose: { x: 400, y: 300, heading: 0 }, dial: '1F' }],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 560, heading: 180 }, dial: '1F', initiative: 4 }],
    );
    const d = actionOf(s, 'g');
    expect(ids(d)).toEqual(expect.arrayContaining(['reinforce:fore', 'reinforce:aft']));
    choose(s, 'reinforce:fore');
    expect(ship(s, 'g').reinforce).toBe('fore');
    const attack = playUntil(s, (x) => x.kind === 'declare-attack' && x.ship === 't')!;
    choose(s, attack.options.find((o) => o.id.startsWith('attack:g'))!.id);
    playUntil(s, (x) => x.kind === 'enter-dice' && x.accepts === 'attack-faces');
    choose(s, 'enter', ['hit', 'hit', ...Array.from({ length: s.pending!.count! - 2 }, () => 'blank')]);
    playUntil(s, (x) => x.kind === 'enter-dice' && x.accepts === 'defense-faces');
    choose(
      s,
      'enter',
      Array.from({ length: s.pending!.count! }, () => 'blank'),
    );
    playUntil(s, () => !s.cursor.attack);
    const ended = s.log.filter((e) => e.type === 'attack-neutralized').at(-1);
    expect(ended?.data).toMatchObject({ hits: 1, reinforced: true });
  });
});

describe('000 Coordinate: a friendly ship at range 1–2 performs an action', () => {
  const shuttle = (wingman: Partial<PositionShip> = {}) =>
    activation([
      { id: 'l', pilot: 'omicrongrouppilot', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' },
      { id: 'w', pilot: 'redsquadronveteran', pose: { x: 560, y: 150, heading: 0 }, dial: '1F', ...wingman },
    ]);

  it('the Lambda coordinates the X-wing beside it, which then performs its own focus action', () => {
    const s = shuttle();
    const d = actionOf(s, 'l');
    expect(ids(d)).toContain('coordinate:w');
    choose(s, 'coordinate:w');
    const next = s.pending!;
    expect(next).toMatchObject({ kind: 'choose-action', ship: 'w' });
    choose(s, 'focus');
    expect(ship(s, 'w').tokens.focus).toBe(1);
  });

  it('the coordinated focus counts for the round: the X-wing’s own activation refuses a second focus', () => {
    const s = shuttle();
    actionOf(s, 'l');
    choose(s, 'coordinate:w');
    choose(s, 'focus');
    const own = actionOf(s, 'w');
    expect(ids(own)).not.toContain('focus');
    expect(refusal(s, 'focus')).toContain('already performed focus this round');
    expect(ids(own).some((o) => o.startsWith('barrel-roll:'))).toBe(true);
  });

  it('a stressed friendly ship cannot be coordinated (it could not perform the action)', () => {
    const s = shuttle({ tokens: { stress: 1 } });
    const d = actionOf(s, 'l');
    expect(ids(d)).not.toContain('coordinate:w');
    expect(refusal(s, 'coordinate:w')).toContain('no unstressed friendly ship at range 1–2');
  });
});

describe('000 List of Actions, Jam: "A ship at range 1 gains 1 jam token"', () => {
  // An HWK-290 (red jam on its bar) with a TIE at range 1 and another at range 2.
  const hwk = () =>
    activation(
      [{ id: 'h', pilot: 'rebelscout', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }],
      [
        { id: 'r1', pilot: 'academypilot', pose: { x: 480, y: 150, heading: 0 }, dial: '1F', initiative: 4 },
        { id: 'r2', pilot: 'academypilot', pose: { x: 230, y: 150, heading: 0 }, dial: '1F', initiative: 4 },
      ],
    );

  it('the ship at range 1 is offered and gains a jam token; the red jam stresses the HWK', () => {
    const s = hwk();
    const d = actionOf(s, 'h');
    expect(ids(d)).toContain('jam:r1');
    choose(s, 'jam:r1');
    expect(ship(s, 'r1').tokens.jam).toBe(1);
    expect(ship(s, 'h').tokens.stress).toBe(1);
  });

  it('the ship at range 2 is not offered and is refused', () => {
    const s = hwk();
    const d = actionOf(s, 'h');
    expect(ids(d)).not.toContain('jam:r2');
    expect(refusal(s, 'jam:r2')).toMatch(/range 1/);
  });
});

describe('000 Reload: recover a charge on a torpedo, missile or device; gain a disarm token', () => {
  it('a Y-wing reloads its torpedoes (red: a stress), is disarmed, and cannot attack this round', () => {
    const s = position(
      'activation',
      [
        {
          id: 'y',
          pilot: 'graysquadronbomber',
          upgrades: [{ xws: 'protontorpedoes', charges: 1 }],
          pose: { x: 400, y: 300, heading: 0 },
          dial: '1F',
        },
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 600, heading: 180 }, dial: '1F', initiative: 4 }],
    );
    const d = actionOf(s, 'y');
    expect(ids(d)).toContain('reload:protontorpedoes');
    choose(s, 'reload:protontorpedoes');
    const y = ship(s, 'y');
    expect(y.upgrades.find((u) => u.xws === 'protontorpedoes')!.charges).toBe(2);
    expect(y.tokens.disarm).toBe(1);
    expect(y.tokens.stress).toBe(1);
    // 000 Disarm Tokens: a disarmed ship cannot perform attacks; the TIE may, the Y-wing is never asked.
    const asked: Decision[] = [];
    playUntil(s, (x) => {
      if (s.phase !== 'engagement') return s.phase === 'end' || s.phase === 'planning';
      asked.push(x);
      return false;
    });
    expect(asked.some((x) => x.kind === 'declare-attack' && x.ship === 'y')).toBe(false);
    expect(asked.some((x) => x.kind === 'declare-attack' && x.ship === 't')).toBe(true);
  });

  it('with every charge in place there is nothing to reload', () => {
    const s = position(
      'activation',
      [
        {
          id: 'y',
          pilot: 'graysquadronbomber',
          upgrades: ['protontorpedoes'],
          pose: { x: 400, y: 300, heading: 0 },
          dial: '1F',
        },
      ],
      [farTie],
    );
    expect(ids(actionOf(s, 'y'))).not.toContain('reload:protontorpedoes');
    expect(refusal(s, 'reload:protontorpedoes')).toContain('no torpedo, missile or device missing a charge');
  });
});

describe('000 Purple Actions: the ship spends 1 Force to perform one', () => {
  const jedi = (force: number) =>
    activation([{ id: 'j', pilot: 'jediknight', pose: { x: 400, y: 150, heading: 0 }, dial: '1F', force }]);

  it('a Jedi Knight with 1 Force performs the purple evade and has no Force left', () => {
    const s = jedi(1);
    const d = actionOf(s, 'j');
    expect(d.options.find((o) => o.id === 'evade')?.data?.difficulty).toBe('purple');
    choose(s, 'evade');
    expect(ship(s, 'j').tokens.evade).toBe(1);
    expect(ship(s, 'j').force).toBe(0);
  });

  it('without Force the purple evade is refused', () => {
    const s = jedi(0);
    expect(ids(actionOf(s, 'j'))).not.toContain('evade');
    expect(refusal(s, 'evade')).toContain('no Force to spend on a purple action');
  });
});

describe('000 Actions: once per round, red actions stress, stressed ships cannot act, linked actions', () => {
  it('the X-wing already focused this round (a position says so): focus is refused as repeated', () => {
    const s = activation([
      {
        id: 'x',
        pilot: 'redsquadronveteran',
        pose: { x: 400, y: 150, heading: 0 },
        dial: '1F',
        round: { actions: ['focus'] },
      },
    ]);
    expect(ids(actionOf(s, 'x'))).not.toContain('focus');
    expect(refusal(s, 'focus')).toContain('each action at most once per round');
  });

  it('a ship stressed by its red maneuver is asked for no action at all', () => {
    const s = activation([{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 }, dial: '3E' }]);
    const asked = playUntil(s, (x) => (x.kind === 'choose-action' && x.ship === 'x') || s.phase !== 'activation');
    expect(asked?.kind === 'choose-action' && asked.ship === 'x').toBe(false);
    expect(ship(s, 'x').tokens.stress).toBe(1);
  });

  it('a B-wing’s focus is linked to a red barrel roll: offered right after, and it stresses', () => {
    const s = activation([{ id: 'b', pilot: 'bluesquadronpilot', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' }]);
    actionOf(s, 'b');
    choose(s, 'focus');
    const linked = s.pending!;
    expect(linked).toMatchObject({ kind: 'choose-action', ship: 'b' });
    const roll = linked.options.find((o) => o.id.startsWith('barrel-roll:'));
    expect(roll?.data?.difficulty).toBe('red');
    expect(ids(linked)).not.toContain('lock:far');
    choose(s, roll!.id);
    expect(ship(s, 'b').tokens).toMatchObject({ focus: 1, stress: 1 });
  });
});
