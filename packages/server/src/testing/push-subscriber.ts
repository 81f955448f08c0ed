import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

const info = (text: string, ...parts: Buffer[]) => Buffer.concat([Buffer.from(text, 'ascii'), ...parts]);
const hkdf = (ikm: Buffer, salt: Buffer, label: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, label, length));

/**
 * A browser's side of a Web Push subscription for tests: its P-256 key pair and auth secret (what
 * PushSubscription.toJSON() gives), and the decryption of one aes128gcm message (RFC 8291, RFC 8188) sent to it.
 */
export function pushSubscriber() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    p256dh: publicKey.toString('base64url'),
    auth: auth.toString('base64url'),
    /** The plaintext of one encrypted message body; throws when it was not encrypted for this subscription. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const cipherText = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(senderKey);
      const ikm = hkdf(secret, auth, info('WebPush: info\0', publicKey, senderKey), 32);
      const key = hkdf(ikm, salt, info('Content-Encoding: aes128gcm\0'), 16);
      const nonce = hkdf(ikm, salt, info('Content-Encoding: nonce\0'), 12);
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(cipherText.subarray(-16));
      const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 2 and zero padding.
      const end = padded.lastIndexOf(2);
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
