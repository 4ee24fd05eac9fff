/** Scum Z-95 ship abilities of abilities/cards/subsystems/scum-z95af4headhunter.ts: Pursuit Craft (after deploying). */
import { expect } from 'vitest';
import { createGame, type Decision, type GameState, type PositionShip } from '@xwing/engine';
import { validateXws } from '@xwing/squads';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, content, playUntil, position, useAbilityOf } from '../../flow-harness.js';

const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;
const asked = (seen: readonly Decision[]) =>
  seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Pursuit Craft')).length;

const YV = (locks: string[]): PositionShip => ({
  pilot: 'bossk',
  id: 'yv',
  pose: { x: 450, y: 300, heading: 0 },
  upgrades: ['houndstooth'],
  locks,
});
const BOSSK: PositionShip = { pilot: 'bossk-z95af4headhunter', id: 'z95', pose: null, docked: 'yv' };
const TIE: PositionShip = { pilot: 'academypilot', id: 'tie', pose: { x: 450, y: 600, heading: 180 } };

/** The System Phase: the Z-95 deploys with a 2-straight from the front guides (then passes its action). */
const deploys =
  (then: Answer = () => undefined): Answer =>
  (d, s) =>
    d.kind === 'deploy' && d.ship === 'z95' ? [d.options.find((o) => o.id === 'deploy:front:2F')!.id] : then(d, s);
const toActivation = (answer: Answer) => (s: GameState) => playUntil(s, (st) => st.phase !== 'system', answer);

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:pursuitcraft',
    applies: {
      name: 'deployed while the Hound’s Tooth locks the TIE: the Z-95 locks it too',
      state: () => position('system', [YV(['tie']), BOSSK], [TIE]),
      play: toActivation(deploys(useAbilityOf('Pursuit Craft'))),
      check: (s) => expect(ship(s, 'z95').locks).toEqual([{ target: 'tie' }]),
    },
    doesNotApply: [
      {
        name: 'the Hound’s Tooth locks nothing: not asked',
        state: () => position('system', [YV([]), BOSSK], [TIE]),
        play: toActivation(deploys(useAbilityOf('Pursuit Craft'))),
        check: (s, seen) => {
          expect(ship(s, 'z95').pose).not.toBeNull();
          expect(asked(seen)).toBe(0);
        },
      },
      {
        name: 'another ship deploys (an enemy shuttle from its VCX), Bossk in play: not asked',
        state: () =>
          position(
            'system',
            [YV(['tie']), { ...BOSSK, pose: { x: 300, y: 300, heading: 0 }, docked: undefined }],
            [
              { ...TIE, pose: { x: 450, y: 500, heading: 180 } },
              { pilot: 'chopper', id: 'vcx', pose: { x: 750, y: 600, heading: 0 }, upgrades: ['ghost'] },
              { pilot: 'ap5', id: 'shuttle', pose: null, docked: 'vcx' },
            ],
          ),
        play: toActivation((d) =>
          d.kind === 'deploy'
            ? [d.options.find((o) => o.id !== 'pass')!.id]
            : useAbilityOf('Pursuit Craft')(d, {} as GameState),
        ),
        check: (s, seen) => {
          expect(ship(s, 'shuttle').pose).not.toBeNull();
          expect(asked(seen)).toBe(0);
        },
      },
    ],
  },
];

/**
 * The squad check with squad building's Hound's Tooth requirement lifted (@xwing/squads pilot-requirements.ts refuses a
 * Pup without it): the engine's own Setup rule is what the no-carrier case checks, for a squad a lenient builder let
 * through.
 */
const withoutCarrierRule: NonNullable<Parameters<typeof createGame>[2]> = (squad, c, options) => {
  const r = validateXws(squad, c, options);
  const errors = r.result.errors.filter((e) => e.code !== 'restriction-squad-includes');
  return { ...r, result: { ...r.result, errors, valid: errors.length === 0 } };
};

/** A game from squads: a YV-666 (with the Hound's Tooth when `title`) and Nashtah Pup against two TIEs. */
function nashtah(title: boolean) {
  return () =>
    createGame(
      {
        players: [
          {
            name: 'Scum',
            squad: {
              faction: 'scumandvillainy',
              pilots: [
                {
                  id: 'bossk',
                  ship: 'yv666lightfreighter',
                  upgrades: title ? { title: ['houndstooth'] } : {},
                },
                { id: 'nashtahpup', ship: 'z95af4headhunter', upgrades: {} },
              ],
            },
          },
          {
            name: 'Empire',
            squad: { faction: 'galacticempire', pilots: [{ id: 'academypilot', ship: 'tielnfighter', upgrades: {} }] },
          },
        ],
        seed: 'escape-craft',
      },
      content,
      withoutCarrierRule,
    );
}
const setup = (s: GameState) => playUntil(s, (st) => st.phase !== 'setup');
const pup = (s: GameState) => s.ships.find((x) => x.pilot === 'nashtahpup')!;

