/**
 * The subsystems' device words of this session, played through `createFromPosition` + `applyInPlace` with the
 * Concussion Bombs records (in our own words):
 *
 * - `below-max` of stat 'charges': the record's own card has fewer active charges than its limit (000 "Charges and the
 *   Force": a spent charge is flipped to its inactive side);
 * - `can-place-device`: the ship could place its card's device now with these templates ("if able");
 * - `place-device` with `templates`: a forced drop, no question asked;
 * - `deal-facedown-damage`: a card dealt, not damage suffered, so shields do not stop it;
 * - a device effect that asks a player (an `unless` inside a detonation, 000 "Bombs": the bomb affects each ship at
 *   range 0–1 in turn): the detonation waits for the answer and goes on with the next ship (devices.ts `resume`).
 */
import { describe, expect, it } from 'vitest';
import type { Ability } from '../../src/abilities/vocabulary/types.js';
import { type AbilityTable, abilityTable, type Decision, type GameState, type Position } from '@xwing/engine';
import { playUntil, position, shipOf } from './flow-harness.js';

/** A concussion bomb at y = 675 detonating at the end of the Activation Phase with two X-wings near it. */
function twoNear(abilities?: AbilityTable): GameState {
  return position(
    'activation',
    [
      { pilot: 'redsquadronveteran', id: 'a', pose: { x: 360, y: 800, heading: 180 }, dial: '1F' },
      { pilot: 'redsquadronveteran', id: 'b', pose: { x: 440, y: 800, heading: 180 }, dial: '1F' },
    ],
    [
      {
        pilot: 'scimitarsquadronpilot',
        id: 'bomber',
        upgrades: ['concussionbombs'],
        pose: { x: 400, y: 300, heading: 180 },
        dial: '2F',
      },
    ],
    { devices: [{ card: 'concussionbombs', owner: 'bomber', pose: { x: 400, y: 675, heading: 180 } }] },
    abilities,
  );
}

describe('a detonation whose effect asks (an unless), and deal-facedown-damage', () => {
  it('each ship is dealt its card, then its own player chooses: a strain token, or a card exposed', () => {
    const s = twoNear();
    const seen: Decision[] = playUntil(
      s,
      (st) => st.phase === 'engagement' || st.round > 1,
      (d) => (d.kind === 'unless' ? [d.ship === 'a' ? 'pay' : 'refuse'] : undefined),
    );
    const asked = seen.filter((d) => d.kind === 'unless').map((d) => d.ship);
    expect(asked).toEqual(['a', 'b']);
    // Shields do not stop a dealt card (001 "Damage Cards": a card dealt is not damage suffered).
    expect(shipOf(s, 'a').shields).toBe(2);
    expect(shipOf(s, 'b').shields).toBe(2);
    expect(shipOf(s, 'a').damage.map((d) => d.faceup)).toEqual([false]);
    expect(shipOf(s, 'a').tokens.strain).toBe(1);
    expect(shipOf(s, 'b').damage.map((d) => d.faceup)).toEqual([true]);
    expect(shipOf(s, 'b').tokens.strain ?? 0).toBe(0);
    // The detonation ran to its end once both had answered: the bomb is gone.
    expect(s.devices).toEqual([]);
    expect(s.log.filter((e) => e.type === 'device-removed')).toHaveLength(1);
  });
});

describe("'damage:card-dealt' (s38): a card dealt, not damage suffered (000 'Damage Cards'; 001 'Damage Cards')", () => {
  // Each X-wing's own record: after it is dealt a damage card outside suffered damage, it gains a focus token.
  const t = abilityTable({
    'pilot:redsquadronveteran': [
      {
        source: { kind: 'pilot', xws: 'redsquadronveteran' },
        window: 'damage:card-dealt',
        when: { kind: 'subject-is-self' },
        optional: false,
        effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
        summary: 'test: dealt a card',
      } satisfies Ability,
    ],
  });
  it("the bomb's facedown card raises the window once for each ship dealt one, naming the card dealt", () => {
    const s = twoNear(t);
    playUntil(
      s,
      (st) => st.phase === 'engagement' || st.round > 1,
      (d) => (d.kind === 'unless' ? ['pay'] : undefined),
      t,
    );
    expect(shipOf(s, 'a').damage).toHaveLength(1);
    expect(shipOf(s, 'a').tokens.focus).toBe(1);
    expect(shipOf(s, 'b').tokens.focus).toBe(1);
  });
});

