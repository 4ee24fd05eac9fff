/**
 * The subsystems' squad-building word `squad-slots` (window 'squad:slots', abilities/squad-slots.ts), played through
 * `createGame` (a squad the squad rules check) and `createFromPosition`:
 *
 * - 000 "Upgrades": the ship's upgrade bar limits the upgrades it may equip. A card that adds a slot (Xanadu Blood)
 *   or a flexible one (Weapon Hardpoint) lets the squad equip one more; the game logs the card as used
 *   ('ability-used') when the loadout fills a slot it gives, and not when the printed slots hold the loadout.
 * - A ship with more weapons than its slots and its hardpoint hold is refused by the squad rules.
 * - A card that waives an upgrade's keyword restriction (Twin Ion Engines: "TIE") lets the squad equip it; logged when
 *   the ship equips one its pilot's keywords would not allow.
 * - Every 'squad-slots' record's added slots are the content's slot grants of its card (facts stay in one place).
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '@xwing/content';
import { abilityTable, createGame, type GameState } from '@xwing/engine';
import { coreAbilities } from '../../src/abilities/all-records.js';
import { position } from './flow-harness.js';

const content = loadContent();

const IMPERIALS = {
  faction: 'galacticempire',
  pilots: [
    { id: 'academypilot', ship: 'tielnfighter', upgrades: {} },
    { id: 'academypilot', ship: 'tielnfighter', upgrades: {} },
  ],
};

function game(pilots: { id: string; ship: string; upgrades: Record<string, string[]> }[]): GameState {
  return createGame(
    {
      players: [
        { name: 'Resistance', squad: { faction: 'resistance', pilots } },
        { name: 'Empire', squad: IMPERIALS },
      ],
      seed: 'squad-slots',
    },
    content,
  );
}

const used = (s: GameState, source: string) =>
  s.log.filter((e) => e.type === 'ability-used' && e.data?.source === source).map((e) => e.ship);

describe("squad-slots (000 'Upgrades': the upgrade bar), Weapon Hardpoint through createGame", () => {
  it('a T-70 with no torpedo slot equips Homing Torpedoes: the squad is valid and the hardpoint is logged', () => {
    const s = game([{ id: 'redsquadronexpert', ship: 't70xwing', upgrades: { torpedo: ['homingtorpedoes'] } }]);
    expect(s.ships[0]!.upgrades.map((u) => u.xws)).toEqual(['homingtorpedoes']);
    expect(used(s, 'ship-ability:weaponhardpoint')).toHaveLength(1);
  });

  it('a T-70 with a printed torpedo slot: one torpedo fills it, a second weapon fills the hardpoint', () => {
    const one = game([
      { id: 'blacksquadronace-t70xwing', ship: 't70xwing', upgrades: { torpedo: ['homingtorpedoes'] } },
    ]);
    expect(used(one, 'ship-ability:weaponhardpoint')).toEqual([]);
    const two = game([
      {
        id: 'blacksquadronace-t70xwing',
        ship: 't70xwing',
        upgrades: { torpedo: ['homingtorpedoes'], missile: ['ionmissiles'] },
      },
    ]);
    expect(used(two, 'ship-ability:weaponhardpoint')).toHaveLength(1);
  });

  it('two weapons beyond the printed slots do not fit one hardpoint: the squad rules refuse the squad', () => {
    expect(() =>
      game([
        {
          id: 'redsquadronexpert',
          ship: 't70xwing',
          upgrades: { torpedo: ['homingtorpedoes'], cannon: ['jammingbeam'] },
        },
      ]),
    ).toThrow(/Weapon Hardpoint already holds another weapon/);
  });

  it('the ability is not reported as not implemented any more', () => {
    const s = game([{ id: 'redsquadronexpert', ship: 't70xwing', upgrades: { torpedo: ['homingtorpedoes'] } }]);
    expect(
      s.log.filter((e) => e.type === 'ability-not-implemented' && e.data?.source === 'ship-ability:weaponhardpoint'),
    ).toEqual([]);
  });
});

describe('squad-slots through createFromPosition: an added slot (a record of this test)', () => {
  // A record giving the X-wing one crew slot more: the position's crew upgrade fills it.
  const table = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'squad:slots',
        when: { kind: 'always' },
        optional: false,
        effect: { kind: 'squad-slots', add: [{ slot: 'crew', amount: 1 }] },
        summary: 'Test record: one crew slot more.',
      },
    ],
  });
  const at = (upgrades: string[]) =>
    position(
      'planning',
      [{ pilot: 'redsquadronveteran', id: 'x', pose: { x: 400, y: 100, heading: 0 }, upgrades }],
      [{ pilot: 'academypilot', id: 't', pose: { x: 400, y: 800, heading: 180 } }],
      {},
      table,
    );
  it('a crew upgrade the printed bar has no slot for fills the added slot: logged', () => {
    expect(used(at(['perceptivecopilot']), 'pilot:redsquadronveteran')).toEqual(['x']);
  });
  it('no crew upgrade: the added slot is empty, nothing logged', () => {
    expect(used(at(['r2astromech']), 'pilot:redsquadronveteran')).toEqual([]);
  });
});

describe("squad-slots' waivesKeywords (000 'Upgrades': an upgrade's restriction), Twin Ion Engines through createGame", () => {
  const republic = (pilots: { id: string; ship: string; upgrades: Record<string, string[]> }[]) =>
    createGame(
      {
        players: [
          { name: 'Republic', squad: { faction: 'galacticrepublic', pilots } },
          { name: 'Empire', squad: IMPERIALS },
        ],
        seed: 'squad-slots',
      },
      content,
    );
  it('a V-wing (no TIE keyword) equips Ion Limiter Override, restricted to TIE pilots: valid, and the ability is logged', () => {
    const s = republic([{ id: 'klick', ship: 'nimbusclassvwing', upgrades: { talent: ['ionlimiteroverride'] } }]);
    expect(s.ships[0]!.upgrades.map((u) => u.xws)).toEqual(['ionlimiteroverride']);
    expect(used(s, 'ship-ability:twinionengines')).toHaveLength(1);
  });
  it('a V-wing with an unrestricted talent: nothing logged', () => {
    const s = republic([{ id: 'klick', ship: 'nimbusclassvwing', upgrades: { talent: ['predator'] } }]);
    expect(used(s, 'ship-ability:twinionengines')).toEqual([]);
  });
  it('a ship without the ability cannot equip it: the squad rules refuse the squad', () => {
    expect(() =>
      republic([
        { id: 'oddball-arc170starfighter', ship: 'arc170starfighter', upgrades: { talent: ['feedbackping'] } },
      ]),
    ).toThrow(/TIE/);
  });
});

describe("every 'squad-slots' record agrees with the content", () => {
  it("an upgrade's added slots are its card's slot grants", () => {
    const bad: string[] = [];
    for (const [key, list] of coreAbilities())
      for (const a of list) {
        if (a.effect.kind !== 'squad-slots' || a.source.kind !== 'upgrade') continue;
        const side = content.upgrade(a.source.xws)?.sides[a.source.side];
        const grants = (side?.grants ?? []).flatMap((g) => (g.type === 'slot' ? [`${g.slot} ${g.amount}`] : []));
        const said = (a.effect.add ?? []).map((g) => `${g.slot} ${g.amount}`);
        if ([...grants].sort().join() !== [...said].sort().join()) bad.push(`${key}: ${said} vs ${grants}`);
      }
    expect(bad).toEqual([]);
  });
});
