/**
 * Zam Wesell (pilot and crew) and her two secret conditions (abilities/cards/subsystems/conditions.ts): in her System
 * Phase step she may assign herself You Should Thank Me or You'd Better Mean Business, facedown; what each does with
 * her charges after she defends and at the end of the Engagement Phase; the conditions revealed after she defends and
 * removed as the System Phase starts (2.0 Rules Reference "Condition Cards"; `reveal-condition`, `has-condition`'s
 * `facedown`).
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec, SpecCase } from '../../card-spec.js';
import {
  type Answer,
  answers,
  attacks,
  hasLogged,
  playUntil,
  position,
  rolls,
  useAbilityOf,
} from '../../flow-harness.js';
import { imperial, kase, rebel } from '../../spec-helpers.js';

const THANK = 'youshouldthankme';
const MEAN = 'youdbettermeanbusiness';
type Held = { xws: string; owner: string; facedown?: boolean };
const zamShip = (s: GameState) => s.ships.find((x) => x.id === 'z')!;
const crewCharges = (s: GameState) => zamShip(s).upgrades.find((u) => u.xws === 'zamwesell')?.charges;

/** Zam Wesell as a pilot (charges on her card) or as crew on a Separatist Firespray (charges on the crew card). */
function zam(crew: boolean, charges: number, held: Held[], heading = 180): PositionShip {
  const conditions = held.map((c) => ({ ...c }));
  return crew
    ? imperial('z', 'separatistracketeer', 400, 490, {
        upgrades: [{ xws: 'zamwesell', charges }],
        conditions,
        pose: { x: 400, y: 490, heading },
      })
    : imperial('z', 'zamwesell', 400, 490, { charges, conditions, pose: { x: 400, y: 490, heading } });
}
const charges = (crew: boolean) => (s: GameState) => (crew ? crewCharges(s) : zamShip(s).charges);

const table =
  (phase: 'system' | 'engagement' | 'activation', crew: boolean, n: number, held: Held[], heading = 180) =>
  () =>
    position(
      phase,
      [rebel('x', 'redsquadronveteran', 400, 300, { dial: '1F', round: { activated: true } })],
      [zam(crew, n, held, heading)],
    );
const defends = (also: () => ReturnType<typeof answers>) => (s: GameState) =>
  playUntil(s, hasLogged('attack-ended', 'x'), answers(attacks('x', 'z'), rolls('z', 'defense', ['blank']), also()));
const attacksX = (s: GameState) =>
  playUntil(s, hasLogged('attack-ended', 'z'), answers(attacks('z', 'x'), useAbilityOf('Zam Wesell')));
const declineAll: Answer = (d) => (d.kind === 'use-ability' ? ['decline'] : undefined);
const asked = (seen: readonly Decision[], text: string) =>
  seen.some((d) => d.kind === 'use-ability' && d.prompt.includes(text));

