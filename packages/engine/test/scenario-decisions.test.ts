/**
 * Scenarios hook their own decisions into the flow (scenario/decisions.ts): the core dispatcher routes them through
 * the hook and names no scenario; the Salvage Mission's jettison placement is played in scenario-actions.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jettisonDecisions } from '../src/scenario/tow.js';

describe('scenario decisions hook', () => {
  it('the flow names no scenario module nor a scenario decision', () => {
    const flow = readFileSync(new URL('../src/flow.ts', import.meta.url), 'utf8');
    expect(flow).not.toMatch(/scenario\/(tow|scoring|knowledge|actions|setup)\.js|jettison|salvage|place-feature/i);
    expect(flow).toContain("from './scenario/decisions.js'");
  });

  it("the Salvage Mission's hook asks and answers the cache placement", () => {
    expect(jettisonDecisions.kinds).toEqual(['place-feature']);
  });
});
