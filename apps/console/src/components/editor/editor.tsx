import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useState } from 'react';
import type { EditorHandle } from './editor-handle';
import { jumpTo } from './editor-jump';
import { tidyEditorHtml } from './tidy-html';
import * as css from './editor.css';

/** What the website may render but this editor cannot keep (a figure's caption becomes a paragraph…). */
const unsupportedKinds: Array<[string, string]> = [
  ['figure', '그림 설명'],
  ['mark, sub, sup', '강조 표시·위첨자·아래첨자'],
];
function unsupportedIn(html: string): string[] {
  if (!html || !/<(figure|mark|sub|sup)\b/i.test(html)) return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return unsupportedKinds.filter(([selector]) => doc.body.querySelector(selector)).map(([, name]) => name);
}

export interface RichTextEditorProps {
  /** The HTML to start from; remount (a `key`) to load another. */
  initialHtml: string;
  /** Absent: the text is shown read-only, without the toolbar (a translation's Korean source). */
  onChange?: (html: string) => void;
  /** The editing area's accessible name. */
  label: string;
  /** The text's language, when not the console's Korean (a translation): for spelling and screen readers. */
  lang?: string;
  /** The server refused the text (too long, say): marked invalid and described by `describedBy`, the message beside it. */
  invalid?: boolean;
  describedBy?: string | undefined;
  /** Called with a handle once the editor is there (and with null when it goes): its HTML, and moving to a place in it. */
  onReady?: ((handle: EditorHandle | null) => void) | undefined;
}

/**
 * Tiptap with what the site renders: headings (h2/h3 offered; others already in a text are kept),
 * bold, italic, lists, links, tables, and images already in a text. Produces HTML, tidied for the
 * site (tidy-html.ts); the server sanitizes it on save with the website's allow-list.
 */
export function RichTextEditor({ initialHtml, onChange, label, lang, invalid, describedBy, onReady }: RichTextEditorProps) {
  const editable = onChange !== undefined;
  const [unsupported] = useState(() => (editable ? unsupportedIn(initialHtml) : []));
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [1, 2, 3, 4, 5, 6] }, link: false }),
      // Plain tables: no column resizing (the site sizes columns itself; widths would be dropped).
      TableKit.configure({ table: { resizable: false } }),
      // Images pasted in or already in a text stay where they are; https and site paths only.
      Image.configure({ inline: true, allowBase64: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        HTMLAttributes: { target: null, rel: null },
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto', 'tel'],
      }),
    ],
    content: initialHtml,
    editable,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: css.editorArea,
        ...(editable ? {} : { 'aria-readonly': 'true' }),
        ...(lang ? { lang } : {}),
        // Tiptap's React hook passes changed options to the editor on each render, so these follow the props.
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : tidyEditorHtml(current.getHTML())),
  });

  useEffect(() => {
    if (!onReady) return;
    onReady({ html: () => editor.getHTML(), jumpTo: (target) => jumpTo(editor, target) });
    return () => onReady(null);
  }, [editor, onReady]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      image: e.isActive('image'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const onLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const url = window.prompt('링크 주소 (비우면 링크를 없앱니다)', previous);
    if (url === null) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (url.trim() === '' || url.trim() === 'https://') chain.unsetLink().run();
    else chain.setLink({ href: url.trim() }).run();
  };

  /**
   * An image's text alternative (alt). Left empty on purpose, the image is decorative: `alt=""`,
   * which screen readers skip and the accessibility check accepts; without alt it is a finding.
   */
  const onImageAlt = () => {
    const current = editor.getAttributes('image').alt as string | null | undefined;
    const alt = window.prompt('그림 설명 (대체 텍스트). 장식용 그림이면 비워 두고 확인을 누르세요.', current ?? '');
    if (alt === null) return;
    editor.chain().focus().updateAttributes('image', { alt: alt.trim() }).run();
  };

  const tool = (name: string, pressed: boolean | undefined, run: () => void, disabled = false) => (
    <button
      type="button"
      className={css.toolButton}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {name}
    </button>
  );

  return (
    <div className={css.editor}>
      {unsupported.length > 0 && (
        <p role="alert" className={css.editorWarning}>
          이 내용에는 편집기가 다루지 못하는 요소({unsupported.join(', ')})가 있습니다. 본문을 고쳐 저장하면 그 요소는 사라집니다.
          제목·썸네일 등만 고치면 본문은 그대로 둡니다.
        </p>
      )}
      {editable && (
        <div role="toolbar" aria-label={`${label} 서식`} className={css.editorToolbar}>
          {tool('제목 2', state.h2, () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
          {tool('제목 3', state.h3, () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
          {tool('굵게', state.bold, () => editor.chain().focus().toggleBold().run())}
          {tool('기울임', state.italic, () => editor.chain().focus().toggleItalic().run())}
          {tool('글머리 목록', state.bullet, () => editor.chain().focus().toggleBulletList().run())}
          {tool('번호 목록', state.ordered, () => editor.chain().focus().toggleOrderedList().run())}
          {tool('링크', state.link, onLink)}
          {state.image && tool('그림 설명', undefined, onImageAlt)}
          {state.table ? (
            <>
              {tool('제목 행', undefined, () => editor.chain().focus().toggleHeaderRow().run())}
              {tool('아래에 행 추가', undefined, () => editor.chain().focus().addRowAfter().run())}
              {tool('오른쪽에 열 추가', undefined, () => editor.chain().focus().addColumnAfter().run())}
              {tool('행 삭제', undefined, () => editor.chain().focus().deleteRow().run())}
              {tool('열 삭제', undefined, () => editor.chain().focus().deleteColumn().run())}
              {tool('표 삭제', undefined, () => editor.chain().focus().deleteTable().run())}
            </>
          ) : (
            tool('표 넣기', undefined, () => editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())
          )}
          {tool('되돌리기', undefined, () => editor.chain().focus().undo().run(), !state.canUndo)}
          {tool('다시 실행', undefined, () => editor.chain().focus().redo().run(), !state.canRedo)}
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
