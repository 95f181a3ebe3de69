import { describe, expect, it } from 'vitest';
import { retentionRows } from './retention-table';

const settings = {
  accountInactiveMonths: 24,
  accountInactiveGraceDays: 30,
  unconfirmedDays: 7,
  guestAlertReconfirmAfterDays: 365,
  guestAlertReconfirmGraceDays: 30,
  cvAfterProcedureDays: 28,
  cvWithConsentDays: 365,
  analyticsRawDays: 395,
  sentMailsKeptDays: 30,
};

describe('the /privacy retention table', () => {
  it('says the periods the CMS reports', () => {
    const text = retentionRows(settings)
      .map((row) => `${row.what}: ${row.howLong}`)
      .join('\n');
    expect(text).toContain('Ben je 24 maanden niet ingelogd');
    expect(text).toContain('niet binnen 30 dagen in');
    expect(text).toContain('Een account dat je nooit hebt bevestigd: 7 dagen na het aanmaken.');
    expect(text).toContain('28 dagen nadat de vacature is gesloten of verlopen');
    expect(text).toContain('tot 365 dagen na het solliciteren');
    expect(text).toContain('395 dagen; daarna alleen totalen per dag');
  });

  it('follows an operator’s or an editor’s setting, in Dutch singular and plural', () => {
    const text = retentionRows({ ...settings, accountInactiveMonths: 1, cvAfterProcedureDays: 1, analyticsRawDays: 90 })
      .map((row) => row.howLong)
      .join('\n');
    expect(text).toContain('Ben je 1 maand niet ingelogd');
    expect(text).toContain('1 dag nadat de vacature');
    expect(text).toContain('90 dagen; daarna');
  });
});
