export { DEFAULT_POINTS_SET, type SquadContent } from './content.js';
export { closestIds, normalizeKey, resolveFaction, resolveSlot, slotName } from './normalize.js';
export { type BarPlace, type UpgradeBar, upgradeBar } from './bar.js';
export { type FileRules, evidenceOf, rulesFromXws, xwsRulesetOf } from './ruleset.js';
export { choosePointsSet, isDate, type Judgement, type PointsChoice, type PointsEvidence } from './choose.js';
export { type LinkFacts, linkFacts } from './link-facts.js';
export { describeSquad } from './show.js';
export * from './types.js';
export {
  chooseSet,
  pointsSetIds,
  RULES,
  SquadOptionError,
  validateSquad,
  validateXws,
  withProblems,
} from './validate.js';
export {
  type ParsedXws,
  parseXws,
  toXws,
  type ToXwsOptions,
  VENDOR_KEY,
  type XwsPilot,
  type XwsSquad,
  XWS_VERSION,
} from './xws.js';
export {
  decodeSquadLink,
  type DecodedSquadLink,
  isSquadLink,
  type LinkXws,
  type SquadLinkBuilder,
  SquadLinkError,
} from './links.js';
export { encodeLbnLink, lbnLinkOfSquad, type LinkSquad, type SquadLinkOptions } from './link-export.js';
export { encodeYasbLink, YASB_SLOT_SETS, type YasbLinkOptions, yasbLinkOfSquad, yasbLinkStyle } from './yasb-export.js';
export { type PilotLimitOptions, pilotsOverLimits } from './legal-pilots.js';
export { type LegalUpgrades, legalUpgrades, type LegalUpgradesOptions, type UpgradeOffer } from './legal-upgrades.js';
export { importLegacyXws, type LegacyImport, RENAMED, type Rename } from './legacy.js';
export { MAX_SHIPS, type RandomSquad, randomSquad, type RandomSquadOptions, RICH_WEIGHT } from './random/generate.js';
export { pilotKeys, richCards, richInGroup, shipAbilityKey, upgradeKeys, upgradeKeysOf } from './random/keys.js';
export { pickWeighted, type SquadRng, squadRng, weightedOrder } from './random/rng.js';
