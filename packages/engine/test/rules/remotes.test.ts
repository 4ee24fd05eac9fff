/**
 * Remotes (2.0 Rules Reference "Remotes", quoted in ../shared/rules/rules-reference-supplement.md; 000/001/003 have
 * no remote rule), played from positions through `createFromPosition` + `applyInPlace`: a card places its remote as
 * a device ("Remotes are devices that have initiative, agility, and hull values"), positions with remotes round-trip
 * and impossible ones are refused.
 */
import {
  createFromPosition,
  type Decision,
  type GameState,
  type Position,
  positionOf,
  positionProblems,
} from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { type Answer, content, playUntil, position } from '../abilities/flow-harness.js';

const events = (s: GameState, type: string) => s.log.filter((e) => e.type === type);

describe('remotes are placed as devices and kept in the state (supplement "Remotes")', () => {
  it('a launched probe droid is a remote with the initiative, agility and hull of its card, controlled by its owner', () => {
    const s = position(
      'end',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 150, y: 150, heading: 0 } }],
      [
        {
          pilot: 'separatistbomber',
          id: 'bomber',
          upgrades: ['drk1probedroids'],
          pose: { x: 450, y: 450, heading: 180 },
        },
      ],
    );
    playUntil(
      s,
      (st) => st.round > 1,
      (d) => (d.kind === 'use-ability' ? ['use:3F'] : undefined),
    );
    expect(s.devices).toEqual([]);
    expect(s.remotes).toHaveLength(1);
    expect(s.remotes![0]).toMatchObject({ card: 'drk1probedroids', player: 1, initiative: 0, agility: 3, hull: 1 });
    // Dropped behind a ship heading to y = 0: past the 3-straight at its rear.
    expect(s.remotes![0]!.pose.y).toBeGreaterThan(450 + 20 + 120);
    expect(events(s, 'remote-placed')).toHaveLength(1);
    // Its own behaviours are written (s37: what a ship ending on it sets off, its range for locks and jams, bombs'
    // effects on it): the log has nothing to report for it.
    expect(events(s, 'not-implemented').filter((e) => e.data?.remote === 'drk1probedroids')).toHaveLength(0);
  });
});

describe('positions with remotes', () => {
  const given: Position = {
    round: 3,
    phase: 'planning',
    players: [
      { ships: [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 150, y: 150, heading: 0 } }] },
      {
        ships: [
          {
            pilot: 'separatistbomber',
            id: 'bomber',
            upgrades: ['drk1probedroids', 'discordmissiles'],
            pose: { x: 450, y: 450, heading: 180 },
          },
        ],
      },
    ],
    remotes: [
      { card: 'drk1probedroids', owner: 'bomber', pose: { x: 300, y: 300, heading: 0 }, id: 'probe', round: 2 },
      { card: 'discordmissiles', owner: 'bomber', pose: { x: 500, y: 300, heading: 90 } },
    ],
  };

  it('round-trip through positionOf, with the stats of their cards', () => {
    const s = createFromPosition(given, content);
    expect(s.remotes!.map((r) => [r.id, r.player, r.agility, r.hull, r.round])).toEqual([
      ['probe', 1, 3, 1, 2],
      ['discordmissiles-r3-1', 1, 1, 1, 3],
    ]);
    const back = positionOf(s, content);
    expect(back.remotes).toEqual([
      { card: 'drk1probedroids', owner: 'bomber', pose: { x: 300, y: 300, heading: 0 }, id: 'probe', round: 2 },
      {
        card: 'discordmissiles',
        owner: 'bomber',
        pose: { x: 500, y: 300, heading: 90 },
        id: 'discordmissiles-r3-1',
        round: 3,
      },
    ]);
    expect(createFromPosition(back, content).remotes).toEqual(s.remotes);
  });

  it('impossible remotes are refused with their paths', () => {
    const bad: Position = {
      ...given,
      remotes: [
        { card: 'drk1probedroids', owner: 'xwing', pose: { x: 300, y: 300, heading: 0 } },
        { card: 'drk1probedroids', owner: 'bomber', pose: { x: -500, y: 300, heading: 0 } },
        { card: 'drk1probedroids', owner: 'bomber', pose: { x: 300, y: 300, heading: 0 }, round: 4 },
        { card: 'drk1probedroids', owner: 'bomber', pose: { x: 300, y: 300, heading: 0 }, damage: 1 },
        { card: 'drk1probedroids', owner: 'bomber', pose: { x: 300, y: 300, heading: 0 }, id: 'twice' },
        { card: 'discordmissiles', owner: 'bomber', pose: { x: 300, y: 300, heading: 0 }, id: 'twice' },
      ],
    };
    const problems = positionProblems(bad, content);
    const bomb = { ...given, remotes: [{ card: 'protonbombs', owner: 'bomber', pose: { x: 1, y: 1, heading: 0 } }] };
    expect(positionProblems(bomb, content).map((p) => p.path)).toEqual(['remotes[0].card']);
    expect(problems.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        'remotes[0].card',
        'remotes[1].pose',
        'remotes[2].round',
        'remotes[3].damage',
        'remotes[5].id',
      ]),
    );
  });
});

