/**
 * Cards that place remotes (src/remotes.ts; 2.0 Rules Reference "Remotes", rules-reference-supplement.md), played
 * from positions through `applyInPlace`. A Hyena bomber of the second player faces the first player's edge (heading
 * 180): what it drops lands behind it, what it launches ahead of it.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec, SpecCase } from '../../card-spec.js';
import { type Answer, playUntil, position, useAbilityOf } from '../../flow-harness.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;
const placed = (s: GameState) => s.log.filter((e) => e.type === 'remote-placed');

function bomber(card: string, phase: 'end' | 'engagement', extra: Partial<PositionShip> = {}) {
  return () =>
    position(
      phase,
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 150, y: 150, heading: 0 } }],
      [{ pilot: 'separatistbomber', id: 'bomber', upgrades: [card], pose: { x: 450, y: 450, heading: 180 }, ...extra }],
    );
}

/** Plays until the round moves on (or the game asks nothing more); answers the card's question with `option`. */
const untilNextRound =
  (name: string, option?: string): ((s: GameState) => ReturnType<typeof playUntil>) =>
  (s) => {
    const answer: Answer = (d) =>
      d.kind === 'use-ability' && d.prompt.includes(name) ? [option ?? 'decline'] : undefined;
    return playUntil(s, (st) => st.round > 1 || st.phase === 'over', answer);
  };

const asked = (seen: Decision[], name: string) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes(name));

function drk1(): CardSpec {
  const name = 'DRK-1 Probe Droids';
  const applies: SpecCase = {
    name: 'in the End Phase the bomber spends a charge to launch a probe droid with the 3-straight',
    state: bomber('drk1probedroids', 'end'),
    play: untilNextRound(name, 'use:3F@launch'),
    check: (s, seen) => {
      const offered = asked(seen, name)[0]!.options.map((o) => o.id);
      // Drops and launches, each with the speed-3 templates (straight, banks, turns).
      expect(offered).toEqual(expect.arrayContaining(['use:3F', 'use:3B', 'use:3T', 'use:3F@launch', 'use:3N@launch']));
      expect(placed(s)).toHaveLength(1);
      expect(placed(s)[0]!.data).toMatchObject({ card: 'drk1probedroids', how: 'launch', template: '3F' });
      const r = s.remotes![0]!;
      expect(r).toMatchObject({ card: 'drk1probedroids', owner: 'bomber', player: 1, agility: 3, hull: 1, damage: 0 });
      // Launched ahead of a ship heading towards y = 0: beyond the template's end.
      expect(r.pose.y).toBeLessThan(450 - 20 - 3 * 40);
      expect(ship(s, 'bomber').upgrades[0]!.charges).toBe(1);
    },
  };
  const noCharge: SpecCase = {
    name: 'with no charge left the bomber is not asked and places nothing',
    state: bomber('drk1probedroids', 'end', { upgrades: [{ xws: 'drk1probedroids', charges: 0 }] }),
    play: untilNextRound(name, 'use:3F'),
    check: (s, seen) => {
      expect(asked(seen, name)).toEqual([]);
      expect(s.remotes ?? []).toEqual([]);
    },
  };
  return { source: 'upgrade:drk1probedroids:0', applies, doesNotApply: [noCharge] };
}

function discord(): CardSpec {
  const name = 'Discord Missiles';
  const calculating = { tokens: { calculate: 1 } };
  const applies: SpecCase = {
    name: 'at the start of the Engagement Phase the bomber spends a calculate token and a charge to launch a swarm',
    state: bomber('discordmissiles', 'engagement', calculating),
    play: untilNextRound(name, 'use:3B'),
    check: (s, seen) => {
      expect(asked(seen, name)[0]!.options.map((o) => o.id)).toEqual(
        expect.arrayContaining(['use:3B', 'use:3F', 'use:3N']),
      );
      expect(placed(s)[0]!.data).toMatchObject({ card: 'discordmissiles', how: 'launch', template: '3B' });
      expect(s.remotes![0]).toMatchObject({ card: 'discordmissiles', agility: 1, hull: 1, initiative: 0 });
      expect(ship(s, 'bomber').upgrades[0]!.charges).toBe(0);
      expect(ship(s, 'bomber').tokens.calculate ?? 0).toBe(0);
    },
  };
  const noCalculate: SpecCase = {
    name: 'without a calculate token the bomber cannot pay: not asked, no swarm',
    state: bomber('discordmissiles', 'engagement'),
    play: untilNextRound(name, 'use:3B'),
    check: (s, seen) => {
      expect(asked(seen, name)).toEqual([]);
      expect(s.remotes ?? []).toEqual([]);
    },
  };
  const noCharge: SpecCase = {
    name: 'with its charge spent the bomber is not asked, though it has a calculate token',
    state: bomber('discordmissiles', 'engagement', {
      ...calculating,
      upgrades: [{ xws: 'discordmissiles', charges: 0 }],
    }),
    play: untilNextRound(name, 'use:3B'),
    check: (s, seen) => {
      expect(asked(seen, name)).toEqual([]);
      expect(s.remotes ?? []).toEqual([]);
    },
  };
  return { source: 'upgrade:discordmissiles:0', applies, doesNotApply: [noCalculate, noCharge] };
}

