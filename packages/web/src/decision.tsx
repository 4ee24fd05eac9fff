/**
 * The pending decision, drawn from the engine's decision: a dial for set-dial, face pickers for entered dice, the
 * legal options as buttons otherwise (hovering one previews it on the board). Refusals are shown here, where the
 * player acted.
 */
import type { Decision, GameView, Option } from '@xwing/engine';
import { useEffect, useState } from 'react';
import { useCardData } from './card-data.js';
import { Icon } from './icons.js';
import { Dial, maneuverName } from './dial.js';
import { optionLabel, useNames } from './names.js';
import { type AttackSpecInput, LiveOdds, OddsLine } from './odds.js';
import type { PreviewTarget } from './preview.js';
import type { Pose } from '@xwing/geometry';

export type Answer = { option: string; value?: Pose | string[] };

export interface DecisionProps {
  view: Omit<GameView, 'log'>;
  decision: Decision;
  busy: boolean;
  refusal: string | null;
  onAnswer: (a: Answer) => void;
  onPreview: (t: PreviewTarget | null) => void;
}

const ATTACK_FACES = ['hit', 'crit', 'focus', 'blank'];
const DEFENSE_FACES = ['evade', 'focus', 'blank'];

function optionPreview(d: Decision, o: Option): PreviewTarget | null {
  const pose = o.data?.pose as Pose | undefined;
  if (pose && typeof pose.x === 'number') {
    const obstacle = typeof o.data?.obstacle === 'string' ? o.data.obstacle : undefined;
    return {
      kind: 'pose',
      pose: { x: pose.x, y: pose.y, heading: pose.heading ?? 0 },
      ...(d.ship ? { ship: d.ship } : {}),
      ...(obstacle ? { obstacle } : {}),
    };
  }
  if (d.kind === 'declare-attack' && d.ship && typeof o.data?.defender === 'string')
    return {
      kind: 'attack',
      attacker: d.ship,
      defender: o.data.defender,
      label: `range ${String(o.data.range)}`,
      ...(typeof o.data.arc === 'string' ? { arc: o.data.arc } : {}),
    };
  return null;
}

function EnterDice({ decision, busy, onAnswer }: Pick<DecisionProps, 'decision' | 'busy' | 'onAnswer'>) {
  const faces = decision.accepts === 'defense-faces' ? DEFENSE_FACES : ATTACK_FACES;
  const [picked, setPicked] = useState<string[]>([]);
  const count = decision.count ?? 1;
  return (
    <div className="enter-dice">
      <div className="dice-row" aria-label="Entered faces">
        {picked.map((f, i) => (
          <span key={i} className={`die ${decision.accepts === 'defense-faces' ? 'defense' : 'attack'} ${f}`}>
            <DieFace face={f} />
          </span>
        ))}
      </div>
      <div className="options">
        {faces.map((f) => (
          <button
            key={f}
            type="button"
            data-face={f}
            disabled={picked.length >= count}
            onClick={() => setPicked([...picked, f])}
          >
            <DieFace face={f} /> {f}
          </button>
        ))}
        <button type="button" onClick={() => setPicked([])} disabled={!picked.length}>
          Clear
        </button>
        <button
          type="button"
          className="primary"
          data-action="enter-dice"
          disabled={busy || picked.length !== count}
          onClick={() => onAnswer({ option: 'enter', value: picked })}
        >
          Enter {count} {count === 1 ? 'face' : 'faces'}
        </button>
      </div>
    </div>
  );
}

export function DecisionPanel({ view, decision, busy, refusal, onAnswer, onPreview }: DecisionProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const cards = useCardData();
  const names = useNames();
  useEffect(() => {
    setChosen(null);
    onPreview(null);
  }, [decision.id, onPreview]);
  const ship = decision.ship;
  const dialShip = decision.kind === 'set-dial' ? view.ships.find((s) => s.id === ship) : undefined;
  let body;
  if (decision.kind === 'set-dial' && ship) {
    body = (
      <>
        <Dial
          options={decision.options}
          printed={dialShip && cards?.dialOf(dialShip, view.players[dialShip.player]?.faction ?? '')}
          selected={chosen}
          onSelect={(code) => {
            setChosen(code);
            onPreview({ kind: 'maneuver', ship, code });
          }}
          onHover={(code) =>
            onPreview(
              code ? { kind: 'maneuver', ship, code } : chosen ? { kind: 'maneuver', ship, code: chosen } : null,
            )
          }
        />
        <button
          type="button"
          className="primary"
          data-action="set-dial"
          disabled={!chosen || busy}
          onClick={() => chosen && onAnswer({ option: chosen })}
        >
          {chosen ? `Set ${maneuverName(chosen)}` : 'Pick a maneuver'}
        </button>
      </>
    );
  } else if (decision.kind === 'enter-dice') {
    body = <EnterDice key={decision.id} decision={decision} busy={busy} onAnswer={onAnswer} />;
  } else {
    body = (
      <div className="options">
        {decision.options.map((o) => {
          const preview = optionPreview(decision, o);
          return (
            <button
              key={o.id}
              type="button"
              data-option={o.id}
              {...(preview?.kind === 'pose' ? { 'data-x': preview.pose.x, 'data-y': preview.pose.y } : {})}
              disabled={busy}
              className={o.id === 'pass' ? 'pass' : ''}
              onClick={() => onAnswer({ option: o.id })}
              onMouseEnter={() => preview && onPreview(preview)}
              onMouseLeave={() => onPreview(null)}
              onFocus={() => preview && onPreview(preview)}
              onBlur={() => onPreview(null)}
            >
              {optionLabel(decision, o, names, cards, view)}
              {decision.kind === 'declare-attack' && decision.ship && o.data?.defender !== undefined && (
                <OddsLine
                  view={view}
                  option={o.id}
                  attack={{ ...(o.data as unknown as AttackSpecInput), attacker: decision.ship }}
                />
              )}
            </button>
          );
        })}
      </div>
    );
  }
  return (
    <section className="decision mine" aria-live="polite" data-decision={decision.id} data-kind={decision.kind}>
      <h2>{names.text(decision.prompt)}</h2>
      {decision.accepts === 'pose' && (
        <p className="hint">
          Pick a suggested placement, or press the table to pin it there (drag toward where it should face), adjust it,
          and tap it again to place it.
        </p>
      )}
      {body}
      {refusal && (
        <p className="refusal" role="alert">
          {names.text(refusal)}
        </p>
      )}
      {view.cursor.attack && <AttackDice attack={view.cursor.attack} />}
      {view.cursor.attack && <LiveOdds view={view} />}
    </section>
  );
}

const FACE_GLYPH: Record<string, string> = { hit: '✸', crit: '✹', focus: '◉', evade: '⤳', blank: ' ' };

/** A die's face as the icon font's glyph (a blank shows nothing; a Unicode sign where the font has none). */
function DieFace({ face }: { face: string }) {
  return <Icon name={`die-${face}`} className="face" label={face} fallback={FACE_GLYPH[face] ?? face} />;
}

export function AttackDice({ attack }: { attack: NonNullable<GameView['cursor']['attack']> }) {
  return (
    <div className="attack-dice" aria-label="Dice">
      <div className="dice-row">
        {attack.attackDice.map((d, i) => (
          <span key={i} className={`die attack ${d.face}`} title={d.face}>
            <DieFace face={d.face} />
          </span>
        ))}
      </div>
      <div className="dice-row">
        {attack.defenseDice.map((d, i) => (
          <span key={i} className={`die defense ${d.face}`} title={d.face}>
            <DieFace face={d.face} />
          </span>
        ))}
      </div>
    </div>
  );
}
