// The keyword rules of the card group table (scripts/gen-card-groups.mjs): which of the four groups a card's ability
// is built on, read from its text. Groups (../shared/cards.md, issue 21):
//   attack      abilities inside an attack: dice counts, modifying/rerolling/cancelling/adding results, range bonuses,
//               bonus attacks, triggers after attacking, defending or suffering damage in combat, special weapons
//   support     tokens given, moved, spent or depleted; locks, Force, charges; the ships around (coordinate, auras)
//   movement    maneuvers, dials, repositions, actions and action bars, initiative
//   subsystems  reserves and docking, cloaking, remotes, devices, conditions, the damage deck, Setup, tractor
// A special weapon's own text is part of its attack; otherwise every group scores its words and the highest wins,
// ties going to the earlier group in TIE_ORDER. The reason written is the names of the rules that scored most, in
// our own words.

export const GROUPS = ['attack', 'support', 'movement', 'subsystems'];

/** Phrases that say nothing about the ability's mechanism, dropped before the rules read the text. */
const NOISE = [
  // A dual card's note on which side starts faceup, not a Setup ability of its own.
  /setup: equip this side faceup\.?/g,
  // A card that starts the game with fewer charges: its charges' state, not a Setup ability.
  /setup: lose \d+ \[charge\]\.?/g,
  // Slots a card adds or removes are squad building (read by SQUAD_BUILDING when nothing else is left).
  /\b(add|gain|remove)s? (1 )?(\[[\w ]+\](,? (and|or) )?)+ (upgrade )?slots?\.?/g,
];

/** When no group scores: abilities that act only in squad building (slots, restrictions, allies). */
const SQUAD_BUILDING = /\bslots?\b|\brestrictions?\b|\bequip\b|\bsquad\b|\ballied\b/;

/**
 * Words each group scores: every match of `re` adds `weight` to its group. A subsystem's words weigh most (a card
 * about devices is a device card whatever else it mentions), unless the card mostly changes an attack's dice ("while
 * you attack a tractored ship, reroll…" is an attack card).
 */
const SCORED = [
  // subsystems
  { group: 'subsystems', why: 'Setup ability', weight: 10, re: /\bsetup\b/g },
  {
    group: 'subsystems',
    why: 'docking and deploying',
    weight: 4,
    re: /\b(dock|docks|docked|docking|undock\w*|deploy\w*|carrier)\b/g,
  },
  { group: 'subsystems', why: 'reserves', weight: 4, re: /\breserves?\b/g },
  { group: 'subsystems', why: 'cloaking', weight: 4, re: /\b(cloak|cloaked|cloaking|decloak\w*)\b|\[cloak\]/g },
  { group: 'subsystems', why: 'remotes', weight: 4, re: /\bremotes?\b/g },
  {
    group: 'subsystems',
    why: 'devices (bombs and mines)',
    weight: 4,
    re: /\b(devices?|bombs?|mines?|detonat\w*|drop|drops|dropped)\b/g,
  },
  { group: 'subsystems', why: 'a condition card', weight: 4, re: /\bconditions?\b/g },
  { group: 'subsystems', why: 'tractor', weight: 4, re: /\btractor\w*\b/g },
  {
    group: 'subsystems',
    why: 'the damage deck',
    weight: 2,
    re: /\bdamage cards?\b|\bexpose\w*|\brepair\w*|\bfaceup damage\b|\bfacedown damage\b/g,
  },
  { group: 'subsystems', why: 'energy of huge ships', weight: 4, re: /\[energy\]|\benergy\b/g },
  // attack
  { group: 'attack', why: 'dice', weight: 3, re: /\b(dice|die)\b/g },
  { group: 'attack', why: 'dice results', weight: 3, re: /\bresults?\b/g },
  { group: 'attack', why: 'rerolls', weight: 3, re: /\breroll\w*/g },
  { group: 'attack', why: 'bonus attacks', weight: 4, re: /\b(bonus|additional) (primary )?attack(?! di)/g },
  { group: 'attack', why: 'range bonus', weight: 3, re: /\brange bonus/g },
  { group: 'attack', why: 'attacking or defending', weight: 1, re: /\b(attack\w*|defend\w*|defen[cs]e)\b/g },
  { group: 'attack', why: 'damage in combat', weight: 1, re: /\b(damage|hits?|misses|destroyed)\b/g },
  // support
  { group: 'support', why: 'tokens', weight: 1, re: /\btokens?\b/g },
  { group: 'support', why: 'Force', weight: 1, re: /\[force\]|\bforce\b/g },
  { group: 'support', why: 'charges', weight: 1, re: /\[charge\]|\bcharges?\b/g },
  { group: 'support', why: 'locks', weight: 1, re: /\block(s|ed|ing)?\b|\[lock\]/g },
  { group: 'support', why: 'coordinate', weight: 2, re: /\bcoordinat\w*|\[coordinate\]/g },
  { group: 'support', why: 'jam', weight: 2, re: /\bjam\w*|\[jam\]/g },
  { group: 'support', why: 'stress and strain', weight: 1, re: /\b(stress\w*|strain\w*|deplete\w*)\b/g },
  { group: 'support', why: 'shields', weight: 1, re: /\b(shields?|recover\w*)\b/g },
  { group: 'support', why: 'ships around', weight: 2, re: /\b(friendly|another|other) ships?\b/g },
  { group: 'support', why: 'tokens moved', weight: 2, re: /\b(transfer\w*|assign\w*)\b/g },
  // movement
  { group: 'movement', why: 'maneuvers', weight: 2, re: /\bmaneuvers?\b|\bexecut\w*/g },
  { group: 'movement', why: 'the dial', weight: 3, re: /\bdials?\b|\bspeed\b/g },
  {
    group: 'movement',
    why: 'maneuver bearings',
    weight: 2,
    re: /\[(turn left|turn right|bank left|bank right|straight|koiogran turn|segnor's loop left|segnor's loop right|tallon roll left|tallon roll right|stationary|reverse \w+ ?\w*)\]/g,
  },
  {
    group: 'movement',
    why: 'repositions',
    weight: 2,
    re: /\b(barrel roll|boost|slam|rotate|reposition\w*)\b|\[(barrel roll|boost|slam|rotate arc)\]/g,
  },
  { group: 'movement', why: 'actions', weight: 1, re: /\bactions?\b/g },
  { group: 'movement', why: 'configuration flips', weight: 2, re: /\bflip this card\b/g },
  { group: 'movement', why: 'moving past obstacles', weight: 2, re: /\b(move|moves|obstacles?|asteroids?|debris)\b/g },
  { group: 'movement', why: 'initiative', weight: 3, re: /\binitiative\b/g },
  { group: 'movement', why: 'bumps and overlaps', weight: 2, re: /\b(bump\w*|overlap\w*)\b/g },
];

