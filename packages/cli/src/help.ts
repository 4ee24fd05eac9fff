export const USAGE = `xwing: the command line of the X-Wing digital table

Usage:
  xwing <command> [options]

Commands:
  geometry    Answer table-geometry questions (moves, range and arcs, barrel rolls and boosts, devices)
              as JSON Lines: one request per line on stdin, one response per line on stdout
  help        Show this help, or a command's: xwing help geometry

Options:
  -h, --help     Show this help
  -v, --version  Show the version

Only the geometry oracle exists today; commands for setting up and playing games will come as the engine grows.
Run "xwing <command> --help" for a command's details.
`;

export const GEOMETRY_HELP = `xwing geometry: a geometry oracle speaking JSON Lines

Usage:
  xwing geometry < requests.jsonl > responses.jsonl

Reads one JSON request per line from stdin and writes exactly one JSON response per line to stdout, in the same
order, as soon as each line is read, so another program can keep it open as a pipe. Blank lines are skipped. A
request may carry an "id" (string or number), which its response echoes. The command exits 0 once all input is read,
even if some lines were errors.

Units: millimetres and degrees. The play area is 914.4 x 914.4 with (0, 0) at the first player's left corner and +y
towards the second player. A pose is {"x", "y", "heading"}: the base's centre and its heading, 0 facing +y,
clockwise positive.

Objects:
  SHIP      {"id"?, "base": "small"|"medium"|"large"|"huge", "x", "y", "heading",
             "turret"?: "front"|"rear"|"left"|"right"}  ("id" is required in "ships" lists)
  OBSTACLE  {"id"?, "name": "Asteroid 3" (or "asteroid-3"), "x", "y", "heading"}; "id" defaults to the name
  DEVICE    {"id", "x", "y", "heading", "outline": [[x, y], ...]}: a convex outline in the device's own frame

Requests ("op"):
  move          {"ship", "maneuver": "2B", "alignment"?, "ships"?, "obstacles"?, "devices"?}
                -> {"final", "partial", "overlapped", "touching", "movedThrough", "overlapping", "fled",
                    "backedOver", "progress"}
  final         {"ship", "maneuver", "alignment"?} -> {"final"}: the pose alone, no collisions
  range         {"from": SHIP|OBSTACLE, "to": SHIP|OBSTACLE, "obstacles"?}
                -> {"distance", "range", "arcs", "attackRange", "attackDistance", "obstructed"}
  reposition    {"ship", "kind": "barrel-roll"|"boost"|"decloak", "template"?, "ships"?, "obstacles"?, "devices"?}
                -> {"options": [{"direction", "move", "template", "alignment"?, "bank"?, "final", "legal",
                    "reason"?, "devices"}]}
  place-device  {"ship", "how": "drop"|"launch", "template"? (default "1F"),
                 "device": "bomb"|"proximity-mine"|"conner-net"|"cluster-mines"} -> {"poses": [pose, ...]}
  obstacles     {} -> {"obstacles": [{"id", "name", "kind", "size"}]}

Maneuvers are dial codes: speed 0-5, a bearing letter (T B F N Y K L P E R A S D O), and optionally a difficulty
letter, which is ignored: "2B", "3KR". "alignment" ("left"|"middle"|"right", default "middle") places a Tallon roll.

A request that cannot be answered gets {"error": {"code", "message"}} (plus "id" when it had one). Codes:
malformed-json, bad-request, unknown-op, unknown-maneuver, unknown-base, unknown-obstacle, unknown-arc,
not-implemented, internal. Fields a request shape does not have are refused (bad-request).

Example:
  echo '{"op":"move","ship":{"base":"small","x":400,"y":100,"heading":0},"maneuver":"2F"}' | xwing geometry

The full contract is in docs/cli.md.
`;