/**
 * The swarm engages at its initiative (0): an enemy ship at range 0 of it suffers a crit. The X-wing (2 shields) at
 * y = 300; the swarm at `swarmY` (on the X-wing at 300, range 1 at 365); the bomber far off at `bomberY`.
 */
function swarm(): CardSpec {
  const table =
    (swarmY: number, bomberY = 700, bomberX = 600) =>
    () =>
      position(
        'engagement',
        [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 400, y: 300, heading: 180 } }],
        [
          {
            pilot: 'separatistbomber',
            id: 'bomber',
            upgrades: ['discordmissiles'],
            pose: { x: bomberX, y: bomberY, heading: 0 },
          },
        ],
        {
          remotes: [{ card: 'discordmissiles', owner: 'bomber', pose: { x: 400, y: swarmY, heading: 0 }, id: 'swarm' }],
        },
      );
  const play = (s: GameState) => playUntil(s, (st) => st.round > 1);
  const applies: SpecCase = {
    name: 'the swarm on the X-wing engages at initiative 0: the X-wing suffers a crit (a shield goes)',
    state: table(300),
    play,
    check: (s) => {
      expect(ship(s, 'xwing').shields).toBe(1);
      expect(s.log.some((e) => e.type === 'remote-engages')).toBe(true);
    },
  };
  const beyond: SpecCase = {
    name: 'the swarm at range 1 of the X-wing: nothing happens',
    state: table(365),
    play,
    check: (s) => expect(ship(s, 'xwing').shields).toBe(2),
  };
  const friendly: SpecCase = {
    name: 'the swarm on its own bomber (a friendly ship), the X-wing far off: the bomber suffers nothing',
    state: table(600, 600, 400),
    play,
    check: (s) => {
      expect(ship(s, 'bomber').shields).toBe(ship(createFromTable(table(600, 600, 400)), 'bomber').shields);
      expect(ship(s, 'xwing').shields).toBe(2);
    },
  };
  return { source: 'device:discordmissiles', applies, doesNotApply: [beyond, friendly] };
}

const createFromTable = (t: () => GameState) => t();

/** A commando crew card on a large or medium ship of its faction: its System Phase drop of the team. */
function commandos(card: string, name: string, pilot: string): CardSpec {
  const table = (charges?: number) => () =>
    position(
      'system',
      [
        {
          pilot,
          id: 'carrier',
          upgrades: [charges === undefined ? card : { xws: card, charges }],
          pose: { x: 450, y: 450, heading: 180 },
        },
      ],
      [{ pilot: 'academypilot', id: 'tie', pose: { x: 150, y: 800, heading: 0 } }],
    );
  const play = (s: GameState) =>
    playUntil(
      s,
      (st) => st.phase !== 'system',
      (d) => (d.kind === 'use-ability' && d.prompt.includes(name) ? ['use:1F'] : undefined),
    );
  const applies: SpecCase = {
    name: `${name}: the ship spends a charge to drop its commando team with the 1-straight behind it`,
    state: table(),
    play,
    check: (s) => {
      expect(placed(s)[0]!.data).toMatchObject({ card, how: 'drop', template: '1F' });
      expect(s.remotes![0]).toMatchObject({ card, owner: 'carrier', initiative: 2, agility: 2, hull: 2 });
      expect(s.remotes![0]!.pose.y).toBeGreaterThan(450);
      expect(ship(s, 'carrier').upgrades[0]!.charges).toBe(1);
    },
  };
  const spent: SpecCase = {
    name: `${name}: with its charges spent the ship is not asked`,
    state: table(0),
    play,
    check: (s, seen) => {
      expect(asked(seen, name)).toEqual([]);
      expect(s.remotes ?? []).toEqual([]);
    },
  };
  return { source: `upgrade:${card}:0`, applies, doesNotApply: [spent] };
}

