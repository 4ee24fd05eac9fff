/**
 * The dice query the odds panel asks (odds.tsx): an attack as the table stands, with the ships' tokens and the dice
 * abilities of their cards that the service computed from the engine's records (GameView.cardOdds, card-odds.ts).
 */
import type { DiceQuery, SideTokens } from '@xwing/dice';
import type { AttackCardOdds, GameView } from '@xwing/engine';

export type View = Omit<GameView, 'log'>;
type Ship = View['ships'][number];

interface Stats {
  attacks: { arc: string; value: number }[];
  agility: number;
}

export type StatsOf = (ship: Ship, faction: string) => Stats | undefined;

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

/**
 * The dice query for an attack as the table stands, or the reason there is none. `cards`: the dice abilities of the
 * ships' cards in this attack, as the service computed them from the engine's records (GameView.cardOdds).
 */
export function queryFor(view: View, stats: StatsOf, a: AttackSpecInput, cards?: AttackCardOdds): DiceQuery | string {
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
  const attackTokens = tokensOf(attacker, defender.id);
  const defenseTokens = tokensOf(defender);
  if (cards?.charges.attacker !== undefined) attackTokens.charge = Math.min(9, cards.charges.attacker);
  if (cards?.charges.defender !== undefined) defenseTokens.charge = Math.min(9, cards.charges.defender);
  return {
    attacks: [
      {
        dice: value,
        tokens: attackTokens,
        range: a.range,
        obstructed: a.obstructed,
        ...(cards?.attacker.length ? { modifications: cards.attacker } : {}),
      },
    ],
    defender: {
      dice: ds.agility,
      tokens: defenseTokens,
      hull: Math.max(0, defender.hull - defender.damage.length),
      shields: defender.shields,
      ...(cards?.defender.length ? { modifications: cards.defender } : {}),
    },
  };
}

/** " · with Howlrunner, Stealth Device": the cards the odds count, by name. */
export function withCards(cards: AttackCardOdds | undefined): string {
  const names = [...new Set([...(cards?.attacker ?? []), ...(cards?.defender ?? [])].map((m) => m.name ?? ''))];
  const shown = names.filter((n) => n !== '');
  return shown.length ? ` · with ${shown.join(', ')}` : '';
}
