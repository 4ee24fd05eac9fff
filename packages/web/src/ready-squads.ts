/**
 * Squads a player can pick without pasting anything: the repository's own test squads (facts only: pilots, ships,
 * upgrades and costs as XWS) and two small ones for quick games.
 */
import imperialTies from '../../engine/test/fixtures/imperial-ties.json';
import rebelXwings from '../../engine/test/fixtures/rebel-xwings.json';

export interface ReadySquad {
  id: string;
  label: string;
  xws: unknown;
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
];