/** The probe droid at (400, 400) heading +y acts in the System Phase: its controller answers `option`. */
function probeRelocation(): CardSpec {
  const table = () =>
    position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 150, y: 150, heading: 0 } }],
      [
        {
          pilot: 'separatistbomber',
          id: 'bomber',
          upgrades: ['drk1probedroids'],
          pose: { x: 700, y: 800, heading: 180 },
        },
      ],
      { remotes: [{ card: 'drk1probedroids', owner: 'bomber', pose: { x: 400, y: 400, heading: 0 }, id: 'probe' }] },
    );
  const play = (option: string) => (s: GameState) =>
    playUntil(
      s,
      (st) => st.phase !== 'system',
      (d) => (d.kind === 'relocate-remote' ? [option] : undefined),
    );
  const relocation = (seen: Decision[]) => seen.filter((d) => d.kind === 'relocate-remote');
  const applies: SpecCase = {
    name: 'in the System Phase its controller relocates the probe droid with the 2-straight at its front guides',
    state: table,
    play: play('relocate:front:2F'),
    check: (s, seen) => {
      const d = relocation(seen)[0]!;
      expect(d.player).toBe(1);
      expect(d.options.map((o) => o.id)).toEqual(
        expect.arrayContaining(['relocate:front:2B', 'relocate:front:2N', 'relocate:rear:2F', 'stay']),
      );
      // The 2-straight (80 mm) between its guides and the droid's: 21.95 + 80 + 21.95 mm ahead (the droid's offset
      // from its guides, the Vassal module's: docs/geometry.md "Remotes").
      expect(s.remotes![0]!.pose.x).toBeCloseTo(400, 5);
      expect(s.remotes![0]!.pose.y).toBeCloseTo(523.9, 5);
    },
  };
  const stays: SpecCase = {
    name: 'its controller leaves it where it is: asked once, nothing moves',
    state: table,
    play: play('stay'),
    check: (s, seen) => {
      expect(relocation(seen)).toHaveLength(1);
      expect(s.remotes![0]!.pose).toEqual({ x: 400, y: 400, heading: 0 });
    },
  };
  return { source: 'device:drk1probedroids', applies, doesNotApply: [stays] };
}

/**
 * Sensor Buoy Suite's lock (its Setup placement: subsystems-s32a-words.test.ts, through `createGame`): a Xi-class
 * shuttle `u` (initiative 2) at (450, 150) with a sensor buoy of its own at (450, `buoyY`); a T-70 `x` at (450, 800),
 * range 1 of a buoy at 740, far beyond range 3 of the shuttle; a TIE/fo `tie` (initiative 3) of the shuttle's side.
 */
function buoyTable(buoyY: number) {
  return () =>
    position(
      'engagement',
      [{ pilot: 'bluesquadronrookie', id: 'x', pose: { x: 450, y: 800, heading: 180 } }],
      [
        { pilot: 'firstordercourier', id: 'u', upgrades: ['sensorbuoysuite'], pose: { x: 450, y: 150, heading: 0 } },
        { pilot: 'omegasquadronace', id: 'tie', pose: { x: 150, y: 150, heading: 0 } },
      ],
      { remotes: [{ card: 'sensorbuoysuite', owner: 'u', pose: { x: 450, y: buoyY, heading: 0 } }] },
    );
}
const uLocks = (s: GameState) => ship(s, 'u').locks.map((l) => l.target);

function sensorBuoys(): CardSpec {
  const name = 'Sensor Buoy Suite';
  return {
    source: 'upgrade:sensorbuoysuite:0',
    applies: {
      name: 'before the shuttle engages it locks the T-70 at range 1 of its buoy, far beyond range 3 of itself',
      state: buoyTable(740),
      play: (s) => playUntil(s, (st) => st.phase !== 'engagement', useAbilityOf(name)),
      check: (s, seen) => {
        expect(asked(seen, name).map((d) => d.ship)).toEqual(['u']);
        expect(uLocks(s)).toEqual(['x']);
      },
    },
    doesNotApply: [
      {
        name: 'the buoy beyond range 1 of the T-70: nothing to lock',
        state: buoyTable(500),
        play: (s) => playUntil(s, (st) => st.phase !== 'engagement', useAbilityOf(name)),
        check: (s, seen) => {
          expect(asked(seen, name)).toEqual([]);
          expect(uLocks(s)).toEqual([]);
        },
      },
      {
        name: 'another ship of the shuttle’s side engages: not asked then',
        state: buoyTable(740),
        play: (s) => playUntil(s, (st) => ship(st, 'tie').round.engaged === true, useAbilityOf(name)),
        check: (s) => expect(uLocks(s)).toEqual([]),
      },
    ],
  };
}

/**
 * Pre Vizsla (crew, s36): a scum YT-1300 `carrier` (initiative 1) with Pre Vizsla (its white coordinate) and the
 * Mandalorian Super Commandos at (450, 300) facing +y executes its 1-straight (the 40 mm template and its 80 mm base:
 * its front edge then at y = 460); a remote `team` (a 15 mm disc) at (450, `teamY`) facing +y (at 540: range 1; at
 * 700: range 3). The enemy TIE has activated. In its Perform Action
 * step the carrier coordinates the team: the team is relocated forward with the template answered.
 */
