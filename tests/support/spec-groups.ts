// The specification grid's groups, written compactly in the tests that build or expect them.

/** A group of the specification grid: its category and [key, value] rows. */
export const specGroup = (category: string, ...rows: [string, string][]) => ({
  category,
  specifications: rows.map(([key, value]) => ({ key, value })),
});
