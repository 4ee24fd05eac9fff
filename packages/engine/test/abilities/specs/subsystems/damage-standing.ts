/**
 * The damage cards whose effects are standing rules the engine's queries read (abilities/static.ts) or card actions
 * (abilities/card-actions.ts): Damaged Engine, Damaged Sensor Array, Blinded Pilot, Hull Breach, Fuel Leak and the
 * repair action (000 "Damage Cards"; the core damage deck's facts). Played through createFromPosition + applyInPlace.
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, playUntil, position } from '../../flow-harness.js';

type Damage = NonNullable<PositionShip['damage']>;

/** A Red Squadron Veteran (id x) with `damage`, an Academy Pilot far away; `dial`: the X-wing's dial for activation. */
function xwing(phase: 'planning' | 'activation', damage: Damage, extra: Partial<PositionShip> = {}) {
  return () =>
    position(
      phase,
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 150, heading: 0 },
          damage,
          ...(phase === 'activation' ? { dial: '2F' } : {}),
          ...extra,
        },
      ],
      [
        {
          id: 't',
          pilot: 'academypilot',
          pose: { x: 400, y: 850, heading: 180 },
          ...(phase === 'activation' ? { dial: '1F' } : {}),
        },
      ],
    );
}

/** Plays until the X-wing is asked for its dial; returns that decision's options (code → difficulty). */
function dialOptions(s: GameState): Decision[] {
  return playUntil(s, (st) => st.pending?.kind === 'set-dial' && st.pending.ship === 'x');
}
const difficultyOf = (s: GameState, code: string) =>
  s.pending?.options.find((o) => o.id === code)?.data?.difficulty as string | undefined;

/** Plays until the X-wing's Perform Action step asks; returns the offered option ids. */
function actionStep(s: GameState): Decision[] {
  return playUntil(s, (st) => st.pending?.kind === 'choose-action' && st.pending.ship === 'x');
}
const offered = (s: GameState) => (s.pending?.options ?? []).map((o) => o.id);

/** Takes the repair action when offered, else the defaults; plays until the Engagement Phase. */
const repairWhenOffered: Answer = (d) => {
  const repair = d.kind === 'choose-action' ? d.options.find((o) => o.id.startsWith('card:')) : undefined;
  return repair ? [repair.id] : undefined;
};

/** The TIE (seat 1) attacks the X-wing at range 1 and rolls `faces`; the X-wing's defense dice are blanks. */
function tieAttacks(faces: string[]): Answer {
  return (d) => {
    const attack = d.options.find((o) => o.id.startsWith('attack:'));
    if (attack && d.player === 1) return [attack.id];
    if (d.kind === 'enter-dice' && d.accepts === 'attack-faces' && d.player === 1 && !/player order/.test(d.prompt))
      return ['enter', faces.slice(0, d.count ?? faces.length)];
    return undefined;
  };
}
/** The X-wing (no shields, `damage`, its deck `deck` on top) at range 1 in front of the TIE. */
function attacked(damage: Damage, deck: string[]) {
  const x: PositionShip = {
    id: 'x',
    pilot: 'redsquadronveteran',
    pose: { x: 400, y: 300, heading: 0 },
    shields: 0,
    damage,
  };
  const t: PositionShip = { id: 't', pilot: 'academypilot', pose: { x: 400, y: 420, heading: 180 } };
  return () =>
    position('engagement', [x], [t], {
      players: [
        { name: 'Rebels', damageDeck: deck, ships: [x] },
        { name: 'Empire', ships: [t] },
      ],
    });
}

/** The X-wing with a focus token and Blinded Pilot (faceup or not) at range 1 in front of the TIE. */
function blinded(faceup: boolean) {
  return () =>
    position(
      'engagement',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 300, heading: 0 },
          tokens: { focus: 1 },
          damage: [{ card: 'blindedpilot', faceup }],
        },
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 420, heading: 180 } }],
    );
}
const xOf = (s: GameState) => s.ships.find((x) => x.id === 'x')!;

