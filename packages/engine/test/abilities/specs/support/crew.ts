/**
 * Card specs for the crew of abilities/cards/support/crew.ts. Rules: 000 "Suffering Damage", "Charges and the Force".
 */
import { expect } from 'vitest';
import { loadContent } from '@xwing/content';
import { createGame, type Decision, type GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  abilityDie,
  answers,
  attacks,
  hasLogged,
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

/** A Gauntlet fighter with Maul aboard (his one Force given), an X-wing facing it at range 2. */
const maulTable = (force: number) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('m', 'shadowcollectiveoperator', 400, 540, { upgrades: ['maul'], force })],
  );
const maulRecovered = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'force-recovered', 'm').filter((e) => e.text.includes('Maul')).length;
const xAttacks = attackPlay('x', 'm', () =>
  answers(rolls('x', 'attack', ['hit', 'hit', 'blank']), useAbilityOf('Maul')),
);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:maul:0',
    applies: kase('damaged with no Force left: a stress token for one Force', maulTable(0), xAttacks, (s, seen) => {
      expect(offered(seen, 'Maul')).toBe(true);
      expect(maulRecovered(s)).toBe(1);
      expect(shipOf(s, 'm').tokens.stress).toBe(1);
    }),
    doesNotApply: [
      // Force 2: stats.ts counts Maul's Force twice today (the side's value and its grant), so the ship's Force value reads
      // 2; with that fixed (1) a ship holding 2 is still not below it.
      kase('damaged with its Force full: not offered', maulTable(2), xAttacks, (s, seen) => {
        expect(offered(seen, 'Maul')).toBe(false);
        expect(shipOf(s, 'm').tokens.stress ?? 0).toBe(0);
      }),
      kase(
        'it damages the X-wing: not offered',
        maulTable(0),
        attackPlay('m', 'x', () => answers(rolls('m', 'attack', ['hit', 'hit', 'hit', 'hit']), useAbilityOf('Maul'))),
        (s, seen) => {
          expect(shipOf(s, 'x').shields).toBeLessThan(2);
          expect(offered(seen, 'Maul')).toBe(false);
        },
      ),
    ],
  },
];

/**
 * Darth Vader (000 "Charges and the Force", "Suffering Damage"; 001 Engagement Phase, its start): a TIE with him aboard
 * (his Force given) facing down at (400, 490); an X-wing facing it at y = `xY` (range 2 at 300, range 3 at 200) with
 * `tokens`.
 */
const vaderTable =
  (xY: number, tokens: Record<string, number> = {}, force = 1) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, xY, { tokens })],
      [imperial('v', 'academypilot', 400, 490, { upgrades: ['darthvader'], force })],
    );
const vaderPlay = (answer: 'pay' | 'pay:1' | 'refuse') =>
  playing(leaves('engagement'), () => answers(useAbilityOf('Darth Vader'), picks('unless', answer, 'x')));
const vaderHit = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'unless-refused', 'x').length + (shipOf(s, 'x').shields < 2 ? 1 : 0);

SPECS.push(
  {
    source: 'upgrade:darthvader:0',
    applies: kase(
      'a Force spent on the X-wing at range 2 with no green token: it suffers 1 damage',
      vaderTable(300),
      vaderPlay('refuse'),
      (s, seen) => {
        expect(offered(seen, 'Darth Vader')).toBe(true);
        expect(logged(s, 'ability-used', 'v').some((e) => e.text.includes('Darth Vader'))).toBe(true);
        // His one Force was spent, then recovered in the End Phase the play runs through (000 "Force Charges").
        expect(shipOf(s, 'v').force).toBe(1);
        expect(shipOf(s, 'x').shields).toBe(1);
      },
    ),
    doesNotApply: [
      kase('the X-wing at range 3: no ship to choose', vaderTable(200), vaderPlay('refuse'), (s, seen) => {
        expect(offered(seen, 'Darth Vader')).toBe(false);
        expect(vaderHit(s)).toBe(0);
      }),
      kase('no Force to spend: not offered', vaderTable(300, {}, 0), vaderPlay('refuse'), (s, seen) => {
        expect(offered(seen, 'Darth Vader')).toBe(false);
        expect(vaderHit(s)).toBe(0);
      }),
    ],
  },
  {
    source: 'upgrade:darthvader:0',
    applies: kase(
      'the X-wing holds a focus and an evade: its player removes the evade, no damage',
      vaderTable(300, { focus: 1, evade: 1 }),
      vaderPlay('pay:1'),
      (s, seen) => {
        expect(seen.find((d) => d.kind === 'unless')?.options.map((o) => o.id)).toEqual(['pay', 'pay:1', 'refuse']);
        expect(logged(s, 'cost-paid', 'x').map((e) => e.data?.costs)).toEqual([
          [{ kind: 'spend-token', token: 'evade', count: 1, removed: true }],
        ]);
        expect(logged(s, 'unless-paid', 'x')).toHaveLength(1);
        expect(shipOf(s, 'x').shields).toBe(2);
      },
    ),
    doesNotApply: kase(
      'the X-wing behind the TIE (out of its firing arc): not offered',
      () =>
        position(
          'engagement',
          [rebel('x', 'redsquadronveteran', 400, 650)],
          [imperial('v', 'academypilot', 400, 490, { upgrades: ['darthvader'], force: 1 })],
        ),
      vaderPlay('refuse'),
      (_s, seen) => expect(offered(seen, 'Darth Vader')).toBe(false),
    ),
  },
);

/**
 * K-2SO (000 "Phase 2: System Phase"; "Range"): a U-wing with him aboard at (400, 150), a wingman at (`wx`, 150); the
 * ship picks `pick`.
 */
const k2Table = (wx: number) => () =>
  position(
    'system',
    [rebel('k', 'bluesquadronscout', 400, 150, { upgrades: ['k2so'] }), rebel('w', 'redsquadronveteran', wx, 150)],
    [imperial('t', 'academypilot', 400, 800)],
  );
const k2Play = (pick: string) => playing(leaves('system'), () => picks('use-ability', `use:${pick}`, 'k'));
const k2Gained = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'token-gained', ship)
    .map((e) => e.data?.token)
    .filter((t) => t === 'calculate' || t === 'stress');

SPECS.push(
  {
    source: 'upgrade:k2so:0',
    applies: kase(
      'the wingman at range 2 picked: it gains a calculate and a stress',
      k2Table(580),
      k2Play('w'),
      (s, seen) => {
        expect(offered(seen, 'K-2SO')).toBe(true);
        expect(k2Gained(s, 'w')).toEqual(['calculate', 'stress']);
      },
    ),
    doesNotApply: kase(
      'the wingman beyond range 3, its own System Phase turn only: the wingman gains nothing',
      k2Table(880),
      k2Play('w'),
      (s) => {
        expect(k2Gained(s, 'w')).toEqual([]);
        expect(logged(s, 'ability-used', 'k')).toHaveLength(0);
      },
    ),
  },
  {
    source: 'upgrade:k2so:0',
    applies: kase('the ship picks itself', k2Table(880), k2Play('k'), (s) => {
      expect(k2Gained(s, 'k')).toEqual(['calculate', 'stress']);
    }),
    doesNotApply: kase(
      'an Engagement Phase: no System Phase turn, not offered',
      () =>
        position(
          'engagement',
          [rebel('k', 'bluesquadronscout', 400, 150, { upgrades: ['k2so'] })],
          [imperial('t', 'academypilot', 400, 800)],
        ),
      playing(leaves('engagement'), () => picks('use-ability', 'use:k', 'k')),
      (_s, seen) => expect(offered(seen, 'K-2SO')).toBe(false),
    ),
  },
);

/**
 * Captain Phasma (000 "Stress"; 001 Engagement Phase, its end): an Upsilon shuttle with her aboard facing down at
 * (400, 540), its front edge near y = 500; an X-wing facing it at y = `xY` (range 1 at 420, range 2 at 300), with
 * `tokens`. The game starts in `phase` and is played until it leaves it.
 */
const phasmaTable =
  (xY: number, tokens: Record<string, number> = {}, phase: 'engagement' | 'end' = 'engagement') =>
  () =>
    position(
      phase,
      [rebel('x', 'redsquadronveteran', 400, xY, { tokens })],
      [imperial('p', 'starkillerbasepilot', 400, 540, { upgrades: ['captainphasma'] })],
    );
const phasmaPlay = (phase: 'engagement' | 'end') => playing(leaves(phase));

SPECS.push({
  source: 'upgrade:captainphasma:0',
  applies: kase(
    'the Engagement Phase ends with an unstressed X-wing at range 1: it gains a stress token',
    phasmaTable(420),
    phasmaPlay('engagement'),
    (s) => {
      expect(logged(s, 'ability-used').some((e) => e.data?.source === 'upgrade:captainphasma:0')).toBe(true);
      expect(shipOf(s, 'x').tokens.stress).toBe(1);
    },
  ),
  doesNotApply: [
    kase('the X-wing is at range 2: no stress', phasmaTable(300), phasmaPlay('engagement'), (s) =>
      expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0),
    ),
    kase(
      'the X-wing is stressed already: no second token',
      phasmaTable(420, { stress: 1 }),
      phasmaPlay('engagement'),
      (s) => expect(shipOf(s, 'x').tokens.stress).toBe(1),
    ),
    kase(
      'the End Phase ends (not the Engagement Phase): no stress',
      phasmaTable(420, {}, 'end'),
      phasmaPlay('end'),
      (s) => expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0),
    ),
  ],
});

/**
 * Wolfpack (000 "Lock", "Strain"; 001 Engagement Phase): a TIE facing down at (400, 600) attacks a V-19 facing up at
 * (400, 400) (range 2). A V-19 with Wolfpack sits at (`wx`, `wy`) facing `heading`: at (250, 350) facing up the TIE
 * is in its front arc at range 3 and the defender at range 1–2; at (100, 50) the TIE is still in its front arc but the
 * defender is beyond range 3; facing down it has its back to the TIE.
 */
const wolfTable =
  (wx = 250, wy = 350, heading = 0) =>
  () =>
    position(
      'engagement',
      [
        rebel('d', 'bluesquadronprotector', 400, 400),
        rebel('w', 'goldsquadrontrooper', wx, wy, { upgrades: ['wolfpack'], pose: { x: wx, y: wy, heading } }),
      ],
      [imperial('a', 'academypilot', 400, 600)],
    );
const wolfPlay = attackPlay('a', 'd', () =>
  answers(rolls('a', 'attack', ['hit', 'hit', 'hit']), useAbilityOf('Wolfpack')),
);

SPECS.push({
  source: 'upgrade:wolfpack:0',
  applies: kase(
    'the TIE in its front arc attacks the V-19 nearby: strain for a lock',
    wolfTable(),
    wolfPlay,
    (s, seen) => {
      expect(offered(seen, 'Wolfpack')).toBe(true);
      expect(shipOf(s, 'd').tokens.strain).toBe(1);
      expect(shipOf(s, 'd').locks).toEqual([{ target: 'a' }]);
    },
  ),
  doesNotApply: [
    kase('the defender is beyond range 3 of it: not offered', wolfTable(100, 50), wolfPlay, (s, seen) => {
      expect(offered(seen, 'Wolfpack')).toBe(false);
      expect(shipOf(s, 'd').locks).toEqual([]);
    }),
    kase('the TIE is behind it: not offered', wolfTable(250, 350, 180), wolfPlay, (s, seen) => {
      expect(offered(seen, 'Wolfpack')).toBe(false);
      expect(shipOf(s, 'd').tokens.strain ?? 0).toBe(0);
    }),
  ],
});

/**
 * Jabba the Hutt (000 "Charges and the Force"; 001 End Phase): a Scum ship with him aboard (his charges `charges`) at
 * (400, 150); a wingman at (`wx`, 150) with Contraband Cybernetics holding `cyber` charges (range 1 at 520, beyond
 * range 2 at 800). The End Phase is played.
 */
const jabbaTable =
  (wx = 520, cyber = 0, charges = 4) =>
  () =>
    position(
      'end',
      [
        rebel('j', 'tansariipointveteran', 400, 150, { upgrades: [{ xws: 'jabbathehutt', charges }] }),
        rebel('w', 'tansariipointveteran', wx, 150, { upgrades: [{ xws: 'contrabandcybernetics', charges: cyber }] }),
      ],
      [imperial('t', 'academypilot', 400, 800)],
    );
const jabbaPlay = playing(leaves('end'), () =>
  answers(picks('use-ability', 'use:w', 'j'), picks('use-ability', 'use:charge:contrabandcybernetics', 'j')),
);
const cyberCharges = (s: Parameters<typeof shipOf>[0]) =>
  shipOf(s, 'w').upgrades.find((u) => u.xws === 'contrabandcybernetics')?.charges;

SPECS.push({
  source: 'upgrade:jabbathehutt:0',
  applies: kase(
    'the wingman at range 1 has spent its Contraband Cybernetics: it gets the charge back',
    jabbaTable(),
    jabbaPlay,
    (s, seen) => {
      expect(offered(seen, 'Jabba the Hutt')).toBe(true);
      expect(cyberCharges(s)).toBe(1);
      expect(shipOf(s, 'j').upgrades.find((u) => u.xws === 'jabbathehutt')?.charges).toBe(3);
    },
  ),
  doesNotApply: [
    kase('the wingman is beyond range 2: not offered', jabbaTable(800), jabbaPlay, (s, seen) => {
      expect(offered(seen, 'Jabba the Hutt')).toBe(false);
      expect(cyberCharges(s)).toBe(0);
    }),
    kase('its illicit card is full: not offered', jabbaTable(520, 1), jabbaPlay, (_s, seen) =>
      expect(offered(seen, 'Jabba the Hutt')).toBe(false),
    ),
    kase('Jabba has no charge left: not offered', jabbaTable(520, 0, 0), jabbaPlay, (s, seen) => {
      expect(offered(seen, 'Jabba the Hutt')).toBe(false);
      expect(cyberCharges(s)).toBe(0);
    }),
  ],
});

/**
 * Gamut Key (000 "End Phase", "Charges and the Force"): a Scum ship with the card (`charges`) facing up at (400, 300);
 * a TIE facing down at (400, `tieY`) with a focus and an evade token (range 1 at 420, range 2 at 520). The End Phase
 * is played.
 */
const gamutTable =
  (tieY = 420, charges = 2) =>
  () =>
    position(
      'end',
      [rebel('g', 'tansariipointveteran', 400, 300, { upgrades: [{ xws: 'gamutkey', charges }] })],
      [imperial('t', 'academypilot', 400, tieY, { tokens: { focus: 1, evade: 1 } })],
    );
const gamutPlay = playing(leaves('end'), () => picks('use-ability', 'use:t', 'g'));

SPECS.push({
  source: 'upgrade:gamutkey:0',
  applies: kase('the TIE at range 1: it keeps its focus and evade tokens', gamutTable(), gamutPlay, (s, seen) => {
    expect(offered(seen, 'Gamut Key')).toBe(true);
    expect(shipOf(s, 't').tokens.focus).toBe(1);
    expect(shipOf(s, 't').tokens.evade).toBe(1);
  }),
  doesNotApply: [
    kase('the TIE at range 2: not offered, its tokens go', gamutTable(520), gamutPlay, (s, seen) => {
      expect(offered(seen, 'Gamut Key')).toBe(false);
      expect(shipOf(s, 't').tokens.focus ?? 0).toBe(0);
    }),
    kase('one charge left: not offered', gamutTable(420, 1), gamutPlay, (s, seen) => {
      expect(offered(seen, 'Gamut Key')).toBe(false);
      expect(shipOf(s, 't').tokens.evade ?? 0).toBe(0);
    }),
  ],
});

