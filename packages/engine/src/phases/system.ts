/**
 * System Phase (001 Round 2): ascending initiative, the first player's ships first at equal initiative. A cloaked
 * ship may decloak (000/002 "Cloak": a 2-straight barrel roll or boost, then it removes its cloak token; a placement
 * follows the barrel roll and boost restrictions); system-phase abilities resolve here.
 */
import { type BaseSize, GeometryError, type RepositionOption, repositionOptions } from '@xwing/geometry';
import { raise, runWindow } from '../abilities/run.js';
import type { Ctx, PhaseModule } from '../context.js';
import type { ShipState } from '../state.js';
import { mustShip, OK, otherShips, placedObstacles, refreshObstacleContact, refuse, removeToken } from '../util.js';
import { carriesAnyKey } from '../abilities/source-keys.js';
import { chooseNextShip, pickAmongTied, tiedNext } from './initiative-order.js';
import { placedMines } from '../device-geometry.js';
import { chooseDetonationObstacle, type Detonation, setOffMines } from '../devices.js';
import { initiativeOf } from '../abilities/static.js';
import { chooseRelocation, remotesActInSystemPhase } from '../remote-activation.js';

/** Mines a decloak set off, still to detonate, and the detonation in progress. */
interface MineData {
  mines?: string[];
  minesBy?: string;
  detonation?: Detonation;
}

/** The ship has something to do in the System Phase (a cloak token or a system-phase ability). */
function hasSystemWork(ctx: Ctx, ship: ShipState): boolean {
  if (ship.tokens.cloak) return true;
  const inWindow = ctx.abilities.keysIn('system');
  return inWindow.size > 0 && carriesAnyKey(ctx, ship, inWindow);
}

function decloakOptions(ctx: Ctx, ship: ShipState): RepositionOption[] {
  const input = {
    base: ship.base as BaseSize,
    pose: ship.pose!,
    ships: otherShips(ctx.state, ship.id),
    obstacles: placedObstacles(ctx.state),
    devices: placedMines(ctx.state),
  };
  try {
    return repositionOptions({ ...input, kind: 'decloak' }).filter((o) => o.legal);
  } catch (e) {
    // Medium and large bases have no measured 2-straight roll (docs/geometry.md).
    if (!(e instanceof GeometryError)) throw e;
    ctx.emit('not-implemented', `not implemented yet: decloaking a ${ship.base} ship (${e.message}).`, {
      ship: ship.id,
    });
    return [];
  }
}

function optionId(o: RepositionOption): string {
  return o.move === 'boost' ? 'decloak:boost' : `decloak:${o.direction}:${o.alignment ?? 'middle'}`;
}

export const system: PhaseModule = {
  enter(ctx) {
    ctx.state.cursor = { step: 'next', done: [] };
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
      // The order among one player's tied ships matters only between ships that do something here.
      const tied = tiedNext(ctx, c.done ?? [], false);
      // Remotes act after the ships of their initiative, before those of a higher one (remote-activation.ts).
      const nextInit = tied[0] ? initiativeOf(ctx, tied[0]) : Number.MAX_SAFE_INTEGER;
      if (remotesActInSystemPhase(ctx, nextInit, (c.done ??= [])) === 'asked') return 'asked';
      const working = tied.filter((t) => hasSystemWork(ctx, t));
      const s = working.length >= 2 ? pickAmongTied(ctx, working, 'resolves its System Phase effects') : tied[0];
      if (s === 'asked') return 'asked';
      if (!s) return 'activation';
      (c.done ??= []).push(s.id);
      if (s.tokens.cloak) {
        const opts = decloakOptions(ctx, s);
        c.ship = s.id;
        ctx.ask({
          player: s.player,
          kind: 'choose-reposition',
          ship: s.id,
          prompt: `${s.id} is cloaked: decloak (2-straight barrel roll or boost) or stay cloaked`,
          options: [
            ...opts.map((o) => ({
              id: optionId(o),
              label: optionId(o).replace(/:/g, ' '),
              data: { pose: o.final, ...(o.devices.length ? { mines: o.devices } : {}) },
            })),
            { id: 'stay', label: 'Stay cloaked' },
          ],
        });
        return 'asked';
      }
      if (runWindow(ctx, 'system', { ship: s.id }) === 'asked') return 'asked';
    }
  },
  choose(ctx, choice) {
    if (ctx.state.pending?.kind === 'choose-next-ship') return chooseNextShip(ctx, choice);
    if (ctx.state.pending?.kind === 'relocate-remote') return chooseRelocation(ctx, choice);
    if (ctx.state.pending?.kind === 'choose-obstacle')
      return chooseDetonationObstacle(ctx, (ctx.state.cursor.data ??= {}) as MineData, choice);
    const pending = ctx.state.pending!;
    const ship = mustShip(ctx.state, ctx.state.cursor.ship!);
    if (choice.option === 'stay') {
      ctx.emit('stays-cloaked', `${ship.id} stays cloaked.`, { ship: ship.id });
      return OK;
    }
    const o = pending.options.find((x) => x.id === choice.option);
    if (!o)
      return refuse(
        'illegal-decloak',
        `${ship.id} cannot decloak that way: it would overlap a ship, move through or overlap an obstacle, or leave the play area`,
      );
    ship.pose = o.data!.pose as ShipState['pose'];
    removeToken(ctx, ship, 'cloak', ship.tokens.cloak ?? 0);
    refreshObstacleContact(ctx.state, ship);
    ctx.emit('decloaked', `${ship.id} decloaks (${o.label}) and removes its cloak token.`, {
      ship: ship.id,
      data: { option: o.id, pose: ship.pose },
    });
    // "After you decloak" abilities (cloaking, supplement "Cloak and decloak").
    raise(ctx, 'cloak:after-decloak', { ship: ship.id });
    const mines = o.data!.mines;
    if (Array.isArray(mines) && mines.length)
      ctx.state.cursor.data = { mines: [...(mines as string[])], minesBy: ship.id } satisfies MineData;
    return OK;
  },
};
