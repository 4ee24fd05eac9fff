/**
 * The subsystems' cloak words, played through `createFromPosition` + `applyInPlace` with Sensor Scramblers' records
 * (in our own words):
 *
 * - `decloak`: a cloaked ship decloaks outside the System Phase with the placement its player picks — the 2-straight
 *   barrel roll or boost, the cloak token removed (supplement "Cloak and decloak"); with no legal placement the decloak
 *   fails and `onFail` resolves (Sensor Scramblers: a cloak token lost);
 * - `no-locks` as 'target': other ships cannot lock the ship, which may still lock them (000 "Lock": acquiring a lock
 *   needs both ships allowed; static.ts `lockForbidden` with the role 'acquire').
 */
import { describe, expect, it } from 'vitest';
import { abilityTable, type Decision, type GameState } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { playUntil, position, shipOf } from './flow-harness.js';

/** A cloaked Silencer with Sensor Scramblers at `at` facing down, and an X-wing at `x` facing up, in `phase`. */
function table(phase: 'activation' | 'end', at: { x: number; y: number }, x: { x: number; y: number }): GameState {
  return position(
    phase,
    [{ pilot: 'redsquadronveteran', id: 'x', pose: { ...x, heading: 0 }, dial: '1F', round: { activated: true } }],
    [
      {
        pilot: 'firstordertestpilot',
        id: 's',
        pose: { ...at, heading: 180 },
        dial: '1F',
        upgrades: ['sensorscramblers'],
        tokens: { cloak: 1 },
      },
    ],
  );
}
const asked = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Sensor Scramblers'));

describe("decloak (supplement 'Cloak and decloak'): forced in the End Phase", () => {
  it('a legal placement: the ship is placed there and loses its cloak token', () => {
    const s = table('end', { x: 400, y: 600 }, { x: 400, y: 400 });
    const seen = playUntil(
      s,
      (st) => st.phase !== 'end',
      (d) => (d.kind === 'use-ability' ? ['use:decloak:boost'] : undefined),
    );
    expect(asked(seen)[0]!.options.map((o) => o.id)).toContain('use:decloak:boost');
    expect(shipOf(s, 's').tokens.cloak ?? 0).toBe(0);
    // The 2-straight boost, facing down the table: 120 mm nearer the X-wing's edge (a small base and the template).
    expect(shipOf(s, 's').pose!.y).toBeCloseTo(480, 0);
  });

  it('no legal placement (the table edge behind, beside and an X-wing on the other side): it fails, a cloak token lost', () => {
    const s = table('end', { x: 30, y: 60 }, { x: 150, y: 60 });
    const seen = playUntil(
      s,
      (st) => st.phase !== 'end',
      (d) => (d.kind === 'use-ability' ? [d.options[0]!.id] : undefined),
    );
    expect(asked(seen)[0]!.options.map((o) => o.id)).toEqual(['use:fail']);
    expect(shipOf(s, 's').tokens.cloak ?? 0).toBe(0);
    expect(shipOf(s, 's').pose).toEqual({ x: 30, y: 60, heading: 180 });
    expect(s.log.some((e) => e.type === 'decloaked')).toBe(false);
  });
});

describe("no-locks as 'target' (000 'Lock')", () => {
  it('the cloaked ship may still lock the X-wing, which may not lock it', () => {
    const s = table('activation', { x: 400, y: 600 }, { x: 400, y: 400 });
    const seen = playUntil(
      s,
      (st) => st.phase !== 'activation',
      () => undefined,
    );
    const lockOptions = (ship: string) =>
      seen
        .filter((d) => d.kind === 'choose-action' && d.ship === ship)
        .flatMap((d) => d.options.map((o) => o.id))
        .filter((id) => id.startsWith('lock'));
    expect(lockOptions('s')).toContain('lock:x');
  });
});

