/**
 * Condition cards as a subsystem (issue 26), played through `createGame` / `createFromPosition` and `applyInPlace`.
 * 000 lists only the condition marker ("List of Markers") and 001 has no entry; the rules are the 2.0 Rules Reference's
 * "Condition Cards" (infinitearenas.com/xw2rules, page condition-cards), read in our own words:
 *
 * - a condition is in play once an effect assigns it to a ship, and is held with the ship whose effect assigned it
 *   (its owner); its own rules are records of `condition:<xws>` carried by the ship holding it;
 * - a removed condition may be assigned again (`remove-condition`, then `assign-condition`);
 * - a player's limited condition already in play is removed, then assigned (content `limited` N: N copies; the copy
 *   held longest moves);
 * - a secret condition assigned facedown (Zam Wesell's) is named only in its owner's player's view;
 * - a position states a condition's owner and facing, and `positionOf` gives them back;
 * - a Setup assignment the opponent makes (`choose.by` 'opponent': The Child, Tracking Fob) asks the other player.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '@xwing/content';
import { abilityTable, createFromPosition, createGame, type GameState, positionOf, viewFor } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { playUntil, position, shipOf } from './flow-harness.js';

const content = loadContent();

const held = (s: GameState) =>
  s.ships.flatMap((x) => (x.conditions ?? []).map((c) => `${x.id}:${c.xws}<${c.owner}${c.facedown ? ',down' : ''}`));

/** A test record of the X-wing's pilot: at the start of the End Phase, `effect` on an enemy ship it picks. */
function endRecord(effect: Ability['effect'], pick = true): Ability {
  return {
    source: { kind: 'pilot', xws: 'redsquadronveteran' },
    window: 'end:start',
    when: { kind: 'always' },
    optional: false,
    ...(pick ? { choose: { side: 'enemy' as const } } : {}),
    effect,
    summary: 'Test record: a condition at the start of the End Phase.',
  };
}
const withRecord = (r: Ability) => abilityTable({ 'pilot:redsquadronveteran': [r] });

/** The End Phase: the X-wing `x`, two TIEs (`t1` nearer than `t2`), the TIEs' conditions given. */
function endTable(
  t1: NonNullable<Parameters<typeof position>[1][number]['conditions']>,
  table: ReturnType<typeof abilityTable>,
  t2: NonNullable<Parameters<typeof position>[1][number]['conditions']> = [],
): GameState {
  return position(
    'end',
    [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 150, heading: 0 } }],
    [
      { id: 't1', pilot: 'academypilot', pose: { x: 400, y: 400, heading: 180 }, conditions: t1 },
      { id: 't2', pilot: 'academypilot', pose: { x: 600, y: 800, heading: 180 }, conditions: t2 },
    ],
    {},
    table,
  );
}
/** Answers the test record's question with `t`. */
const picking = (t: string) => (d: { kind: string; prompt: string }) =>
  d.kind === 'use-ability' && d.prompt.includes('Test record') ? ([`use:${t}`] as [string]) : undefined;

