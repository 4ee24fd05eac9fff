/**
 * What a seat may see of a decision (docs/engine-design.md, "Views, log and replay"). Two general rules, so that no
 * option builder (a phase, a scenario, any card's ability) can hand a seat what it may not see:
 *
 * - When a decision is asked (`ctx.ask`), every text and data value in it is cleared of the identity of facedown
 *   damage cards, which no seat sees (not even their owner): an option "Expose Direct Hit!" reaches the deciding
 *   seat as "Expose a damage card". Option ids are what a seat answers with and are kept: they must name cards by
 *   their place (e.g. the index), never by identity (the views test checks every decision kind for it).
 * - A decision reaches only its deciding seat with its options (`decisionFor`): the other seat and spectators see the
 *   question (kind, player, ship, prompt) without the options, whose labels and data may carry what the deciding
 *   seat alone may see (its own dials, say).
 */
import type { Content } from '@xwing/content';
import type { Decision, Option } from './decision.js';
import type { GameState, PlayerIndex } from './state.js';

/** What a facedown damage card's identity is replaced with. */
const UNSEEN_CARD = 'a damage card';
/** Data is walked this deep at most; deeper values are dropped (option data is shallow). */
const MAX_DEPTH = 8;

/** Each content's damage cards' titles by xws id (the decks are read once per content, not at every decision). */
const titlesOf = new WeakMap<Content, Map<string, string[]>>();
/** The names built for a set of facedown ids (its sorted ids joined), per content: the same few sets recur. */
const namesOf = new WeakMap<Content, Map<string, readonly string[]>>();
const MAX_NAME_SETS = 256;

function titles(content: Content): Map<string, string[]> {
  let m = titlesOf.get(content);
  if (!m) {
    m = new Map();
    for (const deck of content.data.damageDecks)
      for (const c of deck.cards)
        if (c.title.length > 0) {
          const list = m.get(c.xws) ?? [];
          if (!list.includes(c.title)) list.push(c.title);
          m.set(c.xws, list);
        }
    titlesOf.set(content, m);
  }
  return m;
}

/** The strings that would tell a facedown damage card's identity: its xws id and its title. */
function facedownNames(state: GameState, content: Content): readonly string[] {
  // The facedown ids as found (in the ships' order), compared with the last decision's first: mostly the same set, then
  // nothing is built (issue 28: this ran at every decision once a card lay facedown).
  const last = lastNames;
  let same = last !== null && last.content === content;
  let n = 0;
  let ids: string[] | null = null;
  for (const ship of state.ships)
    for (const d of ship.damage)
      if (!d.faceup) {
        if (same && (n >= last!.ids.length || last!.ids[n] !== d.card)) {
          same = false;
          ids = last!.ids.slice(0, n);
        }
        if (!same) (ids ??= []).push(d.card);
        n++;
      }
  if (same && n === last!.ids.length) return last!.names;
  if (n === 0) return [];
  if (ids === null) ids = last!.ids.slice(0, n);
  const names = namesFor(ids, content);
  lastNames = { content, ids, names };
  return names;
}

/** The last facedown ids seen (in the ships' order) and the names they stand for. */
let lastNames: { content: Content; ids: readonly string[]; names: readonly string[] } | null = null;

/** The names of a list of facedown ids (as found, in the ships' order). */
function namesFor(ids: string[], content: Content): readonly string[] {
  let known = namesOf.get(content);
  if (!known) namesOf.set(content, (known = new Map()));
  // The ids as found (in the ships' order) name the same set at most decisions: looked up before sorting them.
  const found = ids.join('\n');
  const seen = known.get(found);
  if (seen) return seen;
  const key = [...new Set(ids)].sort().join('\n');
  const hit = known.get(key);
  if (hit) {
    if (known.size >= MAX_NAME_SETS) known.clear();
    known.set(found, hit);
    return hit;
  }
  const unique = key.split('\n');
  const names = new Set<string>(unique);
  const byId = titles(content);
  for (const id of unique) for (const t of byId.get(id) ?? []) names.add(t);
  // Longest first, so a title is replaced whole before a shorter name inside it (ties by text: one order per set).
  const sorted = [...names].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
  if (known.size >= MAX_NAME_SETS) known.clear();
  known.set(key, sorted);
  known.set(found, sorted);
  return sorted;
}

/**
 * The text with the names replaced. `names` is longest first (namesFor), so its last is the shortest: a text shorter
 * than that names no card, and most data strings are ("focus", "white", "primary"). Not remembered per text: the
 * labels and prompts are built anew at every decision, and hashing a fresh string for a map lookup cost more time
 * than looking for the few names in it (a replay of 60 heuristic games' calls: 0.3–0.5 ms a game without the map of
 * texts seen, 1.0–1.4 ms with it; the instructions per game were the same).
 */
function clearText(text: string, names: readonly string[]): string {
  if (text.length < names[names.length - 1]!.length) return text;
  let out = text;
  for (const n of names) if (out.includes(n)) out = out.split(n).join(UNSEEN_CARD);
  return out;
}

/** The value with the names cleared; the value itself (not a copy) when nothing in it names a card. */
function clearValue(v: unknown, names: readonly string[], depth: number): unknown {
  if (typeof v === 'string') return clearText(v, names);
  if (typeof v !== 'object' || v === null) return v;
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(v)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < v.length; i++) {
      const x = clearValue(v[i], names, depth + 1);
      if (x !== v[i] && !out) out = v.slice(0, i);
      out?.push(x);
    }
    return out ?? v;
  }
  // Walked without building its entries (this runs for every option of every decision once a card lies facedown).
  const obj = v as Record<string, unknown>;
  let out: Record<string, unknown> | null = null;
  for (const k of Object.keys(obj)) {
    const x = obj[k];
    const cleared = clearValue(x, names, depth + 1);
    if (cleared !== x && !out) {
      out = {};
      for (const before of Object.keys(obj)) {
        if (before === k) break;
        out[before] = obj[before];
      }
    }
    if (out) out[k] = cleared;
  }
  return out ?? v;
}

/** The decision with every facedown damage card's identity cleared from its prompt, labels and data. */
export function clearUnseen(d: Decision, state: GameState, content: Content): Decision {
  const names = facedownNames(state, content);
  if (names.length === 0) return d;
  // `d` is the decision ask() has just built: returned as it is when nothing in it names a card, and its options array
  // too (as when no card lies facedown).
  let options: Option[] | null = null;
  for (let i = 0; i < d.options.length; i++) {
    const o = d.options[i]!;
    const label = clearText(o.label, names);
    const data = o.data && (clearValue(o.data, names, 0) as Record<string, unknown>);
    if (label === o.label && data === o.data) {
      options?.push(o);
      continue;
    }
    const cleared: Option = { ...o, label };
    if (data) cleared.data = data;
    (options ??= d.options.slice(0, i)).push(cleared);
  }
  const prompt = clearText(d.prompt, names);
  if (options === null && prompt === d.prompt) return d;
  return { ...d, prompt, options: options ?? d.options };
}

/** What `seat` may see of a decision: all of it when the decision is that seat's, else the question alone. */
export function decisionFor(d: Decision, seat: PlayerIndex | 'spectator'): Decision {
  if (seat === d.player) return d;
  return { ...d, options: [] };
}
