/** Readable names for engine ids ("p1-lukeskywalker-1" → "lukeskywalker 1"). */
export function shipName(id: string): string {
  const m = /^p\d+-(.+?)(?:-(\d+))?$/.exec(id);
  if (!m) return id;
  return m[2] && m[2] !== '1' ? `${m[1]} ${m[2]}` : m[1]!;
}

/** Engine ids in sentences ("p2-academypilot-1 is placed") read as names. */
export function readable(text: string): string {
  return text.replace(/\bp[12]-[a-z0-9]+-\d+\b/g, (id) => shipName(id));
}
