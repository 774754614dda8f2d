import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, dateTimeInZone, isIsoDate, isValidRange, quickRange, timeInZone, zonedDayStart, zonedRange } from './date-range';

describe('venue dates', () => {
  it('gives the date and time of one minute at once, the same as each alone, across midnight and a DST change', () => {
    // São Paulo had DST until 2019 (clocks back at 2019-02-17 00:00 local); Santiago changes twice a year.
    const zones = ['America/Argentina/Buenos_Aires', 'America/Sao_Paulo', 'America/Santiago', 'Asia/Kolkata', 'Asia/Kathmandu'];
    const instants = [
      '2019-02-17T01:59:59.999Z',
      '2019-02-17T02:00:00.000Z',
      '2019-02-17T02:59:30.000Z',
      '2025-04-06T02:59:59.000Z',
      '2025-04-06T03:00:00.000Z',
      '2025-05-10T02:59:59.999Z',
      '2025-05-10T03:00:00.000Z',
    ];
    for (const zone of zones) {
      for (const at of instants) {
        const instant = new Date(at);
        // Asked twice in the same minute: the second answer comes from the minute kept.
        for (let i = 0; i < 2; i++) expect(dateTimeInZone(instant, zone)).toEqual({ fecha: dateInZone(instant, zone), hora: timeInZone(instant, zone) });
      }
    }
    expect(dateTimeInZone(new Date('2025-05-10T02:59:59.999Z'), 'America/Argentina/Buenos_Aires')).toEqual({ fecha: '2025-05-09', hora: '23:59' });
    expect(dateTimeInZone(new Date('2025-05-10T03:00:00.000Z'), 'America/Argentina/Buenos_Aires')).toEqual({ fecha: '2025-05-10', hora: '00:00' });
    expect(dateTimeInZone(new Date('2025-05-10T03:00:00.000Z'), 'Asia/Kathmandu')).toEqual({ fecha: '2025-05-10', hora: '08:45' });
  });

  it('validates calendar dates and ranges', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-2-1')).toBe(false);
    expect(isValidRange({ desde: '2025-01-01', hasta: '2025-01-01' })).toBe(true);
    expect(isValidRange({ desde: '2025-01-02', hasta: '2025-01-01' })).toBe(false);
    expect(isValidRange({ desde: '2025-01-01' })).toBe(false);
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('builds the quick filters with today included', () => {
    expect(quickRange('hoy', '2025-05-10')).toEqual({ desde: '2025-05-10', hasta: '2025-05-10' });
    expect(quickRange('7', '2025-05-10')).toEqual({ desde: '2025-05-04', hasta: '2025-05-10' });
    expect(quickRange('30', '2025-05-10')).toEqual({ desde: '2025-04-11', hasta: '2025-05-10' });
    expect(quickRange('90', '2025-05-10')).toEqual({ desde: '2025-02-10', hasta: '2025-05-10' });
  });

  it("reads the date and time in the venue's zone", () => {
    const instant = new Date('2025-05-10T02:30:00Z');
    expect(dateInZone(instant, 'America/Argentina/Buenos_Aires')).toBe('2025-05-09');
    expect(timeInZone(instant, 'America/Argentina/Buenos_Aires')).toBe('23:30');
    expect(dateInZone(instant, 'Europe/Madrid')).toBe('2025-05-10');
  });

  it("finds the instant a venue's day starts, across daylight-saving changes", () => {
    expect(zonedDayStart('2025-05-10', 'America/Argentina/Buenos_Aires').toISOString()).toBe('2025-05-10T03:00:00.000Z');
    // Madrid moved to summer time on 2025-03-30 at 02:00; that day still starts at +01:00.
    expect(zonedDayStart('2025-03-30', 'Europe/Madrid').toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(zonedDayStart('2025-03-31', 'Europe/Madrid').toISOString()).toBe('2025-03-30T22:00:00.000Z');
    expect(zonedRange({ desde: '2025-05-01', hasta: '2025-05-01' }, 'UTC')).toEqual({
      from: new Date('2025-05-01T00:00:00Z'),
      to: new Date('2025-05-02T00:00:00Z'),
    });
  });
});
