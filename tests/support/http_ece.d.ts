declare module 'http_ece' {
  /** RFC 8188 decryption; for Web Push (RFC 8291) pass the receiver's ECDH key and auth secret. */
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: import('node:crypto').ECDH; authSecret: string },
  ): Buffer;
}
