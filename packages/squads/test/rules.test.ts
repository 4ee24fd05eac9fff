// Rule details on a small hand-made content set: cases the real cards do not offer (or offer only in epic play).
import {
  type ContentData,
  indexContent,
  type Pilot,
  type Restriction,
  type Ship,
  type SlotId,
  type Upgrade,
  type UpgradeSide,
} from '@xwing/content';
import { parseXws, validateSquad, validateXws } from '@xwing/squads';
import { describe, expect, it } from 'vitest';

const formats = { standard: true, extended: true, epic: true };

function ship(xws: string, faction: Ship['faction'], size: Ship['size'], extra: Partial<Ship['stats']> = {}): Ship {
  return {
    xws,
    name: `Ship ${xws}`,
    faction,
    size,
    dial: [],
    stats: { attacks: [{ arc: 'front', value: 3 }], agility: 2, hull: 3, shields: 0, ...extra },
    actions: [
      { type: 'focus', difficulty: 'white' },
      { type: 'boost', difficulty: 'red' },
    ],
  };
}

function pilot(xws: string, name: string, extra: Partial<Pilot> = {}): Pilot {
  return {
    xws,
    name,
    faction: 'rebelalliance',
    ship: 'fighter',
    initiative: 3,
    limited: 0,
    keywords: [],
    slots: ['talent', 'modification', 'crew', 'crew'],
    hasAbility: false,
    formats,
    ...extra,
  };
}

function upgrade(
  xws: string,
  type: SlotId,
  restrictions: Restriction[][] = [],
  side: Partial<UpgradeSide> = {},
  extra: Partial<Upgrade> = {},
): Upgrade {
  return {
    xws,
    name: `Card ${xws}`,
    limited: 0,
    sides: [{ title: xws, type, slots: [type], hasAbility: false, ...side }],
    restrictions,
    formats,
    standardLoadoutOnly: false,
    ...extra,
  };
}

const data: ContentData = {
  factions: [
    { xws: 'rebelalliance', name: 'Rebel Alliance' },
    { xws: 'galacticempire', name: 'Galactic Empire' },
  ],
  ships: [
    ship('fighter', 'rebelalliance', 'small'),
    ship('cruiser', 'rebelalliance', 'huge', { shields: 4, energy: { value: 3, recovers: 1 } }),
    ship('fighter', 'galacticempire', 'small'),
  ],
  pilots: [
    pilot('ace', 'Ace', { limited: 1, initiative: 5 }),
    pilot('rookie', 'Rookie'),
    pilot('cruiser', 'Cruiser Captain', { ship: 'cruiser', slots: ['hardpoint', 'command'] }),
    pilot('twin-a', 'Twin A'),
    pilot('twina', 'Twin A', { faction: 'galacticempire' }),
    pilot('lord', 'Lord Vader', { faction: 'galacticempire', limited: 1 }),
  ],
  upgrades: [
    upgrade('redboostonly', 'modification', [[{ kind: 'action', action: 'boost', difficulty: 'red' }]]),
    upgrade('whiteboostonly', 'talent', [[{ kind: 'action', action: 'boost', difficulty: 'white' }]]),
    upgrade('boostkit', 'modification', [], {
      grants: [{ type: 'action', action: { type: 'boost', difficulty: 'white' } }],
    }),
    upgrade('admirer', 'crew', [[{ kind: 'squad-includes', names: ['Lord Vader'] }]]),
    upgrade('everyman', 'talent', [[{ kind: 'non-limited' }]]),
    upgrade('battery', 'hardpoint', [[{ kind: 'min-energy', value: 4 }]]),
    upgrade('slimline', 'modification', [], { grants: [{ type: 'slot', slot: 'talent', amount: -1 }] }),
    upgrade('priceless', 'talent'),
    upgrade('ace', 'crew', [], {}, { name: 'Ace', limited: 1 }),
    upgrade('thrusters', 'modification', [], { shipAbility: 'Vectored' }),
    upgrade('vectoredonly', 'talent', [[{ kind: 'ship-ability', names: ['Vectored'] }]]),
    upgrade('two-crew', 'crew', [], { slots: ['crew', 'crew'] }),
    upgrade('same-a', 'crew'),
    upgrade('samea', 'talent'),
    upgrade('legacy', 'talent', [], {}, { formats: { standard: false, extended: true, epic: true } }),
  ],
  damageDecks: [],
  conditions: [],
  pointsSets: [
    {
      id: 'test-set',
      name: 'Test points',
      squadLimit: 20,
      pilots: {
        ace: { cost: 6, loadout: 10, standard: true, limited: 1 },
        rookie: { cost: 3, loadout: 4, standard: true, limited: 0, restricted: 2 },
        cruiser: { cost: 15, loadout: 10, standard: true, limited: 0 },
        'twin-a': { cost: 4, loadout: 4, standard: true, limited: 0 },
        twina: { cost: 4, loadout: 4, standard: true, limited: 0 },
        lord: { cost: 5, loadout: 5, standard: true, limited: 1 },
      },
      upgrades: {
        redboostonly: { cost: 1, standard: true },
        whiteboostonly: { cost: 1, standard: true },
        boostkit: { cost: 1, standard: true },
        admirer: { cost: 1, standard: true },
        everyman: { cost: 1, standard: true },
        battery: { cost: 1, standard: true },
        slimline: { cost: 1, standard: true },
        priceless: { cost: null as unknown as number, standard: true },
        ace: { cost: 1, standard: true },
        thrusters: { cost: 1, standard: true },
        vectoredonly: { cost: 1, standard: true },
        'two-crew': { cost: 1, standard: true },
        'same-a': { cost: 1, standard: true },
        samea: { cost: 1, standard: true },
        // No "standard" given: the card's own formats decide.
        legacy: { cost: 1 } as { cost: number; standard: boolean },
      },
    },
  ],
  sourceIssues: [],
};

