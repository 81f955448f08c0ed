import { describe, expect, it } from 'vitest';
import { channelHarness } from '../../../testing/channel-harness';
import { fillPlaceholders } from './sms';

describe('SMS channel through a local HTTP gateway', () => {
  const h = channelHarness();

  it('GET with the template as the query (the SMSbrána preset): one request per number, values URL-encoded', async () => {
    h.receiver.status = 200;
    const channel = await h.create(
      {
        type: 'sms',
        gatewayUrl: h.receiver.url('/smsconnect/http.php'),
        method: 'GET',
        contentType: 'form',
        template: 'action=send_sms&login=provoz&password={password}&number={phone}&message={message}',
        headers: '',
        password: 'tajné heslo&1',
        phones: ['+420777123456', '+421905123456'],
      },
      'SMS pohotovost',
    );
    expect(channel.config).toMatchObject({
      type: 'sms',
      hasPassword: true,
      phones: ['+420777123456', '+421905123456'],
    });
    expect(channel.config).not.toHaveProperty('password');

    expect(await h.sendTest(channel.id)).toMatchObject({ ok: true, responseCode: 200 });
    expect(h.receiver.received.map((r) => [r.method, r.path])).toEqual([
      [
        'GET',
        '/smsconnect/http.php?action=send_sms&login=provoz&password=tajn%C3%A9%20heslo%261&number=%2B420777123456&message=Testovac%C3%AD%20zpr%C3%A1va%20z%20Hl%C3%ADdky',
      ],
      [
        'GET',
        '/smsconnect/http.php?action=send_sms&login=provoz&password=tajn%C3%A9%20heslo%261&number=%2B421905123456&message=Testovac%C3%AD%20zpr%C3%A1va%20z%20Hl%C3%ADdky',
      ],
    ]);
  });

  it('POST JSON with headers: a short text in the recipient language with the link; placeholders replaced once', async () => {
    h.receiver.status = 202;
    const channel = await h.create(
      {
        type: 'sms',
        gatewayUrl: h.receiver.url('/api/sms'),
        method: 'POST',
        contentType: 'json',
        template: '{"to":"{phone}","text":"{message}"}',
        headers: 'Authorization: Bearer {password}\nX-Sender: Hlidka',
        password: 'tok-123',
        phones: ['+420777000111'],
      },
      'SMS JSON',
    );
    h.receiver.clear();
    const { incidentId } = await h.open('Obchod "{password}"');
    const [request] = h.receiver.received.filter((r) => r.path === '/api/sms');
    expect(request?.method).toBe('POST');
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer tok-123',
      'x-sender': 'Hlidka',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(request?.json).toEqual({
      to: '+420777000111',
      text: `Web Obchod "{password}" je nedostupný – Vypršel časový limit http://localhost:3000/incidents/${incidentId}`,
    });
    expect((await h.get(channel.id)).lastDelivery).toMatchObject({ status: 'sent' });
  });

  it('POST form-encoded; a failing number fails the delivery (retryable on 5xx)', async () => {
    const channel = await h.create(
      { type: 'sms', ...smsFormBody(h.receiver.url('/form')), password: null, phones: ['+420777000222'] },
      'SMS formulář',
    );
    h.receiver.clear();
    h.receiver.status = 503;
    expect(await h.sendTest(channel.id)).toMatchObject({ ok: false, responseCode: 503 });
    expect(h.receiver.received[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded; charset=utf-8');
    expect(h.receiver.received[0]?.body).toBe(
      'cislo=%2B420777000222&text=Testovac%C3%AD%20zpr%C3%A1va%20z%20Hl%C3%ADdky&heslo=',
    );
  });

  it('a retry after one number failed sends only to the numbers not reached: nobody gets the alert twice', async () => {
    const channel = await h.create(
      {
        type: 'sms',
        ...smsFormBody(h.receiver.url('/retry')),
        password: null,
        phones: ['+420777000444', '+420777000555'],
      },
      'SMS dva',
    );
    h.receiver.clear();
    h.receiver.status = 200;
    let secondDown = true;
    h.receiver.statusOf = (received) => (secondDown && received.body.includes('555') ? 503 : 200);
    try {
      await h.open('Sklad');
      const numbers = () =>
        h.receiver.received.filter((r) => r.path === '/retry').map((r) => new URLSearchParams(r.body).get('cislo'));
      expect(numbers()).toEqual(['+420777000444', '+420777000555']);
      expect((await h.get(channel.id)).lastDelivery).toMatchObject({ status: 'pending' });
      secondDown = false;
      await h.later(10 * 60_000);
      expect(numbers()).toEqual(['+420777000444', '+420777000555', '+420777000555']);
      expect((await h.get(channel.id)).lastDelivery).toMatchObject({ status: 'sent' });
    } finally {
      h.receiver.statusOf = undefined;
    }
  });

  it('a 2xx answer without the success text is a refusal (SMSbrána answers 200 with its error code)', async () => {
    const channel = await h.create(
      { type: 'sms', ...smsFormBody(h.receiver.url('/xml')), successText: '<err>0</err>', phones: ['+420777000333'] },
      'SMS XML',
    );
    h.receiver.status = 200;
    h.receiver.answer = () => '<?xml version="1.0"?><result><err>3</err></result>';
    expect(await h.sendTest(channel.id)).toMatchObject({
      ok: false,
      responseCode: 200,
      error: { code: 'gateway_refused' },
    });
    h.receiver.answer = () => '<?xml version="1.0"?><result><err>0</err><sms_id>1</sms_id></result>';
    expect(await h.sendTest(channel.id)).toMatchObject({ ok: true, responseCode: 200 });
    h.receiver.answer = () => '{"ok":true}';
  });

  it('refuses a template without its placeholders, bad numbers and bad headers', async () => {
    const base = { type: 'sms', ...smsFormBody(h.receiver.url('/form')), phones: ['+420777000222'] };
    expect((await h.tryCreate({ ...base, template: 'text={message}' })).status).toBe(400);
    expect((await h.tryCreate({ ...base, phones: ['777000222'] })).status).toBe(400);
    expect((await h.tryCreate({ ...base, phones: ['+420777000222', '+420777000222'] })).status).toBe(400);
    expect((await h.tryCreate({ ...base, phones: ['+420 777 000 222'] })).status).toBe(400);
    expect((await h.tryCreate({ ...base, headers: 'no colon here' })).status).toBe(400);
  });

  it('replaces each placeholder once, escaping the value for where it stands', () => {
    const values = { phone: '+420 1', message: 'a {phone} "b"', password: 'p' };
    expect(fillPlaceholders('{message}|{password}', values, (v) => JSON.stringify(v).slice(1, -1))).toBe(
      'a {phone} \\"b\\"|p',
    );
  });
});

function smsFormBody(gatewayUrl: string) {
  return {
    gatewayUrl,
    method: 'POST',
    contentType: 'form',
    template: 'cislo={phone}&text={message}&heslo={password}',
    headers: '',
  };
}
