/**
 * Pilot abilities that needed actions outside the Perform Action step or choices by the opponent: Magna Tolvan, Major
 * Mianda, ISB Jingoist, Kendy Idele and the Battle of Yavin X-wings' Hope. Each on a realistic board, through the
 * engine's flow (core helpers) or the scripted engagement runner (combat helpers).
 */
import { describe, expect, it } from 'vitest';
import { choose, events, position } from './core-helpers.js';
import { eventsOf, facing, game, runEngagement, ship } from './combat-helpers.js';
import { answers, picks, playUntil, position as flowPosition } from './abilities/flow-harness.js';

const far = { pilot: 'redsquadronveteran', pose: { x: 100, y: 850, heading: 180 }, dial: '1F' };
const byId = (s: ReturnType<typeof position>, id: string) => s.ships.find((v) => v.id === id)!;

describe('Magna Tolvan (000 "Stress": stressed ships cannot perform actions; her ability overrides)', () => {
  const M = 'p2-magnatolvan-1';

  it('with 2 or fewer stress tokens she may perform white actions while stressed', () => {
    const s = position(
      [far],
      [{ pilot: 'magnatolvan', pose: { x: 400, y: 400, heading: 0 }, dial: '1T', tokens: { stress: 2 } }],
      { firstPlayer: 1 },
    );
    expect(s.pending?.kind).toBe('choose-action');
    expect(s.pending?.ship).toBe(M);
    expect(s.pending!.options.map((o) => o.id)).toContain('focus');
    choose(s, 'focus');
    expect(byId(s, M).tokens.focus).toBe(1);
  });

  it('with 3 stress tokens she skips her action like any stressed ship', () => {
    const s = position(
      [far],
      [{ pilot: 'magnatolvan', pose: { x: 400, y: 400, heading: 0 }, dial: '1T', tokens: { stress: 3 } }],
      { firstPlayer: 1 },
    );
    expect(events(s, 'action-skipped', M)).toHaveLength(1);
  });

  it('after gaining a stress token (a red K-turn) she may perform a white action, then her normal one', () => {
    const s = position([far], [{ pilot: 'magnatolvan', pose: { x: 400, y: 400, heading: 0 }, dial: '3K' }], {
      firstPlayer: 1,
    });
    expect(byId(s, M).tokens.stress).toBe(1);
    expect(s.pending?.prompt).toMatch(/Magna Tolvan/);
    choose(s, 'focus');
    // Her Perform Action step: still white actions only, and focus is used this round.
    expect(s.pending?.kind).toBe('choose-action');
    const ids = s.pending!.options.map((o) => o.id);
    expect(ids).not.toContain('focus');
    expect(ids).toContain('evade');
    choose(s, 'evade');
    expect(byId(s, M).tokens).toMatchObject({ focus: 1, evade: 1, stress: 1 });
  });
});

describe('Major Mianda (001 Round 5 End Phase; actions granted in the End Phase)', () => {
  it('she and a chosen friendly small ship at range 0–2 may each perform a red barrel roll or boost', () => {
    const MM = 'p2-majormianda-battleoverendor-1';
    const wing = 'p2-academypilot-1';
    const s = position(
      [far],
      [
        { pilot: 'majormianda-battleoverendor', pose: { x: 400, y: 400, heading: 0 } },
        { pilot: 'academypilot', pose: { x: 500, y: 400, heading: 0 } },
        { pilot: 'academypilot', id: 'p2-faraway', pose: { x: 850, y: 100, heading: 0 } },
      ],
      { phase: 'end' },
    );
    expect(s.pending?.kind).toBe('use-ability');
    const ids = s.pending!.options.map((o) => o.id);
    expect(ids).toEqual(['use:alone', `use:${wing}`, 'decline']);
    choose(s, `use:${wing}`);
    expect(s.pending?.ship).toBe(MM);
    const boost = s.pending!.options.find((o) => o.id.startsWith('boost:'))!;
    expect(boost.label).toMatch(/red/);
    const y = byId(s, MM).pose!.y;
    choose(s, boost.id);
    expect(byId(s, MM).pose!.y).toBeGreaterThan(y);
    expect(byId(s, MM).tokens.stress).toBe(1);
    expect(s.pending?.ship).toBe(wing);
    choose(s, 'pass');
    expect(s.phase).toBe('planning');
    expect(byId(s, wing).tokens.stress ?? 0).toBe(0);
  });
});