function preVizsla(): CardSpec {
  const table =
    (teamY: number, card = 'mandaloriansupercommandos', enemyTeam = false) =>
    () =>
      position(
        'activation',
        [
          {
            pilot: 'freightercaptain',
            id: 'carrier',
            upgrades: ['previzsla', card],
            pose: { x: 450, y: 300, heading: 0 },
            dial: '1F',
          },
        ],
        [
          {
            pilot: 'imperialsupercommando',
            id: 'gauntlet',
            upgrades: ['imperialsupercommandos'],
            pose: { x: 150, y: 150, heading: 0 },
            round: { activated: true },
          },
        ],
        {
          remotes: [
            enemyTeam
              ? {
                  card: 'imperialsupercommandos',
                  owner: 'gauntlet',
                  pose: { x: 450, y: teamY, heading: 0 },
                  id: 'team',
                }
              : { card, owner: 'carrier', pose: { x: 450, y: teamY, heading: 0 }, id: 'team' },
          ],
        },
      );
  const play = (option: string) => (s: GameState) =>
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) =>
        d.kind === 'choose-action' && d.ship === 'carrier' && d.options.some((o) => o.id === option)
          ? [option]
          : // remotes (s37): the team's own relocation at the start of the phase is declined.
            d.kind === 'relocate-remote'
            ? ['stay']
            : undefined,
    );
  const carrierActions = (seen: Decision[]) =>
    seen.filter((d) => d.kind === 'choose-action' && d.ship === 'carrier').flatMap((d) => d.options.map((o) => o.id));
  const used = (s: GameState) =>
    s.log.filter((e) => e.type === 'ability-used' && e.data?.source === 'upgrade:previzsla:0').length;
  const team = (s: GameState) => s.remotes!.find((r) => r.id === 'team')!;
  const notOffered = (name: string, state: () => GameState): SpecCase => ({
    name,
    state,
    play: play('coordinate:team:2F'),
    check: (s, seen) => {
      expect(carrierActions(seen).length).toBeGreaterThan(0);
      expect(carrierActions(seen).filter((id) => id.startsWith('coordinate:'))).toEqual([]);
      expect(team(s).pose).toEqual({ x: 450, y: state().remotes![0]!.pose.y, heading: 0 });
      expect(used(s)).toBe(0);
    },
  });
  return {
    source: 'upgrade:previzsla:0',
    applies: {
      name: 'the carrier coordinates its commando team at range 1: the team relocates forward with the 1-turn left',
      state: table(540),
      play: play('coordinate:team:1T'),
      check: (s, seen) => {
        expect(carrierActions(seen)).toEqual(
          expect.arrayContaining(['coordinate:team:1T', 'coordinate:team:2F', 'coordinate:team:1Y']),
        );
        // 15 mm to the disc's front edge, the 1-turn's 35 mm radius, 15 mm to the centre: 50 ahead, 50 to the left.
        expect(team(s).pose.x).toBeCloseTo(400, 6);
        expect(team(s).pose.y).toBeCloseTo(590, 6);
        expect(team(s).pose.heading).toBeCloseTo(270, 6);
        expect(used(s)).toBe(1);
        expect(s.log.filter((e) => e.type === 'remote-relocated').map((e) => e.data?.template)).toEqual(['1T']);
        // A coordinate action, performed once; no ship was asked for an action in its place.
        expect(s.log.filter((e) => e.type === 'action-performed' && e.data?.action === 'coordinate')).toHaveLength(1);
      },
    },
    doesNotApply: [
      notOffered('the team at range 3 of the carrier: beyond the coordinate’s band, not offered', table(700)),
      notOffered(
        'a DRK-1 probe droid (a device card’s remote, no crew card’s): not offered',
        table(540, 'drk1probedroids'),
      ),
      notOffered('an enemy commando team at range 1: not offered', table(540, 'mandaloriansupercommandos', true)),
    ],
  };
}

/**
 * remotes (s37): what a ship's maneuver onto a remote sets off (2.0 Rules Reference "Remotes", supplement; each
 * remote's own entry). An X-wing `xwing` (first player, small base, 2 shields) at (400, 200) facing +y flies its
 * white 3-straight: its base ends centred at (400, 360) (y 340–380); the template crosses y 220–340. A remote of the
 * second player's ship `owner` lies at (400, `remoteY`): at 360 the X-wing ends on it, at 260 it only moves through
 * it. The case stops once the Activation Phase is over (at the next question). With
 * `friendly`, the X-wing is the owner's side's (the remote is then its own). `blockers` are activated ships of the
 * first player placed on the table.
 */