/**
 * 0-0-0 (001 Engagement Phase, its start; 002 "Card abilities": the named ship's player decides): a Scum ship with the
 * card facing up at (400, 300); a TIE facing down at (400, `tieY`) (range 1 at 420, range 2 at 520).
 * The TIE's player answers `answer`.
 */
const zeroTable =
  (tieY = 420) =>
  () =>
    position(
      'engagement',
      [rebel('z', 'tansariipointveteran', 400, 300, { upgrades: ['000'] })],
      [imperial('t', 'academypilot', 400, tieY)],
    );
const zeroPlay = (answer: 'pay' | 'refuse') =>
  playing(leaves('engagement'), () => answers(picks('use-ability', 'use:t', 'z'), picks('unless', answer, 't')));

SPECS.push({
  source: 'upgrade:000:0',
  applies: kase(
    'the TIE at range 1 refuses the stress: a calculate token',
    zeroTable(),
    zeroPlay('refuse'),
    (s, seen) => {
      expect(offered(seen, '0-0-0')).toBe(true);
      expect(logged(s, 'token-gained', 'z').map((e) => e.data?.token)).toContain('calculate');
      expect(shipOf(s, 't').tokens.stress ?? 0).toBe(0);
    },
  ),
  doesNotApply: kase('the TIE at range 2: not offered', zeroTable(520), zeroPlay('refuse'), (s, seen) => {
    expect(offered(seen, '0-0-0')).toBe(false);
    expect(logged(s, 'token-gained', 'z')).toEqual([]);
  }),
});

/**
 * ISB Slicer (000 "End Phase"; supplement "Jam"): a TIE with the card facing down at (400, 500); an X-wing facing up at
 * (400, `xY`) with a jam and a focus token (range 1–2 at 300, range 3 at 150), and a friendly TIE with a jam token at
 * (200, 500). The End Phase is played.
 */
const slicerTable =
  (xY = 300) =>
  () =>
    position(
      'end',
      [rebel('x', 'redsquadronveteran', 400, xY, { tokens: { jam: 1, focus: 1 } })],
      [
        imperial('s', 'tansariipointveteran', 400, 500, { upgrades: ['isbslicer'] }),
        imperial('u', 'academypilot', 250, 500, { tokens: { jam: 1 } }),
      ],
    );

SPECS.push({
  source: 'upgrade:isbslicer:0',
  standing: true,
  applies: kase(
    'the X-wing at range 2 keeps its jam token, not its focus; the friendly TIE loses its own',
    slicerTable(),
    playing(leaves('end')),
    (s) => {
      expect(shipOf(s, 'x').tokens.jam).toBe(1);
      expect(shipOf(s, 'x').tokens.focus ?? 0).toBe(0);
      expect(shipOf(s, 'u').tokens.jam ?? 0).toBe(0);
    },
  ),
  doesNotApply: kase('the X-wing at range 3: its jam token goes', slicerTable(150), playing(leaves('end')), (s) => {
    expect(shipOf(s, 'x').tokens.jam ?? 0).toBe(0);
  }),
});

/**
 * Savage Opress (000 "Stress", "Arcs", "Charges and the Force"): a Z-95 with him aboard (one Force) at (400, 150)
 * facing `heading` (0: up the table), done activating; a Z-95 wingman facing up at (400, `fy`) revealing `dial` (a red
 * 3 K-turn ends it 160 further up, facing down: range 2 from 210, range 3 from 300). `enemy`: the K-turning Z-95 is an
 * enemy instead, coming down from (400, 450).
 */
const savageTable =
  (fy = 210, dial = '3K', heading = 0, enemy = false) =>
  () =>
    position(
      'activation',
      [
        rebel('s', 'binayrepirate', 400, 150, {
          upgrades: ['savageopress'],
          force: 1,
          round: { activated: true },
          pose: { x: 400, y: 150, heading },
        }),
        ...(enemy ? [] : [rebel('f', 'binayrepirate', 400, fy, { dial })]),
      ],
      [
        enemy
          ? imperial('f', 'binayrepirate', 400, 450, { dial })
          : imperial('t', 'academypilot', 100, 850, { dial: '1F' }),
      ],
    );
const savagePlay = playing(leaves('activation'), () =>
  answers(useAbilityOf('Savage Opress'), picks('choose-action', 'focus', 'f')),
);
const savageFocus = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'f').filter((e) => e.data?.token === 'focus').length;

SPECS.push({
  source: 'upgrade:savageopress:0',
  applies: kase(
    'the wingman K-turns into his front arc at range 2, stressed: a Force for a focus',
    savageTable(),
    savagePlay,
    (s, seen) => {
      expect(offered(seen, 'Savage Opress')).toBe(true);
      expect(savageFocus(s)).toBe(1);
    },
  ),
  doesNotApply: [
    kase('the wingman ends at range 3: not offered', savageTable(300), savagePlay, (_s, seen) =>
      expect(offered(seen, 'Savage Opress')).toBe(false),
    ),
    kase('his ship faces away from it: not offered', savageTable(210, '3K', 180), savagePlay, (_s, seen) =>
      expect(offered(seen, 'Savage Opress')).toBe(false),
    ),
    kase(
      'the wingman flies straight and focuses (no stress): not offered',
      savageTable(210, '1F'),
      savagePlay,
      (_s, seen) => expect(offered(seen, 'Savage Opress')).toBe(false),
    ),
    kase(
      'an enemy Z-95 K-turns in front of him: not offered',
      savageTable(210, '3K', 0, true),
      savagePlay,
      (_s, seen) => expect(offered(seen, 'Savage Opress')).toBe(false),
    ),
  ],
});

/**
 * Petty Officer Thanisson (000 "Stress", "Additional Token Rules"): a TIE with him aboard, done activating, facing
 * `heading` (180: down the table) at (400, `py`) with `tokens`; an X-wing at (400, 150) revealing `dial` (a red 4
 * K-turn ends it near (400, 350), stressed: range 1 of him at 470, range 3 at 620; a 2 straight ends it at (400, 270),
 * range 1 of him at 390). `friend`: the K-turning ship is a
 * TIE of his instead, the X-wing far away.
 */
const thanissonTable =
  (dial = '4K', py = 470, heading = 180, tokens: Record<string, number> = {}, friend = false) =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', friend ? 100 : 400, friend ? 60 : 150, { dial: friend ? '1F' : dial })],
      [
        imperial('p', 'academypilot', 400, py, {
          upgrades: ['pettyofficerthanisson'],
          tokens,
          round: { activated: true },
          pose: { x: 400, y: py, heading },
        }),
        ...(friend ? [imperial('u', 'academypilot', 400, 150, { dial, pose: { x: 400, y: 150, heading: 0 } })] : []),
      ],
    );
const thanissonPlay = playing(leaves('activation'), () =>
  answers(useAbilityOf('Petty Officer Thanisson'), picks('choose-action', 'focus', 'x')),
);

SPECS.push({
  source: 'upgrade:pettyofficerthanisson:0',
  applies: kase(
    'the X-wing K-turns in front of him, stressed: a stress token of his for a second one',
    thanissonTable(),
    thanissonPlay,
    (s, seen) => {
      expect(offered(seen, 'Petty Officer Thanisson')).toBe(true);
      expect(shipOf(s, 'x').tokens.stress).toBe(2);
      expect(shipOf(s, 'p').tokens.stress).toBe(1);
    },
  ),
  doesNotApply: [
    kase('he is stressed: not offered', thanissonTable('4K', 470, 180, { stress: 1 }), thanissonPlay, (s, seen) => {
      expect(offered(seen, 'Petty Officer Thanisson')).toBe(false);
      expect(shipOf(s, 'x').tokens.stress).toBe(1);
    }),
    kase('the X-wing ends at range 3: not offered', thanissonTable('4K', 620), thanissonPlay, (_s, seen) =>
      expect(offered(seen, 'Petty Officer Thanisson')).toBe(false),
    ),
    kase('he faces away from it: not offered', thanissonTable('4K', 470, 0), thanissonPlay, (_s, seen) =>
      expect(offered(seen, 'Petty Officer Thanisson')).toBe(false),
    ),
    kase(
      'the X-wing flies straight and focuses (a green token): not offered',
      thanissonTable('2F', 390),
      thanissonPlay,
      (_s, seen) => expect(offered(seen, 'Petty Officer Thanisson')).toBe(false),
    ),
    kase(
      'a TIE of his K-turns in front of him: not offered',
      thanissonTable('4K', 470, 180, {}, true),
      thanissonPlay,
      (_s, seen) => expect(offered(seen, 'Petty Officer Thanisson')).toBe(false),
    ),
    // R2-D2 (Resistance) gives the T-70 in front of him a deplete token in the End Phase.
    kase(
      'an enemy in front of him gains a deplete token in the End Phase: not offered',
      () =>
        position(
          'end',
          [rebel('x', 'bluesquadronrookie', 400, 350, { upgrades: ['r2d2-resistance'], shields: 0 })],
          [imperial('p', 'academypilot', 400, 470, { upgrades: ['pettyofficerthanisson'] })],
        ),
      playing(leaves('end'), () => answers(useAbilityOf('recover a shield'), useAbilityOf('Petty Officer Thanisson'))),
      (s, seen) => {
        expect(shipOf(s, 'x').tokens.deplete).toBe(1);
        expect(offered(seen, 'Petty Officer Thanisson')).toBe(false);
      },
    ),
  ],
});

/**
 * PZ-4CO (000 "Additional Token Rules", "Maneuver Difficulty"): a Scavenged YT-1300 with it aboard at (400, 150)
 * revealing `dial` (2F blue, 1B white) with `tokens`; a T-70 wingman at (`wx`, 150) revealing 1F (at 600: range 2 once
 * both have moved; at 800: range 3). The game starts in `phase` and is played until it leaves it.
 */
const pzTable =
  (
    dial = '2F',
    tokens: Record<string, number> = { calculate: 1, focus: 1 },
    wx = 600,
    phase: 'activation' | 'engagement' = 'activation',
  ) =>
  () =>
    position(
      phase,
      [
        rebel('p', 'resistancesympathizer', 400, 150, { upgrades: ['pz4co'], dial, tokens }),
        rebel('w', 'bluesquadronrookie', wx, 150, { dial: '1F' }),
      ],
      [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
    );
const pzPlay = (token: string, phase: 'activation' | 'engagement' = 'activation') =>
  playing(leaves(phase), () => answers(picks('use-ability', 'use:w', 'p'), picks('use-ability', `use:${token}`, 'p')));
const pzGiven = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'w')
    .filter((e) => e.data?.from === 'p')
    .map((e) => e.data?.token);

