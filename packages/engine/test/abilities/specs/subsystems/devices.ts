/**
 * Device upgrades (000 "Devices", "Bombs", "Mines"): each card's System Phase drop ('upgrade:<xws>:0') and what its
 * device does when it detonates ('device:<xws>'), played from positions through `applyInPlace`. A TIE/sa bomber of
 * the second player faces the first player's edge, so what it drops lands behind it, towards the X-wings.
 */
import { expect } from 'vitest';
import type { GameState, Position, PositionShip } from '@xwing/engine';
import type { CardSpec, SpecCase } from '../../card-spec.js';
import { type Answer, playUntil, position, useAbilityOf } from '../../flow-harness.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;
const placed = (s: GameState) => s.log.filter((e) => e.type === 'device-placed');
const detonated = (s: GameState) => s.log.filter((e) => e.type === 'device-detonated');
/** Plays round 1 to its Engagement Phase (or, when nothing is asked there, to the next round's first decision). */
const untilEngagement = (answer?: Answer) => (s: GameState) =>
  playUntil(s, (st) => st.phase === 'engagement' || st.phase === 'over' || st.round > 1, answer);

/** The bomber at y = 600 drops behind it (bombs centre at y = 675); the X-wing ends its 1-straight at y = 720. */
function bombTable(card: string, extra: Partial<PositionShip> = {}) {
  return () =>
    position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 400, y: 800, heading: 180 }, dial: '1F' }],
      [
        {
          pilot: 'scimitarsquadronpilot',
          id: 'bomber',
          upgrades: [card],
          pose: { x: 400, y: 600, heading: 180 },
          dial: '2F',
          ...extra,
        },
      ],
    );
}

/** A device already on the table at the start of the Activation Phase; the X-wing (y = 800 unless said) flies `dial`. */
function deviceTable(
  card: string,
  at: { x: number; y: number },
  xwingX: number,
  dial = '1F',
  extra: Partial<Position> = {},
  xwingY = 800,
) {
  return () =>
    position(
      'activation',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: xwingX, y: xwingY, heading: 180 }, dial }],
      [
        {
          pilot: 'scimitarsquadronpilot',
          id: 'bomber',
          upgrades: [card],
          pose: { x: 400, y: 300, heading: 180 },
          dial: '2F',
        },
      ],
      { devices: [{ card, owner: 'bomber', pose: { ...at, heading: 180 } }], ...extra },
    );
}

/** Answers the dice a device makes the X-wing roll with `faces` (blanks for any more it asks). */
const deviceDice =
  (faces: string[]): Answer =>
  (d) =>
    d.kind === 'enter-dice' && d.prompt.includes('is hit by')
      ? ['enter', Array.from({ length: d.count ?? 0 }, (_, i) => faces[i] ?? 'blank')]
      : undefined;

function dropSpec(card: string, name: string, option: string): CardSpec {
  const applies: SpecCase = {
    name: `the bomber uses ${name} in the System Phase: a charge spent, the device placed behind it`,
    state: bombTable(card),
    play: untilEngagement((d, s) =>
      d.kind === 'use-ability' && d.prompt.includes(name) ? [`use:${option}`] : deviceDice(['blank'])(d, s),
    ),
    check: (s, seen) => {
      expect(seen.some((d) => d.kind === 'use-ability' && d.options.some((o) => o.id === `use:${option}`))).toBe(true);
      expect(placed(s).length).toBeGreaterThanOrEqual(1);
      expect(placed(s).every((e) => e.data!.card === card && e.data!.how === 'drop')).toBe(true);
      const printed =
        card === 'thermaldetonators'
          ? 4
          : ['clustermines', 'connernets', 'blazerbomb', 'electroprotonbomb'].includes(card)
            ? 1
            : 2;
      expect(ship(s, 'bomber').upgrades[0]!.charges).toBe(printed - option.split('+').length);
    },
  };
  const doesNotApply: SpecCase = {
    name: `the bomber's ${name} has no charge left: no drop is offered, nothing is placed`,
    state: bombTable(card, { upgrades: [{ xws: card, charges: 0 }] }),
    play: untilEngagement(useAbilityOf(name)),
    check: (s, seen) => {
      expect(seen.some((d) => d.kind === 'use-ability')).toBe(false);
      expect(placed(s)).toEqual([]);
    },
  };
  const declines: SpecCase = {
    name: `the bomber declines ${name}: asked once, in its own System Phase step, not in the X-wing's`,
    state: bombTable(card),
    play: untilEngagement(deviceDice(['blank'])),
    check: (s, seen) => {
      expect(seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes(name))).toHaveLength(1);
      expect(placed(s)).toEqual([]);
    },
  };
  return { source: `upgrade:${card}:0`, applies, doesNotApply: [doesNotApply, declines] };
}

