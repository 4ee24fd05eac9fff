/**
 * JSON written the way Prettier formats it (printWidth 120), so that `prettier --check` leaves the generated data
 * alone: used by scripts/convert-content.mjs and scripts/convert-content-v1.mjs.
 */

const WIDTH = 120;

function flat(v) {
  if (Array.isArray(v)) return `[${v.map(flat).join(', ')}]`;
  if (v !== null && typeof v === 'object') {
    const entries = Object.entries(v);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${flat(x)}`).join(', ')} }`;
  }
  return JSON.stringify(v);
}

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Prettier always breaks an array of two or more objects (or arrays) that each have more than one member. */
function mustBreak(v) {
  if (!Array.isArray(v) || v.length < 2) return false;
  return v.every((x) => isObject(x) && Object.keys(x).length > 1) || v.every((x) => Array.isArray(x) && x.length > 1);
}

function containsForcedBreak(v) {
  if (mustBreak(v)) return true;
  if (Array.isArray(v)) return v.some(containsForcedBreak);
  if (isObject(v)) return Object.values(v).some(containsForcedBreak);
  return false;
}

function width(s) {
  return [...s].length;
}

/** The text of `v`, which starts after `prefix` at `indent` and is followed by `suffix` on its line. */
function pretty(v, indent, prefix, suffix) {
  const pad = ' '.repeat(indent);
  const one = flat(v);
  const composite = Array.isArray(v) ? v.length > 0 : isObject(v) && Object.keys(v).length > 0;
  if (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'number'))
    throw new Error(
      'pretty-json: arrays of numbers are printed by Prettier in "fill" style, which this printer does not do',
    );
  if (!composite || (!containsForcedBreak(v) && indent + width(prefix) + width(one) + width(suffix) <= WIDTH))
    return `${pad}${prefix}${one}${suffix}`;
  if (Array.isArray(v)) {
    const items = v.map((x, i) => pretty(x, indent + 2, '', i < v.length - 1 ? ',' : ''));
    return `${pad}${prefix}[\n${items.join('\n')}\n${pad}]${suffix}`;
  }
  const entries = Object.entries(v);
  const items = entries.map(([k, x], i) =>
    pretty(x, indent + 2, `${JSON.stringify(k)}: `, i < entries.length - 1 ? ',' : ''),
  );
  return `${pad}${prefix}{\n${items.join('\n')}\n${pad}}${suffix}`;
}

/** The file text of `value`: Prettier's JSON layout and a final newline. */
export function prettyJson(value) {
  return `${pretty(value, 0, '', '')}\n`;
}