function specs(crew: boolean): CardSpec[] {
  const source = crew ? 'upgrade:zamwesell:0' : 'pilot:zamwesell';
  const n = charges(crew);
  const thank = { xws: THANK, owner: 'z', facedown: true };
  const mean = { xws: MEAN, owner: 'z', facedown: true };
  const noCase = (name: string, state: () => GameState, play: (s: GameState) => Decision[], left: number): SpecCase =>
    kase(name, state, play, (s) => expect(n(s)).toBe(left));
  return [
    {
      source,
      applies: kase(
        'her System Phase step: she takes You Should Thank Me facedown, and is not asked the other',
        table('system', crew, 2, []),
        (s) =>
          playUntil(
            s,
            (st) => st.phase !== 'system',
            (d) =>
              d.kind === 'use-ability' && d.prompt.includes('Zam Wesell')
                ? [d.prompt.includes('Thank Me') ? 'use' : 'decline']
                : undefined,
          ),
        (s, seen) => {
          expect(zamShip(s).conditions).toEqual([{ xws: THANK, owner: 'z', round: 1, facedown: true }]);
          expect(asked(seen, 'Mean Business')).toBe(false);
          // The Setup loss is Setup's only.
          expect(n(s)).toBe(2);
        },
      ),
      doesNotApply: noCase(
        'she declines both: no condition',
        table('system', crew, 2, []),
        (s) =>
          playUntil(
            s,
            (st) => st.phase !== 'system',
            (d) => (d.kind === 'use-ability' ? ['decline'] : undefined),
          ),
        2,
      ),
    },
    {
      source,
      applies: kase(
        'holding You Should Thank Me, she defends: a charge recovered, and she locks the attacker',
        table('engagement', crew, 1, [thank]),
        defends(() => useAbilityOf('Zam Wesell')),
        (s) => {
          expect(n(s)).toBe(2);
          expect(zamShip(s).locks?.some((l) => l.target === 'x') ?? false).toBe(true);
        },
      ),
      doesNotApply: [
        noCase('holding it, she attacks: nothing', table('engagement', crew, 1, [thank]), attacksX, 1),
        noCase(
          'holding no condition, she defends: nothing',
          table('engagement', crew, 1, []),
          defends(() => useAbilityOf('Zam Wesell')),
          1,
        ),
      ],
    },
    {
      source,
      applies: kase(
        "holding You'd Better Mean Business, she defends: she may spend 2 charges for a bonus attack on the attacker",
        table('engagement', crew, 2, [mean]),
        defends(() => useAbilityOf('Mean Business')),
        (s, seen) => {
          expect(asked(seen, 'Mean Business')).toBe(true);
          expect(n(s)).toBe(0);
        },
      ),
      doesNotApply: [
        noCase('holding it, she attacks: nothing', table('engagement', crew, 2, [mean]), attacksX, 2),
        noCase(
          'holding no condition, she defends: no bonus attack',
          table('engagement', crew, 2, []),
          defends(() => useAbilityOf('Mean Business')),
          2,
        ),
      ],
    },
    {
      source,
      applies: kase(
        "the Engagement Phase ends, You'd Better Mean Business facedown and she in the X-wing's arc: revealed, 2 charges",
        table('engagement', crew, 0, [mean]),
        (s) => playUntil(s, (st) => st.phase !== 'engagement', useAbilityOf('reveal')),
        (s) => {
          expect(n(s)).toBe(2);
          expect(zamShip(s).conditions?.[0]?.facedown).toBeUndefined();
        },
      ),
      doesNotApply: [
        noCase(
          'already revealed: nothing',
          table('engagement', crew, 0, [{ xws: MEAN, owner: 'z' }]),
          (s) => playUntil(s, (st) => st.phase !== 'engagement', useAbilityOf('reveal')),
          0,
        ),
        noCase(
          'out of every enemy firing arc (beside the X-wing): nothing',
          () =>
            position(
              'engagement',
              [rebel('x', 'redsquadronveteran', 100, 490, { round: { activated: true } })],
              [zam(crew, 0, [mean])],
            ),
          (s) => playUntil(s, (st) => st.phase !== 'engagement', useAbilityOf('reveal')),
          0,
        ),
        noCase(
          'the Activation Phase ends: nothing yet',
          table('activation', crew, 0, [mean]),
          (s) => playUntil(s, (st) => st.phase !== 'activation', useAbilityOf('reveal')),
          0,
        ),
      ],
    },
  ];
}

/**
 * s37: every ship has engaged already (so the Engagement Phase goes straight to its end), the X-wing at (`xwingX`, 300)
 * facing up the table towards Zam, who holds `held` with `n` charges.
 */
const engaged =
  (crew: boolean, n: number, held: Held[], xwingX = 400) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', xwingX, 300, { round: { activated: true, engaged: true } })],
      [{ ...zam(crew, n, held), round: { activated: true, engaged: true } }],
    );

