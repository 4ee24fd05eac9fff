import { type ContentData, DEFAULT_POINTS_SET, indexContent, loadContent, type Pilot, type Ship } from '@xwing/content';
import { describe, expect, it } from 'vitest';

const xwing: Ship = {
  xws: 't65xwing',
  name: 'T-65 X-wing',
  faction: 'rebelalliance',
  size: 'small',
  dial: [{ code: '2F', speed: 2, bearing: 'F', difficulty: 'blue' }],
  stats: { attacks: [{ arc: 'front', value: 3 }], agility: 2, hull: 4, shields: 2 },
  actions: [{ type: 'focus', difficulty: 'white' }],
};
const scumXwing: Ship = { ...xwing, faction: 'scumandvillainy' };
const luke: Pilot = {
  xws: 'lukeskywalker',
  name: 'Luke Skywalker',
  caption: 'Red Five',
  faction: 'rebelalliance',
  ship: 't65xwing',
  initiative: 5,
  limited: 1,
  keywords: ['X-wing', 'Light Side'],
  force: { value: 2, recovers: 1, side: ['light'] },
  slots: ['astromech', 'torpedo', 'force-power'],
  hasAbility: true,
  formats: { standard: true, extended: true, epic: true },
};
const modified: Pilot = {
  ...luke,
  xws: 'lukeskywalker-modified',
  shipStats: { attacks: [{ arc: 'front', value: 2 }], agility: 3, hull: 3, shields: 1 },
  shipActions: [{ type: 'evade', difficulty: 'red', linked: { type: 'focus', difficulty: 'white' } }],
};
const data: ContentData = {
  factions: [
    { xws: 'rebelalliance', name: 'Rebel Alliance' },
    { xws: 'scumandvillainy', name: 'Scum and Villainy' },
  ],
  ships: [xwing, scumXwing],
  pilots: [luke, modified],
  upgrades: [
    {
      xws: 'protontorpedoes',
      name: 'Proton Torpedoes',
      limited: 0,
      sides: [{ title: 'Proton Torpedoes', type: 'torpedo', slots: ['torpedo'], hasAbility: true }],
      restrictions: [],
      formats: { standard: true, extended: true, epic: true },
      standardLoadoutOnly: false,
    },
  ],
  damageDecks: [],
  conditions: [{ xws: 'hunted', name: 'Hunted', limited: 1 }],
  pointsSets: [
    {
      id: 'tiny',
      name: 'Tiny',
      squadLimit: 20,
      pilots: { lukeskywalker: { cost: 6, loadout: 10, standard: true, limited: 1 } },
      upgrades: { protontorpedoes: { cost: 3, standard: true } },
    },
  ],
  sourceIssues: [],
};

describe('indexContent', () => {
  const content = indexContent(data);

  it('finds everything by xws id', () => {
    expect(content.faction('rebelalliance')?.name).toBe('Rebel Alliance');
    expect(content.ship('scumandvillainy', 't65xwing')).toBe(scumXwing);
    expect(content.pilot('lukeskywalker')).toBe(luke);
    expect(content.upgrade('protontorpedoes')?.name).toBe('Proton Torpedoes');
    expect(content.condition('hunted')?.limited).toBe(1);
    expect(content.pointsSet('tiny')?.pilots.lukeskywalker?.cost).toBe(6);
    expect(content.pointsSetIds()).toEqual(['tiny']);
  });

  it('gives undefined for unknown ids, including the names of object members', () => {
    for (const id of ['nobody', 'constructor', '__proto__', 'toString', '']) {
      expect(content.faction(id)).toBeUndefined();
      expect(content.ship('rebelalliance', id)).toBeUndefined();
      expect(content.pilot(id)).toBeUndefined();
      expect(content.upgrade(id)).toBeUndefined();
      expect(content.condition(id)).toBeUndefined();
      expect(content.pointsSet(id)).toBeUndefined();
      expect(content.shipsNamed(id)).toEqual([]);
    }
    expect(content.ship('galacticempire', 't65xwing')).toBeUndefined();
  });

  it('lists a ship in every faction that flies it', () => {
    expect(content.shipsNamed('t65xwing')).toEqual([xwing, scumXwing]);
  });

  it('gives a pilot its ship, and the ship’s stats and actions unless the pilot overrides them', () => {
    expect(content.shipOf(luke)).toBe(xwing);
    expect(content.statsOf(luke)).toBe(xwing.stats);
    expect(content.actionsOf(luke)).toBe(xwing.actions);
    expect(content.statsOf(modified)).toBe(modified.shipStats);
    expect(content.actionsOf(modified)).toBe(modified.shipActions);
  });

  it('throws for a pilot whose ship is not in the data, and for duplicate ids', () => {
    expect(() => content.shipOf({ ...luke, faction: 'galacticempire' })).toThrow(/galacticempire\/t65xwing/);
    expect(() => indexContent({ ...data, pilots: [luke, luke] })).toThrow(/two pilots/);
  });
});

describe('loadContent', () => {
  it('loads the committed data once, frozen', () => {
    const content = loadContent();
    expect(loadContent()).toBe(content);
    expect(Object.isFrozen(content.data.pilots)).toBe(true);
    expect(Object.isFrozen(content.data.pilots[0])).toBe(true);
    expect(content.pointsSet(DEFAULT_POINTS_SET)?.name).toBe('XWA 50P-2.0');
  });

  it('has the ships, pilots and upgrades of the card data', () => {
    const { data: d } = loadContent();
    expect(d.ships.length).toBeGreaterThan(100);
    expect(d.pilots.length).toBeGreaterThan(700);
    expect(d.upgrades.length).toBeGreaterThan(600);
    const luke = loadContent().pilot('lukeskywalker');
    expect(luke).toMatchObject({ name: 'Luke Skywalker', faction: 'rebelalliance', ship: 't65xwing', initiative: 5 });
    expect(luke?.force).toMatchObject({ value: 2, side: ['light'] });
    expect(loadContent().statsOf(luke!)).toMatchObject({ agility: 2, hull: 4, shields: 2 });
  });

  it('merges the second BTA-NR2 file: its pilots fly the same ship with their own stats', () => {
    const content = loadContent();
    const wartime = content.pilot('zoriibliss-wartime')!;
    expect(wartime.ship).toBe('btanr2ywing');
    expect(content.statsOf(wartime).shields).toBe(5);
    expect(content.statsOf(content.pilot('zoriibliss')!).shields).toBe(3);
  });

  it('reads huge ships’ energy and recurring shields', () => {
    const cr90 = loadContent().ship('rebelalliance', 'cr90corelliancorvette');
    expect(cr90?.size).toBe('huge');
    expect(cr90?.stats.energy).toEqual({ value: 7, recovers: 2 });
    expect(cr90?.stats.shieldsRecovers).toBe(2);
  });
});