describe("limited conditions (2.0 Rules Reference 'Condition Cards': removed, then assigned)", () => {
  it('Hunted (limited, one copy) already on t1: assigned to t2, it leaves t1', () => {
    const table = withRecord(endRecord({ kind: 'assign-condition', xws: 'hunted', name: 'Hunted', who: 'chosen' }));
    const s = endTable([{ xws: 'hunted', owner: 'x' }], table);
    playUntil(s, (st) => st.phase !== 'end', picking('t2'), table);
    expect(held(s)).toEqual(['t2:hunted<x']);
    expect(s.log.filter((e) => e.type === 'condition-removed').map((e) => e.ship)).toEqual(['t1']);
  });

  it("another player's copy of the card is another card: both stay", () => {
    const table = withRecord(endRecord({ kind: 'assign-condition', xws: 'hunted', name: 'Hunted', who: 'chosen' }));
    const s = endTable([{ xws: 'hunted', owner: 't1' }], table);
    playUntil(s, (st) => st.phase !== 'end', picking('t2'), table);
    expect(held(s)).toEqual(['t1:hunted<t1', 't2:hunted<x']);
  });

  it('Merciless Pursuit (limited to two): a second copy is assigned beside the first', () => {
    const table = withRecord(
      endRecord({ kind: 'assign-condition', xws: 'mercilesspursuit', name: 'Merciless Pursuit', who: 'chosen' }),
    );
    const s = endTable([{ xws: 'mercilesspursuit', owner: 'x' }], table);
    playUntil(s, (st) => st.phase !== 'end', picking('t2'), table);
    expect(held(s)).toEqual(['t1:mercilesspursuit<x', 't2:mercilesspursuit<x']);
  });

  it('a ship already holding the owner’s copy keeps it, once', () => {
    const table = withRecord(endRecord({ kind: 'assign-condition', xws: 'hunted', name: 'Hunted', who: 'chosen' }));
    const s = endTable([{ xws: 'hunted', owner: 'x' }], table);
    playUntil(s, (st) => st.phase !== 'end', picking('t1'), table);
    expect(held(s)).toEqual(['t1:hunted<x']);
    expect(s.log.filter((e) => e.type === 'condition-assigned')).toEqual([]);
  });
});

describe('remove-condition: a removed condition may be assigned again', () => {
  it("the chosen ship loses its condition, and the condition's records leave with it", () => {
    const table = withRecord(endRecord({ kind: 'remove-condition', xws: 'hunted', name: 'Hunted', who: 'chosen' }));
    const s = endTable([{ xws: 'hunted', owner: 'x' }], table);
    playUntil(s, (st) => st.phase !== 'end', picking('t1'), table);
    expect(held(s)).toEqual([]);
    const removed = s.log.filter((e) => e.type === 'condition-removed');
    expect(removed.map((e) => [e.ship, e.data?.condition])).toEqual([['t1', 'hunted']]);
  });
});

describe('a secret condition assigned facedown', () => {
  const table = withRecord(
    endRecord(
      {
        kind: 'assign-condition',
        xws: 'youshouldthankme',
        name: 'You Should Thank Me',
        who: 'self',
        facedown: true,
      },
      false,
    ),
  );
  it("is named in its owner's player's view only; a position keeps it facedown", () => {
    const s = endTable([], table);
    playUntil(s, (st) => st.phase !== 'end', undefined, table);
    expect(held(s)).toEqual(['x:youshouldthankme<x,down']);
    const mine = viewFor(s, 0);
    const theirs = viewFor(s, 1);
    const watcher = viewFor(s, 'spectator');
    expect(mine.ships.find((x) => x.id === 'x')!.conditions!.map((c) => c.xws)).toEqual(['youshouldthankme']);
    expect(theirs.ships.find((x) => x.id === 'x')!.conditions!.map((c) => c.xws)).toEqual(['facedown']);
    expect(watcher.ships.find((x) => x.id === 'x')!.conditions!.map((c) => c.xws)).toEqual(['facedown']);
    const assigned = (v: typeof mine) => v.log.find((e) => e.type === 'condition-assigned')!;
    expect(assigned(mine).data?.condition).toBe('youshouldthankme');
    expect(assigned(theirs).data?.condition).toBeUndefined();
    expect(assigned(theirs).text).not.toContain('Thank');
    // The position gives the card back with its owner and facing, and a game made from it holds the same.
    const p = positionOf(s, content);
    const again = createFromPosition(p, content);
    expect(held(again)).toEqual(held(s));
    expect(p.players[0]!.ships[0]!.conditions).toEqual([{ xws: 'youshouldthankme', facedown: true }]);
  });
});

describe('a condition owned by another ship in a position', () => {
  it('names its owner; an unknown owner is refused', () => {
    const s = endTable([{ xws: 'hunted', owner: 'x' }], abilityTable({}));
    expect(shipOf(s, 't1').conditions).toEqual([{ xws: 'hunted', owner: 'x', round: 1 }]);
    expect(positionOf(s, content).players[1]!.ships[0]!.conditions).toEqual([{ xws: 'hunted', owner: 'x' }]);
    expect(() => endTable([{ xws: 'hunted', owner: 'nobody' }], abilityTable({}))).toThrow(/nobody/);
  });
});

