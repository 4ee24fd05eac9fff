/**
 * Card specs for the UT-60D U-wing pilots of abilities/cards/support/rebel-ut60duwing.ts. Rules: 001 Activation Phase
 * (its start), 000 "Range", "Stress".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** Cassian at (400, 150) and a wingman at (`wx`, 150) with `stress` stress tokens; both reveal a 1 straight. */
const cassianTable =
  (phase: 'activation' | 'engagement', wx: number, stress = 1) =>
  () =>
    position(
      phase,
      [
        rebel('c', 'cassianandor', 400, 150, { dial: '1F' }),
        rebel('w', 'redsquadronveteran', wx, 150, { dial: '1F', tokens: { stress } }),
      ],
      [farTie()],
    );
const cassianPlay = (phase: 'activation' | 'engagement') =>
  playing(leaves(phase), () => picks('use-ability', 'use:w', 'c'));
const relieved = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-removed', 'w').some((e) => e.data?.token === 'stress');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:cassianandor',
    applies: kase(
      'the Activation Phase starts, the stressed wingman at range 2: it removes a stress token',
      cassianTable('activation', 580),
      cassianPlay('activation'),
      (s, seen) => {
        expect(offered(seen, 'Cassian Andor')).toBe(true);
        expect(relieved(s)).toBe(true);
      },
    ),
    doesNotApply: [
      kase(
        'the Engagement Phase starts instead: not offered',
        cassianTable('engagement', 580),
        cassianPlay('engagement'),
        (s, seen) => {
          expect(offered(seen, 'Cassian Andor')).toBe(false);
          expect(relieved(s)).toBe(false);
        },
      ),
      kase(
        'the wingman not stressed: not offered',
        cassianTable('activation', 580, 0),
        cassianPlay('activation'),
        (_s, seen) => expect(offered(seen, 'Cassian Andor')).toBe(false),
      ),
      kase(
        'the wingman beyond range 3: not offered',
        cassianTable('activation', 880),
        cassianPlay('activation'),
        (s, seen) => {
          expect(offered(seen, 'Cassian Andor')).toBe(false);
          expect(relieved(s)).toBe(false);
        },
      ),
    ],
  },
];

/**
 * Benthic Two Tubes (000 "Additional Token Rules": transfer, "Focus"): Benthic at (400, 150) revealing a 2 straight
 * (he ends near (400, 290)); a wingman that has activated at (`wx`, 290) (range 1 at 520, beyond range 2 at 800).
 * `action`: Benthic's action. `wingActs`: the wingman activates instead (revealing a 1 straight, after him) and focuses,
 * Benthic having activated already with a focus token.
 */
const benthicTable =
  (wx = 520, wingActs = false) =>
  () =>
    position(
      'activation',
      [
        rebel(
          'b',
          'benthictwotubes',
          400,
          wingActs ? 290 : 150,
          wingActs ? { round: { activated: true }, tokens: { focus: 1 } } : { dial: '2F' },
        ),
        rebel('w', 'redsquadronveteran', wx, 290, wingActs ? { dial: '1F' } : { round: { activated: true } }),
      ],
      [farTie()],
    );
const benthicPlay = (ship: string, action: string) =>
  playing(leaves('activation'), () => answers(picks('choose-action', action, ship), picks('use-ability', 'use:', 'b')));
const handedOver = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'w')
    .filter((e) => e.data?.from === 'b')
    .map((e) => e.data?.token);

SPECS.push({
  source: 'pilot:benthictwotubes',
  applies: kase(
    'he focuses with the wingman at range 1: it takes his focus token',
    benthicTable(),
    benthicPlay('b', 'focus'),
    (s, seen) => {
      expect(offered(seen, 'Benthic Two Tubes')).toBe(true);
      expect(handedOver(s)).toEqual(['focus']);
    },
  ),
  doesNotApply: [
    kase('the wingman is beyond range 2: not offered', benthicTable(800), benthicPlay('b', 'focus'), (s, seen) => {
      expect(offered(seen, 'Benthic Two Tubes')).toBe(false);
      expect(handedOver(s)).toEqual([]);
    }),
    kase('he coordinates instead: not offered', benthicTable(), benthicPlay('b', 'coordinate'), (_s, seen) =>
      expect(offered(seen, 'Benthic Two Tubes')).toBe(false),
    ),
    kase('the wingman focuses: not offered', benthicTable(520, true), benthicPlay('w', 'focus'), (_s, seen) =>
      expect(offered(seen, 'Benthic Two Tubes')).toBe(false),
    ),
  ],
});

/**
 * K-2SO (000 "Stress", "Maneuver Difficulty"): he faces up at (400, 150) revealing `dial` (0O: a red stop; 1F white)
 * and may focus; an X-wing wingman at (600, 150) reveals `wingDial` (4K: red). A far TIE activates last.
 */
const k2Table =
  (dial = '0O', wingDial = '1F') =>
  () =>
    position(
      'activation',
      [rebel('k', 'k2so', 400, 150, { dial }), rebel('w', 'redsquadronveteran', 600, 150, { dial: wingDial })],
      [farTie()],
    );
const k2Play = playing(leaves('activation'), () => picks('choose-action', 'focus', 'k'));
const k2Calculates = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'token-gained', ship).filter((e) => e.data?.token === 'calculate').length;

SPECS.push({
  source: 'pilot:k2so',
  applies: kase('his red stop gives him a stress token, and a calculate token with it', k2Table(), k2Play, (s) => {
    expect(k2Calculates(s, 'k')).toBe(1);
    expect(s.ships.find((x) => x.id === 'k')!.tokens.stress).toBe(1);
  }),
  doesNotApply: [
    kase('a white maneuver and a focus token: no calculate', k2Table('1F'), k2Play, (s) =>
      expect(k2Calculates(s, 'k')).toBe(0),
    ),
    kase('the wingman’s red K-turn stresses it, not him: no calculate', k2Table('1F', '4K'), k2Play, (s) => {
      expect(s.ships.find((x) => x.id === 'w')!.tokens.stress).toBe(1);
      expect(k2Calculates(s, 'k') + k2Calculates(s, 'w')).toBe(0);
    }),
  ],
});

/**
 * Bodhi Rook (000 "Objects", "Lock"): an X-wing at (100, 100) chooses its action; Bodhi at (700, 700), far from it, and
 * the rock at `rock` — beside Bodhi, or at (800, 100), beyond range 3 of every Rebel ship.
 */
const bodhiTable = (rock: { x: number; y: number }) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 100, 100, { dial: '1F' }), rebel('b', 'bodhirook', 700, 700, { dial: '1F' })],
    [farTie()],
    { obstacles: [{ id: 'rock', name: 'asteroid-3', pose: { ...rock, heading: 0 } }] },
  );
const bodhiPlay = playing((g) => g.pending?.kind === 'choose-action' && g.pending.ship === 'x');
const lockIds = (s: Parameters<typeof logged>[0]) => s.pending?.options.map((o) => o.id) ?? [];

SPECS.push({
  source: 'pilot:bodhirook',
  standing: true,
  applies: kase(
    "the rock at range 0–3 of Bodhi, beyond the X-wing's reach: the X-wing's lock may choose it",
    bodhiTable({ x: 700, y: 560 }),
    bodhiPlay,
    (s) => expect(lockIds(s)).toContain('lock:rock'),
  ),
  doesNotApply: kase(
    'the rock beyond range 3 of every friendly ship: not offered',
    bodhiTable({ x: 800, y: 100 }),
    bodhiPlay,
    (s) => expect(lockIds(s)).not.toContain('lock:rock'),
  ),
});
