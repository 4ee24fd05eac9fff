/**
 * Galactic Empire TIE/ln fighter pilots (imperial-tieln.ts in abilities/cards/attack, support and movement), each
 * on a small board. Rule sections named are from the rulebook (000) and the Rules Reference outline (001).
 */
import { describe, expect, it } from 'vitest';
import { attack, runActivation } from './activation-helpers.js';
import { attackDiceCount } from '../src/combat/attack.js';
import { grantAction } from '../src/abilities/grant-action.js';
import { chooseAbility } from '../src/abilities/run.js';
import type { Ability } from '../src/abilities/vocabulary/types.js';
import type { Decision } from '../src/decision.js';
import { advance, choose } from '../src/flow.js';
import { type Answer, eventsOf, facing, game, runEngagement, ship, TestCtx } from './combat-helpers.js';

/**
 * An engagement script: declare decisions answered per ship (`attacks`, others pass), every other decision from
 * `rest` in order (then abilities declined and modify windows closed).
 */
function play(attacks: Record<string, string>, rest: (string | ((d: Decision) => string))[]): Answer[] {
  const queue = [...rest];
  const f = (d: Decision): string => {
    if (d.kind === 'declare-attack') return attacks[d.ship ?? ''] ?? 'pass';
    const next = queue.shift() ?? (d.kind === 'use-ability' ? 'decline' : 'done');
    return typeof next === 'function' ? next(d) : next;
  };
  return Array<Answer>(80).fill(f);
}

describe('"Scythe 6" (001 Engagement 2.1, attack dice count)', () => {
  it('rolls one more attack die at range 1–2 only', () => {
    const x = ship({ id: 'x', player: 1, pilot: 'scythe6-battleoverendor', ...facing(150).a });
    const t = ship({ id: 't', player: 0, pilot: 'redsquadronveteran', ...facing(150).b });
    const s = game([x, t]);
    const ctx = new TestCtx(s);
    for (const [range, n] of [
      [1, 4], // 2 + range bonus + Scythe 6
      [2, 3],
      [3, 2],
    ] as const) {
      const a = attack({ range });
      s.cursor.attack = a;
      expect([range, attackDiceCount(ctx, a)]).toEqual([range, n]);
    }
  });
});

describe('"Backstabber" and "Mauler" Mithel, Battle of Yavin (000 Firing Arcs: left and right arcs)', () => {
  const count = (wingmanPilot: string, at: { x: number; y: number }) => {
    const b = ship({ id: 'x', player: 1, pilot: 'backstabber-battleofyavin', ...facing(150).a });
    const w = ship({ id: 'w', player: 1, pilot: wingmanPilot, ...at, heading: 0 });
    const t = ship({ id: 't', player: 0, pilot: 'redsquadronveteran', ...facing(150).b });
    const s = game([b, w, t]);
    const a = attack({});
    s.cursor.attack = a;
    return attackDiceCount(new TestCtx(s), a);
  };

  it('Backstabber rolls one more die with Mauler Mithel or Darth Vader beside him at range 0–1', () => {
    expect(count('maulermithel-battleofyavin', { x: 340, y: 200 })).toBe(3);
    expect(count('darthvader', { x: 460, y: 200 })).toBe(3);
  });

  it('not with another pilot beside him, nor with his partner behind him', () => {
    expect(count('academypilot', { x: 340, y: 200 })).toBe(2);
    expect(count('maulermithel-battleofyavin', { x: 400, y: 110 })).toBe(2);
  });

  it('Mauler Mithel (Battle of Yavin) counts Backstabber as his wingman', () => {
    const m = ship({ id: 'x', player: 1, pilot: 'maulermithel-battleofyavin', ...facing(150).a });
    const w = ship({ id: 'w', player: 1, pilot: 'backstabber-battleofyavin', x: 340, y: 200, heading: 0 });
    const t = ship({ id: 't', player: 0, pilot: 'redsquadronveteran', ...facing(150).b });
    const s = game([m, w, t]);
    const a = attack({});
    s.cursor.attack = a;
    expect(attackDiceCount(new TestCtx(s), a)).toBe(3);
  });
});

