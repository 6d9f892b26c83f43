export { nextStep } from '../../../lib/evaluation';

/** Lookup candidates grouped by person (`def_spn`), in the order they came. */
export function groupBySpn<T extends { def_spn: string }>(cases: T[]): T[][] {
  const map = new Map<string, T[]>();
  for (const c of cases) {
    const list = map.get(c.def_spn);
    if (list) list.push(c);
    else map.set(c.def_spn, [c]);
  }
  return [...map.values()];
}
