/**
 * First-edition squads (issue 29): XWS as first-edition builders wrote it (version 1.0: pilots by "name", factions
 * "rebel"/"imperial", slot keys "ept"/"amd"), priced as printed with the upgrades in the squad's points and a limit of
 * 100 (002 §Squad points, §Formats of play).
 */
import { loadFirstEditionContent } from '@xwing/content';
import { validateXws } from '@xwing/squads';
import { describe, expect, it } from 'vitest';

const content = loadFirstEditionContent();
const options = { pointsSet: 'fe-100' };

const luke = {
  name: 'Core Set rebels',
  faction: 'rebel',
  version: '1.0.0',
  pilots: [{ name: 'lukeskywalker', ship: 'xwing', upgrades: { torpedo: ['protontorpedoes'], amd: ['r2d2'] } }],
};

describe('first-edition squads (XWS 1.0, 100 points)', () => {
  it('reads an XWS 1.0 squad and counts its upgrades in its points (002 §Squad points)', () => {
    const { squad, result } = validateXws(luke, content, options);
    expect(result.errors).toEqual([]);
    expect(squad.faction).toBe('rebelalliance');
    expect(result.points).toBe(28 + 4 + 4);
  });

  it('refuses a squad over 100 points (002 §Formats of play)', () => {
    const many = {
      faction: 'imperial',
      pilots: Array.from({ length: 4 }, () => ({
        name: 'stormsquadronpilot',
        ship: 'tieadvanced',
        upgrades: { missile: ['clustermissiles'] },
      })),
    };
    const { result } = validateXws(many, content, options);
    expect(result.points).toBe(4 * (23 + 4));
    expect(result.errors.map((e) => e.code)).toContain('over-points-limit');
  });

  it('keeps unique names unique (002 §Unique names)', () => {
    const twice = { faction: 'rebel', pilots: [luke.pilots[0], { name: 'lukeskywalker', ship: 'xwing' }] };
    expect(validateXws(twice, content, options).result.valid).toBe(false);
  });
});
