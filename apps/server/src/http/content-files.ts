import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { type ApiErrorCode, postId, type ThumbnailVariant, uploadLimits } from '@office/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '@office/api/services';
import { DomainError, HttpProblem } from '@office/api/errors';
import { attachmentDisposition } from '@office/api/services/content/file-names';
import { notFoundProblem } from './problems.js';
import type { SessionCookie } from './session-cookie.js';

const fileParams = z.object({ id: z.uuid(), name: z.string().min(1).max(1000) });
const postParams = z.object({ id: postId });
/**
 * A file's bytes never change under its id, but a post can be unpublished or deleted: browsers and
 * proxies keep a public file an hour, then ask again (a 304 while it is still public, a 404 once
 * it is not), so a withdrawn document stops being served within the hour rather than a year.
 */
const publicFileCaching = 'public, max-age=3600';

/**
 * Uploaded files, served to everyone at /files/<id>/<name> (thumbnails as `w800.webp` and
 * `w400.webp`, attachments under their names as downloads); a draft's only to signed-in staff.
 */
export async function storedFiles(app: FastifyInstance, { services, cookie }: { services: Services; cookie: SessionCookie }) {
  // A draft's files are for signed-in staff: the session cookie is read in this scope (and the console's).
  await app.register(fastifyCookie);
  app.get('/files/:id/:name', async (request, reply) => {
    const params = fileParams.safeParse(request.params);
    if (!params.success) throw notFoundProblem('file');
    const { id, name } = params.data;
    const thumbnail = /^(w800|w400)\.webp$/.exec(name)?.[1] as ThumbnailVariant | undefined;
    const file = await services.content.files.read(id, thumbnail ?? 'original');
    if (!file || file.purpose !== (thumbnail ? 'thumbnail' : 'attachment')) throw notFoundProblem('file');
    // A draft's files are for staff (previews); fresh uploads (no post yet) and published posts' for all.
    const isPublic = file.postStatus !== 'draft';
    if (!isPublic && !(await services.staff.sessions.resolve(request.cookies[cookie.name]))) throw notFoundProblem('file');

    const etag = `"${id}-${thumbnail ?? 'original'}"`;
    reply
      .header('cache-control', isPublic ? publicFileCaching : 'private, no-store')
      .header('etag', etag)
      .header('last-modified', file.createdAt.toUTCString())
      .header('x-content-type-options', 'nosniff')
      // Opened directly, a file can run nothing and load nothing.
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const bytes = await file.bytes();
    if (!bytes) throw notFoundProblem('file');
    if (!thumbnail) reply.header('content-disposition', attachmentDisposition(file.name));
    return reply.type(file.contentType).send(bytes);
  });
}

/** Only signed-in staff upload; the console scope's hook has checked the session, origin and CSRF token. */
const staffOnly = { config: { consoleAccess: 'staff' } } as const;
const actorOf = (request: FastifyRequest) => {
  const { id, email } = request.staffSession!.staff;
  return { id, email };
};

/** Thumbnails and attachments uploaded from the console at /admin/api/..., inside the console's scope. */
export async function consoleUploads(uploads: FastifyInstance, { services }: { services: Services }) {
  await uploads.register(fastifyMultipart, {
    limits: { files: 1, fields: 10, parts: 20, fieldSize: 1000, fileSize: uploadLimits.attachmentBytes, headerPairs: 200 },
  });

  /** JPEG, PNG or WebP up to 5 MB; answers the id to give posts.create/update as `thumbnailId`. */
  uploads.post('/admin/api/thumbnails', staffOnly, async (request, reply) => {
    const upload = await readUpload(request, uploadLimits.thumbnailBytes, '5 MB');
    const saved = await services.content.files.saveThumbnail(upload.bytes, actorOf(request));
    return reply.code(201).send(saved);
  });

  /** PDF, HWP, HWPX, DOCX, XLSX or ZIP up to 20 MB, attached to a library item. */
  uploads.post('/admin/api/posts/:id/attachments', staffOnly, async (request, reply) => {
    const params = postParams.safeParse(request.params);
    if (!params.success) throw notFoundProblem('post');
    const upload = await readUpload(request, uploadLimits.attachmentBytes, '20 MB');
    const saved = await services.content.files.addAttachment(params.data.id, upload, actorOf(request));
    return reply.code(201).send(saved);
  });
}

/**
 * The one file of a multipart request, from the field `file`, refused past `maxBytes` (a refusal
 * staff can meet, worded by the console); a request that is not one file is the client's mistake.
 */
async function readUpload(request: FastifyRequest, maxBytes: number, limit: string): Promise<{ name: string; bytes: Buffer }> {
  const problem = (status: number, code: ApiErrorCode, message: string) =>
    new HttpProblem(status, code, message, [{ field: 'file', code: code.toLowerCase(), message }]);
  if (!request.isMultipart()) throw problem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data in the field "file".');
  // Reading the body is parsing what the client sent: a missing boundary or a body cut short is
  // the client's mistake (400), never ours.
  const malformed = () => problem(400, 'VALIDATION_FAILED', 'The multipart body is malformed: send one file in the field "file".');
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } }).catch(() => {
    throw malformed();
  });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw problem(400, 'VALIDATION_FAILED', 'No file: send it in the field "file".');
  }
  try {
    return { name: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new DomainError('too_large', `The file is larger than ${limit}.`, { field: 'file' });
    }
    throw malformed();
  }
}
