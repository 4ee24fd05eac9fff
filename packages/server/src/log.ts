/** The service's log lines: one line each on stderr, quiet under tests unless LOG_LEVEL=debug. */
export interface Logger {
  info(message: string): void;
  error(message: string, e?: unknown): void;
}

export function consoleLogger(quiet = false): Logger {
  return {
    info: (m) => {
      if (!quiet) console.error(`[xwing] ${m}`);
    },
    error: (m, e) =>
      console.error(`[xwing] error: ${m}${e ? `: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}` : ''}`),
  };
}