describe("below-max 'charges', can-place-device and a forced place-device (000 'Charges and the Force')", () => {
  const table = (charges: number, y: number) =>
    position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'x', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
      [
        {
          pilot: 'scimitarsquadronpilot',
          id: 'bomber',
          upgrades: [{ xws: 'concussionbombs', charges }],
          pose: { x: 400, y, heading: 180 },
          dial: '2F',
        },
      ],
    );
  const placed = (s: GameState) => s.log.filter((e) => e.type === 'device-placed');
  const toActivation = (s: GameState) => playUntil(s, (st) => st.phase !== 'system');

  it('an inactive charge: the drop is made without a question, the 1-straight used', () => {
    const s = table(1, 600);
    const seen = toActivation(s);
    expect(seen.filter((d) => d.kind === 'use-ability')).toEqual([]);
    expect(placed(s).map((e) => e.data?.template)).toEqual(['1F']);
    expect(shipOf(s, 'bomber').upgrades[0]!.charges).toBe(0);
  });
  it('no active charge left: the cost cannot be paid, so nothing is forced', () => {
    const s = table(0, 600);
    toActivation(s);
    expect(placed(s)).toEqual([]);
  });
  it('the bomb could not be placed (wholly beyond the edge): not able, so nothing is forced or spent', () => {
    const s = table(2, 880);
    toActivation(s);
    expect(placed(s)).toEqual([]);
    expect(shipOf(s, 'bomber').upgrades[0]!.charges).toBe(2);
  });
});

