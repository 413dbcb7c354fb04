import { asc, eq } from 'drizzle-orm';
import { DESK_MESSAGES, type ReplyTemplate } from '#common/schemas/lead-desk';
import type { Db } from '../../db/client';
import { replyTemplates } from '../../db/schema';
import { NotFound } from '../../errors';

// The templates a reply starts from (docs/product.md §24): admins write them, anyone who works
// leads picks one; {name}, {machines} and {signature} are filled in on the lead (fillTemplate).

type TemplateInput = Omit<ReplyTemplate, 'id'>;

const columns = {
  id: replyTemplates.id,
  name: replyTemplates.name,
  subject: replyTemplates.subject,
  body: replyTemplates.body,
};

export async function listReplyTemplates(db: Db): Promise<ReplyTemplate[]> {
  return db.select(columns).from(replyTemplates).orderBy(asc(replyTemplates.name), asc(replyTemplates.id));
}

export async function createReplyTemplate(db: Db, input: TemplateInput): Promise<ReplyTemplate> {
  const [row] = await db.insert(replyTemplates).values(input).returning(columns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateReplyTemplate(db: Db, id: number, input: TemplateInput): Promise<ReplyTemplate> {
  const [row] = await db
    .update(replyTemplates)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(replyTemplates.id, id))
    .returning(columns);
  if (!row) throw new NotFound(DESK_MESSAGES.templateNotFound);
  return row;
}

export async function deleteReplyTemplate(db: Db, id: number): Promise<void> {
  const gone = await db
    .delete(replyTemplates)
    .where(eq(replyTemplates.id, id))
    .returning({ id: replyTemplates.id });
  if (gone.length === 0) throw new NotFound(DESK_MESSAGES.templateNotFound);
}