function overlapTable(
  card: string,
  ownerPilot: string,
  remoteY: number,
  opts: { friendly?: boolean; blockers?: PositionShip[] } = {},
) {
  return () => {
    const mover: PositionShip = {
      pilot: opts.friendly ? 'academypilot' : 'redsquadronveteran',
      id: 'xwing',
      pose: { x: 400, y: 200, heading: 0 },
      dial: '3F',
    };
    const owner: PositionShip = {
      pilot: ownerPilot,
      id: 'owner',
      upgrades: [card],
      pose: { x: 800, y: 800, heading: 180 },
      round: { activated: true },
    };
    const blockers = opts.blockers ?? [];
    return position(
      'activation',
      opts.friendly ? blockers : [...blockers, mover],
      opts.friendly ? [mover, owner] : [owner],
      { remotes: [{ card, owner: 'owner', pose: { x: 400, y: remoteY, heading: 0 }, id: 'remote' }] },
    );
  };
}
const untilEngagement =
  (answer: Answer = () => undefined) =>
  (s: GameState) =>
    playUntil(s, (st) => st.phase !== 'activation', answer);
const overlapDie =
  (face: string): Answer =>
  (d) =>
    d.kind === 'enter-dice' && d.prompt.includes('overlaps') ? ['enter', [face]] : undefined;
const remote = (s: GameState) => s.remotes?.find((r) => r.id === 'remote');

/** DRK-1 probe droid: an enemy ship ending its move on it rolls 1 attack die; on a focus the droid is destroyed. */
function probeOverlap(): CardSpec {
  const table = (y: number, friendly = false) => overlapTable('drk1probedroids', 'separatistbomber', y, { friendly });
  const dieAsked = (seen: Decision[]) => seen.filter((d) => d.kind === 'enter-dice' && d.prompt.includes('overlaps'));
  return {
    source: 'device:drk1probedroids',
    applies: {
      name: 'the X-wing ends its 3-straight on the enemy probe droid: it rolls a focus, the droid is destroyed',
      state: table(360),
      play: untilEngagement(overlapDie('focus')),
      check: (s, seen) => {
        expect(dieAsked(seen).map((d) => d.player)).toEqual([0]);
        expect(remote(s)).toBeUndefined();
        expect(s.log.some((e) => e.type === 'remote-destroyed' && e.data?.remote === 'remote')).toBe(true);
      },
    },
    doesNotApply: [
      {
        name: 'a ship of the droid’s own side ends its move on it: no die, the droid stays',
        state: table(360, true),
        play: untilEngagement(overlapDie('focus')),
        check: (s, seen) => {
          expect(dieAsked(seen)).toEqual([]);
          expect(remote(s)).toBeDefined();
        },
      },
      {
        name: 'the X-wing only moves through the droid (it does not end on it): no die',
        state: table(260),
        play: untilEngagement(overlapDie('focus')),
        check: (s, seen) => {
          expect(dieAsked(seen)).toEqual([]);
          expect(remote(s)!.pose).toEqual({ x: 400, y: 260, heading: 0 });
        },
      },
    ],
  };
}

/** The probe droid survives a die that is not a focus (the roll is made; only a focus destroys it). */
function probeOverlapBlank(): CardSpec {
  return {
    source: 'device:drk1probedroids',
    applies: {
      name: 'the X-wing ends on the enemy probe droid and rolls a hit: the droid stays',
      state: overlapTable('drk1probedroids', 'separatistbomber', 360),
      play: untilEngagement(overlapDie('hit')),
      check: (s) => {
        expect(s.log.filter((e) => e.type === 'remote-die').map((e) => e.data?.faces)).toEqual([['hit']]);
        expect(remote(s)).toMatchObject({ damage: 0 });
      },
    },
    doesNotApply: {
      name: 'a ship of the droid’s own side ends on it: no die',
      state: overlapTable('drk1probedroids', 'separatistbomber', 360, { friendly: true }),
      play: untilEngagement(overlapDie('hit')),
      check: (s) => expect(s.log.filter((e) => e.type === 'remote-die')).toEqual([]),
    },
  };
}

/**
 * Buzz Droid Swarm: an enemy ship moving through or ending on it carries it, at its front guides (the swarm's centre
 * 20 + 15 mm ahead of the X-wing's, y 395) or its rear guides (y 325), its controller choosing; with both blocked, the
 * swarm and the ship each suffer a hit.
 */
function swarmCling(): CardSpec {
  const table = (y: number, opts: { friendly?: boolean; blockers?: PositionShip[] } = {}) =>
    overlapTable('discordmissiles', 'separatistbomber', y, opts);
  const guides =
    (option: string): Answer =>
    (d) =>
      d.kind === 'remote-guides' ? [option] : undefined;
  const asked = (seen: Decision[]) => seen.filter((d) => d.kind === 'remote-guides');
  return {
    source: 'device:discordmissiles',
    applies: {
      name: 'the X-wing ends on the enemy swarm: its controller puts it at the X-wing’s rear guides (range 0)',
      state: table(360),
      play: untilEngagement(guides('guides:rear')),
      check: (s, seen) => {
        const d = asked(seen)[0]!;
        expect(d.player).toBe(1);
        expect(d.options.map((o) => o.id)).toEqual(['guides:front', 'guides:rear']);
        expect(remote(s)!.pose.x).toBeCloseTo(400, 6);
        // The measured swarm token's placement point (s37 outlines: the Vassal piece, not the old 15 mm disc), its
        // outline touching the X-wing's rear edge.
        expect(remote(s)!.pose.y).toBeCloseTo(319.47, 2);
      },
    },
    doesNotApply: [
      {
        name: 'a ship of the swarm’s own side ends on it: it stays where it is',
        state: table(360, { friendly: true }),
        play: untilEngagement(guides('guides:rear')),
        check: (s, seen) => {
          expect(asked(seen)).toEqual([]);
          expect(remote(s)!.pose).toEqual({ x: 400, y: 360, heading: 0 });
        },
      },
    ],
  };
}

