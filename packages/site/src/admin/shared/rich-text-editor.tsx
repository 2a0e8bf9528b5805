import type { UploadedImage } from "@app/core";
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Columns3,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Package,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { cx } from "../../lib/class-names";
import { ProductBoxNode, ProductPickerPanel, ProductTableNode } from "./product-blocks-editor";
import { PictureFileInput, useImageUpload } from "./use-image-upload";

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

const TOOL =
  "inline-flex size-8 items-center justify-center rounded-md outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring";

/** A link's address as the server keeps it (http(s), mailto or a site path); anything else is refused here first. */
const linkHref = (text: string): string | null => {
  const value = text.trim();
  if (value === "") return null;
  if (/^(https?:\/\/|mailto:)/i.test(value) || /^\/(?!\/)/.test(value)) return value;
  if (/^[\w-]+(\.[\w-]+)+(\/|$)/.test(value)) return `https://${value}`;
  return null;
};

/** The toolbar's product blocks (product-blocks-editor.tsx): each opens its picker. */
const PRODUCT_TOOLS = [
  {
    kind: "box",
    label: "Insert product box",
    title: "Product box: a catalogue product with its live price and shop link",
    icon: Package,
  },
  {
    kind: "table",
    label: "Insert comparison table",
    title: "Comparison table: 2 to 5 catalogue products side by side",
    icon: Columns3,
  },
] as const;

type Panel = { kind: "link" } | { kind: "image"; image: UploadedImage } | { kind: "box" } | { kind: "table" } | null;

function Toolbar({ editor, onImage, products }: { editor: Editor; onImage?: boolean; products?: boolean }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => [...ACTIONS.map((a) => a.active?.(e) ?? false), e.isActive("link")],
  });
  const [panel, setPanel] = useState<Panel>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useImageUpload("inline", (image) => setPanel({ kind: "image", image }));
  return (
    <div className="border-b bg-muted/40">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-0.5 p-1">
        {ACTIONS.map((action, i) => (
          <button
            key={action.label}
            type="button"
            title={`${action.label} (${action.shortcut})`}
            aria-label={action.label}
            aria-pressed={action.active ? active[i] : undefined}
            onClick={() => action.run(editor)}
            className={cx(TOOL, active[i] ? "bg-secondary text-secondary-foreground" : "text-muted-foreground")}
          >
            <action.icon className="size-4" aria-hidden="true" />
          </button>
        ))}
        <button
          type="button"
          title="Link (select text first)"
          aria-label="Link"
          aria-pressed={active[ACTIONS.length]}
          aria-expanded={panel?.kind === "link"}
          onClick={() => setPanel(panel?.kind === "link" ? null : { kind: "link" })}
          className={cx(TOOL, active[ACTIONS.length] ? "bg-secondary text-secondary-foreground" : "text-muted-foreground")}
        >
          <Link2 className="size-4" aria-hidden="true" />
        </button>
        {onImage ? (
          <>
            <button
              type="button"
              title="Picture from your computer"
              aria-label="Insert picture"
              disabled={upload.isPending}
              onClick={() => fileInput.current?.click()}
              className={cx(TOOL, "text-muted-foreground")}
            >
              {upload.isPending ? <Spinner /> : <ImagePlus className="size-4" aria-hidden="true" />}
            </button>
            <PictureFileInput inputRef={fileInput} label="Picture to insert" onFile={(file) => upload.mutate(file)} />
          </>
        ) : null}
        {products
          ? PRODUCT_TOOLS.map((tool) => (
              <button
                key={tool.kind}
                type="button"
                title={tool.title}
                aria-label={tool.label}
                aria-expanded={panel?.kind === tool.kind}
                onClick={() => setPanel(panel?.kind === tool.kind ? null : { kind: tool.kind })}
                className={TOOL}
              >
                <tool.icon className="size-4" aria-hidden="true" />
              </button>
            ))
          : null}
      </div>
      {panel?.kind === "link" ? <LinkPanel editor={editor} onDone={() => setPanel(null)} /> : null}
      {panel?.kind === "box" || panel?.kind === "table" ? (
        <ProductPickerPanel key={panel.kind} editor={editor} kind={panel.kind} onDone={() => setPanel(null)} />
      ) : null}
      {panel?.kind === "image" ? <ImagePanel editor={editor} image={panel.image} onDone={() => setPanel(null)} /> : null}
    </div>
  );
}