/**
 * Bomblet Generator's recovery (its record 1): a Y-wing (2 shields) with the card and `charges` of its 2, at the start
 * of `phase`; it uses the recovery whenever asked. Played to the Activation Phase's first decision after its start.
 */
function bombletRecovery(): CardSpec {
  const table = (phase: 'system' | 'activation', charges?: number) => () =>
    position(
      phase,
      [
        {
          pilot: 'graysquadronbomber',
          id: 'y',
          pose: { x: 400, y: 150, heading: 0 },
          dial: '1F',
          upgrades: [charges === undefined ? 'bombletgenerator' : { xws: 'bombletgenerator', charges }],
        },
      ],
      [{ pilot: 'academypilot', id: 't', pose: { x: 100, y: 850, heading: 180 }, dial: '1F' }],
    );
  const recovery = 'at the start of the Activation Phase';
  const play = (stop: (s: GameState) => boolean) => (s: GameState) => playUntil(s, stop, useAbilityOf(recovery));
  const asked = (seen: readonly { kind: string; prompt: string }[]) =>
    seen.some((d) => d.kind === 'use-ability' && d.prompt.includes(recovery));
  return {
    source: 'upgrade:bombletgenerator:0',
    applies: {
      name: 'a charge missing at the start of the Activation Phase: a shield buys 2 charges back (to its 2)',
      state: table('activation', 1),
      play: play((s) => s.pending?.kind !== 'use-ability'),
      check: (s, seen) => {
        expect(asked(seen)).toBe(true);
        expect(ship(s, 'y').shields).toBe(1);
        expect(ship(s, 'y').upgrades[0]!.charges).toBe(2);
      },
    },
    doesNotApply: [
      {
        name: 'its charges full at the start of the Activation Phase: not asked, the shield kept',
        state: table('activation'),
        play: play((s) => s.pending?.kind !== 'use-ability'),
        check: (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(ship(s, 'y').shields).toBe(2);
        },
      },
      {
        name: 'a charge missing at the start of the System Phase: not asked there (the drop declined)',
        state: table('system', 1),
        play: play((s) => s.phase !== 'system'),
        check: (s, seen) => {
          expect(asked(seen)).toBe(false);
          expect(ship(s, 'y').shields).toBe(2);
          expect(ship(s, 'y').upgrades[0]!.charges).toBe(1);
        },
      },
    ],
  };
}

/** A bomb on the table at y = 675 detonates at the end of the Activation Phase; the X-wing ends at range 1 or 3. */
function bombSpec(card: string, name: string, faces: string[], effect: (s: GameState) => void): CardSpec {
  return {
    source: `device:${card}`,
    applies: {
      name: `${name} detonates with the X-wing at range 1 of it: the X-wing suffers its effect`,
      state: deviceTable(card, { x: 400, y: 675 }, 400),
      play: untilEngagement(deviceDice(faces)),
      check: (s) => {
        expect(detonated(s)[0]!.data!.ships).toEqual(['xwing']);
        effect(s);
        expect(s.devices).toEqual([]);
      },
    },
    doesNotApply: {
      name: `${name} detonates with the X-wing at range 3: nobody is affected, the X-wing keeps its shields`,
      state: deviceTable(card, { x: 400, y: 675 }, 700),
      play: untilEngagement(deviceDice(faces)),
      check: (s) => {
        expect(detonated(s)[0]!.data!.ships).toEqual([]);
        expect(ship(s, 'xwing').shields).toBe(2);
        expect(ship(s, 'xwing').tokens).toEqual({});
      },
    },
  };
}

