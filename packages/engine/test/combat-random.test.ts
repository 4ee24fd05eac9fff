/**
 * Random engagements: many seeded positions played with random legal answers and rolled dice never throw, always
 * end, and keep the damage invariants (000 Suffering Damage, Destroying Ships; 001 Engagement).
 */
import { describe, expect, it } from 'vitest';
import { engagement } from '../src/phases/engagement.js';
import { nextInt, seedRng } from '../src/rng.js';
import { game, ship, TestCtx } from './combat-helpers.js';

const PILOTS = [
  ['lukeskywalker', 'redsquadronveteran', 'wedgeantilles', 'bluesquadronescort'],
  ['howlrunner', 'academypilot', 'maulermithel', 'delmeeko', 'gideonhask', 'blacksquadronace'],
];
const UPGRADES = ['protontorpedoes', 'predator', 'marksmanship', 'outmaneuver', 'shieldupgrade', 'hullupgrade'];

describe('random engagements', () => {
  it('300 seeded engagements end without errors and keep the invariants', () => {
    const seen = { attacks: 0, destroyed: 0, modifications: 0 };
    for (let g = 0; g < 300; g++) {
      const rng = seedRng(`random-${g}`);
      const r = (n: number) => nextInt(rng, n);
      const ships = [];
      for (let i = 0; i < 4; i++) {
        const player = (i % 2) as 0 | 1;
        const list = PILOTS[player]!;
        ships.push(
          ship({
            id: `s${i}`,
            player,
            pilot: list[r(list.length)]!,
            x: 300 + r(300),
            y: player === 0 ? 200 + r(100) : 380 + r(150),
            heading: player === 0 ? r(60) - 30 : 150 + r(60),
            upgrades: player === 0 ? [UPGRADES[r(UPGRADES.length)]!] : [],
            tokens: { focus: r(2), evade: r(2) },
            locks: r(2) ? [`s${1 + 2 * r(2)}`] : [],
            damage: r(3) === 0 ? [{ card: 'directhit', faceup: false }] : [],
          }),
        );
      }
      const s = game(ships, { firstPlayer: r(2) as 0 | 1 });
      s.diceMode = 'rolled';
      s.rng = seedRng(`dice-${g}`);
      const ctx = new TestCtx(s);
      engagement.enter(ctx);
      let steps = 0;
      for (;;) {
        const res = engagement.advance(ctx);
        if (res !== 'asked') break;
        const d = s.pending!;
        const o = d.options[r(d.options.length)]!;
        const c = engagement.choose(ctx, { decision: d.id, seat: d.player, option: o.id });
        if (!c.ok) throw new Error(`${d.kind} ${o.id}: ${c.reason} (game ${g})`);
        expect(++steps).toBeLessThan(400);
      }
      for (const sh of s.ships) {
        expect(sh.shields).toBeGreaterThanOrEqual(0);
        expect(sh.pendingRemoval).toBe(false);
        for (const v of Object.values(sh.tokens)) expect(v).toBeGreaterThanOrEqual(0);
        if (sh.damage.length >= sh.hull) expect(sh.gone?.how).toBe('destroyed');
        else expect(sh.gone).toBeNull();
      }
      expect(s.cursor.attack).toBeUndefined();
      seen.attacks += s.log.filter((e) => e.type === 'attack-declared').length;
      seen.destroyed += s.log.filter((e) => e.type === 'ship-destroyed').length;
      seen.modifications += s.log.filter((e) => e.type === 'modification-used').length;
    }
    // The positions are close enough that the run exercises attacks, modifications and destroyed ships.
    expect(seen.attacks).toBeGreaterThan(200);
    expect(seen.modifications).toBeGreaterThan(100);
    expect(seen.destroyed).toBeGreaterThan(5);
  });
});
