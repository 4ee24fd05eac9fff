/**
 * How a ship's place in the activation and combat order is labelled at the table: 2.5's initiative ("i8"), or the
 * first edition's pilot skill ("PS 8": 002 §Pilot skill, and 004, which plays on the first edition's cards) — told
 * by the cards the game's rule set plays (its card edition), not by the rule set's name.
 */
import type { CardEdition } from './card-data.js';

export function skillLabel(edition: CardEdition, value: number): string {
  return edition === 'v1' ? `PS ${value}` : `i${value}`;
}

/** The label's long form, for a tooltip. */
export function skillTitle(edition: CardEdition): string {
  return edition === 'v1' ? 'pilot skill' : 'initiative';
}
