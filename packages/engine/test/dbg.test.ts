import { it } from 'vitest';
import { playUntil, position, leaves, picks, answers } from './abilities/flow-harness.js';
import { rebel, imperial } from './abilities/spec-helpers.js';
it('dbg', () => {
  const s = position('engagement', [
      rebel('k', 'redsquadronveteran', 400, 150, { upgrades: ['kitfisto'], force: 1 }),
      rebel('w', 'bluesquadronescort', 300, 150),
    ], [imperial('t', 'academypilot', 400, 800)]);
  const seen = playUntil(s, leaves('engagement'), answers(picks('use-ability', 'use:w', 'k'), picks('choose-action', 'evade', 'w')));
  for (const d of seen) console.log(d.kind, d.ship, d.prompt, d.options.map(o=>o.id).join(' ').slice(0,200));
  for (const e of s.log.slice(-12)) console.log(e.type, e.ship, e.text);
});
