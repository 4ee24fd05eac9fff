/**
 * The subsystems words of s35-subsys, each played through `createFromPosition` + `applyInPlace` with test records of
 * our own in the game's ability table:
 *
 * - `lose-pilot-ability` ('ship:abilities'): a card takes the ship's own pilot ability away when its pilot is one of
 *   those listed (000 "Upgrades": an upgrade card gives its ship an ability — here one that rewrites the pilot's; no
 *   rules document lists text replacement, so the card's own records say what stands instead: Gravitic Well).
 * - `lend-ship-ability` ('ship:abilities'): while the record's ship is docked, its carrier has that ship ability
 *   (supplement "Dock", "Reserves": a docked ship is in reserve and its own abilities are inactive; it deploys in the
 *   System Phase): Comms Shuttle.
 */
import { describe, expect, it } from 'vitest';
import { loadContent } from '@xwing/content';
import { abilityTable, applyInPlace, createGame, type GameState, type PositionShip } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { leaves, playUntil, position, shipOf } from './flow-harness.js';

/** A test record: gain one stress token as the Engagement Phase starts (in our own words). */
const stressAtEngagement = (source: Ability['source']): Ability => ({
  source,
  window: 'engagement:start',
  when: { kind: 'always' },
  optional: false,
  effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
  summary: 'Test record: gain a stress token.',
});
const stress = (s: GameState, id: string) => shipOf(s, id).tokens.stress ?? 0;
const TIE: PositionShip = { id: 't', pilot: 'academypilot', pose: { x: 400, y: 800, heading: 180 } };

describe('lose-pilot-ability (000 "Upgrades": an upgrade changes its ship\'s pilot ability)', () => {
  const PILOT: Ability['source'] = { kind: 'pilot', xws: 'redsquadronveteran' };
  const CARD: Ability['source'] = { kind: 'upgrade', xws: 'hullupgrade', side: 0 };
  const run = (pilots: string[], equipped = true) => {
    const t = abilityTable({
      'pilot:redsquadronveteran': [stressAtEngagement(PILOT)],
      'upgrade:hullupgrade:0': [
        {
          source: CARD,
          window: 'ship:abilities',
          when: { kind: 'always' },
          optional: false,
          effect: { kind: 'lose-pilot-ability', pilots },
          summary: 'Test record: the pilot ability is taken away.',
        },
      ],
    });
    const x: PositionShip = {
      id: 'x',
      pilot: 'redsquadronveteran',
      pose: { x: 400, y: 150, heading: 0 },
      upgrades: equipped ? ['hullupgrade'] : [],
    };
    const s = position('engagement', [x], [TIE], {}, t);
    playUntil(s, leaves('engagement'), undefined, t);
    return s;
  };
  it('its pilot listed: the X-wing no longer has its pilot ability', () => {
    expect(stress(run(['redsquadronveteran']), 'x')).toBe(0);
  });
  it('another pilot listed, or the card not equipped: it keeps it', () => {
    expect(stress(run(['bluesquadronescort']), 'x')).toBe(1);
    expect(stress(run(['redsquadronveteran'], false), 'x')).toBe(1);
  });
});

describe('lend-ship-ability (supplement "Dock", "Reserves": the docked ship in reserve, its carrier in play)', () => {
  const SHIP_ABILITY: Ability['source'] = { kind: 'ship-ability', id: 'commsshuttle' };
  const t = abilityTable({
    'ship-ability:commsshuttle': [
      {
        source: SHIP_ABILITY,
        window: 'ship:abilities',
        when: { kind: 'always' },
        optional: false,
        effect: { kind: 'lend-ship-ability', to: 'carrier' },
        summary: 'Test record: lent to the carrier.',
      },
      stressAtEngagement(SHIP_ABILITY),
    ],
  });
  const run = (docked: boolean) => {
    const ghost: PositionShip = {
      id: 'g',
      pilot: 'lothalrebel',
      pose: { x: 400, y: 150, heading: 0 },
      upgrades: ['ghost'],
    };
    const shuttle: PositionShip = docked
      ? { id: 'sh', pilot: 'zeborrelios-sheathipedeclassshuttle', pose: null, docked: 'g' }
      : { id: 'sh', pilot: 'zeborrelios-sheathipedeclassshuttle', pose: { x: 600, y: 150, heading: 0 } };
    const s = position('engagement', [ghost, shuttle], [TIE], {}, t);
    playUntil(s, leaves('engagement'), undefined, t);
    return s;
  };
  it('the shuttle docked: the carrier has its ship ability, the shuttle (in reserve) does not act', () => {
    const s = run(true);
    expect([stress(s, 'g'), stress(s, 'sh')]).toEqual([1, 0]);
  });
  it('the shuttle in play: it has its ship ability, the Ghost does not', () => {
    const s = run(false);
    expect([stress(s, 'g'), stress(s, 'sh')]).toEqual([0, 1]);
  });
});

