/**
 * Small builders the card specs in specs/ share: ships facing each other across the table, a case built from a table
 * and a way to play it, and the number of dice a ship was asked to enter. Everything plays through the flow harness
 * (`createFromPosition` + `applyInPlace`).
 */
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { SpecCase } from './card-spec.js';
import { type Answer, answers, attacks, hasLogged, leaves, picks, playUntil, position } from './flow-harness.js';

/** A Rebel ship facing up the table (heading 0 looks towards larger y). */
export const rebel = (
  id: string,
  pilot: string,
  x: number,
  y: number,
  extra: Partial<PositionShip> = {},
): PositionShip => ({ id, pilot, pose: { x, y, heading: 0 }, ...extra });

/** An Imperial ship facing down the table, towards the Rebels. */
export const imperial = (
  id: string,
  pilot: string,
  x: number,
  y: number,
  extra: Partial<PositionShip> = {},
): PositionShip => ({ id, pilot, pose: { x, y, heading: 180 }, ...extra });

/** A quiet Imperial ship far up the table, for activation positions. */
export const farTie = (): PositionShip => imperial('far', 'academypilot', 100, 850, { dial: '1F' });

/** A quiet Rebel ship far down the table, for activation positions. */
export const farXwing = (): PositionShip => rebel('far', 'redsquadronveteran', 100, 60, { dial: '1F' });

/** An Engagement Phase table: an X-wing at (400, 300) facing up, and the Imperial ships given. */
export const vsXwing =
  (...empire: Parameters<typeof imperial>[]) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      empire.map((args) => imperial(...args)),
    );

/** A spec case: its name, its table, how it is played and what must hold afterwards. */
export function kase(
  name: string,
  state: () => GameState,
  play: (s: GameState) => Decision[],
  check: (s: GameState, seen: Decision[]) => void,
): SpecCase {
  return { name, state, play, check };
}

/**
 * Plays until `stop`, answering with the rules `answer` builds: built afresh for each game, since some answers count
 * what they did (`rolls`, `modifiesWith`) and a spec plays its two cases with the same function.
 */
export const playing =
  (stop: (s: GameState) => boolean, answer: () => Answer = () => () => undefined) =>
  (s: GameState): Decision[] =>
    playUntil(s, stop, answer());

/** The dice counts `ship` was asked to enter for its first attack roll and first defense roll. */
export function diceCounts(seen: readonly Decision[], attacker: string, defender: string) {
  const first = (ship: string, kind: string) =>
    seen.find(
      (d) => d.kind === 'enter-dice' && d.ship === ship && d.accepts === `${kind}-faces` && !d.prompt.includes('('),
    )?.count;
  return { attack: first(attacker, 'attack'), defense: first(defender, 'defense') };
}

/**
 * Plays `attacker`'s attack on `defender` to its end (its primary weapon unless named), with the rules `also` builds
 * (afresh for each game) for the rest.
 */
export const attackPlay =
  (attacker: string, defender: string, also: () => Answer = () => () => undefined, weapon = 'primary') =>
  (s: GameState): Decision[] =>
    playUntil(s, hasLogged('attack-ended', attacker), answers(attacks(attacker, defender, weapon), also()));

/** The indexes (in its registry entry) of the abilities of `source` the log says were used, in order. */
export function usedIndexes(s: GameState, source: string): number[] {
  return s.log.filter((e) => e.type === 'ability-used' && e.data?.source === source).map((e) => Number(e.data?.index));
}

/**
 * A card that acts once its ship's coordinate is over (ST-321, Interference Array): a Lambda shuttle `l` at (400, 150)
 * carrying `card`, revealing 1F (or, with `carrierActs` false, done activating at (150, 150) while a second Lambda `m`
 * without the card acts in its place); a TIE/ln `w` done activating at (560, 200), the ship to coordinate; an enemy
 * X-wing `x` at (560, `enemyY`).
 */
export const coordinatorTable =
  (card: string, enemyY: number) =>
  (carrierActs = true) =>
  () =>
    position(
      'activation',
      [
        rebel('l', 'omicrongrouppilot', carrierActs ? 400 : 150, 150, {
          upgrades: [card],
          ...(carrierActs ? { dial: '1F' } : { round: { activated: true } }),
        }),
        ...(carrierActs ? [] : [rebel('m', 'omicrongrouppilot', 400, 150, { dial: '1F' })]),
        rebel('w', 'academypilot', 560, 200, { round: { activated: true } }),
      ],
      [imperial('x', 'redsquadronveteran', 560, enemyY, { round: { activated: true } })],
    );

/** The acting Lambda performs `act`, the TIE it coordinates focuses, and the card's ability picks the X-wing. */
export const coordinatorPlay = (act: string) =>
  playing(leaves('activation'), () =>
    answers(
      picks('choose-action', act, 'l'),
      picks('choose-action', act, 'm'),
      picks('choose-action', 'focus', 'w'),
      picks('use-ability', 'use:x', 'l'),
    ),
  );