/** The swarm moved through (not ended on), and the swarm blocked at both guides. */
function swarmThrough(): CardSpec {
  const table = (y: number, opts: { friendly?: boolean; blockers?: PositionShip[] } = {}) =>
    overlapTable('discordmissiles', 'separatistbomber', y, opts);
  const blocker = (id: string, y: number): PositionShip => ({
    pilot: 'bluesquadronescort',
    id,
    pose: { x: 400, y, heading: 0 },
    round: { activated: true },
  });
  return {
    source: 'device:discordmissiles',
    applies: {
      name: 'the X-wing moves through the swarm; with one ship at its front and one at its rear guides, both take a hit',
      state: table(260, { blockers: [blocker('ahead', 420), blocker('behind', 302)] }),
      play: untilEngagement(),
      check: (s, seen) => {
        expect(seen.filter((d) => d.kind === 'remote-guides')).toEqual([]);
        expect(remote(s)).toBeUndefined();
        expect(ship(s, 'xwing').shields).toBe(1);
      },
    },
    doesNotApply: {
      name: 'a ship of the swarm’s own side moves through it: nothing happens',
      state: table(260, { friendly: true }),
      play: untilEngagement(),
      check: (s) => expect(remote(s)!.pose).toEqual({ x: 400, y: 260, heading: 0 }),
    },
  };
}

/**
 * A commando team (the same rules for the five cards): an enemy ship ending its move on it gains a strain token; at
 * the start of the Activation Phase its controller may relocate it forward (1-turn left, 2-straight, 1-turn right).
 */
function commandoTeam(card: string, pilot: string): CardSpec {
  const stay: Answer = (d) => (d.kind === 'relocate-remote' ? ['stay'] : undefined);
  return {
    source: `device:${card}`,
    applies: {
      name: `${card}: the X-wing ends its 3-straight on the enemy team and gains a strain token`,
      state: overlapTable(card, pilot, 360),
      play: untilEngagement(stay),
      check: (s) => expect(ship(s, 'xwing').tokens.strain ?? 0).toBe(1),
    },
    doesNotApply: {
      name: `${card}: a ship of the team’s own side ends on it: no strain`,
      state: overlapTable(card, pilot, 360, { friendly: true }),
      play: untilEngagement(stay),
      check: (s) => expect(ship(s, 'xwing').tokens.strain ?? 0).toBe(0),
    },
  };
}

/**
 * issue 26: the commando team's own attack in the Engagement Phase (the same for the five cards; rules test:
 * test/rules/remote-attack.test.ts). The team (the second player's) at (450, 500) faces −y; the X-wing (2 shields)
 * ahead of it at range 2 has engaged already. Its controller attacks; the attack dice are entered as two focus results,
 * and its controller changes one to a hit (the team's record: 'ability-used' names it), the X-wing's two blanks: one
 * shield lost, one of the team's 2 charges spent.
 */