/**
 * `reroll-device-dice` (window 'device:reroll'): as a detonating device's attack dice are rolled for a ship it affects,
 * a ship whose record holds chooses one die to roll again, or passes (000 "Devices": a bomb detonates at the end of the
 * Activation Phase; "Modifying Dice": a rerolled die is rolled again and its new face kept). A Thermal Detonator at
 * (400, 700) placed by the TIE, the X-wing ending its 1-straight at range 1 of it; the TIE carries a test record.
 */
describe('reroll-device-dice (000 "Devices", "Modifying Dice")', () => {
  const TIE_SOURCE: Ability['source'] = { kind: 'pilot', xws: 'grudge' };
  const t = abilityTable({
    'pilot:grudge': [
      {
        source: TIE_SOURCE,
        window: 'device:reroll',
        when: { kind: 'near-device', max: 3 },
        optional: true,
        effect: { kind: 'reroll-device-dice', count: 1 },
        summary: 'Test record: reroll one die.',
      },
    ],
  });
  const run = (reroll: boolean) => {
    const s = position(
      'activation',
      [
        { id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 800, heading: 180 }, dial: '1F' },
        // Squads of different cost: no dice for the player order.
        { id: 'y', pilot: 'graysquadronbomber', pose: { x: 800, y: 850, heading: 180 }, dial: '1F' },
      ],
      [
        {
          id: 'g',
          pilot: 'grudge',
          upgrades: ['thermaldetonators'],
          pose: { x: 250, y: 600, heading: 0 },
          dial: '1F',
        },
      ],
      { devices: [{ card: 'thermaldetonators', owner: 'g', pose: { x: 400, y: 700, heading: 180 } }] },
      t,
    );
    const seen = playUntil(
      s,
      (st) => st.phase === 'engagement',
      (d) => {
        if (d.kind === 'reroll-device-die') return [reroll ? 'die:0' : 'pass'];
        const face = d.prompt.includes('rerolls') ? 'blank' : 'hit';
        if (d.kind === 'enter-dice' && /is hit by|rerolls/.test(d.prompt)) return ['enter', [face]];
        return undefined;
      },
      t,
    );
    return { s, seen };
  };
  it('the die chosen is rolled again and its new face resolves (a blank: no damage)', () => {
    const { s, seen } = run(true);
    expect(seen.filter((d) => d.kind === 'reroll-device-die').map((d) => d.options.map((o) => o.id))).toEqual([
      ['die:0', 'pass'],
    ]);
    expect(shipOf(s, 'x').shields).toBe(2);
    expect(s.log.some((e) => e.type === 'ability-used' && e.data?.source === 'pilot:grudge')).toBe(true);
  });
  it('passing keeps the die as rolled (a hit: one shield lost), nothing logged as used', () => {
    const { s } = run(false);
    expect(shipOf(s, 'x').shields).toBe(1);
    expect(s.log.some((e) => e.type === 'ability-used' && e.data?.source === 'pilot:grudge')).toBe(false);
  });
});

/**
 * `perform-damage-card-action` with `ctx.effects.damageCardActionOptions`: outside its Perform Action step a ship
 * performs the "Action:" ability of one of its faceup damage cards (000 "Actions": such an ability is resolved as an
 * action, at most once per round), and with `ignoreStress` even while stressed (000 "Stress": a stressed ship performs
 * no action, unless a card says otherwise). A stressed X-wing with a faceup Console Fire, in its System Phase step.
 */
