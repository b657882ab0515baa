/** A log destination for buildApp that keeps each line, parsed, for a test to read. */
export function captureLogs(): {
  stream: { write(line: string): void };
  lines: Record<string, unknown>[];
} {
  const lines: Record<string, unknown>[] = [];
  return {
    stream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    lines,
  };
}
