/**
 * Card specs for the Rebel T-65 X-wing pilots of abilities/cards/support/rebel-xwing.ts (all printings). Rules: 000
 * Timing and Abilities; 001 Modify Dice (spending focus), Activation Phase (Execute Maneuver); 001 Stress, Strain.
 * Jek Porkins is the second worked example of docs/abilities.md (a trigger after gaining stress, with a die), written
 * out in full.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import {
  type Answer,
  abilityDie,
  answers,
  leaves,
  logged,
  modifiesWith,
  offered,
  picks,
  playUntil,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { attackPlay, farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';

const garven = (pilot: string): CardSpec => {
  const table = (friendX: number) => () =>
    position(
      'engagement',
      [rebel('g', pilot, 400, 300, { tokens: { focus: 1 } }), rebel('f', 'redsquadronveteran', friendX, 300)],
      [imperial('t', 'academypilot', 400, 490)],
    );
  const play = attackPlay('g', 't', () =>
    answers(rolls('g', 'attack', ['focus', 'hit', 'hit']), modifiesWith('focus'), picks('use-ability', 'use:f', 'g')),
  );
  return {
    source: `pilot:${pilot}`,
    applies: kase(
      'he spends his focus on his dice: the wingman at range 1 gains a focus token',
      table(520),
      play,
      (s, seen) => {
        expect(offered(seen, 'Garven Dreis')).toBe(true);
        expect(shipOf(s, 'g').tokens.focus ?? 0).toBe(0);
        expect(shipOf(s, 'f').tokens.focus).toBe(1);
      },
    ),
    doesNotApply: [
      kase('the only friendly ship is beyond range 3', table(800), play, (s, seen) => {
        expect(shipOf(s, 'g').tokens.focus ?? 0).toBe(0);
        expect(offered(seen, 'Garven Dreis')).toBe(false);
        expect(shipOf(s, 'f').tokens.focus ?? 0).toBe(0);
      }),
      kase(
        'his wingman spends its own focus: his ability answers his own tokens',
        () =>
          position(
            'engagement',
            [rebel('g', pilot, 520, 300), rebel('f', 'redsquadronveteran', 400, 300, { tokens: { focus: 1 } })],
            [imperial('t', 'academypilot', 400, 490)],
          ),
        attackPlay('f', 't', () =>
          answers(rolls('f', 'attack', ['focus', 'hit', 'hit']), modifiesWith('focus'), useAbilityOf('Garven Dreis')),
        ),
        (s, seen) => {
          expect(shipOf(s, 'f').tokens.focus ?? 0).toBe(0);
          expect(offered(seen, 'Garven Dreis')).toBe(false);
        },
      ),
      kase(
        'defending, he spends an evade token (not a focus)',
        () =>
          position(
            'engagement',
            [rebel('g', pilot, 400, 300, { tokens: { evade: 1 } }), rebel('f', 'redsquadronveteran', 520, 300)],
            [imperial('t', 'academypilot', 400, 490)],
          ),
        attackPlay('t', 'g', () =>
          answers(
            rolls('t', 'attack', ['hit', 'hit']),
            rolls('g', 'defense', ['blank', 'blank']),
            modifiesWith('evade'),
            useAbilityOf('Garven Dreis'),
          ),
        ),
        (s, seen) => {
          expect(shipOf(s, 'g').tokens.evade ?? 0).toBe(0);
          expect(offered(seen, 'Garven Dreis')).toBe(false);
        },
      ),
    ],
  };
};

/** Garven defends with a focus token and spends it on his defense dice (any focus spent counts, not only attacking). */
const garvenDefends = (pilot: string): CardSpec => {
  const table = (friendX: number) => () =>
    position(
      'engagement',
      [rebel('g', pilot, 400, 300, { tokens: { focus: 1 } }), rebel('f', 'redsquadronveteran', friendX, 300)],
      [imperial('t', 'academypilot', 400, 490)],
    );
  const play = attackPlay('t', 'g', () =>
    answers(
      rolls('t', 'attack', ['hit', 'hit']),
      rolls('g', 'defense', ['focus', 'focus']),
      modifiesWith('focus'),
      picks('use-ability', 'use:f', 'g'),
    ),
  );
  return {
    source: `pilot:${pilot}`,
    applies: kase(
      'he spends his focus on his defense dice: the wingman gains a focus token',
      table(520),
      play,
      (s, seen) => {
        expect(offered(seen, 'Garven Dreis')).toBe(true);
        expect(logged(s, 'token-gained', 'f').map((e) => e.data)).toEqual([{ token: 'focus', count: 1 }]);
      },
    ),
    doesNotApply: kase('defending, the only friendly ship beyond range 3', table(800), play, (s, seen) => {
      expect(offered(seen, 'Garven Dreis')).toBe(false);
      expect(logged(s, 'token-gained', 'f')).toHaveLength(0);
    }),
  };
};

