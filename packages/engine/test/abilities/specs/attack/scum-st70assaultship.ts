/**
 * Card specs for the Scum and Villainy ST-70 assault ship pilots of abilities/cards/attack/scum-st70assaultship.ts
 * (all printings). Rules: 001 Attack (Modify Dice); 000 "Attack Arcs", "Measuring Range".
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

const mando = (pilot: string): CardSpec[] => {
  // The Mandalorian (m) at (400, 300) faces up; t1 faces him at range 1; t2 beside it faces him too, or away.
  const table =
    (t2Heading = 180) =>
    () =>
      position(
        'engagement',
        [rebel('m', pilot, 400, 300), rebel('w', 'redsquadronveteran', 320, 300)],
        [
          imperial('t1', 'academypilot', 400, 420),
          imperial('t2', 'academypilot', 480, 420, { pose: { x: 480, y: 420, heading: t2Heading } }),
        ],
      );
  const attack = attackPlay('m', 't1', () => answers(rolls('m', 'attack', ['blank']), modifiesWith('The Mandalorian')));
  const defend = attackPlay('t1', 'm', () =>
    answers(rolls('m', 'defense', ['blank']), modifiesWith('The Mandalorian')),
  );
  const name = 'The Mandalorian';
  const quiet = (a: string, d: string) =>
    attackPlay(a, d, () => answers(rolls(a, 'attack', ['blank']), rolls(d, 'defense', ['blank']), modifiesWith(name)));
  const offeredIn = (seen: Decision[], kind: Decision['kind']) =>
    seen.some((d) => d.kind === kind && d.options.some((o) => o.label.includes(name)));
  const oneWatching = (play: typeof attack) =>
    kase('only one enemy has him in its front arc: not offered', table(0), play, (_s, seen) =>
      expect(offered(seen, name)).toBe(false),
    );
  return [
    {
      source: `pilot:${pilot}`,
      applies: kase('attacking with two TIEs facing him, a blank becomes a focus', table(), attack, (s) =>
        expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([0]),
      ),
      doesNotApply: [
        oneWatching(attack),
        kase('a wingman attacks: it is not offered his change', table(), quiet('w', 't1'), (_s, seen) =>
          expect(offeredIn(seen, 'modify-attack-dice')).toBe(false),
        ),
      ],
    },
    {
      source: `pilot:${pilot}`,
      applies: kase('defending with two TIEs facing him, a blank becomes a focus', table(), defend, (s) =>
        expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([1]),
      ),
      doesNotApply: [
        oneWatching(defend),
        kase('a wingman defends: it is not offered his change', table(), quiet('t1', 'w'), (_s, seen) =>
          expect(offeredIn(seen, 'modify-defense-dice')).toBe(false),
        ),
      ],
    },
  ];
};

export const SPECS: CardSpec[] = [...mando('themandalorian'), ...mando('themandalorian-armedanddangerous')];

/** The Guild Bounty Hunter (g, Contraband Cybernetics with `charges`) faces the TIE (t) at `y` (490: range 2). */
const guildTable =
  (y = 490, charges = 1) =>
  () =>
    position(
      'engagement',
      [
        rebel('g', 'guildbountyhunter', 400, 300, { upgrades: [{ xws: 'contrabandcybernetics', charges }] }),
        rebel('w', 'redsquadronveteran', 250, 300),
      ],
      [imperial('t', 'academypilot', 400, y)],
    );
const GUILD = 'Guild Bounty Hunter';
const guildPlay = (a: string, d: string) =>
  attackPlay(a, d, () => answers(rolls(a, 'attack', ['focus', 'focus', 'blank']), modifiesWith(GUILD)));
const guildNot = (name: string, t: ReturnType<typeof guildTable>, play = guildPlay('g', 't')) =>
  kase(name, t, play, (_s, seen) => expect(offered(seen, GUILD)).toBe(false));
SPECS.push({
  source: 'pilot:guildbountyhunter',
  applies: kase('at range 2, an illicit charge turns a focus into a crit', guildTable(), guildPlay('g', 't'), (s) => {
    expect(usedIndexes(s, 'pilot:guildbountyhunter')).toEqual([0]);
    expect(s.ships.find((x) => x.id === 'g')?.upgrades[0]?.charges).toBe(0);
  }),
  doesNotApply: [
    guildNot('at range 3', guildTable(640)),
    guildNot('no illicit charge left', guildTable(490, 0)),
    guildNot('the TIE attacks him', guildTable(), guildPlay('t', 'g')),
    guildNot('his wingman attacks', guildTable(), guildPlay('w', 't')),
  ],
});
