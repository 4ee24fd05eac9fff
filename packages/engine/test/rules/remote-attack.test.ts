/**
 * issue 26: a commando team's own attack in the Engagement Phase. Sources: the card data's remote entry
 * (../shared/data/xwing-data2/data/upgrades/crew.json, the five commando crew cards' `device`: initiative 2, 2 charges
 * that never recover, attack Front Arc 2 dice range 1–2 ordnance; its entry: no attack while an enemy ship is at range
 * 0, each attack spends a charge, it may change one focus result to a hit) and the 2.0 Rules Reference "Remotes"
 * (../shared/rules/rules-reference-supplement.md, "Using Remotes": a remote engages in the Engagement Phase at its
 * initiative). Reading (src/remote-attack.ts): its front arc is the 90° sector of a square base (±45° from its facing,
 * from the token's centre), unmeasured. Played from positions through `applyInPlace` (entered dice).
 */
import {
  createFromPosition,
  type Decision,
  type GameState,
  heuristicChoice,
  type Position,
  positionOf,
  positionProblems,
  type PositionShip,
  randomChoice,
  seedRng,
} from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { type Answer, content, playUntil, position } from '../abilities/flow-harness.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;
const team = (s: GameState) => s.remotes?.find((r) => r.id === 'team');

/** The team's owner, far from everything (it has engaged already). */
const owner: PositionShip = {
  pilot: 'separatistbomber',
  id: 'owner',
  upgrades: ['mandaloriansupercommandos'],
  pose: { x: 850, y: 850, heading: 0 },
  round: { engaged: true },
};

/**
 * The team (the second player's) at (450, 500) facing −y (heading 180); the first player's X-wing at `xwing` (its
 * front edge 115 mm from the team's edge at (450, 350): range 2). The X-wing has engaged already.
 */
function table(xwing: { x: number; y: number }, extra: { charges?: number; tokens?: Record<string, number> } = {}) {
  return position(
    'engagement',
    [
      {
        pilot: 'redsquadronveteran',
        id: 'xwing',
        pose: { ...xwing, heading: 0 },
        round: { engaged: true },
        ...(extra.tokens ? { tokens: extra.tokens } : {}),
      },
    ],
    [owner],
    {
      remotes: [
        {
          card: 'mandaloriansupercommandos',
          owner: 'owner',
          id: 'team',
          pose: { x: 450, y: 500, heading: 180 },
          ...(extra.charges !== undefined ? { charges: extra.charges } : {}),
        },
      ],
    },
  );
}

/** Plays the Engagement Phase: the team attacks the X-wing (when asked), its dice and the X-wing's are entered. */
function play(s: GameState, attack: string[], defense: string[], more: Answer = () => undefined): Decision[] {
  return playUntil(
    s,
    (st) => st.phase !== 'engagement',
    (d, st) => {
      const own = more(d, st);
      if (own) return own;
      if (d.kind === 'remote-attack') return ['remote-attack:team:xwing'];
      if (d.kind === 'enter-dice' && st.cursor.attack?.step === 'roll-attack') return ['enter', attack];
      if (d.kind === 'enter-dice' && st.cursor.attack?.step === 'roll-defense') return ['enter', defense];
      return undefined;
    },
  );
}

