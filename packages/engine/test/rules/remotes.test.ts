/**
 * Remotes (2.0 Rules Reference "Remotes", quoted in ../shared/rules/rules-reference-supplement.md; 000/001/003 have
 * no remote rule), played from positions through `createFromPosition` + `applyInPlace`: a card places its remote as
 * a device ("Remotes are devices that have initiative, agility, and hull values"), positions with remotes round-trip
 * and impossible ones are refused.
 */
import { createFromPosition, type GameState, type Position, positionOf, positionProblems } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { content, playUntil, position } from '../abilities/flow-harness.js';

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
    // Its own behaviours are not written yet, and the log says so once.
    expect(events(s, 'not-implemented').filter((e) => e.data?.remote === 'drk1probedroids')).toHaveLength(1);
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
