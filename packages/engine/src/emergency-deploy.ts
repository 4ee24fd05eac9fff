/**
 * Emergency deploy (2.0 Rules Reference "Dock", ../shared/rules/rules-reference-supplement.md): when a carrier is
 * destroyed, before it is removed, each ship docked with it may deploy from where it stood, as a System Phase deploy
 * but suffering 1 critical damage and with no action; a ship that cannot be placed without overlapping a ship is
 * destroyed. Asked through the carrier card's 'ship:after-destroyed' record (`emergency-deploy`): one option per way
 * to deploy of each docked ship, or, for a ship with none, the option that it is destroyed.
 *
 * Our readings: the critical damage is suffered once the ship is placed (damage needs a ship in play; the rules
 * give no window between); outside the Engagement Phase the carrier has left the play area by the time its
 * 'ship:after-destroyed' window resolves, so its base does not block the deploy then; the moves' obstacles and mines
 * have no effect on an emergency deploy yet (logged as not implemented when it crosses one).
 */
import type { Pose } from '@xwing/geometry';
import { cardsChanged } from './abilities/source-keys.js';
import type { Ctx } from './context.js';
import { shipPoints, sufferDamage } from './damage.js';
import { deploy, type DeployPlacement, deployPlacements, dockedWith } from './docking.js';
import { moveShip } from './movement.js';
import { mustShip } from './util.js';

/** Where the destroyed carrier stood: the window's pose, or its own while still in play. */
function carrierPose(ctx: Ctx, carrierId: string, from: unknown): Pose | null {
  const carrier = mustShip(ctx.state, carrierId);
  const p = from as Pose | null | undefined;
  return p && Number.isFinite(p.x) ? p : carrier.pose;
}

function placementsOf(ctx: Ctx, shipId: string, carrierId: string, from: Pose): DeployPlacement[] {
  const carrier = mustShip(ctx.state, carrierId);
  return deployPlacements(
    ctx,
    mustShip(ctx.state, shipId),
    carrier,
    from,
    [carrierId].filter(() => carrier.pose === null),
  );
}

/** The options of an emergency deploy: `<ship>@<guides>:<maneuver>` for each way, `<ship>@none` for a ship with none. */
export function emergencyDeployOptions(ctx: Ctx, carrierId: string, from: unknown): { id: string; label: string }[] {
  const pose = carrierPose(ctx, carrierId, from);
  if (!pose) return [];
  const out: { id: string; label: string }[] = [];
  for (const docked of dockedWith(ctx.state, carrierId)) {
    const ways = placementsOf(ctx, docked.id, carrierId, pose);
    if (ways.length === 0) out.push({ id: `${docked.id}@none`, label: `${docked.id} cannot deploy: it is destroyed` });
    for (const w of ways)
      out.push({
        id: `${docked.id}@${w.guides}:${w.code}`,
        label: `${docked.id} emergency deploys with ${w.code} from the ${w.guides} guides${w.partial ? ' (partially)' : ''}`,
      });
  }
  return out;
}

/** Resolves the emergency deploy the owner chose (an option of `emergencyDeployOptions`). */
export function emergencyDeploy(ctx: Ctx, carrierId: string, choice: unknown, from: unknown): void {
  const pose = carrierPose(ctx, carrierId, from);
  if (typeof choice !== 'string' || !pose) return;
  const [shipId, way] = choice.split('@') as [string, string | undefined];
  const docked = dockedWith(ctx.state, carrierId).find((s) => s.id === shipId);
  if (!docked || way === undefined) return;
  const carrier = mustShip(ctx.state, carrierId);
  const placement = placementsOf(ctx, docked.id, carrierId, pose).find((p) => `${p.guides}:${p.code}` === way);
  if (!placement) {
    // It cannot be placed: it fails to deploy and is destroyed (supplement "Dock").
    delete docked.docked;
    docked.pose = null;
    ctx.emit('ship-deploy-failed', `${docked.id} cannot emergency deploy from ${carrierId}.`, { ship: docked.id });
    destroyInReserve(ctx, docked.id, 'failed to emergency deploy');
    return;
  }
  const out = deploy(ctx, docked, carrier, pose, placement, true, (s, code) => moveShip(ctx, s, code, 'deploys with'));
  if (out.obstacles.length || out.mines.length)
    ctx.emit('not-implemented', `not implemented yet: the obstacles and mines an emergency deploy moves through.`, {
      ship: docked.id,
    });
  if (!out.fled) sufferDamage(ctx, docked.id, 0, 1, 'emergency deploy');
}

/**
 * A docked ship destroyed off the play area: its opponent credited and the ship gone. It has no pose, so no "after a
 * ship is destroyed" window is raised for it (those abilities measure from where the ship stood).
 */
export function destroyInReserve(ctx: Ctx, shipId: string, why: string): void {
  const ship = mustShip(ctx.state, shipId);
  const points = shipPoints(ctx, ship);
  ctx.state.players[ctx.opponent(ship.player)].pointsDestroyed += points;
  ship.gone = { how: 'destroyed', round: ctx.state.round };
  cardsChanged();
  ctx.emit('ship-destroyed', `${ship.id} is destroyed (${why}).`, { ship: ship.id, data: { how: why, points } });
}
