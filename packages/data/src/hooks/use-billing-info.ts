import {
  type BillingInfo,
  type BillingProfile,
  DEFAULT_COUNTRY_CODE,
  type UpdateBillingInfoBody,
} from '@hlidka/contract';
import { billingRoutes } from '@hlidka/contract/routes';
import { useMemo } from 'react';
import { keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

const text = (value: string | null | undefined) => value ?? '';

/**
 * Billing info (spec §3) from the profile: address (street, street2, city, state, postalCode or zipCode, countryCode
 * or country, default CZ) and billingInfo (companyName, vatId or vatNumber, registrationNumber, billingEmail, phone,
 * isVatPayer).
 */
export function toBillingInfo(profile: BillingProfile): BillingInfo {
  const address = profile.address;
  const details = profile.billingInfo;
  const country = address?.countryCode ?? address?.country;
  return {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    companyName: text(details?.companyName),
    street: text(address?.street),
    street2: text(address?.street2),
    city: text(address?.city),
    state: text(address?.state),
    postalCode: text(address?.postalCode ?? address?.zipCode),
    countryCode: country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : DEFAULT_COUNTRY_CODE,
    vatId: text(details?.vatId ?? details?.vatNumber),
    registrationNumber: text(details?.registrationNumber),
    billingEmail: text(details?.billingEmail),
    phone: text(details?.phone),
    isVatPayer: details?.isVatPayer ?? false,
    createdAt: profile.createdAt,
    updatedAt: profile.updatedAt,
  };
}

/** GET /api/users/profile, flattened to Billing info. */
export function useBillingInfo() {
  const query = useResource(useAuthedKey(keys.billingInfo()));
  const profile = query.data?.profile;
  const billingInfo = useMemo(() => (profile ? toBillingInfo(profile) : undefined), [profile]);
  return { ...query, billingInfo };
}

/** PUT /api/users/profile; 'Nepodařilo se aktualizovat fakturační údaje' when the server says nothing. */
export function useUpdateBillingInfo() {
  return useApiMutation(
    (client, body: UpdateBillingInfoBody) =>
      client.call(
        billingRoutes.updateBillingProfile,
        { body },
        { fallbackMessage: client.messages.billingUpdateFailed },
      ),
    { revalidate: [keys.billingInfo()[0]] },
  );
}