/** A mine on the table at y = 690: the X-wing's 1-straight from y = 800 flies over it, or passes 300 mm beside it. */
function mineSpec(card: string, name: string, faces: string[], shields: number): CardSpec {
  return {
    source: `device:${card}`,
    applies: {
      name: `the X-wing moves through a ${name}: it detonates, the X-wing rolls its dice and suffers the damage`,
      state: deviceTable(card, { x: 400, y: 700 }, 400),
      play: untilEngagement(deviceDice(faces)),
      check: (s) => {
        expect(detonated(s)[0]!.data!.ships).toEqual(['xwing']);
        expect(ship(s, 'xwing').shields).toBe(shields);
        expect(s.devices).toEqual([]);
      },
    },
    doesNotApply: {
      name: `the X-wing flies past the ${name}: it stays on the table, nothing happens`,
      state: deviceTable(card, { x: 400, y: 700 }, 700),
      play: untilEngagement(deviceDice(faces)),
      check: (s) => {
        expect(detonated(s)).toEqual([]);
        expect(s.devices.length).toBe(1);
        expect(ship(s, 'xwing').shields).toBe(2);
      },
    },
  };
}

/** A DRK-1 probe droid (hull 1) of the bomber's side at `at`. */
const probeAt = (at: { x: number; y: number }): Partial<Position> => ({
  remotes: [{ card: 'drk1probedroids', owner: 'bomber', pose: { ...at, heading: 0 }, id: 'probe' }],
});

/**
 * deviceTable's board with the bomber also equipping DRK-1 Probe Droids (whose remote `extra` places), the X-wing at
 * (`xwingX`, 800) flying a 1-straight: at x = 150 out of every bomb's reach.
 */
function remoteTable(card: string, at: { x: number; y: number }, extra: Partial<Position>, xwingX = 150) {
  return () =>
    position(
      'activation',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: xwingX, y: 800, heading: 180 }, dial: '1F' }],
      [
        {
          pilot: 'scimitarsquadronpilot',
          id: 'bomber',
          upgrades: [card, 'drk1probedroids'],
          pose: { x: 400, y: 300, heading: 180 },
          dial: '2F',
        },
      ],
      { devices: [{ card, owner: 'bomber', pose: { ...at, heading: 180 } }], ...extra },
    );
}
const probeGone = (s: GameState) => !(s.remotes ?? []).some((r) => r.id === 'probe');

/**
 * s37: a bomb at y = 675 detonates with a probe droid at range 1 of it (destroyed by `faces`) or at range 3 of it
 * (untouched, no die rolled); the X-wing is out of its reach both times (supplement "Remotes": the card names remotes).
 */
function remoteBombSpec(card: string, name: string, faces: string[]): CardSpec {
  return {
    source: `device:${card}`,
    applies: {
      name: `${name} detonates with a probe droid at range 1 of it: the droid suffers its damage and is destroyed`,
      state: remoteTable(card, { x: 400, y: 675 }, probeAt({ x: 400, y: 610 })),
      play: untilEngagement(deviceDice(faces)),
      check: (s) => {
        expect(detonated(s)[0]!.data!.ships).toEqual([]);
        expect(probeGone(s)).toBe(true);
        expect(s.log.some((e) => e.type === 'remote-destroyed' && e.data?.remote === 'probe')).toBe(true);
      },
    },
    doesNotApply: {
      name: `${name} detonates with the probe droid at range 3: the droid rolls nothing and stays`,
      state: remoteTable(card, { x: 400, y: 675 }, probeAt({ x: 650, y: 675 })),
      play: untilEngagement(deviceDice(faces)),
      check: (s) => {
        expect(probeGone(s)).toBe(false);
        expect(s.log.some((e) => e.type === 'remote-rolled' || e.type === 'remote-damaged')).toBe(false);
      },
    },
  };
}

