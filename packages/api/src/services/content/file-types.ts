/**
 * What an uploaded file is, judged from its bytes only: the name and the type the browser claims
 * are whatever the uploader's machine says, so neither is read.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The thumbnail formats accepted, by their signatures; sharp then has to agree (and decode them). */
export function sniffImage(bytes: Buffer): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export type AttachmentType = 'pdf' | 'hwp' | 'hwpx' | 'docx' | 'xlsx' | 'zip';

export const attachmentTypes: Record<AttachmentType, { contentType: string; extensions: readonly string[] }> = {
  pdf: { contentType: 'application/pdf', extensions: ['pdf'] },
  hwp: { contentType: 'application/x-hwp', extensions: ['hwp'] },
  hwpx: { contentType: 'application/hwp+zip', extensions: ['hwpx'] },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'] },
  zip: { contentType: 'application/zip', extensions: ['zip'] },
};

/** An attachment's type, or why it is refused. */
export type SniffedAttachment = { type: AttachmentType } | { refused: string };

const oleSignature = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/**
 * PDF (`%PDF-`), HWP (an OLE compound file holding the HWP file header), or a ZIP (`PK\x03\x04`)
 * told apart by the entries of its central directory: DOCX (word/), XLSX (xl/), HWPX (mimetype and
 * Contents/), else a plain ZIP. Anything else (Word 97 .doc, executables, scripts, images) is refused.
 */
export function sniffAttachment(bytes: Buffer): SniffedAttachment {
  if (startsWith(bytes, ascii('%PDF-'))) return { type: 'pdf' };
  if (startsWith(bytes, oleSignature)) {
    // The FileHeader stream of a HWP 5 document starts with this text; it is never compressed.
    return bytes.includes('HWP Document File', 0, 'latin1')
      ? { type: 'hwp' }
      : { refused: 'This is an OLE file (such as a Word 97 or Excel 97 file) but not a HWP document.' };
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(bytes);
    if (!names) return { refused: 'This looks like a ZIP file but its directory cannot be read.' };
    const has = (prefix: string) => names.some((name) => name.startsWith(prefix));
    if (names.includes('[Content_Types].xml') && has('word/')) return { type: 'docx' };
    if (names.includes('[Content_Types].xml') && has('xl/')) return { type: 'xlsx' };
    if (names.includes('mimetype') && has('Contents/')) return { type: 'hwpx' };
    return { type: 'zip' };
  }
  return { refused: 'Attachments must be PDF, HWP, HWPX, DOCX, XLSX or ZIP files (judged by their content, not their name).' };
}

const endOfCentralDirectory = 0x06054b50;
const centralDirectoryEntry = 0x02014b50;

/**
 * The names in a ZIP's central directory, or null when it cannot be read (truncated, ZIP64, or not
 * a ZIP after all). Only the directory at the end is read, never an entry's data.
 */
function zipEntryNames(bytes: Buffer, maxEntries = 10_000): string[] | null {
  const minimum = 22;
  // The end record sits in the last 22 bytes plus a comment of at most 64 KiB.
  const lowest = Math.max(0, bytes.length - minimum - 0xffff);
  let end = -1;
  for (let at = bytes.length - minimum; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === endOfCentralDirectory) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (offset + size > end) return null;

  const names: string[] = [];
  let at = offset;
  for (let i = 0; i < Math.min(count, maxEntries); i += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== centralDirectoryEntry) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > end) return null;
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at = next;
  }
  return names;
}
