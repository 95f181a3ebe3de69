import { describe, expect, it } from 'vitest';
import { axisRoom, chartViewBox, eventTypeLabel, formatNumber, percent } from './format';

describe('the Statistieken page writes figures the Dutch way (issue 35)', () => {
  it('puts a thousands dot in numbers and a decimal comma in percentages', () => {
    expect(formatNumber(24671)).toBe('24.671');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(0)).toBe('0');
    expect(percent(0.1234)).toBe('12,3%');
  });

  it("leaves the chart's axis room for its largest label", () => {
    // Before, 30 units: "24.671" at 11 px needs about 42, so its first digit fell off the chart.
    expect(axisRoom(formatNumber(24671))).toBeGreaterThanOrEqual(6 * 7);
    expect(axisRoom(formatNumber(1_234_567))).toBeGreaterThan(axisRoom(formatNumber(24671)));
    const [left, , width] = chartViewBox('24.671', 800, 200).split(' ').map(Number);
    expect(-left).toBe(axisRoom('24.671'));
    expect(width).toBe(axisRoom('24.671') + 800 + 10);
  });

  it('shows event types by their Dutch label', () => {
    expect(eventTypeLabel({ eventType: 'Pageview', label: 'Pagina bekeken' })).toBe('Pagina bekeken');
    expect(eventTypeLabel({ eventType: 'oud-type' })).toBe('oud-type');
  });
});
