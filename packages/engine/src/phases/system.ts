/**
 * System Phase (001 Round 2): ascending initiative, the first player's ships first at equal initiative. A cloaked
 * ship may decloak (000/002 "Cloak": a 2-straight barrel roll or boost, then it removes its cloak token; a placement
 * follows the barrel roll and boost restrictions); system-phase abilities resolve here.
 */
import { type BaseSize, GeometryError, type RepositionOption, repositionOptions } from '@xwing/geometry';
import { raise, runWindow, settle, triggersPending } from '../abilities/run.js';
import type { Ctx, PhaseModule } from '../context.js';
import type { ShipState } from '../state.js';
import {
  actionBar,
  inPlay,
  mustShip,
  OK,
  otherShips,
  placedObstacles,
  type Refusal,
  refreshObstacleContact,
  refuse,
  removeToken,
  shipById,
} from '../util.js';
import { abilitiesOf, carriesAnyKey } from '../abilities/source-keys.js';
import { chooseNextShip, pickAmongTied, tiedNext } from './initiative-order.js';
import { movingDevices } from '../remotes.js';
import { chooseDetonationObstacle, type Detonation, setOffMines } from '../devices.js';
import {
  decloakTemplate,
  emergencyDeployOnly,
  initiativeOf,
  pricedDecloakTemplates,
  type TemplatePrice,
} from '../abilities/static.js';
import { markUsed, pay } from '../abilities/costs.js';
import { chooseRelocation, remotesActInSystemPhase } from '../remote-activation.js';
import type { Choice } from '../decision.js';
import { checkDifficulty, maneuverDifficulty, moveShip, obstacleEffect } from '../movement.js';
import { destroyInReserve } from '../emergency-deploy.js';
import { askGrantedAction, chooseGrantedAction, grantAction, grantedActionAsked } from '../abilities/grant-action.js';
import {
  type DeployPlacement,
  deployOptions,
  deployPlacements,
  deploy,
  dock,
  dockCarriers,
  isDocked,
  orphanedDocked,
} from '../docking.js';

/** Mines a decloak set off, still to detonate, and the detonation in progress. */
interface MineData {
  mines?: string[];
  minesBy?: string;
  detonation?: Detonation;
  /** Obstacles a deploy moved through or onto, still to resolve for `obstaclesBy` (docking.ts). */
  obstacles?: string[];
  obstaclesBy?: string;
  /** A ship asked whether to dock that passed: its other System Phase work comes next. */
  resume?: string;
  /** A cloaked ship that has decloaked or stayed cloaked: its System Phase abilities come next. */
  afterCloak?: string;
  /** A ship that deployed, whose 'dock:after-deploy' window comes once its action is done. */
  afterDeploy?: { ship: string; carrier: string };
}

/** The ship has something to do in the System Phase (a cloak token or a system-phase ability). */
function hasSystemWork(ctx: Ctx, ship: ShipState): boolean {
  if (ship.tokens.cloak) return true;
  const inWindow = ctx.abilities.keysIn('system');
  return inWindow.size > 0 && carriesAnyKey(ctx, ship, inWindow);
}

export function decloakOptions(ctx: Ctx, ship: ShipState): (RepositionOption & { price?: TemplatePrice })[] {
  const input = {
    base: ship.base as BaseSize,
    pose: ship.pose!,
    ships: otherShips(ctx.state, ship.id),
    obstacles: placedObstacles(ctx.state),
    devices: movingDevices(ctx.state),
  };
  try {
    // The 2-straight, or the template a card puts instead ("Echo"'s 2-bank, static.ts decloakTemplate).
    const out: (RepositionOption & { price?: TemplatePrice })[] = repositionOptions({
      ...input,
      kind: 'decloak',
      template: decloakTemplate(ctx, ship),
    }).filter((o) => o.legal);
    // subsystems: templates a card offers beside it for a price (Manual Ailerons' 2-bank for a charge).
    for (const { template, price } of pricedDecloakTemplates(ctx, ship))
      for (const o of repositionOptions({ ...input, kind: 'decloak', template }))
        if (o.legal && !out.some((x) => optionId(x) === optionId(o))) out.push({ ...o, price });
    return out;
  } catch (e) {
    // Medium and large bases have no measured 2-straight roll (docs/geometry.md).
    if (!(e instanceof GeometryError)) throw e;
    ctx.emit('not-implemented', `not implemented yet: decloaking a ${ship.base} ship (${e.message}).`, {
      ship: ship.id,
    });
    return [];
  }
}

