/**
 * What an ability or a dice modification does, as an option's structured data (decision.ts `OptionEffect`): read off
 * the record's words, so a computer player values an option without reading its label.
 */
import type { Modification } from '@xwing/dice';
import type { DiceChange, OptionCost, OptionOutcome } from '../decision.js';
import type { Cost, Effect } from './vocabulary/types.js';

/** A record's costs as an option's costs. */
export function optionCosts(costs: readonly Cost[] | undefined): OptionCost[] {
  if (!costs) return [];
  return costs.map((c): OptionCost => {
    switch (c.kind) {
      case 'spend-charge':
      case 'spend-upgrade-charge':
        return { pay: 'charge', count: c.count };
      case 'spend-force':
        return { pay: 'force', count: c.count };
      case 'spend-shield':
        return { pay: 'shield', count: c.count };
      case 'spend-token':
        return { pay: 'token', token: c.token, count: c.count };
      case 'gain-token':
        return { pay: 'gain-token', token: c.token, count: c.count };
      case 'discard-condition':
        return { pay: 'discard-condition', xws: c.xws };
    }
  });
}

/** A dice modification's own price (a token spent or gained by its user). */
export function modificationCosts(m: Modification): OptionCost[] {
  const out: OptionCost[] = [];
  if (m.cost?.spend) out.push({ pay: 'token', token: m.cost.spend, count: m.cost.count ?? 1 });
  if (m.cost?.gain) out.push({ pay: 'gain-token', token: m.cost.gain, count: m.cost.gainCount ?? 1 });
  return out;
}

const CHANGES = new WeakMap<Modification, DiceChange>();

/** What a dice modification changes (kept per modification: records and tokens' modifications do not change). */
export function diceChange(m: Modification): DiceChange {
  let c = CHANGES.get(m);
  if (c) return c;
  const e = m.effect;
  const base = { dice: m.dice, by: m.by } as const;
  switch (e.kind) {
    case 'reroll':
      c = { ...base, modification: 'reroll', count: e.count, ...(e.faces ? { faces: [...e.faces] } : {}) };
      break;
    case 'change':
      c = { ...base, modification: 'change', count: e.count, faces: [...e.from], to: e.to };
      break;
    case 'add':
      c = { ...base, modification: 'add', count: e.count ?? 1, to: e.face };
      break;
    case 'cancel':
      c = { ...base, modification: 'cancel', count: e.count ?? 1, faces: [...e.faces] };
      break;
    case 'dice':
      c = { ...base, modification: 'count', count: e.delta };
      break;
    case 'prevent':
      c = { ...base, modification: 'prevent', count: e.count };
      break;
  }
  CHANGES.set(m, c);
  return c;
}

/** What an ability's effect does, as outcomes (a sequence flattened; what the summary cannot say is 'other'). */
export function outcomesOf(e: Effect): OptionOutcome[] {
  switch (e.kind) {
    case 'gain-token':
      return [{ kind: 'token', change: 'gain', token: e.token, count: e.count, who: e.who }];
    case 'remove-token':
      return [{ kind: 'token', change: 'remove', token: e.token, count: e.count, who: e.who }];
    case 'suffer-damage':
      return [{ kind: 'damage', hits: e.hits, crits: e.crits, who: e.who, ...(e.perFace ? { perDie: true } : {}) }];
    case 'recover':
      return [{ kind: 'recover', what: e.stat, count: e.count }];
    case 'recover-card-charges':
      return [{ kind: 'recover', what: 'charges', count: e.count }];
    // The window's ship (the one about to recover) ends the round one charge or Force short: a charge it loses.
    case 'stop-recovery':
      return [{ kind: 'token', change: 'remove', token: 'charge', count: 1, who: 'subject' }];
    case 'dice':
      return [{ kind: 'dice', change: diceChange(e.modification) }];
    case 'grant-action':
      return [
        {
          kind: 'action',
          // 'subject-action': the action the window names, known only as the ability resolves.
          actions:
            e.actions === 'subject-action' || e.actions === 'coordinated-action'
              ? []
              : typeof e.actions === 'string'
                ? e.actions
                : e.actions.map((a) => a.type),
          who: e.who ?? 'self',
        },
      ];
    case 'sequence':
      return e.of.flatMap(outcomesOf);
    case 'roll-attack-dice':
      return [{ kind: 'roll', count: e.count, then: outcomesOf(e.then) }];
    // Results added to the attack (Fifth Brother's crit): damage the defender suffers unless they are cancelled.
    case 'edit-results':
      return e.add && !e.spend && !e.change
        ? [{ kind: 'damage', hits: e.add.hits ?? 0, crits: e.add.crits ?? 0, who: 'defender' }]
        : [{ kind: 'other', what: e.kind }];
    case 'for-each-face':
    case 'if-holds':
      return outcomesOf(e.effect);
    case 'roll-attack-die':
      return [
        {
          kind: 'roll',
          count: 1,
          then: [e.onHit, e.onCrit, e.onFocus, e.onBlank].flatMap((x) => (x ? outcomesOf(x) : [])),
        },
      ];
    case 'roll-defense-die':
      return [
        {
          kind: 'roll',
          count: 1,
          then: [e.onEvade, e.onFocus, e.onBlank].flatMap((x) => (x ? outcomesOf(x) : [])),
        },
      ];
    default:
      return [{ kind: 'other', what: e.kind }];
  }
}
