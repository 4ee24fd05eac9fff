import { factionName, type SquadContent } from './content.js';
import { slotName } from './normalize.js';
import { costOf, pilotEntry, upgradeEntry } from './price.js';
import type { Squad, ValidationResult } from './types.js';

/**
 * A squad for people: name and faction, each ship with its pilot, initiative, ship, cost and loadout use, each
 * upgrade with its slot and cost, the total against the limit, then every problem.
 */
export function describeSquad(result: ValidationResult, squad: Squad, content: SquadContent): string {
  const set = content.pointsSet(result.pointsSet);
  const printedLoadout = (xws: string) =>
    (set ? pilotEntry(set, xws)?.standardLoadout : undefined) ?? content.pilot(xws)?.standardLoadout ?? [];
  const lines: string[] = [];
  lines.push(
    `${squad.name ?? 'Unnamed squad'} (${squad.faction === '' ? 'no faction' : factionName(content, squad.faction)})`,
  );
  lines.push(`Points set: ${set?.name ?? result.pointsSet} (${result.pointsSet}), ${result.format} format`);
  lines.push(`  why: ${result.why}`);
  lines.push(`  legal in: ${result.formats.length === 0 ? 'no format' : result.formats.join(' and ')}`);
  lines.push('');
  squad.pilots.forEach((entry, i) => {
    const report = result.ships[i];
    const pilot = content.pilot(entry.id);
    if (!pilot) {
      lines.push(`${i + 1}. ${entry.id} (unknown pilot)`);
    } else {
      const ship = content.data.ships.find((s) => s.xws === pilot.ship && s.faction === pilot.faction);
      const loadout = printedLoadout(pilot.xws).length
        ? 'standard loadout'
        : `loadout ${report?.loadout.used ?? 0}/${report?.loadout.value ?? 0}`;
      const caption = pilot.caption ? `, ${pilot.caption}` : '';
      lines.push(
        `${i + 1}. ${pilot.name}${caption} (${pilot.xws}): initiative ${pilot.initiative}, ${ship?.name ?? pilot.ship}, ` +
          `${report?.points ?? 0} points, ${loadout}`,
      );
    }
    const printed = pilot ? [...printedLoadout(pilot.xws)] : [];
    for (const u of entry.upgrades) {
      const upgrade = content.upgrade(u.id);
      const at = printed.indexOf(u.id);
      if (at >= 0) printed.splice(at, 1);
      const cost = at >= 0 ? 'printed' : (costOf(set ? upgradeEntry(set, u.id) : undefined)?.toString() ?? '?');
      const slot = slotName(upgrade?.sides[0]?.type ?? u.slot);
      lines.push(
        `     ${slot}: ${upgrade?.name ?? `${u.id} (unknown upgrade)`}${upgrade ? ` (${u.id})` : ''}, ${cost}`,
      );
    }
  });
  lines.push('');
  const bid = result.deficit > 0 ? `, ${result.deficit} below the limit` : '';
  lines.push(`Total: ${result.points}/${result.limit} points${bid}`);
  if (result.valid) lines.push('Valid.');
  else {
    const n = result.errors.length;
    lines.push(`Not valid: ${n} problem${n === 1 ? '' : 's'}`);
    for (const e of result.errors) lines.push(`  - ${e.path === '' ? 'squad' : e.path} [${e.code}]: ${e.message}`);
  }
  if (result.warnings.length > 0) {
    lines.push('Notes:');
    for (const w of result.warnings) lines.push(`  - ${w.path === '' ? 'squad' : w.path} [${w.code}]: ${w.message}`);
  }
  return `${lines.join('\n')}\n`;
}
