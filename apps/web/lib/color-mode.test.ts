import { describe, expect, it } from 'vitest';
import { COLOR_MODE_SCRIPT, forcedColorModeScript } from './color-mode';

/** A document as the inline scripts see it, before any bundle: <html>'s classes and style, storage, matchMedia. */
function page(stored: string | null, systemDark: boolean) {
  const classes = new Set(['light']);
  const root = {
    classList: { add: (name: string) => classes.add(name), remove: (...names: string[]) => names.forEach((name) => classes.delete(name)) },
    style: { colorScheme: '' },
  };
  const run = (script: string) =>
    new Function('document', 'localStorage', 'matchMedia', script)({ documentElement: root }, { getItem: () => stored }, () => ({
      matches: systemDark,
    }));
  return { run, shown: () => ({ classes: [...classes], colorScheme: root.style.colorScheme }) };
}

describe('the colour mode scripts', () => {
  it('show the stored choice, else the system’s mode, before any bundle runs', () => {
    for (const [stored, systemDark, mode] of [
      ['dark', false, 'dark'],
      ['light', true, 'light'],
      ['system', true, 'dark'],
      [null, false, 'light'],
      ['onzin', true, 'dark'],
    ] as const) {
      const { run, shown } = page(stored, systemDark);
      run(COLOR_MODE_SCRIPT);
      expect(shown(), `${stored}`).toEqual({ classes: [mode], colorScheme: mode });
    }
  });

  it('a page’s forced mode wins over the choice', () => {
    const { run, shown } = page('light', false);
    run(COLOR_MODE_SCRIPT);
    run(forcedColorModeScript('dark'));
    expect(shown()).toEqual({ classes: ['dark'], colorScheme: 'dark' });
  });

  it('leaves the page alone when storage throws', () => {
    const { shown } = page(null, false);
    new Function('document', 'localStorage', COLOR_MODE_SCRIPT)(
      { documentElement: null },
      {
        getItem: () => {
          throw new Error('no storage');
        },
      },
    );
    expect(shown()).toEqual({ classes: ['light'], colorScheme: '' });
  });
});