/**
 * fidelity (s38): a focus token spent as an ability's price, not on dice — Chewbacca (crew) as the End Phase starts:
 * Garven (a faceup damage card, a focus token) spends his focus to repair the card, then his own ability hears it.
 */
const garvenPays = (pilot: string): CardSpec => {
  // His own question (the ship's name also heads Chewbacca's).
  const GARVEN = 'Garven Dreis: give a friendly ship';
  const table = () =>
    position(
      'engagement',
      [
        rebel('g', pilot, 400, 300, {
          tokens: { focus: 1 },
          upgrades: ['chewbacca-crew'],
          damage: [{ card: 'panickedpilot', faceup: true }],
        }),
        rebel('f', 'redsquadronveteran', 520, 300),
      ],
      [imperial('t', 'academypilot', 700, 850)],
    );
  const play = (chewie: 'use' | 'decline') => (s: Parameters<typeof shipOf>[0]) =>
    playUntil(
      s,
      (st) => st.phase === 'planning' || st.round > 1,
      (d) =>
        d.kind === 'use-ability' && d.prompt.includes('spend a focus token to repair')
          ? [chewie === 'use' ? d.options.find((o) => o.id !== 'decline')!.id : 'decline']
          : d.kind === 'use-ability' && d.prompt.includes(GARVEN)
            ? ['use:f']
            : undefined,
    );
  return {
    source: `pilot:${pilot}`,
    applies: kase(
      'he spends his focus on Chewbacca’s repair (no dice): the wingman at range 1 gains a focus token',
      table,
      play('use'),
      (s, seen) => {
        expect(shipOf(s, 'g').damage.map((d) => d.faceup)).toEqual([false]);
        expect(offered(seen, GARVEN)).toBe(true);
        expect(logged(s, 'token-gained', 'f').map((e) => e.data)).toEqual([{ token: 'focus', count: 1 }]);
      },
    ),
    doesNotApply: kase('Chewbacca declined: no focus spent, not offered', table, play('decline'), (s, seen) => {
      expect(shipOf(s, 'g').damage.map((d) => d.faceup)).toEqual([true]);
      expect(offered(seen, GARVEN)).toBe(false);
      expect(logged(s, 'token-gained', 'f')).toHaveLength(0);
    }),
  };
};

const jek = (pilot: string): CardSpec => {
  const table = (dial: string) => () => position('activation', [rebel('j', pilot, 400, 150, { dial })], [farTie()]);
  const play = playing(leaves('activation'), () =>
    answers(useAbilityOf('Jek Porkins'), abilityDie('Jek Porkins', 'hit')),
  );
  return {
    source: `pilot:${pilot}`,
    applies: kase(
      'a red maneuver gives a stress: it is removed, and a hit on the die costs a shield',
      table('4K'),
      play,
      (s, seen) => {
        expect(offered(seen, 'Jek Porkins')).toBe(true);
        expect(shipOf(s, 'j').tokens.stress ?? 0).toBe(0);
        expect(logged(s, 'ability-die-rolled', 'j')[0]?.data).toEqual({ face: 'hit' });
        expect(shipOf(s, 'j').shields).toBe(1);
      },
    ),
    doesNotApply: [
      kase('a white maneuver gives no stress', table('3F'), play, (s, seen) => {
        expect(offered(seen, 'Jek Porkins')).toBe(false);
        expect(logged(s, 'ability-die-rolled')).toHaveLength(0);
      }),
      ...jekNot(pilot),
    ],
  };
};

/** Jek must not answer his wingman's stress, nor another token he gains while stressed. */
const jekNot = (pilot: string) => [
  kase(
    'already stressed (a white maneuver), his wingman’s red maneuver stresses the wingman',
    () =>
      position(
        'activation',
        [
          rebel('j', pilot, 400, 150, { dial: '3F', tokens: { stress: 1 } }),
          rebel('w', 'redsquadronveteran', 250, 150, { dial: '4K' }),
        ],
        [farTie()],
      ),
    playing(leaves('activation'), () => answers(useAbilityOf('Jek Porkins'), abilityDie('Jek Porkins', 'hit'))),
    (s, seen) => {
      expect(shipOf(s, 'w').tokens.stress).toBe(1);
      expect(offered(seen, 'Jek Porkins')).toBe(false);
    },
  ),
  kase(
    'already stressed, he gains an ion token (a faceup Disabled Power Regulator)',
    () =>
      position(
        'engagement',
        [
          rebel('j', pilot, 400, 150, {
            tokens: { stress: 1 },
            damage: [{ card: 'disabledpowerregulator', faceup: true }],
          }),
        ],
        [farTie()],
      ),
    playing(leaves('engagement'), () => answers(useAbilityOf('Jek Porkins'), abilityDie('Jek Porkins', 'hit'))),
    (s, seen) => {
      expect(shipOf(s, 'j').tokens.ion).toBe(1);
      expect(offered(seen, 'Jek Porkins')).toBe(false);
    },
  ),
];

