/**
 * The subsystems words of s36 (Nashtah Pup), played through `createFromPosition` + `applyInPlace` with the card's own
 * records (cards/subsystems/scum-z95af4headhunter.ts):
 *
 * - `emergency-deploy-only` ('dock:deploy'): a docked ship deploys in the System Phase (supplement "Dock": "A docked
 *   ship is able to deploy from its carrier ship during the System Phase"), except one whose card lets it deploy only
 *   by the emergency deploy of the same section (when its carrier is destroyed).
 * - `take-pilot-identity` ('dock:identity', identity.ts): as a friendly ship with the Hound's Tooth is destroyed, the
 *   ship has its pilot's name, initiative (000 "Initiative": the order ships act in), pilot ability and ship charge
 *   (000 "Charges and the Force": the charge limit and the recurring arrow are the card's).
 */
import { describe, expect, it } from 'vitest';
import { createFromPosition, type GameState, positionOf, type PositionShip } from '@xwing/engine';
import {
  answers,
  attacks,
  type Answer,
  content,
  leaves,
  offered,
  playUntil,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from './flow-harness.js';

const WRECKS = ['panickedpilot', 'blindedpilot', 'woundedpilot', 'stunnedpilot', 'consolefire', 'damagedengine'];
/** A YV-666 one damage from destroyed (9 hull, 8 facedown cards, no shield left), with the Hound's Tooth. */
const doomed = (pilot: string, extra: Partial<PositionShip> = {}): PositionShip => ({
  pilot,
  id: 'yv',
  pose: { x: 450, y: 300, heading: 0 },
  upgrades: ['houndstooth'],
  shields: 0,
  damage: [...WRECKS, 'weaponsfailure', 'hullbreach'].map((card) => ({ card, faceup: false })),
  ...extra,
});
const PUP: PositionShip = { pilot: 'nashtahpup', id: 'pup', pose: null, docked: 'yv' };
const TIE: PositionShip = { pilot: 'academypilot', id: 'tie', pose: { x: 450, y: 600, heading: 180 } };
const events = (s: GameState, type: string, ship?: string) =>
  s.log.filter((e) => e.type === type && (ship === undefined || e.ship === ship));

/** The TIE destroys the YV with two hits; the Pup emergency deploys from the rear guides with a 2-straight. */
const destroyYv: Answer = (d) => {
  if (d.kind === 'declare-attack' && d.ship === 'tie') {
    const o = d.options.find((x) => x.id.startsWith('attack:yv:primary'));
    return o ? [o.id] : undefined;
  }
  if (d.kind === 'enter-dice' && d.ship === 'tie' && d.accepts === 'attack-faces') return ['enter', ['hit', 'hit']];
  if (d.kind === 'use-ability' && d.prompt.includes('Hound’s Tooth'))
    return [d.options.find((o) => o.id.endsWith('@rear:2F'))!.id];
  return undefined;
};

describe('emergency-deploy-only (supplement "Dock": deploying in the System Phase, and emergency deploy)', () => {
  it('the Pup docked with a Hound’s Tooth in play is never asked to deploy; Bossk’s Z-95 docked there is', () => {
    const yv: PositionShip = {
      pilot: 'bossk',
      id: 'yv',
      pose: { x: 450, y: 300, heading: 0 },
      upgrades: ['houndstooth'],
    };
    const pup = position('system', [yv, PUP], [TIE]);
    expect(playUntil(pup, (st) => st.round === 3).filter((d) => d.kind === 'deploy')).toEqual([]);
    expect(shipOf(pup, 'pup')).toMatchObject({ pose: null, docked: 'yv', gone: null });
    const z95 = position('system', [yv, { ...PUP, pilot: 'bossk-z95af4headhunter', id: 'z95' }], [TIE]);
    expect(playUntil(z95, leaves('system')).filter((d) => d.kind === 'deploy' && d.ship === 'z95')).toHaveLength(1);
  });

  it('its carrier destroyed, it emergency deploys (the carrier card’s question)', () => {
    const s = position('engagement', [doomed('bossk'), PUP], [TIE]);
    playUntil(s, leaves('engagement'), destroyYv);
    expect(events(s, 'ship-deployed', 'pup')[0]!.data).toMatchObject({ emergency: true, carrier: 'yv' });
  });
});

describe('take-pilot-identity (Nashtah Pup flies as the lost Hound’s Tooth pilot: its name, initiative, ability, charge)', () => {
  it('name: once the identity is taken the log names the Pup as Bossk (its emergency deploy’s damage already)', () => {
    const s = position('engagement', [doomed('bossk'), PUP], [TIE]);
    playUntil(s, leaves('engagement'), destroyYv);
    expect(shipOf(s, 'pup').identity).toBe('bossk');
    const hit = [...events(s, 'shield-lost', 'pup'), ...events(s, 'damage-card-dealt', 'pup')];
    expect(hit.length).toBeGreaterThan(0);
    expect(hit.every((e) => e.text.startsWith('Bossk '))).toBe(true);
  });

  it('initiative (000 "Initiative"): at 4 the Pup moves after the initiative 1 TIE and engages before it', () => {
    const s = position('engagement', [doomed('bossk'), PUP], [TIE]);
    playUntil(s, leaves('engagement'), destroyYv);
    expect(shipOf(s, 'pup').initiative).toBe(4);
    const from = s.log.length;
    playUntil(s, (st) => st.round === 3, destroyYv);
    const round2 = s.log.slice(from).filter((e) => e.round === 2);
    const moved = round2.filter((e) => e.type === 'maneuver-executed').map((e) => e.ship);
    expect(moved.indexOf('tie')).toBeLessThan(moved.indexOf('pup'));
    const engaged = round2
      .filter((e) => e.type === 'attack-declared' || e.type === 'attack-passed' || e.type === 'no-attack')
      .map((e) => e.ship);
    expect(engaged.indexOf('pup')).toBeGreaterThanOrEqual(0);
    expect(engaged.indexOf('pup')).toBeLessThan(engaged.indexOf('tie'));
  });

  it('pilot ability: Bossk’s (spend a crit for two hits) acts for the Pup, logged with the Pup’s own card', () => {
    const pupOut: PositionShip = { pilot: 'nashtahpup', id: 'pup', pose: { x: 450, y: 300, heading: 0 } };
    const play = (identity?: string) => {
      const s = position('engagement', [{ ...pupOut, ...(identity ? { identity, initiative: 4 } : {}) }], [TIE]);
      const seen = playUntil(
        s,
        leaves('engagement'),
        answers(useAbilityOf('Bossk'), attacks('pup', 'tie'), rolls('pup', 'attack', ['crit', 'hit'])),
      );
      return { s, seen };
    };
    const as = play('bossk');
    expect(offered(as.seen, 'Bossk')).toBe(true);
    const used = events(as.s, 'ability-used', 'pup').map((e) => e.data?.source);
    expect(used).toEqual(expect.arrayContaining(['pilot:bossk', 'pilot:nashtahpup']));
    const himself = play();
    expect(offered(himself.seen, 'Bossk')).toBe(false);
  });

  it('ship charge (000 "Charges and the Force"): the charges the pilot card had active, and its recurrence', () => {
    // Moralo Eval (2 charges, none recovered) with one left: the Pup has that one, and a limit of 2.
    const s = position('engagement', [doomed('moraloeval', { charges: 1 }), PUP], [TIE]);
    playUntil(s, leaves('engagement'), destroyYv);
    expect(shipOf(s, 'pup')).toMatchObject({ identity: 'moraloeval', initiative: 4, charges: 1 });
    playUntil(s, leaves('end'));
    expect(shipOf(s, 'pup').charges).toBe(1);
    // A pilot card whose charge recurs (Adon Fox of Battle Over Endor: 2, one back each End Phase).
    const adon = position(
      'end',
      [
        {
          ...PUP,
          pose: { x: 450, y: 300, heading: 0 },
          docked: undefined,
          identity: 'adonfox-battleoverendor',
          charges: 0,
        },
      ],
      [TIE],
    );
    playUntil(adon, leaves('end'));
    expect(shipOf(adon, 'pup').charges).toBe(1);
    // Without an identity the Pup has no charge to recover.
    const plain = position('end', [{ ...PUP, pose: { x: 450, y: 300, heading: 0 }, docked: undefined }], [TIE]);
    playUntil(plain, leaves('end'));
    expect(shipOf(plain, 'pup').charges).toBe(0);
  });

  it('positions keep the identity, its initiative and its charges (round trip)', () => {
    const s = position('engagement', [doomed('bossk'), PUP], [TIE]);
    playUntil(s, leaves('engagement'), destroyYv);
    const back = positionOf(s, content);
    const pup = back.players[0].ships.find((x) => x.id === 'pup')!;
    expect(pup).toMatchObject({ identity: 'bossk', initiative: 4 });
    // The destroyed YV's damage cards are left out: the position rules refuse a hull's worth of them on any ship.
    const yv = back.players[0].ships.find((x) => x.id === 'yv')!;
    delete yv.damage;
    const again = createFromPosition(back, content);
    expect(shipOf(again, 'pup')).toMatchObject({ identity: 'bossk', initiative: 4 });
  });
});
