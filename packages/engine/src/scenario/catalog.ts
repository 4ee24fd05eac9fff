/**
 * The standard scenarios (003: X-Wing Alliance, effective 28 July 2025; 000 "Scenarios": Atomic Mass Games 2023) as
 * data: what is placed, how it is placed, how mission points are earned and which scenario action ships get. The
 * rules that read these fields live in the other files of this folder.
 */
import type { ActionType } from '@xwing/content';
import type { FeatureKind } from '../state.js';

export type ScenarioFamily = 'xwa' | 'amg';

/** How a player earns mission points at the start of the End Phase (from the second round). */
export type ObjectiveScoring =
  /** Satellites: more ships (medium and large count two) at range 0–1 than the other player. */
  | 'control'
  /** One satellite: a player with a ship at range 0–2 contests it; contesting alone is worth one more. */
  | 'contest'
  /** Supply caches on friendly ship cards. */
  | 'tow'
  /** Satellites carrying the player's marker. */
  | 'scramble'
  /** Ships with the Ancient Knowledge condition. */
  | 'knowledge';

export type ScenarioAction = 'tow' | 'scramble' | 'transmit';

export interface ScenarioDef {
  name: string;
  title: string;
  family: ScenarioFamily;
  /** The rule document and section, for messages and tests. */
  source: string;
  feature: FeatureKind;
  /** Features in all, the centre one included. */
  count: number;
  /**
   * Each player's placements after the centre one, in order: the edge the feature must be at range 2–4 of ('own' or
   * 'opponent'). The players alternate, the first player first.
   */
  placements: ('own' | 'opponent')[];
  scoring: ObjectiveScoring;
  /**
   * 'one-or-two' (003): 1 point for having at least one, 2 for having more than the opponent.
   * 'each' (000): 1 point per feature (or cache) held.
   */
  objectivePoints: 'one-or-two' | 'each';
  /**
   * 'half' (003 common scoring; 000 Chance Engagement): half the ship's cost (down) the first time it is reduced to
   * half health, the rest (half up) when it is destroyed or removed, its whole cost if it was never halved.
   * 'full' (000 other scenarios): the whole cost when destroyed or removed.
   */
  destruction: 'half' | 'full';
  action?: ScenarioAction;
  /** Salvage and Scramble: the first player becomes the red player, the second the blue one. */
  colours: boolean;
  /** Actions a ship towing a supply cache cannot perform (the icons are lost in the documents: see TOW_*). */
  towForbids?: readonly ActionType[];
}

/**
 * The action icons of "While a ship is towing a supply cache, it cannot perform … actions" did not survive extraction
 * (003 shows two, 000 four). We read them as the actions that would drag a cache sideways or out of sight: boost and
 * barrel roll in 003; boost, barrel roll, SLAM and cloak in 000. Both documents add "or gain cloak tokens".
 */
const TOW_XWA: readonly ActionType[] = ['boost', 'barrel-roll'];
const TOW_AMG: readonly ActionType[] = ['boost', 'barrel-roll', 'slam', 'cloak'];

const XWA = '003';
const AMG = '000 "Scenarios"';

