import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestApp, type TestApp } from './harness';
import { signedInMember, type Member } from './members';
import { json, send } from './hosting';

// Issue 14's site pages: the four pages the footer links to, readable by everyone, with the
// shipped defaults until an operator saves them; saving is for admins and audited in its own
// transaction.
describe.each(engines())('site pages on %s', (engine) => {
  let t: TestApp;
  let admin: Member;
  let member: Member;
  beforeAll(async () => {
    t = await startTestApp(engine, { siteName: 'Harbour Stays', serviceFeePercent: 5, reviewWindowDays: 10 });
    admin = await signedInMember(t, { role: 'admin', name: 'Olga Operator' });
    member = await signedInMember(t);
  });
  afterAll(() => t?.close());

  it('serves the four default pages to visitors, written for this Roost', async () => {
    for (const slug of ['about', 'help', 'terms', 'privacy']) {
      const page = await json(await t.get(`/api/v1/pages/${slug}`), 200);
      expect(page).toMatchObject({ slug, lang: 'en', isDefault: true, updatedAt: '2026-11-27T00:00:00.000Z' });
      expect(Object.keys(page).sort()).toEqual(['body', 'isDefault', 'lang', 'slug', 'title', 'updatedAt']);
      expect(page.body).toContain('Harbour Stays');
      expect(page.body).toContain('operator of this site should adapt it');
    }
    expect((await json(await t.get('/api/v1/pages/about'), 200)).title).toBe('About Harbour Stays');
    const help = (await json(await t.get('/api/v1/pages/help'), 200)).body as string;
    expect(help).toContain('a service fee of 5 %');
    expect(help).toContain('within 10 days of check-out');
    const privacy = (await json(await t.get('/api/v1/pages/privacy'), 200)).body as string;
    for (const fact of ['metadata', 'no third-party trackers', '](/account)', 'IP address']) expect(privacy).toContain(fact);
  });

  it('serves the defaults in Spanish to Spanish readers: asked for, by the switcher\'s cookie or by the browser', async () => {
    const about = await json(await t.get('/api/v1/pages/about?lang=es'), 200);
    expect(about).toMatchObject({ slug: 'about', lang: 'es', isDefault: true, title: 'Acerca de Harbour Stays' });
    expect(about.body).toContain('Quien gestiona este sitio debería adaptarlo');
    const help = (await json(await t.get('/api/v1/pages/help', { headers: { 'accept-language': 'es-MX,es;q=0.9' } }), 200)).body as string;
    expect(help).toContain('una tarifa de servicio del 5 %');
    expect(help).toContain('en los 10 días siguientes a la salida');
    const terms = await json(await t.get('/api/v1/pages/terms', { headers: { cookie: 'roost_locale=es', 'accept-language': 'en' } }), 200);
    expect(terms).toMatchObject({ lang: 'es', title: 'Condiciones de uso' });
    const privacy = (await json(await t.get('/api/v1/pages/privacy?lang=es'), 200)).body as string;
    for (const fact of ['metadatos', 'rastreadores de terceros', '](/account)', 'dirección IP']) expect(privacy).toContain(fact);
    // Asked for English, or a language the site does not have: English.
    expect((await json(await t.get('/api/v1/pages/terms?lang=en', { headers: { cookie: 'roost_locale=es' } }), 200)).lang).toBe('en');
    expect((await json(await t.get('/api/v1/pages/terms', { headers: { 'accept-language': 'fr' } }), 200)).lang).toBe('en');
  });

  it('answers 404 for an unknown page and 400 for a query', async () => {
    expect((await json(await t.get('/api/v1/pages/careers'), 404)).error.code).toBe('NOT_FOUND');
    expect((await json(await t.get('/api/v1/pages/About'), 404)).error.code).toBe('NOT_FOUND');
    expect((await json(await t.get('/api/v1/pages/terms?draft=1'), 400)).error.details).toHaveProperty('draft');
    expect((await json(await t.get('/api/v1/pages/terms?lang=fr'), 400)).error.details).toHaveProperty('lang');
  });

  it('keeps the admin calls for admins: 401 for visitors, 403 for members', async () => {
    const visitor = t.agent();
    const body = { title: 'Terms', body: 'Be kind.' };
    expect((await json(await visitor.fetch('/api/v1/admin/pages'), 401)).error.code).toBe('UNAUTHENTICATED');
    expect((await json(await send(visitor, 'PUT', '/api/v1/admin/pages/terms', body), 401)).error.code).toBe('UNAUTHENTICATED');
    expect((await json(await member.a.fetch('/api/v1/admin/pages'), 403)).error.code).toBe('FORBIDDEN');
    expect((await json(await send(member.a, 'PUT', '/api/v1/admin/pages/terms', body), 403)).error.code).toBe('FORBIDDEN');
    expect((await t.database.pool.query(`select 1 from site_pages`)).rows).toHaveLength(0);
    expect((await t.database.pool.query(`select 1 from audit_events where target_type = 'page'`)).rows).toHaveLength(0);
  });

  it('saves an admin\'s page and its audit event in one transaction', async () => {
    t.setNow('2026-12-01T09:30:00Z');
    const saved = await json(await send(admin.a, 'PUT', '/api/v1/admin/pages/terms', {
      title: '  House terms ', body: '# Ignored heading\n\nBe **kind**. <script>alert(1)</script>',
    }), 200);
    expect(saved).toEqual({
      slug: 'terms', lang: 'en', title: 'House terms', body: '# Ignored heading\n\nBe **kind**. <script>alert(1)</script>',
      updatedAt: '2026-12-01T09:30:00.000Z', isDefault: false, updatedBy: { id: admin.id, name: 'Olga Operator' },
    });
    // Stored as written: the web app renders Markdown without raw HTML, which is the sanitising.
    const page = await json(await t.get('/api/v1/pages/terms'), 200);
    expect(page).toEqual({ slug: 'terms', lang: 'en', title: 'House terms', body: saved.body, updatedAt: saved.updatedAt, isDefault: false });

    const { rows } = await t.database.pool.query(`
      select p.xmin::text as page_tx, a.xmin::text as audit_tx, a.actor_id, a.action, a.target_id, a.details, a.at
      from site_pages p, audit_events a where p.slug = 'terms' and a.target_type = 'page' and a.target_id = 'terms'`);
    expect(rows).toHaveLength(1);
    const audit = rows[0] as Record<string, any>;
    // The same transaction id wrote both rows.
    expect(audit.page_tx).toBe(audit.audit_tx);
    expect(audit).toMatchObject({ actor_id: admin.id, action: 'page.update', target_id: 'terms', details: { lang: 'en', fromDefault: true, title: 'House terms' } });
    expect(new Date(audit.at).toISOString()).toBe('2026-12-01T09:30:00.000Z');

    const list = await json(await admin.a.fetch('/api/v1/admin/pages'), 200);
    expect(list.pages.map((p: any) => [p.slug, p.lang, p.isDefault])).toEqual([
      ['about', 'en', true], ['about', 'es', true], ['help', 'en', true], ['help', 'es', true],
      ['terms', 'en', false], ['terms', 'es', true], ['privacy', 'en', true], ['privacy', 'es', true],
    ]);

    // A second save replaces the text and adds a second event.
    t.setNow('2026-12-02T10:00:00Z');
    await json(await send(admin.a, 'PUT', '/api/v1/admin/pages/terms', { title: 'House terms', body: 'Be kinder.' }), 200);
    expect((await json(await t.get('/api/v1/pages/terms'), 200)).body).toBe('Be kinder.');
    const events = await t.database.pool.query(`select details from audit_events where target_type = 'page' order by id`);
    expect(events.rows.map((r: any) => [r.details.fromDefault, r.details.titleChanged])).toEqual([[true, true], [false, false]]);
  });

  it('validates the body strictly and writes nothing on a refusal', async () => {
    const put = (slug: string, body: unknown) => send(admin.a, 'PUT', `/api/v1/admin/pages/${slug}`, body);
    const before = (await t.database.pool.query(`select count(*)::int as n from audit_events where target_type = 'page'`)).rows[0].n;
    expect((await json(await put('about', { title: '', body: 'x' }), 400)).error.details).toHaveProperty('title');
    expect((await json(await put('about', { title: '   ', body: 'x' }), 400)).error.details).toHaveProperty('title');
    expect((await json(await put('about', { title: 'x'.repeat(121), body: 'x' }), 400)).error.details).toHaveProperty('title');
    expect((await json(await put('about', { title: 'About', body: '' }), 400)).error.details).toHaveProperty('body');
    expect((await json(await put('about', { title: 'About', body: 'x'.repeat(50_001) }), 400)).error.details).toHaveProperty('body');
    expect((await json(await put('about', { title: 'About', body: 'x', draft: true }), 400)).error.code).toBe('VALIDATION_FAILED');
    expect((await json(await put('about', { title: 'About' }), 400)).error.details).toHaveProperty('body');
    expect((await json(await put('careers', { title: 'Careers', body: 'x' }), 404)).error.code).toBe('NOT_FOUND');
    // The limits are inclusive.
    await json(await put('about', { title: 'x'.repeat(120), body: 'y'.repeat(50_000) }), 200);
    const after = (await t.database.pool.query(`select count(*)::int as n from audit_events where target_type = 'page'`)).rows[0].n;
    expect(after).toBe(before + 1);
  });

  it('keeps one text per language: a page written in one language only is shown to every reader in it', async () => {
    t.setNow('2026-12-03T08:00:00Z');
    await json(await send(admin.a, 'PUT', '/api/v1/admin/pages/privacy', { title: 'Privacy at Harbour', body: 'We are the harbour office.' }), 200);
    // Spanish readers get the operator's English text (their own words beat a shipped default), marked as English.
    expect(await json(await t.get('/api/v1/pages/privacy?lang=es'), 200)).toMatchObject({ lang: 'en', isDefault: false, title: 'Privacy at Harbour' });
    const es = await json(await send(admin.a, 'PUT', '/api/v1/admin/pages/privacy', { lang: 'es', title: 'Privacidad en Harbour', body: 'Somos la oficina del puerto.' }), 200);
    expect(es).toMatchObject({ slug: 'privacy', lang: 'es', isDefault: false, title: 'Privacidad en Harbour' });
    expect(await json(await t.get('/api/v1/pages/privacy?lang=es'), 200)).toMatchObject({ lang: 'es', body: 'Somos la oficina del puerto.' });
    expect(await json(await t.get('/api/v1/pages/privacy?lang=en'), 200)).toMatchObject({ lang: 'en', body: 'We are the harbour office.' });
    const { rows } = await t.database.pool.query(`select details from audit_events where target_type = 'page' and target_id = 'privacy' order by id`);
    expect(rows.map((r: any) => [r.details.lang, r.details.fromDefault])).toEqual([['en', true], ['es', true]]);
    // A Spanish text alone is shown to English readers too.
    await json(await send(admin.a, 'PUT', '/api/v1/admin/pages/help', { lang: 'es', title: 'Ayuda del puerto', body: 'Llámanos.' }), 200);
    expect(await json(await t.get('/api/v1/pages/help?lang=en'), 200)).toMatchObject({ lang: 'es', title: 'Ayuda del puerto' });
  });

  it('lists the calls in the OpenAPI document', async () => {
    const doc = await (await t.get('/api/openapi.json')).json();
    expect(doc.paths['/api/v1/pages/{slug}']?.get).toBeTruthy();
    expect(doc.paths['/api/v1/admin/pages']?.get).toBeTruthy();
    expect(doc.paths['/api/v1/admin/pages/{slug}']?.put?.requestBody).toBeTruthy();
  });
});
