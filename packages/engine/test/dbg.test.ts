import { it } from 'vitest';
import { playUntil, position, leaves, useAbilityOf } from './abilities/flow-harness.js';
import { rebel, imperial } from './abilities/spec-helpers.js';
it('dbg', () => {
  const s = position('system', [
        rebel('d', 'redsquadronveteran', 400, 150, { upgrades: [{ xws: 'todo360-armedanddangerous', charges: 2 }], tokens: { stress: 1 } }),
      ], [imperial('t', 'academypilot', 400, 800)]);
  playUntil(s, leaves('system'), useAbilityOf('TODO-360'));
  for (const e of s.log.slice(-15)) console.log(e.type, e.ship, e.text);
});
