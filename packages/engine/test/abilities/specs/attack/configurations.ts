/**
 * Card specs for the configurations of abilities/cards/attack/configurations.ts. Rules: 000 "Performing an Attack"
 * (Modify Dice: added results); 001 Arcs (bullseye). The X-wing (x, seat 0) attacks the TIE (t) at range 2.
 */
import { expect } from 'vitest';
import type { Decision, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  actionOffered,
  answers,
  leaves,
  logged,
  modifiesWith,
  offered,
  picks,
  position,
  rolls,
  useAbilityOf,
} from '../../flow-harness.js';
import { attackPlay, diceCounts, farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';
import { ionCritsSpec } from './weapons.js';

const CLT = 'Calibrated Laser Targeting';
const cltTable =
  (x: string[], f: string[], tx = 400) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { upgrades: x }),
        rebel('f', 'redsquadronveteran', 400, 200, { upgrades: f }),
      ],
      [imperial('t', 'academypilot', tx, 450)],
    );
const cltPlay = (weapon = 'primary') =>
  attackPlay('x', 't', () => answers(rolls('x', 'attack', ['hit']), modifiesWith(CLT)), weapon);

const beshTable = (x: string[], f: string[]) => () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, { upgrades: x, locks: ['t'] }),
      rebel('f', 'redsquadronveteran', 50, 300, { upgrades: f, locks: ['t'] }),
    ],
    [imperial('t', 'academypilot', 400, 450)],
  );
const beshPlay = (weapon = 'primary') =>
  attackPlay('x', 't', () => answers(rolls('x', 'attack', ['blank']), modifiesWith('Besh')), weapon);

const SF = 'Stabilized S-foils';
const OPEN = { xws: 'stabilizedsfoils', side: 1 as const };
/** The B-wing x (open S-foils, an Ion Cannon, locking t unless `lock` is false) faces t at range 2; w its wingman. */
const sfTable =
  (x: { lock?: boolean; sfoils?: boolean } = {}, w: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'bluesquadronpilot', 400, 300, {
          upgrades: [...(x.sfoils === false ? [] : [OPEN]), 'ioncannon'],
          ...(x.lock === false ? {} : { locks: ['t'] }),
        }),
        rebel('w', 'bluesquadronpilot', 300, 300, w),
      ],
      [imperial('t', 'academypilot', 400, 450)],
    );
/** x attacks t with `weapon`, uses the S-foils and declares the bonus attack with the Ion Cannon when offered. */
const sfPlay = (weapon = 'primary') =>
  playing(
    (s) => logged(s, 'attack-ended', 'x').length >= 2 || s.phase !== 'engagement',
    () =>
      answers(
        picks('declare-attack', `attack:t:${weapon}`, 'x'),
        (d) => (d.kind === 'declare-attack' && d.ship === 'w' ? ['pass'] : undefined),
        useAbilityOf(SF),
        picks('declare-attack', 'attack:t:ioncannon', 'x'),
      ),
  );
const sfDeclared = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'attack-declared', 'x').map((e) => String(e.data?.weapon));
const sfLocks = (s: Parameters<typeof logged>[0], id: string) => s.ships.find((x) => x.id === id)?.locks.length;

/** The B-wing b (open S-foils) about to activate; critically damaged or activated already when asked. */
const sfFlipTable =
  (critical: boolean, activated = false) =>
  () =>
    position(
      'activation',
      [
        rebel('b', 'bluesquadronpilot', 400, 150, {
          dial: '2F',
          upgrades: [OPEN],
          ...(critical ? { damage: [{ card: 'directhit', faceup: true }] } : {}),
          ...(activated ? { round: { activated: true } } : {}),
        }),
      ],
      [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
    );
const sfFlipPlay = playing(leaves('activation'), () => useAbilityOf(SF));
const bSide = (s: Parameters<typeof logged>[0]) => s.ships.find((x) => x.id === 'b')?.upgrades[0]?.side;

/**
 * OS-1 Arsenal Loadout and XG-1 Assault Configuration: the X-wing x (or the Firespray `pilot`, whose cannon slot is
 * printed) at (400, 300; `up` aboard, `disarm` disarm tokens, a
 * lock on t when `lock`) faces the TIE t at (400, `ty`: 450 range 2, 390 range 1); t's own upgrades and lock as given.
 */
const disarmedTable =
  (up: string[], o: { disarm?: number; lock?: boolean; ty?: number; t?: Partial<PositionShip>; pilot?: string } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', o.pilot ?? 'redsquadronveteran', 400, 300, {
          upgrades: up,
          ...(o.disarm ? { tokens: { disarm: o.disarm } } : {}),
          ...(o.lock === false ? {} : { locks: ['t'] }),
        }),
      ],
      [imperial('t', 'academypilot', 400, o.ty ?? 450, o.t ?? {})],
    );
