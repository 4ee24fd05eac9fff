/** The streams a command talks through; tests pass string-backed streams instead of the process's own. */
export interface Io {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export function processIo(): Io {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
}

/**
 * Resolves once the stream can take more, or can take nothing ever again: waiting only for 'drain' would hang when
 * the reader has gone away.
 */
export function drained(out: NodeJS.WritableStream): Promise<void> {
  if (!out.writable) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('error', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('error', done);
    out.on('close', done);
  });
}
