import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMinutes,
  allDayRange,
  daysBetween,
  dropChange,
  formatEventoWhen,
  fromLocalDateTime,
  resizeChange,
  startOfWeek,
  toLocalDateTime,
  touchesDay,
  visibleWindow,
} from './agenda-dates';

/** Local Dates, as the calendar hands them. */
const at = (y: number, m: number, d: number, h = 0, mi = 0) => new Date(y, m - 1, d, h, mi);

const allDay = (inicio: string, fim: string) => ({ cp_ev_inicio: inicio, cp_ev_fim: fim, cp_ev_dia_inteiro: true });
const timed = (inicio: string, fim: string) => ({ cp_ev_inicio: inicio, cp_ev_fim: fim, cp_ev_dia_inteiro: false });

describe('local date-times', () => {
  it('reads and writes a Date as YYYY-MM-DDTHH:MM in local time, both ways', () => {
    expect(toLocalDateTime(at(2026, 3, 9, 7, 5))).toBe('2026-03-09T07:05');
    expect(fromLocalDateTime('2026-03-09T07:05')).toEqual(at(2026, 3, 9, 7, 5));
    expect(fromLocalDateTime('2026-12-31')).toEqual(at(2026, 12, 31));
    for (const s of ['2024-02-29T23:59', '2026-01-01T00:00', '2026-10-18T00:30']) {
      expect(toLocalDateTime(fromLocalDateTime(s))).toBe(s);
    }
    expect(() => fromLocalDateTime('09/03/2026')).toThrow();
  });

  it('adds minutes and days across months, years and leap days', () => {
    expect(addMinutes('2026-03-09T23:30', 45)).toBe('2026-03-10T00:15');
    expect(addMinutes('2026-01-01T00:10', -20)).toBe('2025-12-31T23:50');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-09', '2026-03-01')).toBe(-8);
    expect(daysBetween('2025-12-31', '2026-03-01')).toBe(60);
  });

  it('makes an all-day event end at 00:00 after its day (exclusive)', () => {
    expect(allDayRange('2026-02-28')).toEqual({ cp_ev_inicio: '2026-02-28T00:00', cp_ev_fim: '2026-03-01T00:00' });
  });

  it('tells whether an event touches a day, its end excluded', () => {
    const e = allDay('2026-03-09T00:00', '2026-03-11T00:00');
    expect(touchesDay(e, '2026-03-08')).toBe(false);
    expect(touchesDay(e, '2026-03-09')).toBe(true);
    expect(touchesDay(e, '2026-03-10')).toBe(true);
    expect(touchesDay(e, '2026-03-11')).toBe(false);
    expect(touchesDay(timed('2026-03-10T23:00', '2026-03-11T01:00'), '2026-03-11')).toBe(true);
  });
});

describe('visibleWindow', () => {
  it('starts weeks on Sunday', () => {
    expect(startOfWeek('2026-03-09')).toBe('2026-03-08'); // a Monday
    expect(startOfWeek('2026-03-08')).toBe('2026-03-08'); // a Sunday
    expect(startOfWeek('2026-03-14')).toBe('2026-03-08'); // a Saturday
    expect(startOfWeek('1969-12-31')).toBe('1969-12-28');
  });

  it('covers the whole weeks of a month, the week, or the day', () => {
    // March 2026: Sunday 1 to Tuesday 31.
    expect(visibleWindow('month', at(2026, 3, 17))).toEqual({ de: '2026-03-01', ate: '2026-04-04' });
    // February 2026: Sunday 1 to Saturday 28, four whole weeks.
    expect(visibleWindow('month', at(2026, 2, 10))).toEqual({ de: '2026-02-01', ate: '2026-02-28' });
    // November 2026: Sunday 1 … Monday 30.
    expect(visibleWindow('month', at(2026, 11, 30))).toEqual({ de: '2026-11-01', ate: '2026-12-05' });
    expect(visibleWindow('month', at(2026, 8, 1))).toEqual({ de: '2026-07-26', ate: '2026-09-05' });
    expect(visibleWindow('week', at(2026, 3, 11))).toEqual({ de: '2026-03-08', ate: '2026-03-14' });
    expect(visibleWindow('day', at(2026, 3, 11))).toEqual({ de: '2026-03-11', ate: '2026-03-11' });
  });

  it('never asks for more days than the contract allows', () => {
    for (let m = 1; m <= 12; m++) {
      const { de, ate } = visibleWindow('month', at(2027, m, 15));
      expect(daysBetween(de, ate)).toBeLessThan(42);
    }
  });
});

