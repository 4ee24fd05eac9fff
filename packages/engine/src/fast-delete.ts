/**
 * Deleting a field of a long-lived object without making it slow (issue 28). V8 keeps an object's properties in a
 * fast layout shared by objects built alike; deleting any property but the last one added turns the object into a
 * slow dictionary for good, and the game state, read at every step of every decision, is such an object (its
 * `dealing` was deleted after the trigger stack had been added, at most attacks that dealt a damage card). Deleting
 * the last property added keeps the layout fast.
 */

/**
 * `delete obj[key]`, with the same result (the same keys, in the same order, with the same values), done so that the
 * object stays fast: the fields added after `key` are taken off newest first, `key` deleted (now the last), and they
 * are put back in their order. For plain data objects (own enumerable string keys, none of them an array index).
 */
export function deleteField<T extends object>(obj: T, key: keyof T & string): void {
  if (!Object.hasOwn(obj, key)) return;
  const keys = Object.keys(obj);
  const at = keys.lastIndexOf(key);
  if (at < 0 || at === keys.length - 1) {
    delete obj[key];
    return;
  }
  const record = obj as Record<string, unknown>;
  const after = keys.slice(at + 1);
  const values = after.map((k) => record[k]);
  for (let i = after.length - 1; i >= 0; i--) delete record[after[i]!];
  delete obj[key];
  for (let i = 0; i < after.length; i++) record[after[i]!] = values[i];
}