const content = indexContent(data);
const options = { pointsSet: 'test-set' };

/** [code, path] of every problem of a one-faction squad given as XWS pilots. */
function problems(pilots: unknown[], faction = 'rebelalliance', format?: 'standard' | 'extended') {
  return validateXws({ faction, pilots }, content, { ...options, format }).result.errors.map((e) => [e.code, e.path]);
}

describe('restriction kinds', () => {
  it('action with a difficulty: the ship has the action in that colour', () => {
    expect(problems([{ id: 'rookie', upgrades: { modification: ['redboostonly'] } }])).toEqual([]);
    expect(problems([{ id: 'rookie', upgrades: { talent: ['whiteboostonly'] } }])).toEqual([
      ['restriction-action', 'pilots[0].upgrades.talent[0]'],
    ]);
  });

  it('an action granted by another equipped upgrade counts', () => {
    expect(problems([{ id: 'rookie', upgrades: { talent: ['whiteboostonly'], modification: ['boostkit'] } }])).toEqual(
      [],
    );
  });

  it('squad-includes: a card of that name anywhere in the squad', () => {
    expect(problems([{ id: 'ace', upgrades: { crew: ['admirer'] } }])).toEqual([
      ['restriction-squad-includes', 'pilots[0].upgrades.crew[0]'],
    ]);
    expect(problems([{ id: 'twina', upgrades: { crew: ['admirer'] } }, { id: 'lord' }], 'galacticempire')).toEqual([]);
  });

  it('non-limited: only on a pilot without bullets', () => {
    expect(problems([{ id: 'rookie', upgrades: { talent: ['everyman'] } }])).toEqual([]);
    expect(problems([{ id: 'ace', upgrades: { talent: ['everyman'] } }])).toEqual([
      ['restriction-non-limited', 'pilots[0].upgrades.talent[0]'],
    ]);
  });

  it('min-energy: the ship has that much energy', () => {
    expect(problems([{ id: 'cruiser', upgrades: { hardpoint: ['battery'] } }])).toEqual([
      ['restriction-min-energy', 'pilots[0].upgrades.hardpoint[0]'],
    ]);
  });

  it('ship-ability: also one that another equipped upgrade gives', () => {
    expect(problems([{ id: 'rookie', upgrades: { talent: ['vectoredonly'] } }])).toEqual([
      ['restriction-ship-ability', 'pilots[0].upgrades.talent[0]'],
    ]);
    expect(problems([{ id: 'rookie', upgrades: { talent: ['vectoredonly'], modification: ['thrusters'] } }])).toEqual(
      [],
    );
  });
});