describe('"Dark Curse", Battle of Yavin (001 Engagement 2.2, Modify Attack Dice)', () => {
  it('while he defends, the attacker cannot spend its focus on the attack dice', () => {
    const dc = ship({ id: 'd', player: 1, pilot: 'darkcurse-battleofyavin', ...facing(150).b });
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a, tokens: { focus: 1 } });
    const s = game([x, dc]);
    const { ctx, decisions } = runEngagement(
      s,
      play({ x: 'attack:d:primary:front' }, ['focus,focus,hit', 'blank,blank,blank']),
    );
    expect(decisions.some((d) => d.kind === 'modify-attack-dice')).toBe(false);
    expect(x.tokens.focus).toBe(1);
    expect(eventsOf(ctx, 'attack-neutralized')[0]?.data).toMatchObject({ hits: 1, crits: 0 });
  });

  it('an ordinary defender lets the attacker modify', () => {
    const t = ship({ id: 'd', player: 1, pilot: 'academypilot', ...facing(150).b });
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a, tokens: { focus: 1 } });
    const { decisions } = runEngagement(
      game([x, t]),
      play({ x: 'attack:d:primary:front' }, ['focus,focus,hit', 'done', 'blank,blank,blank']),
    );
    expect(decisions.some((d) => d.kind === 'modify-attack-dice' && d.ship === 'x')).toBe(true);
  });
});

describe('"Wampa" (000 Charges; 001 Engagement 2.1)', () => {
  for (const pilot of ['wampa', 'wampa-battleofyavin']) {
    it(`${pilot}: spends a charge to roll one more attack die, and loses a charge after defending`, () => {
      const w = ship({ id: 'w', player: 1, pilot, ...facing(150).b });
      const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a });
      const s = game([x, w]);
      const { decisions } = runEngagement(
        s,
        play({ w: 'attack:x:primary:front' }, ['use', 'blank,blank,blank', 'blank,blank']),
      );
      const enter = decisions.find((d) => d.kind === 'enter-dice' && d.ship === 'w');
      expect(enter?.count).toBe(3);
      expect(w.charges).toBe(0);

      const w2 = ship({ id: 'w', player: 1, pilot, ...facing(150).b });
      const x2 = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a });
      runEngagement(game([x2, w2]), play({ x: 'attack:w:primary:front' }, ['blank,blank,blank', 'blank,blank,blank']));
      expect(w2.charges).toBe(0);
    });
  }
});

describe('Iden Versio (000 Damage; 001 Engagement 5, Deal Damage)', () => {
  for (const pilot of ['idenversio', 'idenversio-swz105']) {
    it(`${pilot}: spends her charge to prevent the damage to a nearby friendly TIE/ln fighter`, () => {
      const iden = ship({ id: 'i', player: 1, pilot, x: 460, y: 390, heading: 180 });
      const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
      const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a });
      const s = game([x, t, iden]);
      const { ctx } = runEngagement(
        s,
        play({ x: 'attack:t:primary:front' }, ['hit,crit,blank', 'blank,blank,blank', 'use']),
      );
      expect(eventsOf(ctx, 'damage-prevented')).toHaveLength(1);
      expect(t.damage).toHaveLength(0);
      expect(iden.charges).toBe(0);
    });
  }

  it('does not protect a TIE/ln fighter beyond range 1 of her', () => {
    const iden = ship({ id: 'i', player: 1, pilot: 'idenversio', x: 700, y: 700, heading: 180 });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a });
    const { decisions } = runEngagement(
      game([x, t, iden]),
      play({ x: 'attack:t:primary:front' }, ['hit,crit,blank', 'blank,blank,blank']),
    );
    expect(decisions.some((d) => d.kind === 'use-ability')).toBe(false);
    expect(t.damage).toHaveLength(2);
  });
});