function commandoAttack(card: string, pilot: string): CardSpec {
  const table =
    (opts: { charges?: number; xwingY?: number } = {}) =>
    () =>
      position(
        'engagement',
        [
          {
            pilot: 'redsquadronveteran',
            id: 'xwing',
            pose: { x: 450, y: opts.xwingY ?? 350, heading: 0 },
            round: { engaged: true },
          },
        ],
        [{ pilot, id: 'owner', upgrades: [card], pose: { x: 850, y: 850, heading: 0 }, round: { engaged: true } }],
        {
          remotes: [
            {
              card,
              owner: 'owner',
              id: 'team',
              pose: { x: 450, y: 500, heading: 180 },
              ...(opts.charges !== undefined ? { charges: opts.charges } : {}),
            },
          ],
        },
      );
  const play = (s: GameState) =>
    playUntil(
      s,
      (st) => st.phase !== 'engagement',
      (d, st) => {
        if (d.kind === 'remote-attack') return ['remote-attack:team:xwing'];
        if (d.kind === 'enter-dice' && st.cursor.attack?.step === 'roll-attack') return ['enter', ['focus', 'focus']];
        const own = d.options.find((o) => o.id.startsWith(`mod:device:${card}#`));
        if (d.kind === 'modify-attack-dice' && own) return [own.id];
        return undefined;
      },
    );
  const team = (s: GameState) => s.remotes?.find((r) => r.id === 'team');
  const notAsked = (name: string, state: () => GameState): SpecCase => ({
    name,
    state,
    play,
    check: (s, seen) => {
      expect(seen.filter((d) => d.kind === 'remote-attack')).toEqual([]);
      expect(ship(s, 'xwing').shields).toBe(2);
    },
  });
  return {
    source: `device:${card}`,
    applies: {
      name: `${card}: the team attacks the X-wing at range 2, spends a charge and changes a focus result to a hit`,
      state: table(),
      play,
      check: (s, seen) => {
        expect(seen.find((d) => d.kind === 'remote-attack')!.player).toBe(1);
        expect(team(s)!.charges).toBe(1);
        expect(ship(s, 'xwing').shields).toBe(1);
      },
    },
    doesNotApply: [
      notAsked(`${card}: with no charge left the team does not attack`, table({ charges: 0 })),
      notAsked(`${card}: the X-wing at range 0 of the team: no attack`, table({ xwingY: 485 })),
    ],
  };
}

/** The commando team's relocation at the start of the Activation Phase (before the X-wing activates). */
function commandoRelocation(): CardSpec {
  const card = 'mandaloriansupercommandos';
  const table = overlapTable(card, 'freightercaptain', 600);
  const relocate =
    (option: string): Answer =>
    (d) =>
      d.kind === 'relocate-remote' ? [option] : undefined;
  return {
    source: `device:${card}`,
    applies: {
      name: 'at the start of the Activation Phase its controller moves the team forward with the 2-straight',
      state: table,
      play: untilEngagement(relocate('relocate:front:2F')),
      check: (s, seen) => {
        const d = seen.find((x) => x.kind === 'relocate-remote')!;
        expect(d.player).toBe(1);
        expect(d.options.map((o) => o.id)).toEqual([
          'relocate:front:1T',
          'relocate:front:2F',
          'relocate:front:1Y',
          'stay',
        ]);
        // Asked before the X-wing reveals its dial.
        expect(seen.indexOf(d)).toBe(0);
        expect(remote(s)!.pose.y).toBeCloseTo(710, 6);
      },
    },
    doesNotApply: {
      name: 'its controller leaves it: asked once, it stays',
      state: table,
      play: untilEngagement(relocate('stay')),
      check: (s, seen) => {
        expect(seen.filter((d) => d.kind === 'relocate-remote')).toHaveLength(1);
        expect(remote(s)!.pose).toEqual({ x: 400, y: 600, heading: 0 });
      },
    },
  };
}

/** A bomber far off that placed a probe droid, already activated (the probe droid specs below). */
const probeBomber = (id: string, x: number): PositionShip => ({
  pilot: 'separatistbomber',
  id,
  upgrades: ['drk1probedroids'],
  pose: { x, y: 450, heading: 0 },
  round: { activated: true },
});

/**
 * The DRK-1 probe droid's range for its friendly ships' locks (a standing rule of the lock action): the X-wing at
 * (450, 100) flies its 1-straight (ending at y 160–200); the enemy TIE at (450, 800) lies far beyond range 3 of it, at
 * range 1 of a probe droid at (450, 700) — of the X-wing's side (a bomber far off placed it), or of the TIE's.
 */
function probeRange(): CardSpec {
  const table = (droidOf: 'ours' | 'theirs') => () =>
    position(
      'activation',
      [
        { pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 450, y: 100, heading: 0 }, dial: '1F' },
        probeBomber('ours', 100),
      ],
      [
        { pilot: 'academypilot', id: 'tie', pose: { x: 450, y: 800, heading: 180 }, round: { activated: true } },
        probeBomber('theirs', 800),
      ],
      { remotes: [{ card: 'drk1probedroids', owner: droidOf, pose: { x: 450, y: 700, heading: 0 }, id: 'probe' }] },
    );
  const actions = (seen: Decision[]) =>
    seen.filter((d) => d.kind === 'choose-action' && d.ship === 'xwing').flatMap((d) => d.options.map((o) => o.id));
  const play = (s: GameState) =>
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) => (d.kind === 'choose-action' && d.options.some((o) => o.id === 'lock:tie') ? ['lock:tie'] : undefined),
    );
  return {
    source: 'device:drk1probedroids',
    standing: true,
    applies: {
      name: 'the X-wing locks the TIE far beyond range 3 of it, measuring from its probe droid (range 1 of the TIE)',
      state: table('ours'),
      play,
      check: (s, seen) => {
        expect(actions(seen)).toContain('lock:tie');
        expect(ship(s, 'xwing').locks.map((l) => l.target)).toEqual(['tie']);
      },
    },
    doesNotApply: {
      name: 'the probe droid is the TIE’s: the X-wing cannot measure from it, no lock offered',
      state: table('theirs'),
      play,
      check: (s, seen) => {
        expect(actions(seen)).not.toContain('lock:tie');
        expect(ship(s, 'xwing').locks).toEqual([]);
      },
    },
  };
}