SPECS.push({
  source: 'ship-ability:escapecraft',
  applies: {
    name: 'with the Hound’s Tooth: asked to start docked with no "pass", and docked',
    state: nashtah(true),
    play: setup,
    check: (s, seen) => {
      const asked = seen.find((d) => d.kind === 'dock')!;
      expect(asked.options.map((o) => o.id)).toEqual([`dock:${s.ships[0]!.id}`]);
      expect(pup(s)).toMatchObject({ pose: null, docked: s.ships[0]!.id });
    },
  },
  doesNotApply: {
    name: 'no carrier: placed as any ship',
    state: nashtah(false),
    play: setup,
    check: (s, seen) => {
      expect(seen.some((d) => d.kind === 'dock')).toBe(false);
      expect(pup(s).pose).not.toBeNull();
    },
  },
});

/** Nashtah Pup: the YV-666 (Bossk) one damage from destroyed, shields gone, a TIE straight ahead at range 2. */
const WRECKS = ['panickedpilot', 'blindedpilot', 'woundedpilot', 'stunnedpilot', 'consolefire', 'damagedengine'];
const DOOMED_YV = (upgrades: string[], player = 0): PositionShip => ({
  pilot: 'bossk',
  id: 'yv',
  pose: { x: 450, y: player === 0 ? 300 : 600, heading: player === 0 ? 0 : 180 },
  upgrades,
  shields: 0,
  damage: [...WRECKS, 'weaponsfailure', 'hullbreach'].map((card) => ({ card, faceup: false })),
});
const PUP_DOCKED: PositionShip = { pilot: 'nashtahpup', id: 'pup', pose: null, docked: 'yv' };
const PUP_OUT: PositionShip = { pilot: 'nashtahpup', id: 'pup', pose: { x: 150, y: 100, heading: 0 } };
/** `attacker` engages the YV with two hits; the emergency deploy (the Hound's Tooth's question) from the rear guides. */
const destroysYv =
  (attacker: string): Answer =>
  (d) => {
    if (d.kind === 'declare-attack' && d.ship === attacker) {
      const o = d.options.find((x) => x.id.startsWith('attack:yv:primary'));
      return o ? [o.id] : undefined;
    }
    if (d.kind === 'enter-dice' && d.ship === attacker && d.accepts === 'attack-faces')
      return ['enter', ['hit', 'hit']];
    if (d.kind === 'use-ability' && d.prompt.includes('Hound’s Tooth'))
      return [d.options.find((o) => o.id.endsWith('@rear:2F'))!.id];
    return undefined;
  };
const untilYvGone = (attacker: string) => (s: GameState) =>
  playUntil(s, (st) => st.phase !== 'engagement', destroysYv(attacker));

SPECS.push({
  source: 'pilot:nashtahpup',
  applies: {
    name: 'the friendly Hound’s Tooth destroyed: he emergency deploys as Bossk, initiative 4, with Bossk’s ability',
    state: () => position('engagement', [DOOMED_YV(['houndstooth']), PUP_DOCKED], [TIE]),
    play: untilYvGone('tie'),
    check: (s) => {
      expect(ship(s, 'yv').gone).not.toBeNull();
      expect(ship(s, 'pup')).toMatchObject({ identity: 'bossk', initiative: 4 });
      expect(ship(s, 'pup').pose).not.toBeNull();
      expect(s.log.find((e) => e.type === 'identity-taken')!.text).toContain('it is Bossk now');
    },
  },
  doesNotApply: [
    {
      name: 'a friendly YV-666 without the Hound’s Tooth destroyed: he stays Nashtah Pup, initiative 0',
      state: () => position('engagement', [DOOMED_YV([]), PUP_OUT], [TIE]),
      play: untilYvGone('tie'),
      check: (s) => {
        expect(ship(s, 'yv').gone).not.toBeNull();
        expect(ship(s, 'pup').identity).toBeUndefined();
        expect(ship(s, 'pup').initiative).toBe(0);
      },
    },
    {
      name: 'an enemy Hound’s Tooth destroyed: he stays Nashtah Pup',
      state: () =>
        position(
          'engagement',
          [PUP_OUT, { ...TIE, id: 'hunter', pose: { x: 450, y: 300, heading: 0 } }],
          [DOOMED_YV(['houndstooth'], 1)],
        ),
      play: untilYvGone('hunter'),
      check: (s) => {
        expect(ship(s, 'yv').gone).not.toBeNull();
        expect(ship(s, 'pup').identity).toBeUndefined();
        expect(ship(s, 'pup').initiative).toBe(0);
      },
    },
    {
      name: 'docked with the Hound’s Tooth in play: no System Phase deploy is offered, he stays docked as himself',
      state: () => position('system', [{ ...YV([]), upgrades: ['houndstooth'] }, { ...PUP_DOCKED }], [TIE]),
      play: (s) => playUntil(s, (st) => st.phase !== 'system'),
      check: (s, seen) => {
        expect(seen.some((d) => d.kind === 'deploy')).toBe(false);
        expect(ship(s, 'pup')).toMatchObject({ pose: null, docked: 'yv' });
        expect(ship(s, 'pup').identity).toBeUndefined();
      },
    },
  ],
});
