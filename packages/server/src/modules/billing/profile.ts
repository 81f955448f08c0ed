import { type BillingProfile, DEFAULT_COUNTRY_CODE, type updateBillingInfoBodySchema } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { billingProfiles, type InvoiceParty } from '../../db/schema/billing';
import { users } from '../../db/schema/users';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { billingMessages } from './messages';

const profileNotFound = { cs: 'Profil uživatele nebyl nalezen', en: 'User profile not found' };

async function load(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ user: users, profile: billingProfiles })
    .from(users)
    .leftJoin(billingProfiles, eq(billingProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', profileNotFound);
  return row;
}

/** GET /api/users/profile: the profile with `address` and `billingInfo` (null until billing data is saved). */
export async function getBillingProfile(db: DbOrTx, userId: string): Promise<BillingProfile> {
  const { user, profile: p } = await load(db, userId);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    address: p
      ? {
          street: p.street,
          street2: p.street2,
          city: p.city,
          state: p.state,
          postalCode: p.postalCode,
          zipCode: p.postalCode,
          countryCode: p.countryCode,
          country: p.countryCode,
        }
      : null,
    billingInfo: p
      ? {
          companyName: p.companyName,
          vatId: p.vatId,
          vatNumber: p.vatId,
          registrationNumber: p.registrationNumber,
          billingEmail: p.billingEmail,
          phone: p.phone,
          isVatPayer: p.isVatPayer,
        }
      : null,
    createdAt: (p?.createdAt ?? user.createdAt).toISOString(),
    updatedAt: (p?.updatedAt ?? user.updatedAt).toISOString(),
  };
}

type UpdateBody = z.output<typeof updateBillingInfoBodySchema>;

const blankToNull = (v: string | undefined) => (v === undefined ? undefined : v.trim() === '' ? null : v.trim());

/** PUT /api/users/profile: names on the user, the rest in `billing_profiles` (fields left out stay as they are). */
export async function updateBillingProfile(
  db: DbOrTx,
  userId: string,
  body: UpdateBody,
  now: Date,
): Promise<BillingProfile> {
  await load(db, userId);
  const names = {
    ...(body.firstName !== undefined ? { firstName: body.firstName } : {}),
    ...(body.lastName !== undefined ? { lastName: body.lastName } : {}),
  };
  if (Object.keys(names).length > 0) {
    await db
      .update(users)
      .set({ ...names, updatedAt: now })
      .where(eq(users.id, userId));
  }
  const fields = {
    companyName: blankToNull(body.companyName),
    street: blankToNull(body.street),
    street2: blankToNull(body.street2),
    city: blankToNull(body.city),
    state: blankToNull(body.state),
    postalCode: blankToNull(body.postalCode),
    countryCode: body.countryCode ?? DEFAULT_COUNTRY_CODE,
    vatId: blankToNull(body.vatId?.toUpperCase().replace(/\s+/g, '')),
    registrationNumber: blankToNull(body.registrationNumber?.replace(/\s+/g, '')),
    billingEmail: blankToNull(body.billingEmail),
    phone: blankToNull(body.phone),
    isVatPayer: body.isVatPayer,
  };
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  try {
    await db
      .insert(billingProfiles)
      .values({ userId, ...set, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: billingProfiles.userId, set: { ...set, updatedAt: now } });
  } catch (error) {
    throw new AppError('INTERNAL_ERROR', billingMessages.billingUpdateFailed, { cause: error });
  }
  return getBillingProfile(db, userId);
}

/** The customer as an invoice names them (a snapshot at issue time). */
export async function customerParty(db: DbOrTx, userId: string): Promise<InvoiceParty & { language: 'cs' | 'en' }> {
  const { user, profile: p } = await load(db, userId);
  return {
    name: `${user.firstName} ${user.lastName}`.trim() || user.email,
    companyName: p?.companyName ?? null,
    street: p?.street ?? null,
    street2: p?.street2 ?? null,
    city: p?.city ?? null,
    postalCode: p?.postalCode ?? null,
    countryCode: p?.countryCode ?? DEFAULT_COUNTRY_CODE,
    registrationNumber: p?.registrationNumber ?? null,
    vatId: p?.vatId ?? null,
    email: p?.billingEmail ?? user.email,
    isVatPayer: p?.isVatPayer ?? false,
    language: user.language,
  };
}
