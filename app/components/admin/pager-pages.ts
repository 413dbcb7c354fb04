/** "Showing X to Y of N results" numbers; 0 to 0 when empty. */
export function showingRange(page: number, perPage: number, total: number) {
  if (total === 0) return { from: 0, to: 0, total };
  const from = (page - 1) * perPage + 1;
  return { from, to: Math.min(total, page * perPage), total };
}
