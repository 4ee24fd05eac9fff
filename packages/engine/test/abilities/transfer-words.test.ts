/**
 * A transfer (000 "Additional Token Rules": the token is removed from one ship, then the other ship gains it) that
 * meets a standing "instead" keeping the token on its ship (Death Troopers: no stress removed by enemy ships at range
 * 0–1 in the Activation Phase): nothing was removed, so nothing is gained — the token is not copied. Played through
 * `createFromPosition` + `applyInPlace` with a test record on the X-wing: after it gains a focus token it gains a
 * stress token and hands a stress token to a friendly ship.
 */
import { describe, expect, it } from 'vitest';
import { abilityTable } from '@xwing/engine';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { playUntil, position, shipOf } from './flow-harness.js';

const handOver: Ability = {
  source: { kind: 'pilot', xws: 'redsquadronveteran' },
  window: 'token:after-gain',
  when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'token', oneOf: ['focus'] }] },
  optional: true,
  choose: { side: 'friendly', range: [0, 3], label: 'takes a stress token of yours' },
  effect: {
    kind: 'sequence',
    of: [
      { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
      { kind: 'transfer-chosen-token', from: 'self', to: 'chosen', token: 'stress' },
    ],
  },
  summary: 'Test record: gain a stress token and hand one to a friendly ship.',
};
const table = abilityTable({ 'pilot:redsquadronveteran': [handOver] });

/** The X-wing x focuses in the Activation Phase; the Lambda (enemy) stands `lambdaY` mm away, with `crew`. */
function afterFocus(lambdaY: number, crew: string[]): { x: number; y: number } {
  const s = position(
    'activation',
    [
      { id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 }, dial: '1F' },
      {
        id: 'y',
        pilot: 'bluesquadronescort',
        pose: { x: 250, y: 300, heading: 0 },
        dial: '1F',
        round: { activated: true },
      },
    ],
    [
      {
        id: 'l',
        pilot: 'omicrongrouppilot',
        pose: { x: 400, y: 300 + lambdaY, heading: 180 },
        dial: '1F',
        upgrades: crew,
        round: { activated: true },
      },
    ],
    {},
    table,
  );
  playUntil(
    s,
    (st) => st.phase !== 'activation',
    (d) =>
      d.kind === 'choose-action' && d.ship === 'x'
        ? ['focus']
        : d.kind === 'use-ability' && d.prompt.includes('Test record')
          ? ['use:y']
          : undefined,
    table,
  );
  return { x: shipOf(s, 'x').tokens.stress ?? 0, y: shipOf(s, 'y').tokens.stress ?? 0 };
}

describe('transfer-chosen-token against a removal kept by Death Troopers (000 "Additional Token Rules"; Death Troopers)', () => {
  it('Death Troopers at range 1: the stress stays on the X-wing and the friendly ship gains none', () => {
    expect(afterFocus(200, ['deathtroopers'])).toEqual({ x: 1, y: 0 });
  });
  it('without Death Troopers the stress token moves', () => {
    expect(afterFocus(200, [])).toEqual({ x: 0, y: 1 });
  });
  it('Death Troopers beyond range 1: the stress token moves', () => {
    expect(afterFocus(450, ['deathtroopers'])).toEqual({ x: 0, y: 1 });
  });
});
