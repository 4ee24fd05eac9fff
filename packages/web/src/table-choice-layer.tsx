/** The pending decision's table choices drawn on the board (table-choices.ts): outlines to click, with their labels. */
import { polygonPath } from './shapes.js';
import { choiceOutline, type TableChoice } from './table-choices.js';
import type { GameView } from '@xwing/engine';

export function TableChoiceLayer({ view, choices }: { view: Omit<GameView, 'log'>; choices: TableChoice[] }) {
  if (choices.length === 0) return null;
  return (
    <g className="table-choices">
      {choices.map((c) => {
        const outline = choiceOutline(view, c);
        if (!outline) return null;
        return (
          <path
            key={c.option}
            className={`table-choice ${c.target.kind}`}
            data-option={c.option}
            d={polygonPath(outline)}
          >
            <title>{c.label}</title>
          </path>
        );
      })}
    </g>
  );
}
