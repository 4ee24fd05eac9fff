/**
 * Card actions (000 "Actions": a card's "Action:" ability is an action the ship may perform in its Perform Action
 * step, at most once per round like any action): abilities of the 'action:card' window, offered with the ship's
 * action bar and resolved when chosen. The damage deck's repair actions are written this way
 * (cards/subsystems/damage-deck.ts).
 * Option ids: "card:<source key>#<ability index>", with "@<damage card index>" for a damage card on the ship, and
 * ">" and the answer for a record that chooses a ship (`choose`: Kylo Ren's crew card) or a choice (`choices`).
 */
import type { Ctx } from '../context.js';
import type { Option } from '../decision.js';
import type { ShipState } from '../state.js';
import { isStressed, OK, type Refusal, refuse } from '../util.js';
import { abilitiesOf, abilityKeysIn, carriesAnyKey } from './source-keys.js';
import { diceNeeded, dieKindOf } from './apply-effect.js';
import { applyEffect, canPay, conditionHolds, limitReached, markUsed, pay } from './run.js';
import { actionForbidden, damageCardActionsDespite, stressedActionColours } from './static.js';
import { secondChoices, shipChoices, withPicks } from './queue.js';

/**
 * How card actions are offered outside the Perform Action step (subsystems, s35-subsys: an ability lets the ship
 * perform one — Peli Motto): only its damage cards' actions, and even while stressed.
 */
export interface CardActionHow {
  damageOnly?: boolean;
  ignoreStress?: boolean;
}

/** The Perform Action step's way: every card action, stress read (built once: the menu asks on every action). */
const PERFORM_STEP: CardActionHow = {};

/** The card actions the ship may perform now (its general ability to act is checked by the caller). */
export function cardActionOptions(ctx: Ctx, ship: ShipState, how: CardActionHow = PERFORM_STEP): Option[] {
  const inWindow = ctx.abilities.keysIn('action:card');
  if (inWindow.size === 0 || !carriesAnyKey(ctx, ship, inWindow)) return [];
  // An ionised ship performs only the focus action (000 Ion Tokens); some damage cards forbid other actions. A
  // standing `damage-card-actions` lifts some of those rules for the damage cards' own actions (Kaz's Fireball).
  // A stressed ship performs no action (000 "Stress") unless a permission lets its white actions through — one that
  // covers card actions (a card action is white; a permission limited to some action types, e.g. Primed Thrusters'
  // barrel rolls and boosts, does not); despite 'token:stress', its damage cards' actions are let through all the
  // same (R1-J5).
  const stressBars = !how.ignoreStress && stressBarsCardActions(ctx, ship);
  const forbidden = stressBars || actionForbidden(ctx, ship, 'card') !== null;
  const despite = forbidden ? damageCardActionsDespite(ctx, ship) : [];
  const damageForbidden =
    forbidden &&
    ((stressBars && !despite.includes('token:stress')) || actionForbidden(ctx, ship, 'card', despite) !== null);
  if (forbidden && damageForbidden) return [];
  const out: Option[] = [];
  // The ship's keys of the window alone, in abilityKeysOf's order (not the whole list, built for every action asked).
  for (const { key, card } of abilityKeysIn(ctx, ship, inWindow)) {
    if ((forbidden || how.damageOnly) && !key.startsWith('damage:')) continue;
    abilitiesOf(ctx, key).forEach((a, index) => {
      if (a.window !== 'action:card') return;
      const id = `card:${key}#${index}${card === undefined ? '' : `@${card}`}`;
      const subject = card === undefined ? { ship: ship.id } : { ship: ship.id, data: { cardIndex: card } };
      if (ship.round.actions.includes(id)) return;
      if (!conditionHolds(ctx, a.when, ship.id, subject, key) || !canPay(ship, key, a.cost, ctx)) return;
      if (limitReached(ctx, a, ship.id, key, index)) return;
      // A ship to choose (`choose`) or a choice (`choices`), and the further questions (`then`): one action option
      // per set of answers, "<id>><answer>><answer>…"; no answer to the first question, no action. Movement: a
      // `choose`'s `second` ship is the question after the first, as on the trigger stack (run.ts: `then[0]` unused).
      const sets = (picked: string[], labels: string[]): { picked: string[]; labels: string[] }[] => {
        const step =
          picked.length === 0
            ? a.choose
              ? shipChoices(ctx, a, ship.id, subject, key)
              : a.choices?.(ctx, ship.id, subject)
            : picked.length === 1 && a.choose?.second
              ? secondChoices(ctx, a, ship.id, withPicks(subject, a, picked), key, picked[0]!)
              : a.then?.[picked.length - 1]?.(ctx, ship.id, withPicks(subject, a, picked), picked);
        if (!step || (step.length === 0 && picked.length > 0)) return [{ picked, labels }];
        return step.flatMap((o) => sets([...picked, o.id], [...labels, o.label]));
      };
      for (const set of sets([], []))
        out.push({
          id: [id, ...set.picked].join('>'),
          label: set.labels.length ? `${a.summary} (${set.labels.join('; ')})` : a.summary,
          data: { action: 'card', difficulty: 'white', source: key },
          effect: { kind: 'action', action: 'card', difficulty: 'white', grantedBy: key },
        });
    });
  }
  return out;
}