describe('attacking remotes (supplement "Remotes": Attacking Remotes, Damaging Remotes)', () => {
  /**
   * Engagement Phase: the X-wing (initiative 4, first player) at y = 300 facing +y; the bomber's probe droid (agility
   * 3, hull 1) straight ahead at `y`; the bomber itself behind the X-wing, out of its arc.
   */
  function table(y: number, extra: Partial<Position> = {}): GameState {
    return position(
      'engagement',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 400, y: 300, heading: 0 }, locks: ['probe'] }],
      [
        {
          pilot: 'separatistbomber',
          id: 'bomber',
          upgrades: ['drk1probedroids'],
          pose: { x: 400, y: 100, heading: 0 },
        },
      ],
      {
        remotes: [{ card: 'drk1probedroids', owner: 'bomber', pose: { x: 400, y, heading: 0 }, id: 'probe' }],
        ...extra,
      },
    );
  }
  const attackProbe =
    (attack: string[], defense?: string[]): Answer =>
    (d: Decision) => {
      if (d.kind === 'declare-attack' && d.ship === 'xwing') {
        const o = d.options.find((x) => x.data?.defender === 'probe');
        return o ? [o.id] : ['pass'];
      }
      if (d.kind === 'enter-dice' && d.accepts === 'attack-faces') return ['enter', attack];
      if (d.kind === 'enter-dice' && d.accepts === 'defense-faces')
        return ['enter', defense ?? Array(d.count).fill('blank')];
      return undefined;
    };
  const afterAttack = (s: GameState) => events(s, 'attack-ended').length > 0 || s.round > 1;

  it('an enemy remote in arc and range can be declared as the defender; one damage destroys a hull-1 remote', () => {
    const s = table(450);
    const seen = playUntil(s, afterAttack, attackProbe(['hit', 'blank', 'blank']));
    const declare = seen.find((d) => d.kind === 'declare-attack' && d.ship === 'xwing')!;
    expect(declare.options.find((o) => o.data?.defender === 'probe')!.data).toMatchObject({ range: 2 });
    // It rolls its agility (3) at range 2, and its controlling player (the bomber's) enters the dice.
    const defense = seen.find((d) => d.kind === 'enter-dice' && d.accepts === 'defense-faces')!;
    expect([defense.count, defense.player]).toEqual([3, 1]);
    expect(s.remotes).toEqual([]);
    expect(events(s, 'remote-destroyed')).toHaveLength(1);
    // The lock on it ends with it (000 "Lock").
    expect(s.ships.find((x) => x.id === 'xwing')!.locks).toEqual([]);
    expect(events(s, 'not-implemented').some((e) => e.data?.remoteAttack === true)).toBe(true);
  });

  it('the attacker spends its lock on the remote to reroll; evades cancel hits as against a ship', () => {
    const s = table(450);
    const seen = playUntil(s, afterAttack, (d, st) => {
      if (d.kind === 'modify-attack-dice') {
        const lock = d.options.find((o) => o.id === 'mod:lock');
        if (lock && st.ships[0]!.locks.length) return ['mod:lock', ['1', '2']];
        return ['done'];
      }
      if (d.kind === 'enter-dice' && st.cursor.attack?.reroll) return ['enter', ['hit', 'hit']];
      return attackProbe(['hit', 'blank', 'blank'], ['evade', 'blank', 'blank'])(d, st);
    });
    expect(seen.some((d) => d.kind === 'modify-attack-dice' && d.options.some((o) => o.id === 'mod:lock'))).toBe(true);
    expect(events(s, 'attack-neutralized')[0]!.data).toMatchObject({ hits: 2, crits: 0 });
    expect(s.remotes).toEqual([]);
  });

  it('at range 3 the remote rolls one more defense die; a miss leaves it in play', () => {
    const s = table(600);
    const seen = playUntil(s, afterAttack, attackProbe(['blank', 'blank', 'blank']));
    const defense = seen.find((d) => d.kind === 'enter-dice' && d.accepts === 'defense-faces')!;
    expect(defense.count).toBe(4);
    expect(s.remotes!.map((r) => [r.id, r.damage])).toEqual([['probe', 0]]);
  });

  it("a player's own remote is not a target", () => {
    const s = position(
      'engagement',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 400, y: 300, heading: 0 } }],
      [
        {
          pilot: 'separatistbomber',
          id: 'bomber',
          upgrades: ['drk1probedroids'],
          pose: { x: 400, y: 100, heading: 180 },
        },
      ],
      { remotes: [{ card: 'drk1probedroids', owner: 'bomber', pose: { x: 400, y: 20, heading: 0 }, id: 'probe' }] },
    );
    const seen = playUntil(s, (st) => st.round > 1);
    const bomberDeclares = seen.filter((d) => d.kind === 'declare-attack' && d.ship === 'bomber');
    expect(bomberDeclares.flatMap((d) => d.options).some((o) => o.data?.defender === 'probe')).toBe(false);
  });
});

describe('remotes engage at their initiative (supplement "Remotes": Using Remotes)', () => {
  it('a swarm of initiative 0 engages after every ship of higher initiative, though no ship has initiative 0', () => {
    const s = position(
      'engagement',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 400, y: 300, heading: 180 } }],
      [
        {
          pilot: 'separatistbomber',
          id: 'bomber',
          upgrades: ['discordmissiles'],
          pose: { x: 600, y: 700, heading: 0 },
        },
      ],
      { remotes: [{ card: 'discordmissiles', owner: 'bomber', pose: { x: 400, y: 300, heading: 0 }, id: 'swarm' }] },
    );
    playUntil(s, (st) => st.phase !== 'engagement');
    const seqOf = (type: string) => s.log.filter((e) => e.type === type).map((e) => e.seq);
    const engaged = [...seqOf('attack-passed'), ...seqOf('no-attack')];
    expect(engaged.length).toBe(2);
    const [swarmEngages] = seqOf('remote-engages');
    expect(swarmEngages).toBeGreaterThan(Math.max(...engaged));
    expect(s.ships.find((x) => x.id === 'xwing')!.shields).toBe(1);
  });
});
