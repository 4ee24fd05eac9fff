/**
 * Device upgrades (000 "Devices"): each card's System Phase drop, and what its device does to each ship a
 * detonation affects (written for the 'device:detonate' window; devices.ts decides which ships, when, and removes the
 * token). In our own words:
 *
 * - Proton Bombs: drop one with the 1-straight (a charge); detonating, each ship at range 0–1 suffers a crit.
 * - Seismic Charges: drop one with the 1-straight (a charge); detonating, its owner picks an obstacle at range 0–1,
 *   each ship at range 0–1 of that obstacle suffers a hit, and the obstacle is removed.
 * - Ion Bombs: drop one with the 1-straight (a charge); detonating, each ship at range 0–1 gains 3 ion tokens.
 * - Thermal Detonators: drop one or two (a charge each), each with a different template, the 1- or 2-straight;
 *   detonating, each ship at range 0–1 rolls an attack die: a focus gives it a strain, a hit a hit, a crit a crit.
 *   A reload recovers one more charge on it.
 * - Proximity Mines: drop one with the 1-straight (a charge); the ship that sets it off rolls two attack dice and
 *   suffers a hit plus a hit for each hit and a crit for each crit.
 * - Cluster Mines: drop a set of three with the 1-straight (a charge); each mine a ship sets off makes it roll two
 *   attack dice and suffer a hit for each hit and a crit for each crit.
 * - Conner Nets: drop one with the 1-straight (a charge); the ship that sets it off suffers a hit and gains 3 ion
 *   tokens.
 * - No mine card's charges can be recovered (a reload skips them).
 * - Bomblet Generator: drop a bomblet with the 1-straight (a charge); detonating, each ship at range 0–1 rolls two
 *   attack dice and suffers a damage for each hit or crit. At the start of the Activation Phase its ship may spend a
 *   shield to recover 2 charges.
 *
 * - Electro-Proton Bomb: drop one with the 1-straight (a charge), placed with a fuse marker (so it detonates a round
 *   later: its first detonation only removes the marker); detonating, each ship at range 0–2 rolls four attack dice:
 *   a shield lost per blank, an ion token per focus or hit, a disarm token per crit. Its charge cannot be recovered.
 * - Blazer Bomb: drop one with the 1-straight (a charge); detonating, each ship and remote at range 0–1 rolls an
 *   attack die and suffers a hit for a hit or a crit. Then it leaves a Blaze where it lay, with a fuse marker (so the
 *   Blaze stays until the End Phase of the next round: card-obstacles.ts burns the fuses). What a ship moving through a
 *   Blaze suffers is the obstacle rules' (movement.ts `obstacleEffect`, 'blaze': its source is named there); its
 *   outline is unmeasured, the footprint of the bomb token it replaces (docs/geometry.md, Obstacles).
 *
 * - Concussion Bombs (3 charges): in the System Phase, while any of its charges is inactive (spent), the ship must
 *   spend one to drop a concussion bomb with the 1-straight when it can (a mandatory record: the drop is made only
 *   where `can-place-device` says it could be, so a ship that cannot is not made to pay); with all its charges
 *   active, it may spend one to drop one (the optional record, its templates and their alternatives offered as for
 *   any drop). Reading: the forced drop uses the 1-straight drop the card names, so no placement alternative
 *   (Trajectory Simulator's launch…) is offered for it. Detonating, each ship at range 0–1 is dealt a facedown
 *   damage card (dealt, not suffered: shields do not stop it), then exposes a damage card unless its player has it
 *   gain a strain token (an `unless` asked of that ship's player; devices.ts waits for the answer). The card deals
 *   every ship its card before any ship chooses; here each ship in turn is dealt its card and then chooses, which
 *   differs only when a choice could matter to a later ship's card (none can: each ship's own cards are dealt from
 *   its own deck). The bomb token is the same one the other bombs use ('bomb', measured from the Vassal
 *   module's bomb pieces, which all share one footprint: docs/geometry.md "Devices").
 *
 * DRK-1 Probe Droids places a remote: its record is in remotes.ts.
 *
 * Remotes (s37; supplement "Remotes": a device affects remotes only where its card says so): each bomb whose card names
 * remotes has a 'device:remotes' record (`damage-remotes`) the detonation reads for the remotes in its reach. A remote
 * is dealt no damage card (it holds none: Concussion Bomb's card is a damage it suffers) and gains no token (Ion
 * Bomb's card names a damage for remotes instead). The Electro-Proton Bomb has none: a remote in its reach rolls its
 * dice, but every result's effect is on ships (shields, ion and disarm tokens), so nothing happens to the remote.
 */