describe('slots', () => {
  it('a negative slot grant takes a slot away', () => {
    expect(problems([{ id: 'ace', upgrades: { talent: ['priceless'], modification: ['slimline'] } }])).toContainEqual([
      'no-slot',
      'pilots[0].upgrades.talent[0]',
    ]);
  });

  it('a dual card fills two slots', () => {
    expect(problems([{ id: 'ace', upgrades: { crew: ['two-crew'] } }])).toEqual([]);
    const errors = validateXws(
      { faction: 'rebelalliance', pilots: [{ id: 'ace', upgrades: { crew: ['admirer', 'two-crew'] } }] },
      content,
      options,
    ).result.errors;
    expect(errors.map((e) => [e.code, e.path])).toContainEqual(['no-slot', 'pilots[0].upgrades.crew[1]']);
    expect(errors.find((e) => e.code === 'no-slot')?.message).toBe(
      'Card two-crew needs 2 Crew slots, but Ace has 2 Crew slots and 1 already holds other upgrades.',
    );
  });
});

describe('points', () => {
  it('an upgrade the set prices without a cost is an error', () => {
    expect(problems([{ id: 'ace', upgrades: { talent: ['priceless'] } }])).toEqual([
      ['no-cost', 'pilots[0].upgrades.talent[0]'],
    ]);
  });

  it('restricted N allows N copies and no more', () => {
    expect(problems([{ id: 'rookie' }, { id: 'rookie' }])).toEqual([]);
    expect(problems([{ id: 'rookie' }, { id: 'rookie' }, { id: 'rookie' }])).toEqual([
      ['restricted-exceeded', 'pilots[2]'],
    ]);
  });

  it('legality falls back to the card formats when the set does not say', () => {
    expect(problems([{ id: 'rookie', upgrades: { talent: ['legacy'] } }], 'rebelalliance', 'standard')).toEqual([
      ['not-legal-in-format', 'pilots[0].upgrades.talent[0]'],
    ]);
    // No format named: legal in extended is legal (issue 23).
    expect(problems([{ id: 'rookie', upgrades: { talent: ['legacy'] } }])).toEqual([]);
    expect(problems([{ id: 'rookie', upgrades: { talent: ['legacy'] } }], 'rebelalliance', 'extended')).toEqual([]);
  });
});

describe('limited names', () => {
  it('a pilot and an upgrade with one name collide', () => {
    expect(problems([{ id: 'ace' }, { id: 'rookie', upgrades: { crew: ['ace'] } }])).toEqual([
      ['limited-exceeded', 'pilots[1].upgrades.crew[0]'],
    ]);
  });
});

describe('ambiguous ids', () => {
  it('a spelling that fits two pilots takes the one of the squad faction', () => {
    const read = (faction?: string) => parseXws({ faction, pilots: [{ id: 'Twin_A' }] }, content);
    expect(read('rebelalliance').squad.pilots[0]?.id).toBe('twin-a');
    expect(read('galacticempire').squad.pilots[0]?.id).toBe('twina');
    const { problems: found } = read();
    expect(found.map((p) => [p.code, p.path])).toEqual([['ambiguous-pilot', 'pilots[0].id']]);
    expect(found[0]?.message).toContain('"twin-a" or "twina"');
  });

  it('the exact id wins over a normalised match', () => {
    expect(parseXws({ faction: 'rebelalliance', pilots: [{ id: 'twina' }] }, content).squad.pilots[0]?.id).toBe(
      'twina',
    );
  });

  it('a spelling that fits two upgrades takes the one of the slot it is listed under', () => {
    const read = (slot: string) =>
      parseXws({ faction: 'rebelalliance', pilots: [{ id: 'ace', upgrades: { [slot]: ['SAME_A'] } }] }, content);
    expect(read('crew').squad.pilots[0]?.upgrades[0]?.id).toBe('same-a');
    expect(read('ept').squad.pilots[0]?.upgrades[0]?.id).toBe('samea');
    expect(read('modification').problems.map((p) => p.code)).toEqual(['ambiguous-upgrade']);
  });
});

describe('validateSquad with hand-made content', () => {
  it('prices pilots and loadouts', () => {
    const result = validateSquad(
      { faction: 'rebelalliance', pilots: [{ id: 'ace', upgrades: [{ id: 'redboostonly', slot: 'modification' }] }] },
      content,
      options,
    );
    expect(result).toMatchObject({ valid: true, points: 6, limit: 20, deficit: 14 });
    expect(result.ships).toEqual([{ id: 'ace', pilot: 'Ace', points: 6, loadout: { used: 1, value: 10 } }]);
  });
});
