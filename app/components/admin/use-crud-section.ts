import { useState } from 'react';
import type { Paginated } from '#common/schemas/pagination';
import { failureText, useAdminList, useAdminMutation } from './admin-api';
import { useConfirm } from './confirm-dialog';
import { useStatusMessage } from './status-message';
import { useEditorLink } from './use-editor-link';
import { useListState } from './use-list-state';

// What every admin list section shares (docs/product.md §4–§6): the paged list, the status banner,
// which record the add/edit/view modal is open for, and delete after confirmation. A section
// supplies its resource and the product's texts; its table and editor stay its own.

/** What the modal is open for; a new record may come with its parent (a variant's product). */
export type EditorTarget<T> = { mode: 'create'; parentId?: number } | { mode: 'edit' | 'view'; record: T };

/** A target opened from the address (use-editor-link.ts), and how to forget it. */
export interface EditorLink<T> {
  target: EditorTarget<T> | null;
  clear: () => void;
}

export interface CrudTexts<T> {
  confirmTitle: (record: T) => string;
  /** Confirm dialog body (docs/product.md §5). */
  confirmDelete: string;
  confirmLabel?: string;
  deleted: string;
  deleteFailed: string;
  fetchFailed: string;
}

export interface CrudOptions<T> {
  /** GET /api/admin/{resource} lists it, DELETE /api/admin/{resource}/{id} deletes. */
  resource: string;
  texts: CrudTexts<T>;
  /** The search waits for Enter instead of applying what is typed. */
  applyOnEnter?: boolean;
  /** The list's body when the server wraps it (news: `{ data: page }`). */
  readList?: (body: unknown) => Paginated<T>;
  deletePath?: (id: number) => string;
  /** How long the saved and deleted messages stay, where docs/product.md §6.2 makes them "success alerts". */
  alertMs?: { saved?: number; deleted?: number };
  /** Failures add the server's reason, except where docs/product.md §6.2 gives a fixed text. */
  withReason?: boolean;
  /** A failed delete as the banner's error, or as the "Delete Failed" alert to acknowledge. */
  deleteFailure?: 'banner' | 'dialog';
  /** The record out of GET /admin/{resource}/{id} where the route wraps it (`{data}`), for ?edit=<id>. */
  readRecord?: (body: unknown) => T;
}

const linkedKey = <T extends { id: number }>(target: EditorTarget<T>) =>
  target.mode === 'create' ? `new-${target.parentId ?? ''}` : `${target.mode}-${target.record.id}`;

export function useCrudSection<T extends { id: number }>(options: CrudOptions<T>) {
  const { resource, texts, alertMs, withReason = true } = options;
  const link = useEditorLink<T>(resource, options.readRecord);
  const failed = (error: unknown, text: string) => (withReason ? failureText(error, text) : text);
  const list = useListState({ applyOnEnter: options.applyOnEnter });
  const query = useAdminList<T>(resource, list.params, options.readList);
  const status = useStatusMessage();
  const { confirm, dialog } = useConfirm();
  const [picked, setPicked] = useState<{ target: EditorTarget<T>; key: number } | null>(null);
  const [opened, setOpened] = useState(0);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useAdminMutation((id: number) => ({
    path: options.deletePath?.(id) ?? `/admin/${resource}/${id}`,
    method: 'DELETE',
  }));

  // Deleting the last row of the last page would leave an empty page behind: show the page that
  // now is last, once the answer is for the page asked for (not the one kept while it loads).
  const answer = query.data;
  if (answer && !query.isPlaceholderData && list.page > answer.last_page) list.setPage(answer.last_page);

  // A new key per opening gives the editor a fresh form.
  const open = (target: EditorTarget<T>) => {
    setPicked({ target, key: opened + 1 });
    setOpened(opened + 1);
  };
  const close = () => {
    setPicked(null);
    link.clear();
  };
  const target = picked?.target ?? link.target ?? null;

  const onDelete = async (record: T) => {
    const ok = await confirm({
      title: texts.confirmTitle(record),
      description: texts.confirmDelete,
      confirmLabel: texts.confirmLabel ?? 'Delete',
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(record.id);
      status.show('success', texts.deleted, alertMs?.deleted);
    } catch (error) {
      const text = failed(error, texts.deleteFailed);
      if (options.deleteFailure === 'dialog') setDeleteError(text);
      else status.show('error', text);
    }
  };

  return {
    list,
    rows: answer?.data,
    /** The answer on screen: the table keeps it while the next page or size loads. */
    shown: answer,
    lastPage: answer?.last_page ?? 1,
    loading: query.isPending,
    failure: query.isError ? failed(query.error, texts.fetchFailed) : null,
    /** Why the record the address names could not be opened. */
    linkFailure: link.error ? failureText(link.error, texts.fetchFailed) : null,
    retry: () => void query.refetch(),
    status,
    confirmDialog: dialog,
    deleteError,
    clearDeleteError: () => setDeleteError(null),
    editor: { target, key: picked ? `picked-${picked.key}` : target ? `linked-${linkedKey(target)}` : '' },
    open,
    close,
    onSaved: (message: string) => {
      close();
      status.show('success', message, alertMs?.saved);
    },
    onDelete,
    deletingId: remove.isPending ? remove.variables : undefined,
  };
}
