/**
 * The rules version's reminder (src/rules-version.ts): seeded games, played by a chooser that depends on nothing but
 * the decisions it is shown, must ask and offer exactly what they did when the version was last raised. When this
 * fails, the engine now asks or offers something else, so games stored under the current version may no longer
 * replay: raise RULES_VERSION and add its fingerprint below (never edit an older line).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadContent } from '@xwing/content';
import { applyInPlace, createGame, type GameSetup, RULES_VERSION } from '@xwing/engine';
import { describe, expect, it } from 'vitest';

/** The fingerprint of the games below under each rules version. */
const FINGERPRINTS: Record<number, string> = {
  1: 'e3ca68cfeaa8c9f2271eab54',
  // Issue 21: the jam, tractor, deplete and reinforce token rules (a seventh game meets the tractor decisions); the
  // timing fixes: granted actions asked as their ability resolves, "may" abilities asked (Luke Skywalker), a
  // position's phase start (a fifth game of pilots that grant actions).
  2: '46a807d0def28846ab79e3eb',
  // Session 22: the cards written this session ask their own questions and offer their own options in the seeded
  // games (and ships start with their crew's Force).
  3: 'cbfd2dd27957aa7720e88db9',
  // Session 23 (support): R2-D2 (the astromech, in the Rebel X-wings' squad) asks R2 Astromech's question; a
  // coordinate's 'action:after-perform' window runs once the coordinated ship has acted.
  4: '4aa1749d8e9a1da487246881',
  // Session 26: bases touching through their guides are at range 0 (a bumped ship and the ship it backed over:
  // docs/geometry.md "Touching"), so range-0 rules apply to bumped ships; the session's cards ask their questions
  // (Selfless, Jek Porkins' talent in the Rebel X-wings' squad, as the Neutralize Results step comes).
  5: '387aeac22c1fb3925baf492a',
  // Session 36: cards that ask their own questions and offer their own options in games holding them (Snap Shot,
  // Foresight and Underslung Blaster Cannon attack in the Activation Phase; Nashtah Pup, Agent Tierny, GA-97, Boba
  // Fett's crew card, Pre Vizsla, Rigged Cargo Chute, Electro-Chaff Missiles), and new state (a ship's identity and
  // reserve rules, obstacles' fuses): a stored game holding one replays differently. An eighth game holds two of
  // them (the first seven hold none and ask what they asked under version 5).
  6: '102405cbbcf55a6358a55b2b',
  // Session 37: Han Solo (Rebel gunner) asks for his attack at initiative 7 (a ninth game holds him); You Should Thank
  // Me's bonus attack as the Engagement Phase ends; the remotes' own questions (the Buzz Droid Swarm's guides, the
  // commando teams' relocation at the start of the Activation Phase); devices and remotes placed by their measured
  // Vassal outlines and offsets; bombs that damage remotes. The first eight games ask what they asked under version 6.
  7: 'c93e548db75480b84f51e9ee',
  // Session 38: the Blazer Bomb leaves a Blaze, an obstacle ships move through (a tenth game holds two Blazer Bombs);
  // the commando teams' own attack (a 'remote-attack' decision) and the remotes' place in the engagement order; "after
  // you spend a focus token" heard for tokens spent as a price; Lieutenant Bastian's lock after any dealt card; a side
  // with only reserve or docked ships loses at the end of the End Phase. The first nine games ask what they asked
  // under version 7.
  8: 'c7e33352048c3cb5e6cc7710',
  // Session 39: a SLAM's maneuver checks its difficulty (000 "Executing a Maneuver": red gives a stress, blue removes
  // one), as an eleventh game of three Fireballs shows; the session's cards ask their own questions in games holding
  // them (Corran Horn's attack at initiative 0, Prince Xizor's redirection, Esege Tuketu's lent focus, Tal Merrik's
  // False Friend, Tobias Beckett's obstacle move, Lieutenant Dormitz's placements, Sense, Supreme Leader Snoke and
  // others). The first ten games ask what they asked under version 8.
  9: '9c33d4ada89f5c479fea04ed',
};

const content = loadContent();
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as unknown;

const squads = (a: string, b: string): GameSetup['players'] => [
  { name: 'a', squad: fixture(a) },
  { name: 'b', squad: fixture(b) },
];

const GAMES: GameSetup[] = [
  { seed: 'rules-version/1', scenario: 'dogfight' },
  { seed: 'rules-version/2', scenario: 'dogfight' },
  { seed: 'rules-version/3', scenario: 'xwa-chance-engagement' },
  { seed: 'rules-version/4', scenario: 'xwa-salvage-mission' },
  // From rules version 2: pilots whose abilities grant actions or say "may" (issue 21's timing faults).
  {
    seed: 'rules-version/5',
    scenario: 'dogfight',
    players: squads('timing-rebels.json', 'timing-imperials.json'),
  },
].map((g) => ({
  players: squads('rebel-xwings.json', 'imperial-ties.json'),
  maxRounds: 4,
  ...g,
}));
// From rules version 2: a longer game against a scum squad whose walk meets Foreman Proach's tractor token (its move
// and rotation decisions); its HWKs carry the jam action.
GAMES.push({
  players: [
    { name: 'a', squad: fixture('rebel-xwings.json') },
    { name: 'b', squad: fixture('scum-jammers.json') },
  ],
  maxRounds: 12,
  seed: 'rules-version/7',
  scenario: 'dogfight',
});

