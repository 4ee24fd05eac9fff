/**
 * TIE/ph Phantom pilots of abilities/cards/subsystems/imperial-tiephphantom.ts: "Echo" decloaks with the 2-bank
 * template instead of the 2-straight (supplement "Cloak and decloak"; `decloak-template`); Manual Ailerons offers it
 * beside the 2-straight for a charge.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { playUntil, position } from '../../flow-harness.js';

/** A cloaked TIE/ph Phantom (`pilot`, with `upgrades`) in the System Phase, and an X-wing far away. */
function table(pilot: string, upgrades: PositionShip['upgrades'] = []) {
  return () =>
    position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
      [{ pilot, id: 'ph', pose: { x: 400, y: 600, heading: 180 }, dial: '1F', tokens: { cloak: 1 }, upgrades }],
    );
}
/** Decloaks with the option `id` (recording the decloak question asked). */
const decloakWith = (id: string) => (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'system',
    (d) => (d.kind === 'choose-reposition' ? [id] : undefined),
  );
const offered = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'choose-reposition').flatMap((d) => d.options.map((o) => o.id));
const ph = (s: GameState) => s.ships.find((x) => x.id === 'ph')!;

const ailerons = (s: GameState) => ph(s).upgrades.find((u) => u.xws === 'manualailerons-tiephphantom')!.charges;

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:manualailerons-tiephphantom:0',
    applies: {
      name: 'the 2-bank decloaks are offered beside the 2-straight ones for a charge; the left boost spends it',
      state: table('sigmasquadronace', ['manualailerons-tiephphantom']),
      play: decloakWith('decloak:boost:left'),
      check: (s, seen) => {
        const ids = offered(seen);
        expect(ids).toContain('decloak:boost');
        expect(ids).toContain('decloak:left:middle');
        expect(ids).toContain('decloak:right:middle:forward');
        const label = seen
          .find((d) => d.kind === 'choose-reposition')!
          .options.find((o) => o.id === 'decloak:boost:left')!.label;
        expect(label).toContain('(1 charge)');
        expect(ailerons(s)).toBe(1);
        expect(ph(s).pose!.heading).not.toBe(180);
      },
    },
    doesNotApply: [
      {
        name: 'no charge left: the 2-straight decloaks only',
        state: table('sigmasquadronace', [{ xws: 'manualailerons-tiephphantom', charges: 0 }]),
        play: decloakWith('decloak:boost'),
        check: (s, seen) => {
          expect(offered(seen)).not.toContain('decloak:boost:left');
          expect(ph(s).pose!.y).toBeCloseTo(480, 1);
        },
      },
      {
        name: 'with the charge, a 2-straight decloak costs nothing',
        state: table('sigmasquadronace', ['manualailerons-tiephphantom']),
        play: decloakWith('decloak:boost'),
        check: (s) => expect(ailerons(s)).toBe(2),
      },
    ],
  },
  {
    source: 'pilot:echo',
    standing: true,
    applies: {
      name: '"Echo" decloaks: 2-bank boosts and rolls only; the left boost ends where a 2-bank left puts her',
      state: table('echo'),
      play: decloakWith('decloak:boost:left'),
      check: (s, seen) => {
        const ids = offered(seen);
        expect(ids).toContain('decloak:boost:right');
        expect(ids).toContain('decloak:right:middle:forward');
        expect(ids).toContain('decloak:left:front:backward');
        expect(ids).not.toContain('decloak:boost');
        expect(ids).not.toContain('decloak:left:middle');
        // Facing down the table (heading 180), a 2-bank to her left ends 52.22 mm to her left (+x here) and
        // 126.07 mm ahead (−y), turned 45° (geometry.md, Repositioning).
        const pose = ph(s).pose!;
        expect(pose.x).toBeCloseTo(400 + 130 * (1 - Math.SQRT1_2) + 20 * Math.SQRT1_2, 1);
        expect(pose.y).toBeCloseTo(600 - (20 + 130 * Math.SQRT1_2 + 20 * Math.SQRT1_2), 1);
        expect(ph(s).tokens.cloak ?? 0).toBe(0);
      },
    },
    doesNotApply: [
      {
        name: 'another Phantom pilot decloaks with the 2-straight',
        state: table('sigmasquadronace'),
        play: decloakWith('decloak:boost'),
        check: (s, seen) => {
          const ids = offered(seen);
          expect(ids).toContain('decloak:left:middle');
          expect(ids).not.toContain('decloak:boost:left');
          expect(ph(s).pose!.y).toBeCloseTo(480, 1);
        },
      },
    ],
  },
];