/** The weapons x may declare against t (every declare decision of x), to the end of the Engagement Phase. */
const xWeapons = (seen: readonly Decision[]) =>
  [
    ...new Set(
      seen
        .filter((d) => d.kind === 'declare-attack' && d.ship === 'x')
        .flatMap((d) => d.options.filter((o) => o.id.startsWith('attack:t:')).map((o) => o.id.split(':')[2]!)),
    ),
  ].sort();
const passAll = playing(leaves('engagement'), () => (d) => (d.kind === 'declare-attack' ? ['pass'] : undefined));
const OS1 = ['os1arsenalloadout', 'protontorpedoes'];
const lockOffered = (seen: readonly Decision[], ship: string) =>
  seen.some((d) => d.kind === 'modify-attack-dice' && d.ship === ship && d.options.some((o) => o.id === 'mod:lock'));
const fireAt = (attacker: string, defender: string, weapon: string) =>
  attackPlay(attacker, defender, () => rolls(attacker, 'attack', ['blank']), weapon);

/**
 * Wartime Loadout: a New Republic Patrol BTA-NR2 (y, Intuitive Interface) with Angled Deflectors (a reinforce action an
 * upgrade adds to its bar) performs that reinforce action; with the loadout (`wartime`) its Intuitive Interface is
 * replaced, so no calculate follows. Devastating Barrage, which it carries instead, is read by `has-ship-ability`.
 */
const wartimeTable = (wartime: boolean) => () =>
  position(
    'activation',
    [
      rebel('y', 'newrepublicpatrol', 400, 150, {
        dial: '1F',
        upgrades: wartime ? ['angleddeflectors', 'wartimeloadout'] : ['angleddeflectors'],
      }),
    ],
    [farTie()],
  );
const wartimePlay = playing(leaves('activation'), () =>
  answers(
    (d) => (d.kind === 'choose-action' && d.prompt.includes('Intuitive') ? ['calculate'] : undefined),
    picks('choose-action', 'reinforce'),
  ),
);

/**
 * Vectored Cannons (RZ-1): the RZ-1 x (the card when `card`, its turret indicator to the rear) has the TIE t behind it
 * at range 2, no enemy ahead; the attacks its declare-attack decision offers on t.
 */
const rz1Table = (card: boolean) => () =>
  position(
    'engagement',
    [rebel('x', 'greensquadronpilot', 400, 300, card ? { upgrades: ['vectoredcannonsrz1'], turret: 'rear' } : {})],
    [imperial('t', 'academypilot', 400, 150)],
  );
