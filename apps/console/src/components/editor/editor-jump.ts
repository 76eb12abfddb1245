import type { Editor } from '@tiptap/react';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { BodyTarget } from '@office/contracts/content-accessibility';

type Range = { from: number; to: number; select: 'node' | 'text' };

const nodeTypes = { image: 'image', heading: 'heading', table: 'table' } as const;

/** The n-th node of a type in document order, as a range: an image selected whole, a heading's text, a table's first cell. */
function nthNode(doc: ProseMirrorNode, type: string, index: number): Range | null {
  let seen = 0;
  let found: Range | null = null;
  doc.descendants((node, pos) => {
    if (found) return false;
    if (node.type.name !== type) return true;
    if (seen++ < index) return true;
    if (node.isAtom) found = { from: pos, to: pos + node.nodeSize, select: 'node' };
    else if (node.isTextblock) found = { from: pos + 1, to: pos + node.nodeSize - 1, select: 'text' };
    else {
      // A table: the cursor into its first cell's text.
      node.descendants((child, childPos) => {
        if (found) return false;
        if (!child.isTextblock) return true;
        const at = pos + 1 + childPos + 1;
        found = { from: at, to: at + child.content.size, select: 'text' };
        return false;
      });
    }
    return false;
  });
  return found;
}

/**
 * The n-th link as the HTML serializer writes it: a run of neighbouring inline nodes that carry
 * the same link mark (one `<a>`).
 */
function nthLink(doc: ProseMirrorNode, index: number): Range | null {
  let seen = 0;
  let found: Range | null = null;
  doc.descendants((node, pos) => {
    if (found) return false;
    if (!node.inlineContent) return true;
    let open: { mark: ProseMirrorNode['marks'][number]; from: number; to: number } | null = null;
    const close = () => {
      if (open && seen++ === index) found = { from: open.from, to: open.to, select: 'text' };
      open = null;
    };
    node.forEach((child, offset) => {
      const start = pos + 1 + offset;
      const link = child.marks.find((mark) => mark.type.name === 'link');
      if (open && link && link.eq(open.mark)) open.to = start + child.nodeSize;
      else {
        close();
        if (link) open = { mark: link, from: start, to: start + child.nodeSize };
      }
    });
    close();
    return false;
  });
  return found;
}

/**
 * The n-th occurrence of a text, whitespace collapsed, within one textblock (as the check reads
 * blocks): each block's text with the document position of each character, leaf nodes (images,
 * line breaks) as a space.
 */
function nthText(doc: ProseMirrorNode, text: string, occurrence: number): Range | null {
  let seen = 0;
  let found: Range | null = null;
  doc.descendants((node, pos) => {
    if (found) return false;
    if (!node.isTextblock) return true;
    let chars = '';
    const at: number[] = [];
    const push = (char: string, position: number) => {
      const space = /\s/.test(char);
      if (space && (chars === '' || chars.endsWith(' '))) return;
      chars += space ? ' ' : char;
      at.push(position);
    };
    node.forEach((child, offset) => {
      const start = pos + 1 + offset;
      if (child.isText) for (let i = 0; i < child.text!.length; i++) push(child.text![i]!, start + i);
      else push(' ', start);
    });
    for (let i = chars.indexOf(text); i >= 0; i = chars.indexOf(text, i + text.length)) {
      if (seen++ === occurrence) {
        found = { from: at[i]!, to: at[i + text.length - 1]! + 1, select: 'text' };
        break;
      }
    }
    return false;
  });
  return found;
}

/** Focuses the editor on a finding's target: selects it and scrolls it to the middle of the window. */
export function jumpTo(editor: Editor, target: BodyTarget): boolean {
  const { doc } = editor.state;
  const range =
    target.kind === 'text'
      ? nthText(doc, target.text, target.occurrence)
      : target.element === 'link'
        ? nthLink(doc, target.index)
        : nthNode(doc, nodeTypes[target.element], target.index);
  if (!range) {
    editor.commands.focus();
    return false;
  }
  const chain = editor.chain().focus(undefined, { scrollIntoView: false });
  (range.select === 'node' ? chain.setNodeSelection(range.from) : chain.setTextSelection({ from: range.from, to: range.to }))
    .scrollIntoView()
    .run();
  // ProseMirror scrolls just enough to show the selection; the middle of the window shows what is around it too.
  const dom = range.select === 'node' ? editor.view.nodeDOM(range.from) : editor.view.domAtPos(range.from).node;
  const element = dom instanceof Element ? dom : dom?.parentElement;
  element?.scrollIntoView({ block: 'center' });
  return true;
}
