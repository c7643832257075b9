/**
 * Whether two JSON values hold the same data: objects by their entries whatever their order (a
 * database's JSON, for one, does not keep it), an entry holding undefined counting as absent,
 * arrays by their items in order.
 */
export function sameData(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (!left || !right || typeof left !== 'object' || typeof right !== 'object' || Array.isArray(left) !== Array.isArray(right)) return false;
  const entries = (value: object) => Object.entries(value).filter(([, entry]) => entry !== undefined);
  const own = entries(left);
  const other = new Map(entries(right));
  return own.length === other.size && own.every(([key, entry]) => other.has(key) && sameData(entry, other.get(key)));
}
