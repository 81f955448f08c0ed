import { createStatusPage, createWebsites } from '@hlidka/data/mocks';
import { describe, expect, it } from 'vitest';
import {
  emptyStatusPageForm,
  moved,
  slugFromName,
  slugProblem,
  statusPageFieldOf,
  statusPageFormFrom,
  validateStatusPageForm,
} from './status-page-model';

describe('status page form', () => {
  it("checks the access: a password page's password, the allowlist's entries, and sends a password only when typed", () => {
    const base = { ...emptyStatusPageForm(), name: 'Interní', slug: 'interni' };
    const options = { customDomains: false };
    expect(validateStatusPageForm({ ...base, access: 'password' }, options).errors).toEqual({
      password: 'passwordRequired',
    });
    expect(
      validateStatusPageForm({ ...base, access: 'password' }, { ...options, hasPassword: true }).body,
    ).toMatchObject({ access: 'password' });
    expect(validateStatusPageForm({ ...base, access: 'password', password: 'krátké' }, options).errors).toEqual({
      password: 'passwordTooShort',
    });
    const withPassword = validateStatusPageForm({ ...base, access: 'password', password: 'dlouhé heslo' }, options);
    expect(withPassword.body).toMatchObject({ access: 'password', password: 'dlouhé heslo' });
    expect(validateStatusPageForm(base, options).body).not.toHaveProperty('password');

    expect(validateStatusPageForm({ ...base, access: 'allowlist', allowlist: ' \n ' }, options).errors).toEqual({
      allowlist: 'allowlistRequired',
    });
    const invalid = validateStatusPageForm(
      { ...base, access: 'allowlist', allowlist: '10.0.0.0/8\n10.0.0.0/33' },
      options,
    );
    expect(invalid.errors).toEqual({ allowlist: 'allowlistInvalid:10.0.0.0/33' });
    const valid = validateStatusPageForm(
      { ...base, access: 'allowlist', allowlist: ' 203.0.113.7 \n\n2001:DB8::/32\n' },
      options,
    );
    expect(valid.body?.allowlist).toEqual(['203.0.113.7', '2001:DB8::/32']);
    expect(statusPageFieldOf('allowlist.1')).toBe('allowlist');
    expect(statusPageFieldOf('password')).toBe('password');
  });

  it('makes a slug from a Czech name', () => {
    expect(slugFromName('Stav služeb Zahradnictví Novák')).toBe('stav-sluzeb-zahradnictvi-novak');
    expect(slugFromName('  Úžasný --- web! ')).toBe('uzasny-web');
  });

  it('checks the slug as the contract does', () => {
    expect(slugProblem('')).toBe('slugRequired');
    expect(slugProblem('a')).toBe('slugInvalid');
    expect(slugProblem('moje--stranka')).toBe('slugInvalid');
    expect(slugProblem('Stav-API')).toBeNull();
    expect(slugProblem('admin')).toBe('slugReserved');
  });

  it('builds the body: trimmed, empty texts null, slug and colour lower-case, groups in order', () => {
    const values = {
      ...emptyStatusPageForm(),
      name: ' Stav API ',
      slug: 'Stav-API',
      accentColor: '#1A2B3C',
      customDomain: 'Status.Example.cz',
      groups: [
        {
          key: 'a',
          name: 'Rozhraní',
          websites: [{ websiteId: 'w1', websiteName: 'API', displayName: ' ' }],
        },
      ],
    };
    expect(validateStatusPageForm(values, { customDomains: true }).body).toMatchObject({
      name: 'Stav API',
      slug: 'stav-api',
      description: null,
      accentColor: '#1a2b3c',
      customDomain: 'status.example.cz',
      groups: [{ name: 'Rozhraní', websites: [{ websiteId: 'w1', displayName: null }] }],
    });
    // Without custom domains in the plan the field is not sent at all.
    expect(validateStatusPageForm(values, { customDomains: false }).body).not.toHaveProperty('customDomain');
  });

  it('names each wrong field by its server path', () => {
    const values = {
      ...emptyStatusPageForm(),
      slug: 'www',
      logoUrl: 'ftp://logo',
      accentColor: 'zelená',
      groups: [
        { key: 'a', name: ' ', websites: [{ websiteId: 'w1', websiteName: 'API', displayName: 'x'.repeat(101) }] },
      ],
    };
    expect(validateStatusPageForm(values, { customDomains: false }).errors).toEqual({
      name: 'nameRequired',
      slug: 'slugReserved',
      logoUrl: 'logoUrlInvalid',
      accentColor: 'accentColorInvalid',
      'groups.0.name': 'groupNameRequired',
      'groups.0.websites.0.displayName': 'displayNameTooLong',
    });
  });

  it('reads a saved page back into the form', () => {
    const page = createStatusPage(1, createWebsites(6));
    const values = statusPageFormFrom(page);
    expect(values.groups.map((group) => group.websites.map((website) => website.displayName))).toEqual([
      ['Internetový obchod', 'Veřejné API'],
      ['', ''],
    ]);
    // Saved groups go back with their ids (maintenance windows may cover them); a new one goes without.
    const body = validateStatusPageForm(
      { ...values, groups: [...values.groups, { key: 'new-1', name: 'Nová', websites: [] }] },
      { customDomains: false },
    ).body;
    expect(body?.groups?.map((group) => group.id)).toEqual([page.groups[0]?.id, page.groups[1]?.id, undefined]);
  });

  it('moves items and maps server paths to fields', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(statusPageFieldOf('groups.1.websites.0.websiteId')).toBe('groups.1.websites.0.displayName');
    expect(statusPageFieldOf('groups.2.name')).toBe('groups.2.name');
    expect(statusPageFieldOf('slug')).toBe('slug');
    expect(statusPageFieldOf('published')).toBeUndefined();
  });
});
