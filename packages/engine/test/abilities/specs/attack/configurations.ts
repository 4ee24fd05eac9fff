/**
 * Card specs for the configurations of abilities/cards/attack/configurations.ts. Rules: 000 "Performing an Attack"
 * (Modify Dice: added results); 001 Arcs (bullseye). The X-wing (x, seat 0) attacks the TIE (t) at range 2.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

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

export const SPECS: CardSpec[] = [
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
