import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { inputClasses } from '../../../components/FormField';
import { Icon } from '../../../components/Icon';
import { cn } from '../../../lib/cn';

/**
 * The content pages' rich-text editor: Tiptap (ProseMirror) with the storefront's own typography
 * (.prose), so what the editor sees is what visitors see. It writes plain HTML — paragraphs, headings, bold,
 * italic, underline, lists, quotes, links — which the server sanitises on save. An HTML view edits the source
 * for what the toolbar does not make (tables, images); a page holding such elements opens in that view, so
 * the visual editor never drops them unasked. Lives in the back office's chunk only.
 */

/** What the visual editor keeps: tags and, per tag, attributes. Anything else it would drop on the next save. */
const KEPT: Record<string, readonly string[]> = {
  p: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  strike: [],
  del: [],
  code: [],
  pre: [],
  blockquote: [],
  ul: [],
  ol: [],
  li: [],
  br: [],
  hr: [],
  a: ['href', 'target', 'rel', 'title'],
};

const TAG_NAMES: Record<string, string> = {
  table: 'tablo',
  img: 'görsel',
  figure: 'görsel',
  span: 'span',
  sub: 'alt simge',
  sup: 'üst simge',
  div: 'div',
};

/** The elements and attributes of `html` the visual editor would lose, named in Turkish; none: []. */
export function lostInVisualEditor(html: string): string[] {
  if (!html.trim()) return [];
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const lost = new Set<string>();
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    const kept = KEPT[tag];
    if (!kept) {
      if (!['thead', 'tbody', 'tr', 'td', 'th', 'figcaption', 'caption'].includes(tag)) {
        lost.add(TAG_NAMES[tag] ?? `<${tag}>`);
      }
      continue;
    }
    for (const attr of Array.from(el.attributes)) {
      if (!kept.includes(attr.name)) lost.add(attr.name === 'class' ? 'CSS sınıfı' : `${attr.name} özniteliği`);
    }
  }
  return [...lost];
}

/** The editor's HTML, '' for an empty document (Tiptap writes <p></p>). */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

interface ToolbarButtonProps {
  label: string;
  icon?: string;
  text?: string;
  pressed?: boolean;
  disabled?: boolean;
  shortcut?: string;
  className?: string;
  tabIndex: number;
  onClick(): void;
  onFocus(): void;
}

function ToolbarButton({
  label,
  icon,
  text,
  pressed,
  disabled,
  shortcut,
  className,
  tabIndex,
  onClick,
  onFocus,
}: ToolbarButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-pressed={pressed}
      // aria-disabled, not disabled: the button stays in the toolbar's arrow-key order (WAI-ARIA toolbar).
      aria-disabled={disabled || undefined}
      tabIndex={tabIndex}
      onClick={() => !disabled && onClick()}
      onFocus={onFocus}
      className={cn(
        'inline-flex h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold text-slate-700 lg:h-9 lg:min-w-9',
        'hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600',
        'aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent',
        pressed && 'bg-blue-100 text-blue-900 hover:bg-blue-200',
        className,
      )}
    >
      {icon && <Icon name={icon} />}
      {text && <span className={icon ? 'ml-1.5' : undefined}>{text}</span>}
    </button>
  );
}

interface RichTextEditorProps {
  /** The HTML the editor starts from; later changes come from the editor itself. */
  initialHtml: string;
  onChange(html: string): void;
  /** The field's visible name. */
  label: string;
  /** The server's message for the field, shown under it and linked to it. */
  error?: string;
}