export const SPECS: CardSpec[] = [
  {
    source: 'damage:damagedengine',
    standing: true,
    applies: {
      name: 'faceup: the X-wing is offered its white 2-turn as red (planning shows the harder colour)',
      state: xwing('planning', [{ card: 'damagedengine', faceup: true }]),
      play: dialOptions,
      check: (s) => {
        expect(difficultyOf(s, '2T')).toBe('red');
        expect(difficultyOf(s, '2B')).toBe('blue');
      },
    },
    doesNotApply: {
      name: 'facedown: the 2-turn keeps its printed white',
      state: xwing('planning', [{ card: 'damagedengine', faceup: false }]),
      play: dialOptions,
      check: (s) => expect(difficultyOf(s, '2T')).toBe('white'),
    },
  },
  {
    source: 'damage:damagedsensorarray',
    applies: {
      name: 'faceup: only focus and the repair action are offered; repairing flips the card facedown',
      state: xwing('activation', [{ card: 'damagedsensorarray', faceup: true }]),
      play: (s) => {
        const seen = actionStep(s);
        const ids = offered(s);
        expect(ids.filter((id) => !id.startsWith('card:') && id !== 'pass')).toEqual(['focus']);
        expect(ids.some((id) => id.startsWith('card:damage:damagedsensorarray'))).toBe(true);
        return [...seen, ...playUntil(s, (st) => st.phase !== 'activation', repairWhenOffered)];
      },
      check: (s) => {
        expect(xOf(s).damage).toEqual([{ card: 'damagedsensorarray', faceup: false }]);
        expect(s.log.some((e) => e.type === 'action-performed' && e.data?.action === 'card')).toBe(true);
      },
    },
    doesNotApply: {
      name: 'facedown: the whole bar is offered, and no repair action',
      state: xwing('activation', [{ card: 'damagedsensorarray', faceup: false }]),
      play: actionStep,
      check: (s) => {
        expect(offered(s)).toEqual(expect.arrayContaining(['focus', 'barrel-roll:left:middle']));
        expect(offered(s).some((id) => id.startsWith('card:'))).toBe(false);
      },
    },
  },
  {
    source: 'damage:consolefire',
    applies: {
      name: 'faceup: the repair action is offered with the bar, and taken once it is gone for the round',
      state: xwing('activation', [{ card: 'consolefire', faceup: true }]),
      play: (s) => {
        const seen = actionStep(s);
        expect(offered(s)).toEqual(expect.arrayContaining(['focus', 'card:damage:consolefire#1@0']));
        return [...seen, ...playUntil(s, (st) => st.phase !== 'activation', repairWhenOffered)];
      },
      check: (s) => expect(xOf(s).damage).toEqual([{ card: 'consolefire', faceup: false }]),
    },
    doesNotApply: {
      name: 'while ionised (only the focus action): no repair action',
      state: xwing('activation', [{ card: 'consolefire', faceup: true }], { tokens: { ion: 1 } }),
      play: (s) => playUntil(s, (st) => st.phase !== 'activation', repairWhenOffered),
      check: (s) => expect(xOf(s).damage).toEqual([{ card: 'consolefire', faceup: true }]),
    },
  },
  {
    source: 'damage:blindedpilot',
    standing: true,
    applies: {
      name: 'faceup: attacking with a focus token, the focus is not offered on the attack dice',
      state: blinded(true),
      play: (s) => playUntil(s, (st) => st.phase !== 'engagement', xAttacksWithFocus),
      check: (s, seen) => {
        expect(s.log.some((e) => e.type === 'attack-declared' && e.ship === 'x')).toBe(true);
        expect(seen.some((d) => d.options.some((o) => o.id === 'mod:focus'))).toBe(false);
      },
    },
    doesNotApply: {
      name: 'facedown: the focus token is offered',
      state: blinded(false),
      play: (s) => playUntil(s, (st) => st.phase !== 'engagement', xAttacksWithFocus),
      check: (_s, seen) => expect(seen.some((d) => d.options.some((o) => o.id === 'mod:focus'))).toBe(true),
    },
  },
  {
    source: 'damage:hullbreach',
    standing: true,
    applies: {
      name: 'faceup: a hit with no shields left is dealt as a faceup card',
      state: attacked([{ card: 'hullbreach', faceup: true }], ['structuraldamage']),
      play: (s) => playUntil(s, (st) => st.phase !== 'engagement', tieAttacks(['hit', 'blank', 'blank'])),
      check: (s) => {
        expect(xOf(s).damage[1]).toEqual({ card: 'structuraldamage', faceup: true });
        expect(s.log.some((e) => e.type === 'damage-converted')).toBe(true);
      },
    },
    doesNotApply: {
      name: 'facedown: the hit is dealt facedown',
      state: attacked([{ card: 'hullbreach', faceup: false }], ['structuraldamage']),
      play: (s) => playUntil(s, (st) => st.phase !== 'engagement', tieAttacks(['hit', 'blank', 'blank'])),
      check: (s) => expect(xOf(s).damage[1]).toEqual({ card: 'structuraldamage', faceup: false }),
    },
  },
  {
    source: 'damage:fuelleak',
    applies: {
      name: 'faceup, a crit suffered: the card is repaired and one more damage follows',
      state: attacked([{ card: 'fuelleak', faceup: true }], ['structuraldamage', 'directhit']),
      play: (s) => playUntil(s, (st) => st.phase !== 'engagement', tieAttacks(['crit', 'blank', 'blank'])),
      check: (s) =>
        expect(xOf(s).damage).toEqual([
          { card: 'fuelleak', faceup: false },
          { card: 'structuraldamage', faceup: true },
          { card: 'directhit', faceup: false },
        ]),
    },
    doesNotApply: [
      {
        name: 'faceup, only a regular hit suffered: nothing more',
        state: attacked([{ card: 'fuelleak', faceup: true }], ['structuraldamage', 'directhit']),
        play: (s) => playUntil(s, (st) => st.phase !== 'engagement', tieAttacks(['hit', 'blank', 'blank'])),
        check: (s) =>
          expect(xOf(s).damage).toEqual([
            { card: 'fuelleak', faceup: true },
            { card: 'structuraldamage', faceup: false },
          ]),
      },
      {
        name: 'the crit that deals it faceup does not set it off',
        state: attacked([], ['fuelleak', 'directhit']),
        play: (s) => playUntil(s, (st) => st.phase !== 'engagement', tieAttacks(['crit', 'blank', 'blank'])),
        check: (s) => expect(xOf(s).damage).toEqual([{ card: 'fuelleak', faceup: true }]),
      },
      {
        name: 'faceup, its wingman suffers a crit: nothing happens to it',
        state: () => {
          const x: PositionShip = {
            id: 'x',
            pilot: 'redsquadronveteran',
            pose: { x: 560, y: 300, heading: 0 },
            damage: [{ card: 'fuelleak', faceup: true }],
          };
          const w: PositionShip = {
            id: 'w',
            pilot: 'redsquadronveteran',
            pose: { x: 400, y: 300, heading: 0 },
            shields: 0,
          };
          const t: PositionShip = { id: 't', pilot: 'academypilot', pose: { x: 400, y: 420, heading: 180 } };
          return position('engagement', [x, w], [t], {
            players: [
              { name: 'Rebels', damageDeck: ['structuraldamage', 'directhit'], ships: [x, w] },
              { name: 'Empire', ships: [t] },
            ],
          });
        },
        play: (s) =>
          playUntil(
            s,
            (st) => st.phase !== 'engagement',
            (d) => {
              if (d.kind === 'declare-attack' && d.player === 1) return ['attack:w:primary:front'];
              if (d.kind === 'declare-attack') return ['pass'];
              return tieAttacks(['crit', 'blank', 'blank'])(d, s);
            },
          ),
        check: (s) => {
          expect(s.ships.find((x) => x.id === 'w')!.damage).toHaveLength(1);
          expect(xOf(s).damage).toEqual([{ card: 'fuelleak', faceup: true }]);
        },
      },
    ],
  },
];

/** The X-wing (seat 0) attacks and rolls a focus and blanks. */
function xAttacksWithFocus(d: Decision): [string, string[]?] | undefined {
  const attack = d.options.find((o) => o.id.startsWith('attack:'));
  if (attack && d.player === 0) return [attack.id];
  if (d.kind === 'enter-dice' && d.accepts === 'attack-faces' && d.player === 0 && !/player order/.test(d.prompt))
    return ['enter', Array.from({ length: d.count ?? 0 }, (_, i) => (i === 0 ? 'focus' : 'blank'))];
  return undefined;
}
