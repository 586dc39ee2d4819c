/** `{ value, label }` options of a label table, in its order (the content screens' selects and filters). */
export function optionsOf<K extends string>(labels: Record<K, string>, order: readonly K[]): { value: K; label: string }[] {
  return order.map((value) => ({ value, label: labels[value] }));
}
