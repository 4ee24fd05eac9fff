/**
 * Cards that place remotes (src/remotes.ts; 2.0 Rules Reference "Remotes", ../shared/rules/rules-reference-supplement.md).
 * A remote is placed as a device is (the `place-device` effect; devices.ts places a remote when the card's device is
 * one), with the card's own templates and timing:
 *
 * - DRK-1 Probe Droids (2 charges, never recovered): in the End Phase, it may spend a charge to drop or launch one
 *   probe droid with any speed-3 template (straight, bank or turn). Both ways are offered in one question (a launch
 *   marked "@launch"), so one charge places one droid.
 * - Discord Missiles (1 charge, never recovered): at the start of the Engagement Phase, it may spend a calculate token
 *   and its charge to launch one buzz droid swarm with the 3-bank left, 3-straight or 3-bank right template.
 *
 * The swarm engages at its initiative (remote-activation.ts): each enemy ship at range 0 of it suffers a crit
 * ('device:discordmissiles', window 'remote:engage'; the owner's ship is the subject's other party, so `ship-is`
 * tells enemies). The probe droid acts in the System Phase ('device:drk1probedroids', window 'remote:system'): its
 * controller may relocate it. Reading: the card names the templates, not the guides; the 2.0 Rules Reference's entry
 * lets any set of its guides be used, so both its front and rear guides are offered. Both can be attacked and
 * destroyed. remotes (s37), their other rules:
 * - DRK-1 probe droid: an enemy ship whose move ends on it ('remote:overlapped': a maneuver, a SLAM, a boost, a barrel
 *   roll, a decloak or a tractor move — the moves that set off mines) rolls 1 attack die, its player entering it in
 *   an entered-dice game; on a focus the droid suffers a hit and is destroyed (supplement "Damaging Remotes": any
 *   damage destroys a remote). A ship that only crosses it rolls nothing: the droid names overlapping only. Its
 *   friendly ships' Lock and Jam actions may measure range from it ('remote:measure-from'): a ship (or, for a jam, an
 *   enemy ship) out of the action's band from the ship is offered when the band holds from the droid. Reading: "locks
 *   an object" is read as the Lock action (whatever its targets); a lock another card's ability acquires measures as
 *   that card says.
 * - Buzz Droid Swarm: an enemy ship that moves through it or ends on it carries it: it goes against that ship's front
 *   or rear edge at its guides (touching: range 0), its controller choosing when both are free; a spot where it would
 *   overlap another object, or lie wholly outside the play area, is not free; with neither free, the ship and the swarm
 *   each suffer a hit (the swarm is destroyed). Reading: the supplement gives a relocating remote's controller the
 *   placement ("its controlling player picks it up and places it"), so the controller chooses the guides.
 * Each remote's entry names an enemy ship: a ship of its own side moving onto it sets off nothing.
 * - Sensor Buoy Suite (subsystems, s32-subsa): at Setup, before forces are placed ('setup:before-forces'), the ship
 *   places two sensor buoy remotes (two records, one buoy each; the `place-remote` effect) anywhere beyond range 2 of
 *   every edge — no template: the spots its player answers. Before the ship engages it may lock a ship at range 0–1
 *   of a friendly sensor buoy, at any range from itself (`devices-near` of the remote kind, judged from the choosing
 *   ship; `acquire-lock`, not an action). The buoy's token is the Vassal module's Sensor Buoy piece ('sensor-buoy',
 *   docs/geometry.md "Remotes"): its range 0–1 is measured from that outline.
 */
import { changeAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';

const SPEED_3 = [['3F'], ['3B'], ['3N'], ['3T'], ['3Y']];

// Token shapes measured from the X-Wing Vassal module's pieces (docs/geometry.md "Remotes"); remotes.ts `remoteShape`
// gives the same for a remote a position names.
const DRK1_DROP = { card: 'drk1probedroids', how: 'drop', shape: 'drk-1' } as const;
const DRK1_LAUNCH = { card: 'drk1probedroids', how: 'launch', shape: 'drk-1' } as const;
const BUZZ = { card: 'discordmissiles', how: 'launch', shape: 'buzz-droid' } as const;

/**
 * The commando crew cards (Clan Wren, Death Watch, Imperial Super, Mandalorian Super, Nite Owl Commandos; 2 charges,
 * never recovered): in the System Phase the ship may spend a charge to drop its Commando Team remote with the
 * 1-straight. Reading: the card lets the team's token go down on its front or its rear guides, which only decides
 * where the team faces; the engine places it facing as the ship does and does not ask. The team's strain,
 * relocation and attack are its 'device:<xws>' records (commandoTeam) and its entry's attack (remote-attack.ts).
 */
function commandos(xws: string, name: string): Ability[] {
  // No source measures the commando team's token: the unmeasured disc ('commando', docs/geometry.md "Remotes").
  const placement = { card: xws, how: 'drop', shape: 'commando' } as const;
  return [
    {
      source: { kind: 'upgrade', xws, side: 0 },
      window: 'system',
      when: { kind: 'subject-is-self' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'place-device', ...placement },
      summary: `${name}: spend a charge to drop the commando team with the 1-straight template.`,
      choices: (ctx, me) => ctx.effects.deviceOptions(ctx, me, placement, [['1F']]),
    },
    noReload(xws, name),
  ];
}

/**
 * remotes (s37): the commando team's own rules ('device:<xws>', the same for the five cards). An enemy ship whose move
 * ends on the team gains a strain token ('remote:overlapped'; "self" is that ship, the team's owner the subject's
 * other party). At the start of the Activation Phase its controller may relocate it forward with the 1-turn left,
 * 2-straight or 1-turn right ('remote:activation-start': its front guides only, as Pre Vizsla's coordinate does; the
 * controller is asked, "stay" included).
 *
 * Its Engagement Phase attack (issue 26; src/remote-attack.ts): at its initiative (2), in the ordinary engagement order,
 * its controller may attack an enemy ship in its front arc at range 1–2 with its entry's attack (2 dice, ordnance: no
 * range bonus), spending one of the team's own 2 charges (none left: no attack); no attack while an enemy ship is at
 * range 0 of it. The attack, its stats and its charges are the card's data (content: `device.remote`), read by the
 * engine; the one record here is what the team may do while it attacks: change one focus result to a hit (window
 * 'attack:modify-attack-dice', offered to the team's controller as the attacker's modification; combat/attack.ts reads
 * a remote attacker's 'device:<xws>' dice records and no other). Reading: its front arc is the square base's 90° sector
 * (the lines at ±45° from its facing, from the token's centre), unmeasured as its token is (docs/geometry.md
 * "Remotes").
 */
function commandoTeam(xws: string, name: string): Ability[] {
  return [
    {
      source: { kind: 'device', xws },
      window: 'remote:overlapped',
      when: { kind: 'ship-is', who: 'other', side: 'enemy' },
      optional: false,
      effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'self' },
      summary: `${name} team: an enemy ship that overlaps it gains a strain token.`,
    },
    {
      source: { kind: 'device', xws },
      window: 'remote:activation-start',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'relocate-remote', templates: ['1T', '2F', '1Y'], guides: ['front'] },
      summary: `${name} team: at the start of the Activation Phase it may relocate forward (1-turn or 2-straight).`,
    },
    {
      source: { kind: 'device', xws },
      window: 'attack:modify-attack-dice',
      when: { kind: 'always' },
      optional: true,
      effect: {
        kind: 'dice',
        modification: changeAbility('attacker', 'attack', 1, ['focus'], 'hit', { name: `${name} team` }),
      },
      summary: `${name} team: while it attacks, it may change one focus result to a hit.`,
    },
  ];
}

/** A card whose charges a Reload never recovers (read by the Reload action). */
function noReload(xws: string, name: string): Ability {
  return {
    source: { kind: 'upgrade', xws, side: 0 },
    window: 'charge:reload',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'reload-recovers', count: 0 },
    summary: `${name}: its charges cannot be recovered.`,
  };
}

/** Sensor Buoy Suite's Setup placement: one buoy per record (the spot answered). */
function placeBuoy(): Ability {
  return {
    source: { kind: 'upgrade', xws: 'sensorbuoysuite', side: 0 },
    window: 'setup:before-forces',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'place-remote', card: 'sensorbuoysuite', beyondEdges: 2 },
    summary: 'Sensor Buoy Suite: place a sensor buoy beyond range 2 of every edge.',
    choices: (ctx, me) => ctx.effects.remoteSpots(ctx, me, 'sensorbuoysuite', 2),
  };
}

