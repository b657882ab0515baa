type Values = Record<string, unknown>;

const asJson = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * The fields `changes` gives a new value, with the value `current` held, as an audit entry keeps
 * them (dates as ISO text); fields set to the value they had are left out.
 */
export function changedValues<T extends object>(
  current: T,
  changes: Partial<T>,
): { before: Values; after: Values } {
  const before: Values = {};
  const after: Values = {};
  for (const [field, value] of Object.entries(changes)) {
    const old = asJson(current[field as keyof T]);
    const now = asJson(value);
    if (old === now) continue;
    before[field] = old;
    after[field] = now;
  }
  return { before, after };
}
