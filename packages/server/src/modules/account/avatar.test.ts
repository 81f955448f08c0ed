import { AVATAR_MAX_BYTES, userDataSchema } from '@hlidka/contract';
import { expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, registerUser } from '../../testing/auth';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(18),
]);

describeEachApp('avatar', (t) => {
  const upload = (token: string, contentType: string, bytes: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/avatar',
      headers: bearer(token),
      payload: { contentType, data: bytes.toString('base64') },
    });

  it('stores an upload and serves it back publicly; a new upload replaces the old URL', async () => {
    const user = await registerUser(t.app);
    const first = expectData(await upload(user.token, 'image/png', PNG), userDataSchema).user;
    expect(first.avatarUrl).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}$/);
    const served = await t.app.inject({ url: first.avatarUrl ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const second = expectData(await upload(user.token, 'image/webp', WEBP), userDataSchema).user;
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect((await t.app.inject({ url: first.avatarUrl ?? '' })).statusCode).toBe(404);
    const webp = await t.app.inject({ url: second.avatarUrl ?? '' });
    expect(webp.headers['content-type']).toBe('image/webp');

    const removed = expectData(
      await t.app.inject({ method: 'DELETE', url: '/api/user/avatar', headers: bearer(user.token) }),
      userDataSchema,
    ).user;
    expect(removed.avatarUrl).toBeNull();
    const gone = expectError(await t.app.inject({ url: second.avatarUrl ?? '' }), 404, 'NOT_FOUND');
    expect(gone.message).toBe('Obrázek nebyl nalezen.');
  });

  it('keeps the upload when the profile form sends its URL back; another URL replaces it', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = expectData(await upload(user.token, 'image/png', PNG), userDataSchema).user.avatarUrl ?? '';
    const theirs = expectData(await upload(other.token, 'image/png', PNG), userDataSchema).user.avatarUrl ?? '';
    const put = (avatarUrl: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: bearer(user.token),
        payload: { firstName: 'Jana', avatarUrl },
      });
    expect(expectData(await put(mine), userDataSchema).user.avatarUrl).toBe(mine);
    expect((await t.app.inject({ url: mine })).statusCode).toBe(200);
    const stolen = expectError(await put(theirs), 400, 'VALIDATION_ERROR');
    expect(stolen.message).toBe('Aktualizace profilu se nezdařila');
    expect(stolen.errors?.avatarUrl).toEqual(['Obrázek nebyl nalezen.']);
    const external = expectData(await put('https://example.cz/ja.png'), userDataSchema).user;
    expect(external.avatarUrl).toBe('https://example.cz/ja.png');
    expect((await t.app.inject({ url: mine })).statusCode).toBe(404);
    expect((await t.app.inject({ url: theirs })).statusCode).toBe(200);
  });

  it('refuses other types, bytes that are not the declared image, and files over 2 MiB', async () => {
    const user = await registerUser(t.app);
    expectError(await upload(user.token, 'image/gif', PNG), 400, 'VALIDATION_ERROR');
    const disguised = expectError(await upload(user.token, 'image/jpeg', PNG), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(disguised.message).toBe('Aktualizace profilu se nezdařila');
    expect(disguised.errors?.data).toEqual(['Soubor není obrázek PNG, JPEG ani WebP.']);
    const html = expectError(await upload(user.token, 'image/png', Buffer.from('<svg onload="alert(1)"></svg>')), 415);
    expect(html.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES + 1 - PNG.length)]);
    const tooLarge = expectError(await upload(user.token, 'image/png', big), 413, 'PAYLOAD_TOO_LARGE');
    expect(tooLarge.errors?.data).toEqual(['Obrázek je příliš velký. Nahrajte soubor do 2,00 MB.']);
    const exact = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES - PNG.length)]);
    expectData(await upload(user.token, 'image/png', exact), userDataSchema);
  });
});
