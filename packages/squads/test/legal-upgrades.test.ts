/**
 * The lobby's picker (issue 23): the legal upgrades for one slot of one ship, as the squad-building rules (validate.ts)
 * allow them in this squad, each with its cost; checked through validateSquad, the way a squad is checked.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadContent } from '@xwing/content';
import { legalUpgrades, parseXws, pilotsOverLimits, type Squad, SquadOptionError, validateSquad } from '@xwing/squads';
import { describe, expect, it } from 'vitest';

const content = loadContent();
const file = fileURLToPath(new URL('./fixtures/valid/xwa20-rebel-xwings.json', import.meta.url));

/** Red Squadron with Wedge Antilles's upgrades taken off (his slots free); Luke Skywalker keeps R2-D2. */
function squad(): Squad {
  const s = parseXws(readFileSync(file, 'utf8'), content).squad;
  s.pilots[0]!.upgrades = [];
  return s;
}

const withUpgrade = (s: Squad, pilot: number, id: string, slot: string): Squad => ({
  ...s,
  pilots: s.pilots.map((p, i) => (i === pilot ? { ...p, upgrades: [...p.upgrades, { id, slot }] } : p)),
});

describe('legalUpgrades: what the builder may put in a slot', () => {
  it('offers exactly the upgrades of the slot that validation accepts on that ship, each at its loadout cost', () => {
    const s = squad();
    for (const slot of ['talent', 'astromech', 'torpedo', 'modification', 'force-power', 'crew']) {
      const offer = legalUpgrades(content, s, { pilot: 0, slot });
      expect(offer.pointsSet).toBe('xwa-50p2.0');
      const offered = new Set(offer.upgrades.map((u) => u.id));
      for (const card of content.data.upgrades.filter((u) => u.sides.some((x) => x.type === slot))) {
        const r = validateSquad(withUpgrade(s, 0, card.xws, slot), content, { format: 'standard' });
        const legal = r.errors.every((e) => e.code === 'over-points-limit' || e.code === 'over-loadout');
        expect(offered.has(card.xws), `${slot} ${card.xws}: ${JSON.stringify(r.errors)}`).toBe(legal);
      }
      for (const u of offer.upgrades) {
        const r = validateSquad(withUpgrade(s, 0, u.id, slot), content, { format: 'standard' });
        expect(u.cost, u.id).toBe(r.ships[0]!.loadout.used);
        expect(u.fitsPoints, u.id).toBe(r.valid);
      }
    }
  });

  it('a T-65 X-wing takes talents and astromechs, not Force powers or crew; a unique card in the squad is not offered twice', () => {
    const s = squad();
    const ids = (slot: string) => legalUpgrades(content, s, { pilot: 0, slot }).upgrades.map((u) => u.id);
    expect(ids('talent')).toEqual(expect.arrayContaining(['marksmanship', 'predator', 'elusive']));
    expect(ids('astromech')).toContain('r5d8');
    // Luke Skywalker already carries R2-D2: one copy of a unique name per squad (rulebook, "Unique").
    expect(ids('astromech')).not.toContain('r2d2');
    // Wedge Antilles has no Force-power or crew slot.
    expect(ids('force-power')).toEqual([]);
    expect(ids('crew')).toEqual([]);
  });

  it('a full slot offers nothing; an unknown ship is refused', () => {
    const s = withUpgrade(squad(), 0, 'predator', 'talent');
    expect(legalUpgrades(content, s, { pilot: 0, slot: 'talent' }).upgrades).toEqual([]);
    expect(() => legalUpgrades(content, s, { pilot: 9, slot: 'talent' })).toThrow(SquadOptionError);
    expect(() => legalUpgrades(content, s, { pilot: 0, slot: 'talent', pointsSet: 'nope' })).toThrow(SquadOptionError);
  });
});

describe('pilotsOverLimits: pilots the builder must not offer for a new ship (issue 23)', () => {
  it('refuses a limited name already in the squad, by a pilot or an upgrade, with validation’s reason', () => {
    const s = squad(); // Luke Skywalker flies at pilots[1]; Wedge, Jek and Biggs too.
    const refused = pilotsOverLimits(content, s, { pilots: ['lukeskywalker', 'wedgeantilles', 'blackone'] });
    expect(refused.get('lukeskywalker')).toMatch(/only 1 card named "Luke Skywalker"/);
    expect(refused.get('wedgeantilles')).toMatch(/"Wedge Antilles"/);
    // A pilot whose name is not in the squad is offered.
    expect(refused.has('blackone')).toBe(false);
    // Every refusal agrees with validating the squad with the pilot added.
    for (const [id] of refused) {
      const pilot = content.pilot(id)!;
      const r = validateSquad({ ...s, pilots: [...s.pilots, { id, ship: pilot.ship, upgrades: [] }] }, content);
      expect(r.errors.some((e) => e.code === 'limited-exceeded' && e.path === `pilots[${s.pilots.length}]`)).toBe(true);
    }
  });

  it('offers generic pilots as often as wanted, and counts limited upgrades against a pilot of the same name', () => {
    const s = squad();
    expect(pilotsOverLimits(content, s, { pilots: ['redsquadronveteran', 'bluesquadronescort'] }).size).toBe(0);
    // Han Solo the gunner (here on Wedge: the slot itself is not the point) uses up the name Han Solo, so the pilot
    // Han Solo of the YT-1300 cannot join.
    const withHan = withUpgrade(s, 0, 'hansolo-rebel', 'gunner');
    const pilot = 'hansolo-modifiedyt1300lightfreighter';
    expect(pilotsOverLimits(content, s, { pilots: [pilot] }).has(pilot)).toBe(false);
    expect(pilotsOverLimits(content, withHan, { pilots: [pilot] }).get(pilot)).toMatch(/"Han Solo"/);
  });
});