import type { DeviceKind } from '@xwing/geometry';
import { shipById } from '../../vocabulary/queries.js';
import type { Ability, Condition, Effect } from '../../vocabulary/types.js';

const self = { kind: 'subject-is-self' } as const;

/**
 * The System Phase drop of a device card: one option per set of templates (one device per template). `shape` is its
 * token's (@xwing/geometry's device kinds: its outline and how far beyond the template it lands).
 */
function drop(
  xws: string,
  name: string,
  shape: DeviceKind,
  sets: string[][],
  summary: string,
  fuses?: number,
): Ability {
  const placement = { card: xws, how: 'drop', shape, ...(fuses ? { fuses } : {}) } as const;
  return {
    source: { kind: 'upgrade', xws, side: 0 },
    window: 'system',
    when: self,
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    effect: { kind: 'place-device', ...placement, sets },
    summary: `${name}: ${summary}`,
    choices: (ctx, me) => ctx.effects.deviceOptions(ctx, me, placement, sets),
  };
}

/**
 * What a detonation does to each ship it affects ("self" is that ship): a bomb's affects the ships at range 0–1 of
 * it (`near`), a mine's only the ship that set it off.
 */
function detonation(xws: string, name: string, affects: Condition, effect: Effect, summary: string): Ability {
  return {
    source: { kind: 'device', xws },
    window: 'device:detonate',
    when: affects,
    optional: false,
    effect,
    summary: `${name}: ${summary}`,
  };
}

/**
 * s37: what the detonation does to each remote in its reach (supplement "Remotes": only devices whose cards name remotes
 * affect them; devices.ts reads this record as it detonates). A remote holds no damage cards, tokens or shields, so a
 * card dealt to it is damage it suffers.
 */
function toRemotes(
  xws: string,
  name: string,
  effect: Extract<Effect, { kind: 'damage-remotes' }>,
  summary: string,
): Ability {
  return {
    source: { kind: 'device', xws },
    window: 'device:remotes',
    when: { kind: 'always' },
    optional: false,
    effect,
    summary: `${name}: ${summary}`,
  };
}

/** The obstacle a device leaves once it has detonated ('device:leaves-obstacle', devices.ts `leaveObstacles`). */
function leaves(xws: string, name: string, obstacle: string, fuses: number, summary: string): Ability {
  return {
    source: { kind: 'device', xws },
    window: 'device:leaves-obstacle',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'leave-obstacle', obstacle, fuses },
    summary: `${name}: ${summary}`,
  };
}

/** A bomb's reach: the ships at range 0–1 of it. */
const nearBomb: Condition = { kind: 'near-device', max: 1 };
/** A mine's: the ship that moved through or overlapped it. */
const setItOff: Condition = self;

/** A standing rule of the card read by the Reload action: how many charges a reload recovers on it. */
function reload(xws: string, name: string, count: number, summary: string): Ability {
  return {
    source: { kind: 'upgrade', xws, side: 0 },
    window: 'charge:reload',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'reload-recovers', count },
    summary: `${name}: ${summary}`,
  };
}

const hitsAndCrits = { hit: 'hit', crit: 'crit' } as const;

const CONCUSSION = { card: 'concussionbombs', how: 'drop', shape: 'bomb' } as const;