/**
 * Pre Vizsla (crew; vizsla, s36): while the ship performs a Coordinate action — its own, the one the card grants, or
 * one an ability grants — it may choose a friendly remote of a crew card (the commando teams) instead of another
 * friendly ship; the remote then relocates forward with the 1-turn left, 2-straight or 1-turn right template instead
 * of performing an action. A standing record read as the coordinate's menu is built (`coordinate-remote`, window
 * 'action:coordinate-remote'): each relocation is one option of the coordinate, so choosing the remote and where it
 * goes is the one answer of the ship's player, who controls the remote (2.0 Rules Reference "Remotes": the
 * controlling player places a relocated remote). Readings:
 * - The band: the remote takes the chosen ship's place in the coordinate (supplement "Coordinate": a friendly ship at
 *   range 1–2), so it must be at range 1–2 of the ship (or the band a standing record gives the coordinate).
 * - "Forward": at the remote's front guides, the direction its token faces (the engine places a dropped commando team
 *   facing as its ship does); its rear guides go into the template's far end, as a ship's would (remotes.ts
 *   relocatedPose; geometry checked against @xwing/geometry finalLocal).
 * - Obstacles do not stop it (supplement "Remotes": a relocating remote does not move through or overlap obstacles).
 *   The rules say nothing else of where it may land; as for the System Phase relocation (remote-activation.ts) and a
 *   device, which must go into the play area, a relocation that would put its token wholly outside the play area is
 *   not offered; one overlapping a ship, device or another remote is.
 * - A remote with no relocation left to offer cannot be chosen: the coordinate offers what the remote could do, and
 *   with nothing else to choose it fails as the rules have it (supplement "Coordinate").
 * - The coordinate is over once the remote is relocated: 'action:after-perform' runs for the ship with no other party
 *   (a remote is no ship: cards naming "the ship you coordinated" find none).
 */
const PRE_VIZSLA: Ability = {
  source: { kind: 'upgrade', xws: 'previzsla', side: 0 },
  window: 'action:coordinate-remote',
  when: { kind: 'always' },
  optional: false,
  effect: { kind: 'coordinate-remote', cardTypes: ['crew'], templates: ['1T', '2F', '1Y'] },
  summary:
    'Pre Vizsla: coordinate a friendly crew remote instead of a ship; it relocates forward (1-turn or 2-straight).',
};