describe('Seyn Marana (000 Damage: facedown cards; 001 Engagement 4, Neutralize Results)', () => {
  it('spends a crit to deal a facedown damage card past the shields; the other results are cancelled', () => {
    const seyn = ship({ id: 's', player: 1, pilot: 'seynmarana', ...facing(150).b });
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a });
    const s = game([x, seyn]);
    const { ctx } = runEngagement(s, play({ s: 'attack:x:primary:front' }, ['crit,hit', 'blank,blank', 'use']));
    expect(x.shields).toBe(2);
    expect(x.damage).toEqual([expect.objectContaining({ faceup: false })]);
    expect(eventsOf(ctx, 'attack-neutralized')[0]?.data).toMatchObject({ hits: 0, crits: 0 });
  });
});

describe('Moff Gideon (000 Charges; Strain; 001 Engagement 3.2, Modify Defense Dice)', () => {
  it('spends a charge: the defender cannot spend its focus, a friendly ship near the defender gains strain', () => {
    const g = ship({ id: 'g', player: 1, pilot: 'moffgideon', x: 600, y: 290, heading: 180 });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(50).b });
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(50).a, tokens: { focus: 1 } });
    const s = game([x, t, g]);
    const { decisions } = runEngagement(
      s,
      play({ t: 'attack:x:primary:front' }, ['use:t', 'hit,hit,hit', 'focus,blank']),
    );
    expect(decisions.some((d) => d.kind === 'modify-defense-dice')).toBe(false);
    expect(x.tokens.focus).toBe(1);
    expect(t.tokens.strain).toBe(1);
    expect(g.charges).toBe(1);
  });

  it('his owner picks which friendly ship at range 0–1 of the defender gains the strain; others are refused', () => {
    const g = ship({ id: 'g', player: 1, pilot: 'moffgideon', x: 600, y: 290, heading: 180 });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(50).b });
    const w = ship({ id: 'w', player: 1, pilot: 'academypilot', x: 350, y: 330, heading: 180 });
    const far = ship({ id: 'f', player: 1, pilot: 'academypilot', x: 850, y: 850, heading: 180 });
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(50).a });
    const s = game([x, t, w, g, far]);
    const { decisions } = runEngagement(
      s,
      play({ t: 'attack:x:primary:front' }, [
        (d) => {
          expect(d.options.map((o) => o.id)).toEqual(['use:t', 'use:w', 'decline']);
          const bad = chooseAbility(new TestCtx(s), { decision: d.id, seat: d.player, option: 'use:f' });
          expect(bad.ok).toBe(false);
          return 'use:w';
        },
        'hit,hit,hit',
        'blank,blank',
      ]),
    );
    expect(decisions.filter((d) => d.kind === 'use-ability')).toHaveLength(1);
    expect(w.tokens.strain).toBe(1);
    expect(t.tokens.strain ?? 0).toBe(0);
  });
});

describe('"Night Beast" (001 Activation 2–4: blue maneuvers; 000 Focus action)', () => {
  for (const pilot of ['nightbeast', 'nightbeast-swz105']) {
    it(`${pilot}: after a blue maneuver he may focus; after a white one he is not offered it`, () => {
      const nb = ship({ id: 'n', player: 1, pilot, x: 400, y: 300, heading: 0 });
      nb.dial = { maneuver: '2F', revealed: false };
      const { decisions } = runActivation(game([nb], { firstPlayer: 1 }), ['focus']);
      expect(decisions[0]?.prompt).toContain('Night Beast');
      expect(nb.tokens.focus).toBe(1);

      const nb2 = ship({ id: 'n', player: 1, pilot, x: 400, y: 300, heading: 0 });
      nb2.dial = { maneuver: '4F', revealed: false };
      const r = runActivation(game([nb2], { firstPlayer: 1 }));
      expect(r.decisions.some((d) => d.prompt.includes('Night Beast'))).toBe(false);
    });
  }
});

