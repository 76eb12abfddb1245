import postcss, { type ChildNode, type Container } from 'postcss';

/**
 * Each page inlines only the rules of the site's stylesheet that can match it (decision 0024).
 * The whole stylesheet is ~23 KB (~5 KB brotli) and a page uses a third to a half of it;
 * what it saves keeps a page's document inside the first TCP round trip (about 14 KB with its
 * headers: ten segments of a new connection), which on a slow phone connection is one round trip
 * less before the first paint and before the largest image is asked for.
 *
 * A rule is kept when one of its selectors names only classes that occur in the page's HTML
 * (classes inside `:not(…)` do not count, as they need not be there); rules without classes
 * (`:root`, element and attribute selectors), `@keyframes`, `@font-face` and the like are always
 * kept; an `@media`/`@supports` block keeps what of it is kept, in the same order. What a page
 * shows only after it has been hydrated (an error message, a state class) and the pages a visitor
 * goes to next are styled by the whole stylesheet, which the page links once it has loaded
 * (`PageAssets.lateStyles`); its rules are the same, so it changes nothing already on screen.
 *
 * The stylesheet is parsed once, at start; per page this is a set lookup per rule.
 */
export interface PageStyles {
  /** The page's HTML with its inlined whole stylesheet replaced by the rules its classes use. */
  forPage(html: string): string;
}

type Piece =
  /** Always kept. */
  | { kind: 'always'; text: string }
  /** Kept when every class of one of `alternatives` is on the page. */
  | { kind: 'rule'; text: string; alternatives: string[][] }
  /** An at-rule block, kept with whichever of its pieces are. */
  | { kind: 'block'; open: string; pieces: Piece[] };

const classNames = /\.(-?[_a-zA-Z][\w-]*)/g;
const negations = /:not\((?:[^()]|\([^()]*\))*\)/g;
const classAttribute = /\sclass="([^"]*)"/g;

/** The classes each comma-separated selector needs; a selector without classes needs none. */
function alternativesOf(selectors: string[]): string[][] {
  return selectors.map((selector) => [...selector.replace(negations, '').matchAll(classNames)].map((match) => match[1]!));
}

/** Conditional group at-rules, whose rules apply to elements like top-level ones. */
const groupingAtRules = new Set(['media', 'supports', 'container', 'layer']);

function piecesOf(container: Container): Piece[] {
  return (container.nodes ?? []).flatMap((node: ChildNode): Piece[] => {
    if (node.type === 'rule') return [{ kind: 'rule', text: node.toString(), alternatives: alternativesOf(node.selectors) }];
    if (node.type === 'atrule' && node.nodes && groupingAtRules.has(node.name.toLowerCase())) {
      const whole = node.toString();
      const open = whole.slice(0, whole.indexOf('{') + 1);
      return [{ kind: 'block', open, pieces: piecesOf(node) }];
    }
    if (node.type === 'comment') return [];
    return [{ kind: 'always', text: node.toString() }];
  });
}

function pick(pieces: Piece[], present: Set<string>): string {
  let out = '';
  for (const piece of pieces) {
    if (piece.kind === 'always') out += piece.text;
    else if (piece.kind === 'rule') {
      if (piece.alternatives.some((classes) => classes.every((name) => present.has(name)))) out += piece.text;
    } else {
      const inner = pick(piece.pieces, present);
      if (inner) out += `${piece.open}${inner}}`;
    }
  }
  return out;
}

/** The classes used in a page's HTML. */
export function classesIn(html: string): Set<string> {
  const present = new Set<string>();
  for (const match of html.matchAll(classAttribute)) for (const name of match[1]!.split(/\s+/)) if (name) present.add(name);
  return present;
}

/** `stylesheet`: the whole stylesheet exactly as pages inline it (`PageAssets.inlineStyles`). */
export function pageStyles(stylesheet: string): PageStyles {
  const pieces = piecesOf(postcss.parse(stylesheet));
  return {
    forPage(html) {
      const at = html.indexOf(stylesheet);
      if (stylesheet === '' || at === -1) return html;
      return html.slice(0, at) + pick(pieces, classesIn(html)) + html.slice(at + stylesheet.length);
    },
  };
}
