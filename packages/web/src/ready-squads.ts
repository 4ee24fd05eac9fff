/**
 * Squads a player can pick without pasting anything: the repository's own test squads (facts only: pilots, ships,
 * upgrades and costs as XWS) and two small ones for quick games.
 */
import feCoreImperials from '../../engine/test/fixtures/fe-core-imperials.json';
import feCoreRebels from '../../engine/test/fixtures/fe-core-rebels.json';
import imperialTies from '../../engine/test/fixtures/imperial-ties.json';
import juniorImperials from '../../engine/test/fixtures/junior-imperials.json';
import juniorRebels from '../../engine/test/fixtures/junior-rebels.json';
import rebelXwings from '../../engine/test/fixtures/rebel-xwings.json';

export interface ReadySquad {
  id: string;
  label: string;
  xws: unknown;
  /** The rule set whose squads it is (issue 29); absent: 2.5. */
  ruleSet?: 'first-edition' | 'junior' | 'junior-advanced';
}

export const READY_SQUADS: ReadySquad[] = [
  {
    id: 'lone-xwing',
    label: 'Luke Skywalker alone (T-65 X-wing, quick game)',
    xws: {
      name: 'Lone X-wing',
      faction: 'rebelalliance',
      version: '2.5.0',
      pilots: [{ id: 'lukeskywalker', ship: 't65xwing', points: 14, upgrades: {} }],
    },
  },
  {
    id: 'tie-pair',
    label: 'Two Academy Pilots (TIE/ln fighters, quick game)',
    xws: {
      name: 'TIE pair',
      faction: 'galacticempire',
      version: '2.5.0',
      pilots: [
        { id: 'academypilot', ship: 'tielnfighter', points: 5 },
        { id: 'academypilot', ship: 'tielnfighter', points: 5 },
      ],
    },
  },
  { id: 'red-squadron', label: 'Red Squadron (four T-65 X-wings)', xws: rebelXwings },
  { id: 'howlrunners-pack', label: "Howlrunner's pack (eight TIE/ln fighters)", xws: imperialTies },
  // First edition (XWS 1.0, 002's 100-point squads of the Core Set and Wave 1 cards).
  {
    id: 'fe-core-rebels',
    label: 'Core Set: Luke Skywalker with R2-D2 and proton torpedoes',
    xws: feCoreRebels,
    ruleSet: 'first-edition',
  },
  {
    id: 'fe-core-imperials',
    label: 'Core Set: "Mauler Mithel" and "Night Beast"',
    xws: feCoreImperials,
    ruleSet: 'first-edition',
  },
  // Junior (004 §Set Up a: a Rookie Pilot X-wing against two Academy Pilot TIE fighters).
  { id: 'junior-rebels', label: 'A Rookie Pilot X-wing', xws: juniorRebels, ruleSet: 'junior' },
  { id: 'junior-imperials', label: 'Two Academy Pilot TIE fighters', xws: juniorImperials, ruleSet: 'junior' },
  // Junior with 004's optional advanced rule: other X-wing and TIE fighter pilots, to points.
  {
    id: 'junior-advanced-rebels',
    label: 'Luke Skywalker and a Rookie Pilot (X-wings)',
    xws: {
      faction: 'rebel',
      version: '1.0.0',
      pilots: [
        { name: 'lukeskywalker', ship: 'xwing' },
        { name: 'rookiepilot', ship: 'xwing' },
      ],
    },
    ruleSet: 'junior-advanced',
  },
  {
    id: 'junior-advanced-imperials',
    label: '"Howlrunner", "Night Beast" and an Academy Pilot (TIE fighters)',
    xws: {
      faction: 'imperial',
      version: '1.0.0',
      pilots: [
        { name: 'howlrunner', ship: 'tiefighter' },
        { name: 'nightbeast', ship: 'tiefighter' },
        { name: 'academypilot', ship: 'tiefighter' },
      ],
    },
    ruleSet: 'junior-advanced',
  },
];

/** The ready squads of a rule set, and the two a lobby picks first for it (the first two listed: yours, theirs). */
export function readySquadsOf(ruleSet: string): { list: ReadySquad[]; mine: string; theirs: string } {
  const list = READY_SQUADS.filter((s) => (s.ruleSet ?? '2.5') === ruleSet);
  return { list, mine: list[0]?.id ?? 'paste', theirs: list[1]?.id ?? list[0]?.id ?? 'paste' };
}