export const REMOTE_CARD_ABILITIES: Record<string, Ability[]> = {
  'upgrade:previzsla:0': [PRE_VIZSLA],
  'upgrade:sensorbuoysuite:0': [
    placeBuoy(),
    placeBuoy(),
    {
      source: { kind: 'upgrade', xws: 'sensorbuoysuite', side: 0 },
      window: 'engagement:before-engage',
      when: { kind: 'subject-is-self' },
      optional: true,
      choose: {
        side: 'any',
        where: {
          kind: 'devices-near',
          of: 'self',
          min: 0,
          max: 1,
          kinds: ['remote'],
          cards: ['sensorbuoysuite'],
          owner: 'friendly',
          ownerOf: 'other',
        },
        label: 'locked (near a sensor buoy)',
      },
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary:
        'Sensor Buoy Suite: lock any ship near one of your sensor buoys (range 0–1 of it), however far from you.',
    },
  ],
  'upgrade:drk1probedroids:0': [
    {
      source: { kind: 'upgrade', xws: 'drk1probedroids', side: 0 },
      window: 'end:start',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'place-device', ...DRK1_DROP },
      summary: 'DRK-1 Probe Droids: spend a charge to drop or launch a probe droid with a speed-3 template.',
      // The drops as the device rules offer them, then the launches, marked "@launch" (devices.ts reads the mark).
      choices: (ctx, me) => [
        ...ctx.effects.deviceOptions(ctx, me, DRK1_DROP, SPEED_3),
        ...ctx.effects
          .deviceOptions(ctx, me, DRK1_LAUNCH, SPEED_3)
          .map((o) => ({ id: `${o.id}@launch`, label: o.label })),
      ],
    },
    noReload('drk1probedroids', 'DRK-1 Probe Droids'),
  ],
  'upgrade:discordmissiles:0': [
    {
      source: { kind: 'upgrade', xws: 'discordmissiles', side: 0 },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      cost: [
        { kind: 'spend-token', token: 'calculate', count: 1 },
        { kind: 'spend-charge', count: 1 },
      ],
      effect: { kind: 'place-device', ...BUZZ },
      summary:
        'Discord Missiles: spend a calculate token and a charge to launch a buzz droid swarm (3-bank or 3-straight).',
      choices: (ctx, me) => ctx.effects.deviceOptions(ctx, me, BUZZ, [['3B'], ['3F'], ['3N']]),
    },
    noReload('discordmissiles', 'Discord Missiles'),
  ],
  'upgrade:clanwrencommandos:0': commandos('clanwrencommandos', 'Clan Wren Commandos'),
  'upgrade:deathwatchcommandos:0': commandos('deathwatchcommandos', 'Death Watch Commandos'),
  'upgrade:imperialsupercommandos:0': commandos('imperialsupercommandos', 'Imperial Super Commandos'),
  'upgrade:mandaloriansupercommandos:0': commandos('mandaloriansupercommandos', 'Mandalorian Super Commandos'),
  'upgrade:niteowlcommandos:0': commandos('niteowlcommandos', 'Nite Owl Commandos'),
  'device:clanwrencommandos': commandoTeam('clanwrencommandos', 'Clan Wren Commandos'),
  'device:deathwatchcommandos': commandoTeam('deathwatchcommandos', 'Death Watch Commandos'),
  'device:imperialsupercommandos': commandoTeam('imperialsupercommandos', 'Imperial Super Commandos'),
  'device:mandaloriansupercommandos': commandoTeam('mandaloriansupercommandos', 'Mandalorian Super Commandos'),
  'device:niteowlcommandos': commandoTeam('niteowlcommandos', 'Nite Owl Commandos'),
  // The probe droid acts in the System Phase at its initiative (0): its controller may relocate it with the 2-bank
  // left, 2-straight or 2-bank right template, at its front or rear guides (remote-activation.ts asks, with "stay").
  'device:drk1probedroids': [
    {
      source: { kind: 'device', xws: 'drk1probedroids' },
      window: 'remote:system',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'relocate-remote', templates: ['2B', '2F', '2N'] },
      summary: 'DRK-1 Probe Droid: in the System Phase it may be relocated with a 2-bank or the 2-straight template.',
    },
    // remotes (s37): its friendly ships' locks and jams may measure range from it (actions/index.ts reads it).
    // fidelity (s38): a lock a card acquires too, where the card's range is the lock rules' band (its text names none:
    // R3 Astromech, Redline, Yrica Quell, Mandalorian Optics, Silent Hunter, Pursuit Craft; `choose` with `lockBand`,
    // targets.ts). Reading: the card says "locks an object", not "performs a Lock action", so any lock whose range the
    // rules measure (000 "Lock": range 0–3) qualifies; a range the card's own text fixes ("an enemy ship at range
    // 0–1": "Sigma 7", "Leebo"'s range 2–3, ST-321's "of the coordinated ship") is measured as the text
    // says, from the ship, and the droid does not change it. Locks on "the defender" / "the attacker" have no range
    // check in the engine (acquire-lock), so the droid has nothing to widen there.
    {
      source: { kind: 'device', xws: 'drk1probedroids' },
      window: 'remote:measure-from',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'measure-from-remote', actions: ['lock', 'jam'] },
      summary: 'DRK-1 Probe Droid: friendly ships may measure the range of their locks and jams from it.',
    },
    // remotes (s37): an enemy ship whose move ends on the droid rolls an attack die; a focus destroys the droid.
    {
      source: { kind: 'device', xws: 'drk1probedroids' },
      window: 'remote:overlapped',
      when: { kind: 'ship-is', who: 'other', side: 'enemy' },
      optional: false,
      effect: { kind: 'remote-die-risk', face: 'focus' },
      summary: 'DRK-1 Probe Droid: an enemy ship that overlaps it rolls an attack die; on a focus it is destroyed.',
    },
  ],
  // The swarm as it engages at its initiative (0): each enemy ship at range 0 of it suffers a crit.
  'device:discordmissiles': [
    {
      source: { kind: 'device', xws: 'discordmissiles' },
      window: 'remote:engage',
      when: {
        kind: 'all',
        of: [
          { kind: 'near-device', max: 0 },
          { kind: 'ship-is', who: 'other', side: 'enemy' },
        ],
      },
      optional: false,
      effect: { kind: 'suffer-damage', hits: 0, crits: 1, who: 'self' },
      summary: 'Buzz Droid Swarm: an enemy ship at range 0 of the swarm suffers a crit as it engages.',
    },
    // remotes (s37): an enemy ship that moves through or ends on the swarm takes it along: it clings to that ship's
    // front or rear guides (its controller's choice), or, with no room at either, both suffer a hit.
    ...(['remote:overlapped', 'remote:moved-through'] as const).map((window): Ability => ({
      source: { kind: 'device', xws: 'discordmissiles' },
      window,
      when: { kind: 'ship-is', who: 'other', side: 'enemy' },
      optional: false,
      effect: { kind: 'remote-cling' },
      summary: 'Buzz Droid Swarm: an enemy ship that moves through or overlaps it carries it at its front or rear.',
    })),
  ],
};
