// A closed set of values that people see by name, written once: the labels object in the order the
// values go (an enum's order, a menu's, a week's); the values are its keys, so the list and its
// labels cannot drift apart (common/lead-kinds.ts derives LEAD_KINDS the same way).

/** `values`: the keys in order, for `z.enum` and loops; `labels`: each value's name. */
export function labelled<const Labels extends Record<string, string>>(labels: Labels) {
  type Value = keyof Labels & string;
  return {
    values: Object.keys(labels) as [Value, ...Value[]],
    labels: labels as Record<Value, string>,
  };
}
