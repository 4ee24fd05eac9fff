/**
 * The rule set of a game through the service (issue 29): created with `ruleSet` (the first edition of 002, the junior
 * variant of 004), its squads read by that rule set's cards and limits, recorded in the stored setup, the views, the
 * game list and the replay, and played against the computer to the end; the replay replays exactly on its cards.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFirstEditionContent } from '@xwing/content';
import { type Choice, replay } from '@xwing/engine';
import { GameService } from '@xwing/client';
import { freshDataDir, type ServiceProcess, squad, startServiceProcess } from './service-process.js';
import { playRandom, withTimeout } from './players.js';

let svc: ServiceProcess;
let api: GameService;

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../engine/test/fixtures/${name}.json`, import.meta.url), 'utf8'));

beforeAll(async () => {
  svc = await startServiceProcess({ dataDir: freshDataDir(), env: { ALLOW_CLIENT_SEEDS: '1' } });
  api = new GameService(svc.url);
}, 120_000);

afterAll(async () => {
  await svc?.stop();
});

/** Plays seat 0 with the random player against the computer; checks the records and the replay. */
async function playToEnd(ruleSet: 'first-edition' | 'junior', squads: [unknown, unknown], acceptMissing: boolean) {
  const created = await api.createGame({
    players: [
      { name: 'Me', squad: squads[0] },
      { squad: squads[1], computer: 'heuristic' },
    ],
    ruleSet,
    ...(acceptMissing ? { acceptMissing } : {}),
    maxRounds: 3,
    seed: `rule-sets ${ruleSet}`,
  });
  const me = await playRandom(api, created.gameId, created.seats[0].token!, { seed: 7 });
  await withTimeout(me.over, 150_000, `the ${ruleSet} game`);
  expect(me.problems).toEqual([]);
  expect(me.conn.view!.ruleset).toBe(ruleSet);
  expect(me.conn.game!.status).toBe('over');
  expect((await api.game(created.gameId)).ruleSet).toBe(ruleSet);
  const rec = await api.replay(created.gameId);
  expect(rec.setup!.ruleSet).toBe(ruleSet);
  const again = replay(rec.setup!, rec.choices as Choice[], loadFirstEditionContent(), rec.log);
  expect(again.mismatch).toBeUndefined();
  expect(again.ok).toBe(true);
  await me.conn.close();
  return rec;
}

describe('rule sets through the service', () => {
  it('lists the rule sets, 2.5 first, with their titles, points, cards and missing pieces', async () => {
    const o = await api.options();
    expect(o.ruleSets.map((r) => r.id)).toEqual(['2.5', 'first-edition', 'junior', 'junior-advanced']);
    expect(o.ruleSets[0]).toMatchObject({ edition: 'v2', missing: [] });
    // The first edition is complete: nothing to accept.
    expect(o.ruleSets[1]).toMatchObject({ edition: 'v1', pointsSet: 'fe-100', missing: [] });
    expect(o.ruleSets[2]).toMatchObject({ edition: 'v1', missing: [] });
  });

  it('refuses what the rule set does not accept, naming it', async () => {
    const fe = [fixture('fe-core-rebels'), fixture('fe-core-imperials')] as const;
    // 2.5 squads are not first-edition squads (its cards are the first edition's), nor the reverse.
    await expect(
      api.createGame({
        players: [{ squad: squad('rebel-xwings') }, { squad: fe[1] }],
        ruleSet: 'first-edition',
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      api.createGame({ players: [{ squad: fe[0] }, { squad: squad('imperial-ties') }] }),
    ).rejects.toMatchObject({
      status: 400,
    });
    // Junior squads: Rookie Pilots against Academy Pilots only, two TIEs for each X-wing (004 §Set Up a).
    await expect(
      api.createGame({ players: [{ squad: fe[0] }, { squad: fixture('junior-imperials') }], ruleSet: 'junior' }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/Rookie Pilot/) });
    await expect(
      api.createGame({
        players: [{ squad: fixture('junior-rebels') }, { squad: fixture('junior-imperials') }],
        ruleSet: 'nosuchrules' as 'junior',
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/ruleSet/) });
  });

  it('a 2.5 game names no rule set in its setup, and is listed as 2.5', async () => {
    const created = await api.createGame({
      players: [{ squad: squad('rebel-xwings') }, { squad: squad('imperial-ties') }],
      ruleSet: '2.5',
    });
    expect((await api.game(created.gameId)).ruleSet).toBe('2.5');
  });

  it('plays a first-edition Core Set game against the computer to the end, and replays it', async () => {
    // Nothing of the first edition is missing: no acceptMissing needed.
    const rec = await playToEnd('first-edition', [fixture('fe-core-rebels'), fixture('fe-core-imperials')], false);
    expect(rec.setup!.acceptMissing).toBeUndefined();
    expect(rec.log.some((e) => e.type === 'rules-missing')).toBe(false);
  }, 200_000);

  it('plays a junior game against the computer to the end, and replays it', async () => {
    const rec = await playToEnd('junior', [fixture('junior-rebels'), fixture('junior-imperials')], false);
    expect(rec.log.some((e) => e.type === 'rules-missing')).toBe(false);
  }, 200_000);
});
