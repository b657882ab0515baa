type LogLine = Record<string, unknown>;

/** A log destination for buildApp that keeps each line, parsed, for a test to read or wait for. */
export function captureLogs(): {
  stream: { write(line: string): void };
  lines: LogLine[];
  /** Resolves with the first line from now on that matches. */
  next(matches: (line: LogLine) => boolean): Promise<LogLine>;
} {
  const lines: LogLine[] = [];
  const waiters = new Set<{
    matches: (line: LogLine) => boolean;
    resolve: (line: LogLine) => void;
  }>();
  return {
    lines,
    stream: {
      write(text) {
        const line = JSON.parse(text) as LogLine;
        lines.push(line);
        for (const waiter of waiters) {
          if (!waiter.matches(line)) continue;
          waiters.delete(waiter);
          waiter.resolve(line);
        }
      },
    },
    next: (matches) => new Promise((resolve) => waiters.add({ matches, resolve })),
  };
}
