/** One ship's upgrade bar for a builder (upgradeBar): printed slots, added slots, the flexible slot, placed cards. */
import { loadContent } from '@xwing/content';
import { parseXws, upgradeBar, validateSquad } from '@xwing/squads';
import { describe, expect, it } from 'vitest';

const content = loadContent();
const squadOf = (xws: Record<string, unknown>) => parseXws(xws, content).squad;
const names = (bar: ReturnType<typeof upgradeBar>) => bar.places.map((p) => p.name);

describe('upgradeBar', () => {
  it('lists the printed slots in the points set, each upgrade in the first free place of its slot', () => {
    const squad = squadOf({
      faction: 'rebelalliance',
      pilots: [{ id: 'lukeskywalker', upgrades: { 'force-power': ['instinctiveaim'], astromech: ['r2d2'] } }],
    });
    const bar = upgradeBar(content, squad, 0, { pointsSet: 'xwa-50p2.0' });
    expect(bar.standardLoadout).toBe(false);
    const slots = content.pointsSet('xwa-50p2.0')!.pilots.lukeskywalker!.slots ?? content.pilot('lukeskywalker')!.slots;
    expect(bar.places.map((p) => p.slots[0])).toEqual(slots);
    const held = Object.fromEntries(bar.places.filter((p) => p.upgrade !== undefined).map((p) => [p.upgrade, p.name]));
    expect(held).toEqual({ 0: 'Force Power', 1: 'Astromech' });
    expect(bar.unplaced).toEqual([]);
  });

  it('adds the slots an upgrade grants, and the Weapon Hardpoint of its ship; a two-slot card takes a second place', () => {
    const guri = upgradeBar(
      content,
      squadOf({ faction: 'scumandvillainy', pilots: [{ id: 'guri', upgrades: { title: ['virago'] } }] }),
      0,
    );
    expect(guri.places.at(-1)).toMatchObject({ name: 'Modification', from: 'added' });
    const quinn = upgradeBar(
      content,
      squadOf({ faction: 'scumandvillainy', pilots: [{ id: 'quinnjast', upgrades: { missile: ['homingmissiles'] } }] }),
      0,
    );
    expect(quinn.places.at(-1)).toMatchObject({ name: 'Weapon Hardpoint', from: 'flexible', upgrade: 0 });
    const squad = squadOf({
      faction: 'scumandvillainy',
      pilots: [{ id: 'nomlumb-rogueclassstarfighter', upgrades: { cannon: ['syncedlasercannons'] } }],
    });
    const nom = upgradeBar(content, squad, 0, { pointsSet: 'xwa-50p1.1' });
    expect(nom.places.filter((p) => p.upgrade === 0 || p.also === 0).map((p) => p.name)).toEqual(['Cannon', 'Cannon']);
    expect(validateSquad(squad, content, { pointsSet: 'xwa-50p1.1' }).errors.map((e) => e.code)).not.toContain(
      'no-slot',
    );
  });

  it('a standard-loadout pilot has no places; an upgrade of a slot the pilot lacks is unplaced', () => {
    const std = upgradeBar(
      content,
      squadOf({ faction: 'resistance', pilots: [{ id: 'jaycristubbs-evacuationofdqar' }] }),
      0,
    );
    expect(std).toMatchObject({ places: [], standardLoadout: true });
    const luke = upgradeBar(
      content,
      squadOf({ faction: 'rebelalliance', pilots: [{ id: 'lukeskywalker', upgrades: { crew: ['chewbacca'] } }] }),
      0,
    );
    expect(luke.unplaced).toEqual([0]);
    expect(names(luke)).not.toContain('Crew');
  });
});
