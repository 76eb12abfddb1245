// The bench's bare server: node:http answering recorded answers of the app verbatim (status,
// headers, body read once at start), each at its own path. No framework, no work: what the app's
// answers cost on this machine without the app. Manifest: argv[2] (see bench/same-bytes.ts).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = new Map(
  JSON.parse(readFileSync(process.argv[2], 'utf8')).map(({ path, status, headers, file }) => [
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
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
