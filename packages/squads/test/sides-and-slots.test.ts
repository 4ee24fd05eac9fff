import { loadContent } from '@xwing/content';
import { parseXws, resolveSlot, validateXws } from '@xwing/squads';
import { describe, expect, it } from 'vitest';

/** Restrictions and slots the 2025–26 tournament squads showed read wrongly (issue 23), on the real card data. */
const content = loadContent();

describe('Force sides from the pilot’s keywords (issue 23)', () => {
  const codes = (pilot: string, upgrade: string, faction: string) =>
    validateXws({ faction, pilots: [{ id: pilot, upgrades: { 'force-power': [upgrade] } }] }, content, {
      pointsSet: 'xwa-50p1.1',
    }).result.errors.map((e) => e.code);

  it('Malice on Anakin Skywalker of the Eta-2 Actis (both sides), Patience on Ahsoka Tano of the RZ-1 A-wing', () => {
    expect(codes('anakinskywalker-eta2actis', 'malice', 'galacticrepublic')).not.toContain('restriction-force-side');
    expect(codes('anakinskywalker-eta2actis', 'patience', 'galacticrepublic')).not.toContain('restriction-force-side');
    expect(codes('ahsokatano-rz1awing', 'patience', 'rebelalliance')).not.toContain('restriction-force-side');
    expect(codes('darthvader-tieddefender', 'hate', 'galacticempire')).not.toContain('restriction-force-side');
  });

  it('still refuses the other side', () => {
    expect(codes('ahsokatano-rz1awing', 'malice', 'rebelalliance')).toContain('restriction-force-side');
    expect(codes('darthvader-tieddefender', 'patience', 'galacticempire')).toContain('restriction-force-side');
  });
});

describe('the Payload slot is the device slot (issue 23)', () => {
  it('reads a "payload" key as device', () => {
    const doc = {
      faction: 'scumandvillainy',
      pilots: [{ id: 'emonazzameen', upgrades: { payload: ['proximitymines'] } }],
    };
    const { squad, problems } = parseXws(doc, content);
    expect(problems).toEqual([]);
    expect(content.upgrade(squad.pilots[0]!.upgrades[0]!.id)!.sides[0]!.type).toBe('device');
    expect(resolveSlot('Payload')).toBe('device');
  });
});
