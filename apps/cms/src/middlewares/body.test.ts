import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { clientBodyError } from './body';

describe('clientBodyError', () => {
  it("turns co-body's refusal of a body that is not JSON into a ValidationError (400, no error line)", () => {
    const refusal = Object.assign(new SyntaxError('Unexpected end of JSON input'), { status: 400 });
    const turned = clientBodyError(refusal);
    expect(turned).toBeInstanceOf(errors.ValidationError);
    expect((turned as Error).message).toBe('The request body is not valid JSON');
  });

  it("turns raw-body's limit into a PayloadTooLargeError (413)", () => {
    const refusal = Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' });
    expect(clientBodyError(refusal)).toBeInstanceOf(errors.PayloadTooLargeError);
  });

  it('leaves every other error as it was', () => {
    const other = Object.assign(new Error('request aborted'), { status: 400, type: 'request.aborted' });
    const bug = new SyntaxError('a bug of ours');
    expect(clientBodyError(other)).toBe(other);
    expect(clientBodyError(bug)).toBe(bug);
  });
});
