import { loadContent } from '@xwing/content';
import { validateXws } from '@xwing/squads';
import { describe, expect, it } from 'vitest';

const content = loadContent();
const codes = (r: { errors: { code: string }[] }) => r.errors.map((e) => e.code);

describe('Weapon Hardpoint and Versatile Frame (squad-building rules of their ship abilities)', () => {
  it('issue 15 item 1: Serissu (M3-A, Weapon Hardpoint) takes Ion Torpedoes with no Torpedo slot', () => {
    const { result } = validateXws(
      { faction: 'scumandvillainy', pilots: [{ id: 'serissu', upgrades: { torpedo: ['iontorpedoes'] } }] },
      content,
    );
    expect(result.errors).toEqual([]);
    expect(result.ships[0]!.loadout.used).toBeGreaterThan(0);
  });

  it('a Weapon Hardpoint holds one cannon, torpedo or missile, not two, and no other type', () => {
    const two = validateXws(
      {
        faction: 'scumandvillainy',
        pilots: [{ id: 'inaldra', upgrades: { cannon: ['ioncannon'], missile: ['concussionmissiles'] } }],
      },
      content,
    ).result;
    const noSlot = two.errors.filter((e) => e.code === 'no-slot');
    expect(noSlot).toHaveLength(1);
    expect(noSlot[0]!.path).toBe('pilots[0].upgrades.missile[0]');
    expect(noSlot[0]!.message).toMatch(/its Weapon Hardpoint already holds another weapon/);
    const crew = validateXws(
      { faction: 'scumandvillainy', pilots: [{ id: 'inaldra', upgrades: { crew: ['l337'] } }] },
      content,
    ).result;
    expect(codes(crew)).toContain('no-slot');
  });

  it('a T-70 with a printed Torpedo slot still has its Weapon Hardpoint for a second weapon', () => {
    const { result } = validateXws(
      {
        faction: 'resistance',
        pilots: [
          { id: 'blacksquadronace-t70xwing', upgrades: { torpedo: ['protontorpedoes'], cannon: ['ioncannon'] } },
        ],
      },
      content,
      { format: 'extended' },
    );
    expect(result.errors.filter((e) => e.code === 'no-slot')).toEqual([]);
  });

  it('Versatile Frame (Clone Z-95) takes a torpedo or a missile, not a cannon', () => {
    const missile = validateXws(
      { faction: 'galacticrepublic', pilots: [{ id: 'killer', upgrades: { missile: ['concussionmissiles'] } }] },
      content,
      { format: 'extended' },
    ).result;
    expect(missile.errors.filter((e) => e.code === 'no-slot')).toEqual([]);
    const cannon = validateXws(
      { faction: 'galacticrepublic', pilots: [{ id: 'killer', upgrades: { cannon: ['ioncannon'] } }] },
      content,
      { format: 'extended' },
    ).result;
    expect(cannon.errors.map((e) => e.code)).toContain('no-slot');
  });
});

describe('what builders write is read past with a warning, not refused', () => {
  it('issue 15 item 3: "upgrades": [] and "upgrades" left out are no upgrades', () => {
    const { result } = validateXws(
      { faction: 'scumandvillainy', pilots: [{ id: 'cartelspacer', upgrades: [] }, { id: 'cartelspacer' }] },
      content,
    );
    expect(result.valid).toBe(true);
    expect(result.warnings).toEqual([
      {
        path: 'pilots[0].upgrades',
        code: 'empty-upgrades-list',
        message: expect.stringMatching(/read as no upgrades/),
      },
    ]);
    const listed = validateXws(
      { faction: 'scumandvillainy', pilots: [{ id: 'cartelspacer', upgrades: ['ioncannon'] }] },
      content,
    ).result;
    expect(codes(listed)).toEqual(['wrong-type']);
  });

  it("issue 15 item 4: YASB's hardpoint markers are dropped with a note", () => {
    const { squad, result } = validateXws(
      {
        faction: 'scumandvillainy',
        pilots: [{ id: 'inaldra', upgrades: { hardpoint: ['hardpointcannon'], cannon: ['ioncannon'] } }],
      },
      content,
    );
    expect(result.valid).toBe(true);
    expect(squad.pilots[0]!.upgrades.map((u) => u.id)).toEqual(['ioncannon']);
    expect(result.warnings.map((w) => [w.path, w.code])).toEqual([
      ['pilots[0].upgrades.hardpoint[0]', 'hardpoint-marker'],
    ]);
  });

  it.each([
    ['galacticempire', 'soontirfel', 'tieinterceptor'],
    ['firstorder', 'kyloren', 'tiesilencer'],
    ['resistance', 'rey', 'scavengedyt1300lightfreighter'],
  ])('issue 15 item 5: %s %s with the outdated ship key %s is valid, with a warning', (faction, id, ship) => {
    const { result } = validateXws({ faction, pilots: [{ id, ship, upgrades: {} }] }, content, {
      format: 'extended',
    });
    expect(result.errors.filter((e) => e.path.endsWith('.ship'))).toEqual([]);
    expect(result.warnings).toEqual([
      { path: 'pilots[0].ship', code: 'ship-mismatch', message: expect.stringContaining(`"${ship}" is ignored`) },
    ]);
  });
});