describe('dropChange', () => {
  it('moves whole days in the month view, keeping times and length', () => {
    const e = timed('2026-03-09T19:00', '2026-03-09T20:30');
    // The calendar reports the drop day at the event's time; only the day counts.
    expect(dropChange(e, { start: at(2026, 3, 12, 19), end: at(2026, 3, 12, 20, 30) }, 'month')).toEqual({
      cp_ev_inicio: '2026-03-12T19:00',
      cp_ev_fim: '2026-03-12T20:30',
      cp_ev_dia_inteiro: false,
    });
    const long = allDay('2026-03-09T00:00', '2026-03-12T00:00');
    expect(dropChange(long, { start: at(2026, 2, 27), end: at(2026, 3, 2) }, 'month')).toEqual({
      cp_ev_inicio: '2026-02-27T00:00',
      cp_ev_fim: '2026-03-02T00:00',
      cp_ev_dia_inteiro: true,
    });
  });

  it('keeps a multi-day length whatever end the calendar reports', () => {
    const long = allDay('2026-03-09T00:00', '2026-03-12T00:00');
    expect(dropChange(long, { start: at(2026, 3, 20, 0, 0), end: at(2026, 3, 20, 0, 0) }, 'month')).toMatchObject({
      cp_ev_inicio: '2026-03-20T00:00',
      cp_ev_fim: '2026-03-23T00:00',
    });
  });

  it('sets the time on a time slot, keeping the length; an all-day event becomes an hour', () => {
    const e = timed('2026-03-09T19:00', '2026-03-09T20:30');
    expect(dropChange(e, { start: at(2026, 3, 10, 8), end: at(2026, 3, 10, 9, 30), isAllDay: false }, 'week')).toEqual({
      cp_ev_inicio: '2026-03-10T08:00',
      cp_ev_fim: '2026-03-10T09:30',
      cp_ev_dia_inteiro: false,
    });
    const d = allDay('2026-03-09T00:00', '2026-03-10T00:00');
    expect(dropChange(d, { start: at(2026, 3, 9, 14), end: at(2026, 3, 10, 14), isAllDay: false }, 'day')).toEqual({
      cp_ev_inicio: '2026-03-09T14:00',
      cp_ev_fim: '2026-03-09T15:00',
      cp_ev_dia_inteiro: false,
    });
  });

  it('makes a timed event all-day when dropped on the all-day row', () => {
    const e = timed('2026-03-09T19:00', '2026-03-09T20:30');
    expect(dropChange(e, { start: at(2026, 3, 11), end: at(2026, 3, 12), isAllDay: true }, 'week')).toEqual({
      cp_ev_inicio: '2026-03-11T00:00',
      cp_ev_fim: '2026-03-12T00:00',
      cp_ev_dia_inteiro: true,
    });
  });

  it('changes nothing when dropped where it was', () => {
    const e = allDay('2026-03-09T00:00', '2026-03-10T00:00');
    expect(dropChange(e, { start: at(2026, 3, 9), end: at(2026, 3, 10) }, 'month')).toBeNull();
  });
});

describe('resizeChange', () => {
  it('keeps an all-day event in whole days, end exclusive, at least one day', () => {
    const e = allDay('2026-03-09T00:00', '2026-03-10T00:00');
    expect(resizeChange(e, { start: at(2026, 3, 9), end: at(2026, 3, 12) })).toEqual({
      cp_ev_inicio: '2026-03-09T00:00',
      cp_ev_fim: '2026-03-12T00:00',
      cp_ev_dia_inteiro: true,
    });
    // A partial last day counts whole.
    expect(resizeChange(e, { start: at(2026, 3, 9), end: at(2026, 3, 11, 13) })).toMatchObject({
      cp_ev_fim: '2026-03-12T00:00',
    });
    expect(resizeChange(e, { start: at(2026, 3, 9), end: at(2026, 3, 9) })).toBeNull();
  });

  it('takes a timed event’s new times, and refuses an end before the start', () => {
    const e = timed('2026-03-09T19:00', '2026-03-09T20:00');
    expect(resizeChange(e, { start: at(2026, 3, 9, 19), end: at(2026, 3, 9, 21, 30) })).toEqual({
      cp_ev_inicio: '2026-03-09T19:00',
      cp_ev_fim: '2026-03-09T21:30',
      cp_ev_dia_inteiro: false,
    });
    expect(resizeChange(e, { start: at(2026, 3, 9, 19), end: at(2026, 3, 9, 18) })).toBeNull();
  });
});

describe('formatEventoWhen', () => {
  it('reads an event’s dates in pt-BR', () => {
    expect(formatEventoWhen(allDay('2026-03-09T00:00', '2026-03-10T00:00'))).toBe('09/03/2026');
    expect(formatEventoWhen(allDay('2026-03-09T00:00', '2026-03-12T00:00'))).toBe('09/03/2026 a 11/03/2026');
    expect(formatEventoWhen(timed('2026-03-09T19:00', '2026-03-09T20:30'))).toBe('09/03/2026, 19:00 – 20:30');
    expect(formatEventoWhen(timed('2026-03-09T22:00', '2026-03-10T01:00'))).toBe('09/03/2026, 22:00 a 10/03/2026, 01:00');
  });
});
