/**
 * Card specs for the illicit upgrades of abilities/cards/attack/illicit.ts. Rules: 000 "Destroying Ships", "Measuring
 * Range". The TIE (t, range 1 ahead) destroys the X-wing v (no shields, three damage cards); c is v's wingman at range
 * 1 of it, f a wingman far away.
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, playing, rebel } from '../../spec-helpers.js';

const HURT = { card: 'directhit', faceup: false };

const switchTable =
  (v: string[], c: string[], vDamage = 3) =>
  () =>
    position(
      'engagement',
      [
        rebel('v', 'redsquadronveteran', 400, 300, {
          shields: 0,
          upgrades: v,
          damage: Array.from({ length: vDamage }, () => HURT),
        }),
        rebel('c', 'redsquadronveteran', 480, 300, { upgrades: c }),
        rebel('f', 'redsquadronveteran', 50, 300),
      ],
      [imperial('t', 'academypilot', 400, 390)],
    );
const switchPlay = playing(leaves('engagement'), () =>
  answers(
    (d) => (d.kind === 'declare-attack' ? (d.ship === 't' ? ['attack:v:primary:front'] : ['pass']) : undefined),
    rolls('t', 'attack', ['hit', 'hit']),
  ),
);
const hurt = (s: Parameters<typeof shipOf>[0]) => ({
  c: shipOf(s, 'c').shields,
  t: shipOf(s, 't').damage.length,
  f: shipOf(s, 'f').damage.length,
});

/** The X-wing x (Hotshot Tail Blaster) and the TIE t right behind it, at range 0 (bases touching) or at range 1. */
const tailTable = (y: number) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['hotshottailblaster'] })],
    [imperial('t', 'academypilot', 400, y)],
  );
const tailPlay = (weapon: string) =>
  attackPlay('x', 't', () => answers(rolls('x', 'attack', ['hit', 'hit']), rolls('t', 'defense', [])), weapon);
const declaredWith = (s: Parameters<typeof shipOf>[0]) =>
  logged(s, 'attack-declared', 'x').map((e) => `${String(e.data?.weapon)}@${String(e.data?.range)}`);

/** Feedback Array: the X-wing x (the card aboard, or its wingman w) and the TIE t touching it (at y 340) or not (450). */
const FA = 'feedbackarray';
const faTable =
  (carrier: 'x' | 'w', ty = 340) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, carrier === 'x' ? { upgrades: [FA] } : {}),
        rebel('w', 'redsquadronveteran', 100, 100, carrier === 'w' ? { upgrades: [FA] } : {}),
      ],
      [imperial('t', 'academypilot', 400, ty)],
    );
const faPlay = (use: boolean) =>
  playing(
    leaves('engagement'),
    () => (d) =>
      d.kind === 'use-ability' && d.prompt.includes('Feedback Array')
        ? [use ? 'use' : 'decline']
        : d.kind === 'declare-attack'
          ? ['pass']
          : undefined,
  );
const faAsked = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Feedback Array')).length;

export const SPECS: CardSpec[] = [
  {
    source: `upgrade:${FA}:0`,
    applies: kase('t touches x: an ion and a disarm token, t suffers a hit', faTable('x'), faPlay(true), (s) => {
      expect(shipOf(s, 't').damage).toHaveLength(1);
      expect(shipOf(s, 'x').shields).toBe(2);
      expect(shipOf(s, 'x').tokens.ion).toBe(1); // its disarm token goes in the End Phase
    }),
    doesNotApply: [
      kase('nothing touches x: not asked', faTable('x', 450), faPlay(true), (_s, seen) =>
        expect(faAsked(seen)).toBe(0),
      ),
      kase('declined: asked once, before x engages only', faTable('x'), faPlay(false), (_s, seen) =>
        expect(faAsked(seen)).toBe(1),
      ),
      kase('its wingman w, touching nothing, carries it: not asked', faTable('w'), faPlay(true), (_s, seen) =>
        expect(faAsked(seen)).toBe(0),
      ),
    ],
  },
  {
    source: 'upgrade:hotshottailblaster:0',
    applies: kase(
      'the TIE touches its rear: the blaster fires at range 0',
      tailTable(260),
      tailPlay('hotshottailblaster'),
      (s) => {
        expect(declaredWith(s)).toEqual(['hotshottailblaster@0']);
        expect(shipOf(s, 't').damage).toHaveLength(2);
      },
    ),
    doesNotApply: kase('a primary attack at a TIE ahead at range 1', tailTable(390), tailPlay('primary'), (s) =>
      expect(declaredWith(s)).toEqual(['primary@1']),
    ),
  },
  {
    source: 'upgrade:deadmansswitch:0',
    applies: kase(
      'the X-wing is destroyed: its wingman loses a shield, the TIE beside it is dealt a card',
      switchTable(['deadmansswitch'], []),
      switchPlay,
      (s) => {
        expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
        expect(hurt(s)).toEqual({ c: 1, t: 1, f: 0 });
      },
    ),
    doesNotApply: [
      kase(
        'its wingman carries it when the X-wing is destroyed',
        switchTable([], ['deadmansswitch']),
        switchPlay,
        (s) => {
          expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);
          expect(hurt(s)).toEqual({ c: 2, t: 0, f: 0 });
        },
      ),
      kase('the X-wing survives the attack', switchTable(['deadmansswitch'], [], 0), switchPlay, (s) => {
        expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(0);
        expect(hurt(s)).toEqual({ c: 2, t: 0, f: 0 });
      }),
    ],
  },
];
