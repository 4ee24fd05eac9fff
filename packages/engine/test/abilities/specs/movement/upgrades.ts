/**
 * Card specs for the upgrades of abilities/cards/movement/upgrades.ts. Rules: 000 Configuration upgrades; 001
 * Activation Phase (Reveal Dial, Execute Maneuver, Perform Action), Boost, Charges, Stress.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, farTie, imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

const sFoilsEngagement = () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: [{ xws: 'servomotorsfoils', side: 0 }] })],
    [imperial('t', 'academypilot', 400, 490)],
  );

/** The S-foils ship about to activate (or, `activated`, done for this round while the TIE activates). */
const sFoilsActivation = (side: 0 | 1, activated: boolean) => () =>
  position(
    'activation',
    [
      rebel('x', 'redsquadronveteran', 400, 150, {
        dial: '2F',
        upgrades: [{ xws: 'servomotorsfoils', side }],
        ...(activated ? { round: { activated: true } } : {}),
      }),
    ],
    [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
  );
const sFoilsFlip = (side: 0 | 1): CardSpec => ({
  source: `upgrade:servomotorsfoils:${side}`,
  applies: kase(
    `side ${side} is flipped before its ship reveals its dial`,
    sFoilsActivation(side, false),
    playing(leaves('activation'), () => useAbilityOf('S-foils')),
    (s, seen) => {
      expect(seen.filter((d) => offered([d], 'S-foils')).map((d) => d.ship)).toEqual(['x']);
      expect(shipOf(s, 'x').upgrades[0]!.side).toBe(1 - side);
      expect(usedIndexes(s, `upgrade:servomotorsfoils:${side}`)).toEqual([side === 0 ? 1 : 0]);
      const flipped = s.log.findIndex((e) => e.type === 'upgrade-flipped' && e.ship === 'x');
      const revealed = s.log.findIndex((e) => e.type === 'dial-revealed' && e.ship === 'x');
      expect(flipped).toBeGreaterThanOrEqual(0);
      expect(flipped).toBeLessThan(revealed);
    },
  ),
  doesNotApply: kase(
    'its ship has activated already: only the TIE activates, and nobody is asked',
    sFoilsActivation(side, true),
    playing(leaves('activation'), () => useAbilityOf('S-foils')),
    (s, seen) => {
      expect(offered(seen, 'S-foils')).toBe(false);
      expect(shipOf(s, 'x').upgrades[0]!.side).toBe(side);
    },
  ),
});

const afterburnersTable = (dial: string) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 150, { dial, upgrades: ['afterburners'], tokens: { stress: 1 } })],
    [farTie()],
  );
const afterburnersPlay = playing(leaves('activation'), () =>
  useAbilityOf('Afterburners', picks('choose-action', 'boost:1F', 'x')),
);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:afterburners:0',
    applies: kase(
      'after a 3 straight, stressed, a charge buys a boost',
      afterburnersTable('3F'),
      afterburnersPlay,
      (s, seen) => {
        expect(offered(seen, 'Afterburners')).toBe(true);
        expect(actionOffered(seen, 'Afterburners')).toBe(true);
        expect(logged(s, 'action-performed', 'x').some((e) => e.data?.action === 'boost')).toBe(true);
        expect(shipOf(s, 'x').upgrades[0]!.charges).toBe(1);
      },
    ),
    doesNotApply: [
      kase('after a speed 2 maneuver', afterburnersTable('2F'), afterburnersPlay, (s, seen) => {
        expect(offered(seen, 'Afterburners')).toBe(false);
        expect(shipOf(s, 'x').upgrades[0]!.charges).toBe(2);
      }),
      kase(
        'a wingman flies a 3 straight while the stressed X-wing flies a 1 straight',
        () =>
          position(
            'activation',
            [
              rebel('x', 'redsquadronveteran', 400, 150, {
                dial: '1F',
                upgrades: ['afterburners'],
                tokens: { stress: 1 },
              }),
              rebel('y', 'redsquadronveteran', 250, 150, { dial: '3F' }),
            ],
            [farTie()],
          ),
        afterburnersPlay,
        (s, seen) => {
          expect(offered(seen, 'Afterburners')).toBe(false);
          expect(shipOf(s, 'x').upgrades[0]!.charges).toBe(2);
        },
      ),
    ],
  },
  {
    source: 'upgrade:servomotorsfoils:0',
    applies: kase(
      'closed, the primary attack rolls 2 dice at range 2',
      sFoilsEngagement,
      attackPlay('x', 't'),
      (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(2),
    ),
    doesNotApply: [
      kase(
        'closed, the X-wing defends: the TIE’s dice are its own 2',
        sFoilsEngagement,
        attackPlay('t', 'x'),
        (_s, seen) => expect(diceCounts(seen, 't', 'x')).toEqual({ attack: 2, defense: 2 }),
      ),
      kase(
        'closed, a torpedo attack (not primary) rolls the torpedoes’ 4 dice',
        () =>
          position(
            'engagement',
            [
              rebel('x', 'redsquadronveteran', 400, 300, {
                upgrades: [{ xws: 'servomotorsfoils', side: 0 }, 'protontorpedoes'],
                locks: ['t'],
              }),
            ],
            [imperial('t', 'academypilot', 400, 560)],
          ),
        attackPlay('x', 't', undefined, 'protontorpedoes'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(4),
      ),
    ],
  },
  sFoilsFlip(0),
  sFoilsFlip(1),
];