/** Ties go to the earlier group: the narrower mechanism first. */
const TIE_ORDER = ['subsystems', 'attack', 'movement', 'support'];

/** The card text in lower case, markup tags dropped, spaces collapsed. */
function normalise(text) {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');
}

/**
 * The group of one card: `{ group, basis }`, or undefined when no word decides it (a hand decision is needed).
 * `facts`: `{ kind: 'pilot' | 'upgrade' | 'ship-ability', slot?, weapon? }` from the content.
 */
export function classify(text, facts) {
  const whole = normalise(text);
  let t = whole;
  for (const re of NOISE) t = t.replace(re, ' ');
  // A special weapon's own text (a cannon, missile, torpedo or turret card with an attack) is part of its attack.
  if (facts.weapon) return { group: 'attack', basis: 'special weapon' };
  const scores = Object.fromEntries(GROUPS.map((g) => [g, 0]));
  const why = Object.fromEntries(GROUPS.map((g) => [g, []]));
  for (const r of SCORED) {
    const n = t.match(r.re)?.length ?? 0;
    if (n === 0) continue;
    scores[r.group] += n * r.weight;
    why[r.group].push({ why: r.why, score: n * r.weight });
  }
  const best = [...TIE_ORDER].sort((a, b) => scores[b] - scores[a])[0];
  if (scores[best] === 0)
    return SQUAD_BUILDING.test(whole)
      ? { group: 'subsystems', basis: 'squad building: slots and restrictions' }
      : undefined;
  const reasons = why[best].sort((a, b) => b.score - a.score).slice(0, 2);
  return { group: best, basis: reasons.map((r) => r.why).join(', ') };
}

const EPIC_SLOTS = { command: 'command', hardpoint: 'hardpoint', cargo: 'cargo', team: 'team' };

/** Why a card is out of scope until epic play exists, or undefined. */
export function outOfScope(facts, text) {
  // The formats decide, not the slot alone: Corsair Crew is a team card that also fits a standard gunner slot.
  if (facts.epicOnly && facts.slot && EPIC_SLOTS[facts.slot]) return `epic only: ${EPIC_SLOTS[facts.slot]} slot`;
  if (facts.epicOnly && facts.slot === 'title') return 'epic only: huge-ship title';
  if (facts.epicOnly && facts.kind === 'ship-ability' && facts.huge) return 'epic only: huge-ship ability';
  // Energy belongs to huge ships; a few cards legal outside epic play spend it too (the C-ROC's configuration).
  if (/\[energy\]|\benergy\b/i.test(text)) return 'epic only: spends energy';
  if (facts.epicOnly) return facts.slot ? `epic only: ${facts.slot} card` : 'epic only';
  return undefined;
}
