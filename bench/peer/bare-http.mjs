// The baseline of run.mjs: bare node:http answering every request with a fixed small JSON body.
//   PORT=3323 node bench/peer/bare-http.mjs
import http from 'node:http';

const body = JSON.stringify({ status: 'ok' });
const server = http.createServer((req, res) => {
  req.resume();
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.env.PORT ?? 3323), '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
