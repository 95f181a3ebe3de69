import { describe, expect, it } from 'vitest';
import { imageRemotePatterns, isOptimizable } from './origins';

describe('image origins', () => {
  it('turns IMAGE_ORIGINS into remote patterns', () => {
    expect(imageRemotePatterns(undefined)).toEqual([]);
    expect(imageRemotePatterns(' https://cdn.example.nl , http://media.local:8080/ ')).toEqual([
      { protocol: 'https', hostname: 'cdn.example.nl', port: '', pathname: '/**' },
      { protocol: 'http', hostname: 'media.local', port: '8080', pathname: '/**' },
    ]);
    expect(() => imageRemotePatterns('ftp://files.example.nl')).toThrow(/not an http/);
  });

  it('optimizes CMS uploads and listed origins only', () => {
    expect(isOptimizable('/uploads/foto_abc123.jpg', '')).toBe(true);
    expect(isOptimizable('https://cdn.example.nl/foto.jpg', '')).toBe(false);
    expect(isOptimizable('https://cdn.example.nl/foto.jpg', 'https://cdn.example.nl')).toBe(true);
    expect(isOptimizable('http://cdn.example.nl/foto.jpg', 'https://cdn.example.nl')).toBe(false);
    expect(isOptimizable('/icon.svg', '')).toBe(false);
  });
});
