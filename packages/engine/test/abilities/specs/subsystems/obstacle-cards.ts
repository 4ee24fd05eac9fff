/**
 * Cards that place obstacles (s36-vizsla; src/card-obstacles.ts), played from positions through `applyInPlace`.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec, SpecCase } from '../../card-spec.js';
import { playUntil, position } from '../../flow-harness.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;
const placed = (s: GameState) =>
  s.obstacles.filter((o) => o.name === 'loose-cargo' || o.name === 'electro-chaff-cloud');
const TIE: PositionShip = { pilot: 'academypilot', id: 'tie', pose: { x: 150, y: 850, heading: 180 } };

/**
 * Rigged Cargo Chute: a scum YT-1300 (large base, initiative 1) at (450, 450) facing +y executes its 1-straight (to
 * y = 570); in its Perform Action step it may drop the loose cargo with the 1-straight behind it.
 */
function riggedCargoChute(): CardSpec {
  const table = (charges?: number) => () =>
    position(
      'activation',
      [
        {
          pilot: 'freightercaptain',
          id: 'yt',
          upgrades: [charges === undefined ? 'riggedcargochute' : { xws: 'riggedcargochute', charges }],
          pose: { x: 450, y: 450, heading: 0 },
          dial: '1F',
        },
      ],
      [{ ...TIE, round: { activated: true } }],
    );
  const option = 'card:upgrade:riggedcargochute:0#0>1F';
  const play = (s: GameState) =>
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => (d.kind === 'choose-action' && d.options.some((o) => o.id === option) ? [option] : undefined),
    );
  const offered = (seen: Decision[]) =>
    seen.filter((d) => d.kind === 'choose-action').flatMap((d) => d.options.map((o) => o.id));
  const applies: SpecCase = {
    name: 'as its action the YT spends the charge and drops a loose cargo with the 1-straight behind it',
    state: table(),
    play,
    check: (s, seen) => {
      expect(offered(seen)).toContain(option);
      const [o] = placed(s);
      // Its rear edge at 570 − 40 = 530, the 40 mm template, the token's measured 29.2 mm: centre at y = 460.8.
      expect(o).toMatchObject({ name: 'loose-cargo', kind: 'loose-cargo' });
      expect(o!.pose.x).toBeCloseTo(450, 6);
      expect(o!.pose.y).toBeCloseTo(460.8, 6);
      expect(ship(s, 'yt').upgrades[0]!.charges).toBe(0);
      expect(s.log.some((e) => e.type === 'ability-used' && e.data?.source === 'upgrade:riggedcargochute:0')).toBe(
        true,
      );
    },
  };
  const spent: SpecCase = {
    name: 'its charge spent: the action is not offered, nothing dropped',
    state: table(0),
    play,
    check: (s, seen) => {
      expect(offered(seen).length).toBeGreaterThan(0);
      expect(offered(seen)).not.toContain(option);
      expect(placed(s)).toEqual([]);
    },
  };
  return { source: 'upgrade:riggedcargochute:0', applies, doesNotApply: [spent] };
}

/**
 * Electro-Chaff Missiles: a B-wing (small base) at (450, 300) facing +y in the System Phase may launch the cloud with
 * the 3-bank left or right or the 4-straight; it carries one fuse marker, lasts through this round's End Phase and is
 * removed in the next.
 */
function electroChaffMissiles(): CardSpec {
  const name = 'Electro-Chaff Missiles';
  const table = (charges?: number) => () =>
    position(
      'system',
      [
        {
          pilot: 'bluesquadronpilot',
          id: 'b',
          upgrades: [charges === undefined ? 'electrochaffmissiles' : { xws: 'electrochaffmissiles', charges }],
          pose: { x: 450, y: 300, heading: 0 },
        },
      ],
      [TIE],
    );
  const asked = (seen: Decision[]) => seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes(name));
  const play = (s: GameState) =>
    playUntil(
      s,
      (st) => st.round > 1,
      (d) => (d.kind === 'use-ability' && d.prompt.includes(name) ? ['use:4F'] : undefined),
    );
  const applies: SpecCase = {
    name: 'in the System Phase the B-wing spends the charge to launch a fused cloud with the 4-straight',
    state: table(),
    play,
    check: (s, seen) => {
      expect(asked(seen)[0]!.options.map((o) => o.id)).toEqual(expect.arrayContaining(['use:3B', 'use:3N', 'use:4F']));
      const launched = s.log.find((e) => e.type === 'obstacle-placed');
      expect(launched?.data).toMatchObject({ name: 'electro-chaff-cloud', how: 'launch', template: '4F', fuses: 1 });
      // Its front edge at 320, the 160 mm template, the token's measured 17.7 mm: centre at y = 497.7.
      expect((launched!.data!.pose as { y: number }).y).toBeCloseTo(497.7, 6);
      expect(ship(s, 'b').upgrades[0]!.charges).toBe(0);
      // Round 1's End Phase took its fuse; it stays into round 2.
      const [cloud] = placed(s);
      expect(cloud).toMatchObject({ kind: 'electro-chaff', fuses: 0 });
    },
  };
  const spent: SpecCase = {
    name: 'its charge spent: not asked, no cloud',
    state: table(0),
    play,
    check: (s, seen) => {
      expect(asked(seen)).toEqual([]);
      expect(placed(s)).toEqual([]);
    },
  };
  const othersStep: SpecCase = {
    name: 'the TIE’s own System Phase step (initiative 1, before the B-wing’s): the B-wing is not asked then',
    state: table(),
    // Played until the B-wing's own step starts (the system phase lists each ship as its step begins).
    play: (s) =>
      playUntil(
        s,
        (st) => ((st.cursor as { done?: string[] }).done ?? []).includes('b'),
        (d) => (d.kind === 'use-ability' && d.prompt.includes(name) ? ['use:4F'] : undefined),
      ),
    check: (s, seen) => {
      expect(asked(seen)).toEqual([]);
      expect(placed(s)).toEqual([]);
    },
  };
  return { source: 'upgrade:electrochaffmissiles:0', applies, doesNotApply: [spent, othersStep] };
}

export const SPECS: CardSpec[] = [riggedCargoChute(), electroChaffMissiles()];
