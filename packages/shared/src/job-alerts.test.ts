import { describe, expect, it } from 'vitest';
import { alertLabel } from './job-alerts';

describe('alertLabel', () => {
  it('describes the search in Dutch', () => {
    expect(alertLabel({ query: 'kok', categoryName: 'Horeca', placeName: 'Utrecht', hoursMin: 24, hoursMax: 32 })).toBe(
      '‘kok’ · Horeca · Utrecht · 24–32 uur',
    );
    expect(alertLabel({ workplace: 'thuiswerk', salary: '3000' })).toBe('thuiswerk · vanaf €\u00a03.000 per maand');
    expect(alertLabel({ hoursMin: 20 })).toBe('vanaf 20 uur');
    expect(alertLabel({ placeName: 'Utrecht', radius: 25 })).toBe('Utrecht binnen 25 km');
    expect(alertLabel({ hoursMax: 20 })).toBe('tot 20 uur');
    expect(alertLabel({})).toBe('alle vacatures');
  });
});