/** Whether the ship's stress keeps it from its card actions: no permission covering them ('card', white) holds. */
function stressBarsCardActions(ctx: Ctx, ship: ShipState): boolean {
  return isStressed(ship) && !stressedActionColours(ctx, ship, 'card').has('white');
}

export function isCardActionOption(optionId: string): boolean {
  return optionId.startsWith('card:');
}

/** Performs a card action chosen in the Perform Action step (re-checked: refused with the reason when not legal). */
export function performCardAction(
  ctx: Ctx,
  ship: ShipState,
  optionId: string,
  how: CardActionHow = PERFORM_STEP,
): typeof OK | Refusal {
  const offered = cardActionOptions(ctx, ship, how).find((o) => o.id === optionId);
  if (!offered) {
    if (ship.round.actions.includes(optionId))
      return refuse(
        'illegal-action',
        `${ship.id} already performed that action this round: each action at most once per round`,
      );
    return refuse(
      'illegal-action',
      actionForbidden(ctx, ship, 'card') ??
        (stressBarsCardActions(ctx, ship) && !optionId.includes('@')
          ? `${ship.id} is stressed: its card actions are not allowed while stressed (000 "Stress")`
          : `"${optionId}" is not an action ${ship.id} can perform now`),
    );
  }
  const { main, key, index, ability, subject } = parseCardAction(ctx, ship, optionId);
  ship.round.actions.push(main);
  ctx.emit('action-performed', `${ship.id} performs an action: ${ability.summary}`, {
    ship: ship.id,
    data: { action: 'card', option: optionId, difficulty: 'white', source: key },
  });
  markUsed(ctx, ability, ship.id, key, index);
  pay(ctx, ship, key, ability.cost);
  // An entered-dice game asks the faces of the dice the effect rolls first (R5-D8 of the first edition); the effect
  // resolves once they are entered (`resumeCardAction`, from the flow).
  const n = ctx.state.diceMode === 'entered' ? diceNeeded(ability.effect, ctx, ship.id, subject) : 0;
  if (n > 0 && ctx.state.entered?.length !== n) {
    ctx.state.cardActionDie = { ship: ship.id, option: optionId };
    ctx.rollOrAsk(dieKindOf(ability.effect), n, ship.player, `${ship.id}: ${ability.summary}`, ship.id);
    return OK;
  }
  applyEffect(ctx, ability.effect, ship.id, subject);
  return OK;
}

/** A card action's option id read back: the action's id, its record and the subject it resolves with. */
function parseCardAction(ctx: Ctx, ship: ShipState, optionId: string) {
  const [main, ...picks] = optionId.split('>');
  const [head, cardPart] = main!.slice('card:'.length).split('@');
  const hash = head!.lastIndexOf('#');
  const key = head!.slice(0, hash);
  const index = Number(head!.slice(hash + 1));
  const ability = abilitiesOf(ctx, key)[index]!;
  const bare = cardPart === undefined ? { ship: ship.id } : { ship: ship.id, data: { cardIndex: Number(cardPart) } };
  return { main: main!, key, index, ability, subject: withPicks(bare, ability, picks) };
}

/**
 * After the faces of a card action's dice are entered: its effect resolves ('asked' when it asks a question), or null
 * when no card action waited on them.
 */
export function resumeCardAction(ctx: Ctx): 'done' | 'asked' | null {
  const waited = ctx.state.cardActionDie;
  if (waited === undefined) return null;
  delete ctx.state.cardActionDie;
  const ship = ctx.state.ships.find((s) => s.id === waited.ship);
  if (ship === undefined) return 'done';
  const { ability, subject } = parseCardAction(ctx, ship, waited.option);
  const asked = ctx.state.nextDecision;
  applyEffect(ctx, ability.effect, ship.id, subject);
  return ctx.state.nextDecision !== asked ? 'asked' : 'done';
}
