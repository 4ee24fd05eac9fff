/**
 * A device an ability drops from an equipped device card (`place-equipped-device`: Paige Tico, the gunner) is offered
 * the ship's standing placement alternatives too, the spots touching its base among them (Finch Dallow's
 * `device-placement-alternative` with `touching`; 000 "Dropping and Launching Devices"). A real 2025–26 list flies the
 * two together: the drop once asked for a template named "touch".
 */
import { describe, expect, it } from 'vitest';
import type { Decision } from '@xwing/engine';
import { answers, attacks, playUntil, position } from './flow-harness.js';

describe("Paige Tico's drop on Finch Dallow's MG-100", () => {
  it('offers the touching spots beside the templates, and places the bomb touching the base', () => {
    const s = position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 } }],
      [
        {
          id: 'f',
          pilot: 'finchdallow',
          upgrades: ['paigetico', 'protonbombs'],
          pose: { x: 400, y: 500, heading: 180 },
          round: { activated: true },
        },
      ],
    );
    const seen: Decision[] = playUntil(
      s,
      (st) => st.phase !== 'engagement',
      answers(
        attacks('f', 'x'),
        (d) => (d.kind === 'declare-attack' && d.ship === 'x' ? ['pass'] : undefined),
        (d) =>
          d.kind === 'use-ability' && d.prompt.includes('Paige Tico')
            ? [d.options.find((o) => o.id === 'use:protonbombs|touch@rear')?.id ?? 'decline']
            : undefined,
      ),
    );
    const asked = seen.find((d) => d.kind === 'use-ability' && d.prompt.includes('Paige Tico'));
    expect(asked).toBeDefined();
    const ids = asked!.options.map((o) => o.id);
    expect(ids).toContain('use:protonbombs|1F');
    expect(ids.filter((id) => id.includes('touch@'))).toEqual([
      'use:protonbombs|touch@rear',
      'use:protonbombs|touch@front',
      'use:protonbombs|touch@left',
      'use:protonbombs|touch@right',
    ]);
    expect(asked!.options.find((o) => o.id === 'use:protonbombs|touch@rear')!.label).toMatch(/touching your base/);
    expect(s.log.filter((e) => e.type === 'device-placed' && e.ship === 'f')).toHaveLength(1);
  });
});