describe('slots, loadout values and printed loadouts per points set (issue 15 item 2)', () => {
  it('XWA 50P-2.0 gives Colonel Vessery the slot for Primed Thrusters; the card data alone did not', () => {
    const doc = {
      faction: 'galacticempire',
      pilots: [{ id: 'colonelvessery', upgrades: { tech: ['primedthrusters'] } }],
    };
    expect(content.pilot('colonelvessery')!.slots).not.toContain('tech');
    const { result } = validateXws(doc, content);
    expect(result.errors).toEqual([]);
    expect(content.pointsSet('xwa-50p2.0')!.pilots.colonelvessery!.slots).toContain('tech');
  });

  it('AMG 2.5 (20 points) gives Biggs Darklighter no Torpedo slot; X-Wing Alliance does', () => {
    const doc = {
      faction: 'rebelalliance',
      pilots: [{ id: 'biggsdarklighter', upgrades: { torpedo: ['iontorpedoes'] } }],
    };
    const amg = validateXws(doc, content, { pointsSet: 'amg-2.5-20pt' }).result;
    expect(codes(amg)).toEqual(['no-slot']);
    const xwa = validateXws(doc, content, { pointsSet: 'xwa-50p2.0' }).result;
    expect(codes(xwa)).toEqual([]);
  });

  it('each set names where its slots come from: YASB at a recorded commit, or the points file itself', () => {
    for (const set of content.data.pointsSets) {
      const own = Object.values(set.pilots).some((p) => p.slots !== undefined);
      if (['xwa-r2-20pt', 'xwa-bv2-20pt'].includes(set.id)) expect(set.slotsFrom === undefined && own).toBe(true);
      else if (set.id !== 'xwa-50p1.0') expect(set.slotsFrom).toMatch(/^yasb@[0-9a-f]{40}$/);
    }
  });

  it("R2 and BV2 give pilots that set's own upgrade bar, Payload read as the device slot (issue 23)", () => {
    // 066 flew with a Talent and a Cannon slot in the 20-point sets; 50P-1.0 gave it its card's crew slots.
    const doc = { faction: 'separatistalliance', pilots: [{ id: '066', upgrades: { talent: ['predator'] } }] };
    expect(codes(validateXws(doc, content, { pointsSet: 'xwa-r2-20pt' }).result)).toEqual([]);
    expect(codes(validateXws(doc, content, { pointsSet: 'xwa-bv2-20pt' }).result)).toEqual([]);
    expect(codes(validateXws(doc, content, { pointsSet: 'xwa-50p1.0' }).result)).toEqual(['no-slot']);
    expect(content.pointsSet('xwa-r2-20pt')!.pilots['066']!.slots).toContain('device');
  });
});

describe('cards a points set prices that the card data lacks (issue 15 item 6)', () => {
  it('a Legends and Relics pilot has card data from YASB and is priced', () => {
    const { result } = validateXws(
      { faction: 'galacticempire', pilots: [{ id: 'carnorjax-legendsandrelics' }] },
      content,
    );
    expect(result.errors).toEqual([]);
    expect(result.points).toBe(content.pointsSet('xwa-50p2.0')!.pilots['carnorjax-legendsandrelics']!.cost);
  });

  it('a priced upgrade with no card data says so, instead of "did you mean"', () => {
    // The AMG set prices a Han Solo gunner card the card data does not have (the Legends and Relics upgrades of
    // 50P-2.0 now have their card facts from YASB).
    const { result } = validateXws(
      {
        faction: 'rebelalliance',
        pilots: [{ id: 'lukeskywalker', upgrades: { gunner: ['hansolo'] } }],
      },
      content,
      { pointsSet: 'amg-2.5-20pt' },
    );
    expect(result.errors).toContainEqual({
      path: 'pilots[0].upgrades.gunner[0]',
      code: 'no-card-data',
      message: expect.stringMatching(
        /"hansolo" is priced by amg-2\.5-20pt, but its card is not in the card data yet \(the committed sources give its cost and slot, not its restrictions, limit, charges or effects\), so it cannot be checked or played/,
      ),
    });
  });
  it('a Legends and Relics upgrade of 50P-2.0 has its card facts (from YASB) and is checked', () => {
    const { result } = validateXws(
      {
        faction: 'rebelalliance',
        pilots: [{ id: 'herasyndulla-legendsandrelics', upgrades: { crew: ['ahsokatano-legendsandrelics'] } }],
      },
      content,
      { pointsSet: 'xwa-50p2.0' },
    );
    expect(result.errors.filter((e) => e.path.startsWith('pilots[0].upgrades'))).toEqual([]);
  });
});
