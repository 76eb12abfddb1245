// The bench's bare server: node:http answering recorded answers of the app verbatim (status,
// headers, body read once at start), each at its own path. No framework, no work: what the app's
// answers cost on this machine without the app. Manifest: see bench/same-bytes.ts.
//
// Run alone (`node same-bytes-server.mjs <manifest>`), it is its own process and prints the port it
// listens on. Imported by same-bytes-beside.mjs, the same server runs inside an app process.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

/** Listens on 127.0.0.1 (port 0: any free one); resolves to the server and its port. */
export function serveRecordedAnswers(manifestFile, port = 0) {
  const answers = new Map(
    JSON.parse(readFileSync(manifestFile, 'utf8')).map(({ path, status, headers, file }) => [
      path,
      { status, headers, body: readFileSync(file) },
    ]),
  );
  const server = createServer((request, response) => {
    const answer = answers.get(request.url);
    if (!answer) {
      response.writeHead(404, ['content-length', '0']);
      return response.end();
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
  server.keepAliveTimeout = 72_000;
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ server, port: server.address().port })));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { port } = await serveRecordedAnswers(process.argv[2]);
  console.log(`listening ${port}`);
}
