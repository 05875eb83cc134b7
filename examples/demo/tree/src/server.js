import express from 'express';

const app = express();

app.get('/health', (_req, res) => res.json({ ok: true }));

export function start(port = 3000) {
  return app.listen(port);
}