describe("place-equipped-device and placed-device (000 'Devices', 'Dropping and Launching Devices')", () => {
  // A record of the bomber's pilot, in the End Phase: drop or launch a bomb of an equipped card, with the 2-straight.
  const KEY = 'pilot:scimitarsquadronpilot';
  const table = (how: 'drop' | 'launch' | 'either', onlyIfNone: boolean) =>
    abilityTable({
      [KEY]: [
        {
          source: { kind: 'pilot', xws: 'scimitarsquadronpilot' },
          window: 'end:start',
          when: onlyIfNone ? { kind: 'not', of: { kind: 'placed-device' } } : { kind: 'always' },
          optional: true,
          effect: { kind: 'place-equipped-device', types: ['bomb'], how, templates: ['2F'] },
          choices: (ctx, me) => ctx.effects.equippedDeviceOptions(ctx, me, { types: ['bomb'], how, templates: ['2F'] }),
          summary: 'test: a bomb of an equipped card',
        },
      ],
    });
  const bomberIn = (upgrades: string[], devices: Position['devices'] = [], t = table('either', false)) =>
    position(
      'end',
      [{ pilot: 'redsquadronveteran', id: 'x', pose: { x: 100, y: 100, heading: 0 } }],
      [{ pilot: 'scimitarsquadronpilot', id: 'bomber', upgrades, pose: { x: 400, y: 500, heading: 180 } }],
      { devices },
      t,
    );
  const options = (seen: Decision[]) =>
    seen
      .filter((d) => d.kind === 'use-ability' && d.prompt.includes('test:'))
      .flatMap((d) => d.options.map((o) => o.id));

  it('offers each equipped bomb card, dropped or launched; the placement spends one of that card’s charges', () => {
    const t = table('either', false);
    const s = bomberIn(['protonbombs', 'proximitymines'], [], t);
    const seen = playUntil(
      s,
      (st) => st.phase !== 'end',
      (d) => (d.kind === 'use-ability' ? ['use:protonbombs|2F@launch'] : undefined),
      t,
    );
    // The mine card is not a bomb: only the proton bombs, both ways.
    expect(options(seen).sort()).toEqual(['decline', 'use:protonbombs|2F', 'use:protonbombs|2F@launch']);
    const placed = s.log.filter((e) => e.type === 'device-placed');
    expect(placed.map((e) => (e.data as { how: string }).how)).toEqual(['launch']);
    // Launched from the front guides: the bomber faces -y, so the bomb lies below it.
    expect((placed[0]!.data as { pose: { y: number } }).pose.y).toBeLessThan(500);
    expect(shipOf(s, 'bomber').upgrades[0]!.charges).toBe(1);
  });

  it('an ability’s drop is not limited to one device a round; placed-device tells a ship that placed one', () => {
    const mine = [{ card: 'protonbombs', owner: 'bomber', pose: { x: 700, y: 800, heading: 0 }, round: 1 }];
    const free = table('drop', false);
    const s1 = bomberIn(['protonbombs'], mine, free);
    expect(
      options(
        playUntil(
          s1,
          (st) => st.phase !== 'end',
          () => undefined,
          free,
        ),
      ),
    ).toContain('use:protonbombs|2F');
    const gated = table('drop', true);
    const s2 = bomberIn(['protonbombs'], mine, gated);
    expect(
      options(
        playUntil(
          s2,
          (st) => st.phase !== 'end',
          () => undefined,
          gated,
        ),
      ),
    ).toEqual([]);
  });

  it('a card with no charge left is not offered', () => {
    const t = table('drop', false);
    const s = position(
      'end',
      [{ pilot: 'redsquadronveteran', id: 'x', pose: { x: 100, y: 100, heading: 0 } }],
      [
        {
          pilot: 'scimitarsquadronpilot',
          id: 'bomber',
          upgrades: [{ xws: 'protonbombs', charges: 0 }],
          pose: { x: 400, y: 500, heading: 180 },
        },
      ],
      {},
      t,
    );
    expect(
      options(
        playUntil(
          s,
          (st) => st.phase !== 'end',
          () => undefined,
          t,
        ),
      ),
    ).toEqual([]);
  });
});

describe("device-placement-alternative's to.side (000 'Dropping and Launching Devices': the template at a side hashmark)", () => {
  const table = abilityTable({
    'pilot:scimitarsquadronpilot': [
      {
        source: { kind: 'pilot', xws: 'scimitarsquadronpilot' },
        window: 'device:placement',
        when: { kind: 'always' },
        optional: false,
        effect: { kind: 'device-placement-alternative', from: { how: 'drop' }, to: { templates: 'same', side: true } },
        summary: 'test: a side hashmark',
      },
    ],
  });
  it('a small base: the 1-straight from its right side puts the bomb level with it, 75 mm to that side', () => {
    const s = position(
      'system',
      [{ pilot: 'redsquadronveteran', id: 'x', pose: { x: 100, y: 100, heading: 0 }, dial: '1F' }],
      [
        {
          pilot: 'scimitarsquadronpilot',
          id: 'bomber',
          upgrades: ['protonbombs'],
          pose: { x: 400, y: 500, heading: 0 },
          dial: '1F',
        },
      ],
      {},
      table,
    );
    const seen = playUntil(
      s,
      (st) => st.phase !== 'system',
      (d) => (d.kind === 'use-ability' ? ['use:1F@right'] : undefined),
      table,
    );
    // Beside the rear guides' 1-straight (and Nimble Bomber's banks), each template at either side hashmark.
    expect(seen.find((d) => d.kind === 'use-ability')!.options.map((o) => o.id)).toEqual(
      expect.arrayContaining(['use:1F', 'use:1F@left', 'use:1F@right']),
    );
    const pose = (s.log.find((e) => e.type === 'device-placed')!.data as { pose: { x: number; y: number } }).pose;
    // Facing up the table (heading 0), its right is +x: half the base (20), the template (40), the bomb (14.16).
    expect(pose.x).toBeCloseTo(474.16, 6);
    expect(pose.y).toBeCloseTo(500, 0);
  });
});

