/**
 * Exact attack odds from @xwing/dice beside the attack: before it is declared (each attack option), and while its
 * dice are modified (the expected damage from the dice showing, and the modification the solver would make). Ship
 * stats come from the committed content data, loaded on demand so the first page load stays small.
 */
import { advise, computeOdds, type DiceQuery, type Face, type SideTokens } from '@xwing/dice';
import type { GameView } from '@xwing/engine';
import { useCardData } from './card-data.js';

type View = Omit<GameView, 'log'>;
type Ship = View['ships'][number];

interface Stats {
  attacks: { arc: string; value: number }[];
  agility: number;
}

type StatsOf = (ship: Ship, faction: string) => Stats | undefined;

function useStats(): StatsOf | null {
  return useCardData()?.statsOf ?? null;
}

function tokensOf(ship: Ship, locks?: string): SideTokens {
  const t: SideTokens = {};
  const put = (k: keyof SideTokens, n: number | undefined) => {
    if (n && n > 0) t[k] = Math.min(9, n);
  };
  put('focus', ship.tokens.focus);
  put('evade', ship.tokens.evade);
  put('calculate', ship.tokens.calculate);
  put('force', ship.force);
  if (locks && ship.locks.some((l) => l.target === locks)) t.lock = 1;
  return t;
}

export interface AttackSpecInput {
  attacker: string;
  defender: string;
  weapon: string;
  arc: string;
  range: number;
  obstructed: boolean;
}

/** The dice query for an attack as the table stands, or the reason there is none. */
export function queryFor(view: View, stats: StatsOf, a: AttackSpecInput): DiceQuery | string {
  // A remote's attack (a commando team's, issue 26) or an attack on a remote: its weapon is the remote's own.
  if (view.remotes?.some((r) => r.id === a.attacker || r.id === a.defender))
    return "odds are shown for ships' primary weapons only";
  const attacker = view.ships.find((s) => s.id === a.attacker);
  const defender = view.ships.find((s) => s.id === a.defender);
  if (!attacker || !defender) return 'unknown ship';
  if (a.weapon !== 'primary') return 'odds are shown for primary weapons only';
  const as = stats(attacker, view.players[attacker.player]?.faction ?? '');
  const ds = stats(defender, view.players[defender.player]?.faction ?? '');
  const value = as?.attacks.find((x) => x.arc === a.arc)?.value ?? as?.attacks[0]?.value;
  if (!as || !ds || value === undefined) return 'no stats for these ships';
  return {
    attacks: [{ dice: value, tokens: tokensOf(attacker, defender.id), range: a.range, obstructed: a.obstructed }],
    defender: {
      dice: ds.agility,
      tokens: tokensOf(defender),
      hull: Math.max(0, defender.hull - defender.damage.length),
      shields: defender.shields,
    },
  };
}

const pct = (p: number) => `${Math.round(p * 100)}%`;

/** One line of odds for an attack not yet rolled. */
export function OddsLine({ view, attack }: { view: View; attack: AttackSpecInput }) {
  const stats = useStats();
  if (!stats) return null;
  const q = queryFor(view, stats, attack);
  if (typeof q === 'string') return <span className="odds none">{q}</span>;
  try {
    const r = computeOdds(q);
    return (
      <span className="odds" data-expected={r.expectedDamage.toFixed(3)}>
        {`expected ${r.expectedDamage.toFixed(2)} damage · ≥1: ${pct(r.total.atLeast[1] ?? 0)} · ≥2: ${pct(r.total.atLeast[2] ?? 0)}`}
        {r.destroy !== undefined ? ` · destroys: ${pct(r.destroy)}` : ''}
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
  const q = queryFor(view, stats, attack);
  if (typeof q === 'string') return <p className="odds none">{q}</p>;
  try {
    const rolled = {
      attackDice: attack.attackDice.map((d) => d.face as Face),
      ...(attack.defenseDice.length ? { defenseDice: attack.defenseDice.map((d) => d.face as Face) } : {}),
    };
    const a = advise(q, rolled);
    return (
      <p className="odds live" data-expected={a.best.expectedDamage.toFixed(3)}>
        {`Expected damage now ${a.best.expectedDamage.toFixed(2)} (${a.side} best: ${a.best.action})`}
      </p>
    );
  } catch (e) {
    return <p className="odds none">{(e as Error).message}</p>;
  }
}
