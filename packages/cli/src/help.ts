import { RULE_SET_IDS } from '@xwing/engine';

export const USAGE = `xwing: the command line of the X-Wing digital table

Usage:
  xwing <command> [options]

Commands:
  geometry    Answer table-geometry questions (moves, range and arcs, barrel rolls and boosts, devices)
              as JSON Lines: one request per line on stdin, one response per line on stdout
  content     Look up game content: xwing content search "luke" finds pilots, upgrades and ships by name;
              xwing content coverage counts the card abilities the engine implements
  squad       Check squads (XWS files or YASB/Launch Bay Next links) against a points set: xwing squad validate
              my-squad.json (also: show, export, and random: a random legal squad)
  dice        Exact attack odds: xwing dice 3fl 3fl --vs 3fe (or a JSON query on stdin)
  sim         Play many games headless between two squads: xwing sim --a A.json --b B.json --games 100
  scenarios   List the scenarios --scenario takes (dogfight, xwa-…, amg-…)
  play        Run a game file (squads or a position, a seed, choices): prints the log and the pending decision
  replay      Re-run a game log and check that every event reproduces: xwing replay game.log.json
  help        Show this help, or a command's: xwing help geometry

Options:
  -h, --help     Show this help
  -v, --version  Show the version

Every command reads its options the same way: --name VALUE or --name=VALUE, a short form such as -p VALUE where
the command lists one, -- ends the options, -h or --help prints the command's help; an unknown option, a missing
value or an option given twice is a usage error (exit 2). Run "xwing <command> --help" for a command's details.
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
                 "device": "bomb"|"proximity-mine"|"conner-net"|"cluster-mines"|"drk-1"|"buzz-droid"|
                           "blazer-bomb"|"commando"} -> {"poses": [pose, ...]}
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

export const CONTENT_HELP = `xwing content: look up the game's content (ships, pilots, upgrades)

Usage:
  xwing content search TEXT [--limit N] [--format text|json]
  xwing content coverage [--rule-set NAME] [--points NAME] [--group GROUP] [--format text|json]

Finds pilots, upgrades and ships whose name, caption or xws id contains TEXT (several words are joined with
spaces), ignoring case and accents, best matches first: the whole name, then names starting with TEXT, then a word
starting with it, then anywhere in the name, then the caption or xws id.

Options:
  -n, --limit N      At most N hits (default 20)
  -f, --format text  A table: kind, xws id, name, caption, faction, ship (pilots) or slot (upgrades); the default
  -f, --format json  A JSON array of hits: {"kind", "xws", "name", "faction"?, "ship"?, "caption"?, "slot"?}
  -j, --json         The same as --format json

Exit codes: 0 hits printed; 1 nothing matches (message on stderr; "[]" on stdout with --format json);
2 usage error (no TEXT, unknown option or subcommand).