/**
 * fidelity (s38): the probe droid's range also serves a lock a card acquires where the card's range is the lock rules'
 * band (R3 Astromech: "acquire a lock", no range of its own; `lockBand`). The X-wing with R3 at (450, 100) flies its
 * 1-straight and locks the TIE `near` at (450, 400) with its Lock action; the TIE `far` at (450, 800) lies beyond
 * range 3 of it, at range 1 of a probe droid at (450, 700) — of the X-wing's side, or of the TIE's.
 */
function probeCardLock(): CardSpec {
  const table = (droidOf: 'ours' | 'theirs') => () =>
    position(
      'activation',
      [
        {
          pilot: 'redsquadronveteran',
          id: 'xwing',
          upgrades: ['r3astromech'],
          pose: { x: 450, y: 100, heading: 0 },
          dial: '1F',
        },
        probeBomber('ours', 100),
      ],
      [
        { pilot: 'academypilot', id: 'near', pose: { x: 450, y: 400, heading: 180 }, round: { activated: true } },
        { pilot: 'academypilot', id: 'far', pose: { x: 450, y: 800, heading: 180 }, round: { activated: true } },
        probeBomber('theirs', 800),
      ],
      { remotes: [{ card: 'drk1probedroids', owner: droidOf, pose: { x: 450, y: 700, heading: 0 }, id: 'probe' }] },
    );
  const r3Options = (seen: Decision[]) =>
    asked(seen, 'R3 Astromech').flatMap((d) => (d.kind === 'use-ability' ? d.options.map((o) => o.id) : []));
  const play = (s: GameState) =>
    playUntil(
      s,
      (st) => st.phase !== 'activation',
      (d) =>
        d.kind === 'choose-action' && d.ship === 'xwing' && d.options.some((o) => o.id === 'lock:near')
          ? ['lock:near']
          : d.kind === 'use-ability' && d.prompt.includes('R3 Astromech')
            ? [d.options.some((o) => o.id === 'use:far') ? 'use:far' : 'decline']
            : undefined,
    );
  return {
    source: 'device:drk1probedroids',
    standing: true,
    applies: {
      name: 'after locking the near TIE, R3 Astromech locks the far one, measured from the X-wing’s probe droid',
      state: table('ours'),
      play,
      check: (s, seen) => {
        expect(r3Options(seen)).toContain('use:far');
        expect(ship(s, 'xwing').locks.map((l) => l.target)).toEqual(['near', 'far']);
      },
    },
    doesNotApply: {
      name: 'the probe droid is the TIEs’: R3 Astromech cannot measure from it, the far TIE is not offered',
      state: table('theirs'),
      play,
      check: (s, seen) => {
        expect(r3Options(seen)).not.toContain('use:far');
        expect(ship(s, 'xwing').locks.map((l) => l.target)).toEqual(['near']);
      },
    },
  };
}

export const SPECS: CardSpec[] = [
  probeRange(),
  probeCardLock(),
  probeOverlap(),
  probeOverlapBlank(),
  swarmCling(),
  swarmThrough(),
  commandoRelocation(),
  commandoTeam('clanwrencommandos', 'mandalorianresistancepilot'),
  commandoTeam('deathwatchcommandos', 'darkcourier'),
  commandoTeam('imperialsupercommandos', 'imperialsupercommando'),
  commandoTeam('mandaloriansupercommandos', 'freightercaptain'),
  commandoTeam('niteowlcommandos', '104thbattalionpilot'),
  commandoAttack('clanwrencommandos', 'mandalorianresistancepilot'),
  commandoAttack('deathwatchcommandos', 'darkcourier'),
  commandoAttack('imperialsupercommandos', 'imperialsupercommando'),
  commandoAttack('mandaloriansupercommandos', 'freightercaptain'),
  commandoAttack('niteowlcommandos', '104thbattalionpilot'),
  preVizsla(),
  sensorBuoys(),
  probeRelocation(),
  drk1(),
  discord(),
  swarm(),
  commandos('clanwrencommandos', 'Clan Wren Commandos', 'mandalorianresistancepilot'),
  commandos('deathwatchcommandos', 'Death Watch Commandos', 'darkcourier'),
  commandos('imperialsupercommandos', 'Imperial Super Commandos', 'imperialsupercommando'),
  commandos('mandaloriansupercommandos', 'Mandalorian Super Commandos', 'freightercaptain'),
  commandos('niteowlcommandos', 'Nite Owl Commandos', '104thbattalionpilot'),
];
