import { Hono } from 'hono';
import type { Deps } from '../../deps.js';
import { listOutbox } from './outbox-repo.js';
import { renderOutboxPage } from './outbox-page.js';
import { settings } from '../settings/index.js';

const LIMIT = 50;

function recipient(raw: string | undefined): string | undefined {
  const to = raw?.trim().slice(0, 320);
  return to ? to : undefined;
}

/**
 * The development outbox: what the app would have e-mailed. Mount at /dev/outbox, and only
 * outside production: the messages hold live sign-in and reset links.
 */
export function outboxRoutes(deps: Pick<Deps, 'config' | 'database'>) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
  });

  app.get('/', async (c) => {
    const to = recipient(c.req.query('to'));
    const messages = await listOutbox(deps.database, { to, limit: LIMIT });
    // Where this app is mounted, so the page's own links work with or without a trailing slash.
    const basePath = c.req.path.replace(/\/+$/, '');
    return c.html(renderOutboxPage({ siteName: (await settings(deps)).siteName, messages, to, limit: LIMIT, basePath }));
  });

  // One message's HTML part, as an e-mail client would show it (our own templates: escaped text,
  // inline styles, no scripts; the app's CSP applies).
  app.get('/messages/:id', async (c) => {
    const row = await deps.database.db.selectFrom('outbox').select('html_body').where('id', '=', c.req.param('id')).executeTakeFirst();
    if (!row) return c.text('No such message.', 404);
    return c.html(row.html_body);
  });

  app.get('/messages.json', async (c) => {
    const messages = await listOutbox(deps.database, { to: recipient(c.req.query('to')), limit: LIMIT });
    return c.json({ messages });
  });

  return app;
}
