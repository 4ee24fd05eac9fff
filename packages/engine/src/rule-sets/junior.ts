/** The junior variant (004): a simplified first edition for players under ten; what 004 does not say comes from 002. */
import { FIRST_EDITION } from './first-edition.js';
import type { RuleSet, SquadOutline } from './types.js';

/** 004 §Set Up a: the one pilot each side flies (Rookie Pilot X-wings, Academy Pilot TIE fighters). */
const PILOTS: Readonly<Record<string, { pilot: string; name: string }>> = {
  rebelalliance: { pilot: 'rookiepilot', name: 'Rookie Pilot X-wings' },
  galacticempire: { pilot: 'academypilot', name: 'Academy Pilot TIE fighters' },
};

/**
 * 004 §Set Up a: the Rebels fly Rookie Pilots, the Imperials Academy Pilots, with no upgrades, two TIEs for each
 * X-wing. Its optional advanced rule (any pilots built to agreed points, with their ships' other actions) is the rule
 * set of its own below (JUNIOR_ADVANCED): a squad that needs it is refused here, saying so.
 */
function juniorSquads(squads: readonly SquadOutline[]): { player: number; message: string }[] {
  const out: { player: number; message: string }[] = [];
  squads.forEach((sq, player) => {
    const allowed = PILOTS[sq.faction];
    if (!allowed) {
      out.push({ player, message: `the junior game is Rebels against Imperials, not ${sq.faction}` });
      return;
    }
    for (const p of sq.pilots) {
      if (p.pilot !== allowed.pilot)
        out.push({
          player,
          message: `${p.pilot}: junior squads fly ${allowed.name} only (other pilots to agreed squad points are 004's optional advanced rule: the junior-advanced rule set)`,
        });
      if (p.upgrades.length) out.push({ player, message: `${p.pilot}: junior ships carry no upgrades` });
    }
  });
  const count = (faction: string) => squads.find((s) => s.faction === faction)?.pilots.length;
  const xwings = count('rebelalliance');
  const ties = count('galacticempire');
  if (xwings !== undefined && ties !== undefined && ties !== 2 * xwings) {
    const player = squads.findIndex((s) => s.faction === 'galacticempire');
    out.push({ player, message: `two TIE fighters face each X-wing: ${xwings} X-wing(s) need ${2 * xwings} TIEs` });
  }
  return out;
}

export const JUNIOR: RuleSet = {
  ...FIRST_EDITION,
  id: 'junior',
  title: 'Junior (Rookie pilots against Academy pilots)',
  documents: '004, then 002',
  // 002's missing pieces do not reach a junior game: its two pilots have no abilities, it has no obstacles, barrel
  // rolls, turrets or secondary weapons, and a crit never deals a faceup damage card. The optional advanced rule is not
  // offered: a squad that would need it is refused by its check (juniorSquads) with that reason.
  missing: [],
  // 004 leaves everything it does not say to 002.
  fallback: 'the first-edition rules (002), and where those are missing the 2.5 rules',
  squads: { ...FIRST_EDITION.squads, check: juniorSquads },
  // 004 §Planning Phase: up to three test templates per ship before its dial is set.
  planning: { ...FIRST_EDITION.planning, testTemplates: 3 },
  // 004 §Activation Phase c: an X-wing may focus, a TIE focus or evade (each ship's first-edition bar, cut to those).
  actions: { ...FIRST_EDITION.actions, only: ['focus', 'evade'] },
  // 004 §Activation Phase b: a ship whose move runs into another stops against it, and both take one damage.
  overlap: { ...FIRST_EDITION.overlap, bothDamaged: true, crossingStops: true },
  // 004 §Set Up places no obstacles.
  obstacles: { ...FIRST_EDITION.obstacles, defaults: [[], []], perPlayer: 0 },
  // 004 §Combat Phase b–d: an evade token rolls one more defense die; a crit counts as two hits.
  combat: { evadeToken: 'extra-die', critHits: 2 },
};

/** 004 §Set Up a, optional advanced rule: the ships each side flies (the X-wing and the TIE fighter). */
const SHIPS: Readonly<Record<string, { ship: string; name: string }>> = {
  rebelalliance: { ship: 'xwing', name: 'X-wings' },
  galacticempire: { ship: 'tiefighter', name: 'TIE fighters' },
};

/**
 * 004 §Set Up a (optional advanced rule): squads built to an agreed number of points (the points set's limit) with any
 * pilots of the two ships, Rebels against Imperials; the two-TIEs-to-one-X-wing balance gives way to the points. The
 * rule speaks of pilots only: no upgrades.
 */
function advancedSquads(squads: readonly SquadOutline[]): { player: number; message: string }[] {
  const out: { player: number; message: string }[] = [];
  squads.forEach((sq, player) => {
    const allowed = SHIPS[sq.faction];
    if (!allowed) {
      out.push({ player, message: `the junior game is Rebels against Imperials, not ${sq.faction}` });
      return;
    }
    for (const p of sq.pilots) {
      if (p.ship !== allowed.ship)
        out.push({ player, message: `${p.pilot}: advanced junior squads fly ${allowed.name} only, not ${p.ship}` });
      if (p.upgrades.length) out.push({ player, message: `${p.pilot}: junior ships carry no upgrades` });
    }
  });
  return out;
}

/** What the advanced rule keeps of the junior actions: one action, from the ship's whole bar (no `only`). */
const { only: _juniorActions, ...ALL_ACTIONS } = JUNIOR.actions;

/**
 * The junior variant with its optional advanced rule (004 §Set Up a, §Activation Phase c): other pilots of the X-wing
 * and the TIE fighter to agreed points, with their abilities and their ships' other actions; everything else as the
 * junior game. Every X-wing and TIE fighter pilot of the first edition's content acts (cards-first-edition/), and a
 * junior crit deals no faceup damage card, so nothing is missing.
 */
export const JUNIOR_ADVANCED: RuleSet = {
  ...JUNIOR,
  id: 'junior-advanced',
  title: 'Junior, advanced (any X-wing and TIE fighter pilots, to points)',
  documents: '004 (with its optional advanced rule), then 002',
  missing: [],
  squads: { ...JUNIOR.squads, check: advancedSquads },
  // 004 §Activation Phase c (optional advanced rule): the ship's other actions join focus and evade.
  actions: ALL_ACTIONS,
};