describe('a cloaked ship\'s other System Phase abilities (000 "System Phase": each ship resolves every System Phase ability; supplement "Cloak and decloak")', () => {
  /** A cloaked TIE/ph Phantom with Deuterium Power Cells (a System Phase ability: a shield back) and no shields left. */
  function cloaked(shields: number): GameState {
    return position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'x', pose: { x: 400, y: 200, heading: 0 }, dial: '1F' }],
      [
        {
          pilot: 'imdaartestpilot',
          id: 'p',
          pose: { x: 400, y: 600, heading: 180 },
          dial: '1F',
          upgrades: ['deuteriumpowercells'],
          tokens: { cloak: 1 },
          shields,
        },
      ],
    );
  }
  const cells = (seen: readonly Decision[]) =>
    seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Deuterium Power Cells'));
  // Cells' other record (a stress token instead of the disarm token it gives) is declined.

  for (const [how, answer] of [
    ['staying cloaked', 'stay'],
    ['after decloaking', 'decloak:boost'],
  ] as const)
    it(`${how}, it is still asked for its System Phase ability, and uses it`, () => {
      const s = cloaked(0);
      const seen = playUntil(
        s,
        (st) => st.phase !== 'system',
        (d) =>
          d.kind === 'choose-reposition'
            ? [answer]
            : d.kind === 'use-ability'
              ? [d.prompt.includes('recover a shield') ? 'use' : 'decline']
              : undefined,
      );
      expect(seen[0]!.kind).toBe('choose-reposition');
      expect(cells(seen).filter((d) => d.prompt.includes('recover a shield'))).toHaveLength(1);
      expect(shipOf(s, 'p').shields).toBe(1);
      expect(shipOf(s, 'p').tokens.disarm).toBe(1);
      expect(shipOf(s, 'p').tokens.cloak ?? 0).toBe(answer === 'stay' ? 1 : 0);
    });

  it('with its shields full the ability does not apply, and nothing more is asked than the decloak', () => {
    const s = cloaked(2);
    const seen = playUntil(
      s,
      (st) => st.phase !== 'system',
      (d) => (d.kind === 'choose-reposition' ? ['stay'] : undefined),
    );
    expect(cells(seen)).toHaveLength(0);
  });
});

describe("decloak-template (supplement 'Cloak and decloak': the 2-straight, or the template a card puts instead)", () => {
  it('"Echo" in the System Phase: the 2-straight placements give way to the 2-bank ones (12 rolls, 2 boosts)', () => {
    const s = position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'x', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
      [{ pilot: 'echo', id: 'e', pose: { x: 450, y: 450, heading: 0 }, dial: '1F', tokens: { cloak: 1 } }],
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'system',
      (d) => (d.kind === 'choose-reposition' ? ['decloak:right:middle:forward'] : undefined),
    );
    const ids = seen.find((d) => d.kind === 'choose-reposition')!.options.map((o) => o.id);
    expect(ids.filter((id) => id !== 'stay')).toHaveLength(14);
    expect(ids.filter((id) => id.startsWith('decloak:boost'))).toEqual(['decloak:boost:left', 'decloak:boost:right']);
    // Rolled right off her side with the 2-bank curving forward: lateral 126.07, forward 52.22, turned −45°.
    const e = shipOf(s, 'e');
    expect(e.pose!.x).toBeCloseTo(450 + 126.07, 1);
    expect(e.pose!.y).toBeCloseTo(450 + 52.22, 1);
    expect(e.pose!.heading).toBeCloseTo(315, 3);
    expect(e.tokens.cloak ?? 0).toBe(0);
  });
});

/**
 * subsystems (issue 26): `decloak-template` with a `charge` price — the template is offered beside the 2-straight for
 * charges of the record's card, paid (and the record logged) only when the ship decloaks with it (supplement "Cloak
 * and decloak": a decloak is a 2-straight barrel roll or boost; 000 "Charges and the Force": a charge spent is lost).
 */
describe("decloak-template's charge price (supplement 'Cloak and decloak', 000 'Charges and the Force')", () => {
  const KEY = 'pilot:sigmasquadronace';
  const priced: Ability = {
    source: { kind: 'pilot', xws: 'sigmasquadronace' },
    window: 'cloak:decloak-template',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'decloak-template', template: '2B', charge: 1 },
    summary: 'test: the 2-bank decloak for a charge',
  };
  const t = abilityTable({ [KEY]: [priced] });
  const game = (charges: number) =>
    position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'x', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
      [
        {
          pilot: 'sigmasquadronace',
          id: 'ph',
          pose: { x: 400, y: 600, heading: 180 },
          dial: '1F',
          tokens: { cloak: 1 },
          charges,
        },
      ],
      {},
      t,
    );
  const decloak = (s: GameState, id: string) =>
    playUntil(
      s,
      (st) => st.phase !== 'system',
      (d) => (d.kind === 'choose-reposition' ? [id] : undefined),
      t,
    );
  const ids = (seen: readonly Decision[]) =>
    seen.filter((d) => d.kind === 'choose-reposition').flatMap((d) => d.options.map((o) => o.id));
  const used = (s: GameState) => s.log.some((e) => e.type === 'ability-used' && e.data?.source === KEY);

  it('both templates offered; the 2-straight costs nothing', () => {
    const s = game(1);
    const seen = decloak(s, 'decloak:boost');
    expect(ids(seen)).toEqual(expect.arrayContaining(['decloak:boost', 'decloak:boost:left', 'decloak:boost:right']));
    expect(shipOf(s, 'ph').charges).toBe(1);
    expect(used(s)).toBe(false);
  });

  it('the 2-bank spends the charge and logs the record; with none, it is not offered', () => {
    const s = game(1);
    decloak(s, 'decloak:boost:right');
    expect(shipOf(s, 'ph').charges).toBe(0);
    expect(used(s)).toBe(true);
    const none = game(0);
    expect(ids(decloak(none, 'decloak:boost'))).not.toContain('decloak:boost:right');
  });
});
