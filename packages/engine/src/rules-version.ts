/**
 * The version of the engine's rules as a stored game sees them. A stored game is its setup (with the seed) and its
 * choices; it replays exactly only on an engine that asks the same decisions with the same options. Raise this number
 * in the commit that changes what a game asks or offers (a new decision, an option added, renamed or removed, a
 * different order of questions): the service stamps each game and snapshot with it, loads a snapshot only under the
 * version that wrote it, and answers "rules-changed" instead of failing when an older game's choices no longer apply.
 * `test/rules-version.test.ts` fails when seeded games stop replaying their recorded fingerprint, to remind you.
 */
export const RULES_VERSION = 9;