SPECS.push(
  {
    source: 'upgrade:pz4co:0',
    applies: kase(
      'after a blue maneuver: it moves its focus token to the wingman',
      pzTable(),
      pzPlay('focus'),
      (s, seen) => {
        expect(offered(seen, 'PZ-4CO')).toBe(true);
        expect(pzGiven(s)).toEqual(['focus']);
        expect(shipOf(s, 'p').tokens.focus ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase('the wingman at range 3: not offered', pzTable('2F', undefined, 800), pzPlay('focus'), (s, seen) => {
        expect(offered(seen, 'PZ-4CO')).toBe(false);
        expect(pzGiven(s)).toEqual([]);
      }),
      kase('no calculate or focus token: not offered', pzTable('2F', {}), pzPlay('focus'), (_s, seen) =>
        expect(offered(seen, 'PZ-4CO')).toBe(false),
      ),
      kase(
        'the Engagement Phase ends instead: not offered',
        pzTable('2F', undefined, 600, 'engagement'),
        pzPlay('focus', 'engagement'),
        (_s, seen) => expect(offered(seen, 'PZ-4CO')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:pz4co:0',
    applies: kase(
      'after a white maneuver only its calculate token may go',
      pzTable('1B'),
      pzPlay('calculate'),
      (s, seen) => {
        const asked = seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('PZ-4CO')).at(-1);
        expect(asked?.options.map((o) => o.id)).toEqual(['use:calculate', 'decline']);
        expect(pzGiven(s)).toEqual(['calculate']);
      },
    ),
    doesNotApply: kase('declined: nothing moves', pzTable('1B'), playing(leaves('activation')), (s) =>
      expect(pzGiven(s)).toEqual([]),
    ),
  },
);

/**
 * Chancellor Palpatine, second side (supplement "Coordinate"; 000 "Action Difficulty": purple costs a Force): an
 * ARC-170 with him aboard (side 1) and `force` at (400, 150) revealing 1F (a LAAT/i when a second `crew` is given), `talent` given (listed first, so its red coordinate is the one its bar offers); a `wing` pilot at
 * (550, 150) with `wingForce`, done activating, is at range 1–2 of it throughout. `wingActs`: instead the wingman (an
 * ARC-170 with Yoda aboard and a Force), not done activating, coordinates the ARC, which is done activating.
 */
const palpTable =
  (
    opts: {
      force?: number;
      talent?: string;
      crew?: string;
      wing?: string;
      wingForce?: number;
      wingActs?: boolean;
    } = {},
  ) =>
  () =>
    position(
      'activation',
      [
        rebel(
          'p',
          opts.talent ? 'squadsevenveteran' : opts.crew ? '212thbattalionpilot' : '104thbattalionpilot',
          400,
          150,
          {
            upgrades: [
              ...(opts.talent ? [opts.talent] : []),
              { xws: 'chancellorpalpatine', side: 1 },
              ...(opts.crew ? [opts.crew] : []),
            ],
            force: opts.force ?? 1,
            ...(opts.wingActs ? { round: { activated: true } } : { dial: '1F' }),
          },
        ),
        opts.wingActs
          ? rebel('w', '104thbattalionpilot', 550, 150, { upgrades: ['yoda'], force: 1, dial: '1F' })
          : rebel('w', opts.wing ?? 'goldsquadrontrooper', 550, 150, {
              round: { activated: true },
              force: opts.wingForce ?? 0,
            }),
      ],
      [imperial('t', 'academypilot', 100, 850, { dial: '1F' })],
    );
const palpPlay = (coordinator: string, coordinated: string, pick = 'focus', action = `coordinate:${coordinated}`) =>
  playing(leaves('activation'), () =>
    answers(
      picks('choose-action', action, coordinator),
      picks('choose-action', 'focus', coordinated),
      picks('use-ability', `use:${pick}`, 'p'),
    ),
  );
/** The tokens the wingman gained from abilities (a focus action's token is logged as the action). */
const palpGave = (s: Parameters<typeof logged>[0]) => logged(s, 'token-gained', 'w').map((e) => e.data?.token);
const palpUsed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'ability-used').filter((e) => e.data?.source === 'upgrade:chancellorpalpatine:1').length;

SPECS.push(
  {
    source: 'upgrade:chancellorpalpatine:1',
    applies: kase(
      'a purple coordinate: the wingman focuses, then gains a stress and a second focus',
      palpTable(),
      palpPlay('p', 'w'),
      (s, seen) => {
        const asked = seen.find((d) => d.kind === 'use-ability' && d.prompt.includes('Chancellor Palpatine'));
        expect(asked?.options.map((o) => o.id)).toEqual(['use:focus', 'decline']);
        expect(logged(s, 'action-performed', 'w').map((e) => e.data?.action)).toEqual(['focus']);
        expect(palpGave(s)).toEqual(['stress', 'focus']);
      },
    ),
    doesNotApply: [
      kase(
        'no Force: a red coordinate (Squad Leader) instead, nothing given',
        palpTable({ force: 0, talent: 'squadleader' }),
        palpPlay('p', 'w'),
        (s) => {
          expect(logged(s, 'action-performed', 'p').map((e) => e.data?.difficulty)).toEqual(['red']);
          expect(palpGave(s)).toEqual([]);
          expect(palpUsed(s)).toBe(0);
        },
      ),
      kase(
        'it focuses instead of coordinating: nothing given',
        palpTable(),
        palpPlay('p', 'w', 'focus', 'focus'),
        (s) => {
          expect(logged(s, 'action-performed', 'p').map((e) => e.data?.action)).toEqual(['focus']);
          expect(palpGave(s)).toEqual([]);
        },
      ),
      kase(
        'a purple evade (Kit Fisto aboard) instead of coordinating: nothing given',
        palpTable({ crew: 'kitfisto' }),
        palpPlay('p', 'p', 'focus', 'evade'),
        (s) => {
          expect(logged(s, 'action-performed', 'p').map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
            ['evade', 'purple'],
          ]);
          expect(palpUsed(s)).toBe(0);
        },
      ),
      kase(
        'the wingman coordinates it with a purple coordinate: its card gives nothing',
        palpTable({ wingActs: true }),
        palpPlay('w', 'p'),
        (s) => {
          expect(logged(s, 'action-performed', 'w').map((e) => e.data?.difficulty)).toEqual(['purple']);
          expect(palpGave(s)).toEqual([]);
          expect(logged(s, 'token-gained', 'p')).toEqual([]);
        },
      ),
    ],
  },
  {
    source: 'upgrade:chancellorpalpatine:1',
    applies: kase(
      'a Jedi wingman with no Force left: it picks one Force back',
      palpTable({ wing: 'jediknight' }),
      palpPlay('p', 'w', 'force'),
      (s) => {
        expect(palpGave(s)).toEqual(['stress']);
        expect(logged(s, 'force-recovered', 'w').filter((e) => e.text.includes('Chancellor Palpatine'))).toHaveLength(
          1,
        );
      },
    ),
    doesNotApply: kase(
      'no Force for the purple coordinate: the Jedi wingman gets nothing',
      palpTable({ wing: 'jediknight', force: 0 }),
      palpPlay('p', 'w', 'force'),
      (s) => expect(palpGave(s)).toEqual([]),
    ),
  },
);

/**
 * Greef Karga (supplement "Coordinate"; 000 "Lock"): a Scum HWK-290 with him aboard at (400, 150) revealing 1F, holding
 * `locks`; a Y-wing wingman at (550, 150) done activating (with Squad Leader when `wingCoordinates`: it then activates
 * and coordinates the HWK, which is done); a TIE far up the table.
 */
const greefTable =
  (locks: string[] = ['t'], wingCoordinates = false) =>
  () =>
    position(
      'activation',
      [
        rebel('g', 'spicerunner', 400, 150, {
          upgrades: ['greefkarga'],
          locks,
          ...(wingCoordinates ? { round: { activated: true } } : { dial: '1F' }),
        }),
        rebel(
          'w',
          'amaxinewarrior',
          550,
          150,
          wingCoordinates ? { upgrades: ['squadleader'], dial: '1F' } : { round: { activated: true } },
        ),
      ],
      [imperial('t', 'academypilot', 400, 800, { dial: '1F' })],
    );
const greefPlay = (actor: string, action: string, coordinated: string) =>
  playing(leaves('activation'), () =>
    answers(
      picks('choose-action', action, actor),
      picks('choose-action', 'focus', coordinated),
      picks('use-ability', 'use:t'),
    ),
  );
const wingLocks = (s: Parameters<typeof logged>[0]) => shipOf(s, 'w').locks.map((l) => l.target);

SPECS.push({
  source: 'upgrade:greefkarga:0',
  applies: kase(
    'the HWK coordinates the Y-wing, which focuses, then locks the TIE the HWK has locked',
    greefTable(),
    greefPlay('g', 'coordinate:w', 'w'),
    (s, seen) => {
      expect(offered(seen, 'Greef Karga')).toBe(true);
      expect(logged(s, 'action-performed', 'w').map((e) => e.data?.action)).toEqual(['focus']);
      expect(wingLocks(s)).toEqual(['t']);
    },
  ),
  doesNotApply: [
    kase('the HWK has locked nothing: not offered', greefTable([]), greefPlay('g', 'coordinate:w', 'w'), (s, seen) => {
      expect(offered(seen, 'Greef Karga')).toBe(false);
      expect(wingLocks(s)).toEqual([]);
    }),
    kase('the HWK focuses instead: not offered', greefTable(), greefPlay('g', 'focus', 'w'), (s, seen) => {
      expect(offered(seen, 'Greef Karga')).toBe(false);
      expect(wingLocks(s)).toEqual([]);
    }),
    kase(
      'the Y-wing coordinates the HWK: his card gives nothing',
      greefTable(['t'], true),
      greefPlay('w', 'coordinate:g', 'g'),
      (s, seen) => {
        expect(logged(s, 'action-performed', 'g').map((e) => e.data?.action)).toEqual(['focus']);
        expect(offered(seen, 'Greef Karga')).toBe(false);
        expect(wingLocks(s)).toEqual([]);
      },
    ),
  ],
});

/**
 * 4-LOM (000 "Phase 5: End Phase", "Additional Token Rules": transfer): an X-wing `l` with him and `tokens`,
 * a TIE at (400, `tY`): range 1 at 240, range 2 at 330.
 */
const lomTable =
  (tY: number, tokens: Record<string, number> = { stress: 1, calculate: 1 }) =>
  () =>
    position(
      'end',
      [rebel('l', 'redsquadronveteran', 400, 150, { upgrades: ['4lom-armedanddangerous'], tokens })],
      [imperial('t', 'academypilot', 400, tY)],
    );
const lomPlay = playing(leaves('end'), () => useAbilityOf('4-LOM'));

SPECS.push({
  source: 'upgrade:4lom-armedanddangerous:0',
  applies: kase('the TIE at range 1: the stress moves onto it', lomTable(240), lomPlay, (s, seen) => {
    expect(offered(seen, '4-LOM')).toBe(true);
    expect(logged(s, 'token-gained', 't').map((e) => e.data?.token)).toEqual(['stress']);
    expect(shipOf(s, 'l').tokens.stress ?? 0).toBe(0);
  }),
  doesNotApply: [
    kase('the TIE at range 2: no one to pick', lomTable(330), lomPlay, (s, seen) => {
      expect(offered(seen, '4-LOM')).toBe(false);
      expect(shipOf(s, 'l').tokens.stress).toBe(1);
    }),
    kase('not stressed: not offered', lomTable(240, { calculate: 1 }), lomPlay, (_s, seen) =>
      expect(offered(seen, '4-LOM')).toBe(false),
    ),
    kase('no calculate token: not offered', lomTable(240, { stress: 1 }), lomPlay, (_s, seen) =>
      expect(offered(seen, '4-LOM')).toBe(false),
    ),
  ],
});

/**
 * TODO-360 (000 "Phase 2: System Phase"): an X-wing `d` with it (`charges`, `tokens`) and a stressed wingman `w`
 * carrying none, each in its own System Phase turn.
 */
const todoTable =
  (tokens: Record<string, number>, charges = 2) =>
  () =>
    position(
      'system',
      [
        rebel('d', 'redsquadronveteran', 400, 150, {
          upgrades: [{ xws: 'todo360-armedanddangerous', charges }],
          tokens,
        }),
        rebel('w', 'bluesquadronescort', 200, 150, { tokens: { stress: 1 } }),
      ],
      [imperial('t', 'academypilot', 400, 800)],
    );
const todoPlay = playing(leaves('system'), () => useAbilityOf('TODO-360'));
const todoGained = (s: Parameters<typeof logged>[0]) => logged(s, 'token-gained', 'd').map((e) => e.data?.token);

SPECS.push({
  source: 'upgrade:todo360-armedanddangerous:0',
  applies: kase(
    'two stress, a charge left: one stress for a strain and a calculate, asked once',
    todoTable({ stress: 2 }),
    todoPlay,
    (s, seen) => {
      expect(seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('TODO-360'))).toHaveLength(1);
      // The game runs on past the System Phase (no dial set: the unset dial's stress comes later).
      expect(logged(s, 'token-removed', 'd')[0]?.data).toMatchObject({ token: 'stress' });
      expect(todoGained(s).slice(0, 2)).toEqual(['strain', 'calculate']);
    },
  ),
  doesNotApply: [
    kase('not stressed (its wingman is): not offered', todoTable({}), todoPlay, (_s, seen) =>
      expect(offered(seen, 'TODO-360')).toBe(false),
    ),
    kase('no charge left: not offered', todoTable({ stress: 1 }, 0), todoPlay, (_s, seen) =>
      expect(offered(seen, 'TODO-360')).toBe(false),
    ),
  ],
});

/** R2-D2 (crew; 000 "Phase 5: End Phase", "Damage Cards"): an X-wing `r` with him, its `shields` and facedown cards. */
const r2Table = (shields: number, cards: number) => () =>
  position(
    'end',
    [
      rebel('r', 'redsquadronveteran', 400, 150, {
        upgrades: ['r2d2-crew'],
        shields,
        damage: Array.from({ length: cards }, () => ({ card: 'blindedpilot', faceup: false })),
      }),
    ],
    [imperial('t', 'academypilot', 400, 800)],
  );
const r2Play = playing(leaves('end'), () => answers(useAbilityOf('R2-D2'), abilityDie('R2-D2', 'hit')));

SPECS.push({
  source: 'upgrade:r2d2-crew:0',
  applies: kase('damaged, no shield: a shield back, the hit exposes a card', r2Table(0, 2), r2Play, (s, seen) => {
    expect(offered(seen, 'R2-D2')).toBe(true);
    expect(shipOf(s, 'r').shields).toBe(1);
    expect(shipOf(s, 'r').damage.filter((d) => d.faceup)).toHaveLength(1);
  }),
  doesNotApply: [
    kase('a shield left: not offered', r2Table(1, 2), r2Play, (s, seen) => {
      expect(offered(seen, 'R2-D2')).toBe(false);
      expect(shipOf(s, 'r').shields).toBe(1);
    }),
    kase('no damage card: not offered', r2Table(0, 0), r2Play, (s, seen) => {
      expect(offered(seen, 'R2-D2')).toBe(false);
      expect(shipOf(s, 'r').shields).toBe(0);
    }),
  ],
});

/**
 * GNK "Gonk" Droid (000 "Actions", "Charges and the Force"; Setup: 000 "Setup"): an X-wing `g` with it (`charges`)
 * and `shields`, acting in the Activation Phase with `pick`, the action option it takes.
 */
const gonkTable = (charges: number, shields: number) => () =>
  position(
    'activation',
    [rebel('g', 'redsquadronveteran', 400, 150, { dial: '2F', upgrades: [{ xws: 'gnkgonkdroid', charges }], shields })],
    [farTie()],
  );
const gonkPlay = (pick: string) => playing(leaves('activation'), () => picks('choose-action', pick, 'g'));
const gonkCharge = (s: Parameters<typeof shipOf>[0]) =>
  shipOf(s, 'g').upgrades.find((u) => u.xws === 'gnkgonkdroid')?.charges;

SPECS.push(
  {
    source: 'upgrade:gnkgonkdroid:0',
    applies: kase(
      'its charge spent: the action recovers it',
      gonkTable(0, 2),
      gonkPlay('card:upgrade:gnkgonkdroid:0#1'),
      (s, seen) => {
        expect(seen.some((d) => d.options.some((o) => o.id === 'card:upgrade:gnkgonkdroid:0#2'))).toBe(false);
        expect(gonkCharge(s)).toBe(1);
      },
    ),
    doesNotApply: kase(
      'its charge there, shields full: neither action offered',
      gonkTable(1, 2),
      gonkPlay('card:upgrade:gnkgonkdroid'),
      (s, seen) => {
        expect(seen.some((d) => d.options.some((o) => o.id.startsWith('card:upgrade:gnkgonkdroid')))).toBe(false);
        expect(gonkCharge(s)).toBe(1);
      },
    ),
  },
  {
    source: 'upgrade:gnkgonkdroid:0',
    applies: kase(
      'a shield down: the charge spent for it',
      gonkTable(1, 1),
      gonkPlay('card:upgrade:gnkgonkdroid:0#2'),
      (s) => {
        expect(shipOf(s, 'g').shields).toBe(2);
        expect(gonkCharge(s)).toBe(0);
      },
    ),
    doesNotApply: kase(
      'a shield down, no charge: only the recovery offered',
      gonkTable(0, 1),
      gonkPlay('card:upgrade:gnkgonkdroid:0#2'),
      (s) => {
        expect(shipOf(s, 'g').shields).toBe(1);
      },
    ),
  },
);

/**
 * Kit Fisto (000 "Action Difficulty", "Charges and the Force"): an X-wing `k` with him (`force`), a wingman `w` at
 * (`wx`, 150): range 1 at 300, range 3 at 40; the X-wing picks the wingman.
 */
const kitTable =
  (wx: number, force = 1) =>
  () =>
    position(
      'engagement',
      [
        rebel('k', 'redsquadronveteran', 400, 150, { upgrades: ['kitfisto'], force }),
        rebel('w', 'bluesquadronescort', wx, 150),
      ],
      [imperial('t', 'academypilot', 400, 800)],
    );
const kitPlay = playing(leaves('engagement'), () =>
  answers(picks('use-ability', 'use:w', 'k'), picks('choose-action', 'evade', 'w')),
);

SPECS.push({
  source: 'upgrade:kitfisto:0',
  applies: kase('a Force spent: the wingman at range 1 evades (red)', kitTable(300), kitPlay, (s, seen) => {
    expect(offered(seen, 'Kit Fisto')).toBe(true);
    expect(logged(s, 'action-performed', 'w')).toHaveLength(1);
    expect(logged(s, 'stress-gained', 'w')).toHaveLength(1);
  }),
  doesNotApply: [
    kase('no Force: not offered', kitTable(300, 0), kitPlay, (_s, seen) =>
      expect(offered(seen, 'Kit Fisto')).toBe(false),
    ),
    kase('the wingman beyond range 1: it does not act', kitTable(40), kitPlay, (s) =>
      expect(logged(s, 'action-performed', 'w')).toHaveLength(0),
    ),
  ],
});

/**
 * C-3PO (crew; 000 "List of Actions": Coordinate, Calculate): an X-wing `c` with him at (400, 150), a wingman `w` with
 * `wingUp` (IG-88D: a calculate action on its bar) at (`wx`, 150): range 3 at 760; `pick`: the action `c` takes,
 * `wPick` the wingman's.
 */
const c3Table =
  (wx: number, wingUp: string[] = ['ig88d']) =>
  () =>
    position(
      'activation',
      [
        rebel('c', 'redsquadronveteran', 400, 150, { dial: '2F', upgrades: ['c3po-crew'] }),
        rebel('w', 'bluesquadronescort', wx, 150, { dial: '2F', upgrades: wingUp }),
      ],
      [imperial('t', 'academypilot', 400, 850, { dial: '1F' })],
    );
const c3Offered = (seen: Decision[]) =>
  seen.some((d) => d.kind === 'choose-action' && d.ship === 'c' && d.options.some((o) => o.id === 'coordinate:w'));
const c3Play = (pick: string, wPick = 'pass') =>
  playing(leaves('activation'), () => answers(picks('choose-action', pick, 'c'), picks('choose-action', wPick, 'w')));
const c3Calcs = (s: Parameters<typeof shipOf>[0]) =>
  logged(s, 'token-gained', 'c').filter((e) => e.data?.token === 'calculate').length;

SPECS.push(
  {
    source: 'upgrade:c3po-crew:0',
    standing: true,
    applies: kase(
      'the wingman at range 3 has a calculate action: it may be coordinated',
      c3Table(760),
      c3Play('pass'),
      (_s, seen) => expect(c3Offered(seen)).toBe(true),
    ),
    doesNotApply: kase('the wingman at range 3 has none: it may not', c3Table(760, []), c3Play('pass'), (_s, seen) =>
      expect(c3Offered(seen)).toBe(false),
    ),
  },
  {
    source: 'upgrade:c3po-crew:0',
    applies: kase('a calculate action: one more calculate token', c3Table(760), c3Play('calculate'), (s) =>
      expect(c3Calcs(s)).toBe(1),
    ),
    doesNotApply: [
      kase('a focus action: nothing', c3Table(760), c3Play('focus'), (s) => expect(c3Calcs(s)).toBe(0)),
      kase('the wingman calculates: nothing for the C-3PO ship', c3Table(760), c3Play('pass', 'calculate'), (s) => {
        expect(logged(s, 'action-performed', 'w')).toHaveLength(1);
        expect(c3Calcs(s)).toBe(0);
      }),
    ],
  },
);

/**
 * Amilyn Holdo (000 "Additional Token Rules": transfer): an X-wing `h` with her, a focus and a stress, a wingman `w`
 * holding an evade at (`wx`, 150) (range 1 at 300, beyond range 2 at 40), before `h` engages.
 */
const holdoTable = (wx: number) => () =>
  position(
    'engagement',
    [
      rebel('h', 'redsquadronveteran', 400, 150, { upgrades: ['amilynholdo'], tokens: { focus: 1, stress: 1 } }),
      rebel('w', 'bluesquadronescort', wx, 150, { tokens: { evade: 1 } }),
    ],
    [imperial('t', 'academypilot', 400, 850)],
  );
const holdoPlay = playing(leaves('engagement'), () =>
  answers(
    picks('use-ability', 'use:w', 'h'),
    (d) =>
      d.kind === 'use-ability' && d.ship === 'h' && d.options.some((o) => o.id === 'use:stress')
        ? ['use:stress']
        : undefined,
    picks('use-ability', 'use:evade', 'h'),
  ),
);

SPECS.push({
  source: 'upgrade:amilynholdo:0',
  applies: kase('the wingman at range 1: her stress for its evade', holdoTable(300), holdoPlay, (s, seen) => {
    expect(offered(seen, 'Amilyn Holdo')).toBe(true);
    expect(logged(s, 'token-gained', 'w').map((e) => e.data?.token)).toEqual(['stress']);
    expect(logged(s, 'token-gained', 'h').map((e) => e.data?.token)).toEqual(['evade']);
  }),
  doesNotApply: [
    kase('the wingman beyond range 2: nothing to pick', holdoTable(40), holdoPlay, (s, seen) => {
      expect(offered(seen, 'Amilyn Holdo')).toBe(false);
      expect(logged(s, 'token-gained', 'w')).toHaveLength(0);
    }),
    kase(
      'the wingman engages first (higher initiative): nothing as it declares',
      () =>
        position(
          'engagement',
          [
            rebel('h', 'bluesquadronescort', 400, 150, { upgrades: ['amilynholdo'], tokens: { focus: 1, stress: 1 } }),
            rebel('w', 'redsquadronveteran', 300, 150, { tokens: { evade: 1 } }),
          ],
          [imperial('t', 'academypilot', 300, 400)],
        ),
      playing(
        (s) => s.pending?.kind === 'declare-attack' && s.pending.ship === 'w',
        () => picks('use-ability', 'use:w', 'h'),
      ),
      (_s, seen) => expect(offered(seen, 'Amilyn Holdo')).toBe(false),
    ),
  ],
});

/**
 * R0-GR (000 "Stress", "List of Actions": Jam): an HWK-290 `h` (a red jam on its bar) with it and `stress`, a TIE at
 * range 1 once both move (500, 330), in the Activation Phase; `pick`: its action.
 */
const r0Table =
  (stress: number, more: string[] = [], pilot = 'rebelscout', dial = '1F', crew = 'r0gr-evacuationofdqar') =>
  () =>
    position(
      'activation',
      [
        rebel('h', pilot, 400, 150, {
          dial,
          upgrades: [crew, ...more],
          tokens: { stress },
        }),
      ],
      [imperial('t', 'academypilot', 500, 330, { dial: '1F' })],
    );
const r0Play = (pick: string) => playing(leaves('activation'), () => picks('choose-action', pick, 'h'));
const hOffersJam = (seen: Decision[], difficulty = 'red') =>
  seen.some(
    (d) =>
      d.kind === 'choose-action' &&
      d.ship === 'h' &&
      d.options.some((o) => o.id.startsWith('jam:') && o.data?.difficulty === difficulty),
  );
const r0Calcs = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'h').filter((e) => e.data?.token === 'calculate').length;