describe('Yrica Quell (000 Lock; 001 Activation 3, after executing a maneuver)', () => {
  it('after her maneuver she may lock an enemy ship in her bullseye', () => {
    const y = ship({ id: 'y', player: 1, pilot: 'yricaquell', x: 400, y: 200, heading: 0 });
    y.dial = { maneuver: '2F', revealed: false };
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', x: 400, y: 600, heading: 180 });
    x.round.activated = true;
    const s = game([x, y], { firstPlayer: 1 });
    const { decisions } = runActivation(s, ['use:x']);
    expect(decisions.some((d) => d.kind === 'use-ability' && d.ship === 'y')).toBe(true);
    expect(y.locks).toEqual([{ target: 'x' }]);
  });

  it('her owner picks which enemy in her bullseye to lock', () => {
    const y = ship({ id: 'y', player: 1, pilot: 'yricaquell', x: 400, y: 200, heading: 0 });
    y.dial = { maneuver: '2F', revealed: false };
    const near = ship({ id: 'n', player: 0, pilot: 'redsquadronveteran', x: 400, y: 420, heading: 180 });
    const back = ship({ id: 'b', player: 0, pilot: 'redsquadronveteran', x: 400, y: 560, heading: 180 });
    near.round.activated = true;
    back.round.activated = true;
    const s = game([near, back, y], { firstPlayer: 1 });
    const { decisions } = runActivation(s, ['use:b']);
    const ask = decisions.find((d) => d.kind === 'use-ability' && d.ship === 'y')!;
    expect(ask.options.map((o) => o.id)).toEqual(['use:n', 'use:b', 'decline']);
    expect(y.locks).toEqual([{ target: 'b' }]);
  });
});

describe('Formed Up, the Battle over Endor TIE/ln ship ability ("Scythe 6"; 001 Round 5, End Phase)', () => {
  function endPhase(wingmanAt: { x: number; y: number } | null, answer: string) {
    const sc = ship({ id: 'sc', player: 1, pilot: 'scythe6-battleoverendor', x: 400, y: 300, heading: 0 });
    sc.tokens.stress = 2;
    // An enemy far away, so the game goes on to the next round.
    const ships = [sc, ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', x: 800, y: 800, heading: 180 })];
    if (wingmanAt) ships.push(ship({ id: 'w', player: 1, pilot: 'academypilot', ...wingmanAt, heading: 0 }));
    const s = game(ships);
    s.phase = 'end';
    s.cursor = { step: 'tokens' };
    const ctx = new TestCtx(s);
    advance(ctx);
    const asked = s.pending?.kind === 'use-ability' && s.pending.ship === 'sc';
    if (asked) choose(ctx, { decision: s.pending!.id, seat: s.pending!.player, option: answer });
    return { sc, asked, s };
  }

  it('beside another friendly TIE/ln fighter he may remove one stress token, then the round ends', () => {
    const { sc, asked, s } = endPhase({ x: 460, y: 300 }, 'use');
    expect(asked).toBe(true);
    expect(sc.tokens.stress).toBe(1);
    expect(s.round).toBe(2);
  });

  it('alone, nothing is offered and the stress stays', () => {
    const { sc, asked } = endPhase(null, 'use');
    expect(asked).toBe(false);
    expect(sc.tokens.stress).toBe(2);
  });
});

/** Answers a granted 'choose-action' decision with its first option whose id starts with `prefix`. */
function pick(prefix: string): (d: Decision) => string {
  return (d) => d.options.find((o) => o.id.startsWith(prefix))?.id ?? 'pass';
}

describe('Valen Rudor (000 Actions; 001 Engagement, after an attack)', () => {
  for (const pilot of ['valenrudor', 'valenrudor-swz105']) {
    it(`${pilot}: after a friendly ship at range 0–1 defends, he may perform an action from his bar`, () => {
      const v = ship({ id: 'v', player: 1, pilot, x: 460, y: 390, heading: 180 });
      const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
      const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a });
      const { decisions } = runEngagement(
        game([x, t, v]),
        play({ x: 'attack:t:primary:front' }, ['hit,blank,blank', 'blank,blank,blank', pick('focus')]),
      );
      const asked = decisions.find((d) => d.kind === 'choose-action');
      expect(asked?.ship).toBe('v');
      expect(asked?.prompt).toContain('Valen Rudor');
      // Damage was resolved before the action is offered.
      expect(t.shields + t.damage.length).toBeGreaterThan(0);
      expect(v.tokens.focus).toBe(1);
      expect(v.round.actions).toContain('focus');
    });
  }

  it('also after he defends himself; not when stressed, nor for a friendly ship beyond range 1', () => {
    const v = ship({ id: 'v', player: 1, pilot: 'valenrudor', ...facing(150).b });
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a });
    const self = runEngagement(
      game([x, v]),
      play({ x: 'attack:v:primary:front' }, ['blank,blank,blank', 'blank,blank,blank', 'focus']),
    );
    expect(self.decisions.some((d) => d.kind === 'choose-action' && d.ship === 'v')).toBe(true);
    expect(v.tokens.focus).toBe(1);

    const v2 = ship({ id: 'v', player: 1, pilot: 'valenrudor', ...facing(150).b, tokens: { stress: 1 } });
    const x2 = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a });
    const stressed = runEngagement(
      game([x2, v2]),
      play({ x: 'attack:v:primary:front' }, ['blank,blank,blank', 'blank,blank,blank']),
    );
    expect(stressed.decisions.some((d) => d.kind === 'choose-action')).toBe(false);

    const far = ship({ id: 'v', player: 1, pilot: 'valenrudor', x: 700, y: 700, heading: 180 });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const x3 = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a });
    const away = runEngagement(
      game([x3, t, far]),
      play({ x: 'attack:t:primary:front' }, ['blank,blank,blank', 'blank,blank,blank']),
    );
    expect(away.decisions.some((d) => d.kind === 'choose-action')).toBe(false);
  });
});

