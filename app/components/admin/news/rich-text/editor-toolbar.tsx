import { type Editor, useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Redo2,
  Undo2,
  Unlink,
} from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';

// The formatting toolbar (WAI-ARIA toolbar pattern): one Tab stop, arrow keys move between
// buttons, toggles report aria-pressed. Unavailable buttons stay focusable with aria-disabled so
// the Tab stop never disappears (undo is unavailable until something is typed).

interface Tool {
  label: string;
  icon: LucideIcon;
  run: () => void;
  pressed?: boolean;
  disabled?: boolean;
  /** Starts a new group (a thin divider before it). */
  group?: boolean;
}

function useToolState(editor: Editor | null) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
      undo: e?.can().undo() ?? false,
      redo: e?.can().redo() ?? false,
    }),
  });
}

export function EditorToolbar({
  editor,
  onLink,
  onImage,
}: {
  editor: Editor | null;
  onLink: () => void;
  onImage: () => void;
}) {
  const state = useToolState(editor);
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chain = () => editor?.chain().focus();

  const tools: Tool[] = [
    {
      label: 'Heading 2',
      icon: Heading2,
      pressed: state?.h2,
      run: () => chain()?.toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'Heading 3',
      icon: Heading3,
      pressed: state?.h3,
      run: () => chain()?.toggleHeading({ level: 3 }).run(),
    },
    { label: 'Bold', icon: Bold, pressed: state?.bold, group: true, run: () => chain()?.toggleBold().run() },
    { label: 'Italic', icon: Italic, pressed: state?.italic, run: () => chain()?.toggleItalic().run() },
    {
      label: 'Bullet list',
      icon: List,
      pressed: state?.bullets,
      group: true,
      run: () => chain()?.toggleBulletList().run(),
    },
    {
      label: 'Numbered list',
      icon: ListOrdered,
      pressed: state?.numbers,
      run: () => chain()?.toggleOrderedList().run(),
    },
    { label: 'Link', icon: Link2, pressed: state?.link, group: true, run: onLink },
    {
      label: 'Remove link',
      icon: Unlink,
      disabled: !state?.link,
      run: () => chain()?.extendMarkRange('link').unsetLink().run(),
    },
    { label: 'Insert image', icon: ImagePlus, run: onImage },
    { label: 'Undo', icon: Undo2, disabled: !state?.undo, group: true, run: () => chain()?.undo().run() },
    { label: 'Redo', icon: Redo2, disabled: !state?.redo, run: () => chain()?.redo().run() },
  ];

  const move = (event: KeyboardEvent) => {
    const count = tools.length;
    const next = {
      ArrowRight: (current + 1) % count,
      ArrowLeft: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      onKeyDown={move}
      className="flex flex-wrap items-center gap-0.5 border-b border-neutral-300 bg-neutral-50 p-1"
    >
      {tools.map((tool, i) => (
        <span key={tool.label} className="contents">
          {tool.group ? <span aria-hidden className="mx-1 h-6 w-px bg-neutral-300" /> : null}
          <button
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            tabIndex={i === current ? 0 : -1}
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
            aria-disabled={tool.disabled || !editor || undefined}
            // Keeps the editor's selection: the command runs on what the admin had selected.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setCurrent(i)}
            onClick={() => {
              if (!tool.disabled && editor) tool.run();
            }}
            className="inline-flex size-9 items-center justify-center rounded text-charcoal hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-brand aria-disabled:cursor-not-allowed aria-disabled:text-neutral-400 aria-disabled:hover:bg-transparent aria-pressed:bg-charcoal aria-pressed:text-white"
          >
            <tool.icon aria-hidden className="size-4" />
          </button>
        </span>
      ))}
    </div>
  );
}
