/** Where the attack line's ends are (attack-party.ts `partyPose`): ships, and remotes that attack or defend (issue 26). */
import type { GameView } from '@xwing/engine';
import { describe, expect, it } from 'vitest';
import { partyPose } from '../src/attack-party.js';

type View = Pick<GameView, 'ships' | 'remotes'>;

const view = {
  ships: [
    { id: 'p1-xwing-1', pose: { x: 100, y: 200, heading: 0 } },
    { id: 'p2-tie-1', pose: null },
  ],
  remotes: [{ id: 'clanwrencommandos-r2-1', pose: { x: 400, y: 300, heading: 90 } }],
} as unknown as View;

describe('the attack line between an attack’s parties', () => {
  it('finds a ship, a remote (a commando team attacking, a probe droid defending), and nothing for one off the table', () => {
    expect(partyPose(view, 'p1-xwing-1')).toEqual({ x: 100, y: 200, heading: 0 });
    expect(partyPose(view, 'clanwrencommandos-r2-1')).toEqual({ x: 400, y: 300, heading: 90 });
    expect(partyPose(view, 'p2-tie-1')).toBeNull();
    expect(partyPose(view, 'nobody')).toBeNull();
    expect(partyPose({ ships: view.ships } as View, 'clanwrencommandos-r2-1')).toBeNull();
  });
});
