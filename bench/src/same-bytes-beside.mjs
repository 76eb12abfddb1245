// Loaded with `node --import` into an app process by the bench (bench/same-bytes.ts): the bare
// server of same-bytes-server.mjs, same handler and same bytes, listening inside a process that also
// runs the app. Alone vs beside the app tells what Node's own request handling costs in a process
// like the app's (decision 0027), whatever the app's code does.
import { serveRecordedAnswers } from './same-bytes-server.mjs';

const { server } = await serveRecordedAnswers(process.env.SAME_BYTES_MANIFEST, Number(process.env.SAME_BYTES_PORT));
// The app decides when its process ends; this listener never holds it up.
server.unref();