export const SCENARIOS: readonly ScenarioDef[] = [
  {
    name: 'xwa-assault-at-the-satellite-array',
    title: 'Assault at the Satellite Array (X-Wing Alliance 2025)',
    family: 'xwa',
    source: `${XWA} "Assault at the Satellite Array"`,
    feature: 'satellite',
    count: 5,
    placements: ['own', 'opponent'],
    scoring: 'control',
    objectivePoints: 'one-or-two',
    destruction: 'half',
    colours: false,
  },
  {
    name: 'xwa-chance-engagement',
    title: 'Chance Engagement (X-Wing Alliance 2025)',
    family: 'xwa',
    source: `${XWA} "Chance Engagement"`,
    feature: 'satellite',
    count: 1,
    placements: [],
    scoring: 'contest',
    objectivePoints: 'one-or-two',
    destruction: 'half',
    colours: false,
  },
  {
    name: 'xwa-salvage-mission',
    title: 'Salvage Mission (X-Wing Alliance 2025)',
    family: 'xwa',
    source: `${XWA} "Salvage Mission"`,
    feature: 'supply-cache',
    count: 5,
    placements: ['own', 'opponent'],
    scoring: 'tow',
    objectivePoints: 'one-or-two',
    destruction: 'half',
    action: 'tow',
    colours: true,
    towForbids: TOW_XWA,
  },
  {
    name: 'xwa-scramble-the-transmissions',
    title: 'Scramble the Transmissions (X-Wing Alliance 2025)',
    family: 'xwa',
    source: `${XWA} "Scramble the Transmissions"`,
    feature: 'satellite',
    count: 3,
    placements: ['opponent'],
    scoring: 'scramble',
    objectivePoints: 'one-or-two',
    destruction: 'half',
    action: 'scramble',
    colours: true,
  },
  {
    name: 'xwa-ancient-knowledge',
    title: 'Ancient Knowledge (X-Wing Alliance 2025)',
    family: 'xwa',
    source: `${XWA} "Ancient Knowledge"`,
    feature: 'data-cache',
    count: 3,
    placements: ['opponent'],
    scoring: 'knowledge',
    objectivePoints: 'one-or-two',
    destruction: 'half',
    action: 'transmit',
    colours: false,
  },
  {
    name: 'amg-assault-at-the-satellite-array',
    title: 'Assault at the Satellite Array (Atomic Mass Games 2023)',
    family: 'amg',
    source: `${AMG}, "Assault at the Satellite Array"`,
    feature: 'satellite',
    count: 5,
    placements: ['own', 'opponent'],
    scoring: 'control',
    objectivePoints: 'each',
    destruction: 'full',
    colours: false,
  },
  {
    name: 'amg-chance-engagement',
    title: 'Chance Engagement (Atomic Mass Games 2023)',
    family: 'amg',
    source: `${AMG}, "Chance Engagement"`,
    feature: 'satellite',
    count: 1,
    placements: [],
    scoring: 'contest',
    objectivePoints: 'one-or-two',
    destruction: 'half',
    colours: false,
  },
  {
    name: 'amg-salvage-mission',
    title: 'Salvage Mission (Atomic Mass Games 2023)',
    family: 'amg',
    source: `${AMG}, "Salvage Mission"`,
    feature: 'supply-cache',
    count: 5,
    placements: ['own', 'opponent'],
    scoring: 'tow',
    objectivePoints: 'each',
    destruction: 'full',
    action: 'tow',
    colours: true,
    towForbids: TOW_AMG,
  },
  {
    name: 'amg-scramble-the-transmissions',
    title: 'Scramble the Transmissions (Atomic Mass Games 2023)',
    family: 'amg',
    source: `${AMG}, "Scramble the Transmissions"`,
    feature: 'satellite',
    count: 3,
    placements: ['opponent'],
    scoring: 'scramble',
    objectivePoints: 'each',
    destruction: 'full',
    action: 'scramble',
    colours: true,
  },
];

/** A plain dogfight: no scenario state at all (000 "Winning the Game": points destroyed decide). */
export const DOGFIGHT = 'dogfight';

/** Every name `--scenario` accepts, the dogfight first. */
export function scenarioNames(): string[] {
  return [DOGFIGHT, ...SCENARIOS.map((s) => s.name)];
}

export function findScenario(name: string): ScenarioDef | undefined {
  return SCENARIOS.find((s) => s.name === name);
}

/** The scenario's definition; throws for a name that is not a scenario (callers validate names first). */
export function scenarioDef(name: string): ScenarioDef {
  const d = findScenario(name);
  if (!d) throw new Error(`engine: unknown scenario ${JSON.stringify(name)}`);
  return d;
}