const jekTable = (dial: string) => () =>
  position(
    'activation',
    [{ id: 'jek', pilot: 'jekporkins', pose: { x: 400, y: 150, heading: 0 }, dial }],
    [{ pilot: 'academypilot', pose: { x: 400, y: 850, heading: 180 }, dial: '1F' }],
  );

const useJek: Answer = (d) => (d.kind === 'use-ability' && d.prompt.includes('Jek Porkins') ? ['use'] : undefined);

const kendyTable = (friendX: number) => () =>
  position(
    'engagement',
    [
      rebel('k', 'kendyidele-battleoverendor', 400, 300, { tokens: { focus: 1 } }),
      rebel('f', 'redsquadronveteran', friendX, 300),
    ],
    [imperial('t', 'academypilot', 400, 490)],
  );
const kendyPlay = playing(leaves('engagement'), () =>
  answers(
    (d) => (d.kind === 'declare-attack' && d.ship === 'k' ? ['attack:t:primary:front'] : undefined),
    rolls('k', 'attack', ['focus', 'hit', 'hit']),
    modifiesWith('focus'),
    picks('use-ability', 'use:f', 'k'),
    (d) => (d.kind === 'choose-action' && d.prompt.includes('Kendy Idele') ? ['focus'] : undefined),
  ),
);

export const SPECS: CardSpec[] = [
  garven('garvendreis-t65xwing'),
  garven('garvendreis-battleofyavin'),
  garvenDefends('garvendreis-t65xwing'),
  garvenPays('garvendreis-t65xwing'),
  // His ARC-170 printing (a medium base at the same place: the wingman at range 1, the TIE at range 2).
  garven('garvendreis'),
  jek('jekporkins-battleofyavin'),
  jek('jekporkins-swz106'),
  {
    source: 'pilot:jekporkins',
    applies: {
      name: 'a red maneuver gives a stress: Jek is asked, using it removes the stress and rolls a die',
      state: jekTable('4K'),
      play: (s) => playUntil(s, (st) => st.phase !== 'activation', useJek),
      check: (s, seen) => {
        expect(seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Jek Porkins'))).toBe(true);
        expect(s.ships.find((sh) => sh.id === 'jek')!.tokens.stress ?? 0).toBe(0);
        expect(s.log.some((e) => e.type === 'ability-die-rolled')).toBe(true);
      },
    },
    doesNotApply: [
      {
        name: 'a white maneuver gives no stress: Jek is never asked',
        state: jekTable('3F'),
        play: (s) => playUntil(s, (st) => st.phase !== 'activation', useJek),
        check: (_s, seen) => {
          expect(seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Jek Porkins'))).toBe(false);
        },
      },
      ...jekNot('jekporkins'),
    ],
  },
  {
    source: 'pilot:kendyidele-battleoverendor',
    applies: kase(
      'she spends her focus: she gains strain, her wingman at range 1 focuses as a red action',
      kendyTable(520),
      kendyPlay,
      (s, seen) => {
        expect(offered(seen, 'Kendy Idele')).toBe(true);
        expect(logged(s, 'token-gained', 'k').map((e) => e.data)).toContainEqual({ token: 'strain', count: 1 });
        expect(logged(s, 'action-performed', 'f').map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
          ['focus', 'red'],
        ]);
      },
    ),
    doesNotApply: [
      kase('her only wingman is beyond range 3', kendyTable(800), kendyPlay, (s, seen) => {
        expect(offered(seen, 'Kendy Idele')).toBe(false);
        expect(logged(s, 'action-performed', 'f')).toHaveLength(0);
      }),
      kase(
        'her wingman spends its own focus: her ability answers her own tokens',
        () =>
          position(
            'engagement',
            [
              rebel('k', 'kendyidele-battleoverendor', 520, 300),
              rebel('f', 'redsquadronveteran', 400, 300, { tokens: { focus: 1 } }),
            ],
            [imperial('t', 'academypilot', 400, 490)],
          ),
        playing(leaves('engagement'), () =>
          answers(
            (d) => (d.kind === 'declare-attack' && d.ship === 'f' ? ['attack:t:primary:front'] : undefined),
            rolls('f', 'attack', ['focus', 'hit', 'hit']),
            modifiesWith('focus'),
            useAbilityOf('Kendy Idele'),
          ),
        ),
        (s, seen) => {
          expect(shipOf(s, 'f').tokens.focus ?? 0).toBe(0);
          expect(offered(seen, 'Kendy Idele')).toBe(false);
        },
      ),
    ],
  },
];