export const SPECS: CardSpec[] = [
  dropSpec('protonbombs', 'Proton Bombs', '1F'),
  dropSpec('seismiccharges', 'Seismic Charges', '1F'),
  dropSpec('ionbombs', 'Ion Bombs', '1F'),
  dropSpec('thermaldetonators', 'Thermal Detonators', '1F+2F'),
  dropSpec('proximitymines', 'Proximity Mines', '1F'),
  dropSpec('clustermines', 'Cluster Mines', '1F'),
  dropSpec('connernets', 'Conner Nets', '1F'),
  bombletRecovery(),
  dropSpec('bombletgenerator', 'Bomblet Generator', '1F'),
  bombSpec('protonbombs', 'a Proton Bomb', [], (s) => expect(ship(s, 'xwing').shields).toBe(1)),
  bombSpec('ionbombs', 'an Ion Bomb', [], (s) => expect(ship(s, 'xwing').tokens.ion).toBe(3)),
  bombSpec('thermaldetonators', 'a Thermal Detonator', ['crit'], (s) => expect(ship(s, 'xwing').shields).toBe(1)),
  bombSpec('bombletgenerator', 'a Bomblet', ['hit', 'crit'], (s) => expect(ship(s, 'xwing').shields).toBe(0)),
  {
    source: 'device:seismiccharges',
    applies: {
      name: 'a Seismic Charge detonates beside an asteroid: the X-wing at range 1 of the asteroid suffers a hit; the asteroid goes',
      // The asteroid's near edge is 38 mm from the charge (range 1); the stationary X-wing 53 mm from the asteroid.
      state: deviceTable(
        'seismiccharges',
        { x: 400, y: 675 },
        560,
        '0O',
        {
          obstacles: [{ name: 'asteroid-1', id: 'rock', pose: { x: 470, y: 675, heading: 0 } }],
        },
        700,
      ),
      play: untilEngagement(),
      check: (s) => {
        expect(detonated(s)[0]!.data).toMatchObject({ obstacle: 'rock', ships: ['xwing'] });
        expect(ship(s, 'xwing').shields).toBe(1);
        expect(s.obstacles).toEqual([]);
      },
    },
    doesNotApply: {
      name: 'a Seismic Charge with no obstacle at range 0–1: nobody suffers anything',
      state: deviceTable('seismiccharges', { x: 400, y: 675 }, 400),
      play: untilEngagement(),
      check: (s) => {
        expect(detonated(s)[0]!.data!.ships).toEqual([]);
        expect(ship(s, 'xwing').shields).toBe(2);
      },
    },
  },
  mineSpec('proximitymines', 'Proximity Mine', ['hit', 'blank'], 0),
  mineSpec('clustermines', 'Cluster Mine', ['hit', 'blank'], 1),
  mineSpec('connernets', 'Conner Net', [], 1),
  dropSpec('blazerbomb', 'Blazer Bomb', '1F'),
  bombSpec('blazerbomb', 'a Blazer Bomb', ['crit'], (s) => expect(ship(s, 'xwing').shields).toBe(1)),
  {
    source: 'device:blazerbomb',
    // The Blaze is left by the device's standing rule (devices.ts leaveObstacles): its event, no 'ability-used'.
    standing: true,
    applies: {
      name: 'a Blazer Bomb detonates: a Blaze lies where it was, with a fuse marker',
      state: deviceTable('blazerbomb', { x: 400, y: 675 }, 400),
      play: untilEngagement(deviceDice(['blank'])),
      check: (s) => {
        const blaze = s.obstacles.find((o) => o.name === 'blaze');
        expect(blaze?.pose).toEqual({ x: 400, y: 675, heading: 180 });
        expect(s.log.find((e) => e.type === 'obstacle-placed')?.data).toMatchObject({ name: 'blaze', fuses: 1 });
        // Placed after the bomb's effect on the X-wing at range 1: nobody moved through it.
        expect(detonated(s)[0]!.data!.ships).toEqual(['xwing']);
        expect(s.log.filter((e) => e.type === 'obstacle-hit')).toEqual([]);
      },
    },
    doesNotApply: {
      name: 'a Proton Bomb detonates on the same spot: no obstacle is left',
      state: deviceTable('protonbombs', { x: 400, y: 675 }, 400),
      play: untilEngagement(deviceDice(['blank'])),
      check: (s) => {
        expect(detonated(s)).toHaveLength(1);
        expect(s.obstacles).toEqual([]);
      },
    },
  },
  dropSpec('electroprotonbomb', 'Electro-Proton Bomb', '1F'),
  {
    source: 'upgrade:electroprotonbomb:0',
    applies: {
      name: 'the Electro-Proton Bomb is dropped fused: at the end of the Activation Phase it loses its fuse marker and stays',
      state: bombTable('electroprotonbomb'),
      play: untilEngagement(useAbilityOf('Electro-Proton Bomb')),
      check: (s) => {
        expect(placed(s)).toHaveLength(1);
        expect(detonated(s)).toEqual([]);
        expect(s.log.filter((e) => e.type === 'device-fuse-removed')).toHaveLength(1);
        expect(s.devices).toHaveLength(1);
        expect(s.devices[0]!.fuses).toBeUndefined();
        expect(ship(s, 'xwing').shields).toBe(2);
      },
    },
    doesNotApply: {
      name: 'declined: nothing placed, its charge kept',
      state: bombTable('electroprotonbomb'),
      play: untilEngagement(),
      check: (s) => {
        expect(placed(s)).toEqual([]);
        expect(ship(s, 'bomber').upgrades[0]!.charges).toBe(1);
      },
    },
  },
  {
    source: 'device:electroprotonbomb',
    applies: {
      name: 'an Electro-Proton Bomb detonates with the X-wing at range 1: blank, focus, hit, crit — a shield lost, 2 ion, 1 disarm',
      state: deviceTable('electroprotonbomb', { x: 400, y: 675 }, 400),
      play: untilEngagement(deviceDice(['blank', 'focus', 'hit', 'crit'])),
      check: (s) => {
        expect(detonated(s)[0]!.data!.ships).toEqual(['xwing']);
        expect(ship(s, 'xwing').shields).toBe(1);
        expect(ship(s, 'xwing').tokens).toMatchObject({ ion: 2 });
        // The disarm token is gone by the next round's first decision (the End Phase removes it): the log says it came.
        const gained = s.log.filter((e) => e.type === 'token-gained' && e.ship === 'xwing').map((e) => e.data?.token);
        expect(gained.filter((t) => t === 'disarm')).toHaveLength(1);
        expect(s.devices).toEqual([]);
      },
    },
    doesNotApply: {
      name: 'an Electro-Proton Bomb detonates with the X-wing at range 3: nobody is affected',
      state: deviceTable('electroprotonbomb', { x: 400, y: 675 }, 700),
      play: untilEngagement(deviceDice(['blank', 'focus', 'hit', 'crit'])),
      check: (s) => {
        expect(detonated(s)[0]!.data!.ships).toEqual([]);
        expect(ship(s, 'xwing').shields).toBe(2);
        expect(ship(s, 'xwing').tokens).toEqual({});
      },
    },
  },
  remoteBombSpec('protonbombs', 'a Proton Bomb', []),
  remoteBombSpec('ionbombs', 'an Ion Bomb', []),
  remoteBombSpec('concussionbombs', 'a Concussion Bomb', []),
  remoteBombSpec('thermaldetonators', 'a Thermal Detonator', ['hit']),
  remoteBombSpec('bombletgenerator', 'a Bomblet', ['blank', 'crit']),
  remoteBombSpec('blazerbomb', 'a Blazer Bomb', ['crit']),
  {
    source: 'device:thermaldetonators',
    applies: {
      name: 'a Thermal Detonator rolls a focus for the probe droid at range 1: the droid suffers nothing and stays',
      state: remoteTable('thermaldetonators', { x: 400, y: 675 }, probeAt({ x: 400, y: 610 })),
      play: untilEngagement(deviceDice(['focus'])),
      check: (s) => {
        expect(s.log.some((e) => e.type === 'remote-rolled' && e.data?.remote === 'probe')).toBe(true);
        expect(probeGone(s)).toBe(false);
      },
    },
    doesNotApply: [],
  },
  {
    source: 'device:seismiccharges',
    applies: {
      name: 'a Seismic Charge at an asteroid: a probe droid at range 1 of the asteroid (range 2 of the charge) is destroyed',
      state: remoteTable(
        'seismiccharges',
        { x: 400, y: 675 },
        {
          obstacles: [{ name: 'asteroid-1', id: 'rock', pose: { x: 470, y: 675, heading: 0 } }],
          ...probeAt({ x: 560, y: 590 }),
        },
      ),
      play: untilEngagement(),
      check: (s) => {
        expect(detonated(s)[0]!.data).toMatchObject({ obstacle: 'rock' });
        expect(probeGone(s)).toBe(true);
      },
    },
    doesNotApply: {
      name: 'a Seismic Charge with no obstacle at range 0–1: the probe droid beside it is untouched',
      state: remoteTable('seismiccharges', { x: 400, y: 675 }, probeAt({ x: 400, y: 610 })),
      play: untilEngagement(),
      check: (s) => {
        expect(probeGone(s)).toBe(false);
      },
    },
  },
  {
    source: 'device:electroprotonbomb',
    applies: {
      name: 'an Electro-Proton Bomb affects the X-wing beside it but no remote: its results act on ships only, so the probe droid stays',
      state: remoteTable('electroprotonbomb', { x: 400, y: 675 }, probeAt({ x: 400, y: 610 }), 400),
      play: untilEngagement(deviceDice(['crit', 'crit', 'crit', 'crit'])),
      check: (s) => {
        expect(detonated(s)[0]!.data!.ships).toEqual(['xwing']);
        expect(probeGone(s)).toBe(false);
        expect(s.log.some((e) => e.type === 'remote-rolled' || e.type === 'remote-damaged')).toBe(false);
      },
    },
    doesNotApply: [],
  },
];

