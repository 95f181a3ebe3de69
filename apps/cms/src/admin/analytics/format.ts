/**
 * How the Statistieken page writes its figures (issue 35): Dutch numbers with a thousands dot everywhere
 * (24.671), and a chart whose axis label always fits beside it.
 */
const numbers = new Intl.NumberFormat('nl-NL');
const percentages = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

export const formatNumber = (value: number) => numbers.format(value);

export const percent = (rate: number) => `${percentages.format(rate * 100)}%`;

/** The chart's axis labels are 11 px: about 7 px a character (digits and the dot), plus a gap to the axis. */
const AXIS_CHARACTER_WIDTH = 7;
const AXIS_GAP = 8;

/** The room left of the chart's axis for its largest label, so "24.671" is never cut to ".4671". */
export const axisRoom = (label: string) => label.length * AXIS_CHARACTER_WIDTH + AXIS_GAP;

/** An event type as editors read it: the Dutch label the report gives (packages/shared EVENT_LABELS), else its name. */
export const eventTypeLabel = (row: { eventType: string; label?: string | null }) => row.label || row.eventType;

/** The chart's SVG frame: the plot from (0, 0) to (width, height), the axis label's room on the left, the days' below. */
export const chartViewBox = (maxLabel: string, width: number, height: number) => {
  const left = axisRoom(maxLabel);
  return `${-left} -10 ${left + width + 10} ${height + 30}`;
};