describe('a commando team attacks at its initiative (supplement "Using Remotes"; its entry)', () => {
  it('hits the X-wing in its front arc at range 2: 2 attack dice (ordnance), a charge spent, damage dealt', () => {
    const s = table({ x: 450, y: 350 });
    const seen = play(s, ['hit', 'hit'], ['blank', 'blank']);
    const d = seen.find((x) => x.kind === 'remote-attack')!;
    expect(d.player).toBe(1);
    expect(d.options.map((o) => o.id)).toEqual(['remote-attack:team:xwing', 'pass']);
    expect(d.options[0]!.data).toMatchObject({ defender: 'xwing', range: 2, obstructed: false });
    // Two attack dice entered; the X-wing's agility 2 plus 1 at range 3 only: 2 defense dice at range 2.
    const enter = seen.filter((x) => x.kind === 'enter-dice');
    expect(enter.map((x) => x.count)).toEqual([2, 2]);
    expect(team(s)!.charges).toBe(1);
    // The X-wing (2 shields) loses both shields.
    expect(ship(s, 'xwing').shields).toBe(0);
    expect(s.log.some((e) => e.type === 'attack-declared' && e.data?.remote === 'team')).toBe(true);
  });

  it('at range 1 it rolls no extra die (ordnance): 2 attack dice', () => {
    const s = table({ x: 450, y: 420 });
    const seen = play(s, ['hit', 'blank'], ['blank', 'blank']);
    expect(seen.find((x) => x.kind === 'remote-attack')!.options[0]!.data).toMatchObject({ range: 1 });
    expect(seen.filter((x) => x.kind === 'enter-dice')[0]!.count).toBe(2);
  });

  it('the X-wing defends with its own tokens: its evade token cancels a hit', () => {
    const s = table({ x: 450, y: 350 }, { tokens: { evade: 1 } });
    const seen = play(s, ['hit', 'blank'], ['blank', 'blank'], (d) =>
      d.kind === 'modify-defense-dice' && d.options.some((o) => o.id === 'mod:evade') ? ['mod:evade'] : undefined,
    );
    expect(seen.some((x) => x.kind === 'modify-defense-dice' && x.player === 0)).toBe(true);
    expect(ship(s, 'xwing').shields).toBe(2);
    expect(ship(s, 'xwing').tokens.evade ?? 0).toBe(0);
  });

  it('its controller may change one focus result to a hit (asked, applied once)', () => {
    const s = table({ x: 450, y: 350 });
    const seen = play(s, ['focus', 'focus'], ['blank', 'blank'], (d) =>
      d.kind === 'modify-attack-dice' && d.player === 1
        ? [
            d.options.some((o) => o.id.startsWith('mod:device:'))
              ? d.options.find((o) => o.id.startsWith('mod:device:'))!.id
              : 'done',
          ]
        : undefined,
    );
    const asked = seen.filter((x) => x.kind === 'modify-attack-dice' && x.player === 1);
    expect(asked[0]!.ship).toBe('team');
    expect(asked[0]!.options.map((o) => o.id)).toEqual(['mod:device:mandaloriansupercommandos#2@team', 'done']);
    // Once per attack: not offered again after it was used.
    expect(asked.length).toBe(1);
    expect(ship(s, 'xwing').shields).toBe(1);
  });

  it('declining the change: both focus results miss', () => {
    const s = table({ x: 450, y: 350 });
    play(s, ['focus', 'focus'], ['blank', 'blank']);
    expect(ship(s, 'xwing').shields).toBe(2);
  });

  it('its controller may pass: no charge spent', () => {
    const s = table({ x: 450, y: 350 });
    play(s, [], [], (d) => (d.kind === 'remote-attack' ? ['pass'] : undefined));
    expect(team(s)!.charges).toBe(2);
    expect(ship(s, 'xwing').shields).toBe(2);
  });

  it('the computer players answer it: the heuristic attacks, the random player picks a legal option', () => {
    const s = table({ x: 450, y: 350 });
    playUntil(s, (st) => st.pending?.kind === 'remote-attack');
    const d = s.pending!;
    expect(heuristicChoice(s, d, content, seedRng('remote-attack')).option).toBe('remote-attack:team:xwing');
    const ids = d.options.map((o) => o.id);
    for (const seed of ['a', 'b', 'c', 'd']) expect(ids).toContain(randomChoice(s, d, seedRng(seed)).option);
  });

  it('the per-seat views hold while the team decides: its options in its controller’s view only', async () => {
    const { viewFor } = await import('@xwing/engine');
    const s = table({ x: 450, y: 350 });
    playUntil(s, (st) => st.pending?.kind === 'remote-attack');
    expect(viewFor(s, 1).pending!.options.map((o) => o.id)).toEqual(['remote-attack:team:xwing', 'pass']);
    expect(viewFor(s, 0).pending!.options).toEqual([]);
    // And in the team's Modify Attack Dice step (the decision names the remote, no ship).
    playUntil(
      s,
      (st) => st.pending?.kind === 'modify-attack-dice' && st.pending.player === 1,
      (d, st) =>
        d.kind === 'remote-attack'
          ? ['remote-attack:team:xwing']
          : d.kind === 'enter-dice' && st.cursor.attack?.step === 'roll-attack'
            ? ['enter', ['focus', 'blank']]
            : undefined,
    );
    expect(viewFor(s, 1).pending!.ship).toBe('team');
    expect(viewFor(s, 0).cursor.attack).toMatchObject({ attacker: 'team', defender: 'xwing', remoteAttacker: true });
  });

  it('an illegal choice is refused with a reason and changes nothing', async () => {
    const { applyInPlace } = await import('@xwing/engine');
    const s = table({ x: 450, y: 350 });
    playUntil(s, (st) => st.pending?.kind === 'remote-attack');
    const before = JSON.stringify(s);
    const r = applyInPlace(s, { decision: s.pending!.id, seat: 1, option: 'remote-attack:team:owner' }, content);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/not possible.*choose one of: remote-attack:team:xwing, pass/);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('an enemy remote can be its defender (supplement "Attacking Remotes")', () => {
  it('the team attacks the X-wing’s DRK-1 probe droid at range 1: 3 defense dice (its agility), 1 damage destroys it', () => {
    const s = position(
      'engagement',
      [
        { pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, round: { engaged: true } },
        {
          pilot: 'separatistbomber',
          id: 'droids',
          upgrades: ['drk1probedroids'],
          pose: { x: 100, y: 800, heading: 0 },
          round: { engaged: true },
        },
      ],
      [owner],
      {
        remotes: [
          { card: 'mandaloriansupercommandos', owner: 'owner', id: 'team', pose: { x: 450, y: 500, heading: 180 } },
          { card: 'drk1probedroids', owner: 'droids', id: 'probe', pose: { x: 450, y: 380, heading: 0 } },
        ],
      },
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'engagement',
      (d, st) => {
        if (d.kind === 'remote-attack') return ['remote-attack:team:probe'];
        if (d.kind === 'enter-dice' && st.cursor.attack?.step === 'roll-attack') return ['enter', ['hit', 'hit']];
        if (d.kind === 'enter-dice' && st.cursor.attack?.step === 'roll-defense')
          return ['enter', ['blank', 'blank', 'blank']];
        return undefined;
      },
    );
    const d = seen.find((x) => x.kind === 'remote-attack')!;
    expect(d.options.map((o) => o.id)).toEqual(['remote-attack:team:probe', 'pass']);
    expect(d.options[0]!.data).toMatchObject({ range: 1 });
    expect(seen.filter((x) => x.kind === 'enter-dice').map((x) => x.count)).toEqual([2, 3]);
    expect(s.remotes?.some((r) => r.id === 'probe')).toBe(false);
    expect(team(s)!.charges).toBe(1);
  });
});

describe('simultaneous fire (supplement "Damaging Remotes")', () => {
  it('two teams of initiative 2 destroy each other: the second still attacks, both leave once initiative 2 is over', () => {
    const s = position(
      'engagement',
      [
        {
          pilot: 'mandalorianresistancepilot',
          id: 'rebels',
          upgrades: ['clanwrencommandos'],
          pose: { x: 100, y: 850, heading: 0 },
          round: { engaged: true },
        },
      ],
      [owner],
      {
        remotes: [
          { card: 'clanwrencommandos', owner: 'rebels', id: 'first', pose: { x: 450, y: 300, heading: 0 } },
          { card: 'mandaloriansupercommandos', owner: 'owner', id: 'team', pose: { x: 450, y: 450, heading: 180 } },
        ],
      },
    );
    const attackers: string[] = [];
    playUntil(
      s,
      (st) => st.phase !== 'engagement',
      (d, st) => {
        if (d.kind === 'remote-attack') {
          attackers.push(String(d.options[0]!.data?.remote));
          return [d.options[0]!.id];
        }
        if (d.kind === 'enter-dice' && st.cursor.attack?.step === 'roll-attack') return ['enter', ['hit', 'hit']];
        if (d.kind === 'enter-dice' && st.cursor.attack?.step === 'roll-defense') return ['enter', ['blank', 'blank']];
        return undefined;
      },
    );
    // The first player's team attacks first; the other, destroyed, still attacks at the same initiative.
    expect(attackers).toEqual(['first', 'team']);
    expect(s.log.filter((e) => e.type === 'remote-removal-pending').map((e) => e.data?.remote)).toEqual([
      'team',
      'first',
    ]);
    expect(s.remotes ?? []).toEqual([]);
  });
});

describe('when the team cannot attack (its entry; its arc and range)', () => {
  const notAsked = (s: GameState) => {
    const seen = play(s, [], []);
    expect(seen.filter((x) => x.kind === 'remote-attack')).toEqual([]);
    expect(ship(s, 'xwing').shields).toBe(2);
    return s.log.filter((e) => e.type === 'no-attack' && e.data?.remote === 'team').map((e) => String(e.data?.reason));
  };

  it('an enemy ship at range 0 of it: no attack', () => {
    // The X-wing's base (y 465–505) overlaps the team's token (y 485–515).
    expect(notAsked(table({ x: 450, y: 485 }))).toEqual([expect.stringMatching(/range 0/)]);
  });

  it('no charge left: no attack', () => {
    expect(notAsked(table({ x: 450, y: 350 }, { charges: 0 }))).toEqual(['it has no charge left']);
  });

  it('the X-wing outside its front arc (beside it, beyond the 45° line): no attack', () => {
    // (600, 480): 150 mm to the side, 20 mm ahead of the token's centre: well outside the ±45° sector.
    expect(notAsked(table({ x: 600, y: 480 }))).toEqual([expect.stringMatching(/front arc/)]);
  });

  it('the X-wing at range 3 in its arc: no attack', () => {
    // Its front edge 235 mm from the token's edge.
    expect(notAsked(table({ x: 450, y: 230 }))).toEqual([expect.stringMatching(/range 1–2/)]);
  });

  it('a ship of its own side in its arc is no target', () => {
    const s = position(
      'engagement',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, round: { engaged: true } }],
      [
        owner,
        { pilot: 'separatistbomber', id: 'friend', pose: { x: 450, y: 350, heading: 0 }, round: { engaged: true } },
      ],
      {
        remotes: [
          { card: 'mandaloriansupercommandos', owner: 'owner', id: 'team', pose: { x: 450, y: 500, heading: 180 } },
        ],
      },
    );
    const seen = playUntil(s, (st) => st.phase !== 'engagement');
    expect(seen.filter((x) => x.kind === 'remote-attack')).toEqual([]);
  });
});

describe('the engagement order (000 "Engagement Phase"; supplement "Using Remotes")', () => {
  // Initiative 2: the first player's X-wing escort, the second player's TIE and commando team; the X-wing target has
  // engaged already.
  const engaged = (firstPlayer: 0 | 1) => {
    const s = position(
      'engagement',
      [
        { pilot: 'bluesquadronescort', id: 'rebel2', pose: { x: 100, y: 100, heading: 0 } },
        { pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 450, y: 350, heading: 0 }, round: { engaged: true } },
      ],
      [owner, { pilot: 'obsidiansquadronpilot', id: 'empire2', pose: { x: 800, y: 100, heading: 180 } }],
      {
        firstPlayer,
        remotes: [
          { card: 'mandaloriansupercommandos', owner: 'owner', id: 'team', pose: { x: 450, y: 500, heading: 180 } },
        ],
      },
    );
    play(s, ['blank', 'blank'], ['blank', 'blank']);
    return s.log
      .filter((e) => e.type === 'attack-passed' || e.type === 'no-attack' || e.type === 'attack-declared')
      .map((e) => (e.data?.remote as string | undefined) ?? e.ship);
  };

  it('the team is the second player’s: it engages after both players’ ships of initiative 2', () => {
    expect(engaged(0)).toEqual(['rebel2', 'empire2', 'team']);
  });

  it('the team is the first player’s: after its own ship, before the other player’s ship of initiative 2', () => {
    expect(engaged(1)).toEqual(['empire2', 'team', 'rebel2']);
  });
});

