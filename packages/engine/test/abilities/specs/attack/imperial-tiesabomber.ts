/**
 * Card specs for the Galactic Empire TIE/sa bomber pilots of abilities/cards/attack/imperial-tiesabomber.ts.
 * Rules: 001 Attack (Modify Attack Dice); 000 Arcs (bullseye), Range; special weapons (torpedo, missile).
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, attacks, logged, modifiesWith, offered, playUntil, rolls } from '../../flow-harness.js';
import { attackPlay, kase, vsXwing } from '../../spec-helpers.js';

const ordnance = { upgrades: [{ xws: 'concussionmissiles' }, { xws: 'protontorpedoes' }], locks: ['x'] };
const play = (attacker: string, card: string, weapon: string) =>
  attackPlay(
    attacker,
    'x',
    () => answers(rolls(attacker, 'attack', ['focus', 'focus', 'focus', 'focus']), modifiesWith(card)),
    weapon,
  );
const seen = (card: string, yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, card)).toBe(yes);

/** Jonus at (400, 490) facing the X-wing; his wingman, with missiles and a lock on the X-wing, at (wx, 490). */
const jonusTable = (pilot: string, wx: number) =>
  vsXwing(['j', pilot, 400, 490], ['w', 'academypilot', wx, 490, ordnance]);
const jonus = (pilot: string): CardSpec => ({
  source: `pilot:${pilot}`,
  applies: kase(
    'his wingman at range 1 fires its missiles: it rerolls',
    jonusTable(pilot, 330),
    play('w', 'Captain Jonus', 'concussionmissiles'),
    seen('Captain Jonus', true),
  ),
  doesNotApply: [
    kase(
      'the wingman at range 3 fires its missiles',
      jonusTable(pilot, 120),
      play('w', 'Captain Jonus', 'concussionmissiles'),
      seen('Captain Jonus', false),
    ),
    kase(
      'the wingman at range 1 attacks with its primary weapon',
      jonusTable(pilot, 330),
      play('w', 'Captain Jonus', 'primary'),
      seen('Captain Jonus', false),
    ),
  ],
});

/** Rhymer with torpedoes and a lock on the X-wing, at (rx, 490); `wing`: his wingman, in his bullseye, fires instead. */
const rhymerTable = (rx: number) => vsXwing(['r', 'majorrhymer-swz98', rx, 490, ordnance]);
const wingTable = vsXwing(['r', 'majorrhymer-swz98', 400, 640], ['w', 'academypilot', 400, 470, ordnance]);
const R = 'Major Rhymer';

export const SPECS: CardSpec[] = [
  jonus('captainjonus'),
  jonus('captainjonus-swz105'),
  {
    source: 'pilot:majorrhymer-swz98',
    applies: kase(
      'his torpedoes at the X-wing in his bullseye: a focus becomes a crit',
      rhymerTable(400),
      play('r', R, 'protontorpedoes'),
      seen(R, true),
    ),
    doesNotApply: [
      kase('the X-wing off his bullseye', rhymerTable(340), play('r', R, 'protontorpedoes'), seen(R, false)),
      kase('his missiles, not torpedoes', rhymerTable(400), play('r', R, 'concussionmissiles'), seen(R, false)),
      kase(
        'his wingman in his bullseye fires its torpedoes',
        wingTable,
        play('w', R, 'protontorpedoes'),
        seen(R, false),
      ),
    ],
  },
];

/** Major Rhymer (r, Proton Torpedoes: range 2–3, a lock on the X-wing) at (400, `y`) faces the X-wing at (400, 300). */
const rangeTable = (y: number, pilot = 'majorrhymer') =>
  vsXwing(['r', pilot, 400, y, { upgrades: ['protontorpedoes'], locks: ['x'] }]);
/** Whether his torpedoes were offered against the X-wing. */
const torpedoOffered = (seen: Decision[]) =>
  seen.some(
    (d) =>
      d.kind === 'declare-attack' &&
      d.ship === 'r' &&
      d.options.some((o) => o.id.startsWith('attack:x:protontorpedoes')),
  );
const rangePlay = (s: GameState) =>
  playUntil(
    s,
    (x) => x.phase !== 'engagement' || logged(x, 'attack-ended').length > 0,
    attacks('r', 'x', 'protontorpedoes'),
  );

SPECS.push({
  source: 'pilot:majorrhymer',
  standing: true,
  applies: kase('at range 1 his range 2–3 torpedoes still reach the X-wing', rangeTable(400), rangePlay, (s, seen) => {
    expect(torpedoOffered(seen)).toBe(true);
    expect(logged(s, 'attack-declared', 'r')[0]?.data).toMatchObject({ weapon: 'protontorpedoes' });
  }),
  doesNotApply: [
    kase('beyond range 3: no limit widens past it', rangeTable(720), rangePlay, (_s, seen) =>
      expect(torpedoOffered(seen)).toBe(false),
    ),
    kase(
      'another TIE/sa pilot at range 1: the card’s range holds',
      rangeTable(400, 'gammasquadronace'),
      rangePlay,
      (_s, seen) => expect(torpedoOffered(seen)).toBe(false),
    ),
  ],
});
