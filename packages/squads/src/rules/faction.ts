import { factionName } from '../content.js';
import { FACTION_IDS, normalizeKey, orList } from '../normalize.js';
import type { SquadProblem } from '../types.js';
import { findPilot, findUpgrade, unknownPilotProblem, unknownUpgradeProblem } from '../xws.js';
import type { Rule } from './context.js';

/** The squad has ships, and every pilot and upgrade id is one the data knows. */
export const knownCards: Rule = ({ squad, content, ships }) => {
  const problems: SquadProblem[] = [];
  if (ships.length === 0)
    problems.push({ path: 'pilots', code: 'empty-squad', message: 'The squad has no ships: add at least one pilot.' });
  for (const ship of ships) {
    if (!ship.pilot) {
      const found = findPilot(content, ship.entry.id, squad.faction);
      const suggestions = found.kind === 'unknown' ? found.suggestions : [];
      problems.push(unknownPilotProblem(`${ship.path}.id`, ship.entry.id, suggestions, content));
    }
    for (const u of ship.upgrades) {
      if (u.upgrade) continue;
      const found = findUpgrade(content, u.entry.id, u.entry.slot);
      problems.push(
        unknownUpgradeProblem(u.path, u.entry.id, found.kind === 'unknown' ? found.suggestions : [], content),
      );
    }
  }
  return problems;
};

/** All ships are of the squad's faction, and each pilot flies the ship its XWS says. */
export const oneFaction: Rule = ({ squad, content, ships }) => {
  const problems: SquadProblem[] = [];
  const known = (FACTION_IDS as readonly string[]).includes(squad.faction);
  if (!known && ships.length > 0)
    problems.push({
      path: 'faction',
      code: 'unknown-faction',
      message:
        squad.faction === ''
          ? 'The squad does not say its faction.'
          : `"${squad.faction}" is not a faction; the factions are ${orList(FACTION_IDS.map((f) => `"${f}"`))}.`,
    });
  for (const ship of ships) {
    const pilot = ship.pilot;
    if (!pilot) continue;
    if (known && pilot.faction !== squad.faction)
      problems.push({
        path: ship.path,
        code: 'wrong-faction',
        message: `${pilot.name} (${pilot.xws}) flies for the ${factionName(content, pilot.faction)}, but this is a ${factionName(content, squad.faction)} squad: all ships of a squad must be of its faction.`,
      });
    const written = ship.entry.ship;
    // Builders write the ship's xws id; its name ("T-65 X-wing") is accepted too.
    const names = [pilot.ship, ship.ship?.name ?? pilot.ship].map(normalizeKey);
    if (written !== undefined && !names.includes(normalizeKey(written)))
      problems.push({
        path: `${ship.path}.ship`,
        code: 'ship-mismatch',
        message: `${pilot.name} (${pilot.xws}) flies a ${ship.ship?.name ?? pilot.ship} ("${pilot.ship}"), not "${written}": the pilot decides the ship, so "${written}" is ignored.`,
      });
  }
  return problems;
};
