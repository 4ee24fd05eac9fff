/**
 * Card specs for the TIE/in interceptor pilots of abilities/cards/support/imperial-tieininterceptor.ts. Rules: 001
 * Engagement Phase (its start), 000 Arcs (bullseye arc).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, picks, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Soontir Fel facing up the table at (400, 300), an enemy ship at (`x`, `y`). */
const felTable = (x: number, y: number) => () =>
  position('engagement', [rebel('s', 'soontirfel', 400, 300)], [imperial('t', 'academypilot', x, y)]);
const felPlay = playing(leaves('engagement'));
const focusGained = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 's').some((e) => e.data?.token === 'focus');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:soontirfel',
    applies: kase(
      'the enemy straight ahead, in his bullseye: he gains a focus token',
      felTable(400, 490),
      felPlay,
      (s) => expect(focusGained(s)).toBe(true),
    ),
    doesNotApply: kase(
      'the enemy in his front arc but off his bullseye: no focus token',
      felTable(540, 450),
      felPlay,
      (s) => {
        expect(logged(s, 'ability-used', 's')).toHaveLength(0);
        expect(focusGained(s)).toBe(false);
      },
    ),
  },
];

/**
 * Ciena Ree (000 "Destroying Ships", "Stress"; 001 Engagement Phase): Ciena facing down at (400, 490) with `tokens`; a
 * Z-95 with no shields facing up at (400, 300) (two hits destroy it); with `wx`, a TIE of hers at (`wx`, 490).
 */
const cienaTable =
  (tokens: Record<string, number> = {}, wx?: number) =>
  () =>
    position(
      'engagement',
      [rebel('z', 'binayrepirate', 400, 300, { shields: 0 })],
      [
        imperial('c', 'cienaree', 400, 490, { tokens }),
        ...(wx === undefined ? [] : [imperial('w', 'academypilot', wx, 490)]),
      ],
    );
const cienaAttacks = (hits: string[]) => attackPlay('c', 'z', () => rolls('c', 'attack', hits));
const stressGained = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'c').filter((e) => e.data?.token === 'stress').length;

SPECS.push({
  source: 'pilot:cienaree',
  applies: kase('she destroys the Z-95: a stress token', cienaTable(), cienaAttacks(['hit', 'hit', 'hit']), (s) =>
    expect(stressGained(s)).toBe(1),
  ),
  doesNotApply: [
    kase('the Z-95 survives her attack: no stress', cienaTable(), cienaAttacks(['hit', 'blank', 'blank']), (s) =>
      expect(stressGained(s)).toBe(0),
    ),
    kase(
      'her wingman destroys the Z-95: no stress',
      cienaTable({}, 520),
      attackPlay('w', 'z', () => rolls('w', 'attack', ['hit', 'hit'])),
      (s) => expect(stressGained(s)).toBe(0),
    ),
  ],
});

/**
 * Her other ability: Ciena (stressed unless said) facing down at (400, 490); a TIE of hers facing down at (`wx`, `wy`)
 * (three hits destroy it: range 1 at (520, 490), beyond range 3 at (850, 290)); an X-wing 110 below it attacks it.
 */
const lossTable =
  (wx = 520, wy = 490, stress = 1) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', wx, wy - 190)],
      [
        imperial('c', 'cienaree', 400, 490, { tokens: stress ? { stress } : {} }),
        imperial('w', 'academypilot', wx, wy),
      ],
    );
const xDestroysWing = attackPlay('x', 'w', () => rolls('x', 'attack', ['hit', 'hit', 'hit']));
const stressRemoved = (s: Parameters<typeof logged>[0]) =>
  s.log.filter((e) => e.type === 'ability-used' && e.data?.source === 'pilot:cienaree' && e.data?.index === 1).length;