/**
 * A standing device-placement alternative (window 'device:placement'): the ship `pilot` with `upgrades` is asked for
 * its first device's drop in the System Phase, and the options offered are `ids`; without the card (`without`: the
 * same ship's other table) they are `otherIds`. Choosing the first alternative places the device that way.
 */
export function placementSpec(
  source: string,
  withCard: { pilot: string; upgrades: string[]; ids: string[]; pick: string },
  without: { name: string; pilot: string; upgrades: string[]; ids: string[] },
): CardSpec {
  const table = (pilot: string, upgrades: string[]) => () =>
    position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
      [{ pilot, id: 'bomber', upgrades, pose: { x: 400, y: 500, heading: 180 }, dial: '1F' }],
    );
  const offer = (seen: readonly { kind: string; options: { id: string }[] }[]) =>
    seen
      .find((d) => d.kind === 'use-ability' && d.options.some((o) => o.id.startsWith('use:')))
      ?.options.map((o) => o.id)
      .filter((id) => id !== 'decline');
  return {
    source,
    standing: true,
    applies: {
      name: `the drop offers ${withCard.ids.join(', ')}; ${withCard.pick} places the device that way`,
      state: table(withCard.pilot, withCard.upgrades),
      play: (s) =>
        playUntil(
          s,
          (st) => st.phase !== 'system',
          (d) =>
            d.kind === 'use-ability' && d.options.some((o) => o.id === withCard.pick) ? [withCard.pick] : undefined,
        ),
      check: (s, seen) => {
        expect(offer(seen)).toEqual(withCard.ids);
        const [template, how] = withCard.pick.slice('use:'.length).split('@');
        expect(placed(s)[0]!.data).toMatchObject({ template, how: how ?? 'drop' });
      },
    },
    doesNotApply: {
      name: without.name,
      state: table(without.pilot, without.upgrades),
      play: (s) => playUntil(s, (st) => st.phase !== 'system'),
      check: (_s, seen) => expect(offer(seen)).toEqual(without.ids),
    },
  };
}

