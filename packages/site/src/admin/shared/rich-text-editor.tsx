import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading2, Heading3, Italic, List, ListOrdered, Quote, Redo2, Undo2, type LucideIcon } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { cn } from "../../lib/cn";

interface ToolbarAction {
  label: string;
  icon: LucideIcon;
  /** Markdown typed at the start of a line or around words does the same. */
  shortcut: string;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
}

const ACTIONS: ToolbarAction[] = [
  { label: "Bold", icon: Bold, shortcut: "**text**", run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive("bold") },
  {
    label: "Italic",
    icon: Italic,
    shortcut: "*text*",
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive("italic"),
  },
  {
    label: "Heading",
    icon: Heading2,
    shortcut: "## ",
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive("heading", { level: 2 }),
  },
  {
    label: "Subheading",
    icon: Heading3,
    shortcut: "### ",
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive("heading", { level: 3 }),
  },
  {
    label: "Bulleted list",
    icon: List,
    shortcut: "- ",
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive("bulletList"),
  },
  {
    label: "Numbered list",
    icon: ListOrdered,
    shortcut: "1. ",
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive("orderedList"),
  },
  {
    label: "Quote",
    icon: Quote,
    shortcut: "> ",
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive("blockquote"),
  },
  { label: "Undo", icon: Undo2, shortcut: "Ctrl+Z", run: (e) => e.chain().focus().undo().run() },
  { label: "Redo", icon: Redo2, shortcut: "Ctrl+Shift+Z", run: (e) => e.chain().focus().redo().run() },
];

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({ editor, selector: ({ editor: e }) => ACTIONS.map((a) => a.active?.(e) ?? false) });
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-0.5 border-b bg-muted/40 p-1">
      {ACTIONS.map((action, i) => (
        <button
          key={action.label}
          type="button"
          title={`${action.label} (${action.shortcut})`}
          aria-label={action.label}
          aria-pressed={action.active ? active[i] : undefined}
          onClick={() => action.run(editor)}
          className={cn(
            "inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
            active[i] && "bg-secondary text-secondary-foreground",
          )}
        >
          <action.icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}

/**
 * One extension list for every editor, made once: `useEditor` compares its options on each render and,
 * when they differ (a new array each render would), resets the live editor's props and state after every
 * keystroke's re-render.
 */
const EXTENSIONS = [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } })];

/** Post body styles inside the editor (the public blog has its own, which the admin does not import). */
const PROSE =
  "min-h-72 max-w-none px-4 py-3 text-sm leading-relaxed outline-none [&_a]:text-brand [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:italic [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6";

/**
 * The post body editor (Tiptap, a ProseMirror rich-text editor): a formatting toolbar, and Markdown typed
 * as you write ("## " makes a heading, "- " a list, **bold**). Its HTML goes to the server, which
 * sanitizes it before storing (packages/server/src/blog/sanitize.ts); this editor is no guard.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  hint = "Type Markdown as you write: ## heading, - list, **bold**, *italic*, > quote.",
}: {
  label: string;
  /** The HTML to start from; later changes come from the editor itself. */
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  // The editor keeps the handler it was made with: it calls the latest `onChange` through this ref.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // The starting content only: the editor owns its document from then on.
  const [initialContent] = useState(value);
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        "aria-describedby": [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" "),
        ...(error ? { "aria-invalid": "true" } : {}),
        class: PROSE,
      },
    }),
    [id, error],
  );
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialContent,
    onUpdate: ({ editor: e }) => onChangeRef.current(e.isEmpty ? "" : e.getHTML()),
    editorProps,
  });
  return (
    <div data-slot="form-field" className="grid gap-2">
      <span id={`${id}-label`} className="text-sm font-medium leading-none">
        {label}
      </span>
      <div
        className={cn(
          "overflow-hidden rounded-md border bg-background focus-within:ring-2 focus-within:ring-ring",
          error && "border-destructive",
        )}
      >
        {editor ? <Toolbar editor={editor} /> : null}
        <EditorContent editor={editor} />
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