describe('Hope (Battle of Yavin X-wings; a friendly ship destroyed at range 0–3)', () => {
  it('when a friendly ship is destroyed by an asteroid, a Yavin X-wing nearby may focus or boost', () => {
    const B = 'p1-biggsdarklighter-battleofyavin-1';
    const L = 'p1-lukeskywalker-battleofyavin-1';
    const s = position(
      [
        {
          pilot: 'biggsdarklighter-battleofyavin',
          initiative: 0,
          pose: { x: 400, y: 200, heading: 0 },
          dial: '3F',
          shields: 0,
          damage: [
            { card: 'directhit', faceup: false },
            { card: 'directhit', faceup: false },
            { card: 'directhit', faceup: false },
          ],
        },
        { pilot: 'lukeskywalker-battleofyavin', pose: { x: 550, y: 300, heading: 0 }, dial: '1F' },
      ],
      [{ pilot: 'academypilot', pose: { x: 800, y: 800, heading: 180 }, dial: '1F' }],
      { diceMode: 'entered', obstacles: [{ name: 'asteroid-1', pose: { x: 400, y: 262, heading: 0 } }] },
    );
    expect(s.pending?.kind).toBe('enter-dice');
    choose(s, 'enter', ['blank']);
    expect(byId(s, B).gone?.how).toBe('destroyed');
    expect(s.pending?.kind).toBe('choose-action');
    expect(s.pending?.ship).toBe(L);
    expect(s.pending?.prompt).toMatch(/Hope/);
    expect(s.pending!.options.map((o) => o.id)).toContain('focus');
    choose(s, 'focus');
    expect(byId(s, L).tokens.focus).toBe(1);
    expect(events(s, 'ability-not-implemented').some((e) => /Hope/.test(e.text))).toBe(false);
  });
});

describe('ISB Jingoist (before engaging; the enemy answers)', () => {
  // Played through the flow (createFromPosition + applyInPlace): the enemy's "unless" answer is a flow decision.
  const run = (tokens: Record<string, number>, token: 'deplete' | 'strain', answer: 'pay' | 'refuse') => {
    const s = flowPosition(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 }, tokens }],
      [{ id: 'j', pilot: 'isbjingoist', pose: { x: 400, y: 400, heading: 180 } }],
    );
    const decisions = playUntil(
      s,
      (st) => st.log.some((e) => e.ship === 'j' && (e.type === 'attack-passed' || e.type === 'no-attack')),
      answers(
        picks('use-ability', 'use:x', 'j'),
        picks('use-ability', `use:${token}`, 'j'),
        picks('unless', answer, 'x'),
      ),
    );
    return { x: s.ships.find((sh) => sh.id === 'x')!, decisions };
  };

  it('the enemy in his front arc at range 1 may remove a green token instead of keeping the strain', () => {
    const { x, decisions } = run({ focus: 1 }, 'strain', 'pay');
    const asks = decisions.filter((d) => d.kind === 'use-ability');
    // Step by step (issue 10): the ship, then the token.
    expect(asks[0]!.player).toBe(1);
    expect(asks[0]!.options.map((o) => o.id)).toEqual(['use:x', 'decline']);
    expect(asks[1]!.options.map((o) => o.id)).toEqual(['use:deplete', 'use:strain', 'decline']);
    // The enemy's answer ("unless"): it may pay with the green token it holds (its focus), or refuse.
    const unless = decisions.find((d) => d.kind === 'unless')!;
    expect(unless.player).toBe(0);
    expect(unless.options.map((o) => o.id)).toEqual(['pay', 'refuse']);
    expect(x.tokens.focus ?? 0).toBe(0);
    expect(x.tokens.strain ?? 0).toBe(0);
  });

  it('an enemy without green tokens (or declining) keeps the chosen token', () => {
    expect(run({}, 'deplete', 'pay').x.tokens.deplete).toBe(1);
    expect(run({ evade: 1 }, 'strain', 'refuse').x.tokens).toMatchObject({ strain: 1, evade: 1 });
  });
});