describe('Lieutenant Hebsly, Battle over Endor (000 Boost; red actions and stress)', () => {
  it('after he defends he may boost as a red action even while stressed, and gains a stress', () => {
    const h = ship({
      id: 'h',
      player: 1,
      pilot: 'lieutenanthebsly-battleoverendor',
      ...facing(150).b,
      tokens: { stress: 1 },
    });
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a });
    const before = { ...h.pose };
    const { decisions } = runEngagement(
      game([x, h]),
      play({ x: 'attack:h:primary:front' }, ['blank,blank,blank', 'blank,blank,blank', pick('boost')]),
    );
    const asked = decisions.find((d) => d.kind === 'choose-action');
    expect(asked?.ship).toBe('h');
    expect(asked?.options.every((o) => o.id === 'pass' || o.id.startsWith('boost'))).toBe(true);
    expect(h.pose).not.toEqual(before);
    expect(h.tokens.stress).toBe(2);
  });

  it('when he attacks, nothing is offered', () => {
    const h = ship({ id: 'h', player: 1, pilot: 'lieutenanthebsly-battleoverendor', ...facing(150).b });
    const x = ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', ...facing(150).a });
    const { decisions } = runEngagement(
      game([x, h]),
      play({ h: 'attack:x:primary:front' }, ['blank,blank', 'blank,blank']),
    );
    expect(decisions.some((d) => d.kind === 'choose-action')).toBe(false);
  });
});

describe('Granted actions in the End Phase (001 Round 5; abilities/grant-action.ts)', () => {
  it('an ability at the end of the End Phase may grant an action, asked before the round ends', () => {
    const grant: Ability = {
      source: { kind: 'pilot', xws: 'academypilot' },
      window: 'end:end',
      when: { kind: 'code', test: () => true },
      optional: false,
      effect: {
        kind: 'code',
        run: (ctx, me) => grantAction(ctx, me, [{ type: 'evade', difficulty: 'white' }], 'test'),
      },
      summary: 'test: an evade action at the end of the End Phase.',
    };
    const a = ship({ id: 'a', player: 1, pilot: 'academypilot', x: 400, y: 300, heading: 0 });
    const s = game([a, ship({ id: 'x', player: 0, pilot: 'redsquadronveteran', x: 800, y: 800, heading: 180 })]);
    s.phase = 'end';
    s.cursor = { step: 'tokens' };
    const ctx = new TestCtx(s, { 'pilot:academypilot': [grant] });
    advance(ctx);
    expect(s.pending).toMatchObject({ kind: 'choose-action', ship: 'a' });
    expect(s.round).toBe(1);
    const r = choose(ctx, { decision: s.pending!.id, seat: s.pending!.player, option: 'evade' });
    expect(r.ok).toBe(true);
    expect(a.tokens.evade).toBe(1);
    expect(s.round).toBe(2);
  });
});