/** subsystems: a decloak placed with a priced template (Manual Ailerons) pays its charges; its card is logged as used. */
export function payDecloak(ctx: Ctx, ship: ShipState, price: TemplatePrice | undefined): void {
  if (!price) return;
  pay(ctx, ship, price.key, price.charge ? [{ kind: 'spend-charge', count: price.charge }] : []);
  const ability = abilitiesOf(ctx, price.key)[price.index];
  if (ability) markUsed(ctx, ability, ship.id, price.key, price.index);
}

export function optionId(o: RepositionOption): string {
  // A 2-bank decloak ("Echo") boosts left or right, and rolls curving forward or backward.
  if (o.move === 'boost') return o.direction === 'straight' ? 'decloak:boost' : `decloak:boost:${o.direction}`;
  return `decloak:${o.direction}:${o.alignment ?? 'middle'}${o.bank ? `:${o.bank}` : ''}`;
}

/** The next docked ship to deploy, at or below this initiative (its printed value), the first player's first. */
function nextDocked(ctx: Ctx, done: readonly string[], upTo: number): ShipState | undefined {
  let best: ShipState | undefined;
  const fp = ctx.state.firstPlayer;
  for (const s of ctx.state.ships) {
    if (!isDocked(s) || s.round.docked || done.includes(s.id) || s.initiative > upTo) continue;
    if (
      !best ||
      s.initiative < best.initiative ||
      (s.initiative === best.initiative && s.player === fp && best.player !== fp)
    )
      best = s;
  }
  return best;
}

/**
 * The deploy options of a docked ship now, from its carrier in play (none when it is not, nor for a ship that deploys
 * only by emergency deployment: 'dock:deploy', Nashtah Pup, which is then not asked).
 */
function systemDeployPlacements(ctx: Ctx, ship: ShipState): DeployPlacement[] {
  const carrier = shipById(ctx.state, ship.docked!);
  if (!carrier || !inPlay(carrier) || emergencyDeployOnly(ctx, ship)) return [];
  return deployPlacements(ctx, ship, carrier, carrier.pose!);
}

