import { describe, expect, it } from 'vitest';
import bodyTooLarge from './body-too-large';

class FormidableLikeError extends Error {
  httpCode = 413;
}

describe('body-too-large middleware', () => {
  it('turns a parser limit error marked 413 into PayloadTooLargeError', async () => {
    const next = async () => {
      throw new FormidableLikeError('options.maxFieldsSize (1048576 bytes) exceeded');
    };
    await expect(bodyTooLarge()({}, next)).rejects.toMatchObject({
      name: 'PayloadTooLargeError',
      message: expect.stringContaining('maxFieldsSize'),
    });
  });

  it('passes other errors and answers on unchanged', async () => {
    const other = new Error('boom');
    await expect(bodyTooLarge()({}, async () => Promise.reject(other))).rejects.toBe(other);
    await expect(bodyTooLarge()({}, async () => 'ok')).resolves.toBe('ok');
  });
});
