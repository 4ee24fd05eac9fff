/**
 * Exact attack odds from @xwing/dice beside the attack: before it is declared (each attack option), and while its
 * dice are modified (the expected damage from the dice showing, and the modification the solver would make). Ship
 * stats come from the committed content data, loaded on demand so the first page load stays small.
 */
import { advise, computeOdds, type Face } from '@xwing/dice';
import { useCardData } from './card-data.js';
import { type AttackSpecInput, queryFor, type StatsOf, type View, withCards } from './odds-query.js';

export type { AttackSpecInput } from './odds-query.js';

function useStats(): StatsOf | null {
  return useCardData()?.statsOf ?? null;
}

const pct = (p: number) => `${Math.round(p * 100)}%`;

/** One line of odds for an attack not yet rolled (`option`: its declare-attack option, whose cards the view holds). */
export function OddsLine({ view, attack, option }: { view: View; attack: AttackSpecInput; option?: string }) {
  const stats = useStats();
  if (!stats) return null;
  const cards = option === undefined ? undefined : view.cardOdds?.options?.[option];
  const q = queryFor(view, stats, attack, cards);
  if (typeof q === 'string') return <span className="odds none">{q}</span>;
  try {
    const r = computeOdds(q);
    return (
      <span className="odds" data-expected={r.expectedDamage.toFixed(3)}>
        {`expected ${r.expectedDamage.toFixed(2)} damage · ≥1: ${pct(r.total.atLeast[1] ?? 0)} · ≥2: ${pct(r.total.atLeast[2] ?? 0)}`}
        {r.destroy !== undefined ? ` · destroys: ${pct(r.destroy)}` : ''}
        {withCards(cards)}
      </span>
    );
  } catch (e) {
    return <span className="odds none">{(e as Error).message}</span>;
  }
}

/** The attack in progress: expected damage from the dice as they show and the solver's advice. */
export function LiveOdds({ view }: { view: View }) {
  const stats = useStats();
  const attack = view.cursor.attack;
  if (!stats || !attack || !attack.attackDice.length) return null;
  const cards = view.cardOdds?.live;
  const q = queryFor(view, stats, attack, cards);
  if (typeof q === 'string') return <p className="odds none">{q}</p>;
  try {
    const rolled = {
      attackDice: attack.attackDice.map((d) => d.face as Face),
      ...(attack.defenseDice.length ? { defenseDice: attack.defenseDice.map((d) => d.face as Face) } : {}),
    };
    const a = advise(q, rolled);
    return (
      <p className="odds live" data-expected={a.best.expectedDamage.toFixed(3)}>
        {`Expected damage now ${a.best.expectedDamage.toFixed(2)} (${a.side} best: ${a.best.action})${withCards(cards)}`}
      </p>
    );
  } catch (e) {
    return <p className="odds none">{(e as Error).message}</p>;
  }
}
