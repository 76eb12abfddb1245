import { crc32 } from 'node:zlib';

/** Little-endian fields of 2 or 4 bytes, in order: a ZIP record. */
const record = (...fields: Array<[bytes: 2 | 4, value: number]>) => {
  const buffer = Buffer.alloc(fields.reduce((total, [bytes]) => total + bytes, 0));
  let at = 0;
  for (const [bytes, value] of fields) at = bytes === 2 ? buffer.writeUInt16LE(value, at) : buffer.writeUInt32LE(value, at);
  return buffer;
};

/** A ZIP of stored (uncompressed) entries: enough to stand for DOCX, XLSX, HWPX and plain ZIP files. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    // flags, method (stored), time, date, CRC-32, sizes, name length, extra length
    const common: Array<[2 | 4, number]> = [
      [2, 0],
      [2, 0],
      [2, 0],
      [2, 0],
      [4, crc32(data)],
      [4, data.length],
      [4, data.length],
      [2, nameBytes.length],
      [2, 0],
    ];
    const local = record([4, 0x04034b50], [2, 20], ...common);
    // comment length, disk, internal and external attributes, the local header's offset
    const central = record([4, 0x02014b50], [2, 20], [2, 20], ...common, [2, 0], [2, 0], [2, 0], [4, 0], [4, offset]);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const count = Object.keys(entries).length;
  const end = record([4, 0x06054b50], [2, 0], [2, 0], [2, count], [2, count], [4, directory.length], [4, offset], [2, 0]);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** Small files of each attachment type, built by their formats' rules (enough for the checks by content). */
export const sampleAttachments = {
  pdf: () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  /** An OLE compound file whose FileHeader stream says it is a HWP document. */
  hwp: () => {
    const bytes = Buffer.alloc(2048);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
    Buffer.from('HWP Document File', 'latin1').copy(bytes, 1024);
    return bytes;
  },
  docx: () => zipOf({ '[Content_Types].xml': contentTypes, 'word/document.xml': '<w:document/>' }),
  xlsx: () => zipOf({ '[Content_Types].xml': contentTypes, 'xl/workbook.xml': '<workbook/>' }),
  hwpx: () => zipOf({ mimetype: 'application/hwp+zip', 'Contents/content.hpf': '<opf:package/>' }),
  zip: () => zipOf({ 'readme.txt': 'hello', 'forms/a.txt': 'a' }),
};