export function RichTextEditor({ initialHtml, onChange, label, error }: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [lost] = useState(() => lostInVisualEditor(initialHtml));
  const [source, setSource] = useState<string | null>(() => (lost.length ? initialHtml : null));
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkHref, setLinkHref] = useState('');
  const [focusIndex, setFocusIndex] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const linkInputId = `${id}-link`;

  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  const attributes = (invalid: boolean) => ({
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    'aria-describedby': invalid ? `${hintId} ${errorId}` : hintId,
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: 'prose min-h-72 max-w-none px-4 py-3 focus:outline-none',
  });

  const editor = useEditor({
    immediatelyRender: true,
    extensions: [
      StarterKit.configure({
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto', 'tel'],
          // A link opens in the same tab unless the editor chose otherwise in the HTML view.
          HTMLAttributes: { target: null, rel: null, class: null },
        },
      }),
    ],
    content: source === null ? initialHtml : '',
    editorProps: { attributes: attributes(Boolean(error)) },
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
  });

  // The server's message arrives after the editor was made: its area is described and marked by it then.
  const invalid = Boolean(error);
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: attributes(invalid) } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids are stable; only the error's presence changes
  }, [editor, invalid]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  const visual = source === null;

  function openLink() {
    setLinkHref(state.href || 'https://');
    setLinkOpen(true);
    // The field appears on the next render; focus it then.
    requestAnimationFrame(() => document.getElementById(linkInputId)?.focus());
  }
  function applyLink() {
    const href = linkHref.trim();
    if (!href || href === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href }).run();
    setLinkOpen(false);
  }
  function toggleSource() {
    if (visual) {
      setLinkOpen(false);
      setSource(htmlOf(editor));
    } else {
      // The first switch (a page opened in the HTML view) is no step to undo: undo would empty the editor.
      editor.chain().setMeta('addToHistory', editor.can().undo()).setContent(source, { emitUpdate: false }).run();
      onChange(htmlOf(editor));
      setSource(null);
      requestAnimationFrame(() => editor.commands.focus());
    }
  }

  const sourceButton = {
    label: 'HTML kaynağı',
    icon: 'fa-solid fa-code',
    text: 'HTML',
    pressed: !visual,
    className: 'ml-auto',
    onClick: toggleSource,
  };
  const buttons: Omit<ToolbarButtonProps, 'tabIndex' | 'onFocus'>[] = visual
    ? [
        {
          label: 'Kalın',
          icon: 'fa-solid fa-bold',
          pressed: state.bold,
          shortcut: 'Ctrl+B',
          onClick: () => chain().toggleBold().run(),
        },
        {
          label: 'İtalik',
          icon: 'fa-solid fa-italic',
          pressed: state.italic,
          shortcut: 'Ctrl+I',
          onClick: () => chain().toggleItalic().run(),
        },
        {
          label: 'Altı çizili',
          icon: 'fa-solid fa-underline',
          pressed: state.underline,
          shortcut: 'Ctrl+U',
          onClick: () => chain().toggleUnderline().run(),
        },
        {
          label: 'Başlık (H2)',
          text: 'H2',
          pressed: state.h2,
          onClick: () => chain().toggleHeading({ level: 2 }).run(),
        },
        {
          label: 'Alt başlık (H3)',
          text: 'H3',
          pressed: state.h3,
          onClick: () => chain().toggleHeading({ level: 3 }).run(),
        },
        {
          label: 'Madde işaretli liste',
          icon: 'fa-solid fa-list-ul',
          pressed: state.bulletList,
          onClick: () => chain().toggleBulletList().run(),
        },
        {
          label: 'Numaralı liste',
          icon: 'fa-solid fa-list-ol',
          pressed: state.orderedList,
          onClick: () => chain().toggleOrderedList().run(),
        },
        {
          label: 'Alıntı',
          icon: 'fa-solid fa-quote-right',
          pressed: state.blockquote,
          onClick: () => chain().toggleBlockquote().run(),
        },
        {
          label: 'Bağlantı',
          icon: 'fa-solid fa-link',
          pressed: state.link,
          onClick: openLink,
        },
        {
          label: 'Geri al',
          icon: 'fa-solid fa-rotate-left',
          disabled: !state.canUndo,
          shortcut: 'Ctrl+Z',
          onClick: () => chain().undo().run(),
        },
        {
          label: 'Yinele',
          icon: 'fa-solid fa-rotate-right',
          disabled: !state.canRedo,
          shortcut: 'Ctrl+Y',
          onClick: () => chain().redo().run(),
        },
        sourceButton,
      ]
    : [sourceButton];
  const active = Math.min(focusIndex, buttons.length - 1);

  /** Arrow keys, Home and End move along the toolbar; Tab leaves it (one stop, WAI-ARIA toolbar pattern). */
  function onToolbarKey(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: buttons.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + buttons.length) % buttons.length;
    setFocusIndex(index);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
  }

  const sourceLost = visual ? [] : lostInVisualEditor(source);

  return (
    <div>
      <span id={labelId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </span>
      <div
        className={cn(
          'overflow-hidden rounded-lg border bg-white shadow-xs focus-within:ring-4',
          error
            ? 'border-red-400 focus-within:border-red-500 focus-within:ring-red-100'
            : 'border-slate-300 focus-within:border-blue-600 focus-within:ring-blue-100',
        )}
      >
        <div
          ref={toolbarRef}
          role="toolbar"
          aria-label={`${label}: biçimlendirme`}
          aria-controls={visual ? undefined : `${id}-source`}
          onKeyDown={onToolbarKey}
          className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
        >
          {buttons.map((b, i) => (
            <ToolbarButton key={b.label} {...b} tabIndex={i === active ? 0 : -1} onFocus={() => setFocusIndex(i)} />
          ))}
        </div>
        {visual && linkOpen && (
          <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 bg-white p-2">
            <div className="min-w-0 flex-1 basis-56">
              <label htmlFor={linkInputId} className="mb-1 block text-xs font-medium text-slate-700">
                Bağlantı adresi (https://…, /spa/… ya da mailto:)
              </label>
              <input
                id={linkInputId}
                type="url"
                value={linkHref}
                onChange={(e) => setLinkHref(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    applyLink();
                  } else if (e.key === 'Escape') {
                    e.preventDefault();
                    setLinkOpen(false);
                    editor.commands.focus();
                  }
                }}
                className={inputClasses(false, 'h-10')}
              />
            </div>
            <Button size="sm" onClick={applyLink}>
              Uygula
            </Button>
            {state.link && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  chain().extendMarkRange('link').unsetLink().run();
                  setLinkOpen(false);
                }}
              >
                Bağlantıyı kaldır
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setLinkOpen(false);
                editor.commands.focus();
              }}
            >
              Vazgeç
            </Button>
          </div>
        )}
        {visual ? (
          <EditorContent editor={editor} />
        ) : (
          <textarea
            id={`${id}-source`}
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            value={source}
            spellCheck={false}
            onChange={(e) => {
              setSource(e.target.value);
              onChange(e.target.value);
            }}
            className="block min-h-72 w-full resize-y border-0 px-4 py-3 font-mono text-sm text-slate-900 focus:outline-none"
          />
        )}
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        {visual
          ? 'Kaydedince betikler, olay öznitelikleri ve stiller temizlenir; mağazada burada görünen biçim gösterilir.'
          : 'HTML kaynağı: kaydedince betikler, olay öznitelikleri ve stiller temizlenir.'}
      </p>
      {!visual && sourceLost.length > 0 && (
        <Alert tone="warning" className="mt-2">
          Bu içerikte görsel düzenleyicinin tutmadığı öğeler var ({sourceLost.join(', ')}). HTML kaynağında düzenleyin;
          görsel düzenleyiciye geçerseniz bu öğeler silinir.
        </Alert>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-center gap-1.5 text-sm text-red-600">
          <Icon name="fa-solid fa-circle-exclamation" className="text-xs" />
          {error}
        </p>
      )}
    </div>
  );
}
