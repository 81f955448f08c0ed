import { createWebsiteBodySchema } from '@hlidka/contract';
import { createWebsite } from '@hlidka/data/mocks';
import { describe, expect, it } from 'vitest';
import { defaultValues, toBody, validate, valuesFromWebsite, type WebsiteFormValues } from '../form-model';
import { databaseModule } from './database';

const form = (changes: Partial<WebsiteFormValues>): WebsiteFormValues => ({
  ...defaultValues(60),
  name: 'Databáze e-shopu',
  type: 'database',
  url: 'db.example.cz',
  ...changes,
});

describe('the form model of the database check', () => {
  it('sends the engine, database, user and a typed password; an empty password is left out (the saved one stays)', () => {
    const body = toBody(form({ dbEngine: 'mysql', dbName: ' shop ', dbUsername: 'app', dbPassword: 'pw' }));
    expect(body).toMatchObject({
      type: 'database',
      database: { engine: 'mysql', name: 'shop', tls: false },
      username: 'app',
      password: 'pw',
    });
    expect(createWebsiteBodySchema.safeParse(body).success).toBe(true);
    expect(toBody(form({ dbPassword: '' }))).not.toHaveProperty('password');
    expect(toBody(form({ dbPasswordSaved: true, dbPasswordClear: true }))).toMatchObject({ password: null });
    expect(toBody(form({ dbEngine: 'redis', dbName: 'ignored' }))).toMatchObject({ database: { name: null } });
  });

  it('refuses names longer than the server takes', () => {
    expect(validate(form({ dbName: 'x'.repeat(64) }), 60).dbName).toEqual({
      key: 'checkTypes.errors.length',
      values: { max: 63 },
    });
    expect(validate(form({}), 60)).toEqual({});
  });

  it("reads a saved website back without its password, knowing one is saved, and places the server's errors", () => {
    const website = createWebsite(1, {
      type: 'database',
      url: 'db.example.cz',
      database: { engine: 'postgresql', name: 'shop', tls: true },
      username: 'app',
      hasPassword: true,
    });
    expect(valuesFromWebsite(website)).toMatchObject({
      dbEngine: 'postgresql',
      dbName: 'shop',
      dbTls: true,
      dbUsername: 'app',
      dbPassword: '',
      dbPasswordSaved: true,
    });
    expect(databaseModule.formField?.('password')).toBe('dbPassword');
    expect(databaseModule.formField?.('database.name')).toBe('dbName');
    expect(databaseModule.formField?.('name')).toBeUndefined();
  });
});
