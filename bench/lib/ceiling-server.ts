/**
 * The ceiling: a bare node:http server answering a fixed JSON body from memory, so its
 * requests per second are the most this machine, Node and the load generator can do together.
 * Usage: tsx bench/lib/ceiling-server.ts <port> <file with the body>
 */
import fs from 'node:fs';
import http from 'node:http';

const [port, bodyFile] = process.argv.slice(2);
const body = fs.readFileSync(bodyFile ?? '');
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) };

http
  .createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