function setupGame(
  rebels: { id: string; ship: string; upgrades: Record<string, string[]> }[],
  others: { faction: string; pilots: { id: string; ship: string; upgrades: Record<string, string[]> }[] },
): GameState {
  return createGame(
    {
      players: [
        { name: 'First', squad: { faction: 'rebelalliance', pilots: rebels } },
        { name: 'Second', squad: others },
      ],
      seed: 'condition-words',
    },
    content,
  );
}

describe("Setup assignments the opponent makes ('phase:end' of setup, choose.by 'opponent')", () => {
  it('The Child: the other player picks two of their ships, each assigned Merciless Pursuit', () => {
    const s = setupGame(
      [{ id: 'outerrimsmuggler', ship: 'modifiedyt1300lightfreighter', upgrades: { crew: ['thechild'] } }],
      {
        faction: 'galacticempire',
        pilots: [
          { id: 'academypilot', ship: 'tielnfighter', upgrades: {} },
          { id: 'academypilot', ship: 'tielnfighter', upgrades: {} },
          { id: 'academypilot', ship: 'tielnfighter', upgrades: {} },
        ],
      },
    );
    const seen = playUntil(s, (st) => st.phase !== 'setup');
    const asked = seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('The Child'));
    expect(asked.map((d) => d.player)).toEqual([1, 1]);
    // The second question offers only the ships without the condition.
    expect(asked[0]!.options).toHaveLength(3);
    expect(asked[1]!.options).toHaveLength(2);
    const child = s.ships.find((x) => x.pilot === 'outerrimsmuggler')!;
    const pursued = s.ships.filter((x) =>
      x.conditions?.some((c) => c.xws === 'mercilesspursuit' && c.owner === child.id),
    );
    expect(pursued.map((x) => x.player)).toEqual([1, 1]);
  });

  it('Tracking Fob: the other player must pick a limited ship when they have one', () => {
    const s = createGame(
      {
        players: [
          {
            name: 'Scum',
            squad: {
              faction: 'scumandvillainy',
              pilots: [
                { id: 'bountyhunter', ship: 'firesprayclasspatrolcraft', upgrades: { illicit: ['trackingfob'] } },
              ],
            },
          },
          {
            name: 'Rebels',
            squad: {
              faction: 'rebelalliance',
              pilots: [
                { id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} },
                { id: 'wedgeantilles', ship: 't65xwing', upgrades: {} },
              ],
            },
          },
        ],
        seed: 'condition-words',
      },
      content,
    );
    const seen = playUntil(s, (st) => st.phase !== 'setup');
    const asked = seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Tracking Fob'));
    expect(asked.map((d) => d.player)).toEqual([1]);
    const wedge = s.ships.find((x) => x.pilot === 'wedgeantilles')!;
    expect(asked[0]!.options.map((o) => o.id)).toEqual([`use:${wedge.id}`]);
    expect(wedge.conditions?.map((c) => c.xws)).toEqual(['markedforelimination']);
  });
});

describe("a damage card on a condition (I'll Show You the Dark Side: condition-card, deal-condition-card)", () => {
  it('moved to another ship (limited), the condition keeps the card lying on it', () => {
    const table = withRecord(
      endRecord({
        kind: 'assign-condition',
        xws: 'illshowyouthedarkside',
        name: "I'll Show You the Dark Side",
        who: 'chosen',
      }),
    );
    const s = endTable([{ xws: 'illshowyouthedarkside', owner: 'x', card: 'stunnedpilot' }], table);
    playUntil(s, (st) => st.phase !== 'end', picking('t2'), table);
    expect(shipOf(s, 't2').conditions).toEqual([
      { xws: 'illshowyouthedarkside', owner: 'x', round: 1, card: 'stunnedpilot' },
    ]);
    expect(shipOf(s, 't1').conditions ?? []).toEqual([]);
  });

  it("a card action that chooses a ship, then a card: one action option per ship and Pilot card (000 'Actions')", () => {
    const s = position(
      'activation',
      [
        { id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 }, dial: '1F' },
        { id: 'far', pilot: 'redsquadronveteran', pose: { x: 100, y: 60, heading: 0 }, dial: '1F' },
      ],
      [
        {
          id: 'u',
          pilot: 'majorstridan',
          pose: { x: 400, y: 600, heading: 180 },
          upgrades: ['kyloren'],
          dial: '1F',
        },
      ],
    );
    const seen = playUntil(s, (st) => st.phase !== 'activation');
    const asked = seen.find((d) => d.kind === 'choose-action' && d.ship === 'u')!;
    const kylo = asked.options.filter((o) => o.id.startsWith('card:upgrade:kyloren:0#0>')).map((o) => o.id);
    // Only the X-wing is at range 1–3; one option per Pilot card of the Empire's deck.
    expect(kylo).toEqual(
      ['blindedpilot', 'panickedpilot', 'stunnedpilot', 'woundedpilot'].map((c) => `card:upgrade:kyloren:0#0>x>${c}`),
    );
  });
});

