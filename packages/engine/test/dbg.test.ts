import { it } from 'vitest';
import { playUntil, position, leaves, picks } from './abilities/flow-harness.js';
import { rebel, imperial } from './abilities/spec-helpers.js';
it('dbg', () => {
  const s = position('activation', [rebel('g', 'redsquadronveteran', 400, 150, { dial: '2F', upgrades: ['truegrit-swz98'], tokens: {deplete:1} })],
    [imperial('t', 'academypilot', 400, 800, { dial: '2F' })]);
  const seen = playUntil(s, leaves('activation'), picks('use-ability', 'use:deplete', 'g'));
  for (const d of seen) console.log(d.kind, d.ship, d.prompt, d.options.map(o=>o.id).join(' ').slice(0,200));
  for (const e of s.log.slice(-25)) console.log(e.type, e.ship, e.text);
});
