/**
 * Determine Player Order (000 Setup 2; 001 Setup 2 and Planning 2): each player rolls three attack dice. The
 * rulebook's icons were lost in extraction; we read them as the published game has them: most crit results first,
 * then most hit results, then most focus results; still tied, both reroll.
 */
import type { Ctx } from '../context.js';
import type { PlayerIndex } from '../state.js';

function score(faces: readonly string[]): [number, number, number] {
  const n = (f: string) => faces.filter((x) => x === f).length;
  return [n('crit'), n('hit'), n('focus')];
}

/** Winner of two rolls, or null on a full tie. */
export function orderWinner(a: readonly string[], b: readonly string[]): PlayerIndex | null {
  const sa = score(a);
  const sb = score(b);
  for (let i = 0; i < 3; i++) if (sa[i]! !== sb[i]!) return sa[i]! > sb[i]! ? 0 : 1;
  return null;
}

/**
 * Runs the roll, keeping partial results in cursor.data.orderRolls so entered-dice games can ask each player in
 * turn. Returns 'asked' while waiting for entered dice, else the first player.
 */
export function rollPlayerOrder(ctx: Ctx): PlayerIndex | 'asked' {
  const c = ctx.state.cursor;
  const data = (c.data ??= {});
  for (;;) {
    const rolls = (data.orderRolls ?? []) as string[][];
    while (rolls.length < 2) {
      const p = rolls.length as PlayerIndex;
      const faces = ctx.rollOrAsk('attack', 3, p, 'to determine player order');
      if (faces === null) {
        data.orderRolls = rolls;
        return 'asked';
      }
      rolls.push(faces);
    }
    delete data.orderRolls;
    const w = orderWinner(rolls[0]!, rolls[1]!);
    ctx.emit(
      'player-order-rolled',
      w === null
        ? `Player order: both rolled ${rolls[0]!.join(', ')} — a tie, so both reroll.`
        : `Player order: ${ctx.state.players[w].name} is the first player (${rolls[0]!.join(' ')} against ${rolls[1]!.join(' ')}).`,
      { data: { rolls, first: w } },
    );
    if (w !== null) {
      ctx.state.firstPlayer = w;
      return w;
    }
  }
}
