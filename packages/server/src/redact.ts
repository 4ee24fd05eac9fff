/**
 * Error text fit for a client (docs/service.md, "Threat model"): storage and runtime errors name files, folders and
 * connection strings (with their passwords); a client sees the sentence without them.
 */
export function withoutPaths(text: string): string {
  return (
    text
      // URLs and connection strings: postgres://user:password@host/db
      .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '<address>')
      // Quoted names holding a slash: could not open file "base/5/1259"
      .replace(/(["'`])[^"'`\n]*[\\/][^"'`\n]*\1/g, '$1<path>$1')
      // Absolute paths: /var/lib/xwing/data, C:\xwing\data, ~/data
      .replace(/(^|[\s(=:,[])(?:~|[A-Za-z]:)?[\\/][^\s"'`),\]:;]*/g, '$1<path>')
      // At most one line, without stack frames.
      .split('\n')[0]!
      .slice(0, 500)
  );
}