/**
 * subsystems (issue 26): `device-placement-alternative`'s `price` — a standing alternative offered for a price paid as
 * the device is placed that way (a stress token gained, charges of the record's own card spent; 000 "Stress", "Charges
 * and the Force"), the record logged as used then; left out while its card lacks the charges, and never offered for a
 * placement a free way gives (000 "Devices": a ship drops a device with the templates its card and abilities allow).
 */
describe("device-placement-alternative's price (000 'Devices', 'Charges and the Force', 'Stress')", () => {
  const KEY = 'pilot:graysquadronbomber';
  const alt = (price: { charge?: number; stress?: number }, templates: string[]): Ability => ({
    source: { kind: 'pilot', xws: 'graysquadronbomber' },
    window: 'device:placement',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'device-placement-alternative', from: { how: 'drop' }, to: { templates }, price },
    summary: 'test: a priced placement alternative',
  });
  const game = (t: AbilityTable, charges = 0) =>
    position(
      'system',
      [
        {
          pilot: 'graysquadronbomber',
          id: 'bomber',
          upgrades: ['protonbombs'],
          pose: { x: 400, y: 300, heading: 0 },
          dial: '2F',
          charges,
        },
      ],
      [{ pilot: 'academypilot', id: 't', pose: { x: 100, y: 850, heading: 180 }, dial: '1F' }],
      {},
      t,
    );
  const dropWith = (s: GameState, pick: string, t: AbilityTable) =>
    playUntil(
      s,
      (st) => st.phase !== 'system',
      (d) => (d.kind === 'use-ability' && d.prompt.includes('Proton') ? [pick] : undefined),
      t,
    );
  const dropOffer = (seen: readonly Decision[]) =>
    seen
      .find((d) => d.kind === 'use-ability' && d.prompt.includes('Proton'))
      ?.options.filter((o) => o.id !== 'decline');
  const used = (s: GameState) => s.log.some((e) => e.type === 'ability-used' && e.data?.source === KEY);

  it('a stress price: offered with its price, paid and logged as the device is placed that way', () => {
    const t = abilityTable({ [KEY]: [alt({ stress: 1 }, ['2F'])] });
    const s = game(t);
    const offer = dropOffer(dropWith(s, `use:2F@by=${KEY}#0`, t))!;
    expect(offer.map((o) => o.id)).toEqual(['use:1F', `use:2F@by=${KEY}#0`]);
    expect(offer[1]!.label).toContain('(1 stress)');
    expect(shipOf(s, 'bomber').tokens.stress).toBe(1);
    expect(s.log.filter((e) => e.type === 'device-placed')[0]!.data).toMatchObject({ template: '2F' });
    expect(used(s)).toBe(true);
  });

  it("the card's own way costs nothing; a charge price is left out while the ship has no charge", () => {
    const t = abilityTable({ [KEY]: [alt({ charge: 1 }, ['2F'])] });
    const s = game(t, 0);
    expect(dropOffer(dropWith(s, 'use:1F', t))!.map((o) => o.id)).toEqual(['use:1F']);
    expect(used(s)).toBe(false);
    const paid = game(t, 1);
    dropWith(paid, `use:2F@by=${KEY}#0`, t);
    expect(shipOf(paid, 'bomber').charges).toBe(0);
  });

  it('a placement a free alternative gives is offered free', () => {
    const free: Ability = {
      ...alt({}, ['2F']),
      effect: { kind: 'device-placement-alternative', to: { templates: ['2F'] } },
    };
    const t = abilityTable({ [KEY]: [alt({ stress: 1 }, ['2F', '3F']), free] });
    const s = game(t);
    expect(dropOffer(dropWith(s, 'use:2F', t))!.map((o) => o.id)).toEqual(['use:1F', 'use:2F', `use:3F@by=${KEY}#0`]);
    expect(shipOf(s, 'bomber').tokens.stress ?? 0).toBe(0);
  });
});
