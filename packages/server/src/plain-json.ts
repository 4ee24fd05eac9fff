/**
 * Whether a decoded client message is plain JSON, before any other code looks at it (docs/service.md, "Threat
 * model"). msgpack can carry what JSON cannot: 64-bit integers decode to BigInt (on which `JSON.stringify` throws:
 * one such frame once ended the process), extension types to class instances, maps with other keys to `Map`, binary
 * to buffers, floats to NaN and Infinity. Only null, booleans, finite numbers, strings, arrays and plain objects pass,
 * within a depth and a size; the size is the JSON text's length, counted without building the text.
 */

export interface PlainJsonLimits {
  /** Deepest nesting of arrays and objects (the message itself is depth 1). */
  maxDepth: number;
  /** Longest JSON text, in UTF-16 code units as `JSON.stringify(...).length` counts them. */
  maxLength: number;
}

export type PlainJsonCheck = { ok: true; length: number } | { ok: false; reason: string; tooLarge?: true };

/** Checks `value` without recursion (a deep message cannot exhaust the stack here). */
export function checkPlainJson(value: unknown, limits: PlainJsonLimits): PlainJsonCheck {
  let length = 0;
  const stack: { v: unknown; depth: number; path: string }[] = [{ v: value, depth: 0, path: '(the message)' }];
  while (stack.length > 0) {
    const { v, depth, path } = stack.pop()!;
    if (length > limits.maxLength) break;
    if (v === null) {
      length += 4;
      continue;
    }
    switch (typeof v) {
      case 'boolean':
        length += v ? 4 : 5;
        continue;
      case 'number':
        if (!Number.isFinite(v)) return { ok: false, reason: `${path}: ${String(v)} is not a JSON number` };
        length += String(v).length;
        continue;
      case 'string':
        // Quotes and escapes included, as JSON.stringify writes it; strings are bounded by the frame already.
        length += JSON.stringify(v).length;
        continue;
      case 'bigint':
        return { ok: false, reason: `${path}: a 64-bit integer is not a JSON number` };
      case 'object':
        break;
      default:
        return { ok: false, reason: `${path}: a ${typeof v} is not JSON` };
    }
    if (depth + 1 > limits.maxDepth)
      return { ok: false, reason: `${path}: nested deeper than ${limits.maxDepth} levels` };
    if (Array.isArray(v)) {
      if (Object.getPrototypeOf(v) !== Array.prototype) return { ok: false, reason: `${path}: not a plain array` };
      length += 2 + Math.max(0, v.length - 1);
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], depth: depth + 1, path: `${path}[${i}]` });
      continue;
    }
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) {
      const kind = (v as object).constructor?.name ?? 'object';
      return { ok: false, reason: `${path}: a ${kind} is not a JSON object` };
    }
    if (Object.getOwnPropertySymbols(v).length > 0) return { ok: false, reason: `${path}: symbol keys are not JSON` };
    const keys = Object.keys(v);
    length += 2 + Math.max(0, keys.length - 1);
    for (const k of keys) {
      length += JSON.stringify(k).length + 1;
      const child = (v as Record<string, unknown>)[k];
      // JSON.stringify leaves undefined members out; msgpack can only carry it as "nil" (null) anyway.
      if (child === undefined) continue;
      stack.push({ v: child, depth: depth + 1, path: `${path === '(the message)' ? '' : `${path}.`}${k}` });
    }
  }
  if (length > limits.maxLength)
    return { ok: false, tooLarge: true, reason: `a message may hold ${limits.maxLength} bytes of JSON` };
  return { ok: true, length };
}
