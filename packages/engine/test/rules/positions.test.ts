/**
 * Positions that can describe any table (issue 11; docs/game-files.md "Position"): every field settable, rebuilt by
 * `createFromPosition(positionOf(state))` into the same state, and impossible tables refused with a path and a
 * sentence. Through the public API only.
 */
import { loadContent } from '@xwing/content';
import {
  applyInPlace,
  createFromPosition,
  EngineError,
  type Position,
  positionOf,
  positionProblems,
} from '@xwing/engine';
import { describe, expect, it } from 'vitest';

const content = loadContent();

/** A table with most of what a position can say: flipped/spent/discarded upgrades, a fled ship, decks, a scenario. */
function richPosition(): Position {
  return {
    seed: 'rich',
    round: 4,
    phase: 'planning',
    firstPlayer: 1,
    setupFirstPlayer: 0,
    diceMode: 'entered',
    maxRounds: 10,
    timeCalled: 4,
    players: [
      {
        name: 'Rebels',
        squadPoints: 48,
        pointsDestroyed: 5,
        damageDeck: ['directhit', 'panickedpilot', 'blindedpilot'],
        damageDiscard: ['consolefire'],
        ships: [
          {
            pilot: 'redsquadronveteran',
            id: 'red',
            upgrades: [
              { xws: 'protontorpedoes', charges: 1 },
              { xws: 'servomotorsfoils', side: 1 },
              { xws: 'r2astromech', discarded: true },
            ],
            pose: { x: 300, y: 200, heading: 10 },
            tokens: { stress: 1, strain: 1 },
            shields: 1,
            damage: [
              { card: 'structuraldamage', faceup: true },
              { card: 'directhit', faceup: false },
            ],
            locks: ['gold'],
          },
          {
            pilot: 'goldsquadronveteran',
            id: 'gold',
            pose: { x: 500, y: 200, heading: 0 },
            tokens: { ion: 1 },
            round: {
              deployed: true,
              placedDevice: true,
              crossedIgnored: ['rock'],
              stressedActions: ['slam'],
              executedSpeed: 3,
            },
          },
          { pilot: 'bluesquadronescort', id: 'gone', pose: null, gone: { how: 'fled', round: 3 } },
        ],
      },
      {
        name: 'Empire',
        ships: [{ pilot: 'academypilot', id: 'tie', pose: { x: 400, y: 700, heading: 180 }, tokens: { focus: 1 } }],
      },
    ],
    obstacles: [{ name: 'asteroid-3', id: 'rock', pose: { x: 450, y: 450, heading: 30 } }],
    scenario: { name: 'xwa-salvage-mission', missionPoints: [3, 1], halved: ['red'], removed: ['gone'] },
    abilityUses: ['red|pilot:redsquadronveteran#0@4'],
  };
}

describe('positions describe the whole table, and positionOf gives it back', () => {
  it('every field given is in the state the engine builds', () => {
    const s = createFromPosition(richPosition(), content);
    const red = s.ships.find((x) => x.id === 'red')!;
    expect(red.upgrades).toEqual([
      { xws: 'protontorpedoes', side: 0, charges: 1 },
      { xws: 'servomotorsfoils', side: 1 },
      { xws: 'r2astromech', side: 0, charges: 2, discarded: true },
    ]);
    expect(red.locks).toEqual([{ target: 'gold' }]);
    expect(s.ships.find((x) => x.id === 'gone')!.gone).toEqual({ how: 'fled', round: 3 });
    expect(s.players[0].damageDeck).toEqual(['directhit', 'panickedpilot', 'blindedpilot']);
    expect(s.players[0].damageDiscard).toEqual(['consolefire']);
    expect(s.players[0].squadPoints).toBe(48);
    expect(s.players[0].pointsDestroyed).toBe(5);
    expect(s.players.map((p) => p.edge)).toEqual(['first', 'second']);
    expect(s.firstPlayer).toBe(1);
    expect(s.scenario).toMatchObject({ missionPoints: [3, 1], halved: ['red'], removed: ['gone'] });
    expect(s.abilityUses).toEqual(['red|pilot:redsquadronveteran#0@4']);
    expect(s.timeCalled).toBe(4);
    expect(s.ships.find((x) => x.id === 'gold')!.round).toMatchObject({
      deployed: true,
      placedDevice: true,
      crossedIgnored: ['rock'],
      stressedActions: ['slam'],
      executedSpeed: 3,
    });
  });

  it('createFromPosition(positionOf(state)) is the same state, event for event', () => {
    const s = createFromPosition(richPosition(), content);
    const again = createFromPosition(positionOf(s, content), content);
    expect(again).toEqual(s);
  });

  it('without a given deck, the cards already on a player’s ships are not dealt again', () => {
    const p = richPosition();
    delete p.players[0].damageDeck;
    const s = createFromPosition(p, content);
    const deck = s.players[0].damageDeck;
    // The core deck has 33 cards; the Rebels' ships hold 2 and the discard pile 1.
    expect(deck).toHaveLength(30);
    expect(deck.filter((c) => c === 'structuraldamage')).toHaveLength(1);
  });

  it('ships that already activated this round do not activate again', () => {
    const s = createFromPosition(
      {
        phase: 'activation',
        players: [
          {
            ships: [
              {
                pilot: 'redsquadronveteran',
                pose: { x: 300, y: 150, heading: 0 },
                dial: '1F',
                round: { activated: true },
              },
            ],
          },
          { ships: [{ pilot: 'academypilot', pose: { x: 400, y: 800, heading: 180 }, dial: '1F' }] },
        ],
      },
      content,
    );
    for (let guard = 0; guard < 20 && s.phase === 'activation' && s.pending; guard++) {
      const d = s.pending;
      const option = d.options.find((o) => o.id === 'pass')?.id ?? d.options[0]!.id;
      expect(applyInPlace(s, { decision: d.id, seat: d.player, option }, content).ok).toBe(true);
    }
    const revealed = s.log.filter((e) => e.type === 'dial-revealed').map((e) => e.ship);
    expect(revealed).toEqual(['p2-academypilot-1']);
  });
});

