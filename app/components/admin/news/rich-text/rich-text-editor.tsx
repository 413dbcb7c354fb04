import { EditorContent, useEditor } from '@tiptap/react';
import { type Ref, useId, useImperativeHandle, useMemo, useState } from 'react';
import { FieldError, RequiredMark } from '#app/components/ui/field';
import { EditorToolbar } from './editor-toolbar';
import { newsEditorExtensions } from './extensions';
import { ImageDialog, type InsertedImage } from './image-dialog';
import { LinkDialog } from './link-dialog';

// The article body editor (Tiptap). Admins format with the toolbar and never see HTML; the value
// is the editor's HTML, '' when empty so the schema's "Content is required" applies.
// Created after mount (immediatelyRender: false): the admin route is rendered on the server too,
// and nothing here may touch the DOM before the browser runs it. Tiptap's own <style> injection
// is off because the site's CSP forbids inline style elements; the few rules it needs are below.

const EDITABLE = [
  'prose relative min-h-64 max-w-none px-3 py-2 whitespace-pre-wrap break-words focus:outline-none',
  '[&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-brand',
  '[&_.ProseMirror-gapcursor]:pointer-events-none [&_.ProseMirror-gapcursor]:absolute',
  '[&_.ProseMirror-gapcursor]:w-5 [&_.ProseMirror-gapcursor]:border-t-2 [&_.ProseMirror-gapcursor]:border-charcoal',
].join(' ');

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  /** Lets react-hook-form put the cursor here when this field fails validation. */
  focusRef?: Ref<{ focus: () => void }>;
}

export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  focusRef,
}: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const [extensions] = useState(newsEditorExtensions);

  // Read once: later changes come from the editor itself.
  const [initialContent] = useState(value);
  // Stable objects: useEditor re-applies its options whenever one of them changes identity.
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        class: EDITABLE,
      },
    }),
    [labelId, errorId, required, error],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    immediatelyRender: false,
    injectCSS: false,
    editorProps,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  });

  useImperativeHandle(focusRef, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  const applyLink = (url: string) => {
    setDialog(null);
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    else chain.setLink({ href: url }).run();
  };

  const insertImage = ({ url, alt, width, height }: InsertedImage) => {
    setDialog(null);
    editor?.chain().focus().setImage({ src: url, alt, width, height }).run();
  };

  return (
    <div>
      <span id={labelId} className="mb-1 block text-sm font-medium text-charcoal">
        {label}
        {required ? <RequiredMark /> : null}
      </span>
      <div
        className={`overflow-hidden rounded-md border bg-white shadow-sm focus-within:outline-2 focus-within:outline-brand ${
          error ? 'border-red-600' : 'border-neutral-300'
        }`}
      >
        <EditorToolbar editor={editor} onLink={() => setDialog('link')} onImage={() => setDialog('image')} />
        <EditorContent editor={editor} className="min-h-64" />
      </div>
      <FieldError id={errorId} error={error} />
      <LinkDialog
        open={dialog === 'link'}
        initialUrl={dialog === 'link' ? (editor?.getAttributes('link').href ?? '') : ''}
        onApply={applyLink}
        onRemove={() => {
          setDialog(null);
          editor?.chain().focus().extendMarkRange('link').unsetLink().run();
        }}
        onClose={() => setDialog(null)}
      />
      <ImageDialog open={dialog === 'image'} onInsert={insertImage} onClose={() => setDialog(null)} />
    </div>
  );
}