SPECS.push(
  {
    source: 'upgrade:r0gr-evacuationofdqar:0',
    standing: true,
    applies: kase('two stress tokens: the red jam is offered', r0Table(2), r0Play('pass'), (_s, seen) =>
      expect(hOffersJam(seen)).toBe(true),
    ),
    doesNotApply: kase(
      'four stress tokens (three after its blue 1F): no action at all',
      r0Table(4),
      r0Play('pass'),
      (_s, seen) => expect(hOffersJam(seen)).toBe(false),
    ),
  },
  {
    source: 'upgrade:r0gr-evacuationofdqar:0',
    standing: true,
    applies: kase(
      "an X-wing with K-2SO's white jam, two stress tokens: offered",
      r0Table(2, ['k2so'], 'redsquadronveteran', '2F'),
      r0Play('pass'),
      (_s, seen) => expect(hOffersJam(seen, 'white')).toBe(true),
    ),
    doesNotApply: kase(
      "K-2SO's white jam, four stress tokens: not offered",
      r0Table(4, ['k2so'], 'redsquadronveteran', '2F'),
      r0Play('pass'),
      (_s, seen) => expect(hOffersJam(seen, 'white')).toBe(false),
    ),
  },
  {
    source: 'upgrade:r0gr-evacuationofdqar:0',
    applies: kase('it jams the TIE: a calculate token', r0Table(0), r0Play('jam:t'), (s) => expect(r0Calcs(s)).toBe(1)),
    doesNotApply: [
      kase('it focuses: none', r0Table(0), r0Play('focus'), (s) => {
        expect(logged(s, 'action-performed', 'h')).toHaveLength(1);
        expect(r0Calcs(s)).toBe(0);
      }),
      kase(
        'a wingman (Squad Leader) coordinates it: none for the R0-GR ship',
        () =>
          position(
            'activation',
            [
              rebel('h', 'rebelscout', 400, 150, { dial: '1F', upgrades: ['r0gr-evacuationofdqar'] }),
              rebel('w', 'redsquadronveteran', 540, 150, { dial: '2F', upgrades: ['squadleader'] }),
            ],
            [imperial('t', 'academypilot', 400, 850, { dial: '1F' })],
          ),
        playing(leaves('activation'), () => picks('choose-action', 'coordinate:h', 'w')),
        (s) => {
          expect(logged(s, 'action-performed', 'w')).toHaveLength(1);
          expect(r0Calcs(s)).toBe(0);
        },
      ),
    ],
  },
);

/**
 * Protectorate Gleb (000 "Additional Token Rules": transfer; "List of Actions": Coordinate): a U-wing `g` with him and
 * a disarm token, a wingman `w` at range 1; `pick`: the U-wing's action.
 */
const glebTable =
  (tokens: Record<string, number> = { disarm: 1 }, wUp: string[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('g', 'bluesquadronscout', 400, 150, { dial: '2F', upgrades: ['protectorategleb'], tokens }),
        rebel('w', 'redsquadronveteran', 520, 150, { dial: '2F', upgrades: wUp }),
      ],
      [imperial('t', 'academypilot', 400, 850, { dial: '1F' })],
    );
const glebPlay = (pick: string, who = 'g') =>
  playing(leaves('activation'), () =>
    answers(picks('choose-action', pick, who), picks('use-ability', 'use:disarm', 'g')),
  );

SPECS.push({
  source: 'upgrade:protectorategleb:0',
  applies: kase(
    'it coordinates the wingman: the disarm token goes to it',
    glebTable(),
    glebPlay('coordinate:w'),
    (s, seen) => {
      expect(offered(seen, 'Protectorate Gleb')).toBe(true);
      expect(logged(s, 'token-gained', 'w').map((e) => e.data?.token)).toContain('disarm');
    },
  ),
  doesNotApply: [
    kase(
      'the wingman (Squad Leader) coordinates the U-wing: not offered',
      glebTable({ disarm: 1 }, ['squadleader']),
      glebPlay('coordinate:g', 'w'),
      (s, seen) => {
        expect(logged(s, 'action-performed', 'w')).toHaveLength(1);
        expect(offered(seen, 'Protectorate Gleb')).toBe(false);
      },
    ),
    kase('it focuses: not offered', glebTable(), glebPlay('focus'), (s, seen) => {
      expect(offered(seen, 'Protectorate Gleb')).toBe(false);
      expect(logged(s, 'token-gained', 'w')).toHaveLength(0);
    }),
  ],
});

/**
 * L'Armadacy (000 "Stress", "Action Difficulty"): an X-wing `h` with her and K-2SO (a white jam) and `stress`, its blue
 * 2F taking one off, a TIE at range 1 once both move (500, 330): its jam is offered red while stressed, white when not.
 */
const armadacyUps = (stress: number) => r0Table(stress, ['k2so'], 'redsquadronveteran', '2F', 'larmadacy');

SPECS.push({
  source: 'upgrade:larmadacy:0',
  standing: true,
  applies: kase(
    'two stress (one after its blue 2F): the jam offered, red',
    armadacyUps(2),
    r0Play('pass'),
    (_s, seen) => {
      expect(hOffersJam(seen, 'red')).toBe(true);
      expect(hOffersJam(seen, 'white')).toBe(false);
    },
  ),
  doesNotApply: [
    kase('four stress (three after the 2F): no jam', armadacyUps(4), r0Play('pass'), (_s, seen) =>
      expect(hOffersJam(seen, 'red') || hOffersJam(seen, 'white')).toBe(false),
    ),
    kase('unstressed: the jam stays white', armadacyUps(0), r0Play('pass'), (_s, seen) =>
      expect(hOffersJam(seen, 'white')).toBe(true),
    ),
  ],
});

/**
 * Kanan Jarrus (crew; 000 "Maneuver Difficulty", "Charges and the Force"): an X-wing `k` with him (`force`) revealing
 * `kDial` with `kStress`, a wingman `w` at (`wx`, 150) revealing `wDial` with `wStress` (range 1 at 520, range 3 at 40).
 */
const kananTable =
  (o: { kDial?: string; kStress?: number; wDial?: string; wStress?: number; wx?: number; force?: number }) => () =>
    position(
      'activation',
      [
        rebel('k', 'redsquadronveteran', 400, 150, {
          dial: o.kDial ?? '3F',
          upgrades: ['kananjarrus'],
          force: o.force ?? 1,
          tokens: { stress: o.kStress ?? 0 },
        }),
        rebel('w', 'bluesquadronescort', o.wx ?? 520, 150, {
          dial: o.wDial ?? '3F',
          tokens: { stress: o.wStress ?? 0 },
        }),
      ],
      [imperial('t', 'academypilot', 400, 850, { dial: '1F' })],
    );
const kananPlay = playing(leaves('activation'), () => useAbilityOf('Kanan Jarrus'));
const kananRemoved = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'token-removed', ship).filter((e) => e.data?.token === 'stress').length;

