// A TLS front for the php server, as a real shop has one: https on TLS_PORT → http on WP_PORT, adding
// X-Forwarded-Proto: https. Certificate and key paths come from CERT and KEY. Loopback only.
import { createServer } from 'node:https';
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
const { TLS_PORT, WP_PORT, CERT, KEY } = process.env;
createServer({ cert: readFileSync(CERT), key: readFileSync(KEY) }, (req, res) => {
  const up = request(
    {
      host: '127.0.0.1',
      port: WP_PORT,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-proto': 'https' },
    },
    (r) => {
      res.writeHead(r.statusCode, r.headers);
      r.pipe(res);
    },
  );
  up.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(up);
}).listen(Number(TLS_PORT), '127.0.0.1');