coverage: how many card abilities the engine implements: pilots by faction, upgrade card sides by slot, ship
abilities, and the cards with an ability legal in the standard format under a points set; the missing ones listed.
Then by card group (attack, support, movement, subsystems; every card with an ability is in exactly one): cards
implemented among the standard-legal ones and among all, ability records using the code escape hatch, cards out of
scope (epic only), and every card left out with its reason.
  --rule-set NAME    The cards of this rule set's edition and its abilities: ${RULE_SET_IDS.join(', ')} (default
                     2.5); first-edition counts the first edition's cards (standard: legal in fe-100), with no
                     group part (the card groups are the 2.5 cards')
  -p, --points NAME  The points set that decides "standard" (default xwa-50p2.0, or the rule set's own)
  -g, --group GROUP  Only this group in the by-group part (the 2.5 cards only)
  -f, --format text  Totals, each faction and slot with its missing cards, then a table of the groups and each
                     group's cards left out, one a line; the default
  -f, --format json  {"pointsSet", "pilots": {"implemented", "total", "byFaction"}, "upgrades": {..., "bySlot"},
                     "shipAbilities": {"implemented", "total", "missing"}, "standard": {"implemented", "total"},
                     "groups": {GROUP: {"implemented", "total", "standardImplemented", "standardTotal",
                     "codeRecords", "records", "outOfScope", "missing": [{"key", "reason"?}]}}, "ungrouped"}
  Exit 0; 2 on a usage error (unknown points set or group, option or argument).

Examples:
  xwing content search "proton torpedoes" --format json
  xwing content coverage --format json
  xwing content coverage --group attack
  xwing content coverage --rule-set first-edition
`;

export const SQUAD_HELP = `xwing squad: price, check and export squads (XWS files or builders' links)

Usage:
  xwing squad validate [INPUT...] [-p|--points NAME] [-f|--format standard|extended] [--date YYYY-MM-DD]
  xwing squad show [INPUT] [--points NAME] [--format F] [--date D]
  xwing squad export [INPUT] [--points NAME] [--format F] [--date D] [--link lbn|yasb]
  xwing squad random --faction F [--points NAME] [--format F] [--seed S] [--rich GROUP] [--output xws|text]

INPUT is an XWS file, a folder (its .json and .jsonl files), a YASB or Launch Bay Next link (decoded offline), or
"-" for stdin (the default): one squad, a link, or JSON Lines with one squad or link a line. Ids may be spelt
loosely ("Luke-Skywalker"), pilots named by "id" or "name", upgrades listed under any slot key.

  validate  prints one JSON object per squad: {"valid", "points", "limit", "deficit", "pointsSet", "why",
            "format", "formats", "ships": [{"id", "points", "loadout": {"used", "value"}}],
            "errors": [{"path", "code", "message"}],
            "warnings": [...]}; with several squads each line starts with "source" (file, link, stdin:N), and a
            squad that cannot be read gets {"source", "error"}
  show      prints one squad for people: ships, pilots and initiative, upgrades and costs, totals, problems
  export    prints one squad as strict XWS, with its points set as builders name it ("ruleset": "XWA",
            "version": "50P-2.0"), its obstacles, and a vendor block; --link lbn prints it as a Launch Bay Next
            link instead, in the app's own encoding; --link yasb as a YASB link, in YASB's own encoding (its
            slot order for the points set; a YASB link read keeps its page, mode and squad size)
  random    makes a random legal squad of faction F (any spelling: rebelalliance, "Rebel Alliance", rebels) in the
            points set and format, and prints it as export does (--output xws, the default) or as show does
            (--output text); the same --seed gives the same squad (default: a fresh seed), and the squad's
            "description" holds the command that makes it again; --rich GROUP favours the cards of one
            ability group (attack, support, movement or subsystems: xwing content coverage)

Options:
  -p, --points NAME  Points set: xwa-50p2.0, xwa-50p1.1, xwa-50p1.0, xwa-r2-20pt, xwa-bv2-20pt or amg-2.5-20pt.
                     Default: chosen from the file's tag ("ruleset"/"version"), its link (the builder's version
                     and squad size), its total and --date, preferring the set where the squad adds up to its
                     builder's total; "why" says which and why. Nothing to go by: xwa-50p2.0 (random: xwa-50p2.0)
  -f, --format F     standard or extended (default: the file's, else valid if legal in either; "formats" lists
                     where it is legal; random: standard)
  --date D           the day the squad was played (YYYY-MM-DD): the points set in force that day
  --faction F        random: the faction (required)
  -s, --seed S       random: the seed (default: 16 fresh hex digits)
  --rich GROUP       random: favour the cards of this group (each such card ten times as likely)
  -o, --output O     random: xws (default) or text

Squad points are the pilots' costs; each ship's upgrades are paid from its loadout value. Slots and loadouts are the
points set's own. Every problem is reported, each with a path into the XWS (e.g. "pilots[1].upgrades.torpedo[0]"),
a code and a sentence; what builders write that is read past (an outdated ship key, "upgrades": [], YASB's hardpoint
markers) is a warning.

Exit codes: 0 every squad valid; 1 a squad not valid (or, with several, one unreadable); 2 unusable: unknown option,
missing file, not JSON, not a JSON object, a link that cannot be decoded, unknown points set. random: 0 a squad
printed; 2 an unknown faction, points set, format or group.

Examples:
  xwing squad validate my-squad.json --points xwa-50p1.1
  xwing squad validate 'https://yasb.app/?f=Rebel%20Alliance&d=v10ZsZ50Z4X&sn=Luke'
  xwing squad validate squads/ > results.jsonl
  xwing squad random --faction scum --seed 7 --output text
  xwing squad random --faction rebels --rich movement

The full contract is in docs/cli.md.
`;

export const DICE_HELP = `xwing dice: exact attack odds (not sampled)

Usage:
  xwing dice ATTACK... --vs DEFENSE [--range N] [--obstructed] [--hull N] [--shields N] [--carry]
             [--look-ahead] [--format json|table]
  xwing dice [--format json|table] < query.json
  xwing dice (ATTACK | --attacker SHIP) (--vs DEFENSE | --defender SHIP) [--attacker-tokens L] [--defender-tokens L]
             [--weapon XWS] [--bullseye] [--in-defender-arc ARCS] [--assume-board] [--range N] [--obstructed]

Each word is a dice count followed by token letters; a repeated letter is two tokens. One ATTACK word per attack,
in order, all against the same defender, whose tokens carry from attack to attack.
  attack letters:   f focus, l lock, c calculate, o Force
  defense letters:  f focus, c calculate, o Force, e evade, r reinforce (the attacker is inside its arc)

  -r, --range N   attack range 0-3: range 1 adds an attack die, range 3 a defense die (default 2: no bonus)
  --obstructed    the attack is obstructed: one more defense die
  --hull N, --shields N
                  the defender's hull and shields: adds "destroy", P(total damage >= hull + shields)
  --carry         the attacker's tokens left after one attack carry into the next (default: fresh each attack)
  --look-ahead    the defender also weighs the later attacks: it keeps a token when that saves more damage later
                  (default: it minimises the damage of the attack at hand)
  -f, --format    json (default): one JSON object; table: a readable table with a bar chart
  -j, --json      the same as --format json

A side may be a ship, PILOT+UPGRADE+... (xws ids; UPGRADE:1 for a card's other side): its dice, agility, hull,
shields and Force come from the card data, and its cards' dice abilities from the engine's own records (one attack).
  --attacker-tokens L, --defender-tokens L   the ship's tokens, as letters (e.g. fl)
  --weapon XWS     the attacker's special weapon (default: its primary weapon)
  --bullseye       the defender is in the attacker's bullseye
  --in-defender-arc ARCS   the attacker is inside these arcs of the defender (comma-separated, e.g. front)
  --assume-board   count the cards whose condition needs the board (ships around, damage...) as holding
The output adds "cards": each ship's records counted, and those left out with why.

The JSON output always has "expectedDamage" (over all attacks), "attacks" and "total" (each: expectedDamage,
expectedHits, expectedCrits, the joint distribution of uncancelled hits and crits, atLeast[n] = P(damage >= n)),
"tokensLeft" (expected tokens of each side after the last attack), and "destroy" when --hull is given.

The JSON query on stdin is {"attacks": [{"dice", "tokens"?, "modifications"?, "range"?, "obstructed"?,
"ordnance"?, "inReinforcedArc"?}], "defender": {"dice", "tokens"?, "modifications"?, "hull"?, "shields"?},
"attackerTokensCarry"?, "critWeight"?, "defenderPolicy"?: "greedy"|"look-ahead"}; with "rolled": {"attack"?,
"attackDice", "defenseDice"?} it also answers "advice": the modification to make for that roll and why. The attacker
maximises expected hits + crits of its attack, the defender minimises expected damage (of the attack at hand, or with
"look-ahead" of it and the later attacks; advice is always for the attack at hand). Bad queries exit 2 with a message
on stderr.

Examples:
  xwing dice 3f --vs 3f
  xwing dice 3fl 3fl --vs 3fe
  xwing dice 2fl --vs 3fe --range 3 --format table
  xwing dice 3f 5f --vs 4fe --look-ahead
  xwing dice --attacker howlrunner --vs 2
  xwing dice 3fl --defender bluesquadronescort+stealthdevice --defender-tokens f

The full contract is in docs/cli.md.
`;

export const SIM_HELP = `xwing sim: play many games headless between two squads and sum them up

Usage:
  xwing sim --a A.json --b B.json [--games N] [--seed S] [--ai KIND[,KIND]] [--workers N] [--report json|table]
            [--scenario NAME] [--log FILE] [--points NAME] [--format standard|extended] [--progress]
            [--rule-set ${RULE_SET_IDS.join('|')} [--accept-missing]]

Plays N complete games of the rules engine between squad A (XWS file) and squad B, each side flown by a computer
player, and prints one JSON object on stdout:
  {"games", "wins": {"a", "b"}, "draws", "winRate": {"a", "b"} (each {"rate", "low", "high"}: the share of games
   won and its 95 % confidence interval, Wilson), "averageRounds", "gamesPerSecond",
   "pointsDestroyed": {"a", "b"} (average points of enemy ships each side destroyed per game),
   "scenario", "missionPoints": {"a", "b"} (scenario games: average mission points at the end),
   "endings": {"elimination", "no-ships", "mission-points", "last-round"} (how many games ended each way),
   "decisions", "decisionsPerSecond", "seconds", "seed", "ai": {"a", "b"}, "refusals", "pointsSet", "workers"}
Game i is seeded "S/i", so the same options play the same games (only the timing figures vary), on one thread or
on many.

Options:
  -a, --a FILE, -b, --b FILE
                      The two squads in XWS; both are validated first (squad-building rules, points set, format)
  -n, --games N       How many games (default 100)
  -s, --seed S        Seed of the run (default "1")
  --ai KIND[,KIND]    heuristic (default): flies toward the enemy, avoids rocks and edges, takes sensible actions
                      and shots; random: a uniformly random legal choice at every decision; easy: the heuristic
                      with noise; normal (or search) and hard: the search player, which tries its options on
                      copies of the game seen from its seat (hard thinks about four times longer). One name sets
                      both sides; two (search,heuristic) set side a's and side b's
  -w, --workers N     Threads to play on (default: every core); each game is the same on any number of threads
  --report R          json (default): the JSON object above on one line; table: the same figures as lines for
                      people, win rates with their intervals
  --scenario NAME     Play every game to a standard scenario (xwing scenarios lists them); default dogfight
  -l, --log FILE      Write every game as one JSON line: {"game", "seed", "ai", "setup", "choices", "result",
                      "rounds", "log"}; setup + choices replay the game exactly
  -p, --points NAME   Points set: xwa-50p2.0, xwa-50p1.1 or amg-2.5-20pt. Without it, the one the squad files name
                      (XWS version/ruleset, as xwing squad validate reads them; two different ones are refused),
                      else xwa-50p2.0
  -f, --format F      standard or extended; without it, the files' own, else standard
  --progress          A progress bar on stderr (games, games/s, time left); drawn whenever stderr is a terminal,
                      never otherwise
  --rule-set NAME     The rules played: 2.5 (default), first-edition (002: XWS 1.0 squads of the first edition's
                      cards, 100 points in fe-100), junior (004) or junior-advanced (004 with its optional advanced
                      rule: any X-wing and TIE fighter pilots, their abilities). A rule set with pieces not
                      implemented yet is refused, naming them, unless --accept-missing plays those pieces by the
                      2.5 rules; the summary then names "ruleSet"

Exit codes: 0 all games played; 1 a game could not be finished (message on stderr, naming the game and its seed);
2 unusable: unknown option, missing or unreadable file, not JSON, an invalid squad (each problem listed with its
path in the XWS), unknown points set.

Example:
  xwing sim --a rebels.json --b imperials.json --games 1000 --seed 7 --ai heuristic

The full contract is in docs/cli.md.
`;

export const PLAY_HELP = `xwing play: run a game file and print what happened

Usage:
  xwing play FILE [--json] [--seat 1|2|spectator] [--scenario NAME] [--log OUT] [--position OUT]
                  [--points NAME] [--format standard|extended] [--rule-set NAME [--accept-missing]]
                  [--ai KIND[,KIND] [--think MS | --nodes N]]

FILE is a game file (docs/game-files.md): {"setup": {...}} with two squads in XWS (objects, JSON strings or file
names relative to FILE) and a seed, or {"position": {...}} describing ships, tokens and obstacles; plus "choices",
each {"option": ..., "value"?: ...} answering the pending decision in turn.

Prints the log, then the pending decision and its options (or the result). A refused choice stops the run with its
index and the reason (exit 1); an unusable file or invalid squad exits 2.

Options:
  -j, --json       Print {state, pending, result, error} as one JSON object instead
  --seat S         Show only what seat S (1, 2 or spectator) may see
  --scenario NAME  Play the game to this scenario instead of the file's own (xwing scenarios lists them)
  -l, --log OUT    Write the game log (setup, choices, events) to OUT, for xwing replay
  --rule-set NAME  The rules played: 2.5 (default), first-edition (002's cards, XWS 1.0 squads, 100 points), junior
                   (004) or junior-advanced (004's optional advanced rule); without it the file's setup.ruleSet /
                   position.ruleSet. Kept in the log. A rule set with pieces not implemented yet is refused, naming
                   them, unless --accept-missing (or the file's acceptMissing) plays those pieces by the rules the
                   refusal names
  -p, --points NAME  Points set of a game from squads; without it setup.pointsSet, else the one the squads name
                   (XWS version/ruleset; two different ones are refused), else xwa-50p2.0. The log records it
  -f, --format F   standard or extended, chosen the same way
  --position OUT   Write the table after the choices as a game file {"position": ...} to OUT (its phase restarts
                   from the beginning when played; docs/game-files.md)
  --ai KIND[,KIND] After the file's choices, computers answer their seats' decisions until the other seat is asked
                   or the game ends: heuristic, random, easy, normal (search) or hard; one name for both seats, two
                   for seats 1 and 2, none for a seat played from the file (none,normal: the computer flies seat 2)
  --think MS       The search players (normal, hard) think about MS milliseconds a decision: the time is turned
                   into a node budget by timing a reference game on this machine (a second or so), and the nodes
                   used are printed on stderr. The nodes, not the time, decide the moves
  --nodes N        The search players' rollout nodes per decision (normal: 480, hard: 1800): the same file, seed
                   and N play the same moves on any machine
`;

export const REPLAY_HELP = `xwing replay: re-run a game log and check that it reproduces

Usage:
  xwing replay LOG

LOG is what xwing play --log wrote (docs/game-files.md). Prints {"ok":true,...} and exits 0 when every event
reproduces; names the first event that differs and exits 1 otherwise; exits 2 for an unusable file. The JSON lines
xwing sim --log writes are not read yet (not implemented yet: each line's setup and choices replay through the
engine's replay()).
`;

export const SCENARIOS_HELP = `xwing scenarios: the scenarios a game can be played to

Usage:
  xwing scenarios [-j|--json]

Prints the names that xwing sim --scenario and xwing play --scenario take, with their titles: dogfight (no scenario:
points destroyed decide), the five X-Wing Alliance standard scenarios of 28 July 2025 (xwa-…) and the four Atomic
Mass Games 2023 ones (amg-…), which score their objectives and destroyed ships differently. --json prints an array of
{"name", "title", "family", "source"}.
`;