export const system: PhaseModule = {
  enter(ctx) {
    ctx.state.cursor = { step: 'next', done: [] };
    // A ship still docked with a carrier that left the game (fled, or destroyed with no way to deploy) has nothing to
    // deploy from: it is destroyed with it (our reading; supplement "Dock" speaks only of emergency deploys).
    for (const s of orphanedDocked(ctx.state)) destroyInReserve(ctx, s.id, 'its carrier left the game');
  },
  advance(ctx) {
    const c = ctx.state.cursor;
    for (;;) {
      // Mines a decloak moved through or overlapped detonate before the next ship (devices.ts).
      const d = (c.data ??= {}) as MineData;
      if (d.minesBy !== undefined) {
        if (setOffMines(ctx, d, d.minesBy) === 'asked') return 'asked';
        delete d.minesBy;
      }
      // The obstacles a deploy moved through or onto (movement.ts obstacleEffect), then its action (docking.ts).
      if (d.obstaclesBy !== undefined) {
        const mover = mustShip(ctx.state, d.obstaclesBy);
        while (d.obstacles?.length) {
          if (obstacleEffect(ctx, mover, d.obstacles[0]!) === 'asked') return 'asked';
          d.obstacles.shift();
        }
        delete d.obstacles;
        delete d.obstaclesBy;
      }
      if (askGrantedAction(ctx)) return 'asked';
      if (d.afterDeploy !== undefined) {
        const { ship, carrier } = d.afterDeploy;
        delete d.afterDeploy;
        // "After you deploy" abilities (supplement "Dock"), once its action is done.
        raise(ctx, 'dock:after-deploy', { ship, other: carrier, data: { emergency: false } });
        if (triggersPending(ctx) && settle(ctx) === 'asked') return 'asked';
      }
      // A decloak (or staying cloaked) is one of the ship's System Phase effects, not all of them: its System Phase
      // abilities resolve after it (000 "System Phase"; supplement "Cloak and decloak"). Once what the decloak set off
      // (mines, above) is over.
      if (d.afterCloak !== undefined) {
        const s = mustShip(ctx.state, d.afterCloak);
        delete d.afterCloak;
        if (inPlay(s) && runWindow(ctx, 'system', { ship: s.id }) === 'asked') return 'asked';
        continue;
      }
      // A ship that passed on docking goes on with the rest of its System Phase work.
      if (d.resume !== undefined) {
        const s = mustShip(ctx.state, d.resume);
        delete d.resume;
        if (inPlay(s) && shipWork(ctx, s) === 'asked') return 'asked';
        continue;
      }
      // The order among one player's tied ships matters only between ships that do something here.
      const tied = tiedNext(ctx, c.done ?? [], false);
      const nextInit = tied[0] ? initiativeOf(ctx, tied[0]) : Number.MAX_SAFE_INTEGER;
      // Docked ships deploy at their own initiative, before the ships in play of it (docking.ts).
      const docked = nextDocked(ctx, c.done ?? [], nextInit);
      if (docked) {
        (c.done ??= []).push(docked.id);
        const placements = systemDeployPlacements(ctx, docked);
        if (placements.length === 0) continue;
        c.ship = docked.id;
        ctx.ask({
          player: docked.player,
          kind: 'deploy',
          ship: docked.id,
          prompt: `${docked.id} is docked with ${docked.docked}: deploy (a maneuver from its guides) or stay in reserve`,
          options: [
            ...deployOptions(placements).map((o, i) => ({ ...o, data: { pose: placements[i]!.pose } })),
            { id: 'pass', label: 'Stay docked' },
          ],
        });
        return 'asked';
      }
      // Remotes act after the ships of their initiative, before those of a higher one (remote-activation.ts).
      if (remotesActInSystemPhase(ctx, nextInit, (c.done ??= [])) === 'asked') return 'asked';
      const working = tied.filter((t) => hasSystemWork(ctx, t));
      const s = working.length >= 2 ? pickAmongTied(ctx, working, 'resolves its System Phase effects') : tied[0];
      if (s === 'asked') return 'asked';
      if (!s) return 'activation';
      (c.done ??= []).push(s.id);
      // A ship that may dock is asked first (docking.ts); passing, it goes on with its other work.
      const carriers = dockCarriers(ctx, s);
      if (carriers.length) {
        c.ship = s.id;
        d.resume = s.id;
        ctx.ask({
          player: s.player,
          kind: 'dock',
          ship: s.id,
          prompt: `${s.id} may dock with a carrier (placed in reserve) or pass`,
          options: [
            ...carriers.map((k) => ({ id: `dock:${k.id}`, label: `Dock with ${k.id}` })),
            { id: 'pass', label: 'Do not dock' },
          ],
        });
        return 'asked';
      }
      if (shipWork(ctx, s) === 'asked') return 'asked';
    }
  },
  choose(ctx, choice) {
    const kind = ctx.state.pending?.kind;
    if (kind === 'dock' || kind === 'deploy') return chooseDocking(ctx, choice);
    if (kind === 'choose-action' && grantedActionAsked(ctx)) return chooseGrantedAction(ctx, choice);
    return chooseSystem(ctx, choice);
  },
};

/** A ship's own System Phase work: its decloak, or its System Phase abilities. */
function shipWork(ctx: Ctx, s: ShipState): 'done' | 'asked' {
  const c = ctx.state.cursor;
  if (s.tokens.cloak) {
    const opts = decloakOptions(ctx, s);
    c.ship = s.id;
    ctx.ask({
      player: s.player,
      kind: 'choose-reposition',
      ship: s.id,
      prompt: `${s.id} is cloaked: decloak (a barrel roll or boost) or stay cloaked`,
      options: [
        ...opts.map((o) => ({
          id: optionId(o),
          label: `${optionId(o).replace(/:/g, ' ')}${o.price ? ` (${o.price.charge} charge)` : ''}`,
          data: {
            pose: o.final,
            ...(o.devices.length ? { mines: o.devices } : {}),
            ...(o.price ? { price: o.price } : {}),
          },
        })),
        { id: 'stay', label: 'Stay cloaked' },
      ],
    });
    return 'asked';
  }
  return runWindow(ctx, 'system', { ship: s.id });
}