SPECS.push({
  source: 'pilot:cienaree',
  applies: kase('her wingman at range 1 is destroyed: she sheds her stress token', lossTable(), xDestroysWing, (s) => {
    expect(logged(s, 'ship-destroyed', 'w')).toHaveLength(1);
    expect(stressRemoved(s)).toBe(1);
  }),
  doesNotApply: [
    kase('the wingman is destroyed beyond range 3: she keeps it', lossTable(850, 290), xDestroysWing, (s) => {
      expect(logged(s, 'ship-destroyed', 'w')).toHaveLength(1);
      expect(stressRemoved(s)).toBe(0);
    }),
    kase('she holds no stress token: nothing to remove', lossTable(520, 490, 0), xDestroysWing, (s) => {
      expect(logged(s, 'ship-destroyed', 'w')).toHaveLength(1);
      expect(stressRemoved(s)).toBe(0);
    }),
  ],
});

/**
 * "Sigma 7" (000 "Lock", "Charges and the Force"; 001 System Phase): she faces down at (400, 500) with `charges`, a TIE
 * wingman at (200, 700) whose System Phase turn comes after hers (initiative 6); an X-wing facing up at (400, `xy`) (420: range 1; 340: range 2).
 */
const sigmaTable =
  (xy = 420, charges = 2) =>
  () =>
    position(
      'system',
      [rebel('x', 'redsquadronveteran', 400, xy)],
      [
        imperial('s', 'sigma7-battleofyavin', 400, 500, { charges }),
        imperial('w', 'academypilot', 200, 700, { initiative: 6 }),
      ],
    );
const sigmaPlay = playing(leaves('system'), () => picks('use-ability', 'use:x', 's'));
const sigmaOffers = (seen: Parameters<typeof offered>[0]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Sigma 7')).length;

SPECS.push({
  source: 'pilot:sigma7-battleofyavin',
  applies: kase(
    'the X-wing at range 1: a charge for a lock, asked in her own turn only',
    sigmaTable(),
    sigmaPlay,
    (s, seen) => {
      expect(sigmaOffers(seen)).toBe(1);
      expect(shipOf(s, 's').locks).toEqual([{ target: 'x' }]);
      expect(shipOf(s, 's').charges).toBe(1);
    },
  ),
  doesNotApply: [
    kase('the X-wing at range 2: not offered', sigmaTable(340), sigmaPlay, (s, seen) => {
      expect(offered(seen, 'Sigma 7')).toBe(false);
      expect(shipOf(s, 's').locks).toEqual([]);
    }),
    kase('no charge left: not offered', sigmaTable(420, 0), sigmaPlay, (_s, seen) =>
      expect(offered(seen, 'Sigma 7')).toBe(false),
    ),
    kase(
      'she declines in her turn: not asked again in the wingman’s',
      sigmaTable(),
      playing(leaves('system')),
      (s, seen) => {
        expect(sigmaOffers(seen)).toBe(1);
        expect(shipOf(s, 's').locks).toEqual([]);
      },
    ),
  ],
});

/**
 * Commandant Goran (initiative 4) facing down at (400, 600); a wingman `pilot` facing down at (`wx`, 600) with a strain
 * and a deplete token (at 520: range 1; at 20: beyond range 3). An X-wing far off.
 */
const goranTable =
  (pilot = 'academypilot', wx = 520) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 850, 60)],
      [
        imperial('g', 'commandantgoran', 400, 600),
        imperial('w', pilot, wx, 600, { tokens: { strain: 1, deplete: 1 } }),
      ],
    );
const goranPlay = playing(leaves('engagement'), () => picks('use-ability', 'use:deplete', 'g'));
const goranGave = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'w').filter((e) => e.data?.token === 'evade').length;

SPECS.push({
  source: 'pilot:commandantgoran',
  applies: kase('the academy pilot at range 1: an evade, and its deplete token goes', goranTable(), goranPlay, (s) => {
    expect(goranGave(s)).toBe(1);
    expect(logged(s, 'token-removed', 'w').map((e) => e.data?.token)).toContain('deplete');
  }),
  doesNotApply: [
    kase(
      'the wingman is Soontir Fel, of a higher initiative: nobody to pick',
      goranTable('soontirfel'),
      goranPlay,
      (s) => expect(goranGave(s)).toBe(0),
    ),
    kase('the wingman is beyond range 3', goranTable('academypilot', 20), goranPlay, (s) =>
      expect(goranGave(s)).toBe(0),
    ),
  ],
});
