/**
 * Card specs for the upgrade cards of abilities/cards/upgrades.ts (Marksmanship is in examples.ts, Afterburners in
 * pilots-xwing.ts). Rules: 000 Attack (Roll and Modify Dice), Special Weapons (requirements, charges), Configuration
 * upgrades; 001 Arcs (bullseye, firing arcs), Activation Phase (Reveal Dial).
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../card-spec.js';
import {
  answers,
  leaves,
  logged,
  modifiesWith,
  offered,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, playing, rebel } from '../spec-helpers.js';

const torpedoTable = () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['protontorpedoes'], locks: ['t'] })],
    [imperial('t', 'academypilot', 400, 560)],
  );
const torpedoPlay = (weapon: string) =>
  attackPlay(
    'x',
    't',
    () => answers(rolls('x', 'attack', ['hit', 'hit', 'blank', 'blank']), modifiesWith('Proton')),
    weapon,
  );

const predatorTable = (defenderX: number) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['predator'] })],
    [imperial('t', 'academypilot', defenderX, 490)],
  );
const predatorPlay = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['blank', 'hit', 'hit'], ['crit']), modifiesWith('Predator')),
);

const outmaneuverTable = (defenderHeading: number) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: ['outmaneuver'] })],
    [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 490, heading: defenderHeading } }],
  );

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

const r2Table = (shields: number) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 150, { upgrades: ['r2astromech'], dial: '2F', shields })],
    [imperial('t', 'academypilot', 400, 800, { dial: '1F' })],
  );
const r2Play = playing(leaves('activation'), () => useAbilityOf('R2 Astromech'));

const aimTable = (force?: number) => () =>
  position(
    'engagement',
    [
      rebel('a', 'lukeskywalker', 400, 300, {
        upgrades: ['concussionmissiles', 'instinctiveaim'],
        ...(force === undefined ? {} : { force }),
      }),
    ],
    [imperial('t', 'academypilot', 400, 560)],
  );
const missilesOffered = (s: GameState) =>
  (s.pending?.options ?? []).some((o) => o.id.startsWith('attack:t:concussionmissiles'));

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:protontorpedoes:0',
    applies: kase(
      'the torpedo attack turns a hit into a crit',
      torpedoTable,
      torpedoPlay('protontorpedoes'),
      (s, seen) => {
        expect(offered(seen, 'Proton Torpedoes')).toBe(true);
        expect(logged(s, 'modification-used', 'x').map((e) => e.data?.after)).toContainEqual(
          expect.arrayContaining(['crit']),
        );
      },
    ),
    doesNotApply: kase('a primary attack', torpedoTable, torpedoPlay('primary'), (_s, seen) =>
      expect(offered(seen, 'Proton Torpedoes')).toBe(false),
    ),
  },
  {
    source: 'upgrade:predator:0',
    applies: kase('straight ahead: the blank is rerolled into a crit', predatorTable(400), predatorPlay, (s, seen) => {
      expect(offered(seen, 'Predator')).toBe(true);
      expect(logged(s, 'dice-rerolled').map((e) => e.data?.faces)).toEqual([['crit']]);
    }),
    doesNotApply: kase('in the front arc but off the bullseye', predatorTable(470), predatorPlay, (s, seen) => {
      expect(offered(seen, 'Predator')).toBe(false);
      expect(logged(s, 'dice-rerolled')).toHaveLength(0);
    }),
  },
  {
    source: 'upgrade:outmaneuver:0',
    applies: kase(
      'behind the TIE, outside its arcs: it rolls 2 of its 3 dice',
      outmaneuverTable(0),
      attackPlay('x', 't'),
      (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(2),
    ),
    doesNotApply: kase('the TIE faces the attacker: 3 dice', outmaneuverTable(180), attackPlay('x', 't'), (_s, seen) =>
      expect(diceCounts(seen, 'x', 't').defense).toBe(3),
    ),
  },
  {
    source: 'upgrade:servomotorsfoils:0',
    applies: kase(
      'closed, the primary attack rolls 2 dice at range 2',
      sFoilsEngagement,
      attackPlay('x', 't'),
      (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(2),
    ),
    doesNotApply: kase(
      'closed, the X-wing defends: the TIE’s dice are its own 2',
      sFoilsEngagement,
      attackPlay('t', 'x'),
      (_s, seen) => expect(diceCounts(seen, 't', 'x')).toEqual({ attack: 2, defense: 2 }),
    ),
  },
  sFoilsFlip(0),
  sFoilsFlip(1),
  {
    source: 'upgrade:r2astromech:0',
    applies: kase(
      'a damaged shield is recovered after the reveal, for a charge and a disarm token',
      r2Table(1),
      r2Play,
      (s, seen) => {
        expect(offered(seen, 'R2 Astromech')).toBe(true);
        const x = shipOf(s, 'x');
        expect(x.shields).toBe(2);
        expect(logged(s, 'cost-paid', 'x')[0]?.data?.costs).toContainEqual({
          kind: 'gain-token',
          token: 'disarm',
          count: 1,
        });
        const revealed = s.log.findIndex((e) => e.type === 'dial-revealed' && e.ship === 'x');
        const recovered = s.log.findIndex((e) => e.type === 'shield-recovered' && e.ship === 'x');
        const moved = s.log.findIndex((e) => e.type === 'maneuver-executed' && e.ship === 'x');
        expect(revealed).toBeLessThan(recovered);
        expect(recovered).toBeLessThan(moved);
      },
    ),
    doesNotApply: kase('with full shields it is not offered', r2Table(2), r2Play, (s, seen) => {
      expect(offered(seen, 'R2 Astromech')).toBe(false);
      expect(logged(s, 'shield-recovered')).toHaveLength(0);
    }),
  },
  {
    source: 'upgrade:instinctiveaim:0',
    applies: kase(
      'no lock: the missiles are offered, and 1 Force is spent on declaring them',
      aimTable(),
      (s) => {
        expect(missilesOffered(s)).toBe(true);
        return attackPlay('a', 't', undefined, 'concussionmissiles')(s);
      },
      (s) => expect(logged(s, 'cost-paid', 'a')[0]?.data?.costs).toEqual([{ kind: 'spend-force', count: 1 }]),
    ),
    doesNotApply: kase(
      'no lock and no Force: the missiles are not offered',
      aimTable(0),
      (s) => {
        expect(missilesOffered(s)).toBe(false);
        return attackPlay('a', 't')(s);
      },
      (s) => expect(logged(s, 'cost-paid', 'a')).toHaveLength(0),
    ),
  },
];