describe('perform-damage-card-action (000 "Actions", "Stress")', () => {
  const run = (ignoreStress: boolean) => {
    const t = abilityTable({
      'pilot:redsquadronveteran': [
        {
          source: { kind: 'pilot', xws: 'redsquadronveteran' },
          window: 'system',
          when: { kind: 'subject-is-self' },
          optional: true,
          choices: (ctx, self) => ctx.effects.damageCardActionOptions(ctx, self, ignoreStress),
          effect: { kind: 'perform-damage-card-action', ignoreStress },
          summary: 'Test record: a damage card action.',
        },
      ],
    });
    const s = position(
      'system',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 150, heading: 0 },
          dial: '1F',
          tokens: { stress: 1 },
          damage: [{ card: 'consolefire', faceup: true }],
        },
      ],
      [{ ...TIE, dial: '1F' }],
      {},
      t,
    );
    const seen = playUntil(
      s,
      (st) => st.phase === 'activation',
      (d) => (d.kind === 'use-ability' ? [d.options.find((o) => o.id.startsWith('use:'))?.id ?? 'decline'] : undefined),
      t,
    );
    return { s, seen };
  };
  it('stressed, with ignoreStress: the repair is performed as an action and counted', () => {
    const { s } = run(true);
    const x = shipOf(s, 'x');
    expect(x.damage).toEqual([{ card: 'consolefire', faceup: false }]);
    expect(s.log.filter((e) => e.type === 'action-performed' && e.ship === 'x').length).toBe(1);
    expect(x.round.actions.some((a) => a.startsWith('card:damage:consolefire'))).toBe(true);
  });
  it('stressed, without it: no card action to offer, nothing asked', () => {
    const { s, seen } = run(false);
    expect(seen.some((d) => d.kind === 'use-ability')).toBe(false);
    expect(shipOf(s, 'x').damage).toEqual([{ card: 'consolefire', faceup: true }]);
  });
});

/**
 * `setup-anywhere` (window 'setup:placement', phases/setup.ts): 001 Setup 5 "Place Forces" places each ship wholly
 * within range 1 of its player's edge; a ship with the card may also be placed anywhere in the play area beyond range
 * `beyondEnemies` of every enemy ship placed so far. Played through `createGame` and `applyInPlace`: the X-wing
 * (initiative 3) is placed first, then Han Solo (initiative 6), with a pose entered as the value.
 */
describe('setup-anywhere (001 Setup 5 "Place Forces")', () => {
  const setupGame = () =>
    createGame(
      {
        players: [
          {
            name: 'Resistance',
            squad: {
              faction: 'resistance',
              pilots: [{ id: 'hansolo-scavengedyt1300', ship: 'scavengedyt1300', upgrades: {} }],
            },
          },
          {
            name: 'Rebels',
            squad: { faction: 'rebelalliance', pilots: [{ id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} }] },
          },
        ],
        seed: 'han-anywhere',
        format: 'extended',
      },
      loadContent(),
    );
  /** Plays Setup up to Han's placement; returns the game and the X-wing's pose. */
  const atHan = () => {
    const s = setupGame();
    playUntil(
      s,
      (st) =>
        st.pending?.kind === 'place-ship' &&
        st.ships.find((x) => x.id === st.pending?.ship)?.pilot === 'hansolo-scavengedyt1300',
    );
    const x = s.ships.find((v) => v.pilot === 'redsquadronveteran')!;
    return { s, x: x.pose! };
  };
  const place = (s: GameState, pose: { x: number; y: number; heading: number }) =>
    applyInPlace(
      s,
      { decision: s.pending!.id, seat: s.pending!.player, option: 'pose', value: pose as never },
      loadContent(),
    );
  it('mid-table, beyond range 3 of the X-wing: accepted, the card logged as used', () => {
    const { s, x } = atHan();
    const y = x.y < 457 ? 700 : 214;
    expect(place(s, { x: 457, y, heading: 0 }).ok).toBe(true);
    expect(s.log.some((e) => e.type === 'ability-used' && e.data?.source === 'pilot:hansolo-scavengedyt1300')).toBe(
      true,
    );
  });
  it('mid-table within range 3 of the X-wing: refused, nothing placed', () => {
    const { s, x } = atHan();
    const y = x.y < 457 ? x.y + 250 : x.y - 250;
    const r = place(s, { x: x.x, y, heading: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/beyond range 3/);
    expect(s.ships.find((v) => v.pilot === 'hansolo-scavengedyt1300')!.pose).toBeNull();
  });
});