describe("a damage card dealt instead (redeal-damage-card): Kaz's Fireball with Explosion with Wings (001 'Setup')", () => {
  it("at Setup the Fireball's player searches the deck for a Ship card, held facedown instead of the card dealt", () => {
    const s = createGame(
      {
        players: [
          {
            name: 'Resistance',
            squad: {
              faction: 'resistance',
              pilots: [{ id: 'jarekyeager', ship: 'fireball', upgrades: { title: ['kazsfireball'] } }],
            },
          },
          {
            name: 'Empire',
            squad: { faction: 'galacticempire', pilots: [{ id: 'academypilot', ship: 'tielnfighter', upgrades: {} }] },
          },
        ],
        seed: 'condition-words',
      },
      content,
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'setup',
      (d) => (d.kind === 'use-ability' && d.prompt.includes("Kaz's Fireball") ? ['use:hullbreach'] : undefined),
    );
    const asked = seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes("Kaz's Fireball"));
    expect(asked).toHaveLength(1);
    // Only Ship cards are offered.
    expect(asked[0]!.options.map((o) => o.id)).not.toContain('use:blindedpilot');
    const fireball = s.ships.find((x) => x.pilot === 'jarekyeager')!;
    expect(fireball.damage).toEqual([{ card: 'hullbreach', faceup: false }]);
    // The deck is whole but for that card: 33 cards, one Hull Breach left in it.
    expect(s.players[0]!.damageDeck).toHaveLength(32);
    expect(s.players[0]!.damageDeck.filter((c) => c === 'hullbreach')).toHaveLength(1);
  });
});

describe("reveal-condition and has-condition's facedown (2.0 Rules Reference 'Condition Cards': a secret condition)", () => {
  const table = withRecord({
    ...endRecord({ kind: 'reveal-condition', xws: 'youshouldthankme', name: 'You Should Thank Me' }, false),
    when: { kind: 'has-condition', xws: 'youshouldthankme', who: 'self', facedown: true },
  });
  const xTable = (facedown: boolean) =>
    position(
      'end',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 150, heading: 0 },
          conditions: [{ xws: 'youshouldthankme', ...(facedown ? { facedown: true } : {}) }],
        },
      ],
      [{ id: 't1', pilot: 'academypilot', pose: { x: 400, y: 400, heading: 180 } }],
      {},
      table,
    );
  it('a facedown copy is flipped faceup, and both seats now read its name', () => {
    const s = xTable(true);
    playUntil(s, (st) => st.phase !== 'end', undefined, table);
    expect(held(s)).toEqual(['x:youshouldthankme<x']);
    const theirs = viewFor(s, 1);
    expect(theirs.ships.find((x) => x.id === 'x')!.conditions!.map((c) => c.xws)).toEqual(['youshouldthankme']);
    expect(theirs.log.find((e) => e.type === 'condition-revealed')!.text).toContain('You Should Thank Me');
  });
  it('a faceup copy: the condition does not hold, nothing is revealed', () => {
    const s = xTable(false);
    playUntil(s, (st) => st.phase !== 'end', undefined, table);
    expect(s.log.some((e) => e.type === 'condition-revealed')).toBe(false);
  });
});