/** Its System Phase abilities come once the decloak decision is resolved: only when it carries one. */
function afterCloak(ctx: Ctx, ship: ShipState): void {
  const inWindow = ctx.abilities.keysIn('system');
  if (inWindow.size > 0 && carriesAnyKey(ctx, ship, inWindow))
    ((ctx.state.cursor.data ??= {}) as MineData).afterCloak = ship.id;
}

/** Answers a 'dock' or 'deploy' decision (docking.ts). */
function chooseDocking(ctx: Ctx, choice: Choice): typeof OK | Refusal {
  const pending = ctx.state.pending!;
  const ship = mustShip(ctx.state, ctx.state.cursor.ship!);
  const d = (ctx.state.cursor.data ??= {}) as MineData;
  if (pending.kind === 'dock') {
    if (choice.option === 'pass') return OK;
    const carrier = dockCarriers(ctx, ship).find((k) => `dock:${k.id}` === choice.option);
    if (!carrier) return refuse('illegal-dock', `${ship.id} cannot dock with that ship now`);
    delete d.resume;
    dock(ctx, ship, carrier);
    return OK;
  }
  if (choice.option === 'pass') {
    ctx.emit('stays-docked', `${ship.id} stays docked with ${ship.docked}.`, { ship: ship.id });
    return OK;
  }
  const placement = systemDeployPlacements(ctx, ship).find((p) => p.id === choice.option);
  if (!placement) return refuse('illegal-deploy', `${ship.id} cannot deploy that way now`);
  const carrier = mustShip(ctx.state, ship.docked!);
  const difficulty = maneuverDifficulty(ctx, ship, placement.code);
  const out = deploy(ctx, ship, carrier, carrier.pose!, placement, false, (s, code) =>
    moveShip(ctx, s, code, 'deploys with'),
  );
  if (!out.fled && difficulty) checkDifficulty(ctx, ship, difficulty);
  if (out.mines.length) Object.assign(d, { mines: [...out.mines], minesBy: ship.id });
  if (out.obstacles.length) Object.assign(d, { obstacles: [...out.obstacles], obstaclesBy: ship.id });
  // The ship may perform one action (supplement "Dock"), asked once what its move set off has resolved; then its
  // "after you deploy" abilities.
  if (!out.fled) {
    grantAction(ctx, ship.id, actionBar(ctx, ship), 'after deploying');
    d.afterDeploy = { ship: ship.id, carrier: carrier.id };
  }
  return OK;
}

function chooseSystem(ctx: Ctx, choice: Choice): typeof OK | Refusal {
  if (ctx.state.pending?.kind === 'choose-next-ship') return chooseNextShip(ctx, choice);
  if (ctx.state.pending?.kind === 'relocate-remote') return chooseRelocation(ctx, choice);
  if (ctx.state.pending?.kind === 'choose-obstacle')
    return chooseDetonationObstacle(ctx, (ctx.state.cursor.data ??= {}) as MineData, choice);
  const pending = ctx.state.pending!;
  const ship = mustShip(ctx.state, ctx.state.cursor.ship!);
  if (choice.option === 'stay') {
    ctx.emit('stays-cloaked', `${ship.id} stays cloaked.`, { ship: ship.id });
    afterCloak(ctx, ship);
    return OK;
  }
  const o = pending.options.find((x) => x.id === choice.option);
  if (!o)
    return refuse(
      'illegal-decloak',
      `${ship.id} cannot decloak that way: it would overlap a ship, move through or overlap an obstacle, or leave the play area`,
    );
  payDecloak(ctx, ship, o.data!.price as TemplatePrice | undefined);
  ship.pose = o.data!.pose as ShipState['pose'];
  removeToken(ctx, ship, 'cloak', ship.tokens.cloak ?? 0);
  refreshObstacleContact(ctx.state, ship);
  ctx.emit('decloaked', `${ship.id} decloaks (${o.label}) and removes its cloak token.`, {
    ship: ship.id,
    data: { option: o.id, pose: ship.pose },
  });
  // "After you decloak" abilities (cloaking, supplement "Cloak and decloak").
  raise(ctx, 'cloak:after-decloak', { ship: ship.id });
  afterCloak(ctx, ship);
  const mines = o.data!.mines;
  if (Array.isArray(mines) && mines.length)
    Object.assign((ctx.state.cursor.data ??= {}) as MineData, { mines: [...(mines as string[])], minesBy: ship.id });
  return OK;
}
