/**
 * Attachment names: what the uploader's machine called the file, made safe to store, show and
 * download on any system. Korean (and every other script) stays as it is.
 */

/**
 * Removed from names: C0/C1 controls and DEL, bidi marks and overrides (U+202E turns `gpj.exe`
 * into what reads as `exe.jpg`), zero-width and other invisible characters, and the characters
 * Windows refuses in file names.
 */
// Each code point is matched alone on purpose (a variation selector is removed wherever it stands).
const unsafeCharacters =
  // eslint-disable-next-line no-misleading-character-class
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\ufff9-\ufffb<>:"|?*]/g;
/** Device names Windows will not open as files, whatever the extension. */
const reservedNames = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

const maxCharacters = 120;
/** Most file systems allow 255 bytes; stay well below so a browser's " (1)" still fits. */
const maxBytes = 200;

/**
 * A safe name for an upload whose type (by content) has these extensions: no folders (`../`), no
 * leading dots (hidden files) or trailing dots and spaces, none of `unsafeCharacters`, at most 120
 * characters and 200 UTF-8 bytes, and ending in one of the type's extensions (added when the name
 * says otherwise, so `report.exe` that is a PDF downloads as `report.exe.pdf`).
 */
export function safeFileName(raw: string, extensions: readonly string[], fallback = 'attachment'): string {
  const extension = extensions[0] ?? 'bin';
  const lastSegment = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = lastSegment
    .replace(unsafeCharacters, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  const dot = name.lastIndexOf('.');
  const given = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  let base = extensions.includes(given) ? name.slice(0, dot) : name;
  const ending = extensions.includes(given) ? given : extension;

  base = base.replace(/[.\s]+$/, '');
  if (!base) base = fallback;
  if (reservedNames.test(base.split('.')[0] ?? '')) base = `_${base}`;

  // Cut by characters (code points: a Korean syllable is one), then by bytes.
  const suffix = `.${ending}`;
  let characters = [...base].slice(0, maxCharacters - suffix.length);
  while (characters.length > 1 && Buffer.byteLength(characters.join('') + suffix) > maxBytes) characters = characters.slice(0, -1);
  name = characters.join('').replace(/[.\s]+$/, '') || fallback;
  return `${name}${suffix}`;
}

/** RFC 8187 / 5987 percent-encoding: encodeURIComponent leaves `'()*` as they are, the header must not. */
const percentEncoded = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `Content-Disposition` for a download: an ASCII name for old clients (non-ASCII runs become `_`;
 * `attachment.<ext>` when nothing readable is left) and the real name, UTF-8, in `filename*`.
 */
export function attachmentDisposition(name: string): string {
  const dot = name.lastIndexOf('.');
  const [base, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  const asciiBase = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]+/g, '_')
    .replace(/["\\%;]/g, '_');
  const fallback = /[A-Za-z0-9]/.test(asciiBase) ? asciiBase : 'attachment';
  return `attachment; filename="${fallback}${extension.replace(/[^\x20-\x7e]|["\\%;]/g, '_')}"; filename*=UTF-8''${percentEncoded(name)}`;
}

/** The download path of a stored file, its name percent-encoded. */
export const storedFilePath = (id: string, name: string) => `/files/${id}/${encodeURIComponent(name)}`;