/** The address of the selected text's link: set, changed or removed. */
function LinkPanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [href, setHref] = useState(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const [error, setError] = useState<string | null>(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const value = linkHref(href);
    if (!value) {
      setError("Enter a web address (https://…), a mailto: address or a site path (/blog/…)");
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    // With nothing selected, the address itself becomes the linked text.
    if (editor.state.selection.empty && !editor.isActive("link"))
      chain.insertContent({ type: "text", text: value, marks: [{ type: "link", attrs: { href: value } }] }).run();
    else chain.setLink({ href: value }).run();
    onDone();
  };
  return (
    <div role="group" aria-label="Link" className="flex flex-wrap items-start gap-2 border-t p-2">
      <div className="grid min-w-56 flex-1 gap-1">
        <Input
          autoFocus
          aria-label="Link address"
          aria-invalid={error ? true : undefined}
          placeholder="https://… or /blog/…"
          value={href}
          onChange={(e) => {
            setHref(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") apply(e);
            if (e.key === "Escape") onDone();
          }}
        />
        {error ? <p className="text-xs text-destructive">{error}</p> : null}
      </div>
      <Button type="button" size="sm" onClick={apply}>
        Apply link
      </Button>
      {editor.isActive("link") ? (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => {
            editor.chain().focus().extendMarkRange("link").unsetLink().run();
            onDone();
          }}
        >
          Remove link
        </Button>
      ) : null}
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        Cancel
      </Button>
    </div>
  );
}

/**
 * An uploaded picture, with the text that describes it to those who cannot see it, put in at the cursor: after a
 * selection, never in its place (the upload takes a while; text still selected, from a link just made, was lost).
 */
function ImagePanel({ editor, image, onDone }: { editor: Editor; image: UploadedImage; onDone: () => void }) {
  const [alt, setAlt] = useState("");
  const insert = () => {
    editor
      .chain()
      .focus()
      .setTextSelection(editor.state.selection.to)
      .setImage({ src: image.url, alt: alt.trim(), width: image.width, height: image.height } as never)
      .run();
    onDone();
  };
  return (
    <div role="group" aria-label="Picture" className="flex flex-wrap items-center gap-2 border-t p-2">
      <img src={image.url} alt="" width={image.width} height={image.height} className="h-14 w-auto rounded border" />
      <Input
        autoFocus
        aria-label="Alt text"
        placeholder="Describe the picture"
        value={alt}
        onChange={(e) => setAlt(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            insert();
          }
        }}
        className="min-w-48 flex-1"
      />
      <Button type="button" size="sm" onClick={insert}>
        Insert picture
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        Cancel
      </Button>
    </div>
  );
}

/**
 * One extension list for every editor, made once: `useEditor` compares its options on each render and,
 * when they differ (a new array each render would), resets the live editor's props and state after every
 * keystroke's re-render.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    // The server keeps http(s), mailto and site paths only (blog/sanitize.ts): the editor makes nothing else.
    link: { openOnClick: false, protocols: ["http", "https", "mailto"], defaultProtocol: "https" },
  }),
  // Pictures uploaded to our own store (the server drops any other host's); their size reserves their box.
  Image.extend({
    addAttributes() {
      return { ...this.parent?.(), width: { default: null }, height: { default: null } };
    },
  }).configure({ inline: false, allowBase64: false }),
  // Product boxes and comparison tables: references the server draws from live data (product-blocks-editor.tsx).
  ProductBoxNode,
  ProductTableNode,
];

/** Post body styles inside the editor (the public blog has its own, which the admin does not import). */
const PROSE =
  "min-h-72 [&_img]:my-3 [&_img]:h-auto [&_img]:max-h-72 [&_img]:w-auto [&_img]:max-w-full [&_img]:rounded-md [&_img.ProseMirror-selectednode]:ring-2 [&_img.ProseMirror-selectednode]:ring-ring max-w-none px-4 py-3 text-sm leading-relaxed outline-none [&_a]:text-brand [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:italic [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6";

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
  images = false,
  products = false,
  hint = "Type Markdown as you write: ## heading, - list, **bold**, *italic*, > quote. Select text and press Link to link it.",
}: {
  label: string;
  /** Offer pictures from the admin's computer (uploaded to our store, inserted with alt text). */
  images?: boolean;
  /** Offer product boxes and comparison tables of catalogue products. */
  products?: boolean;
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
        className={cx(
          "overflow-hidden rounded-md border bg-background focus-within:ring-2 focus-within:ring-ring",
          error && "border-destructive",
        )}
      >
        {editor ? <Toolbar editor={editor} onImage={images} products={products} /> : null}
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