// From rules version 6: the Activation Phase's bonus attacks after an enemy's maneuver (Foresight on Luke Skywalker,
// Snap Shot on Wedge Antilles) against four TIEs.
GAMES.push({
  players: [
    {
      name: 'a',
      squad: {
        faction: 'rebelalliance',
        pilots: [
          { id: 'lukeskywalker', ship: 't65xwing', upgrades: { 'force-power': ['foresight'] } },
          { id: 'wedgeantilles', ship: 't65xwing', upgrades: { talent: ['snapshot'] } },
        ],
      },
    },
    { name: 'b', squad: fixture('imperial-ties.json') },
  ],
  // A seed whose walk meets one of the two questions (round 8 at the latest).
  maxRounds: 8,
  seed: 'rules-version/10',
  scenario: 'dogfight',
});

// From rules version 7: Han Solo (the Rebel gunner) attacks at initiative 7 from the VCX-100's turret arc (a Dorsal
// Turret), against four TIEs.
GAMES.push({
  players: [
    {
      name: 'a',
      squad: {
        faction: 'rebelalliance',
        pilots: [
          {
            id: 'kananjarrus',
            ship: 'vcx100lightfreighter',
            upgrades: { gunner: ['hansolo-rebel'], turret: ['dorsalturret'] },
          },
        ],
      },
    },
    { name: 'b', squad: fixture('imperial-ties.json') },
  ],
  // A seed whose walk meets his question twice (round 8 at the latest).
  maxRounds: 8,
  seed: 'rules-version/18',
  scenario: 'dogfight',
});

// From rules version 8: Blazer Bombs leave Blazes, which ships then move through (two TIE bombers with Blazer Bombs and a
// TIE against the timing rebels).
GAMES.push({
  players: [
    { name: 'a', squad: fixture('timing-rebels.json') },
    {
      name: 'b',
      squad: {
        faction: 'galacticempire',
        pilots: [
          { id: 'scimitarsquadronpilot', ship: 'tiesabomber', upgrades: { device: ['blazerbomb'] } },
          { id: 'scimitarsquadronpilot', ship: 'tiesabomber', upgrades: { device: ['blazerbomb'] } },
          { id: 'academypilot', ship: 'tielnfighter', upgrades: {} },
        ],
      },
    },
  ],
  // A seed whose walk leaves three Blazes and moves a ship through one.
  maxRounds: 12,
  seed: 'rules-version/8',
  scenario: 'dogfight',
});

// From rules version 9: a SLAM's maneuver checks its difficulty (three Resistance Fireballs, whose SLAMs take red and
// blue maneuvers, against Howlrunner's TIEs).
GAMES.push({
  players: [
    { name: 'a', squad: fixture('imperial-ties.json') },
    {
      name: 'b',
      squad: {
        faction: 'resistance',
        pilots: [
          { id: 'colossusstationmechanic', ship: 'fireball', upgrades: {} },
          { id: 'colossusstationmechanic', ship: 'fireball', upgrades: {} },
          { id: 'colossusstationmechanic', ship: 'fireball', upgrades: {} },
        ],
      },
    },
  ],
  // A seed whose walk SLAMs three times.
  maxRounds: 12,
  seed: 'rules-version/20',
  scenario: 'dogfight',
});

/** Every decision asked (kind, player, options) and every choice made, in order, as one hash. */
function fingerprint(setup: GameSetup): { hash: string; decisions: number } {
  const hash = createHash('sha256');
  const state = createGame(setup, content);
  let pick = 0;
  let decisions = 0;
  while (state.pending && !state.result) {
    const d = state.pending;
    if (++decisions > 5000) throw new Error(`${setup.seed}: no end after 5000 decisions`);
    const ids = d.options.map((o) => o.id);
    hash.update(JSON.stringify([d.kind, d.player, d.ship ?? null, ids]));
    // A fixed walk through the options (not an AI, whose changes must not count): the first one accepted from a
    // moving start.
    pick = (pick * 31 + 7) % 1009;
    let accepted = false;
    for (let k = 0; k < ids.length && !accepted; k++) {
      const option = ids[(pick + k) % ids.length]!;
      accepted = applyInPlace(state, { decision: d.id, seat: d.player, option }, content).ok;
      if (accepted) hash.update(option);
    }
    if (!accepted) throw new Error(`${setup.seed}: no option of ${d.kind} was accepted`);
  }
  hash.update(JSON.stringify(state.result));
  return { hash: hash.digest('hex').slice(0, 24), decisions };
}

describe('rules version', () => {
  it(`seeded games ask and offer what they did under rules version ${RULES_VERSION}`, () => {
    const got = GAMES.map((g) => fingerprint(g));
    expect(got.every((g) => g.decisions > 50)).toBe(true);
    const combined = createHash('sha256')
      .update(got.map((g) => g.hash).join(' '))
      .digest('hex')
      .slice(0, 24);
    expect(
      combined,
      `the engine asks or offers something else than under rules version ${RULES_VERSION}: raise RULES_VERSION ` +
        `(packages/engine/src/rules-version.ts) and add FINGERPRINTS[${RULES_VERSION + 1}] = '${combined}'`,
    ).toBe(FINGERPRINTS[RULES_VERSION]);
  });

  it('each version has its own fingerprint', () => {
    const values = Object.values(FINGERPRINTS);
    expect(new Set(values).size).toBe(values.length);
    expect(Math.max(...Object.keys(FINGERPRINTS).map(Number))).toBe(RULES_VERSION);
  });
});