/**
 * Concussion Bombs: the forced drop while a charge is inactive (no question), the asked drop with all three charges
 * active, no forced drop where the bomb could not be placed; the bomb deals each ship at range 0–1 a facedown card,
 * then the ship exposes one unless its player has it gain a strain token.
 */
const concussionAsked = (seen: readonly { kind: string; prompt: string }[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Concussion Bombs')).length;
/**
 * The bomber (initiative 2) with `charges` of its 3 at (400, `y`) facing down the table, and `more` upgrades; a
 * wingman (initiative 1, so its System Phase step comes first) whose own Proton Bombs drop is asked (and declined).
 */
const concussionTable =
  (charges: number, y = 600, more: string[] = []) =>
  () =>
    position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'xwing', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
      [
        {
          pilot: 'scimitarsquadronpilot',
          id: 'bomber',
          upgrades: [{ xws: 'concussionbombs', charges }, ...more],
          pose: { x: 400, y, heading: 180 },
          dial: '2F',
        },
        {
          pilot: 'academypilot',
          id: 'wing',
          upgrades: ['protonbombs'],
          pose: { x: 700, y: 600, heading: 180 },
          dial: '2F',
        },
      ],
    );
const unlessAnswer =
  (option: 'pay' | 'refuse'): Answer =>
  (d) =>
    d.kind === 'unless' ? [option] : undefined;

SPECS.push(
  {
    source: 'upgrade:concussionbombs:0',
    applies: {
      name: 'one of its 3 charges inactive: the bomber must drop a bomb with the 1-straight, unasked, spending a charge',
      state: concussionTable(2),
      play: untilEngagement(),
      check: (s, seen) => {
        expect(concussionAsked(seen)).toBe(0);
        // Forced in the bomber's own step: never beside the wingman's drop in the wingman's step (no order asked).
        expect(seen.some((d) => d.kind === 'order-abilities')).toBe(false);
        expect(placed(s)).toHaveLength(1);
        expect(placed(s)[0]!.data).toMatchObject({ card: 'concussionbombs', how: 'drop', template: '1F' });
        expect(ship(s, 'bomber').upgrades[0]!.charges).toBe(1);
      },
    },
    doesNotApply: [
      {
        name: 'all 3 charges active: the drop is asked, and declined nothing is placed or spent',
        state: concussionTable(3),
        play: untilEngagement(),
        check: (s, seen) => {
          expect(concussionAsked(seen)).toBe(1);
          expect(placed(s)).toEqual([]);
          expect(ship(s, 'bomber').upgrades[0]!.charges).toBe(3);
        },
      },
      {
        name: 'a charge inactive, but the bomb would land beyond the table edge: no drop forced, no charge spent',
        state: concussionTable(2, 880),
        play: untilEngagement(),
        check: (s, seen) => {
          expect(concussionAsked(seen)).toBe(0);
          expect(placed(s)).toEqual([]);
          expect(ship(s, 'bomber').upgrades[0]!.charges).toBe(2);
        },
      },
      {
        name: 'a charge inactive, the drop impossible, a launch possible (Trajectory Simulator): nothing forced or asked',
        state: concussionTable(2, 880, ['trajectorysimulator']),
        play: untilEngagement(),
        check: (s, seen) => {
          expect(concussionAsked(seen)).toBe(0);
          expect(placed(s)).toEqual([]);
          expect(ship(s, 'bomber').upgrades[0]!.charges).toBe(2);
        },
      },
    ],
  },
  {
    source: 'device:concussionbombs',
    applies: {
      name: 'the X-wing at range 1 is dealt a facedown card through its shields, then exposes one (no strain taken)',
      state: deviceTable('concussionbombs', { x: 400, y: 675 }, 400),
      play: untilEngagement(unlessAnswer('refuse')),
      check: (s) => {
        expect(detonated(s)[0]!.data!.ships).toEqual(['xwing']);
        expect(ship(s, 'xwing').shields).toBe(2);
        expect(ship(s, 'xwing').damage.map((d) => d.faceup)).toEqual([true]);
        expect(ship(s, 'xwing').tokens.strain ?? 0).toBe(0);
        expect(s.devices).toEqual([]);
      },
    },
    doesNotApply: {
      name: 'the X-wing at range 3: no card dealt, nothing exposed, nothing asked',
      state: deviceTable('concussionbombs', { x: 400, y: 675 }, 700),
      play: untilEngagement(unlessAnswer('refuse')),
      check: (s, seen) => {
        expect(detonated(s)[0]!.data!.ships).toEqual([]);
        expect(ship(s, 'xwing').damage).toEqual([]);
        expect(seen.some((d) => d.kind === 'unless')).toBe(false);
      },
    },
  },
);