const rz1Play = playing(leaves('engagement'), () => picks('declare-attack', 'attack:t:', 'x'));
const rz1Attacks = (seen: Decision[]) =>
  seen
    .filter((d) => d.kind === 'declare-attack' && d.ship === 'x')
    .flatMap((d) => d.options.map((o) => o.id).filter((id) => id.startsWith('attack:t:')));

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:vectoredcannonsrz1:0',
    standing: true,
    applies: kase(
      'its primary attack fires from the turret, to the rear: one attack on t',
      rz1Table(true),
      rz1Play,
      (s, seen) => {
        expect(rz1Attacks(seen)).toEqual(['attack:t:primary:single-turret']);
        expect(logged(s, 'attack-declared', 'x')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase('without the card, t behind it is out of its front arc', rz1Table(false), rz1Play, (s, seen) => {
        expect(rz1Attacks(seen)).toEqual([]);
        expect(logged(s, 'attack-declared', 'x')).toHaveLength(0);
      }),
    ],
  },
  {
    source: 'upgrade:wartimeloadout:0',
    standing: true,
    applies: kase(
      'its reinforce action is not followed by Intuitive Interface',
      wartimeTable(true),
      wartimePlay,
      (s, seen) => {
        expect(logged(s, 'action-performed', 'y').map((e) => e.data?.action)).toEqual(['reinforce']);
        expect(actionOffered(seen, 'Intuitive Interface')).toBe(false);
      },
    ),
    doesNotApply: [
      kase(
        'without the loadout, Intuitive Interface offers a calculate',
        wartimeTable(false),
        wartimePlay,
        (s, seen) => {
          expect(actionOffered(seen, 'Intuitive Interface')).toBe(true);
          expect(logged(s, 'action-performed', 'y').map((e) => e.data?.action)).toEqual(['reinforce', 'calculate']);
        },
      ),
    ],
  },
  {
    source: 'upgrade:os1arsenalloadout:0',
    standing: true,
    applies: kase(
      'one disarm token, t locked: the torpedoes only',
      disarmedTable(OS1, { disarm: 1 }),
      passAll,
      (_s, seen) => expect(xWeapons(seen)).toEqual(['protontorpedoes']),
    ),
    doesNotApply: [
      kase('no lock on t: no attack', disarmedTable(OS1, { disarm: 1, lock: false }), passAll, (s, seen) => {
        expect(xWeapons(seen)).toEqual([]);
        expect(logged(s, 'no-attack', 'x')).toHaveLength(1);
      }),
      kase('two disarm tokens: no attack', disarmedTable(OS1, { disarm: 2 }), passAll, (_s, seen) =>
        expect(xWeapons(seen)).toEqual([]),
      ),
      kase('without the card: no attack', disarmedTable(['protontorpedoes'], { disarm: 1 }), passAll, (_s, seen) =>
        expect(xWeapons(seen)).toEqual([]),
      ),
    ],
  },
  {
    source: 'upgrade:os1arsenalloadout:0',
    applies: kase(
      'torpedoes fired while disarmed: the lock cannot be spent',
      disarmedTable(OS1, { disarm: 1 }),
      fireAt('x', 't', 'protontorpedoes'),
      (_s, seen) => expect(lockOffered(seen, 'x')).toBe(false),
    ),
    doesNotApply: [
      kase('not disarmed: the lock may be spent', disarmedTable(OS1), fireAt('x', 't', 'protontorpedoes'), (_s, seen) =>
        expect(lockOffered(seen, 'x')).toBe(true),
      ),
      kase(
        'a cannon fired while disarmed (XG-1 aboard too): the lock may be spent',
        disarmedTable([...OS1, 'xg1assaultconfiguration', 'ioncannon'], { disarm: 1 }),
        fireAt('x', 't', 'ioncannon'),
        (_s, seen) => expect(lockOffered(seen, 'x')).toBe(true),
      ),
      kase(
        't fires torpedoes at the disarmed x: t may spend its lock',
        disarmedTable(OS1, { disarm: 1, lock: false, t: { upgrades: ['protontorpedoes'], locks: ['x'] } }),
        fireAt('t', 'x', 'protontorpedoes'),
        (_s, seen) => expect(lockOffered(seen, 't')).toBe(true),
      ),
    ],
  },
  {
    source: 'upgrade:xg1assaultconfiguration:0',
    standing: true,
    applies: kase(
      'one disarm token: the ion cannon, three dice at range 1',
      disarmedTable(['xg1assaultconfiguration', 'ioncannon'], { disarm: 1, ty: 390, pilot: 'bountyhunter' }),
      fireAt('x', 't', 'ioncannon'),
      (_s, seen) => {
        expect(xWeapons(seen)).toEqual(['ioncannon']);
        expect(diceCounts(seen, 'x', 't').attack).toBe(3);
      },
    ),
    doesNotApply: [
      kase(
        'not disarmed: four dice at range 1',
        disarmedTable(['xg1assaultconfiguration', 'ioncannon'], { ty: 390, pilot: 'bountyhunter' }),
        fireAt('x', 't', 'ioncannon'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').attack).toBe(4),
      ),
      kase(
        'two disarm tokens: no attack',
        disarmedTable(['xg1assaultconfiguration', 'ioncannon'], { disarm: 2, pilot: 'bountyhunter' }),
        passAll,
        (_s, seen) => expect(xWeapons(seen)).toEqual([]),
      ),
    ],
  },
  {
    source: 'upgrade:stabilizedsfoils:1',
    applies: kase('after a primary attack, the lock buys an Ion Cannon bonus attack', sfTable(), sfPlay(), (s) => {
      expect(sfDeclared(s)).toEqual(['primary', 'ioncannon']);
      expect(sfLocks(s, 'x')).toBe(0);
    }),
    doesNotApply: [
      kase('no lock on the defender: not asked', sfTable({ lock: false }), sfPlay(), (s, seen) => {
        expect(offered(seen, SF)).toBe(false);
        expect(sfDeclared(s)).toEqual(['primary']);
      }),
      kase(
        'its wingman w (locking t) has them: not asked as x attacks',
        sfTable({ sfoils: false }, { upgrades: [OPEN, 'ioncannon'], locks: ['t'] }),
        sfPlay(),
        (s, seen) => {
          expect(offered(seen, SF)).toBe(false);
          expect(sfLocks(s, 'w')).toBe(1);
        },
      ),
    ],
  },
  {
    source: 'upgrade:stabilizedsfoils:1',
    applies: kase(
      'after an Ion Cannon attack, no other cannon: the bonus attack offers none',
      sfTable(),
      sfPlay('ioncannon'),
      (s) => {
        expect(sfDeclared(s)).toEqual(['ioncannon']);
        expect(sfLocks(s, 'x')).toBe(0);
      },
    ),
    doesNotApply: kase(
      'the B-wing defends, locking the attacker: not asked',
      sfTable(),
      attackPlay('t', 'x', () => useAbilityOf(SF)),
      (_s, seen) => expect(offered(seen, SF)).toBe(false),
    ),
  },
  {
    source: 'upgrade:stabilizedsfoils:1',
    applies: kase('the B-wing closes its S-foils before revealing', sfFlipTable(false), sfFlipPlay, (s) =>
      expect(bSide(s)).toBe(0),
    ),
    doesNotApply: [
      kase('critically damaged: not asked', sfFlipTable(true), sfFlipPlay, (s, seen) => {
        expect(offered(seen, SF)).toBe(false);
        expect(bSide(s)).toBe(1);
      }),
      kase('the B-wing has activated already', sfFlipTable(false, true), sfFlipPlay, (_s, seen) =>
        expect(offered(seen, SF)).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:alpha3bbesh:0',
    applies: kase('the lock turns a blank into a hit', beshTable(['alpha3bbesh'], []), beshPlay(), (s) => {
      expect(logged(s, 'attack-neutralized').at(-1)?.data).toMatchObject({ hits: 1 });
      expect(s.ships.find((x) => x.id === 'x')?.locks).toHaveLength(0);
    }),
    doesNotApply: [
      kase('a wingman carries it', beshTable([], ['alpha3bbesh']), beshPlay(), (_s, seen) =>
        expect(offered(seen, 'Besh')).toBe(false),
      ),
      kase('a special weapon', beshTable(['alpha3bbesh', 'ioncannon'], []), beshPlay('ioncannon'), (_s, seen) =>
        expect(offered(seen, 'Besh')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:calibratedlasertargeting:0',
    applies: kase(
      'in the bullseye: a focus result is added',
      cltTable(['calibratedlasertargeting'], []),
      cltPlay(),
      (s) =>
        expect(logged(s, 'modification-used', 'x').at(-1)?.data?.after).toEqual(['hit', 'blank', 'blank', 'focus']),
    ),
    doesNotApply: [
      kase(
        'a wingman behind the attacker carries it',
        cltTable([], ['calibratedlasertargeting']),
        cltPlay(),
        (_s, seen) => expect(offered(seen, CLT)).toBe(false),
      ),
      kase(
        'a special weapon',
        cltTable(['calibratedlasertargeting', 'ioncannon'], []),
        cltPlay('ioncannon'),
        (_s, seen) => expect(offered(seen, CLT)).toBe(false),
      ),
      kase('off the bullseye', cltTable(['calibratedlasertargeting'], [], 470), cltPlay(), (_s, seen) =>
        expect(offered(seen, CLT)).toBe(false),
      ),
    ],
  },
];

// ---- Enhanced Jamming Suite ----

const EJS = 'enhancedjammingsuite';
/** The TIE t (its `tokens`) attacks x (the card, its `x` extras) at range 2; x faces away and does not shoot. */
const ejsDefend =
  (x: Partial<PositionShip>, tokens: Record<string, number> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { pose: { x: 400, y: 300, heading: 180 }, ...x })],
      [imperial('t', 'academypilot', 400, 450, { tokens })],
    );
const ejsPlay = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () =>
    answers(useAbilityOf('Enhanced Jamming Suite'), rolls(attacker, 'attack', ['hit'])),
  );
/** In the Activation Phase, `id` (the cards given) is about to act; it answers its action with `action`. */
const ejsJam =
  (upgrades: string[], pilot = 'redsquadronveteran') =>
  () =>
    position(
      'activation',
      [
        rebel('j', pilot, 400, 150, { dial: '1F', upgrades }),
        rebel('w', 'redsquadronveteran', 480, 150, { dial: '1F' }),
      ],
      [farTie()],
    );
const jamOptions = (seen: Decision[]) =>
  seen
    .filter((d) => d.kind === 'choose-action' && d.ship === 'j')
    .flatMap((d) => d.options.map((o) => o.id))
    .filter((id) => id.startsWith('jam:'));

SPECS.push(
  {
    source: `upgrade:${EJS}:0`,
    applies: kase(
      'an attacker with no green token: one more defense die',
      ejsDefend({ upgrades: [EJS] }),
      ejsPlay('t', 'x'),
      (_s, seen) => expect(diceCounts(seen, 't', 'x').defense).toBe(3),
    ),
    doesNotApply: [
      kase(
        'a focused attacker, no ship jammed',
        ejsDefend({ upgrades: [EJS] }, { focus: 1 }),
        ejsPlay('t', 'x'),
        (_s, seen) => expect(diceCounts(seen, 't', 'x').defense).toBe(2),
      ),
      kase(
        'it attacks a defender with no green token',
        () =>
          position(
            'engagement',
            [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: [EJS] })],
            [imperial('t', 'academypilot', 400, 450, { pose: { x: 400, y: 450, heading: 0 } })],
          ),
        ejsPlay('x', 't'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(3),
      ),
    ],
  },
  {
    source: `upgrade:${EJS}:0`,
    applies: kase(
      'a focused attacker, the defender itself jammed in its arc: one more defense die',
      ejsDefend({ upgrades: [EJS], tokens: { jam: 1 } }, { focus: 1 }),
      ejsPlay('t', 'x'),
      (_s, seen) => expect(diceCounts(seen, 't', 'x').defense).toBe(3),
    ),
    doesNotApply: kase(
      'a focused attacker, the jammed ship is not the defender nor in the arc',
      () =>
        position(
          'engagement',
          [
            rebel('x', 'redsquadronveteran', 400, 300, { pose: { x: 400, y: 300, heading: 180 }, upgrades: [EJS] }),
            rebel('f', 'redsquadronveteran', 50, 800, { tokens: { jam: 1 } }),
          ],
          [imperial('t', 'academypilot', 400, 450, { tokens: { focus: 1 } })],
        ),
      ejsPlay('t', 'x'),
      (_s, seen) => expect(diceCounts(seen, 't', 'x').defense).toBe(2),
    ),
  },
  {
    source: `upgrade:${EJS}:0`,
    standing: true,
    applies: kase(
      'its jam action may choose itself: it is jammed',
      ejsJam([EJS]),
      playing(leaves('activation'), () => picks('choose-action', 'jam:j', 'j')),
      (s, seen) => {
        expect(jamOptions(seen)).toContain('jam:j');
        expect(logged(s, 'action-performed', 'j').map((e) => e.data?.action)).toEqual(['jam']);
      },
    ),
    doesNotApply: kase(
      'K-2SO’s jam without the card: the wingman only, not itself',
      ejsJam(['k2so']),
      playing(leaves('activation')),
      (_s, seen) => expect(jamOptions(seen)).toEqual(['jam:w']),
    ),
  },
);

SPECS.push(ionCritsSpec('alpha3eesk', 'Alpha-3E'));
