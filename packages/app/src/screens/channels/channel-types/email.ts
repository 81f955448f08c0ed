import { isValidEmail } from '../../auth-parts';
import type { ChannelFieldErrors, ChannelFormModule } from './module';

export const splitAddresses = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** E-mail: one address per line; the list is sent as an array. */
export const emailModule: ChannelFormModule<'email'> = {
  fields: [{ name: 'addresses', kind: 'text', multiline: true, required: true, hint: true }],
  valuesOf: (config) => ({ addresses: config.addresses.map((item) => item.address).join('\n') }),
  validate({ fields }): ChannelFieldErrors {
    const addresses = splitAddresses(fields.addresses ?? '');
    const invalid = addresses.find((address) => !isValidEmail(address));
    if (invalid) return { addresses: { key: 'addressInvalid', values: { address: invalid } } };
    if (addresses.length > 10) return { addresses: { key: 'addressesTooMany' } };
    if (new Set(addresses.map((a) => a.toLowerCase())).size !== addresses.length) {
      return { addresses: { key: 'addressesDuplicate' } };
    }
    return {};
  },
  toConfig: ({ fields }) => ({ type: 'email', addresses: splitAddresses(fields.addresses ?? '') }),
};
