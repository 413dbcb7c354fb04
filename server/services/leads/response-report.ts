import { type SQL, sql } from 'drizzle-orm';
import type { LeadKind } from '#common/constants';
import { seesOnlyOwnLeads } from '#common/permissions';
import { NO_RESPONSE_FIGURES, type ResponseFigures, type ResponseTimes } from '#common/schemas/lead-desk';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { AuthUser } from '../auth';

// The response-time figures (docs/product.md §24): over the leads that arrived in the last 7, 30
// or 90 days, spam left out, how many were answered, the median and 90th percentile of the
// business minutes to the first response (stored with it, respond.ts), and the share answered by
// the due time; and the unanswered open leads past due now, whenever they came. PostgreSQL does
// the arithmetic: one scan of the period's leads (and today's overdue ones) grouped four ways at
// once (GROUPING SETS), and one look at the overdue index for the list.

const DAY_MS = 24 * 3600_000;
/** The sources shown: the pages with the most leads. */
const TOP_SOURCES = 20;
/** The overdue leads listed, most overdue first. */
const OVERDUE_LIST = 50;
const UNKNOWN_SOURCE = '(unknown)';
const UNASSIGNED = 'Unassigned';

interface FigureRow {
  leads: number;
  answered: number;
  median_minutes: number | null;
  p90_minutes: number | null;
  within_target_pct: number | null;
  overdue_now: number;
}
interface GroupedRow extends FigureRow {
  /** Which grouping set the row belongs to: overall, user, kind or source. */
  set: 'overall' | 'user' | 'kind' | 'source';
  user_id: number | null;
  user_name: string | null;
  kind: string | null;
  page: string | null;
}

const figuresOf = (r: FigureRow): ResponseFigures => ({
  leads: Number(r.leads),
  answered: Number(r.answered),
  median_minutes: r.median_minutes === null ? null : Number(r.median_minutes),
  p90_minutes: r.p90_minutes === null ? null : Number(r.p90_minutes),
  // With no lead of the period in the group (only an older overdue one) there is no share.
  within_target_pct:
    Number(r.leads) === 0 || r.within_target_pct === null ? null : Number(r.within_target_pct),
  overdue_now: Number(r.overdue_now),
});

export async function responseTimes(
  db: Db,
  days: number,
  by: AuthUser,
  now = new Date(),
): Promise<ResponseTimes> {
  const since = new Date(now.getTime() - days * DAY_MS);
  // A sales rep's own figures: the leads assigned to them (not the unassigned ones they may take).
  const own: SQL = seesOnlyOwnLeads(by.role) ? sql`and l.assignee_id = ${by.id}` : sql``;
  const inPeriod = sql`l.created_at >= ${since}`;
  const overdue = sql`l.first_response_at is null and l.status <> 'closed' and l.due_at <= ${now}`;
  const periodOnly = (agg: SQL) => sql`${agg} filter (where ${inPeriod})`;
  // The share within target is of the leads that can be judged: answered, closed, or past due. One
  // still open inside its time is neither a success nor a failure yet; one without a due time
  // (stored before the clock existed) never is.
  const judged = sql`l.due_at is not null and not (l.first_response_at is null and l.status <> 'closed' and l.due_at > ${now})`;
  const grouped = rowsOf<GroupedRow>(
    await db.execute(sql`
      select
        case when grouping(l.assignee_id) = 0 then 'user'
             when grouping(l.kind) = 0 then 'kind'
             when grouping(l.page) = 0 then 'source'
             else 'overall' end as set,
        l.assignee_id as user_id, min(u.name) as user_name, l.kind, l.page,
        ${periodOnly(sql`count(*)`)}::int as leads,
        ${periodOnly(sql`count(l.first_response_at)`)}::int as answered,
        round(${periodOnly(sql`percentile_cont(0.5) within group (order by l.response_minutes)`)})::int as median_minutes,
        round(${periodOnly(sql`percentile_cont(0.9) within group (order by l.response_minutes)`)})::int as p90_minutes,
        round(100.0 * count(*) filter (where ${inPeriod} and l.first_response_at <= l.due_at)
          / nullif(count(*) filter (where ${inPeriod} and ${judged}), 0), 1)::float8 as within_target_pct,
        count(*) filter (where ${overdue})::int as overdue_now
      from leads l
      left join users u on u.id = l.assignee_id
      where (${inPeriod} or (${overdue}))
        and l.close_reason is distinct from 'spam'
        ${own}
      group by grouping sets ((), (l.assignee_id), (l.kind), (l.page))
    `),
  );
  const of = (set: GroupedRow['set']) => grouped.filter((r) => r.set === set);
  const overall = of('overall')[0];
  /** Most leads first, then most overdue, then by name: the same order on every call. */
  const byCount =
    <T extends ResponseFigures>(label: (row: T) => string) =>
    (a: T, b: T) =>
      b.leads - a.leads || b.overdue_now - a.overdue_now || label(a).localeCompare(label(b));

  const overdueRows = rowsOf<{
    id: number;
    name: string;
    kind: string;
    due_at: Date | string;
    user_id: number | null;
    user_name: string | null;
  }>(
    await db.execute(sql`
      select l.id, l.name, l.kind, l.due_at, u.id as user_id, u.name as user_name
      from leads l left join users u on u.id = l.assignee_id
      where ${overdue} ${own}
      order by l.due_at asc, l.id asc
      limit ${OVERDUE_LIST}
    `),
  );

  return {
    days,
    overall: overall ? figuresOf(overall) : NO_RESPONSE_FIGURES,
    by_user: of('user')
      .map((r) => ({
        ...figuresOf(r),
        user_id: r.user_id,
        name: r.user_id === null ? UNASSIGNED : (r.user_name ?? UNASSIGNED),
      }))
      .sort(byCount((r) => r.name)),
    by_kind: of('kind')
      .map((r) => ({ ...figuresOf(r), kind: r.kind as LeadKind }))
      .sort(byCount((r) => r.kind)),
    by_source: of('source')
      .map((r) => ({ ...figuresOf(r), page: r.page ?? UNKNOWN_SOURCE }))
      .sort(byCount((r) => r.page))
      .slice(0, TOP_SOURCES),
    overdue: overdueRows.map((r) => ({
      id: r.id,
      name: r.name,
      kind: r.kind as LeadKind,
      due_at: new Date(r.due_at).toISOString(),
      assignee: r.user_id === null ? null : { id: r.user_id, name: r.user_name ?? '' },
    })),
  };
}