/** s37: You Should Thank Me's bonus attack as the Engagement Phase ends ('engagement:end'). */
function endOfEngagementSpecs(crew: boolean): CardSpec {
  const source = crew ? 'upgrade:zamwesell:0' : 'pilot:zamwesell';
  const n = charges(crew);
  const thank = { xws: THANK, owner: 'z', facedown: true };
  const play = (s: GameState) =>
    playUntil(s, (st) => st.phase !== 'engagement', answers(useAbilityOf('Thank Me'), attacks('z', 'x')));
  const bonusAttacks = (s: GameState) => s.log.filter((e) => e.type === 'attack-declared' && e.ship === 'z').length;
  return {
    source,
    applies: kase(
      "every ship has engaged, You Should Thank Me facedown and she in the X-wing's arc: revealed, 2 charges spent, a bonus attack on the X-wing",
      engaged(crew, 2, [thank]),
      play,
      (s, seen) => {
        expect(asked(seen, 'Thank Me')).toBe(true);
        expect(n(s)).toBe(0);
        expect(zamShip(s).conditions?.[0]?.facedown).toBeUndefined();
        expect(seen.some((d) => d.kind === 'declare-attack' && d.ship === 'z' && d.prompt.includes('bonus'))).toBe(
          true,
        );
        expect(bonusAttacks(s)).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'already revealed: not asked, no attack',
        engaged(crew, 2, [{ xws: THANK, owner: 'z' }]),
        play,
        (s, seen) => {
          expect(asked(seen, 'Thank Me')).toBe(false);
          expect(bonusAttacks(s)).toBe(0);
          expect(n(s)).toBe(2);
        },
      ),
      kase(
        'out of every enemy firing arc (the X-wing off to the side, facing away): not asked',
        engaged(crew, 2, [thank], 100),
        play,
        (s, seen) => {
          expect(asked(seen, 'Thank Me')).toBe(false);
          expect(bonusAttacks(s)).toBe(0);
        },
      ),
      kase('one charge only: it cannot pay the 2, so it is not asked', engaged(crew, 1, [thank]), play, (s, seen) => {
        expect(asked(seen, 'Thank Me')).toBe(false);
        expect(n(s)).toBe(1);
        expect(zamShip(s).conditions?.[0]?.facedown).toBe(true);
      }),
    ],
  };
}

/** The conditions' own records: revealed after their ship defends, removed as the System Phase starts. */
function conditionSpecs(xws: string): CardSpec[] {
  const facedown = { xws, owner: 'z', facedown: true };
  const held = (s: GameState) => zamShip(s).conditions ?? [];
  return [
    {
      source: `condition:${xws}`,
      applies: kase(
        'she defends: the condition is revealed',
        table('engagement', false, 0, [facedown]),
        defends(() => declineAll),
        (s) => expect(held(s)).toEqual([{ xws, owner: 'z', round: 1 }]),
      ),
      doesNotApply: [
        kase('she attacks: still facedown', table('engagement', false, 0, [facedown]), attacksX, (s) =>
          expect(held(s)[0]?.facedown).toBe(true),
        ),
        kase(
          'revealed already: nothing more',
          table('engagement', false, 0, [{ xws, owner: 'z' }]),
          defends(() => declineAll),
          (s) => expect(s.log.some((e) => e.type === 'condition-revealed')).toBe(false),
        ),
      ],
    },
    {
      source: `condition:${xws}`,
      applies: kase(
        'the System Phase starts: removed',
        table('system', false, 0, [facedown]),
        (s) => playUntil(s, (st) => st.phase !== 'system', declineAll),
        (s) => expect(held(s)).toEqual([]),
      ),
      doesNotApply: kase(
        'the Engagement Phase starts: kept',
        table('activation', false, 0, [facedown]),
        (s) => playUntil(s, (st) => st.phase === 'engagement', declineAll),
        (s) => expect(held(s)).toHaveLength(1),
      ),
    },
  ];
}

export const SPECS: CardSpec[] = [
  ...specs(false),
  ...specs(true),
  endOfEngagementSpecs(false),
  endOfEngagementSpecs(true),
  ...conditionSpecs(THANK),
  ...conditionSpecs(MEAN),
];