describe('Kendy Idele (after spending a green token)', () => {
  it('she takes a strain token so a friendly ship at range 1–3 may perform a red focus, at once', () => {
    const k = ship({ id: 'k', player: 0, pilot: 'kendyidele-battleoverendor', ...facing(150).a, tokens: { focus: 1 } });
    const f = ship({ id: 'f', player: 0, pilot: 'redsquadronveteran', x: 250, y: 150, heading: 180 });
    const t = ship({ id: 't', player: 1, pilot: 'academypilot', ...facing(150).b });
    const s = game([k, f, t]);
    const { ctx, decisions } = runEngagement(s, [
      'attack:t:primary:front',
      'focus,blank,blank',
      'mod:focus',
      'use:f',
      // The granted action is part of her ability: asked as it resolves, before the attack goes on (000 Timing).
      'focus',
      'blank,blank,blank',
    ]);
    expect(decisions.find((d) => d.kind === 'use-ability')?.options.map((o) => o.id)).toEqual(['use:f', 'decline']);
    const act = decisions.find((d) => d.kind === 'choose-action')!;
    expect(act.ship).toBe('f');
    expect(act.options.find((o) => o.id === 'focus')?.label).toMatch(/red/);
    expect(k.tokens.strain).toBe(1);
    expect(f.tokens).toMatchObject({ focus: 1, stress: 1 });
    expect(eventsOf(ctx, 'action-performed').length).toBeGreaterThan(0);
  });
});

describe('granted actions outside the Activation Phase run the "after you perform an action" window', () => {
  it('Engagement: Valen Rudor, with a faceup Wounded Pilot, rolls its die after his granted focus', () => {
    const { a, b } = facing(150);
    const s = position(
      [{ pilot: 'redsquadronveteran', id: 'x', pose: { x: a.x, y: a.y, heading: a.heading } }],
      [
        {
          pilot: 'valenrudor',
          id: 'v',
          pose: { x: b.x, y: b.y, heading: b.heading },
          damage: [{ card: 'woundedpilot', faceup: true }],
        },
      ],
      { phase: 'engagement', diceMode: 'entered' },
    );
    // Entered dice: blanks for the attack and the defense, then the Wounded Pilot die (the window waits on it).
    const faces = [['blank', 'blank', 'blank'], ['blank', 'blank', 'blank'], ['blank']];
    for (let guard = 0; guard < 40 && s.pending && s.phase === 'engagement'; guard++) {
      const d = s.pending;
      if (d.kind === 'enter-dice') choose(s, 'faces', faces.shift()!);
      else if (d.kind === 'declare-attack') choose(s, d.ship === 'x' ? 'attack:v:primary:front' : 'pass');
      else if (d.kind === 'choose-action') choose(s, 'focus');
      else
        choose(
          s,
          d.options.some((o) => o.id === 'done')
            ? 'done'
            : (d.options.find((o) => o.id === 'decline') ?? d.options[0]!).id,
        );
    }
    expect(faces).toEqual([]);
    // (The End Phase has removed the focus token since; the log keeps the action.)
    expect(events(s, 'action-performed', 'v').map((e) => e.data!.action)).toEqual(['focus']);
    const rolled = events(s, 'ability-die-rolled');
    expect(rolled).toHaveLength(1);
    expect(rolled[0]!.ship).toBe('v');
  });

  it('End Phase: Major Mianda, with a faceup Wounded Pilot, rolls its die after her granted boost', () => {
    const MM = 'p2-majormianda-battleoverendor-1';
    const s = position(
      [far],
      [
        {
          pilot: 'majormianda-battleoverendor',
          pose: { x: 400, y: 400, heading: 0 },
          damage: [{ card: 'woundedpilot', faceup: true }],
        },
      ],
      { phase: 'end' },
    );
    choose(s, 'use:alone');
    choose(s, s.pending!.options.find((o) => o.id.startsWith('boost:'))!.id);
    expect(events(s, 'ability-die-rolled', MM)).toHaveLength(1);
  });
});
