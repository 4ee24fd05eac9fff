/**
 * The maneuvers an ability may set a ship's revealed dial to (movement's `set-dial`), as a record's `choices`: the
 * other maneuvers of that ship's dial (the window's subject ship, the one activating) related to the one revealed by
 * speed, bearing and difficulty. 000 "Maneuvers": a maneuver's speed, bearing (the dial code's letter) and difficulty;
 * "Maneuver Difficulty": the difficulty as standing abilities change it; "Stress": a stressed ship may not set a red one.
 */
import type { Ability } from '../../vocabulary/types.js';
import { shipById } from '../../vocabulary/queries.js';

/** How the maneuver set relates to the one revealed; every field given must hold. */
export interface DialFilter {
  /** 'same' speed, the 'next-higher' speed, or a speed 'one-apart' (1 higher or lower). */
  speed?: 'same' | 'next-higher' | 'one-apart';
  /** The same bearing (the same kind and direction: a left bank is not a right bank). */
  sameBearing?: boolean;
  /** Of the same difficulty as the one revealed, as both stand now. */
  sameDifficulty?: boolean;
  /** Not a red maneuver now. */
  notRed?: boolean;
  /** A basic maneuver: a straight, bank or turn (000 "Maneuvers"). */
  basic?: boolean;
}

const BASIC = new Set(['F', 'B', 'N', 'T', 'Y']);

/**
 * A record's `choices`: one `<dial code>` option per other maneuver of the revealing ship's dial that `f` lets through
 * and that it may execute now; none while the maneuver of the moment is not its dial's (an ion maneuver, an unset dial,
 * a red one stress refused).
 */
export function dialChoices(f: DialFilter): NonNullable<Ability['choices']> {
  return (ctx, _me, subject) => {
    const revealed = subject.data?.maneuver;
    const id = subject.ship;
    if (id === undefined || typeof revealed !== 'string' || shipById(ctx.state, id)?.dial?.maneuver !== revealed)
      return [];
    const dial = ctx.effects.dialManeuvers(ctx, id);
    const r = dial.find((m) => m.code === revealed);
    if (!r) return [];
    return dial
      .filter(
        (m) =>
          m.code !== r.code &&
          m.allowed &&
          (f.speed === undefined ||
            (f.speed === 'same' && m.speed === r.speed) ||
            (f.speed === 'next-higher' && m.speed === r.speed + 1) ||
            (f.speed === 'one-apart' && Math.abs(m.speed - r.speed) === 1)) &&
          (!f.sameBearing || m.bearing === r.bearing) &&
          (!f.sameDifficulty || m.difficulty === r.difficulty) &&
          (!f.notRed || m.difficulty !== 'red') &&
          (!f.basic || BASIC.has(m.bearing)),
      )
      .map((m) => ({ id: m.code, label: `Set the dial to ${m.code} (${m.difficulty})` }));
  };
}
