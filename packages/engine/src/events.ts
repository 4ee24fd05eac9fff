/** Events: plain JSON records of what happened, appended to the log. The log plus the setup replays the game. */
export interface GameEvent {
  /** Position in the log. */
  seq: number;
  round: number;
  phase: string;
  /** What happened, e.g. "dial-set", "maneuver-executed", "attack-declared", "damage-dealt". */
  type: string;
  /** The ship it concerns, if any. */
  ship?: string;
  /** Further facts; never secrets unless the event is redacted in views (see view.ts). */
  data?: Record<string, unknown>;
  /** A sentence for people. */
  text: string;
}
