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

  it('leaves every other error as it was', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413 });
    const bug = new SyntaxError('a bug of ours');
    expect(clientBodyError(tooLarge)).toBe(tooLarge);
    expect(clientBodyError(bug)).toBe(bug);
  });
});