describe('impossible tables are refused with a path and a sentence', () => {
  const base = (): Position => ({
    players: [
      { ships: [{ pilot: 'redsquadronveteran', pose: { x: 300, y: 150, heading: 0 } }] },
      { ships: [{ pilot: 'academypilot', pose: { x: 400, y: 800, heading: 180 } }] },
    ],
  });
  const problems = (p: Position) => positionProblems(p, content).map((x) => `${x.path}: ${x.message}`);

  it('overlapping bases (000 Overlapping Ships)', () => {
    const p = base();
    p.players[1].ships[0]!.pose = { x: 310, y: 160, heading: 0 };
    expect(problems(p)).toEqual([
      "players[1].ships[0].pose: Academy Pilot's base overlaps Red Squadron Veteran's (players[0].ships[0])",
    ]);
    expect(() => createFromPosition(p, content)).toThrow(EngineError);
  });

  it('two ships with one id; the id of the time-limit choice ("call-time"), which an option naming the ship would read as calling time', () => {
    const p = base();
    p.players[0].ships[0]!.id = 'call-time';
    p.players[1].ships[0]!.id = 'call-time';
    expect(problems(p)).toEqual([
      'players[0].ships[0].id: "call-time" is reserved (the choice that calls time)',
      'players[1].ships[0].id: "call-time" is reserved (the choice that calls time)',
    ]);
    p.players[0].ships[0]!.id = 'twin';
    p.players[1].ships[0]!.id = 'twin';
    expect(problems(p)).toEqual(['players[1].ships[0].id: two ships have the id "twin" (also players[0].ships[0])']);
  });

  it('two locks, a lock on itself, a pose with "gone"', () => {
    const p = base();
    const x = p.players[0].ships[0]!;
    x.locks = ['p1-redsquadronveteran-1', 'p2-academypilot-1'];
    x.gone = { how: 'fled', round: 1 };
    expect(problems(p)).toEqual([
      'players[0].ships[0].gone: only a ship without a pose ("pose": null) has left the game',
      'players[0].ships[0].locks: a ship maintains one lock at a time (000 Lock), not 2',
      'players[0].ships[0].locks: a ship cannot lock itself',
    ]);
  });

  it('more copies of a damage card than the deck holds, a back side a card lacks, too many charges', () => {
    const p = base();
    const x = p.players[0].ships[0]!;
    x.damage = [{ card: 'damagedengine', faceup: false }];
    x.upgrades = [
      { xws: 'protontorpedoes', side: 1 },
      { xws: 'r2astromech', charges: 5 },
    ];
    p.players[0].damageDiscard = ['damagedengine', 'damagedengine'];
    expect(problems(p)).toEqual([
      'players[0].ships[0].upgrades[0].side: Proton Torpedoes has one side only (side 0)',
      'players[0].ships[0].upgrades[1].charges: R2 Astromech has at most 2 charges, not 5',
      'players[0].damageDeck: the deck holds 2 "damagedengine", but its deck, discard pile and ships hold 3',
    ]);
  });

  it('what the engine cannot hold yet says so: a device not written yet; a malformed step (ships in reserve: held)', () => {
    const p = base() as Position & Record<string, unknown>;
    // A ship in reserve (reserves.ts, supplement "Reserve"): held with no pose; a malformed one, or one with a pose, refused.
    const ship = p.players[0].ships[0] as unknown as Record<string, unknown>;
    ship.reserve = true;
    expect(problems(p)).toHaveLength(1);
    ship.reserve = { edges: ['first'], round: 1 };
    expect(problems(p)).toEqual([expect.stringMatching(/reserve: a ship in reserve is off the play area/)]);
    ship.pose = null;
    expect(problems(p)).toEqual([]);
    // Starting inside a phase is implemented (test/rules/positions-step.test.ts); a step that is not one is refused.
    const bad = { ...base(), step: 'mid-attack' } as unknown as Position;
    expect(problems(bad)).toEqual([expect.stringMatching(/^step: .*perform-action.*attack/)]);
    // Devices are in the engine (test/rules/devices.test.ts); those of cards not written yet are refused by name,
    // the others taken. Each device card of the content is tried (cards get written, so none is named here).
    const withDevice = (card: string) => {
      const d = base();
      d.players[1].ships[0]!.upgrades = [card];
      d.devices = [{ card, owner: 'p2-academypilot-1', pose: { x: 400, y: 400, heading: 0 } }];
      return problems(d);
    };
    const devices = content.data.upgrades.filter((u) => u.sides[0]?.type === 'device').map((u) => u.xws);
    expect(devices.length).toBeGreaterThan(10);
    for (const card of devices) {
      const found = withDevice(card);
      if (found.length === 0) continue;
      expect(found).toEqual([
        // A remote (remotes.ts) is given in "remotes", not as a device.
        expect.stringMatching(
          new RegExp(
            `^devices\\[0\\]\\.card: (not implemented yet: the device of ${card} |the device of ${card} is a remote)`,
          ),
        ),
      ]);
    }
  });
});
