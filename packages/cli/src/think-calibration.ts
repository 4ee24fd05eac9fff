/**
 * `xwing play --think MS`: the search player's budget is counted in nodes so that a seed replays a game; a time per
 * decision is turned into nodes by timing this machine. The timing plays a fixed reference game (two X-wings against
 * three TIEs, seed "think-calibration") with the heuristic and times the searching player on its first decisions that
 * offer a choice, after a warm-up; the nodes are the level's, scaled by the time wanted over the time measured. The
 * command says the node count it used, so `--nodes N` repeats the same games on any machine.
 */
import { loadContent } from '@xwing/content';
import {
  type AiKind,
  applyInPlace,
  createGame,
  type Decision,
  type GameState,
  heuristicChoice,
  makePlayer,
  SEARCH_BUDGETS,
  seedRng,
  viewFor,
} from '@xwing/engine';

const REFERENCE_SQUADS = [
  {
    faction: 'rebelalliance',
    pilots: [
      { id: 'lukeskywalker', ship: 't65xwing', upgrades: {} },
      { id: 'wedgeantilles', ship: 't65xwing', upgrades: {} },
    ],
  },
  {
    faction: 'galacticempire',
    pilots: [
      { id: 'academypilot', ship: 'tielnfighter', upgrades: {} },
      { id: 'academypilot', ship: 'tielnfighter', upgrades: {} },
      { id: 'blacksquadronace', ship: 'tielnfighter', upgrades: {} },
    ],
  },
];

/** Decisions timed, after the warm-up ones. */
const TIMED = 8;
const WARM_UP = 3;
/** The fewest and most nodes --think may come to. */
export const THINK_NODES = { min: 16, max: 200_000 } as const;

export interface ThinkCalibration {
  /** Rollout nodes per decision for the time wanted. */
  nodes: number;
  /** The level's own nodes and the milliseconds a decision took with them here. */
  levelNodes: number;
  msPerDecision: number;
}

/** The nodes per decision that make `kind` (a searching kind) think about `ms` milliseconds a decision here. */
export function calibrateThink(
  kind: AiKind,
  ms: number,
  now: () => number = () => performance.now(),
): ThinkCalibration {
  const content = loadContent();
  const level = kind === 'hard' ? 'hard' : 'normal';
  const player = makePlayer(kind);
  const state: GameState = createGame(
    {
      players: [
        { name: 'Rebels', squad: REFERENCE_SQUADS[0] },
        { name: 'Empire', squad: REFERENCE_SQUADS[1] },
      ],
      seed: 'think-calibration',
    },
    content,
  );
  let spent = 0;
  let timed = 0;
  let seen = 0;
  for (let guard = 0; guard < 5000 && state.pending && timed < TIMED; guard++) {
    const d: Decision = state.pending;
    const sight = viewFor({ ...state, log: [] }, d.player);
    const rng = seedRng(`think-calibration/${d.id}`);
    if (state.phase !== 'setup' && d.options.length > 1) {
      const start = now();
      player.choose(sight, d, content, rng);
      const took = now() - start;
      if (seen++ >= WARM_UP) {
        spent += took;
        timed++;
      }
    }
    const c = heuristicChoice(sight, d, content, seedRng(`think-calibration/h/${d.id}`));
    if (!applyInPlace(state, c, content).ok) break;
  }
  if (timed === 0) throw new Error('the calibration game offered no decision to time');
  const msPerDecision = spent / timed;
  const levelNodes = SEARCH_BUDGETS[level].nodes;
  const nodes = Math.round((levelNodes * ms) / Math.max(msPerDecision, 1e-3));
  return {
    nodes: Math.min(THINK_NODES.max, Math.max(THINK_NODES.min, nodes)),
    levelNodes,
    msPerDecision,
  };
}