SPECS.push(
  {
    source: 'upgrade:kananjarrus:0',
    applies: kase('his own white 3F, stressed: a Force for the stress', kananTable({ kStress: 1 }), kananPlay, (s) =>
      expect(kananRemoved(s, 'k')).toBe(1),
    ),
    doesNotApply: [
      kase(
        'his own red 4K (its stress then his only one): not offered',
        kananTable({ kDial: '4K' }),
        kananPlay,
        (s, seen) => {
          expect(offered(seen, 'Kanan Jarrus')).toBe(false);
          expect(kananRemoved(s, 'k')).toBe(0);
        },
      ),
      kase(
        'stressed, his wingman at range 1 flies a white 3F first: offered once, for his own 3F',
        kananTable({ kStress: 1 }),
        playing(leaves('activation')),
        (_s, seen) =>
          expect(seen.filter((d) => d.kind === 'use-ability' && d.prompt.includes('Kanan Jarrus'))).toHaveLength(1),
      ),
      kase(
        'not stressed (his wingman is, out of reach): not offered',
        kananTable({ wStress: 1, wx: 40 }),
        kananPlay,
        (_s, seen) => expect(offered(seen, 'Kanan Jarrus')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:kananjarrus:0',
    applies: kase(
      'the wingman at range 1, stressed, a white 3F: its stress removed',
      kananTable({ wStress: 1 }),
      kananPlay,
      (s) => expect(kananRemoved(s, 'w')).toBe(1),
    ),
    doesNotApply: [
      kase('the wingman at range 3: not offered', kananTable({ wStress: 1, wx: 40 }), kananPlay, (s, seen) => {
        expect(offered(seen, 'Kanan Jarrus')).toBe(false);
        expect(kananRemoved(s, 'w')).toBe(0);
      }),
      kase("the wingman's red 4K (stressed by it): not offered", kananTable({ wDial: '4K' }), kananPlay, (_s, seen) =>
        expect(offered(seen, 'Kanan Jarrus')).toBe(false),
      ),
      kase('no Force: not offered', kananTable({ wStress: 1, force: 0 }), kananPlay, (_s, seen) =>
        expect(offered(seen, 'Kanan Jarrus')).toBe(false),
      ),
      kase(
        'an enemy TIE stressed at range 1 flies a white maneuver: not offered',
        () =>
          position(
            'activation',
            [rebel('k', 'redsquadronveteran', 400, 150, { dial: '1B', upgrades: ['kananjarrus'], force: 1 })],
            [imperial('t', 'academypilot', 400, 330, { dial: '1B', tokens: { stress: 1 } })],
          ),
        kananPlay,
        (_s, seen) => expect(offered(seen, 'Kanan Jarrus')).toBe(false),
      ),
    ],
  },
);

/**
 * Obi-Wan Kenobi (crew; 000 "Modifying Dice": a focus token spent): an X-wing `o` with him (`force`) and a wingman `w`
 * at (`wx`, 300), each with a focus token, facing a TIE at range 1; `attacker` attacks it, spending its focus.
 */
const obiTable =
  (wx: number, force = 1, token = 'focus') =>
  () =>
    position(
      'engagement',
      [
        rebel('o', 'redsquadronveteran', 400, 300, { upgrades: ['obiwankenobi'], force, tokens: { [token]: 1 } }),
        rebel('w', 'bluesquadronescort', wx, 300, { tokens: { [token]: 1 } }),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const obiPlay = (attacker: string, token = 'focus') =>
  attackPlay(attacker, 't', () =>
    answers(
      rolls(attacker, 'attack', ['focus', 'hit', 'hit']),
      rolls('t', 'defense', ['focus']),
      modifiesWith(token, 2),
      useAbilityOf('Obi-Wan Kenobi'),
    ),
  );
const obiFocus = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'token-gained', ship).filter((e) => e.data?.token === 'focus').length;

SPECS.push(
  {
    source: 'upgrade:obiwankenobi:0',
    applies: kase('he spends his focus: a Force for a new one', obiTable(520), obiPlay('o'), (s, seen) => {
      expect(offered(seen, 'Obi-Wan Kenobi')).toBe(true);
      expect(obiFocus(s, 'o')).toBe(1);
    }),
    doesNotApply: [
      kase('no Force: not offered', obiTable(520, 0), obiPlay('o'), (_s, seen) =>
        expect(offered(seen, 'Obi-Wan Kenobi')).toBe(false),
      ),
      kase(
        'he spends a calculate token: not offered',
        obiTable(520, 1, 'calculate'),
        obiPlay('o', 'calculate'),
        (s, seen) => {
          expect(
            seen.some((d) => d.kind === 'modify-attack-dice' && d.options.some((o) => o.label.includes('calculate'))),
          ).toBe(true);
          expect(offered(seen, 'Obi-Wan Kenobi')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'upgrade:obiwankenobi:0',
    applies: kase('the wingman at range 1 spends its focus: it gains another', obiTable(520), obiPlay('w'), (s) => {
      expect(obiFocus(s, 'w')).toBe(1);
      expect(obiFocus(s, 'o')).toBe(0);
    }),
    doesNotApply: [
      kase('the wingman beyond range 2: not offered', obiTable(40), obiPlay('w'), (s, seen) => {
        expect(offered(seen, 'Obi-Wan Kenobi')).toBe(false);
        expect(obiFocus(s, 'w')).toBe(0);
      }),
    ],
  },
);

/**
 * Agent Terex (000 "Additional Token Rules": transfer; "Setup"; 001 "System Phase", "Engagement Phase"): a Xi-class
 * shuttle `a` at (400, 150) with him aboard (side `side`, `onCard` calculate tokens on the card, `tokens` its own), a
 * wingman `w` at (`wx`, 150): range 1 at 300, beyond range 3 at 800 — and the enemy TIE `t` ahead at range 2.
 */
const terexTable =
  (
    opts: {
      side?: 0 | 1;
      onCard?: number;
      wx?: number;
      tokens?: Record<string, number>;
      phase?: 'system' | 'engagement' | 'activation';
    } = {},
  ) =>
  () =>
    position(
      opts.phase ?? 'engagement',
      [
        rebel('a', 'firstordercourier', 400, 150, {
          dial: '1F',
          tokens: opts.tokens ?? {},
          upgrades: [
            {
              xws: 'agentterex',
              side: opts.side ?? 0,
              ...((opts.onCard ?? 0) > 0 ? { tokens: { calculate: opts.onCard! } } : {}),
            },
          ],
        }),
        rebel('w', 'bluesquadronrookie', opts.wx ?? 300, 150, { dial: '1F' }),
      ],
      [imperial('t', 'academypilot', 400, 400, { dial: '1F' })],
    );
const terexCard = (s: GameState) => shipOf(s, 'a').upgrades.find((u) => u.xws === 'agentterex');
const terexGive = playing(leaves('engagement'), () => picks('use-ability', 'use:w', 'a'));
/** The calculate tokens the wingman gained (the End Phase has removed them once the play stops). */
const terexGiven = (s: GameState) => logged(s, 'token-gained', 'w').filter((e) => e.data?.token === 'calculate').length;

/** A First Order squad with Agent Terex on a Xi-class shuttle, played through its Setup. */
function terexGame(crew: string[]): GameState {
  return createGame(
    {
      players: [
        {
          name: 'First Order',
          squad: {
            faction: 'firstorder',
            pilots: [{ id: 'firstordercourier', ship: 'xiclasslightshuttle', upgrades: { crew } }],
          },
        },
        {
          name: 'Resistance',
          squad: { faction: 'resistance', pilots: [{ id: 'bluesquadronrookie', ship: 't70xwing', upgrades: {} }] },
        },
      ],
      seed: 'agent-terex',
    },
    terexContent,
  );
}
const terexContent = loadContent();
const terexSetup = (s: GameState) => playUntil(s, (st) => st.phase !== 'setup');

SPECS.push(
  {
    source: 'upgrade:agentterex:0',
    applies: kase(
      'at Setup, three calculate tokens go on the card',
      () => terexGame(['agentterex']),
      terexSetup,
      (s) => {
        const card = s.ships.flatMap((x) => x.upgrades).find((u) => u.xws === 'agentterex');
        expect(card?.tokens).toEqual({ calculate: 3 });
      },
    ),
    doesNotApply: kase(
      'no Agent Terex aboard: no token placed anywhere',
      () => terexGame([]),
      terexSetup,
      (s) => expect(s.ships.flatMap((x) => x.upgrades).some((u) => u.tokens !== undefined)).toBe(false),
    ),
  },
  {
    source: 'upgrade:agentterex:0',
    applies: kase(
      'two tokens on the card: one goes, the wingman gains a calculate token',
      terexTable({ onCard: 2 }),
      terexGive,
      (s, seen) => {
        expect(offered(seen, 'Agent Terex')).toBe(true);
        expect(terexGiven(s)).toBe(1);
        expect(terexCard(s)).toMatchObject({ side: 0, tokens: { calculate: 1 } });
      },
    ),
    doesNotApply: [
      kase('no token left on the card: not offered', terexTable({ onCard: 0 }), terexGive, (s, seen) => {
        expect(offered(seen, 'Agent Terex')).toBe(false);
        expect(terexGiven(s)).toBe(0);
      }),
      kase('the wingman beyond range 3: not offered it', terexTable({ onCard: 2, wx: 800 }), terexGive, (s) => {
        expect(terexGiven(s)).toBe(0);
        expect(terexCard(s)?.tokens).toEqual({ calculate: 2 });
      }),
    ],
  },
  {
    source: 'upgrade:agentterex:0',
    applies: kase(
      'the last token goes: the card flips to its Cyborg side',
      terexTable({ onCard: 1 }),
      terexGive,
      (s) => {
        expect(terexGiven(s)).toBe(1);
        expect(terexCard(s)?.side).toBe(1);
        expect(terexCard(s)?.tokens).toBeUndefined();
      },
    ),
    doesNotApply: kase(
      'declined: the card keeps its token and its side',
      terexTable({ onCard: 1 }),
      playing(leaves('engagement')),
      (s) => {
        expect(terexCard(s)).toMatchObject({ side: 0, tokens: { calculate: 1 } });
      },
    ),
  },
  {
    source: 'upgrade:agentterex:1',
    applies: kase(
      'System Phase, a hit rolled: a calculate token',
      terexTable({ side: 1, phase: 'system' }),
      playing(leaves('system'), () => abilityDie('Agent Terex', 'hit')),
      (s) => {
        // Once, on its own turn: the wingman's System Phase turn rolls no die for it.
        expect(
          s.log.filter((e) => e.type === 'ability-used' && e.data?.source === 'upgrade:agentterex:1'),
        ).toHaveLength(1);
        expect(shipOf(s, 'a').tokens.calculate ?? 0).toBe(1);
        expect(shipOf(s, 'a').tokens.jam ?? 0).toBe(0);
      },
    ),
    doesNotApply: kase(
      'the card faceup on its first side: no die in the System Phase',
      terexTable({ side: 0, phase: 'system' }),
      playing(leaves('system'), () => abilityDie('Agent Terex', 'hit')),
      (s) => expect(shipOf(s, 'a').tokens.calculate ?? 0).toBe(0),
    ),
  },
  {
    source: 'upgrade:agentterex:1',
    applies: kase(
      'its action: the calculate token goes to the wingman',
      terexTable({ side: 1, phase: 'activation', tokens: { calculate: 1 } }),
      playing(leaves('activation'), () => picks('choose-action', 'card:upgrade:agentterex:1#1>w>calculate', 'a')),
      (s) => {
        expect(shipOf(s, 'w').tokens.calculate ?? 0).toBe(1);
        expect(shipOf(s, 'a').tokens.calculate ?? 0).toBe(0);
      },
    ),
    doesNotApply: kase(
      'no calculate or jam token: the action is not offered',
      terexTable({ side: 1, phase: 'activation', tokens: { focus: 1 } }),
      playing(leaves('activation')),
      (_s, seen) =>
        expect(seen.some((d) => d.options.some((o) => o.id.startsWith('card:upgrade:agentterex')))).toBe(false),
    ),
  },
);

/**
 * Grand Moff Tarkin (000 "Lock"; 001 "System Phase"): a Lambda shuttle `g` at (400, 700) with him aboard (`charges`)
 * locking the X-wing `x` (unless `lock` is false); a TIE `w` beside it with no lock, a TIE `v` locking the other X-wing
 * `y`. In the System Phase the shuttle picks `x`.
 */
const tarkinTable =
  (charges = 2, lock = true) =>
  () =>
    position(
      'system',
      [rebel('x', 'redsquadronveteran', 400, 150), rebel('y', 'redsquadronveteran', 250, 150)],
      [
        imperial('g', 'omicrongrouppilot', 400, 700, {
          upgrades: [{ xws: 'grandmofftarkin', charges }],
          ...(lock ? { locks: ['x'] } : {}),
        }),
        imperial('w', 'academypilot', 250, 700),
        imperial('v', 'academypilot', 550, 700, { locks: ['y'] }),
      ],
    );
const tarkinPlay = playing(leaves('system'), () => picks('use-ability', 'use:x', 'g'));
const lockTargets = (s: GameState, id: string) => shipOf(s, id).locks.map((l) => l.target);

SPECS.push({
  source: 'upgrade:grandmofftarkin:0',
  applies: kase(
    '2 charges spent: the TIE without a lock locks the X-wing, the other keeps its lock',
    tarkinTable(),
    tarkinPlay,
    (s, seen) => {
      expect(offered(seen, 'Grand Moff Tarkin')).toBe(true);
      expect(lockTargets(s, 'w')).toEqual(['x']);
      expect(lockTargets(s, 'v')).toEqual(['y']);
      expect(shipOf(s, 'g').upgrades.find((u) => u.xws === 'grandmofftarkin')?.charges).toBe(0);
    },
  ),
  doesNotApply: [
    kase('one charge: not offered', tarkinTable(1), tarkinPlay, (s, seen) => {
      expect(offered(seen, 'Grand Moff Tarkin')).toBe(false);
      expect(lockTargets(s, 'w')).toEqual([]);
    }),
    kase('no lock held: nothing to pick, not offered', tarkinTable(2, false), tarkinPlay, (s, seen) => {
      expect(offered(seen, 'Grand Moff Tarkin')).toBe(false);
      expect(lockTargets(s, 'w')).toEqual([]);
    }),
  ],
});

/**
 * Jyn Erso (000 "Focus", "Evade"; "Additional Token Rules"): an X-wing `j` with her at (400, 150), a wingman `w` at
 * (`wx`, 150) (range 1 at 300, beyond range 3 at 850), a TIE `t` ahead at range 2 (a `red` ship flies a red 4 K-turn instead of
 * a 1 straight); the `actor` performs `action`, and her player takes every swap offered.
 */
const jynTable =
  (wx = 300, red?: 'j' | 'w') =>
  () =>
    position(
      'activation',
      [
        rebel('j', 'redsquadronveteran', 400, 150, { dial: red === 'j' ? '4K' : '1F', upgrades: ['jynerso'] }),
        rebel('w', 'bluesquadronescort', wx, 150, { dial: red === 'w' ? '4K' : '1F' }),
      ],
      [imperial('t', 'academypilot', 400, 450, { dial: '1F' })],
    );
const jynPlay = (actor: string, action: string) =>
  playing(leaves('activation'), () => answers(picks('choose-action', action, actor), useAbilityOf('Jyn Erso')));
const gained = (s: GameState, id: string, token: string) =>
  logged(s, 'token-gained', id).filter((e) => e.data?.token === token).length;

SPECS.push(
  {
    source: 'upgrade:jynerso:0',
    applies: kase('her own focus action: an evade token instead', jynTable(), jynPlay('j', 'focus'), (s, seen) => {
      expect(offered(seen, 'Jyn Erso')).toBe(true);
      expect(shipOf(s, 'j').tokens.focus ?? 0).toBe(0);
      expect(shipOf(s, 'j').tokens.evade).toBe(1);
    }),
    doesNotApply: kase(
      'her own red maneuver: a stress token, nothing asked',
      jynTable(300, 'j'),
      jynPlay('j', 'focus'),
      (s, seen) => {
        expect(offered(seen, 'Jyn Erso')).toBe(false);
        expect(logged(s, 'stress-gained', 'j')).toHaveLength(1);
      },
    ),
  },
  {
    source: 'upgrade:jynerso:0',
    applies: kase(
      'the wingman at range 1 focuses: it takes an evade token instead',
      jynTable(),
      jynPlay('w', 'focus'),
      (s) => {
        expect(shipOf(s, 'w').tokens.focus ?? 0).toBe(0);
        expect(shipOf(s, 'w').tokens.evade).toBe(1);
      },
    ),
    doesNotApply: [
      kase('the wingman beyond range 3: its focus stays', jynTable(850), jynPlay('w', 'focus'), (s) => {
        expect(shipOf(s, 'w').tokens.focus).toBe(1);
        expect(gained(s, 'w', 'evade')).toBe(0);
      }),
      kase('the enemy TIE at range 2 focuses: its focus stays', jynTable(), jynPlay('t', 'focus'), (s) => {
        expect(shipOf(s, 't').tokens.focus).toBe(1);
        expect(gained(s, 't', 'evade')).toBe(0);
      }),
      kase(
        'the wingman\u2019s red maneuver: a stress token, nothing asked',
        jynTable(300, 'w'),
        jynPlay('w', 'focus'),
        (s, seen) => {
          expect(offered(seen, 'Jyn Erso')).toBe(false);
          expect(logged(s, 'stress-gained', 'w')).toHaveLength(1);
        },
      ),
    ],
  },
);

/**
 * Seventh Sister (000 "Stress"; supplement "Jam"): a TIE `s` with her aboard (`force`), done activating, at (400, 430)
 * facing down; the X-wing `x` from (400, 150) flies `dial` (a red 4 K-turn or a white 3 straight, ending at range 1 of
 * her; `far` moves her away, beyond range 1) and performs a focus action; an Imperial wingman `w` at (250, 430) flies a
 * red 3 K-turn when `wingRed`.
 */
const sisterTable =
  (opts: { dial?: string; force?: number; far?: boolean; wingRed?: boolean } = {}) =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 150, { dial: opts.dial ?? '4K' })],
      [
        imperial('s', 'academypilot', opts.far ? 750 : 400, opts.far ? 800 : 430, {
          upgrades: ['seventhsister'],
          force: opts.force ?? 1,
          round: { activated: true },
        }),
        imperial('w', 'blacksquadronace', 300, 700, opts.wingRed ? { dial: '4K' } : { round: { activated: true } }),
      ],
    );
const sisterPlay = playing(leaves('activation'), () =>
  answers(picks('use-ability', 'use:jam', 's'), picks('choose-action', 'focus', 'x')),
);

SPECS.push({
  source: 'upgrade:seventhsister:0',
  applies: kase(
    'the X-wing’s red K-turn at range 1: a jam token instead of the stress',
    sisterTable(),
    sisterPlay,
    (s, seen) => {
      expect(offered(seen, 'Seventh Sister')).toBe(true);
      expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
      expect(logged(s, 'token-gained', 'x').filter((e) => e.data?.token === 'jam')).toHaveLength(1);
      expect(shipOf(s, 's').force).toBe(0);
    },
  ),
  doesNotApply: [
    kase('no Force: not offered', sisterTable({ force: 0 }), sisterPlay, (s, seen) => {
      expect(offered(seen, 'Seventh Sister')).toBe(false);
      expect(shipOf(s, 'x').tokens.stress).toBe(1);
    }),
    kase('she is beyond range 1: not offered', sisterTable({ far: true }), sisterPlay, (s, seen) => {
      expect(offered(seen, 'Seventh Sister')).toBe(false);
      expect(shipOf(s, 'x').tokens.stress).toBe(1);
    }),
    kase(
      'a white maneuver and a focus action: no stress, not offered',
      sisterTable({ dial: '3F' }),
      sisterPlay,
      (_s, seen) => expect(offered(seen, 'Seventh Sister')).toBe(false),
    ),
    kase('her wingman’s red K-turn: not offered', sisterTable({ dial: '3F', wingRed: true }), sisterPlay, (s, seen) => {
      expect(offered(seen, 'Seventh Sister')).toBe(false);
      expect(shipOf(s, 'w').tokens.stress).toBe(1);
    }),
  ],
});

/**
 * Prime Minister Almec (000 "Maneuver Difficulty", "Stress"; 001 "Activation Phase"): an X-wing `a` with him aboard at
 * (400, 150), a wingman `w` at (`wx`, 150) (range 1 at 300, beyond range 2 at 20), an enemy TIE `t` at (550, 150)
 * facing up beside them at range 1; `mover` reveals `dial` (a white 3 straight, or a blue 2 straight) holding
 * `tokens`, the others done activating. Each question he asks is answered "use".
 */
const almecTable =
  (mover: 'a' | 'w' | 't', dial = '3F', tokens: Record<string, number> = {}, wx = 300) =>
  () => {
    const moving = (id: string) => (id === mover ? { dial, tokens } : { round: { activated: true } });
    return position(
      'activation',
      [
        rebel('a', 'redsquadronveteran', 400, 150, { upgrades: ['primeministeralmec'], ...moving('a') }),
        rebel('w', 'bluesquadronescort', wx, 150, moving('w')),
      ],
      [{ ...imperial('t', 'academypilot', 550, 150, moving('t')), pose: { x: 550, y: 150, heading: 0 } }],
    );
  };
const almecPlay = playing(leaves('activation'), () => useAbilityOf('Prime Minister Almec'));
const almecGained = (s: GameState, id: string) =>
  logged(s, 'token-gained', id)
    .filter((e) => e.data?.token === 'calculate')
    .map((e) => e.data?.token).length;
const almecEnd = (stress: number) => () =>
  position(
    'end',
    [rebel('a', 'redsquadronveteran', 400, 150, { upgrades: ['primeministeralmec'], tokens: { stress } })],
    [imperial('t', 'academypilot', 400, 800)],
  );
const almecSide = (s: GameState) => shipOf(s, 'a').upgrades.find((u) => u.xws === 'primeministeralmec')?.side;

SPECS.push(
  {
    source: 'upgrade:primeministeralmec:0',
    applies: kase(
      'his ship reveals a white maneuver: a stress token for a calculate token',
      almecTable('a'),
      almecPlay,
      (s) => {
        expect(shipOf(s, 'a').tokens.stress).toBe(1);
        expect(almecGained(s, 'a')).toBe(1);
      },
    ),
    doesNotApply: [
      kase('a blue maneuver: not offered', almecTable('a', '2F'), almecPlay, (s, seen) => {
        expect(offered(seen, 'Prime Minister Almec')).toBe(false);
        expect(almecGained(s, 'a')).toBe(0);
      }),
      kase('a focus token held: not offered', almecTable('a', '3F', { focus: 1 }), almecPlay, (_s, seen) =>
        expect(offered(seen, 'Prime Minister Almec')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:primeministeralmec:0',
    applies: kase(
      'the wingman at range 1 reveals a white maneuver: it takes the swap',
      almecTable('w'),
      almecPlay,
      (s) => {
        expect(shipOf(s, 'w').tokens.stress).toBe(1);
        expect(almecGained(s, 'w')).toBe(1);
      },
    ),
    doesNotApply: [
      kase('the wingman beyond range 2: not offered', almecTable('w', '3F', {}, 20), almecPlay, (_s, seen) =>
        expect(offered(seen, 'Prime Minister Almec')).toBe(false),
      ),
      kase('the wingman reveals a blue maneuver: not offered', almecTable('w', '2F'), almecPlay, (_s, seen) =>
        expect(offered(seen, 'Prime Minister Almec')).toBe(false),
      ),
      kase('the wingman holds a focus token: not offered', almecTable('w', '3F', { focus: 1 }), almecPlay, (_s, seen) =>
        expect(offered(seen, 'Prime Minister Almec')).toBe(false),
      ),
      kase(
        'the enemy TIE at range 2 reveals a white 4 straight: not offered',
        almecTable('t', '4F'),
        almecPlay,
        (_s, seen) => expect(offered(seen, 'Prime Minister Almec')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:primeministeralmec:0',
    applies: kase('2 stress tokens as the End Phase starts: the card flips', almecEnd(2), playing(leaves('end')), (s) =>
      expect(almecSide(s)).toBe(1),
    ),
    doesNotApply: kase('1 stress token: the card stays', almecEnd(1), playing(leaves('end')), (s) =>
      expect(almecSide(s)).toBe(0),
    ),
  },
);

/**
 * Leia Organa (000 "Maneuver Difficulty"; 001 "Activation Phase"): as the Activation Phase starts, an X-wing `l` with
 * her aboard (`charges`) revealing a red 4 K-turn, a wingman `w` revealing a red 3 Tallon roll, and a
 * wingman `v` a white 3 straight (it stays white: not blue).
 */
const leiaTable = (charges: number) => () =>
  position(
    'activation',
    [
      rebel('l', 'redsquadronveteran', 400, 150, { dial: '4K', upgrades: [{ xws: 'leiaorgana', charges }] }),
      rebel('w', 'bluesquadronescort', 250, 150, { dial: '3E' }),
      rebel('v', 'bluesquadronescort', 700, 150, { dial: '3F', tokens: { stress: 1 } }),
    ],
    [imperial('t', 'academypilot', 400, 850, { dial: '1F' })],
  );
const leiaPlay = playing(leaves('activation'), () => useAbilityOf('Leia Organa'));
const revealed = (s: GameState, id: string) =>
  logged(s, 'maneuver-executed', id).length > 0 && logged(s, 'stress-gained', id).length;

SPECS.push({
  source: 'upgrade:leiaorgana:0',
  applies: kase(
    '3 charges spent: the red K-turn and Tallon roll are white, the white straight no easier',
    leiaTable(3),
    leiaPlay,
    (s, seen) => {
      expect(offered(seen, 'Leia Organa')).toBe(true);
      expect(revealed(s, 'l')).toBe(0);
      expect(revealed(s, 'w')).toBe(0);
      // A white maneuver stays white: the stressed wingman keeps its stress.
      expect(shipOf(s, 'v').tokens.stress).toBe(1);
    },
  ),
  doesNotApply: [
    kase('2 charges: not offered, the red maneuvers stress', leiaTable(2), leiaPlay, (s, seen) => {
      expect(offered(seen, 'Leia Organa')).toBe(false);
      expect(revealed(s, 'l')).toBe(1);
      expect(revealed(s, 'w')).toBe(1);
    }),
    kase(
      'the Engagement Phase starts: not offered',
      () =>
        position(
          'engagement',
          [rebel('l', 'redsquadronveteran', 400, 150, { upgrades: [{ xws: 'leiaorgana', charges: 3 }] })],
          [imperial('t', 'academypilot', 400, 850)],
        ),
      playing(leaves('engagement'), () => useAbilityOf('Leia Organa')),
      (_s, seen) => expect(offered(seen, 'Leia Organa')).toBe(false),
    ),
  ],
});

/**
 * Death Troopers (000 "Stress", "Maneuver Difficulty": a blue maneuver removes a stress token): a Lambda shuttle `d`
 * with them at (400, 430) facing down, done activating; the stressed X-wing `x` from (400, 150) flies a blue 2
 * straight, ending at range 1 of it (or, `far`, the shuttle stands beyond range 1); an X-wing wingman `w` of the
 * shuttle's side flies the same beside it when `friend`. `tokens`: the X-wing's.
 */
const troopersTable =
  (opts: { far?: boolean; tokens?: Record<string, number> } = {}) =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 150, { dial: '2F', tokens: opts.tokens ?? { stress: 1 } })],
      [
        imperial('d', 'omicrongrouppilot', opts.far ? 750 : 400, opts.far ? 800 : 430, {
          upgrades: ['deathtroopers'],
          round: { activated: true },
        }),
      ],
    );
const troopersPlay = playing(leaves('activation'));

SPECS.push({
  source: 'upgrade:deathtroopers:0',
  applies: kase('the X-wing’s blue maneuver at range 1: its stress stays', troopersTable(), troopersPlay, (s) =>
    expect(shipOf(s, 'x').tokens.stress).toBe(1),
  ),
  doesNotApply: [
    kase('the shuttle beyond range 1: the stress is removed', troopersTable({ far: true }), troopersPlay, (s) =>
      expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0),
    ),
    kase(
      'jammed, not stressed, it focuses at range 1: the jam rule removes its focus and jam tokens (supplement "Jam")',
      troopersTable({ tokens: { jam: 1 } }),
      playing(leaves('activation'), () => picks('choose-action', 'focus', 'x')),
      (s) => {
        expect(shipOf(s, 'x').tokens.focus ?? 0).toBe(0);
        expect(shipOf(s, 'x').tokens.jam ?? 0).toBe(0);
      },
    ),
  ],
});

/**
 * First Order Ordnance Tech (000 "Disarm Tokens"): an X-wing `x` with it, and an R2 Astromech aboard `r2` (`x` or the
 * wingman `w`), a shield down: after revealing a 1 straight (or the red 4 K-turn, `dial`) the R2's ship takes a
 * disarm token to recover its shield. In the Engagement Phase, `x` holding `disarm` tokens faces a TIE at range 2.
 */
const footTable =
  (r2: 'x' | 'w' = 'x', dial = '1F') =>
  () =>
    position(
      'activation',
      [
        rebel('x', 'redsquadronveteran', 400, 150, {
          dial,
          shields: 1,
          upgrades: ['firstorderordnancetech-evacuationofdqar', ...(r2 === 'x' ? ['r2astromech'] : [])],
        }),
        rebel('w', 'bluesquadronescort', 200, 150, {
          dial: '1F',
          shields: 1,
          ...(r2 === 'w' ? { upgrades: ['r2astromech'] } : {}),
        }),
      ],
      [imperial('t', 'academypilot', 400, 850, { dial: '1F' })],
    );
const footPlay = playing(leaves('activation'), () => useAbilityOf('R2 Astromech'));
const footCalc = (s: GameState, id: string) =>
  logged(s, 'token-gained', id).filter((e) => e.data?.token === 'calculate').length;
const footEngage =
  (disarm: number, card = true) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, {
          tokens: { disarm },
          upgrades: card ? ['firstorderordnancetech-evacuationofdqar'] : [],
        }),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const footAttacks = (seen: readonly Decision[]) =>
  seen.some(
    (d) =>
      d.kind === 'declare-attack' && d.ship === 'x' && d.options.some((o) => o.id.startsWith('attack:t:primary:front')),
  );

SPECS.push(
  {
    source: 'upgrade:firstorderordnancetech-evacuationofdqar:0',
    applies: kase('a disarm token gained for the R2’s shield: a calculate token too', footTable(), footPlay, (s) => {
      expect(footCalc(s, 'x')).toBe(1);
    }),
    doesNotApply: [
      kase('the wingman’s R2 disarms the wingman: nothing for x', footTable('w'), footPlay, (s) => {
        expect(footCalc(s, 'x')).toBe(0);
        expect(footCalc(s, 'w')).toBe(0);
      }),
      kase(
        'a stress token from a red maneuver (no R2 aboard): no calculate token',
        footTable('w', '4K'),
        playing(leaves('activation')),
        (s) => {
          expect(footCalc(s, 'x')).toBe(0);
        },
      ),
    ],
  },
  {
    source: 'upgrade:firstorderordnancetech-evacuationofdqar:0',
    standing: true,
    applies: kase(
      'one disarm token: the front-arc primary attack is still offered',
      footEngage(1),
      playing(leaves('engagement')),
      (_s, seen) => expect(footAttacks(seen)).toBe(true),
    ),
    doesNotApply: kase(
      'one disarm token, no Ordnance Tech: no attack',
      footEngage(1, false),
      playing(leaves('engagement')),
      (_s, seen) => expect(footAttacks(seen)).toBe(false),
    ),
  },
);

/**
 * IG-88D (crew) on a Firespray `c` at (400, 150) with `tokens`: in the Activation Phase, it reveals 1F and performs
 * `act`, its wingman IG-88B at (200, 150) `wingAct`; in the Engagement Phase, IG-88A `a` at (400, 350) lends it his
 * pilot ability when he has IG-2000 (`titled`).
 */
const ig88dTable = () =>
  position(
    'activation',
    [
      rebel('c', 'emonazzameen', 400, 150, { upgrades: ['ig88d'], dial: '1F' }),
      rebel('w', 'ig88b', 200, 150, { dial: '1F' }),
    ],
    [farTie()],
  );
const ig88dActs = (act: string, wingAct: string) =>
  playing(leaves('activation'), () => answers(picks('choose-action', act, 'c'), picks('choose-action', wingAct, 'w')));
const ig88dLends = (titled: boolean) => () =>
  position(
    'engagement',
    [
      rebel('c', 'emonazzameen', 400, 150, { upgrades: ['ig88d'], tokens: { calculate: 1 } }),
      rebel('a', 'ig88a', 400, 350, { upgrades: titled ? ['ig2000'] : [] }),
    ],
    [imperial('t', 'academypilot', 100, 850)],
  );
const calcsOf = (s: GameState, ship: string) =>
  logged(s, 'token-gained', ship).filter((e) => e.data?.token === 'calculate').length;

SPECS.push(
  {
    source: 'upgrade:ig88d:0',
    applies: kase('its calculate action: two calculate tokens', ig88dTable, ig88dActs('calculate', 'focus'), (s) =>
      expect(shipOf(s, 'c').tokens.calculate).toBe(2),
    ),
    doesNotApply: [
      kase('a focus action: no calculate token', ig88dTable, ig88dActs('focus', 'focus'), (s) =>
        expect(shipOf(s, 'c').tokens.calculate ?? 0).toBeLessThan(2),
      ),
      kase('the wingman calculates, not it: nothing for it', ig88dTable, ig88dActs('focus', 'calculate'), (s) =>
        expect(shipOf(s, 'c').tokens.calculate ?? 0).toBeLessThan(2),
      ),
    ],
  },
  {
    source: 'upgrade:ig88d:0',
    applies: kase(
      'IG-88A with IG-2000 lends his ability: it hands him a calculate token',
      ig88dLends(true),
      playing(leaves('engagement'), () => picks('use-ability', 'use:a', 'c')),
      (s, seen) => {
        expect(offered(seen, 'IG-88A')).toBe(true);
        expect(calcsOf(s, 'a')).toBe(1);
      },
    ),
    doesNotApply: kase(
      'IG-88A without IG-2000: nothing lent',
      ig88dLends(false),
      playing(leaves('engagement'), () => picks('use-ability', 'use:a', 'c')),
      (s, seen) => {
        expect(offered(seen, 'IG-88A')).toBe(false);
        expect(calcsOf(s, 'a')).toBe(0);
      },
    ),
  },
);

/**
 * General Hux on an Upsilon shuttle `u` (400, 150) revealing 1F; TIE/fo fighters done activating: `a` (560, 250),
 * `b` (560, 380), `c` (240, 250); with `bPilot` another ship in b's place.
 */
const huxTable =
  (xws: string, bPilot = 'epsilonsquadroncadet', aPilot = 'epsilonsquadroncadet') =>
  () =>
    position(
      'activation',
      [
        rebel('u', 'starkillerbasepilot', 400, 150, { upgrades: [xws], dial: '1F' }),
        rebel('a', aPilot, 560, 250, { round: { activated: true } }),
        rebel('b', bPilot, 560, 380, { round: { activated: true } }),
        rebel('c', 'epsilonsquadroncadet', 240, 250, { round: { activated: true } }),
      ],
      [farTie()],
    );
/** The Upsilon with Hux `u` done activating at (400, 480); another Upsilon `w` without him coordinates instead. */
const huxWingTable = (xws: string) => () =>
  position(
    'activation',
    [
      rebel('u', 'starkillerbasepilot', 400, 480, { upgrades: [xws], round: { activated: true } }),
      rebel('w', 'starkillerbasepilot', 400, 150, { dial: '1F' }),
      rebel('a', 'epsilonsquadroncadet', 560, 250, { round: { activated: true } }),
      rebel('b', 'epsilonsquadroncadet', 560, 380, { round: { activated: true } }),
      rebel('c', 'epsilonsquadroncadet', 240, 250, { round: { activated: true } }),
    ],
    [farTie()],
  );
const huxWingPlay = playing(leaves('activation'), () =>
  answers(
    picks('choose-action', 'coordinate:a', 'w'),
    picks('choose-action', 'focus', 'a'),
    picks('use-ability', 'use:b', 'u'),
    picks('choose-action', 'focus', 'b'),
  ),
);
const huxPlay = (card: string) =>
  playing(leaves('activation'), () =>
    answers(
      picks('choose-action', 'coordinate:a', 'u'),
      picks('choose-action', 'focus', 'a'),
      picks('use-ability', 'use:b', 'u'),
      useAbilityOf(card),
      picks('choose-action', 'focus', 'b'),
      picks('choose-action', 'focus', 'c'),
    ),
  );
const acted = (s: GameState, ship: string) => logged(s, 'action-performed', ship).map((e) => e.data?.action);
const stressOf = (s: GameState, ship: string) => shipOf(s, ship).tokens.stress ?? 0;

for (const [xws, dqar] of [
  ['generalhux', false],
  ['generalhux-evacuationofdqar', true],
] as const)
  SPECS.push({
    source: `upgrade:${xws}:0`,
    applies: kase(
      'the Upsilon coordinates a TIE/fo, which focuses; as red, two more TIE/fo focus as red: each ship stressed',
      huxTable(xws),
      huxPlay('General Hux'),
      (s) => {
        expect(['a', 'b', 'c'].map((x) => acted(s, x))).toEqual([['focus'], ['focus'], ['focus']]);
        expect(['u', 'a', 'b', 'c'].map((x) => stressOf(s, x))).toEqual([1, 1, 1, 1]);
      },
    ),
    doesNotApply: [
      kase(
        dqar
          ? 'the coordinated ship is a TIE/ln, no TIE/fo or TIE/sf: not offered'
          : 'the coordinated ship is a TIE/ln, no other ship of its type: not offered',
        huxTable(xws, 'epsilonsquadroncadet', 'blacksquadronace'),
        huxPlay('General Hux'),
        (s, seen) => {
          expect(offered(seen, 'General Hux')).toBe(false);
          expect(stressOf(s, 'u')).toBe(0);
        },
      ),
      kase('another Upsilon coordinates, not Hux’s: nothing asked', huxWingTable(xws), huxWingPlay, (s, seen) => {
        expect(acted(s, 'a')).toEqual(['focus']);
        expect(offered(seen, 'General Hux')).toBe(false);
        expect(acted(s, 'b')).toEqual([]);
      }),
    ],
  });

/**
 * Fenn Rau on a Firespray `f` at (400, 150) revealing `fDial`, an enemy TIE done activating at (400, `e1`); a
 * friendly X-wing `w` at (`wx`, 150) revealing `wDial` with its TIE at (`wx`, `e2`); each holds 2 deplete tokens (a blue
 * maneuver clears one), the TIEs face away. Played
 * through the Activation Phase into the Engagement Phase.
 */
const fennTable =
  (o: { fDial?: string; e1?: number; wx?: number; wDial?: string; e2?: number } = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('f', 'emonazzameen', 400, 150, {
          upgrades: ['fennrau'],
          dial: o.fDial ?? '1F',
          tokens: { deplete: 2 },
        }),
        rebel('w', 'bluesquadronescort', o.wx ?? 250, 150, { dial: o.wDial ?? '1F', tokens: { deplete: 2 } }),
      ],
      [
        // Facing away from the Rebels: they attack no one (a deplete token goes after defending).
        rebel('e', 'academypilot', 400, o.e1 ?? 330, { round: { activated: true } }),
        rebel('g', 'academypilot', o.wx ?? 250, o.e2 ?? 310, { round: { activated: true } }),
      ],
    );
const fennPlay = playing(
  (s) => s.round > 1,
  () => useAbilityOf('Fenn Rau'),
);
const depletesLost = (s: GameState) =>
  ['f', 'w'].filter((x) => logged(s, 'token-removed', x).some((e) => e.data?.token === 'deplete'));

SPECS.push({
  source: 'upgrade:fennrau:0',
  applies: kase(
    'both fly a 1 straight and face a TIE at range 1: each removes its deplete token',
    fennTable(),
    fennPlay,
    (s) => expect(depletesLost(s)).toEqual(['f', 'w']),
  ),
  doesNotApply: [
    kase(
      'both stay put (stationary): nothing removed',
      fennTable({ fDial: '0O', e1: 290, wDial: '0O', e2: 230 }),
      fennPlay,
      (s) => expect(depletesLost(s)).toEqual([]),
    ),
    kase(
      'no TIE in front at range 1 (both at range 2): nothing removed',
      fennTable({ e1: 420, e2: 400 }),
      fennPlay,
      (s) => expect(depletesLost(s)).toEqual([]),
    ),
    kase(
      'his ship stationary, the X-wing beyond range 2 of him: nothing removed',
      fennTable({ fDial: '0O', e1: 290, wx: 800 }),
      fennPlay,
      (s) => expect(depletesLost(s)).toEqual([]),
    ),
  ],
});

/**
 * Plo Koon, crew (000 "Arcs", "Measuring Range", "Damage Cards"; supplement "Reinforce"): an ARC-170 `p` with him
 * facing up at (400, 300), reinforced unless `reinforce` is false; a friendly X-wing `w` at (`wx`, `wy`) holding `w`
 * (at (300, 300) beside him at range 1, at (200, 300) at range 2 on the same side, at (400, 400) ahead at range 1).
 */
const ploTable =
  (w: Parameters<typeof rebel>[4] = { tokens: { strain: 1 } }, wx = 300, wy = 300, reinforce = true) =>
  () =>
    position(
      'end',
      [
        rebel('p', '104thbattalionpilot', 400, 300, {
          upgrades: ['plokoon'],
          ...(reinforce ? { reinforce: 'fore' as const } : {}),
        }),
        rebel('w', 'redsquadronveteran', wx, wy, w),
      ],
      [imperial('t', 'academypilot', 400, 850)],
    );
const ploPlay = (pick: string) =>
  playing(leaves('end'), () => answers(picks('use-ability', 'use:w', 'p'), picks('use-ability', `use:${pick}`, 'p')));
const ploStrain = (s: Parameters<typeof shipOf>[0]) => shipOf(s, 'w').tokens.strain ?? 0;

SPECS.push(
  {
    source: 'upgrade:plokoon:0',
    applies: kase('the X-wing beside him sheds its strain token', ploTable(), ploPlay('strain'), (s, seen) => {
      expect(offered(seen, 'Plo Koon')).toBe(true);
      expect(ploStrain(s)).toBe(0);
    }),
    doesNotApply: [
      kase('he is not reinforced: not offered', ploTable(undefined, 300, 300, false), ploPlay('strain'), (s, seen) => {
        expect(offered(seen, 'Plo Koon')).toBe(false);
        expect(ploStrain(s)).toBe(1);
      }),
      kase('the X-wing at range 2 on that side: not offered', ploTable(undefined, 200), ploPlay('strain'), (s) =>
        expect(ploStrain(s)).toBe(1),
      ),
      kase('the X-wing ahead of him at range 1: not offered', ploTable(undefined, 400, 400), ploPlay('strain'), (s) =>
        expect(ploStrain(s)).toBe(1),
      ),
      kase(
        'the X-wing holds only a stress token: not offered',
        ploTable({ tokens: { stress: 1 } }),
        ploPlay('strain'),
        (s, seen) => expect(offered(seen, 'Plo Koon')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:plokoon:0',
    applies: kase(
      'the X-wing beside him repairs its faceup damage card instead',
      ploTable({ tokens: { strain: 1 }, damage: [{ card: 'blindedpilot', faceup: true }] }),
      ploPlay('repair'),
      (s) => {
        expect(shipOf(s, 'w').damage).toEqual([expect.objectContaining({ card: 'blindedpilot', faceup: false })]);
        expect(ploStrain(s)).toBe(1);
      },
    ),
    doesNotApply: kase(
      'declined: the card stays faceup',
      ploTable({ damage: [{ card: 'blindedpilot', faceup: true }] }),
      playing(leaves('end')),
      (s) => expect(shipOf(s, 'w').damage).toEqual([expect.objectContaining({ card: 'blindedpilot', faceup: true })]),
    ),
  },
);

/**
 * Ursa Wren (crew; 000 "Lock", "Friendly and Enemy"): an HWK-290 `u` with her at (200, 100) and an X-wing `x` at
 * (`xx`, 150), both done for the round; a TIE Advanced `e` at (`xx`, 420) flies a 1 straight and locks `lock` (`x`, or its
 * wingman TIE `f` at (280, 390), range 3 of her; she locks the TIE `g` at (140, 330)); with `v`, a Rebel X-wing `v` at (`xx` + 150, 200) locks `x` instead, the TIE
 * done. At `xx` 350 the X-wing is at range 1–2 of her; at 760, beyond range 3.
 */
const ursaCrewTable =
  (xx = 350, v = false) =>
  () =>
    position(
      'activation',
      [
        rebel('u', 'rebelscout', 200, 100, { upgrades: ['ursawren'], round: { activated: true } }),
        rebel('x', 'redsquadronveteran', xx, 150, { round: { activated: true } }),
        ...(v ? [rebel('v', 'redsquadronveteran', xx + 150, 200, { dial: '1F' })] : []),
      ],
      [
        imperial('e', 'stormsquadronace', xx, 420, v ? { round: { activated: true } } : { dial: '1F' }),
        imperial('f', 'academypilot', 280, 390, { round: { activated: true } }),
        imperial('g', 'academypilot', 140, 330, { round: { activated: true } }),
      ],
    );
const ursaCrewPlay = (locker: string, lock: string) =>
  playing(leaves('activation'), () =>
    answers(picks('choose-action', `lock:${lock}`, locker), picks('choose-action', 'lock:g', 'u')),
  );
const ursaLocks = (s: GameState) => shipOf(s, 'u').locks.map((l) => l.target);

SPECS.push({
  source: 'upgrade:ursawren:0',
  applies: kase(
    'the TIE locks the X-wing near her: she performs a Lock action',
    ursaCrewTable(),
    ursaCrewPlay('e', 'x'),
    (s, seen) => {
      expect(seen.some((d) => d.kind === 'choose-action' && d.ship === 'u' && d.prompt.includes('Ursa Wren'))).toBe(
        true,
      );
      expect(ursaLocks(s)).toEqual(['g']);
    },
  ),
  doesNotApply: [
    kase('a friendly X-wing locks the X-wing: no action', ursaCrewTable(350, true), ursaCrewPlay('v', 'x'), (s) => {
      expect(shipOf(s, 'v').locks.map((l) => l.target)).toEqual(['x']);
      expect(ursaLocks(s)).toEqual([]);
    }),
    kase('the TIE locks its own wingman: no action', ursaCrewTable(), ursaCrewPlay('e', 'f'), (s) => {
      expect(shipOf(s, 'e').locks.map((l) => l.target)).toEqual(['f']);
      expect(ursaLocks(s)).toEqual([]);
    }),
    kase('the X-wing locked is beyond range 3 of her: no action', ursaCrewTable(760), ursaCrewPlay('e', 'x'), (s) => {
      expect(shipOf(s, 'e').locks.map((l) => l.target)).toEqual(['x']);
      expect(ursaLocks(s)).toEqual([]);
    }),
  ],
});

/**
 * Nix Jerd (000 "Charges and the Force"; supplement "Reload"): an MG-100 `b` with him (`nix` charges), proton bombs
 * (none of their 2 charges) and thermal detonators (1 of 4) at (400, 150) flies a 1 straight and performs `act`
 * (a Reload of the proton bombs); with `wing`, a second MG-100 `m` at (650, 150) acts instead, `b` done.
 */
const nixTable =
  (nix = 2, wing = false) =>
  () =>
    position(
      'activation',
      [
        rebel('b', 'cobaltsquadronbomber', 400, 150, {
          upgrades: [
            { xws: 'nixjerd-evacuationofdqar', charges: nix },
            { xws: 'protonbombs', charges: 0 },
            { xws: 'thermaldetonators', charges: 1 },
          ],
          ...(wing ? { round: { activated: true } } : { dial: '1F' }),
        }),
        ...(wing
          ? [
              rebel('m', 'cobaltsquadronbomber', 650, 150, {
                dial: '1F',
                upgrades: [{ xws: 'protonbombs', charges: 0 }],
              }),
            ]
          : []),
      ],
      [farTie()],
    );
const nixPlay = (act: string) =>
  playing(leaves('activation'), () =>
    answers(picks('use-ability', 'use:charge:thermaldetonators'), picks('choose-action', act)),
  );
const chargesOf = (s: GameState, ship: string, xws: string) =>
  shipOf(s, ship).upgrades.find((u) => u.xws === xws)?.charges;

SPECS.push({
  source: 'upgrade:nixjerd-evacuationofdqar:0',
  applies: kase(
    'he reloads the proton bombs: a charge and a strain token recover one more on the thermal detonators',
    nixTable(),
    nixPlay('reload:protonbombs'),
    (s, seen) => {
      expect(offered(seen, 'Nix Jerd')).toBe(true);
      expect(chargesOf(s, 'b', 'protonbombs')).toBe(1);
      expect(chargesOf(s, 'b', 'thermaldetonators')).toBe(2);
      expect(chargesOf(s, 'b', 'nixjerd-evacuationofdqar')).toBe(1);
      expect(shipOf(s, 'b').tokens.strain).toBe(1);
    },
  ),
  doesNotApply: [
    kase('no charge left on his card: not offered', nixTable(0), nixPlay('reload:protonbombs'), (s, seen) => {
      expect(offered(seen, 'Nix Jerd')).toBe(false);
      expect(chargesOf(s, 'b', 'thermaldetonators')).toBe(1);
    }),
    kase('a focus action: not offered', nixTable(), nixPlay('focus'), (s, seen) => {
      expect(offered(seen, 'Nix Jerd')).toBe(false);
      expect(chargesOf(s, 'b', 'thermaldetonators')).toBe(1);
    }),
    kase('the other MG-100 reloads: not offered', nixTable(2, true), nixPlay('reload:protonbombs'), (s, seen) => {
      expect(chargesOf(s, 'm', 'protonbombs')).toBe(1);
      expect(offered(seen, 'Nix Jerd')).toBe(false);
      expect(chargesOf(s, 'b', 'thermaldetonators')).toBe(1);
    }),
  ],
});

/**
 * Cikatro Vizago (000 "Upgrades"): in the End Phase, an HWK-290 `v` with him and Contraband Cybernetics at (400, 150)
 * and a wingman HWK-290 `w` at (`wx`, 150) with Dead Man's Switch (`wingCard`): at 520 range 1 of `v`, at 800 beyond.
 */
const vizagoTable =
  (wx = 520, wingCard = 'deadmansswitch') =>
  () =>
    position(
      'end',
      [
        rebel('v', 'spicerunner', 400, 150, { upgrades: ['cikatrovizago', 'contrabandcybernetics'] }),
        rebel('w', 'spicerunner', wx, 150, { upgrades: [wingCard] }),
      ],
      [farTie()],
    );
const vizagoPlay = playing(leaves('end'), () => useAbilityOf('Cikatro Vizago'));
const cardsOf = (s: GameState, id: string) =>
  shipOf(s, id)
    .upgrades.map((u) => u.xws)
    .sort();

SPECS.push({
  source: 'upgrade:cikatrovizago:0',
  applies: kase('the two HWKs at range 1 exchange their Illicit cards', vizagoTable(), vizagoPlay, (s, seen) => {
    expect(offered(seen, 'Cikatro Vizago')).toBe(true);
    expect(cardsOf(s, 'v')).toEqual(['cikatrovizago', 'deadmansswitch']);
    expect(cardsOf(s, 'w')).toEqual(['contrabandcybernetics']);
  }),
  doesNotApply: [
    kase('the wingman beyond range 1: not offered', vizagoTable(800), vizagoPlay, (s, seen) => {
      expect(offered(seen, 'Cikatro Vizago')).toBe(false);
      expect(cardsOf(s, 'w')).toEqual(['deadmansswitch']);
    }),
    kase('the wingman has no Illicit card: not offered', vizagoTable(520, 'hullupgrade'), vizagoPlay, (s, seen) => {
      expect(offered(seen, 'Cikatro Vizago')).toBe(false);
      expect(cardsOf(s, 'v')).toEqual(['cikatrovizago', 'contrabandcybernetics']);
    }),
  ],
});

/**
 * Toryn Farr (000 "Lock"; supplement "Coordinate"): a Lambda `l` with her, locking the X-wing `x` at (560, 850) (beyond
 * range 3 of the TIE), flies a 1 straight from (400, 150) and performs `act` (a coordinate of the TIE/ln `w` at
 * (560, 200), which focuses); with `other`, a second Lambda `m` without her acts instead, `l` done.
 */
const torynTable =
  (other = false) =>
  () =>
    position(
      'activation',
      [
        rebel('l', 'omicrongrouppilot', other ? 150 : 400, 150, {
          upgrades: ['torynfarr'],
          locks: ['x'],
          ...(other ? { round: { activated: true } } : { dial: '1F' }),
        }),
        ...(other ? [rebel('m', 'omicrongrouppilot', 400, 150, { dial: '1F' })] : []),
        rebel('w', 'academypilot', 560, 200, { round: { activated: true } }),
      ],
      [imperial('x', 'redsquadronveteran', 560, 850, { round: { activated: true } })],
    );
const torynPlay = (act: string) =>
  playing(leaves('activation'), () =>
    answers(
      useAbilityOf('Toryn Farr'),
      picks('choose-action', act, 'l'),
      picks('choose-action', act, 'm'),
      picks('choose-action', 'focus', 'w'),
    ),
  );
const wLocks = (s: GameState) => shipOf(s, 'w').locks.map((l) => l.target);

SPECS.push({
  source: 'upgrade:torynfarr:0',
  applies: kase(
    'she coordinates the TIE: it locks the X-wing she locks, beyond range 3',
    torynTable(),
    torynPlay('coordinate:w'),
    (s, seen) => {
      expect(offered(seen, 'Toryn Farr')).toBe(true);
      expect(wLocks(s)).toEqual(['x']);
    },
  ),
  doesNotApply: [
    kase('she focuses: not offered', torynTable(), torynPlay('focus'), (s, seen) => {
      expect(offered(seen, 'Toryn Farr')).toBe(false);
      expect(wLocks(s)).toEqual([]);
    }),
    kase(
      'the other Lambda coordinates the TIE: not offered',
      torynTable(true),
      torynPlay('coordinate:w'),
      (s, seen) => {
        expect(logged(s, 'action-performed', 'w').map((e) => e.data?.action)).toEqual(['focus']);
        expect(offered(seen, 'Toryn Farr')).toBe(false);
        expect(wLocks(s)).toEqual([]);
      },
    ),
  ],
});

/**
 * Hondo Ohnaka (crew; 000 "List of Actions": Coordinate, Jam; "Friendly and Enemy"): a Firespray `h` with the card at
 * (400, 150) flies a 1 straight; its wingmen `w` at (520, 190) and `v` at (`vX`, 190), and the TIEs `t` and `u` at
 * (350, 480) and (450, 480), have all activated.
 */
const hondoTable = (vX: number) => () =>
  position(
    'activation',
    [
      rebel('h', 'bountyhunter', 400, 150, { dial: '1F', upgrades: ['hondoohnaka'] }),
      rebel('w', 'redsquadronveteran', 520, 190, { round: { activated: true } }),
      rebel('v', 'redsquadronveteran', vX, 190, { round: { activated: true } }),
    ],
    [
      imperial('t', 'academypilot', 350, 480, { round: { activated: true } }),
      imperial('u', 'academypilot', 450, 480, { round: { activated: true } }),
    ],
  );
const hondoPlay = (card: string, acting: string) =>
  playing(leaves('activation'), () =>
    answers(picks('choose-action', card, 'h'), picks('choose-action', 'focus', acting)),
  );
const jams = (s: GameState, ship: string) =>
  logged(s, 'token-gained', ship).filter((e) => e.data?.token === 'jam').length;
const acts = (s: GameState) =>
  s.log.filter((e) => e.type === 'action-performed').map((e) => `${e.ship}:${String(e.data?.action)}`);

SPECS.push(
  {
    source: 'upgrade:hondoohnaka:0',
    applies: kase(
      'two friendly ships: the first picked focuses (coordinated), the other gains a jam token',
      hondoTable(280),
      hondoPlay('card:upgrade:hondoohnaka:0#0>w>v', 'w'),
      (s) => {
        expect(acts(s)).toEqual(['h:card', 'w:focus']);
        expect(jams(s, 'v')).toBe(1);
        expect(jams(s, 'w')).toBe(0);
      },
    ),
    doesNotApply: kase(
      'one wingman only within range 3 (the other far off): the friendly pair is not offered',
      hondoTable(-150),
      hondoPlay('card:upgrade:hondoohnaka:0#0>w>v', 'w'),
      (s, seen) => {
        const step = seen.find((d) => d.kind === 'choose-action' && d.ship === 'h');
        expect(step?.options.some((o) => o.id.startsWith('card:upgrade:hondoohnaka:0#0'))).toBe(false);
        expect(jams(s, 'v')).toBe(0);
      },
    ),
  },
  {
    source: 'upgrade:hondoohnaka:0',
    applies: kase(
      'two enemy ships: the TIE picked first focuses at its player’s pick, the other gains a jam token',
      hondoTable(280),
      hondoPlay('card:upgrade:hondoohnaka:0#1>t>u', 't'),
      (s) => {
        expect(acts(s)).toEqual(['h:card', 't:focus']);
        expect(jams(s, 'u')).toBe(1);
      },
    ),
    doesNotApply: kase(
      'he focuses instead: nobody is coordinated or jammed',
      hondoTable(280),
      hondoPlay('focus', 'w'),
      (s) => {
        expect(acts(s)).toEqual(['h:focus']);
        expect(jams(s, 'u') + jams(s, 'v') + jams(s, 't') + jams(s, 'w')).toBe(0);
      },
    ),
  },
);

/**
 * Satine Kryze (001 Engagement Phase, its start; 000 "Charges and the Force", "Tokens"): a Republic ARC-170 (`s`) with
 * her aboard holding `charges` at (400, 150), its wingman (`w`) at (520, 150); a TIE far up the table. Her player takes
 * the deplete and focus pair for her own ship and the disarm and evade pair for the wingman.
 */
const satineTable = (charges: number) => () =>
  position(
    'engagement',
    [
      rebel('s', '104thbattalionpilot', 400, 150, { upgrades: [{ xws: 'satinekryze', charges }] }),
      rebel('w', 'squadsevenveteran', 520, 150),
    ],
    [farTie()],
  );
/** The tokens ship `id` gained, in order, as the log says ("gains 1 focus"). */
const satineGained = (s: GameState, id: string) =>
  logged(s, 'token-gained', id).map((e) => /gains \d+ (\w+)/.exec(e.text)?.[1]);
const satinePlay = playing(
  (s) => s.phase !== 'engagement' || (s.pending !== null && s.pending.kind !== 'use-ability'),
  () => answers(picks('use-ability', 'use:s/focus', 's'), picks('use-ability', 'use:w/evade', 's')),
);

SPECS.push({
  source: 'upgrade:satinekryze:0',
  applies: kase(
    'two charges: her ship takes a deplete and a focus, the wingman a disarm and an evade',
    satineTable(2),
    satinePlay,
    (s) => {
      // Read in the log: with no attack to declare the game runs on past the End Phase, which clears the focus and
      // evade tokens and gives a charge back.
      expect(satineGained(s, 's')).toEqual(['deplete', 'focus']);
      expect(satineGained(s, 'w')).toEqual(['disarm', 'evade']);
      expect(logged(s, 'cost-paid', 's')).toHaveLength(1);
    },
  ),
  doesNotApply: kase('one charge left: not offered, nobody gains a token', satineTable(1), satinePlay, (s, seen) => {
    expect(offered(seen, 'Satine Kryze')).toBe(false);
    expect(satineGained(s, 'w')).toEqual([]);
  }),
});

/**
 * The Mandalorian (000 "Charges and the Force"; 001 Engagement 1, Declare Target; "End Phase"): a Scum HWK-290 `m`
 * (`pilot`, no Force of its own by default) with the crew card and `withChild` The Child (2 Force that never recur, and
 * no recurring icon for the ship's Force), holding `force`; a TIE far away.
 */
const mandoTable =
  ({
    pilot = 'spicerunner',
    withChild = true,
    force = 0,
    defended = false,
  }: { pilot?: string; withChild?: boolean; force?: number; defended?: boolean } = {}) =>
  () =>
    position(
      'end',
      [
        rebel('m', pilot, 400, 150, {
          upgrades: ['themandalorian', ...(withChild ? ['thechild'] : [])],
          force,
          ...(defended ? { round: { defended: true } } : {}),
        }),
      ],
      [imperial('t', 'academypilot', 100, 850)],
    );
const mandoPlay = playing(leaves('end'));
const forceOf = (s: GameState) => shipOf(s, 'm').force;

SPECS.push({
  source: 'upgrade:themandalorian:0',
  applies: kase(
    'with The Child, no Force left and no attack against it this round: one Force back',
    mandoTable(),
    mandoPlay,
    (s) => expect(forceOf(s)).toBe(1),
  ),
  doesNotApply: [
    kase(
      'an attack was declared against it this round (a position): no Force back',
      mandoTable({ defended: true }),
      mandoPlay,
      (s) => expect(forceOf(s)).toBe(0),
    ),
    kase(
      'the TIE attacked it this round (played): no Force back',
      () =>
        position(
          'engagement',
          [rebel('m', 'spicerunner', 400, 150, { upgrades: ['themandalorian', 'thechild'], force: 0 })],
          [imperial('t', 'academypilot', 400, 450)],
        ),
      playing(hasLogged('end-phase'), () => attacks('t', 'm')),
      (s) => {
        expect(logged(s, 'attack-declared', 't')).toHaveLength(1);
        expect(forceOf(s)).toBe(0);
      },
    ),
    kase('its Force already full (2 of 2): nothing to recover', mandoTable({ force: 2 }), mandoPlay, (s) =>
      expect(forceOf(s)).toBe(2),
    ),
    kase(
      'Kanan Jarrus’s own Force recurs (no Child): the End Phase refills it, not the card',
      mandoTable({ pilot: 'kananjarrus-hwk290lightfreighter', withChild: false }),
      mandoPlay,
      (s) => expect(forceOf(s)).toBe(1),
    ),
  ],
});