describe('positions with a commando team’s charges', () => {
  const given = (charges?: number): Position => ({
    round: 2,
    phase: 'engagement',
    players: [
      { ships: [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 150, y: 150, heading: 0 } }] },
      { ships: [owner] },
    ],
    remotes: [
      {
        card: 'mandaloriansupercommandos',
        owner: 'owner',
        id: 'team',
        pose: { x: 450, y: 500, heading: 180 },
        ...(charges !== undefined ? { charges } : {}),
      },
    ],
  });

  it('its entry’s 2 charges by default; the charges given round-trip through positionOf', () => {
    expect(createFromPosition(given(), content).remotes![0]!.charges).toBe(2);
    const s = createFromPosition(given(1), content);
    expect(s.remotes![0]!.charges).toBe(1);
    const back = positionOf(s, content);
    expect(back.remotes![0]).toMatchObject({ id: 'team', charges: 1 });
    expect(createFromPosition(back, content).remotes).toEqual(s.remotes);
  });

  it('more charges than its entry gives are refused; a remote without charges takes none', () => {
    expect(positionProblems(given(3), content).map((p) => p.path)).toEqual(['remotes[0].charges']);
    const probe: Position = {
      ...given(),
      players: [given().players[0]!, { ships: [{ ...owner, upgrades: ['drk1probedroids'] }] }],
      remotes: [{ card: 'drk1probedroids', owner: 'owner', pose: { x: 450, y: 500, heading: 0 }, charges: 1 }],
    };
    expect(positionProblems(probe, content).map((p) => p.path)).toEqual(['remotes[0].charges']);
  });
});