export const DEVICE_ABILITIES: Record<string, Ability[]> = {
  'upgrade:concussionbombs:0': [
    {
      source: { kind: 'upgrade', xws: 'concussionbombs', side: 0 },
      window: 'system',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'below-max', stat: 'charges' },
          { kind: 'can-place-device', ...CONCUSSION, templates: ['1F'] },
        ],
      },
      optional: false,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'place-device', ...CONCUSSION, templates: ['1F'] },
      summary: 'Concussion Bombs: a charge is inactive, so spend one to drop a concussion bomb with the 1-straight.',
    },
    {
      ...drop(
        'concussionbombs',
        'Concussion Bombs',
        'bomb',
        [['1F']],
        'all its charges active: spend a charge to drop a concussion bomb with the 1-straight template.',
      ),
      when: { kind: 'all', of: [self, { kind: 'not', of: { kind: 'below-max', stat: 'charges' } }] },
    },
  ],
  'device:concussionbombs': [
    detonation(
      'concussionbombs',
      'Concussion Bomb',
      nearBomb,
      {
        kind: 'sequence',
        of: [
          { kind: 'deal-facedown-damage', count: 1, source: 'Concussion Bomb' },
          {
            kind: 'unless',
            who: 'self',
            pay: [{ kind: 'gain-token', token: 'strain', count: 1 }],
            otherwise: { kind: 'expose-damage', who: 'self' },
          },
        ],
      },
      'each ship at range 0–1 is dealt a facedown damage card, then exposes one unless it gains a strain token.',
    ),
    toRemotes(
      'concussionbombs',
      'Concussion Bomb',
      { kind: 'damage-remotes', range: 1, hits: 1 },
      'each remote at range 0–1 is dealt a card: it suffers a damage.',
    ),
  ],
  'upgrade:protonbombs:0': [
    drop(
      'protonbombs',
      'Proton Bombs',
      'bomb',
      [['1F']],
      'spend a charge to drop a proton bomb with the 1-straight template.',
    ),
  ],
  'device:protonbombs': [
    detonation(
      'protonbombs',
      'Proton Bomb',
      nearBomb,
      { kind: 'suffer-damage', hits: 0, crits: 1, who: 'self', source: 'Proton Bomb' },
      'each ship at range 0–1 suffers a critical damage.',
    ),
    toRemotes(
      'protonbombs',
      'Proton Bomb',
      { kind: 'damage-remotes', range: 1, crits: 1 },
      'each remote at range 0–1 suffers a critical damage.',
    ),
  ],
  'upgrade:seismiccharges:0': [
    drop(
      'seismiccharges',
      'Seismic Charges',
      'bomb',
      [['1F']],
      'spend a charge to drop a seismic charge with the 1-straight template.',
    ),
  ],
  'device:seismiccharges': [
    detonation(
      'seismiccharges',
      'Seismic Charge',
      { kind: 'near-device', max: 1, from: 'obstacle' },
      { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self', source: 'Seismic Charge' },
      'each ship at range 0–1 of the destroyed obstacle suffers a damage.',
    ),
    toRemotes(
      'seismiccharges',
      'Seismic Charge',
      { kind: 'damage-remotes', range: 1, from: 'obstacle', hits: 1 },
      'each remote at range 0–1 of the destroyed obstacle suffers a damage.',
    ),
  ],
  'upgrade:ionbombs:0': [
    drop('ionbombs', 'Ion Bombs', 'bomb', [['1F']], 'spend a charge to drop an ion bomb with the 1-straight template.'),
  ],
  'device:ionbombs': [
    detonation(
      'ionbombs',
      'Ion Bomb',
      nearBomb,
      { kind: 'gain-token', token: 'ion', count: 3, who: 'self' },
      'each ship at range 0–1 gains 3 ion tokens.',
    ),
    toRemotes(
      'ionbombs',
      'Ion Bomb',
      { kind: 'damage-remotes', range: 1, hits: 1 },
      'each remote at range 0–1 suffers a damage.',
    ),
  ],
  'upgrade:thermaldetonators:0': [
    drop(
      'thermaldetonators',
      'Thermal Detonators',
      'bomb',
      [['1F'], ['2F'], ['1F', '2F']],
      'spend a charge per detonator to drop one or two, each with a different template (1- or 2-straight).',
    ),
    reload('thermaldetonators', 'Thermal Detonators', 2, 'a reload recovers one more charge.'),
  ],
  'device:thermaldetonators': [
    detonation(
      'thermaldetonators',
      'Thermal Detonator',
      nearBomb,
      {
        kind: 'roll-attack-dice',
        count: 1,
        then: {
          kind: 'sequence',
          of: [
            {
              kind: 'for-each-face',
              face: 'focus',
              effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'self' },
            },
            {
              kind: 'suffer-damage',
              hits: 0,
              crits: 0,
              who: 'self',
              source: 'Thermal Detonator',
              perFace: hitsAndCrits,
            },
          ],
        },
      },
      'each ship at range 0–1 rolls an attack die: a focus gives a strain token, a hit or crit deals that damage.',
    ),
    toRemotes(
      'thermaldetonators',
      'Thermal Detonator',
      { kind: 'damage-remotes', range: 1, dice: 1 },
      'each remote at range 0–1 rolls an attack die and suffers a hit or a crit for each.',
    ),
  ],
  'upgrade:proximitymines:0': [
    drop(
      'proximitymines',
      'Proximity Mines',
      'proximity-mine',
      [['1F']],
      'spend a charge to drop a proximity mine with the 1-straight template.',
    ),
    reload('proximitymines', 'Proximity Mines', 0, 'its charges cannot be recovered.'),
  ],
  'device:proximitymines': [
    detonation(
      'proximitymines',
      'Proximity Mine',
      setItOff,
      {
        kind: 'roll-attack-dice',
        count: 2,
        then: {
          kind: 'suffer-damage',
          hits: 1,
          crits: 0,
          who: 'self',
          source: 'Proximity Mine',
          perFace: hitsAndCrits,
        },
      },
      'the ship that sets it off rolls two attack dice and suffers a damage plus each hit and crit rolled.',
    ),
  ],
  'upgrade:clustermines:0': [
    drop(
      'clustermines',
      'Cluster Mines',
      'cluster-mines',
      [['1F']],
      'spend a charge to drop a set of three cluster mines with the 1-straight template.',
    ),
    reload('clustermines', 'Cluster Mines', 0, 'its charges cannot be recovered.'),
  ],
  'device:clustermines': [
    detonation(
      'clustermines',
      'Cluster Mine',
      setItOff,
      {
        kind: 'roll-attack-dice',
        count: 2,
        then: { kind: 'suffer-damage', hits: 0, crits: 0, who: 'self', source: 'Cluster Mine', perFace: hitsAndCrits },
      },
      'the ship that sets it off rolls two attack dice and suffers each hit and crit rolled.',
    ),
  ],
  'upgrade:connernets:0': [
    drop(
      'connernets',
      'Conner Nets',
      'conner-net',
      [['1F']],
      'spend a charge to drop a Conner net with the 1-straight template.',
    ),
    reload('connernets', 'Conner Nets', 0, 'its charge cannot be recovered.'),
  ],
  'device:connernets': [
    detonation(
      'connernets',
      'Conner Net',
      setItOff,
      {
        kind: 'sequence',
        of: [
          { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self', source: 'Conner Net' },
          { kind: 'gain-token', token: 'ion', count: 3, who: 'self' },
        ],
      },
      'the ship that sets it off suffers a damage and gains 3 ion tokens.',
    ),
  ],
  'upgrade:bombletgenerator:0': [
    drop(
      'bombletgenerator',
      'Bomblet Generator',
      'bomb',
      [['1F']],
      'spend a charge to drop a bomblet with the 1-straight template.',
    ),
    {
      source: { kind: 'upgrade', xws: 'bombletgenerator', side: 0 },
      window: 'phase:start',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'phase', oneOf: ['activation'] },
          // Only worth offering while the card is missing a charge.
          {
            kind: 'code',
            test: (ctx, me) => {
              const up = shipById(ctx.state, me).upgrades.find((u) => u.xws === 'bombletgenerator' && !u.discarded);
              return (
                up !== undefined && (up.charges ?? 0) < (ctx.content.upgrade(up.xws)?.sides[0]?.charges?.value ?? 0)
              );
            },
          },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-shield', count: 1 }],
      effect: { kind: 'recover-card-charges', xws: 'bombletgenerator', count: 2 },
      summary: 'Bomblet Generator: at the start of the Activation Phase, spend a shield to recover 2 charges.',
    },
  ],
  'device:bombletgenerator': [
    detonation(
      'bombletgenerator',
      'Bomblet',
      nearBomb,
      {
        kind: 'roll-attack-dice',
        count: 2,
        then: {
          kind: 'suffer-damage',
          hits: 0,
          crits: 0,
          who: 'self',
          source: 'Bomblet',
          perFace: { hit: 'hit', crit: 'hit' },
        },
      },
      'each ship at range 0–1 rolls two attack dice and suffers a damage for each hit or crit.',
    ),
    toRemotes(
      'bombletgenerator',
      'Bomblet',
      { kind: 'damage-remotes', range: 1, dice: 2, critsAsHits: true },
      'each remote at range 0–1 rolls two attack dice and suffers a damage for each hit or crit.',
    ),
  ],
  'upgrade:electroprotonbomb:0': [
    drop(
      'electroprotonbomb',
      'Electro-Proton Bomb',
      'bomb',
      [['1F']],
      'spend a charge to drop an electro-proton bomb with the 1-straight template, with a fuse marker on it.',
      1,
    ),
    reload('electroprotonbomb', 'Electro-Proton Bomb', 0, 'its charge cannot be recovered.'),
  ],
  'device:electroprotonbomb': [
    detonation(
      'electroprotonbomb',
      'Electro-Proton Bomb',
      { kind: 'near-device', max: 2 },
      {
        kind: 'roll-attack-dice',
        count: 4,
        then: {
          kind: 'sequence',
          of: [
            { kind: 'lose-shields', count: 0, perFace: 'blank' },
            {
              kind: 'for-each-face',
              face: 'focus',
              effect: { kind: 'gain-token', token: 'ion', count: 1, who: 'self' },
            },
            { kind: 'for-each-face', face: 'hit', effect: { kind: 'gain-token', token: 'ion', count: 1, who: 'self' } },
            {
              kind: 'for-each-face',
              face: 'crit',
              effect: { kind: 'gain-token', token: 'disarm', count: 1, who: 'self' },
            },
          ],
        },
      },
      'each ship at range 0–2 rolls four attack dice: a shield lost per blank, an ion token per focus or hit, a disarm token per crit.',
    ),
  ],
  'upgrade:blazerbomb:0': [
    drop(
      'blazerbomb',
      'Blazer Bomb',
      // The Vassal module has no Blazer Bomb piece: the common bomb token's outline, marked unmeasured (geometry.md).
      'blazer-bomb',
      [['1F']],
      'spend a charge to drop a blazer bomb with the 1-straight template.',
    ),
  ],
  'device:blazerbomb': [
    detonation(
      'blazerbomb',
      'Blazer Bomb',
      nearBomb,
      {
        kind: 'roll-attack-dice',
        count: 1,
        then: {
          kind: 'suffer-damage',
          hits: 0,
          crits: 0,
          who: 'self',
          source: 'Blazer Bomb',
          perFace: { hit: 'hit', crit: 'hit' },
        },
      },
      'each ship at range 0–1 rolls an attack die and suffers a hit for a hit or a crit.',
    ),
    toRemotes(
      'blazerbomb',
      'Blazer Bomb',
      { kind: 'damage-remotes', range: 1, dice: 1, critsAsHits: true },
      'each remote at range 0–1 rolls an attack die and suffers a hit for a hit or a crit.',
    ),
    leaves(
      'blazerbomb',
      'Blazer Bomb',
      'blaze',
      1,
      'once it has detonated, a Blaze is placed where it lay, with a fuse marker; it is removed in an End Phase that finds it with none.',
    ),
  ],
};
